package dev.mlirj.conversion.affinetostandard;

import dev.mlirj.diag.Diagnostic;
import dev.mlirj.dialect.affine.AffineMemoryAccess;
import dev.mlirj.dialect.affine.AffineStoreOp;
import dev.mlirj.dialect.vector.VectorBuilder;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import dev.mlirj.transforms.dialectconversion.OpConversionPattern;
import java.util.List;
import java.util.function.Consumer;

/**
 * {@code affine.vector_store} → {@code vector.store} of the same vector at the expanded subscripts (MLIR's
 * {@code AffineVectorStoreLowering}); discardable attributes are not carried over, as in MLIR.
 */
final class AffineVectorStoreLowering extends OpConversionPattern {
    private final Consumer<Diagnostic> errors;

    AffineVectorStoreLowering(Consumer<Diagnostic> errors) {
        super(AffineStoreOp.VECTOR_NAME, null);
        this.errors = errors;
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        List<Value> indices = Lowering.subscripts(rewriter, op, errors);
        if (indices == null) {
            return rewriter.notifyMatchFailure(op, "the subscripts cannot be expanded");
        }
        VectorBuilder.store(rewriter, rewriter.context(), op.location(), op.operand(0), AffineMemoryAccess.memref(op),
                indices);
        rewriter.eraseOp(op);
        return true;
    }
}

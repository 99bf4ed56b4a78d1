package dev.mlirj.conversion.affinetostandard;

import dev.mlirj.diag.Diagnostic;
import dev.mlirj.dialect.affine.AffineLoadOp;
import dev.mlirj.dialect.affine.AffineMemoryAccess;
import dev.mlirj.dialect.builtin.VectorType;
import dev.mlirj.dialect.vector.VectorBuilder;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import dev.mlirj.transforms.dialectconversion.OpConversionPattern;
import java.util.List;
import java.util.function.Consumer;

/**
 * {@code affine.vector_load} → {@code vector.load} of the same vector type at the expanded subscripts (MLIR's
 * {@code AffineVectorLoadLowering}); discardable attributes are not carried over, as in MLIR.
 */
final class AffineVectorLoadLowering extends OpConversionPattern {
    private final Consumer<Diagnostic> errors;

    AffineVectorLoadLowering(Consumer<Diagnostic> errors) {
        super(AffineLoadOp.VECTOR_NAME, null);
        this.errors = errors;
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        List<Value> indices = Lowering.subscripts(rewriter, op, errors);
        if (indices == null) {
            return rewriter.notifyMatchFailure(op, "the subscripts cannot be expanded");
        }
        rewriter.replaceOp(op, List.of(VectorBuilder.load(rewriter, rewriter.context(), op.location(),
                (VectorType) op.result(0).type(), AffineMemoryAccess.memref(op), indices)));
        return true;
    }
}

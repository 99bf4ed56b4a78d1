package dev.mlirj.conversion.affinetostandard;

import dev.mlirj.diag.Diagnostic;
import dev.mlirj.dialect.affine.AffineMemoryAccess;
import dev.mlirj.ir.Operation;
import dev.mlirj.dialect.memref.MemRef;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import dev.mlirj.transforms.dialectconversion.OpConversionPattern;
import java.util.List;
import java.util.function.Consumer;

/**
 * {@code affine.load} → {@code memref.load} at the expanded subscripts; {@code affine.store} → {@code memref.store}
 * likewise (MLIR's {@code AffineLoadLowering} and {@code AffineStoreLowering}).
 */
final class AffineLoadLowering extends OpConversionPattern {
    private final Consumer<Diagnostic> errors;

    AffineLoadLowering(String opName, Consumer<Diagnostic> errors) {
        super(opName, null);
        this.errors = errors;
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        List<Value> indices = Lowering.subscripts(rewriter, op, errors);
        if (indices == null) {
            return rewriter.notifyMatchFailure(op, "the subscripts cannot be expanded");
        }
        if (op.resultCount() == 0) {
            MemRef.store(rewriter, rewriter.context(), op.location(), op.operand(0), AffineMemoryAccess.memref(op),
                    indices);
            rewriter.eraseOp(op);
        } else {
            rewriter.replaceOp(op, List.of(MemRef.load(rewriter, rewriter.context(), op.location(),
                    AffineMemoryAccess.memref(op), indices)));
        }
        return true;
    }
}

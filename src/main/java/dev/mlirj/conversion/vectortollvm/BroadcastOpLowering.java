package dev.mlirj.conversion.vectortollvm;

import dev.mlirj.dialect.builtin.VectorType;
import dev.mlirj.dialect.vector.VectorBuilder;
import dev.mlirj.ir.Operation;
import dev.mlirj.transforms.dialectconversion.ConversionPattern;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import java.util.List;

/**
 * {@code vector.broadcast} of a scalar, as MLIR 19's vector-level {@code BroadcastOpLowering} (which its
 * {@code convert-vector-to-llvm} runs first) rewrites it: {@code vector.splat} of the scalar, which
 * {@link SplatOpLowering} then lowers. Broadcasts of vectors are not lowered here (they stay, as in mlir-opt 19 when
 * its vector-level lowering leaves them).
 */
final class BroadcastOpLowering extends ConversionPattern {
    BroadcastOpLowering(dev.mlirj.transforms.dialectconversion.TypeConverter converter) {
        super("vector.broadcast", 1, converter);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        if (op.operand(0).type() instanceof VectorType) {
            return rewriter.notifyMatchFailure(op, "only broadcasts of scalars are lowered");
        }
        var splat = VectorBuilder.splat(rewriter, rewriter.context(), op.location(), op.operand(0),
                (VectorType) op.result(0).type());
        rewriter.replaceOp(op, List.of(splat));
        return true;
    }
}

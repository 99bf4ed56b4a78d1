package dev.mlirj.conversion.vectortollvm;

import dev.mlirj.conversion.llvmcommon.ConvertOpToLlvmPattern;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.dialect.vector.SplatOp;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.VectorType;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import java.util.List;

/**
 * {@code vector.splat} as MLIR 19's {@code VectorSplatOpLowering} (rank 0 or 1) and {@code VectorSplatNdOpLowering}
 * (rank 2 and more): the scalar goes into lane 0 ({@code llvm.mlir.constant(0 : i32)}) of an
 * {@code llvm.mlir.undef} vector with {@code llvm.insertelement}, is copied across it with
 * {@code llvm.shufflevector [0, 0, ...]} (with the undef vector as second operand for 1-D, the vector itself for
 * n-D), and for n-D is {@code llvm.insertvalue}d at every position of an undef array, in row-major order.
 */
final class SplatOpLowering extends ConvertOpToLlvmPattern {
    SplatOpLowering(LlvmTypeConverter converter) {
        super(SplatOp.NAME, converter);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        VectorType type = (VectorType) SplatOp.aggregate(op).type();
        Type converted = llvmTypeConverter().convertType(type);
        if (converted == null) {
            return rewriter.notifyMatchFailure(op, "the result type has no LLVM type");
        }
        Location loc = op.location();
        var ctx = rewriter.context();
        Value scalar = adaptor.operand(0);
        if (type.rank() <= 1) {
            Value undef = Llvm.undef(rewriter, loc, converted);
            Value zero = Llvm.constant(rewriter, loc, IntegerType.of(32), 0);
            Value v = Llvm.insertElement(rewriter, loc, undef, scalar, zero);
            if (type.rank() == 1) {
                v = Llvm.shuffleVector(rewriter, loc, v, undef, new int[(int) (long) type.shape().get(0)]);
            }
            rewriter.replaceOp(op, List.of(v));
            return true;
        }
        Type row = llvmTypeConverter().convertType(VectorType.of(List.of(type.shape().getLast()),
                type.elementType()));
        Value desc = Llvm.undef(rewriter, loc, converted);
        Value rowUndef = Llvm.undef(rewriter, loc, row);
        Value zero = Llvm.constant(rewriter, loc, IntegerType.of(32), 0);
        Value v = Llvm.insertElement(rewriter, loc, rowUndef, scalar, zero);
        v = Llvm.shuffleVector(rewriter, loc, v, v, new int[(int) (long) type.shape().getLast()]);
        List<Long> outer = type.shape().subList(0, type.rank() - 1);
        long[] position = new long[outer.size()];
        while (true) {
            desc = Llvm.insertValue(rewriter, loc, desc, v, position.clone());
            int d = position.length - 1;
            while (d >= 0 && ++position[d] == outer.get(d)) {
                position[d] = 0;
                d--;
            }
            if (d < 0) {
                break;
            }
        }
        rewriter.replaceOp(op, List.of(desc));
        return true;
    }
}

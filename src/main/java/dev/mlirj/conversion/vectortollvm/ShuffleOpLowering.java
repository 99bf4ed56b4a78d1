package dev.mlirj.conversion.vectortollvm;

import dev.mlirj.conversion.llvmcommon.ConvertOpToLlvmPattern;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.dialect.vector.ShuffleOp;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.VectorType;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import java.util.List;

/**
 * {@code vector.shuffle} as MLIR 19's {@code VectorShuffleOpConversion}: one {@code llvm.shufflevector} when the
 * result has rank 0 or 1 and both operands have one type; otherwise each picked slice is extracted
 * ({@code llvm.extractelement} at {@code llvm.mlir.constant(p : index)} for 1-D, {@code llvm.extractvalue} for
 * n-D) and inserted at its place in an {@code llvm.mlir.undef} result.
 */
final class ShuffleOpLowering extends ConvertOpToLlvmPattern {
    ShuffleOpLowering(LlvmTypeConverter converter) {
        super(ShuffleOp.NAME, converter);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        VectorType v1 = (VectorType) ShuffleOp.v1(op).type();
        VectorType v2 = (VectorType) ShuffleOp.v2(op).type();
        VectorType result = (VectorType) op.result(0).type();
        Type llvmType = llvmTypeConverter().convertType(result);
        if (llvmType == null) {
            return rewriter.notifyMatchFailure(op, "the result type has no LLVM type");
        }
        long[] mask = ShuffleOp.mask(op);
        Location loc = op.location();
        var ctx = rewriter.context();
        int rank = result.rank();
        if (rank <= 1 && v1.equals(v2)) {
            int[] indices = new int[mask.length];
            for (int i = 0; i < mask.length; i++) {
                indices[i] = (int) mask[i];
            }
            rewriter.replaceOp(op, List.of(Llvm.shuffleVector(rewriter, loc, adaptor.operand(0),
                    adaptor.operand(1), indices)));
            return true;
        }
        long v1Dim = v1.rank() == 0 ? 1 : v1.shape().get(0);
        Value insert = Llvm.undef(rewriter, loc, llvmType);
        for (int i = 0; i < mask.length; i++) {
            long pos = mask[i];
            Value from = adaptor.operand(0);
            if (pos >= v1Dim) {
                pos -= v1Dim;
                from = adaptor.operand(1);
            }
            Value extracted;
            if (rank <= 1) {
                Value index = Llvm.constant(rewriter, loc, indexType(), IntegerAttr.of(IndexType.INSTANCE, pos));
                extracted = Llvm.extractElement(rewriter, loc, from, index);
                Value at = Llvm.constant(rewriter, loc, indexType(), IntegerAttr.of(IndexType.INSTANCE, i));
                insert = Llvm.insertElement(rewriter, loc, insert, extracted, at);
            } else {
                extracted = Llvm.extractValue(rewriter, loc, from, pos);
                insert = Llvm.insertValue(rewriter, loc, insert, extracted, i);
            }
        }
        rewriter.replaceOp(op, List.of(insert));
        return true;
    }
}

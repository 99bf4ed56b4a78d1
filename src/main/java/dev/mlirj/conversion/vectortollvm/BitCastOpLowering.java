package dev.mlirj.conversion.vectortollvm;

import dev.mlirj.conversion.llvmcommon.ConvertOpToLlvmPattern;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.dialect.vector.CastOps;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.VectorType;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import java.util.List;

/**
 * {@code vector.bitcast} of 0-D and 1-D vectors, as MLIR 19's {@code VectorBitCastOpConversion}: one
 * {@code llvm.bitcast} of the converted vector (a 0-D vector being a one-element one). n-D bitcasts are first
 * unrolled into 1-D ones at the vector level.
 */
final class BitCastOpLowering extends ConvertOpToLlvmPattern {
    BitCastOpLowering(LlvmTypeConverter converter) {
        super(CastOps.BITCAST, converter);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        VectorType result = (VectorType) CastOps.result(op).type();
        if (result.rank() > 1) {
            return rewriter.notifyMatchFailure(op, "only 0-D and 1-D bitcasts are lowered to LLVM");
        }
        Type converted = llvmTypeConverter().convertType(result);
        if (converted == null) {
            return rewriter.notifyMatchFailure(op, "the result type has no LLVM type");
        }
        rewriter.replaceOp(op, List.of(Llvm.bitcast(rewriter, op.location(),
                adaptor.operand(0), converted)));
        return true;
    }
}

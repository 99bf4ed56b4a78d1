package dev.mlirj.conversion.vectortollvm;

import dev.mlirj.conversion.llvmcommon.ConvertOpToLlvmPattern;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.dialect.llvm.FastmathFlagsAttr;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.dialect.llvm.LlvmIntrinsicOps;
import dev.mlirj.dialect.vector.FmaOp;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.VectorType;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import java.util.List;

/**
 * {@code vector.fma} of 0-D and 1-D vectors as MLIR 19's {@code VectorFMAOp1DConversion}:
 * {@code llvm.intr.fmuladd(%a, %b, %c)} with no fast-math flags. n-D fmas are refused (MLIR 19 first unrolls
 * them with a vector-level rewrite this pass does not reproduce).
 */
final class FmaOpLowering extends ConvertOpToLlvmPattern {
    FmaOpLowering(LlvmTypeConverter converter) {
        super(FmaOp.NAME, converter);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        VectorType type = (VectorType) op.result(0).type();
        if (type.rank() > 1) {
            return rewriter.notifyMatchFailure(op, "n-D " + FmaOp.NAME + " is not lowered");
        }
        var converted = llvmTypeConverter().convertType(type);
        if (converted == null) {
            return rewriter.notifyMatchFailure(op, "the vector type has no LLVM type");
        }
        rewriter.replaceOp(op, List.of(Llvm.intrinsic(rewriter, op.location(), LlvmIntrinsicOps.FMULADD, converted,
                adaptor.operands(), FastmathFlagsAttr.NONE)));
        return true;
    }
}

package dev.mlirj.conversion.arithtollvm;

import dev.mlirj.conversion.llvmcommon.AttrConvert;
import dev.mlirj.conversion.llvmcommon.ConvertOpToLlvmPattern;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.conversion.llvmcommon.VectorPattern;
import dev.mlirj.dialect.arith.ConstantOp;
import dev.mlirj.dialect.llvm.LlvmConstantOps;
import dev.mlirj.ir.Operation;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;

/**
 * {@code arith.constant} to {@code llvm.mlir.constant} with the same attributes (the value as written, e.g.
 * {@code dense<...> : vector<2x3xf32>} or {@code 5 : index}) and the converted result type (an array of 1-D
 * vectors for an n-D vector). A constant whose type does not convert (a tensor) is left as it is.
 */
final class ConstantOpLowering extends ConvertOpToLlvmPattern {
    ConstantOpLowering(LlvmTypeConverter converter) {
        super(ConstantOp.NAME, converter);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        return VectorPattern.oneToOneRewrite(op, LlvmConstantOps.CONSTANT, adaptor.operands(),
                AttrConvert.allAttributes(op), llvmTypeConverter(), rewriter);
    }
}

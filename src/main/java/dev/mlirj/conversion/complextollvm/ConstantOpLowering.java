package dev.mlirj.conversion.complextollvm;

import dev.mlirj.conversion.llvmcommon.AttrConvert;
import dev.mlirj.conversion.llvmcommon.ConvertOpToLlvmPattern;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.conversion.llvmcommon.VectorPattern;
import dev.mlirj.dialect.complex.ComplexConstantOp;
import dev.mlirj.dialect.llvm.LlvmConstantOps;
import dev.mlirj.ir.Operation;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;

/**
 * {@code complex.constant}, MLIR's {@code ConstantOpLowering}: {@code llvm.mlir.constant} with the same
 * attributes (the array of the two parts) of the converted struct type,
 * {@code llvm.mlir.constant([1.0 : f32, 2.0 : f32]) : !llvm.struct<(f32, f32)>}.
 */
final class ConstantOpLowering extends ConvertOpToLlvmPattern {
    ConstantOpLowering(LlvmTypeConverter converter) {
        super(ComplexConstantOp.NAME, converter);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        return VectorPattern.oneToOneRewrite(op, LlvmConstantOps.CONSTANT, adaptor.operands(),
                AttrConvert.allAttributes(op), llvmTypeConverter(), rewriter);
    }
}

package dev.mlirj.conversion.complextollvm;

import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.dialect.llvm.FastmathFlagsAttr;
import dev.mlirj.ir.Operation;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;

/**
 * The shape of MLIR's binary complex lowerings ({@code add sub mul div}): the operands' parts are extracted, an
 * undefined result struct is made, then {@link #rewrite} computes the parts and replaces the operation.
 */
abstract class BinaryComplexPattern extends ComplexPattern {
    BinaryComplexPattern(String opName, LlvmTypeConverter converter) {
        super(opName, converter);
    }

    @Override
    public final boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        BinaryOperands p = unpackBinary(rewriter, op, adaptor);
        ComplexStructBuilder result = undefResult(rewriter, op);
        if (result == null) {
            return rewriter.notifyMatchFailure(op, "the result type does not convert to the LLVM dialect");
        }
        return rewrite(op, p, result, fastmath(op), rewriter);
    }

    /** Computes the result's parts from {@code p} with flags {@code f}, writes them into {@code result}. */
    abstract boolean rewrite(Operation op, BinaryOperands p, ComplexStructBuilder result, FastmathFlagsAttr f,
                             ConversionPatternRewriter rewriter);
}

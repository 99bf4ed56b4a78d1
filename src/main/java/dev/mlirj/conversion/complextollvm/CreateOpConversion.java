package dev.mlirj.conversion.complextollvm;

import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.dialect.complex.ComplexOps;
import dev.mlirj.ir.Operation;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import java.util.List;

/** {@code complex.create}, MLIR's {@code CreateOpConversion}: the two parts inserted into an undefined struct. */
final class CreateOpConversion extends ComplexPattern {
    CreateOpConversion(LlvmTypeConverter converter) {
        super(ComplexOps.CREATE, converter);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        ComplexStructBuilder result = undefResult(rewriter, op);
        if (result == null) {
            return rewriter.notifyMatchFailure(op, "the result type does not convert to the LLVM dialect");
        }
        result.setReal(rewriter, op.location(), adaptor.operand(0));
        result.setImaginary(rewriter, op.location(), adaptor.operand(1));
        rewriter.replaceOp(op, List.of(result.value()));
        return true;
    }
}

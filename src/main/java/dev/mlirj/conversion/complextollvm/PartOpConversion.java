package dev.mlirj.conversion.complextollvm;

import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.ir.Operation;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import java.util.List;

/**
 * {@code complex.re} and {@code complex.im}, MLIR's {@code ReOpConversion} and {@code ImOpConversion}: an
 * {@code llvm.extractvalue} of field 0 or 1 of the struct.
 */
final class PartOpConversion extends ComplexPattern {
    private final boolean imaginary;

    /** Lowers {@code opName}, extracting the imaginary part when {@code imaginary}, else the real part. */
    PartOpConversion(String opName, boolean imaginary, LlvmTypeConverter converter) {
        super(opName, converter);
        this.imaginary = imaginary;
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        ComplexStructBuilder z = operand(rewriter, adaptor, 0);
        rewriter.replaceOp(op, List.of(imaginary ? z.imaginary(rewriter, op.location())
                : z.real(rewriter, op.location())));
        return true;
    }
}

package dev.mlirj.conversion.complextollvm;

import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.dialect.llvm.FastmathFlagsAttr;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import java.util.List;

/**
 * {@code complex.add} and {@code complex.sub}, MLIR's {@code AddOpConversion} and {@code SubOpConversion}: the
 * parts of both operands, then {@code llvm.fadd} (or {@code llvm.fsub}) of the real and of the imaginary parts
 * with the operation's fast-math flags, packed into a new struct.
 */
final class AddSubOpConversion extends ComplexPattern {
    private final String llvmOp;

    /** Lowers {@code opName} with {@code llvm.<llvmOp>} on each part. */
    AddSubOpConversion(String opName, String llvmOp, LlvmTypeConverter converter) {
        super(opName, converter);
        this.llvmOp = llvmOp;
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        Location loc = op.location();
        ComplexStructBuilder lhs = operand(rewriter, adaptor, 0);
        Value lhsRe = lhs.real(rewriter, loc);
        Value lhsIm = lhs.imaginary(rewriter, loc);
        ComplexStructBuilder rhs = operand(rewriter, adaptor, 1);
        Value rhsRe = rhs.real(rewriter, loc);
        Value rhsIm = rhs.imaginary(rewriter, loc);
        ComplexStructBuilder result = undefResult(rewriter, op);
        if (result == null) {
            return rewriter.notifyMatchFailure(op, "the result type does not convert to the LLVM dialect");
        }
        FastmathFlagsAttr flags = fastmath(op);
        Value re = arith(rewriter, op, llvmOp, lhsRe, rhsRe, flags);
        Value im = arith(rewriter, op, llvmOp, lhsIm, rhsIm, flags);
        result.setReal(rewriter, loc, re);
        result.setImaginary(rewriter, loc, im);
        rewriter.replaceOp(op, List.of(result.value()));
        return true;
    }
}

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
 * {@code complex.mul}, MLIR's {@code MulOpConversion}: the textbook product
 * {@code (rhsRe*lhsRe - rhsIm*lhsIm) + (lhsIm*rhsRe + lhsRe*rhsIm) i}, with no special handling of infinities or
 * NaNs, every operation carrying the operation's fast-math flags.
 */
final class MulOpConversion extends ComplexPattern {
    MulOpConversion(LlvmTypeConverter converter) {
        super("complex.mul", converter);
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
        FastmathFlagsAttr f = fastmath(op);
        Value rr = arith(rewriter, op, "fmul", rhsRe, lhsRe, f);
        Value ii = arith(rewriter, op, "fmul", rhsIm, lhsIm, f);
        Value re = arith(rewriter, op, "fsub", rr, ii, f);
        Value ir = arith(rewriter, op, "fmul", lhsIm, rhsRe, f);
        Value ri = arith(rewriter, op, "fmul", lhsRe, rhsIm, f);
        Value im = arith(rewriter, op, "fadd", ir, ri, f);
        result.setReal(rewriter, loc, re);
        result.setImaginary(rewriter, loc, im);
        rewriter.replaceOp(op, List.of(result.value()));
        return true;
    }
}

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
 * {@code complex.div}, MLIR 19's {@code DivOpConversion}: the textbook quotient over the squared norm of the
 * divisor, {@code ((lhsRe*rhsRe + lhsIm*rhsIm) + (lhsIm*rhsRe - lhsRe*rhsIm) i) / (rhsRe^2 + rhsIm^2)}, without
 * scaling (so it overflows or underflows where Smith's algorithm would not), every operation carrying the
 * operation's fast-math flags.
 */
final class DivOpConversion extends ComplexPattern {
    DivOpConversion(LlvmTypeConverter converter) {
        super("complex.div", converter);
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
        Value rhsReSq = arith(rewriter, op, "fmul", rhsRe, rhsRe, f);
        Value rhsImSq = arith(rewriter, op, "fmul", rhsIm, rhsIm, f);
        Value sqNorm = arith(rewriter, op, "fadd", rhsReSq, rhsImSq, f);
        Value reRe = arith(rewriter, op, "fmul", lhsRe, rhsRe, f);
        Value imIm = arith(rewriter, op, "fmul", lhsIm, rhsIm, f);
        Value re = arith(rewriter, op, "fadd", reRe, imIm, f);
        Value imRe = arith(rewriter, op, "fmul", lhsIm, rhsRe, f);
        Value reIm = arith(rewriter, op, "fmul", lhsRe, rhsIm, f);
        Value im = arith(rewriter, op, "fsub", imRe, reIm, f);
        result.setReal(rewriter, loc, arith(rewriter, op, "fdiv", re, sqNorm, f));
        result.setImaginary(rewriter, loc, arith(rewriter, op, "fdiv", im, sqNorm, f));
        rewriter.replaceOp(op, List.of(result.value()));
        return true;
    }
}

package dev.mlirj.conversion.complextollvm;

import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.dialect.llvm.FastmathFlagsAttr;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;

/**
 * {@code complex.div}, MLIR 19's {@code DivOpConversion}: the textbook quotient over the squared norm of the
 * divisor, {@code ((lhsRe*rhsRe + lhsIm*rhsIm) + (lhsIm*rhsRe - lhsRe*rhsIm) i) / (rhsRe^2 + rhsIm^2)}, without
 * scaling (so it overflows or underflows where Smith's algorithm would not), every operation carrying the
 * operation's fast-math flags.
 */
final class DivOpConversion extends BinaryComplexPattern {
    DivOpConversion(LlvmTypeConverter converter) {
        super("complex.div", converter);
    }

    @Override
    boolean rewrite(Operation op, BinaryOperands p, ComplexStructBuilder result, FastmathFlagsAttr f,
                    ConversionPatternRewriter rewriter) {
        Value rhsReSq = arith(rewriter, op, "fmul", p.rhsRe(), p.rhsRe(), f);
        Value rhsImSq = arith(rewriter, op, "fmul", p.rhsIm(), p.rhsIm(), f);
        Value sqNorm = arith(rewriter, op, "fadd", rhsReSq, rhsImSq, f);
        Value reRe = arith(rewriter, op, "fmul", p.lhsRe(), p.rhsRe(), f);
        Value imIm = arith(rewriter, op, "fmul", p.lhsIm(), p.rhsIm(), f);
        Value re = arith(rewriter, op, "fadd", reRe, imIm, f);
        Value imRe = arith(rewriter, op, "fmul", p.lhsIm(), p.rhsRe(), f);
        Value reIm = arith(rewriter, op, "fmul", p.lhsRe(), p.rhsIm(), f);
        Value im = arith(rewriter, op, "fsub", imRe, reIm, f);
        // MLIR 19 inserts the real part before it divides the imaginary one.
        result.setReal(rewriter, op.location(), arith(rewriter, op, "fdiv", re, sqNorm, f));
        result.setImaginary(rewriter, op.location(), arith(rewriter, op, "fdiv", im, sqNorm, f));
        rewriter.replaceOp(op, java.util.List.of(result.value()));
        return true;
    }
}

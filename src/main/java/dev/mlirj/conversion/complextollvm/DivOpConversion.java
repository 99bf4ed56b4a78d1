package dev.mlirj.conversion.complextollvm;

import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.dialect.complex.ComplexOps;
import dev.mlirj.dialect.llvm.FastmathFlagsAttr;
import dev.mlirj.dialect.llvm.Llvm;
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
        super(ComplexOps.DIV, converter);
    }

    @Override
    boolean rewrite(Operation op, BinaryOperands p, ComplexStructBuilder result, FastmathFlagsAttr f,
                    ConversionPatternRewriter rewriter) {
        Value rhsReSq = Llvm.fmul(rewriter, op.location(), p.rhsRe(), p.rhsRe(), f);
        Value rhsImSq = Llvm.fmul(rewriter, op.location(), p.rhsIm(), p.rhsIm(), f);
        Value sqNorm = Llvm.fadd(rewriter, op.location(), rhsReSq, rhsImSq, f);
        Value reRe = Llvm.fmul(rewriter, op.location(), p.lhsRe(), p.rhsRe(), f);
        Value imIm = Llvm.fmul(rewriter, op.location(), p.lhsIm(), p.rhsIm(), f);
        Value re = Llvm.fadd(rewriter, op.location(), reRe, imIm, f);
        Value imRe = Llvm.fmul(rewriter, op.location(), p.lhsIm(), p.rhsRe(), f);
        Value reIm = Llvm.fmul(rewriter, op.location(), p.lhsRe(), p.rhsIm(), f);
        Value im = Llvm.fsub(rewriter, op.location(), imRe, reIm, f);
        // MLIR 19 inserts the real part before it divides the imaginary one.
        result.setReal(rewriter, op.location(), Llvm.fdiv(rewriter, op.location(), re, sqNorm, f));
        result.setImaginary(rewriter, op.location(), Llvm.fdiv(rewriter, op.location(), im, sqNorm, f));
        rewriter.replaceOp(op, java.util.List.of(result.value()));
        return true;
    }
}

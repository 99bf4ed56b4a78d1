package dev.mlirj.conversion.complextollvm;

import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.dialect.llvm.FastmathFlagsAttr;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;

/**
 * {@code complex.mul}, MLIR's {@code MulOpConversion}: the textbook product
 * {@code (rhsRe*lhsRe - rhsIm*lhsIm) + (lhsIm*rhsRe + lhsRe*rhsIm) i}, with no special handling of infinities or
 * NaNs, every operation carrying the operation's fast-math flags.
 */
final class MulOpConversion extends BinaryComplexPattern {
    MulOpConversion(LlvmTypeConverter converter) {
        super("complex.mul", converter);
    }

    @Override
    boolean rewrite(Operation op, BinaryOperands p, ComplexStructBuilder result, FastmathFlagsAttr f,
                    ConversionPatternRewriter rewriter) {
        Value rr = arith(rewriter, op, "fmul", p.rhsRe(), p.lhsRe(), f);
        Value ii = arith(rewriter, op, "fmul", p.rhsIm(), p.lhsIm(), f);
        Value re = arith(rewriter, op, "fsub", rr, ii, f);
        Value ir = arith(rewriter, op, "fmul", p.lhsIm(), p.rhsRe(), f);
        Value ri = arith(rewriter, op, "fmul", p.lhsRe(), p.rhsIm(), f);
        Value im = arith(rewriter, op, "fadd", ir, ri, f);
        return replaceWithParts(rewriter, op, result, re, im);
    }
}

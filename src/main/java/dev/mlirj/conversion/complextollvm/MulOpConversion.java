package dev.mlirj.conversion.complextollvm;

import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.dialect.complex.ComplexOps;
import dev.mlirj.dialect.llvm.FastmathFlagsAttr;
import dev.mlirj.dialect.llvm.Llvm;
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
        super(ComplexOps.MUL, converter);
    }

    @Override
    boolean rewrite(Operation op, BinaryOperands p, ComplexStructBuilder result, FastmathFlagsAttr f,
                    ConversionPatternRewriter rewriter) {
        Value rr = Llvm.fmul(rewriter, op.location(), p.rhsRe(), p.lhsRe(), f);
        Value ii = Llvm.fmul(rewriter, op.location(), p.rhsIm(), p.lhsIm(), f);
        Value re = Llvm.fsub(rewriter, op.location(), rr, ii, f);
        Value ir = Llvm.fmul(rewriter, op.location(), p.lhsIm(), p.rhsRe(), f);
        Value ri = Llvm.fmul(rewriter, op.location(), p.lhsRe(), p.rhsIm(), f);
        Value im = Llvm.fadd(rewriter, op.location(), ir, ri, f);
        return replaceWithParts(rewriter, op, result, re, im);
    }
}

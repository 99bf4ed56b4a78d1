package dev.mlirj.conversion.complextostandard;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.arith.CmpFPredicate;
import dev.mlirj.dialect.arith.FastMathFlagsAttr;
import dev.mlirj.dialect.complex.Complex;
import dev.mlirj.dialect.complex.ComplexOps;
import dev.mlirj.ir.FloatAttr;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;

/**
 * The helpers every complex-to-standard pattern uses: the real and imaginary parts of a complex value
 * ({@code complex.re}/{@code complex.im}, which stay legal), a new complex value from parts ({@code complex.create}),
 * and the fast-math flags of the operation being expanded. Built at the rewriter's insertion point, at the
 * operation's location.
 */
final class Parts {
    private Parts() {
    }

    /** {@code complex.re %z}. */
    static Value re(ConversionPatternRewriter rewriter, Operation op, Value z) {
        return Complex.re(rewriter, op.location(), z);
    }

    /** {@code complex.im %z}. */
    static Value im(ConversionPatternRewriter rewriter, Operation op, Value z) {
        return Complex.im(rewriter, op.location(), z);
    }

    /** {@code complex.create %re, %im}. */
    static Value create(ConversionPatternRewriter rewriter, Operation op, Value re, Value im) {
        return Complex.create(rewriter, op.location(), re, im);
    }

    /** The operation's {@code fastmath} property ({@code none} when it has none). */
    static FastMathFlagsAttr fastmath(Operation op) {
        return ComplexOps.fastmath(op);
    }

    /** {@code arith.constant value : T} for the float type {@code type}. */
    static Value constant(ConversionPatternRewriter rewriter, Operation op, Type type, double value) {
        return Arith.constant(rewriter, op.location(), FloatAttr.of((FloatType) type, value));
    }

    /** {@code flags} without {@code nnan} and {@code ninf}. */
    static FastMathFlagsAttr withNaNInf(FastMathFlagsAttr flags) {
        return new FastMathFlagsAttr(flags.bits() & ~(FastMathFlagsAttr.NNAN | FastMathFlagsAttr.NINF));
    }

    /** {@code arith.cmpf predicate, %a, %b} with {@code flags}. */
    static Value cmpf(ConversionPatternRewriter rewriter, Operation op, CmpFPredicate predicate, Value a, Value b,
                      FastMathFlagsAttr flags) {
        return Arith.cmpf(rewriter, op.location(), predicate, a, b, flags);
    }
}

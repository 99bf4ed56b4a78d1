package dev.mlirj.conversion.complextostandard;

import dev.mlirj.dialect.arith.FastMathFlagsAttr;
import dev.mlirj.dialect.arith.FastMathSyntax;
import dev.mlirj.dialect.complex.ComplexBuilder;
import dev.mlirj.ir.Operation;
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
        return ComplexBuilder.re(rewriter, rewriter.context(), op.location(), z);
    }

    /** {@code complex.im %z}. */
    static Value im(ConversionPatternRewriter rewriter, Operation op, Value z) {
        return ComplexBuilder.im(rewriter, rewriter.context(), op.location(), z);
    }

    /** {@code complex.create %re, %im}. */
    static Value create(ConversionPatternRewriter rewriter, Operation op, Value re, Value im) {
        return ComplexBuilder.create(rewriter, rewriter.context(), op.location(), re, im);
    }

    /** The operation's {@code fastmath} property ({@code none} when it has none). */
    static FastMathFlagsAttr fastmath(Operation op) {
        return op.properties().get(FastMathSyntax.ATTR) instanceof FastMathFlagsAttr f ? f : FastMathFlagsAttr.NONE;
    }
}

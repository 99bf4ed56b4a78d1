package dev.mlirj.conversion.complextostandard;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.arith.FastMathFlagsAttr;
import dev.mlirj.dialect.complex.ComplexOps;
import dev.mlirj.dialect.math.Math;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import dev.mlirj.transforms.dialectconversion.OpConversionPattern;
import java.util.List;

/**
 * {@code complex.sin} and {@code complex.cos}, MLIR 19's {@code SinOpConversion} and {@code CosOpConversion}: with
 * {@code t = exp(im)}, {@code s = 0.5*t} and {@code r = 0.5/t},
 * {@code sin(x + iy) = (s + r) sin x + (s - r) cos x i} and {@code cos(x + iy) = (r + s) cos x + (r - s) sin x i},
 * every operation with the operation's fast-math flags.
 */
final class TrigonometricOpConversion extends OpConversionPattern {
    private final boolean sine;

    /** Lowers {@code complex.sin} when {@code sine}, else {@code complex.cos}. */
    TrigonometricOpConversion(boolean sine) {
        super(sine ? ComplexOps.SIN : ComplexOps.COS, null);
        this.sine = sine;
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        FastMathFlagsAttr f = Parts.fastmath(op);
        Value re = Parts.re(rewriter, op, adaptor.operand(0));
        Value im = Parts.im(rewriter, op, adaptor.operand(0));
        Value half = Parts.constant(rewriter, op, re.type(), 0.5);
        Value exp = Math.exp(rewriter, op.location(), im, f);
        Value scaledExp = Arith.mulf(rewriter, op.location(), half, exp, f);
        Value reciprocalExp = Arith.divf(rewriter, op.location(), half, exp, f);
        Value sin = Math.sin(rewriter, op.location(), re, f);
        Value cos = Math.cos(rewriter, op.location(), re, f);
        Value first = sine ? scaledExp : reciprocalExp;
        Value second = sine ? reciprocalExp : scaledExp;
        Value sum = Arith.addf(rewriter, op.location(), first, second, f);
        Value resultRe = Arith.mulf(rewriter, op.location(), sum, sine ? sin : cos, f);
        Value diff = Arith.subf(rewriter, op.location(), first, second, f);
        Value resultIm = Arith.mulf(rewriter, op.location(), diff, sine ? cos : sin, f);
        rewriter.replaceOp(op, List.of(Parts.create(rewriter, op, resultRe, resultIm)));
        return true;
    }
}

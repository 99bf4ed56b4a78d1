package dev.mlirj.conversion.complextostandard;

import dev.mlirj.dialect.arith.FastMathFlagsAttr;
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
        super(sine ? "complex.sin" : "complex.cos", null);
        this.sine = sine;
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        FastMathFlagsAttr f = Parts.fastmath(op);
        Value re = Parts.re(rewriter, op, adaptor.operand(0));
        Value im = Parts.im(rewriter, op, adaptor.operand(0));
        Value half = Parts.constant(rewriter, op, re.type(), 0.5);
        Value exp = Parts.math(rewriter, op, "exp", f, im);
        Value scaledExp = Parts.arith(rewriter, op, "mulf", half, exp, f);
        Value reciprocalExp = Parts.arith(rewriter, op, "divf", half, exp, f);
        Value sin = Parts.math(rewriter, op, "sin", f, re);
        Value cos = Parts.math(rewriter, op, "cos", f, re);
        Value first = sine ? scaledExp : reciprocalExp;
        Value second = sine ? reciprocalExp : scaledExp;
        Value sum = Parts.arith(rewriter, op, "addf", first, second, f);
        Value resultRe = Parts.arith(rewriter, op, "mulf", sum, sine ? sin : cos, f);
        Value diff = Parts.arith(rewriter, op, "subf", first, second, f);
        Value resultIm = Parts.arith(rewriter, op, "mulf", diff, sine ? cos : sin, f);
        rewriter.replaceOp(op, List.of(Parts.create(rewriter, op, resultRe, resultIm)));
        return true;
    }
}

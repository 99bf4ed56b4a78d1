package dev.mlirj.conversion.mathtolibm;

import dev.mlirj.dialect.math.MathOps;
import dev.mlirj.transforms.dialectconversion.RewritePatternSet;
import java.util.List;

/**
 * The lowering of math operations to calls of the C math library, MLIR 19's {@code MathToLibm}
 * ({@code populateMathToLibmConversionPatterns}): each row of {@link #FUNCTIONS} gets a {@link VecOpToScalarOp}
 * (vector operands unrolled into scalar operations), a {@link PromoteOpToF32} (for {@code f16} / {@code bf16}) and
 * a {@link ScalarOpToLibmCall}.
 */
public final class MathToLibm {
    /**
     * One lowered operation.
     *
     * @param op         the math operation
     * @param floatFunc  the libm function for {@code f32}
     * @param doubleFunc the libm function for {@code f64}
     */
    public record Row(String op, String floatFunc, String doubleFunc) {
    }

    /** The operations MLIR 19 lowers to libm, with their functions. */
    public static final List<Row> FUNCTIONS = List.of(
            new Row(MathOps.ABSF, "fabsf", "fabs"),
            new Row(MathOps.ACOS, "acosf", "acos"),
            new Row(MathOps.ACOSH, "acoshf", "acosh"),
            new Row(MathOps.ASIN, "asinf", "asin"),
            new Row(MathOps.ASINH, "asinhf", "asinh"),
            new Row(MathOps.ATAN2, "atan2f", "atan2"),
            new Row(MathOps.ATAN, "atanf", "atan"),
            new Row(MathOps.ATANH, "atanhf", "atanh"),
            new Row(MathOps.CBRT, "cbrtf", "cbrt"),
            new Row(MathOps.CEIL, "ceilf", "ceil"),
            new Row(MathOps.COS, "cosf", "cos"),
            new Row(MathOps.COSH, "coshf", "cosh"),
            new Row(MathOps.ERF, "erff", "erf"),
            new Row(MathOps.EXP2, "exp2f", "exp2"),
            new Row(MathOps.EXP, "expf", "exp"),
            new Row(MathOps.EXPM1, "expm1f", "expm1"),
            new Row(MathOps.FLOOR, "floorf", "floor"),
            new Row(MathOps.FMA, "fmaf", "fma"),
            new Row(MathOps.LOG, "logf", "log"),
            new Row(MathOps.LOG2, "log2f", "log2"),
            new Row(MathOps.LOG10, "log10f", "log10"),
            new Row(MathOps.LOG1P, "log1pf", "log1p"),
            new Row(MathOps.POWF, "powf", "pow"),
            new Row(MathOps.ROUNDEVEN, "roundevenf", "roundeven"),
            new Row(MathOps.ROUND, "roundf", "round"),
            new Row(MathOps.SIN, "sinf", "sin"),
            new Row(MathOps.SINH, "sinhf", "sinh"),
            new Row(MathOps.SQRT, "sqrtf", "sqrt"),
            new Row(MathOps.TAN, "tanf", "tan"),
            new Row(MathOps.TANH, "tanhf", "tanh"),
            new Row(MathOps.TRUNC, "truncf", "trunc"));

    private MathToLibm() {
    }

    /** Adds the promotion and the call pattern of every row to {@code patterns}. */
    public static void populatePatterns(RewritePatternSet patterns) {
        for (Row row : FUNCTIONS) {
            patterns.add(new VecOpToScalarOp(row.op()), new PromoteOpToF32(row.op()),
                    new ScalarOpToLibmCall(row.op(), row.floatFunc(), row.doubleFunc()));
        }
    }
}

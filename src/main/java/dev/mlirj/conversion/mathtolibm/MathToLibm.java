package dev.mlirj.conversion.mathtolibm;

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
            new Row("math.absf", "fabsf", "fabs"),
            new Row("math.acos", "acosf", "acos"),
            new Row("math.acosh", "acoshf", "acosh"),
            new Row("math.asin", "asinf", "asin"),
            new Row("math.asinh", "asinhf", "asinh"),
            new Row("math.atan2", "atan2f", "atan2"),
            new Row("math.atan", "atanf", "atan"),
            new Row("math.atanh", "atanhf", "atanh"),
            new Row("math.cbrt", "cbrtf", "cbrt"),
            new Row("math.ceil", "ceilf", "ceil"),
            new Row("math.cos", "cosf", "cos"),
            new Row("math.cosh", "coshf", "cosh"),
            new Row("math.erf", "erff", "erf"),
            new Row("math.exp2", "exp2f", "exp2"),
            new Row("math.exp", "expf", "exp"),
            new Row("math.expm1", "expm1f", "expm1"),
            new Row("math.floor", "floorf", "floor"),
            new Row("math.fma", "fmaf", "fma"),
            new Row("math.log", "logf", "log"),
            new Row("math.log2", "log2f", "log2"),
            new Row("math.log10", "log10f", "log10"),
            new Row("math.log1p", "log1pf", "log1p"),
            new Row("math.powf", "powf", "pow"),
            new Row("math.roundeven", "roundevenf", "roundeven"),
            new Row("math.round", "roundf", "round"),
            new Row("math.sin", "sinf", "sin"),
            new Row("math.sinh", "sinhf", "sinh"),
            new Row("math.sqrt", "sqrtf", "sqrt"),
            new Row("math.tan", "tanf", "tan"),
            new Row("math.tanh", "tanhf", "tanh"),
            new Row("math.trunc", "truncf", "trunc"));

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

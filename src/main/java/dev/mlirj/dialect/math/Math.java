package dev.mlirj.dialect.math;

import dev.mlirj.dialect.arith.FastMathFlagsAttr;
import dev.mlirj.ir.Builder;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Value;
import java.util.List;

/**
 * Builds math operations at a builder's insertion point with the properties the parser would give them, so built IR
 * prints and verifies like parsed IR: {@code Math.sqrt(b, loc, x)}, {@code Math.fma(b, loc, x, y, z, flags)}.
 * Table-driven code names the operation by its constant instead: {@code Math.op(b, loc, MathOps.SQRT, x)}. The
 * builder's context must have the math dialect loaded. Operand types are not checked here; the verifier reports
 * them as it would for parsed input.
 */
public final class Math {
    private Math() {
    }

    /** {@code math.absf}: the absolute value of a float, with no fast-math flags. */
    public static Value absf(Builder b, Location location, Value operand) {
        return op(b, location, MathOps.ABSF, operand);
    }

    /** {@code math.absf} with fast-math flags {@code flags}. */
    public static Value absf(Builder b, Location location, Value operand, FastMathFlagsAttr flags) {
        return op(b, location, MathOps.ABSF, flags, operand);
    }

    /** {@code math.absi}: the absolute value of an integer (the minimum stays itself). */
    public static Value absi(Builder b, Location location, Value operand) {
        return op(b, location, MathOps.ABSI, operand);
    }

    /** {@code math.acos}: the arc cosine, with no fast-math flags. */
    public static Value acos(Builder b, Location location, Value operand) {
        return op(b, location, MathOps.ACOS, operand);
    }

    /** {@code math.acos} with fast-math flags {@code flags}. */
    public static Value acos(Builder b, Location location, Value operand, FastMathFlagsAttr flags) {
        return op(b, location, MathOps.ACOS, flags, operand);
    }

    /** {@code math.acosh}: the inverse hyperbolic cosine, with no fast-math flags. */
    public static Value acosh(Builder b, Location location, Value operand) {
        return op(b, location, MathOps.ACOSH, operand);
    }

    /** {@code math.acosh} with fast-math flags {@code flags}. */
    public static Value acosh(Builder b, Location location, Value operand, FastMathFlagsAttr flags) {
        return op(b, location, MathOps.ACOSH, flags, operand);
    }

    /** {@code math.asin}: the arc sine, with no fast-math flags. */
    public static Value asin(Builder b, Location location, Value operand) {
        return op(b, location, MathOps.ASIN, operand);
    }

    /** {@code math.asin} with fast-math flags {@code flags}. */
    public static Value asin(Builder b, Location location, Value operand, FastMathFlagsAttr flags) {
        return op(b, location, MathOps.ASIN, flags, operand);
    }

    /** {@code math.asinh}: the inverse hyperbolic sine, with no fast-math flags. */
    public static Value asinh(Builder b, Location location, Value operand) {
        return op(b, location, MathOps.ASINH, operand);
    }

    /** {@code math.asinh} with fast-math flags {@code flags}. */
    public static Value asinh(Builder b, Location location, Value operand, FastMathFlagsAttr flags) {
        return op(b, location, MathOps.ASINH, flags, operand);
    }

    /** {@code math.atan}: the arc tangent, with no fast-math flags. */
    public static Value atan(Builder b, Location location, Value operand) {
        return op(b, location, MathOps.ATAN, operand);
    }

    /** {@code math.atan} with fast-math flags {@code flags}. */
    public static Value atan(Builder b, Location location, Value operand, FastMathFlagsAttr flags) {
        return op(b, location, MathOps.ATAN, flags, operand);
    }

    /** {@code math.atan2}: the arc tangent of {@code lhs / rhs} in the quadrant of {@code (rhs, lhs)}, no flags. */
    public static Value atan2(Builder b, Location location, Value lhs, Value rhs) {
        return op(b, location, MathOps.ATAN2, lhs, rhs);
    }

    /** {@code math.atan2} with fast-math flags {@code flags}. */
    public static Value atan2(Builder b, Location location, Value lhs, Value rhs, FastMathFlagsAttr flags) {
        return op(b, location, MathOps.ATAN2, flags, lhs, rhs);
    }

    /** {@code math.atanh}: the inverse hyperbolic tangent, with no fast-math flags. */
    public static Value atanh(Builder b, Location location, Value operand) {
        return op(b, location, MathOps.ATANH, operand);
    }

    /** {@code math.atanh} with fast-math flags {@code flags}. */
    public static Value atanh(Builder b, Location location, Value operand, FastMathFlagsAttr flags) {
        return op(b, location, MathOps.ATANH, flags, operand);
    }

    /** {@code math.cbrt}: the cube root, with no fast-math flags. */
    public static Value cbrt(Builder b, Location location, Value operand) {
        return op(b, location, MathOps.CBRT, operand);
    }

    /** {@code math.cbrt} with fast-math flags {@code flags}. */
    public static Value cbrt(Builder b, Location location, Value operand, FastMathFlagsAttr flags) {
        return op(b, location, MathOps.CBRT, flags, operand);
    }

    /** {@code math.ceil}: rounding up to an integral value, with no fast-math flags. */
    public static Value ceil(Builder b, Location location, Value operand) {
        return op(b, location, MathOps.CEIL, operand);
    }

    /** {@code math.ceil} with fast-math flags {@code flags}. */
    public static Value ceil(Builder b, Location location, Value operand, FastMathFlagsAttr flags) {
        return op(b, location, MathOps.CEIL, flags, operand);
    }

    /** {@code math.copysign}: {@code lhs} with the sign of {@code rhs}, with no fast-math flags. */
    public static Value copysign(Builder b, Location location, Value lhs, Value rhs) {
        return op(b, location, MathOps.COPYSIGN, lhs, rhs);
    }

    /** {@code math.copysign} with fast-math flags {@code flags}. */
    public static Value copysign(Builder b, Location location, Value lhs, Value rhs, FastMathFlagsAttr flags) {
        return op(b, location, MathOps.COPYSIGN, flags, lhs, rhs);
    }

    /** {@code math.cos}: the cosine, with no fast-math flags. */
    public static Value cos(Builder b, Location location, Value operand) {
        return op(b, location, MathOps.COS, operand);
    }

    /** {@code math.cos} with fast-math flags {@code flags}. */
    public static Value cos(Builder b, Location location, Value operand, FastMathFlagsAttr flags) {
        return op(b, location, MathOps.COS, flags, operand);
    }

    /** {@code math.cosh}: the hyperbolic cosine, with no fast-math flags. */
    public static Value cosh(Builder b, Location location, Value operand) {
        return op(b, location, MathOps.COSH, operand);
    }

    /** {@code math.cosh} with fast-math flags {@code flags}. */
    public static Value cosh(Builder b, Location location, Value operand, FastMathFlagsAttr flags) {
        return op(b, location, MathOps.COSH, flags, operand);
    }

    /** {@code math.sin}: the sine, with no fast-math flags. */
    public static Value sin(Builder b, Location location, Value operand) {
        return op(b, location, MathOps.SIN, operand);
    }

    /** {@code math.sin} with fast-math flags {@code flags}. */
    public static Value sin(Builder b, Location location, Value operand, FastMathFlagsAttr flags) {
        return op(b, location, MathOps.SIN, flags, operand);
    }

    /** {@code math.sinh}: the hyperbolic sine, with no fast-math flags. */
    public static Value sinh(Builder b, Location location, Value operand) {
        return op(b, location, MathOps.SINH, operand);
    }

    /** {@code math.sinh} with fast-math flags {@code flags}. */
    public static Value sinh(Builder b, Location location, Value operand, FastMathFlagsAttr flags) {
        return op(b, location, MathOps.SINH, flags, operand);
    }

    /** {@code math.ctlz}: the number of leading zero bits. */
    public static Value ctlz(Builder b, Location location, Value operand) {
        return op(b, location, MathOps.CTLZ, operand);
    }

    /** {@code math.cttz}: the number of trailing zero bits. */
    public static Value cttz(Builder b, Location location, Value operand) {
        return op(b, location, MathOps.CTTZ, operand);
    }

    /** {@code math.ctpop}: the number of set bits. */
    public static Value ctpop(Builder b, Location location, Value operand) {
        return op(b, location, MathOps.CTPOP, operand);
    }

    /** {@code math.erf}: the error function, with no fast-math flags. */
    public static Value erf(Builder b, Location location, Value operand) {
        return op(b, location, MathOps.ERF, operand);
    }

    /** {@code math.erf} with fast-math flags {@code flags}. */
    public static Value erf(Builder b, Location location, Value operand, FastMathFlagsAttr flags) {
        return op(b, location, MathOps.ERF, flags, operand);
    }

    /** {@code math.exp}: the base-e exponential, with no fast-math flags. */
    public static Value exp(Builder b, Location location, Value operand) {
        return op(b, location, MathOps.EXP, operand);
    }

    /** {@code math.exp} with fast-math flags {@code flags}. */
    public static Value exp(Builder b, Location location, Value operand, FastMathFlagsAttr flags) {
        return op(b, location, MathOps.EXP, flags, operand);
    }

    /** {@code math.exp2}: the base-2 exponential, with no fast-math flags. */
    public static Value exp2(Builder b, Location location, Value operand) {
        return op(b, location, MathOps.EXP2, operand);
    }

    /** {@code math.exp2} with fast-math flags {@code flags}. */
    public static Value exp2(Builder b, Location location, Value operand, FastMathFlagsAttr flags) {
        return op(b, location, MathOps.EXP2, flags, operand);
    }

    /** {@code math.expm1}: {@code exp(x) - 1}, with no fast-math flags. */
    public static Value expm1(Builder b, Location location, Value operand) {
        return op(b, location, MathOps.EXPM1, operand);
    }

    /** {@code math.expm1} with fast-math flags {@code flags}. */
    public static Value expm1(Builder b, Location location, Value operand, FastMathFlagsAttr flags) {
        return op(b, location, MathOps.EXPM1, flags, operand);
    }

    /** {@code math.floor}: rounding down to an integral value, with no fast-math flags. */
    public static Value floor(Builder b, Location location, Value operand) {
        return op(b, location, MathOps.FLOOR, operand);
    }

    /** {@code math.floor} with fast-math flags {@code flags}. */
    public static Value floor(Builder b, Location location, Value operand, FastMathFlagsAttr flags) {
        return op(b, location, MathOps.FLOOR, flags, operand);
    }

    /** {@code math.fma}: the fused multiply-add {@code x * y + z}, with no fast-math flags. */
    public static Value fma(Builder b, Location location, Value x, Value y, Value z) {
        return op(b, location, MathOps.FMA, x, y, z);
    }

    /** {@code math.fma} with fast-math flags {@code flags}. */
    public static Value fma(Builder b, Location location, Value x, Value y, Value z, FastMathFlagsAttr flags) {
        return op(b, location, MathOps.FMA, flags, x, y, z);
    }

    /** {@code math.ipowi}: an integer to an integer power. */
    public static Value ipowi(Builder b, Location location, Value lhs, Value rhs) {
        return op(b, location, MathOps.IPOWI, lhs, rhs);
    }

    /** {@code math.log}: the natural logarithm, with no fast-math flags. */
    public static Value log(Builder b, Location location, Value operand) {
        return op(b, location, MathOps.LOG, operand);
    }

    /** {@code math.log} with fast-math flags {@code flags}. */
    public static Value log(Builder b, Location location, Value operand, FastMathFlagsAttr flags) {
        return op(b, location, MathOps.LOG, flags, operand);
    }

    /** {@code math.log10}: the base-10 logarithm, with no fast-math flags. */
    public static Value log10(Builder b, Location location, Value operand) {
        return op(b, location, MathOps.LOG10, operand);
    }

    /** {@code math.log10} with fast-math flags {@code flags}. */
    public static Value log10(Builder b, Location location, Value operand, FastMathFlagsAttr flags) {
        return op(b, location, MathOps.LOG10, flags, operand);
    }

    /** {@code math.log1p}: {@code log(1 + x)}, with no fast-math flags. */
    public static Value log1p(Builder b, Location location, Value operand) {
        return op(b, location, MathOps.LOG1P, operand);
    }

    /** {@code math.log1p} with fast-math flags {@code flags}. */
    public static Value log1p(Builder b, Location location, Value operand, FastMathFlagsAttr flags) {
        return op(b, location, MathOps.LOG1P, flags, operand);
    }

    /** {@code math.log2}: the base-2 logarithm, with no fast-math flags. */
    public static Value log2(Builder b, Location location, Value operand) {
        return op(b, location, MathOps.LOG2, operand);
    }

    /** {@code math.log2} with fast-math flags {@code flags}. */
    public static Value log2(Builder b, Location location, Value operand, FastMathFlagsAttr flags) {
        return op(b, location, MathOps.LOG2, flags, operand);
    }

    /** {@code math.powf}: a float to a float power, with no fast-math flags. */
    public static Value powf(Builder b, Location location, Value lhs, Value rhs) {
        return op(b, location, MathOps.POWF, lhs, rhs);
    }

    /** {@code math.powf} with fast-math flags {@code flags}. */
    public static Value powf(Builder b, Location location, Value lhs, Value rhs, FastMathFlagsAttr flags) {
        return op(b, location, MathOps.POWF, flags, lhs, rhs);
    }

    /** {@code math.fpowi}: a float to an integer power, with no fast-math flags. */
    public static Value fpowi(Builder b, Location location, Value lhs, Value rhs) {
        return op(b, location, MathOps.FPOWI, lhs, rhs);
    }

    /** {@code math.fpowi} with fast-math flags {@code flags}. */
    public static Value fpowi(Builder b, Location location, Value lhs, Value rhs, FastMathFlagsAttr flags) {
        return op(b, location, MathOps.FPOWI, flags, lhs, rhs);
    }

    /** {@code math.rsqrt}: the reciprocal square root, with no fast-math flags. */
    public static Value rsqrt(Builder b, Location location, Value operand) {
        return op(b, location, MathOps.RSQRT, operand);
    }

    /** {@code math.rsqrt} with fast-math flags {@code flags}. */
    public static Value rsqrt(Builder b, Location location, Value operand, FastMathFlagsAttr flags) {
        return op(b, location, MathOps.RSQRT, flags, operand);
    }

    /** {@code math.sqrt}: the square root, with no fast-math flags. */
    public static Value sqrt(Builder b, Location location, Value operand) {
        return op(b, location, MathOps.SQRT, operand);
    }

    /** {@code math.sqrt} with fast-math flags {@code flags}. */
    public static Value sqrt(Builder b, Location location, Value operand, FastMathFlagsAttr flags) {
        return op(b, location, MathOps.SQRT, flags, operand);
    }

    /** {@code math.tan}: the tangent, with no fast-math flags. */
    public static Value tan(Builder b, Location location, Value operand) {
        return op(b, location, MathOps.TAN, operand);
    }

    /** {@code math.tan} with fast-math flags {@code flags}. */
    public static Value tan(Builder b, Location location, Value operand, FastMathFlagsAttr flags) {
        return op(b, location, MathOps.TAN, flags, operand);
    }

    /** {@code math.tanh}: the hyperbolic tangent, with no fast-math flags. */
    public static Value tanh(Builder b, Location location, Value operand) {
        return op(b, location, MathOps.TANH, operand);
    }

    /** {@code math.tanh} with fast-math flags {@code flags}. */
    public static Value tanh(Builder b, Location location, Value operand, FastMathFlagsAttr flags) {
        return op(b, location, MathOps.TANH, flags, operand);
    }

    /** {@code math.round}: rounding to the nearest integral value, ties away from zero, with no fast-math flags. */
    public static Value round(Builder b, Location location, Value operand) {
        return op(b, location, MathOps.ROUND, operand);
    }

    /** {@code math.round} with fast-math flags {@code flags}. */
    public static Value round(Builder b, Location location, Value operand, FastMathFlagsAttr flags) {
        return op(b, location, MathOps.ROUND, flags, operand);
    }

    /** {@code math.roundeven}: rounding to the nearest integral value, ties to even, with no fast-math flags. */
    public static Value roundeven(Builder b, Location location, Value operand) {
        return op(b, location, MathOps.ROUNDEVEN, operand);
    }

    /** {@code math.roundeven} with fast-math flags {@code flags}. */
    public static Value roundeven(Builder b, Location location, Value operand, FastMathFlagsAttr flags) {
        return op(b, location, MathOps.ROUNDEVEN, flags, operand);
    }

    /** {@code math.trunc}: rounding toward zero to an integral value, with no fast-math flags. */
    public static Value trunc(Builder b, Location location, Value operand) {
        return op(b, location, MathOps.TRUNC, operand);
    }

    /** {@code math.trunc} with fast-math flags {@code flags}. */
    public static Value trunc(Builder b, Location location, Value operand, FastMathFlagsAttr flags) {
        return op(b, location, MathOps.TRUNC, flags, operand);
    }

    /**
     * The operation {@code name} (one of {@link MathOps}' constants) of {@code operands} with no fast-math flags: the
     * result has the first operand's type (for {@code fpowi}, the base's).
     */
    public static Value op(Builder b, Location location, String name, Value... operands) {
        return op(b, location, name, FastMathFlagsAttr.NONE, operands);
    }

    /**
     * The operation {@code name} (one of {@link MathOps}' constants) of {@code operands} with fast-math flags
     * {@code flags} (which must be {@link FastMathFlagsAttr#NONE} for the integer operations, which have none).
     */
    public static Value op(Builder b, Location location, String name, FastMathFlagsAttr flags,
                           Value... operands) {
        MathOps.Row row = MathOps.row(name);
        if (row == null) {
            throw new IllegalArgumentException(name + " is not an operation of the math dialect");
        }
        if (operands.length != row.kind().operands) {
            throw new IllegalArgumentException(name + " takes " + row.kind().operands + " operands, not "
                    + operands.length);
        }
        if (!row.kind().fastmath && flags.bits() != 0) {
            throw new IllegalArgumentException(name + " has no fast-math flags");
        }
        OperationState state = OperationState.forRegistered(b.context(), name, location);
        state.operands.addAll(List.of(operands));
        state.resultTypes.add(operands[0].type());
        if (row.kind().fastmath) {
            state.properties.put(MathOps.FASTMATH, flags);
        }
        return b.create(state).result(0);
    }
}

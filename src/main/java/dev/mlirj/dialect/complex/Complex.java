package dev.mlirj.dialect.complex;

import dev.mlirj.dialect.arith.FastMathFlagsAttr;
import dev.mlirj.ir.ArrayAttr;
import dev.mlirj.ir.Builder;
import dev.mlirj.ir.ComplexType;
import dev.mlirj.ir.FloatAttr;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import java.util.List;

/**
 * Builds complex operations at a builder's insertion point with the properties the parser would give them, so
 * built IR prints and verifies like parsed IR: {@code Complex.add(b, loc, x, y)},
 * {@code Complex.create(b, loc, re, im)}. Table-driven code names the operation by its constant instead:
 * {@code Complex.op(b, loc, ComplexOps.ADD, x, y)}. The builder's context must have the complex dialect loaded.
 * Operand types are checked only as far as a result type must be derived from them; the verifier reports the rest
 * as it would for parsed input.
 */
public final class Complex {
    private Complex() {
    }

    /** {@code complex.abs}: the absolute value, a float, with no fast-math flags. */
    public static Value abs(Builder b, Location location, Value z) {
        return op(b, location, ComplexOps.ABS, z);
    }

    /** {@code complex.abs} with fast-math flags {@code flags}. */
    public static Value abs(Builder b, Location location, Value z, FastMathFlagsAttr flags) {
        return op(b, location, ComplexOps.ABS, flags, z);
    }

    /** {@code complex.add}: the sum, with no fast-math flags. */
    public static Value add(Builder b, Location location, Value lhs, Value rhs) {
        return op(b, location, ComplexOps.ADD, lhs, rhs);
    }

    /** {@code complex.add} with fast-math flags {@code flags}. */
    public static Value add(Builder b, Location location, Value lhs, Value rhs, FastMathFlagsAttr flags) {
        return op(b, location, ComplexOps.ADD, flags, lhs, rhs);
    }

    /** {@code complex.atan2}: the two-argument arc tangent, with no fast-math flags. */
    public static Value atan2(Builder b, Location location, Value lhs, Value rhs) {
        return op(b, location, ComplexOps.ATAN2, lhs, rhs);
    }

    /** {@code complex.atan2} with fast-math flags {@code flags}. */
    public static Value atan2(Builder b, Location location, Value lhs, Value rhs, FastMathFlagsAttr flags) {
        return op(b, location, ComplexOps.ATAN2, flags, lhs, rhs);
    }

    /** {@code complex.cos}: the cosine, with no fast-math flags. */
    public static Value cos(Builder b, Location location, Value z) {
        return op(b, location, ComplexOps.COS, z);
    }

    /** {@code complex.cos} with fast-math flags {@code flags}. */
    public static Value cos(Builder b, Location location, Value z, FastMathFlagsAttr flags) {
        return op(b, location, ComplexOps.COS, flags, z);
    }

    /** {@code complex.create %re, %im : complex<T>} for two values of one float type {@code T}. */
    public static Value create(Builder b, Location location, Value re, Value im) {
        return op(b, location, ComplexOps.CREATE, re, im);
    }

    /** {@code complex.div}: the quotient, with no fast-math flags. */
    public static Value div(Builder b, Location location, Value lhs, Value rhs) {
        return op(b, location, ComplexOps.DIV, lhs, rhs);
    }

    /** {@code complex.div} with fast-math flags {@code flags}. */
    public static Value div(Builder b, Location location, Value lhs, Value rhs, FastMathFlagsAttr flags) {
        return op(b, location, ComplexOps.DIV, flags, lhs, rhs);
    }

    /** {@code complex.eq}: whether both parts are equal, an {@code i1}. */
    public static Value eq(Builder b, Location location, Value lhs, Value rhs) {
        return op(b, location, ComplexOps.EQ, lhs, rhs);
    }

    /** {@code complex.exp}: the exponential, with no fast-math flags. */
    public static Value exp(Builder b, Location location, Value z) {
        return op(b, location, ComplexOps.EXP, z);
    }

    /** {@code complex.exp} with fast-math flags {@code flags}. */
    public static Value exp(Builder b, Location location, Value z, FastMathFlagsAttr flags) {
        return op(b, location, ComplexOps.EXP, flags, z);
    }

    /** {@code complex.expm1}: {@code exp(z) - 1}, with no fast-math flags. */
    public static Value expm1(Builder b, Location location, Value z) {
        return op(b, location, ComplexOps.EXPM1, z);
    }

    /** {@code complex.expm1} with fast-math flags {@code flags}. */
    public static Value expm1(Builder b, Location location, Value z, FastMathFlagsAttr flags) {
        return op(b, location, ComplexOps.EXPM1, flags, z);
    }

    /** {@code complex.im}: the imaginary part, with no fast-math flags. */
    public static Value im(Builder b, Location location, Value z) {
        return op(b, location, ComplexOps.IM, z);
    }

    /** {@code complex.im} with fast-math flags {@code flags}. */
    public static Value im(Builder b, Location location, Value z, FastMathFlagsAttr flags) {
        return op(b, location, ComplexOps.IM, flags, z);
    }

    /** {@code complex.log}: the natural logarithm, with no fast-math flags. */
    public static Value log(Builder b, Location location, Value z) {
        return op(b, location, ComplexOps.LOG, z);
    }

    /** {@code complex.log} with fast-math flags {@code flags}. */
    public static Value log(Builder b, Location location, Value z, FastMathFlagsAttr flags) {
        return op(b, location, ComplexOps.LOG, flags, z);
    }

    /** {@code complex.log1p}: {@code log(1 + z)}, with no fast-math flags. */
    public static Value log1p(Builder b, Location location, Value z) {
        return op(b, location, ComplexOps.LOG1P, z);
    }

    /** {@code complex.log1p} with fast-math flags {@code flags}. */
    public static Value log1p(Builder b, Location location, Value z, FastMathFlagsAttr flags) {
        return op(b, location, ComplexOps.LOG1P, flags, z);
    }

    /** {@code complex.mul}: the product, with no fast-math flags. */
    public static Value mul(Builder b, Location location, Value lhs, Value rhs) {
        return op(b, location, ComplexOps.MUL, lhs, rhs);
    }

    /** {@code complex.mul} with fast-math flags {@code flags}. */
    public static Value mul(Builder b, Location location, Value lhs, Value rhs, FastMathFlagsAttr flags) {
        return op(b, location, ComplexOps.MUL, flags, lhs, rhs);
    }

    /** {@code complex.neg}: the negation, with no fast-math flags. */
    public static Value neg(Builder b, Location location, Value z) {
        return op(b, location, ComplexOps.NEG, z);
    }

    /** {@code complex.neg} with fast-math flags {@code flags}. */
    public static Value neg(Builder b, Location location, Value z, FastMathFlagsAttr flags) {
        return op(b, location, ComplexOps.NEG, flags, z);
    }

    /** {@code complex.neq}: whether either part differs, an {@code i1}. */
    public static Value neq(Builder b, Location location, Value lhs, Value rhs) {
        return op(b, location, ComplexOps.NEQ, lhs, rhs);
    }

    /** {@code complex.pow}: {@code lhs} to the power {@code rhs}, with no fast-math flags. */
    public static Value pow(Builder b, Location location, Value lhs, Value rhs) {
        return op(b, location, ComplexOps.POW, lhs, rhs);
    }

    /** {@code complex.pow} with fast-math flags {@code flags}. */
    public static Value pow(Builder b, Location location, Value lhs, Value rhs, FastMathFlagsAttr flags) {
        return op(b, location, ComplexOps.POW, flags, lhs, rhs);
    }

    /** {@code complex.re}: the real part, with no fast-math flags. */
    public static Value re(Builder b, Location location, Value z) {
        return op(b, location, ComplexOps.RE, z);
    }

    /** {@code complex.re} with fast-math flags {@code flags}. */
    public static Value re(Builder b, Location location, Value z, FastMathFlagsAttr flags) {
        return op(b, location, ComplexOps.RE, flags, z);
    }

    /** {@code complex.rsqrt}: the reciprocal square root, with no fast-math flags. */
    public static Value rsqrt(Builder b, Location location, Value z) {
        return op(b, location, ComplexOps.RSQRT, z);
    }

    /** {@code complex.rsqrt} with fast-math flags {@code flags}. */
    public static Value rsqrt(Builder b, Location location, Value z, FastMathFlagsAttr flags) {
        return op(b, location, ComplexOps.RSQRT, flags, z);
    }

    /** {@code complex.sign}: {@code z / abs(z)}, or zero, with no fast-math flags. */
    public static Value sign(Builder b, Location location, Value z) {
        return op(b, location, ComplexOps.SIGN, z);
    }

    /** {@code complex.sign} with fast-math flags {@code flags}. */
    public static Value sign(Builder b, Location location, Value z, FastMathFlagsAttr flags) {
        return op(b, location, ComplexOps.SIGN, flags, z);
    }

    /** {@code complex.sin}: the sine, with no fast-math flags. */
    public static Value sin(Builder b, Location location, Value z) {
        return op(b, location, ComplexOps.SIN, z);
    }

    /** {@code complex.sin} with fast-math flags {@code flags}. */
    public static Value sin(Builder b, Location location, Value z, FastMathFlagsAttr flags) {
        return op(b, location, ComplexOps.SIN, flags, z);
    }

    /** {@code complex.sqrt}: the square root, with no fast-math flags. */
    public static Value sqrt(Builder b, Location location, Value z) {
        return op(b, location, ComplexOps.SQRT, z);
    }

    /** {@code complex.sqrt} with fast-math flags {@code flags}. */
    public static Value sqrt(Builder b, Location location, Value z, FastMathFlagsAttr flags) {
        return op(b, location, ComplexOps.SQRT, flags, z);
    }

    /** {@code complex.sub}: the difference, with no fast-math flags. */
    public static Value sub(Builder b, Location location, Value lhs, Value rhs) {
        return op(b, location, ComplexOps.SUB, lhs, rhs);
    }

    /** {@code complex.sub} with fast-math flags {@code flags}. */
    public static Value sub(Builder b, Location location, Value lhs, Value rhs, FastMathFlagsAttr flags) {
        return op(b, location, ComplexOps.SUB, flags, lhs, rhs);
    }

    /** {@code complex.tanh}: the hyperbolic tangent, with no fast-math flags. */
    public static Value tanh(Builder b, Location location, Value z) {
        return op(b, location, ComplexOps.TANH, z);
    }

    /** {@code complex.tanh} with fast-math flags {@code flags}. */
    public static Value tanh(Builder b, Location location, Value z, FastMathFlagsAttr flags) {
        return op(b, location, ComplexOps.TANH, flags, z);
    }

    /** {@code complex.tan}: the tangent, with no fast-math flags. */
    public static Value tan(Builder b, Location location, Value z) {
        return op(b, location, ComplexOps.TAN, z);
    }

    /** {@code complex.tan} with fast-math flags {@code flags}. */
    public static Value tan(Builder b, Location location, Value z, FastMathFlagsAttr flags) {
        return op(b, location, ComplexOps.TAN, flags, z);
    }

    /** {@code complex.conj}: the complex conjugate, with no fast-math flags. */
    public static Value conj(Builder b, Location location, Value z) {
        return op(b, location, ComplexOps.CONJ, z);
    }

    /** {@code complex.conj} with fast-math flags {@code flags}. */
    public static Value conj(Builder b, Location location, Value z, FastMathFlagsAttr flags) {
        return op(b, location, ComplexOps.CONJ, flags, z);
    }

    /** {@code complex.angle}: the argument, a float, with no fast-math flags. */
    public static Value angle(Builder b, Location location, Value z) {
        return op(b, location, ComplexOps.ANGLE, z);
    }

    /** {@code complex.angle} with fast-math flags {@code flags}. */
    public static Value angle(Builder b, Location location, Value z, FastMathFlagsAttr flags) {
        return op(b, location, ComplexOps.ANGLE, flags, z);
    }

    /** The operation {@code name} (one of {@link ComplexOps}' constants) of {@code operands}, no fast-math flags. */
    public static Value op(Builder b, Location location, String name, Value... operands) {
        return op(b, location, name, FastMathFlagsAttr.NONE, operands);
    }

    /**
     * The operation {@code name} (one of {@link ComplexOps}' constants; {@code constant} and {@code bitcast} have
     * {@link #constant} and {@link #bitcast}) of {@code operands} with fast-math flags {@code flags}, which must be
     * {@link FastMathFlagsAttr#NONE} for {@code create}, {@code eq} and {@code neq}. The result type is derived as
     * the custom form does: the operand's type, its element type ({@code abs angle re im}), {@code i1}
     * ({@code eq neq}), or {@code complex<real's type>} ({@code create}).
     */
    public static Value op(Builder b, Location location, String name, FastMathFlagsAttr flags,
                           Value... operands) {
        ComplexOps.Row row = ComplexOps.row(name);
        if (row == null) {
            throw new IllegalArgumentException(name + " is not an operation built by op(); "
                    + "constant and bitcast have their own methods");
        }
        if (operands.length != row.kind().operands) {
            throw new IllegalArgumentException(name + " takes " + row.kind().operands + " operands, not "
                    + operands.length);
        }
        if (!row.kind().fastmath && flags.bits() != 0) {
            throw new IllegalArgumentException(name + " has no fast-math flags");
        }
        Type first = operands[0].type();
        Type result = switch (row.kind()) {
            case BINARY, UNARY -> first;
            case COMPARE -> IntegerType.of(1);
            case CREATE -> new ComplexType(first);
            case PART -> {
                if (!(first instanceof ComplexType c)) {
                    throw new IllegalArgumentException(name + " needs a complex operand, not " + first);
                }
                yield c.elementType();
            }
        };
        OperationState state = OperationState.forRegistered(b.context(), name, location);
        state.operands.addAll(List.of(operands));
        state.resultTypes.add(result);
        if (row.kind().fastmath) {
            state.properties.put(ComplexOps.FASTMATH, flags);
        }
        return b.create(state).result(0);
    }

    /**
     * {@code complex.constant [re : T, im : T] : complex<T>} for a float type {@code T} (each part rounded to
     * {@code T}; {@code f32} and {@code f64} take any value, other types finite ones).
     */
    public static Value constant(Builder b, Location location, FloatType elementType, double re, double im) {
        OperationState state = OperationState.forRegistered(b.context(), ComplexConstantOp.NAME, location);
        state.properties.put(ComplexConstantOp.VALUE, new ArrayAttr(List.of(FloatAttr.of(elementType, re),
                FloatAttr.of(elementType, im))));
        state.resultTypes.add(new ComplexType(elementType));
        return b.create(state).result(0);
    }

    /** {@code complex.bitcast %value : T to to}. */
    public static Value bitcast(Builder b, Location location, Value value, Type to) {
        OperationState state = OperationState.forRegistered(b.context(), ComplexBitcastOp.NAME, location);
        state.operands.add(value);
        state.resultTypes.add(to);
        return b.create(state).result(0);
    }
}

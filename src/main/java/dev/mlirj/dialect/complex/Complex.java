package dev.mlirj.dialect.complex;

import dev.mlirj.dialect.arith.FastMathFlagsAttr;
import dev.mlirj.dialect.arith.FastMathSyntax;
import dev.mlirj.ir.ArrayAttr;
import dev.mlirj.ir.Builder;
import dev.mlirj.ir.ComplexType;
import dev.mlirj.ir.FloatAttr;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import java.util.List;

/**
 * Builds complex operations at a builder's insertion point with the properties the parser would give them, so
 * built IR prints and verifies like parsed IR: {@code Complex.op(b, ctx, loc, "add", x, y)},
 * {@code Complex.create(b, ctx, loc, re, im)}. The context must have the complex dialect loaded. Operand
 * types are checked only as far as a result type must be derived from them; the verifier reports the rest as it
 * would for parsed input.
 */
public final class Complex {
    private Complex() {
    }

    /** {@code complex.<mnemonic>} of {@code operands} with no fast-math flags (for the operations that have them). */
    public static Value op(Builder b, Location location, String mnemonic, Value... operands) {
        return op(b, location, mnemonic, FastMathFlagsAttr.NONE, operands);
    }

    /**
     * {@code complex.<mnemonic>} of {@code operands}, for every operation but {@code constant} and {@code bitcast}
     * (see {@link #constant} and {@link #bitcast}), with fast-math flags {@code flags}, which must be
     * {@link FastMathFlagsAttr#NONE} for {@code create}, {@code eq} and {@code neq}. The result type is derived as
     * the custom form does: the operand's type, its element type ({@code abs angle re im}), {@code i1}
     * ({@code eq neq}), or {@code complex<real's type>} ({@code create}).
     */
    public static Value op(Builder b, Location location, String mnemonic,
                           FastMathFlagsAttr flags, Value... operands) {
        MlirContext context = b.context();
        ComplexOps.Row row = ComplexOps.row(mnemonic);
        if (row == null) {
            throw new IllegalArgumentException("complex." + mnemonic + " is not an operation built by op(); "
                    + "constant and bitcast have their own methods");
        }
        if (operands.length != row.kind().operands) {
            throw new IllegalArgumentException(row.name() + " takes " + row.kind().operands + " operands, not "
                    + operands.length);
        }
        if (!row.kind().fastmath && flags.bits() != 0) {
            throw new IllegalArgumentException(row.name() + " has no fast-math flags");
        }
        Type first = operands[0].type();
        Type result = switch (row.kind()) {
            case BINARY, UNARY -> first;
            case COMPARE -> IntegerType.of(1);
            case CREATE -> new ComplexType(first);
            case PART -> {
                if (!(first instanceof ComplexType c)) {
                    throw new IllegalArgumentException(row.name() + " needs a complex operand, not " + first);
                }
                yield c.elementType();
            }
        };
        OperationState state = state(context, row.name(), location);
        state.operands.addAll(List.of(operands));
        state.resultTypes.add(result);
        if (row.kind().fastmath) {
            state.properties.put(FastMathSyntax.ATTR, flags);
        }
        return b.create(state).result(0);
    }

    /** {@code complex.create %re, %im : complex<T>} for two values of one float type {@code T}. */
    public static Value create(Builder b, Location location, Value re, Value im) {
        return op(b, location, "create", re, im);
    }

    /** {@code complex.re %z}. */
    public static Value re(Builder b, Location location, Value z) {
        return op(b, location, "re", z);
    }

    /** {@code complex.im %z}. */
    public static Value im(Builder b, Location location, Value z) {
        return op(b, location, "im", z);
    }

    /**
     * {@code complex.constant [re : T, im : T] : complex<T>} for a float type {@code T} (each part rounded to
     * {@code T}; {@code f32} and {@code f64} take any value, other types finite ones).
     */
    public static Value constant(Builder b, Location location, FloatType elementType, double re,
                                 double im) {
        MlirContext context = b.context();
        OperationState state = state(context, ComplexConstantOp.NAME, location);
        state.properties.put(ComplexConstantOp.VALUE, new ArrayAttr(List.of(FloatAttr.of(elementType, re),
                FloatAttr.of(elementType, im))));
        state.resultTypes.add(new ComplexType(elementType));
        return b.create(state).result(0);
    }

    /** {@code complex.bitcast %value : T to to}. */
    public static Value bitcast(Builder b, Location location, Value value, Type to) {
        MlirContext context = b.context();
        OperationState state = state(context, ComplexBitcastOp.NAME, location);
        state.operands.add(value);
        state.resultTypes.add(to);
        return b.create(state).result(0);
    }

    private static OperationState state(MlirContext context, String name, Location location) {
        return OperationState.forRegistered(context, name, location);
    }
}

package dev.mlirj.dialect.arith;

import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.Builder;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import java.util.List;

/**
 * Builds arith operations at a builder's insertion point, with the properties the parser would give them (default
 * flags included), so built IR prints and verifies like parsed IR: {@code Arith.binary(b, ctx, loc, "addi", x, y)}.
 * The context must have the arith dialect loaded.
 */
public final class Arith {
    private Arith() {
    }

    private static OperationState state(MlirContext context, String mnemonic, Location location) {
        return OperationState.forRegistered(context, ArithDialect.NAMESPACE + "." + mnemonic, location);
    }

    /** {@code arith.constant value}; the result has the value's type. */
    public static Value constant(Builder b, Location location, Attribute value) {
        MlirContext context = b.context();
        Type type = ConstantOp.typeOf(value);
        if (type == null) {
            throw new IllegalArgumentException("arith.constant needs a typed attribute, not " + value);
        }
        OperationState state = state(context, "constant", location);
        state.properties.put(ConstantOp.VALUE, value);
        state.resultTypes.add(type);
        return b.create(state).result(0);
    }

    /** An integer constant of an integer or index type. */
    public static Value constant(Builder b, Location location, Type type, long value) {
        return constant(b, location, IntegerAttr.of(type, value));
    }

    /**
     * The binary operation {@code arith.<mnemonic>} (e.g. {@code addi}, {@code mulf}) of two values of one type,
     * with no overflow or fast-math flags.
     */
    public static Value binary(Builder b, Location location, String mnemonic, Value lhs,
                               Value rhs) {
        MlirContext context = b.context();
        BinaryOps.Row row = BinaryOps.ROWS.stream().filter(r -> r.mnemonic().equals(mnemonic)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("arith." + mnemonic + " is not a binary operation"));
        OperationState state = state(context, mnemonic, location);
        state.operands.addAll(List.of(lhs, rhs));
        state.resultTypes.add(lhs.type());
        ArithSyntax.addDefaultFlags(state, row.flags());
        return b.create(state).result(0);
    }

    /** {@code arith.cmpi predicate, lhs, rhs}: an {@code i1} (or {@code i1} vector or tensor) result. */
    public static Value cmpi(Builder b, Location location, CmpIPredicate predicate, Value lhs,
                             Value rhs) {
        MlirContext context = b.context();
        OperationState state = state(context, "cmpi", location);
        state.properties.put(CmpOps.PREDICATE, IntegerAttr.of(IntegerType.of(64), predicate.ordinal()));
        state.operands.addAll(List.of(lhs, rhs));
        state.resultTypes.add(ArithTypes.i1SameShape(lhs.type()));
        return b.create(state).result(0);
    }

    /** {@code arith.cmpf predicate, lhs, rhs}, with no fast-math flags. */
    public static Value cmpf(Builder b, Location location, CmpFPredicate predicate, Value lhs,
                             Value rhs) {
        MlirContext context = b.context();
        OperationState state = state(context, "cmpf", location);
        state.properties.put(CmpOps.PREDICATE, IntegerAttr.of(IntegerType.of(64), predicate.ordinal()));
        ArithSyntax.addDefaultFlags(state, ArithSyntax.Flags.FASTMATH);
        state.operands.addAll(List.of(lhs, rhs));
        state.resultTypes.add(ArithTypes.i1SameShape(lhs.type()));
        return b.create(state).result(0);
    }

    /** {@code arith.select condition, trueValue, falseValue}. */
    public static Value select(Builder b, Location location, Value condition, Value trueValue,
                               Value falseValue) {
        MlirContext context = b.context();
        OperationState state = state(context, "select", location);
        state.operands.addAll(List.of(condition, trueValue, falseValue));
        state.resultTypes.add(trueValue.type());
        return b.create(state).result(0);
    }

    /** The cast {@code arith.<mnemonic>} (e.g. {@code extsi}, {@code index_cast}) of {@code in} to {@code to}. */
    public static Value cast(Builder b, Location location, String mnemonic, Value in, Type to) {
        MlirContext context = b.context();
        if (CastOps.ROWS.stream().noneMatch(r -> r.mnemonic().equals(mnemonic))) {
            throw new IllegalArgumentException("arith." + mnemonic + " is not a cast");
        }
        OperationState state = state(context, mnemonic, location);
        state.operands.add(in);
        state.resultTypes.add(to);
        return b.create(state).result(0);
    }

    // ---- additions for complex ----

    /**
     * The floating-point binary operation {@code arith.<mnemonic>} ({@code addf subf mulf divf remf maximumf
     * minimumf maxnumf minnumf}) of two values of one type with fast-math flags {@code flags}.
     */
    public static Value binary(Builder b, Location location, String mnemonic, Value lhs,
                               Value rhs, FastMathFlagsAttr flags) {
        MlirContext context = b.context();
        BinaryOps.Row row = BinaryOps.ROWS.stream().filter(r -> r.mnemonic().equals(mnemonic)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("arith." + mnemonic + " is not a binary operation"));
        if (row.flags() != ArithSyntax.Flags.FASTMATH) {
            throw new IllegalArgumentException("arith." + mnemonic + " has no fast-math flags");
        }
        OperationState state = state(context, mnemonic, location);
        state.operands.addAll(List.of(lhs, rhs));
        state.resultTypes.add(lhs.type());
        state.properties.put(ArithSyntax.FASTMATH_ATTR, flags);
        return b.create(state).result(0);
    }

    /** {@code arith.negf %x} with fast-math flags {@code flags}. */
    public static Value negf(Builder b, Location location, Value x, FastMathFlagsAttr flags) {
        MlirContext context = b.context();
        OperationState state = state(context, "negf", location);
        state.operands.add(x);
        state.resultTypes.add(x.type());
        state.properties.put(ArithSyntax.FASTMATH_ATTR, flags);
        return b.create(state).result(0);
    }

    /** {@code arith.cmpf predicate, lhs, rhs} with fast-math flags {@code flags}. */
    public static Value cmpf(Builder b, Location location, CmpFPredicate predicate, Value lhs,
                             Value rhs, FastMathFlagsAttr flags) {
        MlirContext context = b.context();
        OperationState state = state(context, "cmpf", location);
        state.properties.put(CmpOps.PREDICATE, IntegerAttr.of(IntegerType.of(64), predicate.ordinal()));
        state.properties.put(ArithSyntax.FASTMATH_ATTR, flags);
        state.operands.addAll(List.of(lhs, rhs));
        state.resultTypes.add(ArithTypes.i1SameShape(lhs.type()));
        return b.create(state).result(0);
    }
}

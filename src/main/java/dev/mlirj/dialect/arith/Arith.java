package dev.mlirj.dialect.arith;

import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.Builder;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import java.util.List;

/**
 * Builds arith operations at a builder's insertion point, with the properties the parser would give them (default
 * flags included), so built IR prints and verifies like parsed IR: {@code Arith.addi(b, loc, x, y)},
 * {@code Arith.extsi(b, loc, x, type)}. Table-driven code names the operation by its constant instead:
 * {@code Arith.binary(b, loc, BinaryOps.ADDI, x, y)}, {@code Arith.cast(b, loc, CastOps.EXTSI, x, type)}. The
 * builder's context must have the arith dialect loaded.
 */
public final class Arith {
    private Arith() {
    }

    /** {@code arith.constant value}; the result has the value's type. */
    public static Value constant(Builder b, Location location, Attribute value) {
        Type type = ConstantOp.typeOf(value);
        if (type == null) {
            throw new IllegalArgumentException(ConstantOp.NAME + " needs a typed attribute, not " + value);
        }
        OperationState state = OperationState.forRegistered(b.context(), ConstantOp.NAME, location);
        state.properties.put(ConstantOp.VALUE, value);
        state.resultTypes.add(type);
        return b.create(state).result(0);
    }

    /** An integer constant of an integer or index type. */
    public static Value constant(Builder b, Location location, Type type, long value) {
        return constant(b, location, IntegerAttr.of(type, value));
    }

    /** {@code arith.addi}: integer addition, wrapping, with no overflow flags. */
    public static Value addi(Builder b, Location location, Value lhs, Value rhs) {
        return binary(b, location, BinaryOps.ADDI, lhs, rhs);
    }

    /** {@code arith.subi}: integer subtraction, wrapping, with no overflow flags. */
    public static Value subi(Builder b, Location location, Value lhs, Value rhs) {
        return binary(b, location, BinaryOps.SUBI, lhs, rhs);
    }

    /** {@code arith.muli}: integer multiplication, wrapping, with no overflow flags. */
    public static Value muli(Builder b, Location location, Value lhs, Value rhs) {
        return binary(b, location, BinaryOps.MULI, lhs, rhs);
    }

    /** {@code arith.shli}: shift left, with no overflow flags. */
    public static Value shli(Builder b, Location location, Value lhs, Value rhs) {
        return binary(b, location, BinaryOps.SHLI, lhs, rhs);
    }

    /** {@code arith.divui}: unsigned integer division. */
    public static Value divui(Builder b, Location location, Value lhs, Value rhs) {
        return binary(b, location, BinaryOps.DIVUI, lhs, rhs);
    }

    /** {@code arith.divsi}: signed integer division, rounding toward zero. */
    public static Value divsi(Builder b, Location location, Value lhs, Value rhs) {
        return binary(b, location, BinaryOps.DIVSI, lhs, rhs);
    }

    /** {@code arith.ceildivui}: unsigned integer division, rounding up. */
    public static Value ceildivui(Builder b, Location location, Value lhs, Value rhs) {
        return binary(b, location, BinaryOps.CEILDIVUI, lhs, rhs);
    }

    /** {@code arith.ceildivsi}: signed integer division, rounding toward positive infinity. */
    public static Value ceildivsi(Builder b, Location location, Value lhs, Value rhs) {
        return binary(b, location, BinaryOps.CEILDIVSI, lhs, rhs);
    }

    /** {@code arith.floordivsi}: signed integer division, rounding toward negative infinity. */
    public static Value floordivsi(Builder b, Location location, Value lhs, Value rhs) {
        return binary(b, location, BinaryOps.FLOORDIVSI, lhs, rhs);
    }

    /** {@code arith.remui}: unsigned integer remainder. */
    public static Value remui(Builder b, Location location, Value lhs, Value rhs) {
        return binary(b, location, BinaryOps.REMUI, lhs, rhs);
    }

    /** {@code arith.remsi}: signed integer remainder. */
    public static Value remsi(Builder b, Location location, Value lhs, Value rhs) {
        return binary(b, location, BinaryOps.REMSI, lhs, rhs);
    }

    /** {@code arith.andi}: bitwise and. */
    public static Value andi(Builder b, Location location, Value lhs, Value rhs) {
        return binary(b, location, BinaryOps.ANDI, lhs, rhs);
    }

    /** {@code arith.ori}: bitwise or. */
    public static Value ori(Builder b, Location location, Value lhs, Value rhs) {
        return binary(b, location, BinaryOps.ORI, lhs, rhs);
    }

    /** {@code arith.xori}: bitwise exclusive or. */
    public static Value xori(Builder b, Location location, Value lhs, Value rhs) {
        return binary(b, location, BinaryOps.XORI, lhs, rhs);
    }

    /** {@code arith.shrui}: logical shift right. */
    public static Value shrui(Builder b, Location location, Value lhs, Value rhs) {
        return binary(b, location, BinaryOps.SHRUI, lhs, rhs);
    }

    /** {@code arith.shrsi}: arithmetic shift right. */
    public static Value shrsi(Builder b, Location location, Value lhs, Value rhs) {
        return binary(b, location, BinaryOps.SHRSI, lhs, rhs);
    }

    /** {@code arith.maxsi}: signed maximum. */
    public static Value maxsi(Builder b, Location location, Value lhs, Value rhs) {
        return binary(b, location, BinaryOps.MAXSI, lhs, rhs);
    }

    /** {@code arith.maxui}: unsigned maximum. */
    public static Value maxui(Builder b, Location location, Value lhs, Value rhs) {
        return binary(b, location, BinaryOps.MAXUI, lhs, rhs);
    }

    /** {@code arith.minsi}: signed minimum. */
    public static Value minsi(Builder b, Location location, Value lhs, Value rhs) {
        return binary(b, location, BinaryOps.MINSI, lhs, rhs);
    }

    /** {@code arith.minui}: unsigned minimum. */
    public static Value minui(Builder b, Location location, Value lhs, Value rhs) {
        return binary(b, location, BinaryOps.MINUI, lhs, rhs);
    }

    /** {@code arith.addf}: floating-point addition, with no fast-math flags. */
    public static Value addf(Builder b, Location location, Value lhs, Value rhs) {
        return binary(b, location, BinaryOps.ADDF, lhs, rhs);
    }

    /** {@code arith.addf} with fast-math flags {@code flags}. */
    public static Value addf(Builder b, Location location, Value lhs, Value rhs, FastMathFlagsAttr flags) {
        return binary(b, location, BinaryOps.ADDF, lhs, rhs, flags);
    }

    /** {@code arith.subf}: floating-point subtraction, with no fast-math flags. */
    public static Value subf(Builder b, Location location, Value lhs, Value rhs) {
        return binary(b, location, BinaryOps.SUBF, lhs, rhs);
    }

    /** {@code arith.subf} with fast-math flags {@code flags}. */
    public static Value subf(Builder b, Location location, Value lhs, Value rhs, FastMathFlagsAttr flags) {
        return binary(b, location, BinaryOps.SUBF, lhs, rhs, flags);
    }

    /** {@code arith.mulf}: floating-point multiplication, with no fast-math flags. */
    public static Value mulf(Builder b, Location location, Value lhs, Value rhs) {
        return binary(b, location, BinaryOps.MULF, lhs, rhs);
    }

    /** {@code arith.mulf} with fast-math flags {@code flags}. */
    public static Value mulf(Builder b, Location location, Value lhs, Value rhs, FastMathFlagsAttr flags) {
        return binary(b, location, BinaryOps.MULF, lhs, rhs, flags);
    }

    /** {@code arith.divf}: floating-point division, with no fast-math flags. */
    public static Value divf(Builder b, Location location, Value lhs, Value rhs) {
        return binary(b, location, BinaryOps.DIVF, lhs, rhs);
    }

    /** {@code arith.divf} with fast-math flags {@code flags}. */
    public static Value divf(Builder b, Location location, Value lhs, Value rhs, FastMathFlagsAttr flags) {
        return binary(b, location, BinaryOps.DIVF, lhs, rhs, flags);
    }

    /** {@code arith.remf}: floating-point remainder, with no fast-math flags. */
    public static Value remf(Builder b, Location location, Value lhs, Value rhs) {
        return binary(b, location, BinaryOps.REMF, lhs, rhs);
    }

    /** {@code arith.remf} with fast-math flags {@code flags}. */
    public static Value remf(Builder b, Location location, Value lhs, Value rhs, FastMathFlagsAttr flags) {
        return binary(b, location, BinaryOps.REMF, lhs, rhs, flags);
    }

    /** {@code arith.maximumf}: maximum, NaN if either operand is NaN, with no fast-math flags. */
    public static Value maximumf(Builder b, Location location, Value lhs, Value rhs) {
        return binary(b, location, BinaryOps.MAXIMUMF, lhs, rhs);
    }

    /** {@code arith.maximumf} with fast-math flags {@code flags}. */
    public static Value maximumf(Builder b, Location location, Value lhs, Value rhs, FastMathFlagsAttr flags) {
        return binary(b, location, BinaryOps.MAXIMUMF, lhs, rhs, flags);
    }

    /** {@code arith.maxnumf}: maximum, the other operand if one is NaN, with no fast-math flags. */
    public static Value maxnumf(Builder b, Location location, Value lhs, Value rhs) {
        return binary(b, location, BinaryOps.MAXNUMF, lhs, rhs);
    }

    /** {@code arith.maxnumf} with fast-math flags {@code flags}. */
    public static Value maxnumf(Builder b, Location location, Value lhs, Value rhs, FastMathFlagsAttr flags) {
        return binary(b, location, BinaryOps.MAXNUMF, lhs, rhs, flags);
    }

    /** {@code arith.minimumf}: minimum, NaN if either operand is NaN, with no fast-math flags. */
    public static Value minimumf(Builder b, Location location, Value lhs, Value rhs) {
        return binary(b, location, BinaryOps.MINIMUMF, lhs, rhs);
    }

    /** {@code arith.minimumf} with fast-math flags {@code flags}. */
    public static Value minimumf(Builder b, Location location, Value lhs, Value rhs, FastMathFlagsAttr flags) {
        return binary(b, location, BinaryOps.MINIMUMF, lhs, rhs, flags);
    }

    /** {@code arith.minnumf}: minimum, the other operand if one is NaN, with no fast-math flags. */
    public static Value minnumf(Builder b, Location location, Value lhs, Value rhs) {
        return binary(b, location, BinaryOps.MINNUMF, lhs, rhs);
    }

    /** {@code arith.minnumf} with fast-math flags {@code flags}. */
    public static Value minnumf(Builder b, Location location, Value lhs, Value rhs, FastMathFlagsAttr flags) {
        return binary(b, location, BinaryOps.MINNUMF, lhs, rhs, flags);
    }

    /**
     * The binary operation {@code name} (one of {@link BinaryOps}' constants) of two values of one type, with no
     * overflow or fast-math flags.
     */
    public static Value binary(Builder b, Location location, String name, Value lhs, Value rhs) {
        BinaryOps.Row row = binaryRow(name);
        OperationState state = OperationState.forRegistered(b.context(), name, location);
        state.operands.addAll(List.of(lhs, rhs));
        state.resultTypes.add(lhs.type());
        ArithSyntax.addDefaultFlags(state, row.flags());
        return b.create(state).result(0);
    }

    /**
     * The floating-point binary operation {@code name} (one of {@link BinaryOps}' constants {@code ADDF} to
     * {@code MINNUMF}) of two values of one type, with fast-math flags {@code flags}.
     */
    public static Value binary(Builder b, Location location, String name, Value lhs, Value rhs,
                               FastMathFlagsAttr flags) {
        if (binaryRow(name).flags() != ArithSyntax.Flags.FASTMATH) {
            throw new IllegalArgumentException(name + " has no fast-math flags");
        }
        OperationState state = OperationState.forRegistered(b.context(), name, location);
        state.operands.addAll(List.of(lhs, rhs));
        state.resultTypes.add(lhs.type());
        state.properties.put(BinaryOps.FASTMATH, flags);
        return b.create(state).result(0);
    }

    private static BinaryOps.Row binaryRow(String name) {
        BinaryOps.Row row = BinaryOps.row(name);
        if (row == null) {
            throw new IllegalArgumentException(name + " is not a binary arith operation");
        }
        return row;
    }

    /** {@code arith.negf %x} with no fast-math flags. */
    public static Value negf(Builder b, Location location, Value x) {
        return negf(b, location, x, FastMathFlagsAttr.NONE);
    }

    /** {@code arith.negf %x} with fast-math flags {@code flags}. */
    public static Value negf(Builder b, Location location, Value x, FastMathFlagsAttr flags) {
        OperationState state = OperationState.forRegistered(b.context(), NegFOp.NAME, location);
        state.operands.add(x);
        state.resultTypes.add(x.type());
        state.properties.put(NegFOp.FASTMATH, flags);
        return b.create(state).result(0);
    }

    /** {@code arith.cmpi predicate, lhs, rhs}: an {@code i1} (or {@code i1} vector or tensor) result. */
    public static Value cmpi(Builder b, Location location, CmpIPredicate predicate, Value lhs, Value rhs) {
        OperationState state = OperationState.forRegistered(b.context(), CmpOps.CMPI, location);
        state.properties.put(CmpOps.PREDICATE, IntegerAttr.of(IntegerType.of(64), predicate.value()));
        state.operands.addAll(List.of(lhs, rhs));
        state.resultTypes.add(ArithTypes.i1SameShape(lhs.type()));
        return b.create(state).result(0);
    }

    /** {@code arith.cmpf predicate, lhs, rhs}, with no fast-math flags. */
    public static Value cmpf(Builder b, Location location, CmpFPredicate predicate, Value lhs, Value rhs) {
        return cmpf(b, location, predicate, lhs, rhs, FastMathFlagsAttr.NONE);
    }

    /** {@code arith.cmpf predicate, lhs, rhs} with fast-math flags {@code flags}. */
    public static Value cmpf(Builder b, Location location, CmpFPredicate predicate, Value lhs, Value rhs,
                             FastMathFlagsAttr flags) {
        OperationState state = OperationState.forRegistered(b.context(), CmpOps.CMPF, location);
        state.properties.put(CmpOps.PREDICATE, IntegerAttr.of(IntegerType.of(64), predicate.value()));
        state.properties.put(CmpOps.FASTMATH, flags);
        state.operands.addAll(List.of(lhs, rhs));
        state.resultTypes.add(ArithTypes.i1SameShape(lhs.type()));
        return b.create(state).result(0);
    }

    /** {@code arith.select condition, trueValue, falseValue}. */
    public static Value select(Builder b, Location location, Value condition, Value trueValue,
                               Value falseValue) {
        OperationState state = OperationState.forRegistered(b.context(), SelectOp.NAME, location);
        state.operands.addAll(List.of(condition, trueValue, falseValue));
        state.resultTypes.add(trueValue.type());
        return b.create(state).result(0);
    }

    /** {@code arith.extui} of {@code in} to {@code to}: zero extension to a wider integer. */
    public static Value extui(Builder b, Location location, Value in, Type to) {
        return cast(b, location, CastOps.EXTUI, in, to);
    }

    /** {@code arith.extsi} of {@code in} to {@code to}: sign extension to a wider integer. */
    public static Value extsi(Builder b, Location location, Value in, Type to) {
        return cast(b, location, CastOps.EXTSI, in, to);
    }

    /** {@code arith.trunci} of {@code in} to {@code to}: truncation to a narrower integer. */
    public static Value trunci(Builder b, Location location, Value in, Type to) {
        return cast(b, location, CastOps.TRUNCI, in, to);
    }

    /** {@code arith.extf} of {@code in} to {@code to}: extension to a wider float. */
    public static Value extf(Builder b, Location location, Value in, Type to) {
        return cast(b, location, CastOps.EXTF, in, to);
    }

    /** {@code arith.truncf} of {@code in} to {@code to}: truncation to a narrower float, to nearest even. */
    public static Value truncf(Builder b, Location location, Value in, Type to) {
        return cast(b, location, CastOps.TRUNCF, in, to);
    }

    /** {@code arith.uitofp} of {@code in} to {@code to}: unsigned integer to float. */
    public static Value uitofp(Builder b, Location location, Value in, Type to) {
        return cast(b, location, CastOps.UITOFP, in, to);
    }

    /** {@code arith.sitofp} of {@code in} to {@code to}: signed integer to float. */
    public static Value sitofp(Builder b, Location location, Value in, Type to) {
        return cast(b, location, CastOps.SITOFP, in, to);
    }

    /** {@code arith.fptoui} of {@code in} to {@code to}: float to unsigned integer. */
    public static Value fptoui(Builder b, Location location, Value in, Type to) {
        return cast(b, location, CastOps.FPTOUI, in, to);
    }

    /** {@code arith.fptosi} of {@code in} to {@code to}: float to signed integer. */
    public static Value fptosi(Builder b, Location location, Value in, Type to) {
        return cast(b, location, CastOps.FPTOSI, in, to);
    }

    /** {@code arith.index_cast} of {@code in} to {@code to}: {@code index} to or from an integer, sign-extending. */
    public static Value indexCast(Builder b, Location location, Value in, Type to) {
        return cast(b, location, CastOps.INDEX_CAST, in, to);
    }

    /** {@code arith.index_castui} of {@code in} to {@code to}: {@code index} to or from an integer, zero-extending. */
    public static Value indexCastUI(Builder b, Location location, Value in, Type to) {
        return cast(b, location, CastOps.INDEX_CASTUI, in, to);
    }

    /** {@code arith.bitcast} of {@code in} to {@code to}: the same bits as another type of the same width. */
    public static Value bitcast(Builder b, Location location, Value in, Type to) {
        return cast(b, location, CastOps.BITCAST, in, to);
    }

    /** The cast {@code name} (one of {@link CastOps}' constants) of {@code in} to {@code to}. */
    public static Value cast(Builder b, Location location, String name, Value in, Type to) {
        if (!CastOps.isCast(name)) {
            throw new IllegalArgumentException(name + " is not an arith cast");
        }
        OperationState state = OperationState.forRegistered(b.context(), name, location);
        state.operands.add(in);
        state.resultTypes.add(to);
        return b.create(state).result(0);
    }
}

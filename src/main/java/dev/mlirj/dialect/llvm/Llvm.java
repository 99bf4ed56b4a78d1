package dev.mlirj.dialect.llvm;

import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.Builder;
import dev.mlirj.ir.DenseArrayAttr;
import dev.mlirj.ir.DenseElementsAttr;
import dev.mlirj.ir.FloatAttr;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.RankedTensorType;
import dev.mlirj.ir.StringAttr;
import dev.mlirj.ir.SymbolRefAttr;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.TypeAttr;
import dev.mlirj.ir.UnitAttr;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.VectorType;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Builds LLVM dialect operations at a builder's insertion point, with exactly the properties the parser gives the
 * same operation written in its custom form (default flags, orderings and calling conventions included), so that
 * built IR verifies and prints as parsed IR does. This is the facade the conversions to the LLVM dialect build
 * with: {@code Llvm.add(b, loc, x, y)}, {@code Llvm.icmp(b, loc, ICmpPredicate.SLT, x, y)},
 * {@code Llvm.extractValue(b, loc, desc, 1)}. Code that maps one kind of operation to another by a table builds
 * by the operation's name constant: {@link #binary}, {@link #cast}, {@link #floatIntrinsic}.
 *
 * <p>Every method checks what it can about its arguments and throws {@link IllegalArgumentException} naming the
 * problem rather than build an operation that would not verify. The context must have the LLVM dialect loaded.
 */
public final class Llvm {
    private Llvm() {
    }

    /** A state for the operation {@code name} at {@code location}. */
    private static OperationState state(Builder b, String name, Location location) {
        return OperationState.forRegistered(b.context(), name, location);
    }

    private static Value single(Builder b, OperationState state, Type result) {
        state.resultTypes.add(result);
        return b.create(state).result(0);
    }

    private static IntegerAttr i64(long value) {
        return IntegerAttr.of(IntegerType.of(64), value);
    }

    private static IntegerAttr i32(long value) {
        return IntegerAttr.of(IntegerType.of(32), value);
    }

    /** {@code llvm.mlir.constant(value) : type}. */
    public static Value constant(Builder b, Location location, Type type, Attribute value) {
        OperationState state = state(b, LlvmConstantOps.CONSTANT, location);
        state.properties.put(LlvmConstantOps.VALUE, value);
        return single(b, state, type);
    }

    /** An integer constant {@code value} of the integer type {@code type} ({@code llvm.mlir.constant(v) : iN}). */
    public static Value constant(Builder b, Location location, IntegerType type, long value) {
        return constant(b, location, type, IntegerAttr.of(type, value));
    }

    /** A float constant {@code value} of the float type {@code type}. */
    public static Value constant(Builder b, Location location, FloatType type, double value) {
        return constant(b, location, type, FloatAttr.of(type, value));
    }

    /** {@code llvm.mlir.undef : type}. */
    public static Value undef(Builder b, Location location, Type type) {
        return single(b, state(b, LlvmConstantOps.UNDEF, location), type);
    }

    /** {@code llvm.mlir.poison : type}. */
    public static Value poison(Builder b, Location location, Type type) {
        return single(b, state(b, LlvmConstantOps.POISON, location), type);
    }

    /** {@code llvm.mlir.zero : type} (the null pointer for a pointer type). */
    public static Value zero(Builder b, Location location, Type type) {
        return single(b, state(b, LlvmConstantOps.ZERO, location), type);
    }

    /** {@code llvm.mlir.addressof @symbol : !llvm.ptr} (of a global or function). */
    public static Value addressOf(Builder b, Location location, String symbol) {
        OperationState state = state(b, LlvmConstantOps.ADDRESSOF, location);
        state.properties.put(LlvmConstantOps.GLOBAL_NAME, SymbolRefAttr.flat(symbol));
        return single(b, state, LlvmPointerType.DEFAULT);
    }

    /**
     * The binary operation {@code name} (one of {@link LlvmArithOps}' integer or float binary operations) of two
     * values of one type, with no overflow or fast-math flags.
     */
    public static Value binary(Builder b, Location location, String name, Value lhs, Value rhs) {
        return binary(b, location, name, lhs, rhs, null);
    }

    /**
     * As {@link #binary(Builder, Location, String, Value, Value)} with {@code flags}: an
     * {@link IntegerOverflowFlagsAttr} for {@code add sub mul shl}, a {@link FastmathFlagsAttr} for the float
     * operations; null for the defaults.
     */
    public static Value binary(Builder b, Location location, String name, Value lhs, Value rhs, Attribute flags) {
        if (!lhs.type().equals(rhs.type())) {
            throw new IllegalArgumentException(name + " needs operands of one type, not "
                    + LlvmTypes.toString(lhs.type()) + " and " + LlvmTypes.toString(rhs.type()));
        }
        OperationState state = state(b, name, location);
        state.operands.addAll(List.of(lhs, rhs));
        if (LlvmArithOps.OVERFLOW_BINARY.contains(name)) {
            state.properties.put(IntegerOverflowFlagsAttr.PROPERTY, flags == null ? IntegerOverflowFlagsAttr.NONE
                    : requireFlags(flags, IntegerOverflowFlagsAttr.class, name));
        } else if (LlvmArithOps.FLOAT_BINARY.contains(name)) {
            state.properties.put(FastmathFlagsAttr.PROPERTY, flags == null ? FastmathFlagsAttr.NONE
                    : requireFlags(flags, FastmathFlagsAttr.class, name));
        } else if (!LlvmArithOps.PLAIN_BINARY.contains(name)) {
            throw new IllegalArgumentException(name + " is not a binary operation");
        } else if (flags != null) {
            throw new IllegalArgumentException(name + " takes no flags");
        }
        return single(b, state, lhs.type());
    }

    private static <A extends Attribute> A requireFlags(Attribute flags, Class<A> kind, String name) {
        if (!kind.isInstance(flags)) {
            throw new IllegalArgumentException(name + " takes a " + kind.getSimpleName() + ", not " + flags);
        }
        return kind.cast(flags);
    }

    /** {@code llvm.add}, without overflow flags. */
    public static Value add(Builder b, Location location, Value lhs, Value rhs) {
        return binary(b, location, LlvmArithOps.ADD, lhs, rhs);
    }

    /** {@code llvm.add} with overflow flags (null: none). */
    public static Value add(Builder b, Location location, Value lhs, Value rhs, IntegerOverflowFlagsAttr flags) {
        return binary(b, location, LlvmArithOps.ADD, lhs, rhs, flags);
    }

    /** {@code llvm.sub}, without overflow flags. */
    public static Value sub(Builder b, Location location, Value lhs, Value rhs) {
        return binary(b, location, LlvmArithOps.SUB, lhs, rhs);
    }

    /** {@code llvm.sub} with overflow flags (null: none). */
    public static Value sub(Builder b, Location location, Value lhs, Value rhs, IntegerOverflowFlagsAttr flags) {
        return binary(b, location, LlvmArithOps.SUB, lhs, rhs, flags);
    }

    /** {@code llvm.mul}, without overflow flags. */
    public static Value mul(Builder b, Location location, Value lhs, Value rhs) {
        return binary(b, location, LlvmArithOps.MUL, lhs, rhs);
    }

    /** {@code llvm.mul} with overflow flags (null: none). */
    public static Value mul(Builder b, Location location, Value lhs, Value rhs, IntegerOverflowFlagsAttr flags) {
        return binary(b, location, LlvmArithOps.MUL, lhs, rhs, flags);
    }

    /** {@code llvm.shl}, without overflow flags. */
    public static Value shl(Builder b, Location location, Value lhs, Value rhs) {
        return binary(b, location, LlvmArithOps.SHL, lhs, rhs);
    }

    /** {@code llvm.shl} with overflow flags (null: none). */
    public static Value shl(Builder b, Location location, Value lhs, Value rhs, IntegerOverflowFlagsAttr flags) {
        return binary(b, location, LlvmArithOps.SHL, lhs, rhs, flags);
    }

    /** {@code llvm.udiv}. */
    public static Value udiv(Builder b, Location location, Value lhs, Value rhs) {
        return binary(b, location, LlvmArithOps.UDIV, lhs, rhs);
    }

    /** {@code llvm.sdiv}. */
    public static Value sdiv(Builder b, Location location, Value lhs, Value rhs) {
        return binary(b, location, LlvmArithOps.SDIV, lhs, rhs);
    }

    /** {@code llvm.urem}. */
    public static Value urem(Builder b, Location location, Value lhs, Value rhs) {
        return binary(b, location, LlvmArithOps.UREM, lhs, rhs);
    }

    /** {@code llvm.srem}. */
    public static Value srem(Builder b, Location location, Value lhs, Value rhs) {
        return binary(b, location, LlvmArithOps.SREM, lhs, rhs);
    }

    /** {@code llvm.and}. */
    public static Value and(Builder b, Location location, Value lhs, Value rhs) {
        return binary(b, location, LlvmArithOps.AND, lhs, rhs);
    }

    /** {@code llvm.or}. */
    public static Value or(Builder b, Location location, Value lhs, Value rhs) {
        return binary(b, location, LlvmArithOps.OR, lhs, rhs);
    }

    /** {@code llvm.xor}. */
    public static Value xor(Builder b, Location location, Value lhs, Value rhs) {
        return binary(b, location, LlvmArithOps.XOR, lhs, rhs);
    }

    /** {@code llvm.lshr}. */
    public static Value lshr(Builder b, Location location, Value lhs, Value rhs) {
        return binary(b, location, LlvmArithOps.LSHR, lhs, rhs);
    }

    /** {@code llvm.ashr}. */
    public static Value ashr(Builder b, Location location, Value lhs, Value rhs) {
        return binary(b, location, LlvmArithOps.ASHR, lhs, rhs);
    }

    /** {@code llvm.fadd} with {@code fastmath} flags (null: none). */
    public static Value fadd(Builder b, Location location, Value lhs, Value rhs, FastmathFlagsAttr fastmath) {
        return binary(b, location, LlvmArithOps.FADD, lhs, rhs, fastmath);
    }

    /** {@code llvm.fsub} with {@code fastmath} flags (null: none). */
    public static Value fsub(Builder b, Location location, Value lhs, Value rhs, FastmathFlagsAttr fastmath) {
        return binary(b, location, LlvmArithOps.FSUB, lhs, rhs, fastmath);
    }

    /** {@code llvm.fmul} with {@code fastmath} flags (null: none). */
    public static Value fmul(Builder b, Location location, Value lhs, Value rhs, FastmathFlagsAttr fastmath) {
        return binary(b, location, LlvmArithOps.FMUL, lhs, rhs, fastmath);
    }

    /** {@code llvm.fdiv} with {@code fastmath} flags (null: none). */
    public static Value fdiv(Builder b, Location location, Value lhs, Value rhs, FastmathFlagsAttr fastmath) {
        return binary(b, location, LlvmArithOps.FDIV, lhs, rhs, fastmath);
    }

    /** {@code llvm.frem} with {@code fastmath} flags (null: none). */
    public static Value frem(Builder b, Location location, Value lhs, Value rhs, FastmathFlagsAttr fastmath) {
        return binary(b, location, LlvmArithOps.FREM, lhs, rhs, fastmath);
    }

    /** {@code llvm.fneg} with {@code fastmath} flags (null: none). */
    public static Value fneg(Builder b, Location location, Value operand, FastmathFlagsAttr fastmath) {
        OperationState state = state(b, LlvmArithOps.FNEG, location);
        state.operands.add(operand);
        state.properties.put(FastmathFlagsAttr.PROPERTY, fastmath == null ? FastmathFlagsAttr.NONE : fastmath);
        return single(b, state, operand.type());
    }

    /** {@code llvm.icmp "predicate" %lhs, %rhs}; the result is i1 or a vector of i1. */
    public static Value icmp(Builder b, Location location, ICmpPredicate predicate, Value lhs, Value rhs) {
        return compare(b, location, LlvmArithOps.ICMP, predicate, lhs, rhs, null);
    }

    /** {@code llvm.fcmp "predicate" %lhs, %rhs} with {@code fastmath} flags (null: none). */
    public static Value fcmp(Builder b, Location location, FCmpPredicate predicate, Value lhs, Value rhs,
                             FastmathFlagsAttr fastmath) {
        return compare(b, location, LlvmArithOps.FCMP, predicate, lhs, rhs,
                fastmath == null ? FastmathFlagsAttr.NONE : fastmath);
    }

    private static Value compare(Builder b, Location location, String name, LlvmEnum predicate, Value lhs,
                                 Value rhs, FastmathFlagsAttr fastmath) {
        OperationState state = state(b, name, location);
        state.operands.addAll(List.of(lhs, rhs));
        state.properties.put(LlvmArithOps.PREDICATE, LlvmEnum.i64(predicate));
        if (fastmath != null) {
            state.properties.put(FastmathFlagsAttr.PROPERTY, fastmath);
        }
        return single(b, state, LlvmOps.i1Like(lhs.type()));
    }

    /** {@code llvm.select %condition, %trueValue, %falseValue}. */
    public static Value select(Builder b, Location location, Value condition, Value trueValue, Value falseValue) {
        OperationState state = state(b, LlvmArithOps.SELECT, location);
        state.operands.addAll(List.of(condition, trueValue, falseValue));
        state.properties.put(FastmathFlagsAttr.PROPERTY, FastmathFlagsAttr.NONE);
        return single(b, state, trueValue.type());
    }

    /** The cast {@code name} (one of {@link LlvmArithOps}' casts) of {@code value} to {@code to}. */
    public static Value cast(Builder b, Location location, String name, Value value, Type to) {
        if (!LlvmArithOps.CASTS.contains(name)) {
            throw new IllegalArgumentException(name + " is not a cast");
        }
        OperationState state = state(b, name, location);
        state.operands.add(value);
        return single(b, state, to);
    }

    /** {@code llvm.trunc %value : T to to}. */
    public static Value trunc(Builder b, Location location, Value value, Type to) {
        return cast(b, location, LlvmArithOps.TRUNC, value, to);
    }

    /** {@code llvm.zext %value : T to to}. */
    public static Value zext(Builder b, Location location, Value value, Type to) {
        return cast(b, location, LlvmArithOps.ZEXT, value, to);
    }

    /** {@code llvm.sext %value : T to to}. */
    public static Value sext(Builder b, Location location, Value value, Type to) {
        return cast(b, location, LlvmArithOps.SEXT, value, to);
    }

    /** {@code llvm.fptrunc %value : T to to}. */
    public static Value fptrunc(Builder b, Location location, Value value, Type to) {
        return cast(b, location, LlvmArithOps.FPTRUNC, value, to);
    }

    /** {@code llvm.fpext %value : T to to}. */
    public static Value fpext(Builder b, Location location, Value value, Type to) {
        return cast(b, location, LlvmArithOps.FPEXT, value, to);
    }

    /** {@code llvm.fptosi %value : T to to}. */
    public static Value fptosi(Builder b, Location location, Value value, Type to) {
        return cast(b, location, LlvmArithOps.FPTOSI, value, to);
    }

    /** {@code llvm.fptoui %value : T to to}. */
    public static Value fptoui(Builder b, Location location, Value value, Type to) {
        return cast(b, location, LlvmArithOps.FPTOUI, value, to);
    }

    /** {@code llvm.sitofp %value : T to to}. */
    public static Value sitofp(Builder b, Location location, Value value, Type to) {
        return cast(b, location, LlvmArithOps.SITOFP, value, to);
    }

    /** {@code llvm.uitofp %value : T to to}. */
    public static Value uitofp(Builder b, Location location, Value value, Type to) {
        return cast(b, location, LlvmArithOps.UITOFP, value, to);
    }

    /** {@code llvm.ptrtoint %value : !llvm.ptr to to}. */
    public static Value ptrtoint(Builder b, Location location, Value value, Type to) {
        return cast(b, location, LlvmArithOps.PTRTOINT, value, to);
    }

    /** {@code llvm.inttoptr %value : T to to}. */
    public static Value inttoptr(Builder b, Location location, Value value, Type to) {
        return cast(b, location, LlvmArithOps.INTTOPTR, value, to);
    }

    /** {@code llvm.addrspacecast %value : !llvm.ptr<n> to to}. */
    public static Value addrspacecast(Builder b, Location location, Value value, Type to) {
        return cast(b, location, LlvmArithOps.ADDRSPACECAST, value, to);
    }

    /** {@code llvm.bitcast %value : T to to}. */
    public static Value bitcast(Builder b, Location location, Value value, Type to) {
        return cast(b, location, LlvmArithOps.BITCAST, value, to);
    }

    /** {@code llvm.extractvalue %container[position...]}; the result type is the element at the position. */
    public static Value extractValue(Builder b, Location location, Value container, long... position) {
        DenseArrayAttr positionAttr = position(position);
        Type element = LlvmAggregateOps.elementAt(container.type(), positionAttr.elements(), m -> {
            throw new IllegalArgumentException(LlvmAggregateOps.EXTRACTVALUE + ": " + m);
        });
        OperationState state = state(b, LlvmAggregateOps.EXTRACTVALUE, location);
        state.operands.add(container);
        state.properties.put(LlvmAggregateOps.POSITION, positionAttr);
        return single(b, state, element);
    }

    /** {@code llvm.insertvalue %value, %container[position...]}; the result has the container's type. */
    public static Value insertValue(Builder b, Location location, Value container, Value value, long... position) {
        DenseArrayAttr positionAttr = position(position);
        Type element = LlvmAggregateOps.elementAt(container.type(), positionAttr.elements(), m -> {
            throw new IllegalArgumentException(LlvmAggregateOps.INSERTVALUE + ": " + m);
        });
        if (!element.equals(value.type())) {
            throw new IllegalArgumentException(LlvmAggregateOps.INSERTVALUE + ": the value's type "
                    + LlvmTypes.toString(value.type()) + " is not the element type " + LlvmTypes.toString(element));
        }
        OperationState state = state(b, LlvmAggregateOps.INSERTVALUE, location);
        state.operands.addAll(List.of(container, value));
        state.properties.put(LlvmAggregateOps.POSITION, positionAttr);
        return single(b, state, container.type());
    }

    private static DenseArrayAttr position(long... position) {
        List<BigInteger> values = new ArrayList<>(position.length);
        for (long p : position) {
            values.add(BigInteger.valueOf(p));
        }
        return new DenseArrayAttr(IntegerType.of(64), values);
    }

    /** {@code llvm.extractelement %vector[%index]}; the result has the vector's element type. */
    public static Value extractElement(Builder b, Location location, Value vector, Value index) {
        OperationState state = state(b, LlvmVectorOps.EXTRACTELEMENT, location);
        state.operands.addAll(List.of(vector, index));
        return single(b, state, LlvmTypes.elementOrSelf(vector.type()));
    }

    /** {@code llvm.insertelement %value, %vector[%index]}; the result has the vector's type. */
    public static Value insertElement(Builder b, Location location, Value vector, Value value, Value index) {
        OperationState state = state(b, LlvmVectorOps.INSERTELEMENT, location);
        state.operands.addAll(List.of(vector, value, index));
        return single(b, state, vector.type());
    }

    /**
     * {@code llvm.shufflevector %v1, %v2 [mask]} of two fixed vectors of one type: a vector of the mask's length
     * (a 0-D vector of MLIR becomes a one-element one before this) with their element type.
     */
    public static Value shuffleVector(Builder b, Location location, Value v1, Value v2, int... mask) {
        if (!(v1.type() instanceof VectorType t) || !v1.type().equals(v2.type())) {
            throw new IllegalArgumentException(LlvmVectorOps.SHUFFLEVECTOR + " needs two vectors of one type, not "
                    + LlvmTypes.toString(v1.type()) + " and " + LlvmTypes.toString(v2.type()));
        }
        OperationState state = state(b, LlvmVectorOps.SHUFFLEVECTOR, location);
        state.operands.addAll(List.of(v1, v2));
        state.properties.put(LlvmVectorOps.MASK, DenseArrayAttr.ofI32(mask));
        return single(b, state, VectorType.of(List.of((long) mask.length), t.elementType()));
    }

    /**
     * {@code llvm.alloca %arraySize x elementType {alignment = a} : (iN) -> !llvm.ptr}; an alignment of 0 is left
     * out.
     */
    public static Value alloca(Builder b, Location location, Type elementType, Value arraySize, long alignment) {
        OperationState state = state(b, LlvmMemoryOps.ALLOCA, location);
        state.operands.add(arraySize);
        state.properties.put(LlvmMemoryOps.ELEM_TYPE, new TypeAttr(elementType));
        if (alignment != 0) {
            state.properties.put(LlvmMemoryOps.ALIGNMENT, i64(alignment));
        }
        return single(b, state, LlvmPointerType.DEFAULT);
    }

    /** {@code llvm.load %address : !llvm.ptr -> type}, not atomic, not volatile, of the ABI alignment. */
    public static Value load(Builder b, Location location, Type type, Value address) {
        return load(b, location, type, address, 0, false);
    }

    /** As {@link #load(Builder, Location, Type, Value)} with an explicit alignment (0: the ABI's). */
    public static Value load(Builder b, Location location, Type type, Value address, long alignment) {
        return load(b, location, type, address, alignment, false);
    }

    /**
     * As {@link #load(Builder, Location, Type, Value, long)}, with the {@code nontemporal} flag when
     * {@code nontemporal} is true.
     */
    public static Value load(Builder b, Location location, Type type, Value address, long alignment,
                             boolean nontemporal) {
        OperationState state = access(b, LlvmMemoryOps.LOAD, location, alignment, nontemporal);
        state.operands.add(address);
        return single(b, state, type);
    }

    /** {@code llvm.store %value, %address}, not atomic, not volatile, of the ABI alignment. */
    public static Operation store(Builder b, Location location, Value value, Value address) {
        return store(b, location, value, address, 0, false);
    }

    /** As {@link #store(Builder, Location, Value, Value)} with an explicit alignment (0: the ABI's). */
    public static Operation store(Builder b, Location location, Value value, Value address, long alignment) {
        return store(b, location, value, address, alignment, false);
    }

    /**
     * As {@link #store(Builder, Location, Value, Value, long)}, with the {@code nontemporal} flag when
     * {@code nontemporal} is true.
     */
    public static Operation store(Builder b, Location location, Value value, Value address, long alignment,
                                  boolean nontemporal) {
        OperationState state = access(b, LlvmMemoryOps.STORE, location, alignment, nontemporal);
        state.operands.addAll(List.of(value, address));
        return b.create(state);
    }

    /** The state of a non-atomic load or store: its ordering, alignment (0: none) and {@code nontemporal} flag. */
    private static OperationState access(Builder b, String name, Location location, long alignment,
                                         boolean nontemporal) {
        OperationState state = state(b, name, location);
        state.properties.put(LlvmMemoryOps.ORDERING, LlvmEnum.i64(AtomicOrdering.NOT_ATOMIC));
        if (alignment != 0) {
            state.properties.put(LlvmMemoryOps.ALIGNMENT, i64(alignment));
        }
        if (nontemporal) {
            state.properties.put(LlvmMemoryOps.NONTEMPORAL, UnitAttr.INSTANCE);
        }
        return state;
    }

    /**
     * {@code llvm.getelementptr %base[indices] : (...) -> !llvm.ptr, elementType}. Each index is a {@link Value}
     * (a dynamic index) or an {@link Integer} (a constant one, as struct fields need); {@code inbounds} sets the
     * flag.
     */
    public static Value gep(Builder b, Location location, Type elementType, Value base, List<?> indices,
                            boolean inbounds) {
        OperationState state = state(b, LlvmMemoryOps.GETELEMENTPTR, location);
        state.operands.add(base);
        int[] raw = new int[indices.size()];
        for (int i = 0; i < raw.length; i++) {
            switch (indices.get(i)) {
                case Value v -> {
                    raw[i] = LlvmMemoryOps.DYNAMIC_INDEX;
                    state.operands.add(v);
                }
                case Integer c when c != LlvmMemoryOps.DYNAMIC_INDEX -> raw[i] = c;
                default -> throw new IllegalArgumentException("a GEP index is a Value or an Integer, not "
                        + indices.get(i));
            }
        }
        state.properties.put(LlvmMemoryOps.RAW_CONSTANT_INDICES, DenseArrayAttr.ofI32(raw));
        state.properties.put(LlvmMemoryOps.ELEM_TYPE, new TypeAttr(elementType));
        if (inbounds) {
            state.properties.put(LlvmMemoryOps.INBOUNDS, UnitAttr.INSTANCE);
        }
        return single(b, state, base.type());
    }

    /**
     * {@code llvm.atomicrmw binOp %address, %value ordering : !llvm.ptr, T} (no alignment, volatile or syncscope),
     * as MLIR's {@code AtomicRMWOp} builder.
     */
    public static Value atomicRmw(Builder b, Location location, AtomicBinOp binOp, Value address, Value value,
                                  AtomicOrdering ordering) {
        OperationState state = state(b, LlvmAtomicOps.ATOMICRMW, location);
        state.operands.addAll(List.of(address, value));
        state.properties.put(LlvmAtomicOps.BIN_OP, LlvmEnum.i64(binOp));
        state.properties.put(LlvmMemoryOps.ORDERING, LlvmEnum.i64(ordering));
        return single(b, state, value.type());
    }

    /**
     * {@code llvm.cmpxchg %address, %expected, %replacement success failure : !llvm.ptr, T}, a
     * {@code !llvm.struct<(T, i1)>}. Unlike the other factories this one does not refuse a value type the
     * verifier rejects (a float): MLIR 19's {@code generic_atomic_rmw} lowering builds exactly that, and the
     * verifier then reports it at the operation.
     */
    public static Value cmpXchg(Builder b, Location location, Value address, Value expected, Value replacement,
                                AtomicOrdering success, AtomicOrdering failure) {
        OperationState state = state(b, LlvmAtomicOps.CMPXCHG, location);
        state.operands.addAll(List.of(address, expected, replacement));
        state.properties.put(LlvmAtomicOps.SUCCESS_ORDERING, LlvmEnum.i64(success));
        state.properties.put(LlvmAtomicOps.FAILURE_ORDERING, LlvmEnum.i64(failure));
        return single(b, state, LlvmAtomicOps.valueAndFlag(replacement.type()));
    }

    /**
     * {@code llvm.call @callee(args) : (argTypes) -> result}: the C calling convention, no tail-call kind, no
     * fast-math flags; {@code result} is null for a call of a void function.
     */
    public static Operation call(Builder b, Location location, String callee, Type result,
                                 List<? extends Value> arguments) {
        OperationState state = callState(b, location, result);
        state.properties.put(LlvmFuncOps.CALLEE, SymbolRefAttr.flat(callee));
        state.operands.addAll(arguments);
        return b.create(state);
    }

    /** An indirect {@code llvm.call %callee(args)} through a function pointer, as {@link #call} otherwise. */
    public static Operation callIndirect(Builder b, Location location, Value callee, Type result,
                                         List<? extends Value> arguments) {
        if (!(callee.type() instanceof LlvmPointerType)) {
            throw new IllegalArgumentException("an indirect " + LlvmFuncOps.CALL + " needs a pointer callee, not "
                    + LlvmTypes.toString(callee.type()));
        }
        OperationState state = callState(b, location, result);
        state.operands.add(callee);
        state.operands.addAll(arguments);
        return b.create(state);
    }

    private static OperationState callState(Builder b, Location location, Type result) {
        OperationState state = state(b, LlvmFuncOps.CALL, location);
        state.properties.put(LlvmFuncOps.CCONV, CConvAttr.C);
        state.properties.put(LlvmFuncOps.TAIL_CALL_KIND, TailCallKindAttr.NONE);
        state.properties.put(FastmathFlagsAttr.PROPERTY, FastmathFlagsAttr.NONE);
        if (result != null) {
            if (result.equals(LlvmPrimitiveType.VOID)) {
                throw new IllegalArgumentException("a call of a void function has no result: pass null");
            }
            state.resultTypes.add(result);
        }
        return state;
    }

    /** {@code llvm.return} of nothing or of one value. */
    public static Operation return_(Builder b, Location location, List<? extends Value> values) {
        if (values.size() > 1) {
            throw new IllegalArgumentException(LlvmFuncOps.RETURN + " takes at most one value, not "
                    + values.size());
        }
        OperationState state = state(b, LlvmFuncOps.RETURN, location);
        state.operands.addAll(values);
        return b.create(state);
    }

    /** {@code llvm.br ^dest(arguments)}. */
    public static Operation br(Builder b, Location location, Block dest, List<? extends Value> arguments) {
        OperationState state = state(b, LlvmBranchOps.BR, location);
        state.operands.addAll(arguments);
        state.successors.add(dest);
        return b.create(state);
    }

    /** {@code llvm.cond_br %condition, ^trueDest(trueArguments), ^falseDest(falseArguments)}. */
    public static Operation condBr(Builder b, Location location, Value condition, Block trueDest,
                                   List<? extends Value> trueArguments, Block falseDest,
                                   List<? extends Value> falseArguments) {
        OperationState state = state(b, LlvmBranchOps.COND_BR, location);
        state.operands.add(condition);
        state.operands.addAll(trueArguments);
        state.operands.addAll(falseArguments);
        state.successors.addAll(List.of(trueDest, falseDest));
        state.properties.put(LlvmBranchOps.OPERAND_SEGMENT_SIZES, DenseArrayAttr.ofI32(1, trueArguments.size(),
                falseArguments.size()));
        return b.create(state);
    }

    /**
     * {@code llvm.cond_br %condition weights([t, f]), ^trueDest(trueArguments), ^falseDest(falseArguments)}: as
     * {@link #condBr(Builder, Location, Value, Block, List, Block, List)}, with {@code branchWeights} (an
     * {@code array<i32: t, f>}, or null for none).
     */
    public static Operation condBr(Builder b, Location location, Value condition, Block trueDest,
                                   List<? extends Value> trueArguments, Block falseDest,
                                   List<? extends Value> falseArguments, DenseArrayAttr branchWeights) {
        if (branchWeights != null && branchWeights.elements().size() != 2) {
            throw new IllegalArgumentException(LlvmBranchOps.COND_BR + " takes two branch weights, not "
                    + branchWeights.elements().size());
        }
        Operation op = condBr(b, location, condition, trueDest, trueArguments, falseDest, falseArguments);
        if (branchWeights != null) {
            op.setAttribute(LlvmBranchOps.BRANCH_WEIGHTS, branchWeights);
        }
        return op;
    }

    /**
     * {@code llvm.switch %flag : iN, ^default(defaultArguments) [v: ^dest(arguments), ...]}: {@code caseValues}
     * (a dense vector of the flag's type with one value per case, or null when there are no cases), the case
     * destinations and each case's arguments.
     */
    public static Operation switch_(Builder b, Location location, Value flag, Block defaultDest,
                                    List<? extends Value> defaultArguments, DenseElementsAttr caseValues,
                                    List<Block> caseDests, List<? extends List<? extends Value>> caseArguments) {
        if (!(flag.type() instanceof IntegerType)) {
            throw new IllegalArgumentException(LlvmBranchOps.SWITCH + " needs an integer flag, not "
                    + LlvmTypes.toString(flag.type()));
        }
        if (caseDests.size() != caseArguments.size()) {
            throw new IllegalArgumentException(caseDests.size() + " case destinations but " + caseArguments.size()
                    + " case argument lists");
        }
        long count = caseValues == null ? 0 : caseValues.type().elementCount();
        if (count != caseDests.size()) {
            throw new IllegalArgumentException(count + " case values for " + caseDests.size() + " cases");
        }
        if (caseValues != null && !caseValues.type().elementType().equals(flag.type())) {
            throw new IllegalArgumentException("the case values' type differs from the flag's");
        }
        OperationState state = state(b, LlvmBranchOps.SWITCH, location);
        state.operands.add(flag);
        state.operands.addAll(defaultArguments);
        state.successors.add(defaultDest);
        int[] caseSizes = new int[caseArguments.size()];
        int caseTotal = 0;
        for (int i = 0; i < caseSizes.length; i++) {
            caseSizes[i] = caseArguments.get(i).size();
            caseTotal += caseSizes[i];
            state.operands.addAll(caseArguments.get(i));
        }
        state.successors.addAll(caseDests);
        if (caseValues != null) {
            state.properties.put(LlvmBranchOps.CASE_VALUES, caseValues);
        }
        state.properties.put(LlvmBranchOps.CASE_OPERAND_SEGMENTS, DenseArrayAttr.ofI32(caseSizes));
        state.properties.put(LlvmBranchOps.OPERAND_SEGMENT_SIZES, DenseArrayAttr.ofI32(1, defaultArguments.size(),
                caseTotal));
        return b.create(state);
    }

    /** {@code llvm.unreachable}. */
    public static Operation unreachable(Builder b, Location location) {
        return b.create(state(b, LlvmFuncOps.UNREACHABLE, location));
    }

    /**
     * {@code llvm.func @name(params) -> result} declared only (an empty body): external linkage, the C calling
     * convention, as MLIR's builder makes it (without the {@code unnamed_addr} property the parser adds).
     */
    public static Operation funcDeclaration(Builder b, Location location, String name, LlvmFunctionType type) {
        return func(b, location, name, type, Linkage.EXTERNAL, Map.of());
    }

    /**
     * {@code llvm.func @name} of {@code type} with {@code linkage}, as MLIR's {@code LLVMFuncOp::build}: the C
     * calling convention, default visibility, no {@code unnamed_addr} property, the discardable
     * {@code attributes}, and one empty body region (a declaration until blocks are added).
     */
    public static Operation func(Builder b, Location location, String name, LlvmFunctionType type, Linkage linkage,
                                 Map<String, Attribute> attributes) {
        OperationState state = state(b, LlvmFuncOp.NAME, location);
        state.properties.put(LlvmFuncOp.SYM_NAME, StringAttr.of(name));
        state.properties.put(LlvmFuncOp.FUNCTION_TYPE, new TypeAttr(type));
        state.properties.put(LlvmFuncOp.LINKAGE, new LinkageAttr(linkage));
        state.properties.put(LlvmFuncOp.CCONV, CConvAttr.C);
        state.properties.put(LlvmFuncOp.VISIBILITY, LlvmEnum.i64(Visibility.DEFAULT));
        attributes.forEach(state::addAttribute);
        state.addRegion();
        return b.create(state);
    }

    /**
     * {@code llvm.mlir.global <linkage> constant @name(value) {addr_space = 0 : i32} : type}: a constant global
     * in address space 0 initialized with {@code value}, as MLIR's builder makes it (without
     * {@code unnamed_addr}).
     */
    public static Operation globalConstant(Builder b, Location location, String name, Linkage linkage, Type type,
                                           Attribute value) {
        return global(b, location, name, type, true, linkage, value, 0, 0);
    }

    /**
     * {@code llvm.mlir.global private constant @name(dense<[bytes..., 0]> : tensor<Nxi8>) : !llvm.array<N x i8>}:
     * {@code bytes} with a terminating zero, as the lowerings of {@code cf.assert} and {@code vector.print} make their
     * strings (a splat when every byte is the same). Returns the array type, for the {@code llvm.getelementptr} of
     * its address.
     */
    public static LlvmArrayType cStringGlobal(Builder b, Location location, String name, byte[] bytes) {
        List<BigInteger> elements = new ArrayList<>(bytes.length + 1);
        for (byte c : bytes) {
            elements.add(BigInteger.valueOf(c));
        }
        elements.add(BigInteger.ZERO);
        IntegerType i8 = IntegerType.of(8);
        LlvmArrayType type = new LlvmArrayType(i8, elements.size());
        boolean splat = elements.stream().distinct().count() == 1;
        DenseElementsAttr data = new DenseElementsAttr(new RankedTensorType(List.of((long) elements.size()), i8, null),
                splat ? elements.subList(0, 1) : elements, splat);
        globalConstant(b, location, name, Linkage.PRIVATE, type, data);
        return type;
    }

    /**
     * {@code llvm.mlir.global <linkage> constant? @name(value) {addr_space = a, alignment = n} : type}, as MLIR's
     * {@code GlobalOp::build}: {@code value} null leaves the initializer out, {@code alignment} 0 leaves the
     * alignment out; the initializer region is empty (add a block to give it a body).
     */
    public static Operation global(Builder b, Location location, String name, Type type, boolean constant,
                                   Linkage linkage, Attribute value, long alignment, int addressSpace) {
        OperationState state = state(b, LlvmGlobalOp.NAME, location);
        state.properties.put(LlvmGlobalOp.ADDR_SPACE, i32(addressSpace));
        if (alignment != 0) {
            state.properties.put(LlvmGlobalOp.ALIGNMENT, i64(alignment));
        }
        if (constant) {
            state.properties.put(LlvmGlobalOp.CONSTANT, UnitAttr.INSTANCE);
        }
        state.properties.put(LlvmGlobalOp.GLOBAL_TYPE, new TypeAttr(type));
        state.properties.put(LlvmGlobalOp.LINKAGE, new LinkageAttr(linkage));
        state.properties.put(LlvmGlobalOp.SYM_NAME, StringAttr.of(name));
        if (value != null) {
            state.properties.put(LlvmGlobalOp.VALUE, value);
        }
        state.properties.put(LlvmGlobalOp.VISIBILITY, LlvmEnum.i64(Visibility.DEFAULT));
        state.addRegion();
        return b.create(state);
    }

    /**
     * The floating-point intrinsic {@code name} (one of {@link LlvmIntrinsicOps}' with fast-math flags:
     * {@code SQRT}, {@code FABS}, {@code POW}, ...) of {@code operands}, with {@code flags} (null: none); the result
     * has the first operand's type.
     */
    public static Value floatIntrinsic(Builder b, Location location, String name, FastmathFlagsAttr flags,
                                       Value... operands) {
        if (!LlvmIntrinsicOps.isFloatMath(name)) {
            throw new IllegalArgumentException(name + " is not a floating-point intrinsic");
        }
        if (operands.length == 0) {
            throw new IllegalArgumentException(name + " needs operands");
        }
        OperationState state = state(b, name, location);
        state.operands.addAll(List.of(operands));
        state.properties.put(FastmathFlagsAttr.PROPERTY, flags == null ? FastmathFlagsAttr.NONE : flags);
        return single(b, state, operands[0].type());
    }

    /**
     * The intrinsic {@code name} (one of {@link LlvmIntrinsicOps}' names) of {@code operands} with one result of
     * {@code resultType}, and fast-math flags {@code flags} when not null (for the intrinsics that have them).
     */
    public static Value intrinsic(Builder b, Location location, String name, Type resultType, List<Value> operands,
                                  FastmathFlagsAttr flags) {
        if (LlvmIntrinsicOps.llvmIntrinsicName(name) == null) {
            throw new IllegalArgumentException(name + " is not an intrinsic");
        }
        OperationState state = state(b, name, location);
        state.operands.addAll(operands);
        if (flags != null) {
            state.properties.put(FastmathFlagsAttr.PROPERTY, flags);
        }
        return single(b, state, resultType);
    }

    /** {@code llvm.intr.memcpy(%dst, %src, %len) <{isVolatile = v}>} (generic form): copies {@code len} bytes. */
    public static Operation memcpy(Builder b, Location location, Value dst, Value src, Value len,
                                   boolean isVolatile) {
        OperationState state = state(b, LlvmIntrinsicOps.MEMCPY, location);
        state.operands.addAll(List.of(dst, src, len));
        state.properties.put(LlvmIntrinsicOps.IS_VOLATILE, IntegerAttr.bool(isVolatile));
        return b.create(state);
    }

    /** {@code llvm.intr.stacksave : !llvm.ptr}: the current stack position. */
    public static Value stackSave(Builder b, Location location) {
        return single(b, state(b, LlvmIntrinsicOps.STACKSAVE, location), LlvmPointerType.DEFAULT);
    }

    /** {@code llvm.intr.stackrestore %ptr : !llvm.ptr}: returns the stack to a saved position. */
    public static Operation stackRestore(Builder b, Location location, Value saved) {
        OperationState state = state(b, LlvmIntrinsicOps.STACKRESTORE, location);
        state.operands.add(saved);
        return b.create(state);
    }

    /** {@code llvm.intr.assume(%condition) : (i1) -> ()} (generic form). */
    public static Operation assume(Builder b, Location location, Value condition) {
        OperationState state = state(b, LlvmIntrinsicOps.ASSUME, location);
        state.operands.add(condition);
        return b.create(state);
    }

    /** {@code llvm.intr.prefetch(%address) <{rw, hint, cache}>} (generic form): LLVM's prefetch immediates, as i32s. */
    public static Operation prefetch(Builder b, Location location, Value address, int rw, int hint, int cache) {
        OperationState state = state(b, LlvmIntrinsicOps.PREFETCH, location);
        state.operands.add(address);
        state.properties.put(LlvmIntrinsicOps.RW, i32(rw));
        state.properties.put(LlvmIntrinsicOps.HINT, i32(hint));
        state.properties.put(LlvmIntrinsicOps.CACHE, i32(cache));
        return b.create(state);
    }

    /**
     * {@code llvm.intr.masked.load %ptr, %mask, %passThru {alignment}}: the lanes of {@code passThru}'s type whose
     * mask bit is set are read from {@code ptr}, the others taken from {@code passThru}.
     */
    public static Value maskedLoad(Builder b, Location location, Value ptr, Value mask, Value passThru,
                                   int alignment) {
        OperationState state = state(b, LlvmMaskedMemoryOps.MASKED_LOAD, location);
        state.operands.addAll(List.of(ptr, mask, passThru));
        state.properties.put(LlvmMaskedMemoryOps.ALIGNMENT, i32(alignment));
        return single(b, state, passThru.type());
    }

    /** {@code llvm.intr.masked.store %value, %ptr, %mask {alignment}}: writes the lanes whose mask bit is set. */
    public static Operation maskedStore(Builder b, Location location, Value value, Value ptr, Value mask,
                                        int alignment) {
        OperationState state = state(b, LlvmMaskedMemoryOps.MASKED_STORE, location);
        state.operands.addAll(List.of(value, ptr, mask));
        state.properties.put(LlvmMaskedMemoryOps.ALIGNMENT, i32(alignment));
        return b.create(state);
    }
}

package dev.mlirj.dialect.llvm;

import static dev.mlirj.dialect.llvm.LlvmOps.def;
import static dev.mlirj.dialect.llvm.LlvmOps.fail;
import static dev.mlirj.dialect.llvm.LlvmOps.str;

import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.DenseArrayAttr;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.FunctionType;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.OpAsmParser.UnresolvedOperand;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.StringAttr;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.TypeAttr;
import dev.mlirj.ir.UnitAttr;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.VectorType;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The LLVM dialect's memory operations: {@code llvm.alloca}, {@code llvm.getelementptr}, {@code llvm.load} and
 * {@code llvm.store}. Aggregates are in {@link LlvmAggregateOps}, vector elements in {@link LlvmVectorOps},
 * atomics in {@link LlvmAtomicOps}, constants and globals in {@link LlvmConstantOps}. The views take an operation
 * of one of these kinds (unchecked, as ODS's getters); the property names are shared by the atomics.
 */
public final class LlvmMemoryOps {
    /** {@code llvm.alloca}. */
    public static final String ALLOCA = "llvm.alloca";
    /** {@code llvm.getelementptr}. */
    public static final String GETELEMENTPTR = "llvm.getelementptr";
    /** {@code llvm.load}. */
    public static final String LOAD = "llvm.load";
    /** {@code llvm.store}. */
    public static final String STORE = "llvm.store";

    /** The alignment property (bytes; absent or 0 for the ABI's). */
    public static final String ALIGNMENT = "alignment";
    /** The element type property of {@code alloca} and {@code getelementptr}. */
    public static final String ELEM_TYPE = "elem_type";
    /** {@code alloca}'s {@code inalloca} flag. */
    public static final String INALLOCA = "inalloca";
    /** {@code getelementptr}'s indices, {@link #DYNAMIC_INDEX} marking the operands. */
    public static final String RAW_CONSTANT_INDICES = "rawConstantIndices";
    /** {@code getelementptr}'s {@code inbounds} flag. */
    public static final String INBOUNDS = "inbounds";
    /** The {@code volatile} flag of accesses. */
    public static final String VOLATILE = "volatile_";
    /** The {@code nontemporal} flag of loads and stores. */
    public static final String NONTEMPORAL = "nontemporal";
    /** A load's {@code invariant} flag. */
    public static final String INVARIANT = "invariant";
    /** The {@code invariant.group} flag of loads and stores. */
    public static final String INVARIANT_GROUP = "invariantGroup";
    /** The atomic ordering of loads, stores and {@code atomicrmw}. */
    public static final String ORDERING = "ordering";
    /** The synchronization scope of atomic accesses. */
    public static final String SYNCSCOPE = "syncscope";
    /** A load's {@code dereferenceable} metadata. */
    public static final String DEREFERENCEABLE = "dereferenceable";
    /** The metadata of accesses (and calls) that the translation to LLVM IR does not carry. */
    public static final List<String> ALIAS_METADATA = List.of("access_groups", "alias_scopes", "noalias_scopes",
            "tbaa");

    /** The marker in {@code rawConstantIndices} for an index that is an operand (MLIR's {@code kDynamicIndex}). */
    public static final int DYNAMIC_INDEX = Integer.MIN_VALUE;

    private LlvmMemoryOps() {
    }

    /** The number of elements {@code alloca} allocates. */
    public static Value arraySize(Operation op) {
        return op.operand(0);
    }

    /** The element type of {@code alloca} or {@code getelementptr}. */
    public static Type elemType(Operation op) {
        return ((TypeAttr) op.properties().get(ELEM_TYPE)).type();
    }

    /** The alignment of an {@code alloca}, load or store; 0 when absent (the ABI's). */
    public static long alignment(Operation op) {
        return LlvmOps.longProperty(op, ALIGNMENT, 0);
    }

    /** Whether an {@code alloca} is {@code inalloca}. */
    public static boolean inalloca(Operation op) {
        return LlvmOps.flag(op, INALLOCA);
    }

    /** The base pointer of {@code getelementptr}. */
    public static Value base(Operation op) {
        return op.operand(0);
    }

    /** The dynamic indices of {@code getelementptr}: its operands after the base. */
    public static List<Value> dynamicIndices(Operation op) {
        return op.operands().subList(1, op.operandCount());
    }

    /** The indices of {@code getelementptr}, constants or {@link #DYNAMIC_INDEX} for each dynamic one in turn. */
    public static int[] rawConstantIndices(Operation op) {
        return ((DenseArrayAttr) op.properties().get(RAW_CONSTANT_INDICES)).elements().stream()
                .mapToInt(BigInteger::intValue).toArray();
    }

    /** Whether a {@code getelementptr} is {@code inbounds}. */
    public static boolean inbounds(Operation op) {
        return LlvmOps.flag(op, INBOUNDS);
    }

    /** The address a load reads or a store writes (its last operand). */
    public static Value addr(Operation op) {
        return op.operand(op.operandCount() - 1);
    }

    /** The value a store writes. */
    public static Value value(Operation op) {
        return op.operand(0);
    }

    /** The value a load reads. */
    public static Value res(Operation op) {
        return op.result(0);
    }

    /** Whether a load or store is {@code volatile}. */
    public static boolean volatile_(Operation op) {
        return LlvmOps.flag(op, VOLATILE);
    }

    /** Whether a load or store is {@code nontemporal}. */
    public static boolean nontemporal(Operation op) {
        return LlvmOps.flag(op, NONTEMPORAL);
    }

    /** Whether a load is {@code invariant}. */
    public static boolean invariant(Operation op) {
        return LlvmOps.flag(op, INVARIANT);
    }

    /** Whether a load or store has {@code invariant.group}. */
    public static boolean invariantGroup(Operation op) {
        return LlvmOps.flag(op, INVARIANT_GROUP);
    }

    /** The atomic ordering of a load or store; {@code not_atomic} when absent, null when invalid. */
    public static AtomicOrdering ordering(Operation op) {
        Attribute ordering = op.properties().get(ORDERING);
        return ordering == null ? AtomicOrdering.NOT_ATOMIC
                : LlvmEnum.byAttribute(AtomicOrdering.values(), ordering);
    }

    /** The synchronization scope of an atomic access, or null (the whole system). */
    public static String syncscope(Operation op) {
        return op.properties().get(SYNCSCOPE) instanceof StringAttr s ? s.value() : null;
    }

    /** A load's {@code dereferenceable} metadata, or null. */
    public static Attribute dereferenceable(Operation op) {
        return op.properties().get(DEREFERENCEABLE);
    }

    static void register(Consumer<OpDefinition> register) {
        register.accept(def(ALLOCA, Set.of(), Set.of(ALIGNMENT, ELEM_TYPE, INALLOCA), new Alloca(),
                (op, d) -> LlvmOps.operandIs(op, 0, LlvmTypeConstraints.SIGNLESS_INT, d)));
        register.accept(def(GETELEMENTPTR, EnumSet.of(OpTrait.PURE), Set.of(RAW_CONSTANT_INDICES, ELEM_TYPE,
                INBOUNDS), new Gep(), LlvmMemoryOps::verifyGep));
        Set<String> access = new HashSet<>(List.of(ALIGNMENT, VOLATILE, NONTEMPORAL, INVARIANT, INVARIANT_GROUP,
                ORDERING, SYNCSCOPE, DEREFERENCEABLE));
        access.addAll(ALIAS_METADATA);
        register.accept(def(LOAD, Set.of(OpTrait.MEMORY_READ), access, new Load(), (op, d) -> verifyAccess(op, d,
                op.result(0).type(), op.operand(0), AtomicOrdering.RELEASE)));
        register.accept(def(STORE, Set.of(), access, new Store(), (op, d) -> verifyAccess(op, d,
                op.operand(0).type(), op.operand(1), AtomicOrdering.ACQUIRE)));
        LlvmAggregateOps.register(register);
        LlvmVectorOps.register(register);
    }

    private static List<Type> typesOf(List<? extends Value> values) {
        List<Type> out = new ArrayList<>();
        for (Value v : values) {
            out.add(v.type());
        }
        return out;
    }

    /** {@code inalloca? %size x elemType {attrs}? : (sizeType) -> ptrType}. */
    private record Alloca() implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            if (parser.parseOptionalKeyword("inalloca")) {
                state.properties.put(INALLOCA, UnitAttr.INSTANCE);
            }
            UnresolvedOperand size = parser.parseOperand();
            if (size == null || !parser.parseKeyword("x")) {
                return false;
            }
            Type elem = parser.parseType();
            if (elem == null || !parser.parseOptionalAttrDict(state)) {
                return false;
            }
            if (state.properties.get(ALIGNMENT) instanceof IntegerAttr a && a.value().signum() == 0) {
                state.properties.remove(ALIGNMENT);
            }
            Location typeAt = parser.location();
            Type t = parser.parseColonType();
            if (t == null) {
                return false;
            }
            if (!(t instanceof FunctionType fn) || fn.inputs().size() != 1 || fn.results().size() != 1) {
                return parser.emitError(typeAt, "expected trailing function type with one argument and one result");
            }
            if (!parser.resolveOperands(List.of(size), fn.inputs().getFirst(), state.operands)) {
                return false;
            }
            if (fn.results().getFirst() instanceof LlvmPointerType) {
                state.properties.put(ELEM_TYPE, new TypeAttr(elem));
            }
            state.resultTypes.add(fn.results().getFirst());
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            if (op.properties().containsKey(INALLOCA)) {
                printer.print(" inalloca");
            }
            printer.print(" ").printOperand(arraySize(op)).print(" x ").print(elemType(op));
            List<String> elided = new ArrayList<>(List.of(ELEM_TYPE, INALLOCA));
            if (op.properties().get(ALIGNMENT) instanceof IntegerAttr a && a.value().signum() == 0) {
                elided.add(ALIGNMENT);
            }
            printer.printOptionalAttrDict(LlvmOps.allAttrs(op), elided);
            printer.print(" : ").print(new FunctionType(List.of(op.operand(0).type()), op.resultTypes()));
        }
    }

    /** {@code inbounds? %base[indices] {attrs}? : (operandTypes) -> resultType, elemType}. */
    private record Gep() implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            if (parser.parseOptionalKeyword("inbounds")) {
                state.properties.put(INBOUNDS, UnitAttr.INSTANCE);
            }
            UnresolvedOperand base = parser.parseOperand();
            if (base == null || !parser.parseLSquare()) {
                return false;
            }
            List<UnresolvedOperand> operands = new ArrayList<>(List.of(base));
            List<Integer> raw = new ArrayList<>();
            do {
                Location at = parser.location();
                Long constant = parser.parseOptionalInteger();
                if (constant != null) {
                    if (constant < Integer.MIN_VALUE || constant > Integer.MAX_VALUE) {
                        return parser.emitError(at, "integer value too large");
                    }
                    raw.add(constant.intValue());
                    continue;
                }
                UnresolvedOperand index = parser.parseOperand();
                if (index == null) {
                    return false;
                }
                raw.add(DYNAMIC_INDEX);
                operands.add(index);
            } while (parser.parseOptionalComma());
            if (!parser.parseRSquare() || !parser.parseOptionalAttrDict(state)) {
                return false;
            }
            state.properties.put(RAW_CONSTANT_INDICES,
                    DenseArrayAttr.ofI32(raw.stream().mapToInt(Integer::intValue).toArray()));
            Location typeAt = parser.location();
            Type t = parser.parseColonType();
            if (t == null) {
                return false;
            }
            if (!(t instanceof FunctionType fn) || fn.results().size() != 1) {
                return parser.emitError(typeAt, "expected a function type with one result");
            }
            if (!parser.resolveOperands(operands, fn.inputs(), typeAt, state.operands) || !parser.parseComma()) {
                return false;
            }
            Type elem = parser.parseType();
            if (elem == null) {
                return false;
            }
            state.properties.put(ELEM_TYPE, new TypeAttr(elem));
            state.resultTypes.add(fn.results().getFirst());
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            if (op.properties().containsKey(INBOUNDS)) {
                printer.print(" inbounds");
            }
            printer.print(" ").printOperand(op.operand(0)).print("[");
            int next = 1;
            int[] raw = rawConstantIndices(op);
            for (int i = 0; i < raw.length; i++) {
                if (i > 0) {
                    printer.print(", ");
                }
                if (raw[i] == DYNAMIC_INDEX) {
                    printer.printOperand(op.operand(next++));
                } else {
                    printer.print(Integer.toString(raw[i]));
                }
            }
            printer.print("]");
            printer.printOptionalAttrDict(LlvmOps.allAttrs(op), List.of(INBOUNDS, RAW_CONSTANT_INDICES, ELEM_TYPE));
            printer.print(" : ").print(new FunctionType(typesOf(op.operands()), op.resultTypes())).print(", ")
                    .print(elemType(op));
        }
    }

    /** MLIR 19's GEP checks: as many operands as dynamic indices, constant in-bounds struct indices. */
    private static boolean verifyGep(Operation op, DiagnosticEngine d) {
        if (!(op.properties().get(RAW_CONSTANT_INDICES) instanceof DenseArrayAttr rawAttr)
                || !(op.properties().get(ELEM_TYPE) instanceof TypeAttr elem)) {
            return fail(op, d, "requires attributes 'elem_type' and 'rawConstantIndices'");
        }
        if (!LlvmOps.operandIs(op, 0, LlvmTypeConstraints.POINTER, d)) {
            return false;
        }
        List<BigInteger> raw = rawAttr.elements();
        long dynamic = raw.stream().filter(v -> v.intValue() == DYNAMIC_INDEX).count();
        if (dynamic != op.operandCount() - 1) {
            return fail(op, d, "expected as many dynamic indices as specified in 'rawConstantIndices'");
        }
        Type current = elem.type();
        for (int pos = 1; pos < raw.size(); pos++) {
            int index = raw.get(pos).intValue();
            switch (current) {
                case LlvmStructType s -> {
                    if (index == DYNAMIC_INDEX) {
                        return fail(op, d, "expected index " + pos + " indexing a struct to be constant");
                    }
                    if (index < 0 || index >= s.body().size()) {
                        return fail(op, d, "index " + pos + " indexing a struct is out of bounds");
                    }
                    current = s.body().get(index);
                }
                case LlvmArrayType a -> current = a.elementType();
                case VectorType v -> current = v.elementType();
                default -> {
                    return fail(op, d, "type " + str(current) + " cannot be indexed (index #" + pos + ")");
                }
            }
        }
        return true;
    }

    /** The {@code atomic syncscope("x")? ordering} part of load and store, into {@code state}. */
    private static boolean parseAtomic(OpAsmParser parser, OperationState state) {
        state.properties.put(ORDERING, LlvmEnum.i64(AtomicOrdering.NOT_ATOMIC));
        if (!parser.parseOptionalKeyword("atomic")) {
            return true;
        }
        if (!LlvmAtomicOps.parseSyncscope(parser, state)) {
            return false;
        }
        Location at = parser.location();
        String keyword = parser.parseKeyword();
        if (keyword == null) {
            return false;
        }
        AtomicOrdering ordering = AtomicOrdering.fromKeyword(keyword);
        if (ordering == null) {
            return parser.emitError(at, "invalid ordering '" + keyword + "'");
        }
        state.properties.put(ORDERING, LlvmEnum.i64(ordering));
        return true;
    }

    private static void printAtomic(Operation op, OpAsmPrinter printer) {
        if (op.properties().get(ORDERING) instanceof IntegerAttr o && o.value().signum() != 0) {
            printer.print(" atomic");
            LlvmAtomicOps.printSyncscope(op, printer);
            printer.print(" " + AtomicOrdering.fromValue(o.value().intValue()).keyword());
        }
    }

    /** {@code volatile? %addr (atomic ...)? invariant? {attrs}? : ptrType -> type}. */
    private record Load() implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            LlvmAtomicOps.parseFlag(parser, state, "volatile", VOLATILE);
            UnresolvedOperand addr = parser.parseOperand();
            if (addr == null || !parseAtomic(parser, state)) {
                return false;
            }
            if (parser.parseOptionalKeyword("invariant")) {
                state.properties.put(INVARIANT, UnitAttr.INSTANCE);
            }
            if (!parser.parseOptionalAttrDict(state)) {
                return false;
            }
            Type ptr = parser.parseColonType();
            if (ptr == null || !parser.resolveOperands(List.of(addr), ptr, state.operands)) {
                return false;
            }
            if (!parser.parseOptionalArrow()) {
                return parser.emitError("expected '->'");
            }
            Type type = parser.parseType();
            if (type == null) {
                return false;
            }
            state.resultTypes.add(type);
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            LlvmAtomicOps.printFlag(op, printer, VOLATILE, "volatile");
            printer.print(" ").printOperand(op.operand(0));
            printAtomic(op, printer);
            if (op.properties().containsKey(INVARIANT)) {
                printer.print(" invariant");
            }
            printer.printOptionalAttrDict(LlvmOps.allAttrs(op), List.of(VOLATILE, ORDERING, SYNCSCOPE, INVARIANT));
            printer.print(" : ").print(op.operand(0).type()).print(" -> ").print(op.result(0).type());
        }
    }

    /** {@code volatile? %value, %addr (atomic ...)? {attrs}? : type, ptrType}. */
    private record Store() implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            LlvmAtomicOps.parseFlag(parser, state, "volatile", VOLATILE);
            UnresolvedOperand value = parser.parseOperand();
            if (value == null || !parser.parseComma()) {
                return false;
            }
            UnresolvedOperand addr = parser.parseOperand();
            if (addr == null || !parseAtomic(parser, state) || !parser.parseOptionalAttrDict(state)) {
                return false;
            }
            List<Type> types = parser.parseColonTypeList();
            if (types == null) {
                return false;
            }
            if (types.size() != 2) {
                return parser.emitError("expected ','");
            }
            return parser.resolveOperands(List.of(value, addr), types, parser.nameLocation(), state.operands);
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            LlvmAtomicOps.printFlag(op, printer, VOLATILE, "volatile");
            printer.print(" ").printOperand(op.operand(0)).print(", ").printOperand(op.operand(1));
            printAtomic(op, printer);
            printer.printOptionalAttrDict(LlvmOps.allAttrs(op), List.of(VOLATILE, ORDERING, SYNCSCOPE));
            printer.print(" : ").print(op.operand(0).type()).print(", ").print(op.operand(1).type());
        }
    }

    /**
     * MLIR 19's checks of atomic loads and stores (with the pointer operand's type constraint first); besides
     * {@code acq_rel}, the ordering {@code unsupported} is refused.
     */
    private static boolean verifyAccess(Operation op, DiagnosticEngine d, Type valueType, Value addr,
                                        AtomicOrdering unsupported) {
        if (!(addr.type() instanceof LlvmPointerType)) {
            int index = op.operands().indexOf(addr);
            return fail(op, d, "operand #" + index + " must be LLVM pointer type, but got " + str(addr.type()));
        }
        int value = op.properties().get(ORDERING) instanceof IntegerAttr o ? o.value().intValue() : 0;
        if (value != 0) {
            if (!atomicCompatible(valueType)) {
                return fail(op, d, "unsupported type " + str(valueType) + " for atomic access");
            }
            AtomicOrdering ordering = AtomicOrdering.fromValue(value);
            if (ordering == unsupported || ordering == AtomicOrdering.ACQ_REL) {
                return fail(op, d, "unsupported ordering '" + ordering.keyword() + "'");
            }
            if (!op.properties().containsKey(ALIGNMENT)) {
                return fail(op, d, "expected alignment for atomic access");
            }
            return true;
        }
        if (op.properties().containsKey(SYNCSCOPE)) {
            return fail(op, d, "expected syncscope to be null for non-atomic access");
        }
        return true;
    }

    /** Integers, floats and pointers of a power-of-two size of at least 8 bits (pointers taken as 64 bits). */
    static boolean atomicCompatible(Type type) {
        int bits;
        if (type instanceof IntegerType i) {
            bits = i.width();
        } else if (type instanceof dev.mlirj.ir.FloatType f && LlvmTypes.isCompatibleFloat(f)) {
            bits = f.width();
        } else if (type instanceof LlvmPointerType) {
            bits = 64;
        } else {
            return false;
        }
        return bits >= 8 && Integer.bitCount(bits) == 1;
    }
}

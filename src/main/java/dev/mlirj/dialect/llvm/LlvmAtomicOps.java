package dev.mlirj.dialect.llvm;

import static dev.mlirj.dialect.llvm.LlvmOps.def;
import static dev.mlirj.dialect.llvm.LlvmOps.fail;
import static dev.mlirj.dialect.llvm.LlvmOps.str;

import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.OpAsmParser.UnresolvedOperand;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.StringAttr;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.UnitAttr;
import dev.mlirj.ir.Value;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * The LLVM dialect's read-modify-write atomics, as MLIR 19 defines them: {@code llvm.atomicrmw} (an
 * {@link AtomicBinOp}, kept as the {@code bin_op} property by value) and {@code llvm.cmpxchg} (a
 * {@code !llvm.struct<(T, i1)>} of the old value and the success flag). Both carry {@link AtomicOrdering}s by
 * value, and optionally {@code volatile_}, {@code syncscope} and {@code alignment} (named as in
 * {@link LlvmMemoryOps}); {@code cmpxchg} also {@code weak}. The views take an operation of one of these kinds
 * (unchecked, as ODS's getters).
 */
public final class LlvmAtomicOps {
    /** {@code llvm.atomicrmw}. */
    public static final String ATOMICRMW = "llvm.atomicrmw";
    /** {@code llvm.cmpxchg}. */
    public static final String CMPXCHG = "llvm.cmpxchg";

    /** {@code atomicrmw}'s operation. */
    public static final String BIN_OP = "bin_op";
    /** {@code cmpxchg}'s ordering when it succeeds. */
    public static final String SUCCESS_ORDERING = "success_ordering";
    /** {@code cmpxchg}'s ordering when it fails. */
    public static final String FAILURE_ORDERING = "failure_ordering";
    /** {@code cmpxchg}'s {@code weak} flag. */
    public static final String WEAK = "weak";

    /** What {@code atomicrmw}'s value may be, as ODS says it. */
    private static final String RMW_VALUE = "floating point LLVM type or LLVM pointer type or signless integer";
    /** What {@code cmpxchg}'s values may be, as ODS says it. */
    private static final String CMPXCHG_VALUE = "signless integer or LLVM pointer type";
    private static final Predicate<Type> RMW_VALUE_TYPE = t -> LlvmTypes.isCompatibleFloat(t)
            || t instanceof LlvmPointerType || isSignless(t);
    private static final Predicate<Type> CMPXCHG_VALUE_TYPE = t -> t instanceof LlvmPointerType || isSignless(t);

    private LlvmAtomicOps() {
    }

    /** The address accessed. */
    public static Value ptr(Operation op) {
        return op.operand(0);
    }

    /** The value {@code cmpxchg} compares the memory with. */
    public static Value cmp(Operation op) {
        return op.operand(1);
    }

    /** The value {@code atomicrmw} combines with the memory, or {@code cmpxchg} stores (the last operand). */
    public static Value val(Operation op) {
        return op.operand(op.operandCount() - 1);
    }

    /** The result: the old value, with the success flag for {@code cmpxchg}. */
    public static Value res(Operation op) {
        return op.result(0);
    }

    /** {@code atomicrmw}'s operation; null when absent or invalid. */
    public static AtomicBinOp binOp(Operation op) {
        return LlvmEnum.byAttribute(AtomicBinOp.values(), op.properties().get(BIN_OP));
    }

    /** {@code atomicrmw}'s ordering; null when absent or invalid. */
    public static AtomicOrdering ordering(Operation op) {
        return LlvmEnum.byAttribute(AtomicOrdering.values(), op.properties().get(LlvmMemoryOps.ORDERING));
    }

    /** {@code cmpxchg}'s ordering when it succeeds; null when absent or invalid. */
    public static AtomicOrdering successOrdering(Operation op) {
        return LlvmEnum.byAttribute(AtomicOrdering.values(), op.properties().get(SUCCESS_ORDERING));
    }

    /** {@code cmpxchg}'s ordering when it fails; null when absent or invalid. */
    public static AtomicOrdering failureOrdering(Operation op) {
        return LlvmEnum.byAttribute(AtomicOrdering.values(), op.properties().get(FAILURE_ORDERING));
    }

    /** Whether a {@code cmpxchg} is {@code weak}. */
    public static boolean weak(Operation op) {
        return LlvmOps.flag(op, WEAK);
    }

    /** Whether the access is {@code volatile}. */
    public static boolean volatile_(Operation op) {
        return LlvmOps.flag(op, LlvmMemoryOps.VOLATILE);
    }

    /** The alignment; 0 when absent (the value type's ABI alignment). */
    public static long alignment(Operation op) {
        return LlvmOps.longProperty(op, LlvmMemoryOps.ALIGNMENT, 0);
    }

    /** The synchronization scope, or null (the whole system). */
    public static String syncscope(Operation op) {
        return LlvmMemoryOps.syncscope(op);
    }

    static void register(Consumer<dev.mlirj.ir.OpDefinition> register) {
        Set<String> common = new HashSet<>(List.of(LlvmMemoryOps.ALIGNMENT, LlvmMemoryOps.VOLATILE,
                LlvmMemoryOps.SYNCSCOPE));
        common.addAll(LlvmMemoryOps.ALIAS_METADATA);
        Set<String> rmw = new HashSet<>(common);
        rmw.addAll(List.of(BIN_OP, LlvmMemoryOps.ORDERING));
        Set<String> cmpxchg = new HashSet<>(common);
        cmpxchg.addAll(List.of(SUCCESS_ORDERING, FAILURE_ORDERING, WEAK));
        register.accept(def(ATOMICRMW, Set.of(), rmw, new AtomicRmw(), LlvmAtomicOps::verifyAtomicRmw));
        register.accept(def(CMPXCHG, Set.of(), cmpxchg, new CmpXchg(), LlvmAtomicOps::verifyCmpXchg));
    }

    private static boolean isSignless(Type t) {
        return t instanceof IntegerType i && i.signedness() == IntegerType.Signedness.SIGNLESS;
    }

    /** {@code cmpxchg}'s result type for values of {@code type}. */
    static Type valueAndFlag(Type type) {
        return LlvmStructType.literal(type, IntegerType.of(1));
    }

    /** An enum case written as a keyword or string, stored as its value; MLIR's message when it is none of them. */
    private static boolean parseEnum(OpAsmParser parser, OperationState state, String property, LlvmEnum[] cases) {
        Location at = parser.location();
        String word = parser.parseOptionalKeyword();
        if (word == null) {
            word = parser.parseOptionalString();
        }
        LlvmEnum value = word == null ? null : LlvmEnum.byKeyword(cases, word);
        if (value == null) {
            List<String> shown = Arrays.stream(cases).map(LlvmEnum::keyword).toList();
            return parser.emitError(at, "expected string or keyword containing one of the following enum values for "
                    + "attribute '" + property + "' [" + String.join(", ", shown) + "]");
        }
        state.properties.put(property, LlvmEnum.i64(value));
        return true;
    }

    /** An optional {@code keyword} setting the unit property {@code property} (e.g. {@code volatile}). */
    static void parseFlag(OpAsmParser parser, OperationState state, String keyword, String property) {
        if (parser.parseOptionalKeyword(keyword)) {
            state.properties.put(property, UnitAttr.INSTANCE);
        }
    }

    /** Prints {@code keyword} (after a space) when {@code op} has the unit property {@code property}. */
    static void printFlag(Operation op, OpAsmPrinter printer, String property, String keyword) {
        if (op.properties().containsKey(property)) {
            printer.print(" " + keyword);
        }
    }

    /** {@code (syncscope("scope"))?}. */
    static boolean parseSyncscope(OpAsmParser parser, OperationState state) {
        if (!parser.parseOptionalKeyword("syncscope")) {
            return true;
        }
        if (!parser.parseLParen()) {
            return false;
        }
        String scope = parser.parseString();
        if (scope == null || !parser.parseRParen()) {
            return false;
        }
        state.properties.put(LlvmMemoryOps.SYNCSCOPE, new StringAttr(scope, null));
        return true;
    }

    /**
     * The trailing {@code attr-dict : ptrType, valueType}, resolving {@code ptr} and {@code values}; the value type
     * must satisfy {@code constraint} (MLIR's parser checks it as it infers the result type from it).
     */
    private static Type parseTypes(OpAsmParser parser, OperationState state, UnresolvedOperand ptr,
                                   List<UnresolvedOperand> values, Predicate<Type> constraint, String description) {
        if (!parser.parseOptionalAttrDict(state)) {
            return null;
        }
        Type ptrType = parser.parseColonType();
        if (ptrType == null || !parser.parseComma()) {
            return null;
        }
        Type valueType = parser.parseType();
        if (valueType == null) {
            return null;
        }
        if (!constraint.test(valueType)) {
            parser.emitError(parser.nameLocation(), "'val' must be " + description + ", but got " + str(valueType));
            return null;
        }
        if (!parser.resolveOperands(List.of(ptr), ptrType, state.operands)
                || !parser.resolveOperands(values, valueType, state.operands)) {
            return null;
        }
        return valueType;
    }

    /** Prints {@code syncscope("scope")} (after a space) when {@code op} has one: {@link #parseSyncscope}'s inverse. */
    static void printSyncscope(Operation op, OpAsmPrinter printer) {
        if (op.properties().get(LlvmMemoryOps.SYNCSCOPE) instanceof StringAttr s) {
            printer.print(" syncscope(").printAttributeWithoutType(s).print(")");
        }
    }

    private static void printSyncscopeAndOrderings(Operation op, OpAsmPrinter printer, String... orderings) {
        printSyncscope(op, printer);
        for (String ordering : orderings) {
            printer.print(" " + AtomicOrdering.fromValue(intProperty(op, ordering)).keyword());
        }
    }

    private static int intProperty(Operation op, String name) {
        return op.properties().get(name) instanceof IntegerAttr i ? i.value().intValue() : -1;
    }

    /** {@code volatile? binOp %ptr, %val (syncscope("s"))? ordering {attrs}? : ptrType, valType}. */
    private record AtomicRmw() implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            parseFlag(parser, state, "volatile", LlvmMemoryOps.VOLATILE);
            if (!parseEnum(parser, state, BIN_OP, AtomicBinOp.values())) {
                return false;
            }
            UnresolvedOperand ptr = parser.parseOperand();
            UnresolvedOperand val = ptr == null || !parser.parseComma() ? null : parser.parseOperand();
            if (val == null || !parseSyncscope(parser, state)
                    || !parseEnum(parser, state, LlvmMemoryOps.ORDERING, AtomicOrdering.values())) {
                return false;
            }
            Type type = parseTypes(parser, state, ptr, List.of(val), RMW_VALUE_TYPE, RMW_VALUE);
            if (type == null) {
                return false;
            }
            state.resultTypes.add(type);
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printFlag(op, printer, LlvmMemoryOps.VOLATILE, "volatile");
            printer.print(" " + binOp(op).keyword() + " ").printOperand(ptr(op)).print(", ").printOperand(val(op));
            printSyncscopeAndOrderings(op, printer, LlvmMemoryOps.ORDERING);
            printer.printOptionalAttrDict(LlvmOps.allAttrs(op), List.of(LlvmMemoryOps.VOLATILE, BIN_OP,
                    LlvmMemoryOps.SYNCSCOPE, LlvmMemoryOps.ORDERING));
            printer.print(" : ").print(op.operand(0).type()).print(", ").print(op.operand(1).type());
        }
    }

    /** {@code weak? volatile? %ptr, %cmp, %val (syncscope("s"))? success failure {attrs}? : ptrType, valType}. */
    private record CmpXchg() implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            parseFlag(parser, state, "weak", WEAK);
            parseFlag(parser, state, "volatile", LlvmMemoryOps.VOLATILE);
            List<UnresolvedOperand> operands = parser.parseOperandList(3);
            if (operands == null || !parseSyncscope(parser, state)
                    || !parseEnum(parser, state, SUCCESS_ORDERING, AtomicOrdering.values())
                    || !parseEnum(parser, state, FAILURE_ORDERING, AtomicOrdering.values())) {
                return false;
            }
            Type type = parseTypes(parser, state, operands.get(0), operands.subList(1, 3), CMPXCHG_VALUE_TYPE,
                    CMPXCHG_VALUE);
            if (type == null) {
                return false;
            }
            state.resultTypes.add(valueAndFlag(type));
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printFlag(op, printer, WEAK, "weak");
            printFlag(op, printer, LlvmMemoryOps.VOLATILE, "volatile");
            printer.print(" ").printOperands(op.operands());
            printSyncscopeAndOrderings(op, printer, SUCCESS_ORDERING, FAILURE_ORDERING);
            printer.printOptionalAttrDict(LlvmOps.allAttrs(op), List.of(WEAK, LlvmMemoryOps.VOLATILE,
                    LlvmMemoryOps.SYNCSCOPE, SUCCESS_ORDERING, FAILURE_ORDERING));
            printer.print(" : ").print(op.operand(0).type()).print(", ").print(op.operand(2).type());
        }
    }

    /** The required enum properties, present and in range, as the generated verifier checks them. */
    private static boolean enumsValid(Operation op, DiagnosticEngine d, List<String> names,
                                      List<LlvmEnum[]> cases) {
        for (int i = 0; i < names.size(); i++) {
            Attribute value = op.properties().get(names.get(i));
            if (value == null) {
                return fail(op, d, "requires attribute '" + names.get(i) + "'");
            }
            if (LlvmEnum.byAttribute(cases.get(i), value) == null) {
                return fail(op, d, "attribute '" + names.get(i) + "' has an invalid value "
                        + intProperty(op, names.get(i)));
            }
        }
        return true;
    }

    private static boolean pointerOperand(Operation op, DiagnosticEngine d) {
        return op.operand(0).type() instanceof LlvmPointerType
                || fail(op, d, "operand #0 must be LLVM pointer type, but got " + str(op.operand(0).type()));
    }

    private static boolean verifyAtomicRmw(Operation op, DiagnosticEngine d) {
        if (!enumsValid(op, d, List.of(BIN_OP, LlvmMemoryOps.ORDERING), List.of(AtomicBinOp.values(),
                AtomicOrdering.values()))
                || !pointerOperand(op, d)) {
            return false;
        }
        Type val = op.operand(1).type();
        if (!RMW_VALUE_TYPE.test(val)) {
            return fail(op, d, "operand #1 must be " + RMW_VALUE + ", but got " + str(val));
        }
        if (!op.result(0).type().equals(val)) {
            return fail(op, d, "failed to verify that result #0 and operand #1 have the same type");
        }
        AtomicBinOp binOp = binOp(op);
        if (EnumSet.of(AtomicBinOp.FADD, AtomicBinOp.FSUB, AtomicBinOp.FMAX, AtomicBinOp.FMIN).contains(binOp)) {
            if (!LlvmTypes.isCompatibleFloat(val)) {
                return fail(op, d, "expected LLVM IR floating point type");
            }
        } else if (binOp == AtomicBinOp.XCHG) {
            if (!LlvmMemoryOps.atomicCompatible(val)) {
                return fail(op, d, "unexpected LLVM IR type for 'xchg' bin_op");
            }
        } else if (!(val instanceof IntegerType i) || !List.of(8, 16, 32, 64).contains(i.width())) {
            return fail(op, d, "expected LLVM IR integer type");
        }
        return intProperty(op, LlvmMemoryOps.ORDERING) >= AtomicOrdering.MONOTONIC.value()
                || fail(op, d, "expected at least 'monotonic' ordering");
    }

    private static boolean verifyCmpXchg(Operation op, DiagnosticEngine d) {
        if (!enumsValid(op, d, List.of(FAILURE_ORDERING, SUCCESS_ORDERING),
                List.of(AtomicOrdering.values(), AtomicOrdering.values())) || !pointerOperand(op, d)) {
            return false;
        }
        for (int i = 1; i <= 2; i++) {
            if (!CMPXCHG_VALUE_TYPE.test(op.operand(i).type())) {
                return fail(op, d, "operand #" + i + " must be " + CMPXCHG_VALUE + ", but got "
                        + str(op.operand(i).type()));
            }
        }
        Type val = op.operand(2).type();
        if (!op.operand(1).type().equals(val)) {
            return fail(op, d, "failed to verify that operand #1 and operand #2 have the same type");
        }
        if (!op.result(0).type().equals(valueAndFlag(val))) {
            return fail(op, d, "failed to verify that result #0 has an LLVM struct type consisting of the type of "
                    + "operand #2 and a bool");
        }
        if (!LlvmMemoryOps.atomicCompatible(val)) {
            return fail(op, d, "unexpected LLVM IR type");
        }
        int monotonic = AtomicOrdering.MONOTONIC.value();
        if (intProperty(op, SUCCESS_ORDERING) < monotonic || intProperty(op, FAILURE_ORDERING) < monotonic) {
            return fail(op, d, "ordering must be at least 'monotonic'");
        }
        AtomicOrdering failure = failureOrdering(op);
        return !(failure == AtomicOrdering.RELEASE || failure == AtomicOrdering.ACQ_REL)
                || fail(op, d, "failure ordering cannot be 'release' or 'acq_rel'");
    }
}

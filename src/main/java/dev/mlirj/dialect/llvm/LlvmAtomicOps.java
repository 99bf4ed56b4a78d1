package dev.mlirj.dialect.llvm;

import static dev.mlirj.dialect.llvm.LlvmOps.def;
import static dev.mlirj.dialect.llvm.LlvmOps.fail;
import static dev.mlirj.dialect.llvm.LlvmOps.str;

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
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * The LLVM dialect's read-modify-write atomics, as MLIR 19 defines them: {@code llvm.atomicrmw} (one of LLVM 17's
 * {@link #BIN_OPS}, kept as the {@code bin_op} property by index) and {@code llvm.cmpxchg} (a
 * {@code !llvm.struct<(T, i1)>} of the old value and the success flag). Both carry {@code ordering}s by
 * {@link LlvmMemoryOps#ORDERINGS}' index, and optionally {@code volatile_}, {@code syncscope} and
 * {@code alignment}; {@code cmpxchg} also {@code weak}.
 */
final class LlvmAtomicOps {
    /** {@code llvm.atomicrmw}'s operations by their {@code bin_op} value (MLIR 19's {@code AtomicBinOp}). */
    static final List<String> BIN_OPS = List.of("xchg", "add", "sub", "_and", "nand", "_or", "_xor", "max", "min",
            "umax", "umin", "fadd", "fsub", "fmax", "fmin", "uinc_wrap", "udec_wrap");
    /** The bin ops on floats; every other one but {@code xchg} is on 8- to 64-bit integers. */
    private static final Set<String> FLOAT_BIN_OPS = Set.of("fadd", "fsub", "fmax", "fmin");
    /** What {@code atomicrmw}'s value may be, as ODS says it. */
    private static final String RMW_VALUE = "floating point LLVM type or LLVM pointer type or signless integer";
    /** What {@code cmpxchg}'s values may be, as ODS says it. */
    private static final String CMPXCHG_VALUE = "signless integer or LLVM pointer type";
    private static final Predicate<Type> RMW_VALUE_TYPE = t -> LlvmTypes.isCompatibleFloat(t)
            || t instanceof LlvmPointerType || isSignless(t);
    private static final Predicate<Type> CMPXCHG_VALUE_TYPE = t -> t instanceof LlvmPointerType || isSignless(t);
    private static final int MONOTONIC = 2;

    private LlvmAtomicOps() {
    }

    static void register(Consumer<dev.mlirj.ir.OpDefinition> register) {
        Set<String> common = Set.of("alignment", "volatile_", "syncscope", "access_groups", "alias_scopes",
                "noalias_scopes", "tbaa");
        Set<String> rmw = new java.util.HashSet<>(common);
        rmw.addAll(List.of("bin_op", "ordering"));
        Set<String> cmpxchg = new java.util.HashSet<>(common);
        cmpxchg.addAll(List.of("success_ordering", "failure_ordering", "weak"));
        register.accept(def("llvm.atomicrmw", Set.of(), rmw, new AtomicRmw(), LlvmAtomicOps::verifyAtomicRmw));
        register.accept(def("llvm.cmpxchg", Set.of(), cmpxchg, new CmpXchg(), LlvmAtomicOps::verifyCmpXchg));
    }

    private static boolean isSignless(Type t) {
        return t instanceof IntegerType i && i.signedness() == IntegerType.Signedness.SIGNLESS;
    }

    /** {@code cmpxchg}'s result type for values of {@code type}. */
    static Type valueAndFlag(Type type) {
        return LlvmStructType.literal(type, IntegerType.of(1));
    }

    /** An enum case written as a keyword or string, stored as its index; MLIR's message when it is none of them. */
    private static boolean parseEnum(OpAsmParser parser, OperationState state, String property, List<String> cases) {
        Location at = parser.location();
        String word = parser.parseOptionalKeyword();
        if (word == null) {
            word = parser.parseOptionalString();
        }
        int value = word == null || word.isEmpty() ? -1 : cases.indexOf(word);
        if (value < 0) {
            List<String> shown = cases.stream().filter(c -> !c.isEmpty()).toList();
            return parser.emitError(at, "expected string or keyword containing one of the following enum values for "
                    + "attribute '" + property + "' [" + String.join(", ", shown) + "]");
        }
        state.properties.put(property, IntegerAttr.of(IntegerType.of(64), value));
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
        state.properties.put("syncscope", StringAttr.of(scope));
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
        if (op.properties().get("syncscope") instanceof StringAttr s) {
            printer.print(" syncscope(").print(s).print(")");
        }
    }

    private static void printSyncscopeAndOrderings(Operation op, OpAsmPrinter printer, String... orderings) {
        printSyncscope(op, printer);
        for (String ordering : orderings) {
            printer.print(" " + LlvmMemoryOps.ORDERINGS.get(intProperty(op, ordering)));
        }
    }

    private static int intProperty(Operation op, String name) {
        return op.properties().get(name) instanceof IntegerAttr i ? i.value().intValue() : -1;
    }

    /** {@code volatile? binOp %ptr, %val (syncscope("s"))? ordering {attrs}? : ptrType, valType}. */
    private record AtomicRmw() implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            parseFlag(parser, state, "volatile", "volatile_");
            if (!parseEnum(parser, state, "bin_op", BIN_OPS)) {
                return false;
            }
            UnresolvedOperand ptr = parser.parseOperand();
            UnresolvedOperand val = ptr == null || !parser.parseComma() ? null : parser.parseOperand();
            if (val == null || !parseSyncscope(parser, state)
                    || !parseEnum(parser, state, "ordering", LlvmMemoryOps.ORDERINGS)) {
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
            printFlag(op, printer, "volatile_", "volatile");
            printer.print(" " + BIN_OPS.get(intProperty(op, "bin_op")) + " ").printOperand(op.operand(0)).print(", ")
                    .printOperand(op.operand(1));
            printSyncscopeAndOrderings(op, printer, "ordering");
            printer.printOptionalAttrDict(LlvmOps.allAttrs(op), List.of("volatile_", "bin_op", "syncscope",
                    "ordering"));
            printer.print(" : ").print(op.operand(0).type()).print(", ").print(op.operand(1).type());
        }
    }

    /** {@code weak? volatile? %ptr, %cmp, %val (syncscope("s"))? success failure {attrs}? : ptrType, valType}. */
    private record CmpXchg() implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            parseFlag(parser, state, "weak", "weak");
            parseFlag(parser, state, "volatile", "volatile_");
            List<UnresolvedOperand> operands = parser.parseOperandList(3);
            if (operands == null || !parseSyncscope(parser, state)
                    || !parseEnum(parser, state, "success_ordering", LlvmMemoryOps.ORDERINGS)
                    || !parseEnum(parser, state, "failure_ordering", LlvmMemoryOps.ORDERINGS)) {
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
            printFlag(op, printer, "weak", "weak");
            printFlag(op, printer, "volatile_", "volatile");
            printer.print(" ").printOperands(op.operands());
            printSyncscopeAndOrderings(op, printer, "success_ordering", "failure_ordering");
            printer.printOptionalAttrDict(LlvmOps.allAttrs(op), List.of("weak", "volatile_", "syncscope",
                    "success_ordering", "failure_ordering"));
            printer.print(" : ").print(op.operand(0).type()).print(", ").print(op.operand(2).type());
        }
    }

    /** The required enum properties, present and in range, as the generated verifier checks them. */
    private static boolean enumsValid(Operation op, DiagnosticEngine d, List<String> names, List<List<String>> cases) {
        for (int i = 0; i < names.size(); i++) {
            int v = intProperty(op, names.get(i));
            if (!op.properties().containsKey(names.get(i))) {
                return fail(op, d, "requires attribute '" + names.get(i) + "'");
            }
            if (v < 0 || v >= cases.get(i).size() || cases.get(i).get(v).isEmpty()) {
                return fail(op, d, "attribute '" + names.get(i) + "' has an invalid value " + v);
            }
        }
        return true;
    }

    private static boolean pointerOperand(Operation op, DiagnosticEngine d) {
        return op.operand(0).type() instanceof LlvmPointerType
                || fail(op, d, "operand #0 must be LLVM pointer type, but got " + str(op.operand(0).type()));
    }

    private static boolean verifyAtomicRmw(Operation op, DiagnosticEngine d) {
        if (!enumsValid(op, d, List.of("bin_op", "ordering"), List.of(BIN_OPS, LlvmMemoryOps.ORDERINGS))
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
        String binOp = BIN_OPS.get(intProperty(op, "bin_op"));
        if (FLOAT_BIN_OPS.contains(binOp)) {
            if (!LlvmTypes.isCompatibleFloat(val)) {
                return fail(op, d, "expected LLVM IR floating point type");
            }
        } else if (binOp.equals("xchg")) {
            if (!LlvmMemoryOps.atomicCompatible(val)) {
                return fail(op, d, "unexpected LLVM IR type for 'xchg' bin_op");
            }
        } else if (!(val instanceof IntegerType i) || !List.of(8, 16, 32, 64).contains(i.width())) {
            return fail(op, d, "expected LLVM IR integer type");
        }
        return intProperty(op, "ordering") >= MONOTONIC || fail(op, d, "expected at least 'monotonic' ordering");
    }

    private static boolean verifyCmpXchg(Operation op, DiagnosticEngine d) {
        if (!enumsValid(op, d, List.of("failure_ordering", "success_ordering"),
                List.of(LlvmMemoryOps.ORDERINGS, LlvmMemoryOps.ORDERINGS)) || !pointerOperand(op, d)) {
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
        int success = intProperty(op, "success_ordering");
        int failure = intProperty(op, "failure_ordering");
        if (success < MONOTONIC || failure < MONOTONIC) {
            return fail(op, d, "ordering must be at least 'monotonic'");
        }
        String f = LlvmMemoryOps.ORDERINGS.get(failure);
        return !(f.equals("release") || f.equals("acq_rel"))
                || fail(op, d, "failure ordering cannot be 'release' or 'acq_rel'");
    }
}

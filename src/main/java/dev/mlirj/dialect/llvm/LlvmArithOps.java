package dev.mlirj.dialect.llvm;

import static dev.mlirj.dialect.llvm.LlvmOps.FASTMATH;
import static dev.mlirj.dialect.llvm.LlvmOps.def;
import static dev.mlirj.dialect.llvm.LlvmOps.operandIs;
import static dev.mlirj.dialect.llvm.LlvmOps.resultIs;

import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.DiagnosticEngine;
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
import dev.mlirj.ir.Type;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The LLVM dialect's arithmetic: integer and float binary operations ({@code llvm.add} ... {@code llvm.frem}),
 * {@code llvm.fneg}, comparisons ({@code llvm.icmp}, {@code llvm.fcmp}), {@code llvm.select} and the casts
 * ({@code llvm.trunc} ... {@code llvm.addrspacecast}). The ops of each family differ only in name and operand
 * constraint, so each family is one small syntax class and a table.
 */
final class LlvmArithOps {
    /** {@code icmp} predicates by value. */
    static final List<String> ICMP_PREDICATES = List.of("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt",
            "uge");
    /** {@code fcmp} predicates by value. */
    static final List<String> FCMP_PREDICATES = List.of("_false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
            "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "_true");

    private LlvmArithOps() {
    }

    static void register(Consumer<OpDefinition> register) {
        Set<OpTrait> pureSame = EnumSet.of(OpTrait.PURE, OpTrait.SAME_OPERANDS_AND_RESULT_TYPE);
        for (String name : List.of("add", "sub", "mul", "shl")) {
            register.accept(def("llvm." + name, name.equals("add") || name.equals("mul")
                            ? EnumSet.of(OpTrait.PURE, OpTrait.SAME_OPERANDS_AND_RESULT_TYPE, OpTrait.COMMUTATIVE)
                            : pureSame, Set.of("overflowFlags"), new Binary(Flags.OVERFLOW),
                    (op, d) -> operandIs(op, 0, LlvmTypeConstraints.SIGNLESS_INT, d)
                            && operandIs(op, 1, LlvmTypeConstraints.SIGNLESS_INT, d)
                            && resultIs(op, 0, LlvmTypeConstraints.SIGNLESS_INT, d)));
        }
        for (String name : List.of("udiv", "sdiv", "urem", "srem", "and", "or", "xor", "lshr", "ashr")) {
            register.accept(def("llvm." + name, pureSame, Set.of(), new Binary(Flags.NONE),
                    (op, d) -> operandIs(op, 0, LlvmTypeConstraints.SIGNLESS_INT, d)
                            && operandIs(op, 1, LlvmTypeConstraints.SIGNLESS_INT, d)
                            && resultIs(op, 0, LlvmTypeConstraints.SIGNLESS_INT, d)));
        }
        for (String name : List.of("fadd", "fsub", "fmul", "fdiv", "frem")) {
            register.accept(def("llvm." + name, pureSame, Set.of(FASTMATH), new Binary(Flags.FASTMATH),
                    (op, d) -> operandIs(op, 0, LlvmTypeConstraints.FLOAT, d)
                            && operandIs(op, 1, LlvmTypeConstraints.FLOAT, d)
                            && resultIs(op, 0, LlvmTypeConstraints.FLOAT, d)));
        }
        register.accept(def("llvm.fneg", pureSame, Set.of(FASTMATH), new Unary(),
                (op, d) -> operandIs(op, 0, LlvmTypeConstraints.FLOAT, d)
                        && resultIs(op, 0, LlvmTypeConstraints.FLOAT, d)));
        register.accept(def("llvm.icmp", EnumSet.of(OpTrait.PURE), Set.of("predicate"), new Compare(false),
                (op, d) -> compare(op, d, LlvmTypeConstraints.INT_OR_POINTER, ICMP_PREDICATES)));
        register.accept(def("llvm.fcmp", EnumSet.of(OpTrait.PURE), Set.of("predicate", FASTMATH), new Compare(true),
                (op, d) -> compare(op, d, LlvmTypeConstraints.FLOAT, FCMP_PREDICATES)));
        register.accept(def("llvm.select", EnumSet.of(OpTrait.PURE), Set.of(FASTMATH), new Select(),
                LlvmArithOps::verifySelect));
        cast(register, "trunc", LlvmTypeConstraints.SIGNLESS_INT, LlvmTypeConstraints.SIGNLESS_INT);
        cast(register, "zext", LlvmTypeConstraints.SIGNLESS_INT, LlvmTypeConstraints.SIGNLESS_INT);
        cast(register, "sext", LlvmTypeConstraints.SIGNLESS_INT, LlvmTypeConstraints.SIGNLESS_INT);
        cast(register, "fptrunc", LlvmTypeConstraints.FLOAT, LlvmTypeConstraints.FLOAT);
        cast(register, "fpext", LlvmTypeConstraints.FLOAT, LlvmTypeConstraints.FLOAT);
        cast(register, "fptosi", LlvmTypeConstraints.FLOAT, LlvmTypeConstraints.SIGNLESS_INT);
        cast(register, "fptoui", LlvmTypeConstraints.FLOAT, LlvmTypeConstraints.SIGNLESS_INT);
        cast(register, "sitofp", LlvmTypeConstraints.SIGNLESS_INT, LlvmTypeConstraints.FLOAT);
        cast(register, "uitofp", LlvmTypeConstraints.SIGNLESS_INT, LlvmTypeConstraints.FLOAT);
        cast(register, "ptrtoint", LlvmTypeConstraints.POINTER, LlvmTypeConstraints.SIGNLESS_INT);
        cast(register, "inttoptr", LlvmTypeConstraints.SIGNLESS_INT, LlvmTypeConstraints.POINTER);
        cast(register, "addrspacecast", LlvmTypeConstraints.POINTER, LlvmTypeConstraints.POINTER);
        cast(register, "bitcast", null, null);
    }

    private static void cast(Consumer<OpDefinition> register, String name, TypeConstraint from, TypeConstraint to) {
        boolean extension = name.equals("zext") || name.equals("sext");
        register.accept(def("llvm." + name, EnumSet.of(OpTrait.PURE), Set.of(), new Cast(), (op, d) -> {
            if (from != null && !(operandIs(op, 0, from, d) && resultIs(op, 0, to, d))) {
                return false;
            }
            if (extension && bitWidth(op.result(0).type()) <= bitWidth(op.operand(0).type())) {
                d.error(op.location(), "integer width of the output type is smaller or equal to the integer width "
                        + "of the input type");
                return false;
            }
            return true;
        }));
    }

    private static int bitWidth(Type type) {
        return LlvmTypes.elementOrSelf(type) instanceof IntegerType i ? i.width() : 0;
    }

    private static boolean compare(Operation op, DiagnosticEngine d, TypeConstraint operands, List<String> predicates) {
        if (!(op.properties().get("predicate") instanceof IntegerAttr p) || p.value().signum() < 0
                || p.value().compareTo(java.math.BigInteger.valueOf(predicates.size())) >= 0) {
            return LlvmOps.fail(op, d, "attribute 'predicate' failed to satisfy constraint: 64-bit signless integer "
                    + "attribute whose value is one of the " + (operands == LlvmTypeConstraints.FLOAT ? "fcmp" : "icmp")
                    + " predicates");
        }
        if (!operandIs(op, 0, operands, d) || !operandIs(op, 1, operands, d)) {
            return false;
        }
        Type expected = LlvmOps.i1Like(op.operand(0).type());
        return op.result(0).type().equals(expected) || LlvmOps.fail(op, d, "result #0 must be 1-bit signless integer "
                + "or LLVM dialect-compatible vector of 1-bit signless integer, but got "
                + LlvmOps.str(op.result(0).type()));
    }

    private static boolean verifySelect(Operation op, DiagnosticEngine d) {
        if (!operandIs(op, 0, LlvmTypeConstraints.I1, d)) {
            return false;
        }
        Type t = op.operand(1).type();
        if (!op.operand(2).type().equals(t) || !op.result(0).type().equals(t)) {
            return LlvmOps.fail(op, d, "failed to verify that all of {trueValue, falseValue, res} have same type");
        }
        return true;
    }

    /** Which flag property a binary operation has and how its custom form writes it. */
    private enum Flags {
        NONE, OVERFLOW, FASTMATH
    }

    /**
     * {@code %lhs, %rhs overflow<...>? {attrs}? : type}. The printer reproduces mlir-opt 19's spacing: ops without
     * overflow flags print a space before the (optional) attribute dictionary and another before the colon.
     */
    private record Binary(Flags flags) implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            UnresolvedOperand lhs = parser.parseOperand();
            if (lhs == null || !parser.parseComma()) {
                return false;
            }
            UnresolvedOperand rhs = parser.parseOperand();
            if (rhs == null) {
                return false;
            }
            if (flags == Flags.OVERFLOW) {
                state.properties.put("overflowFlags", IntegerOverflowFlagsAttr.NONE);
                if (parser.parseOptionalKeyword("overflow")) {
                    Attribute a = parseOverflow(parser);
                    if (a == null) {
                        return false;
                    }
                    state.properties.put("overflowFlags", a);
                }
            }
            if (!parser.parseOptionalAttrDict(state)) {
                return false;
            }
            if (flags == Flags.FASTMATH) {
                LlvmOps.defaultFastmath(state);
            }
            Type type = parser.parseColonType();
            if (type == null || !parser.resolveOperands(List.of(lhs, rhs), type, state.operands)) {
                return false;
            }
            state.resultTypes.add(type);
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printOperand(op.operand(0)).print(", ").printOperand(op.operand(1));
            if (flags == Flags.OVERFLOW) {
                if (op.properties().get("overflowFlags") instanceof IntegerOverflowFlagsAttr f && f.bits() != 0) {
                    printer.print(" overflow<" + String.join(", ", f.keywords()) + ">");
                }
                LlvmOps.printAttrs(op, printer, List.of("overflowFlags"));
            } else {
                printer.print(" ");
                LlvmOps.printAttrs(op, printer, List.of());
            }
            printer.print(" : ").print(op.result(0).type());
        }
    }

    /** The {@code <nsw, nuw>} after the {@code overflow} keyword. */
    private static Attribute parseOverflow(OpAsmParser parser) {
        if (!parser.parseLess()) {
            return null;
        }
        int bits = 0;
        do {
            Location at = parser.location();
            String k = parser.parseKeyword();
            if (k == null) {
                return null;
            }
            int b = IntegerOverflowFlagsAttr.bitsOf(k);
            if (b < 0) {
                parser.emitError(at, "expected ::mlir::LLVM::IntegerOverflowFlags to be one of: none, nsw, nuw");
                return null;
            }
            bits |= b;
        } while (parser.parseOptionalComma());
        return parser.parseGreater() ? new IntegerOverflowFlagsAttr(bits) : null;
    }

    /** {@code %operand {attrs}? : type} ({@code llvm.fneg}). */
    private record Unary() implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            UnresolvedOperand operand = parser.parseOperand();
            if (operand == null || !parser.parseOptionalAttrDict(state)) {
                return false;
            }
            LlvmOps.defaultFastmath(state);
            Type type = parser.parseColonType();
            if (type == null || !parser.resolveOperands(List.of(operand), type, state.operands)) {
                return false;
            }
            state.resultTypes.add(type);
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printOperand(op.operand(0)).print(" ");
            LlvmOps.printAttrs(op, printer, List.of());
            printer.print(" : ").print(op.result(0).type());
        }
    }

    /** {@code "predicate" %lhs, %rhs {attrs}? : type}; the result is {@code i1} shaped like the operands. */
    private record Compare(boolean fcmp) implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            Location predicateAt = parser.location();
            String predicate = parser.parseOptionalString();
            if (predicate == null) {
                return parser.emitError("expected attribute value");
            }
            UnresolvedOperand lhs = parser.parseOperand();
            if (lhs == null || !parser.parseComma()) {
                return false;
            }
            UnresolvedOperand rhs = parser.parseOperand();
            if (rhs == null || !parser.parseOptionalAttrDict(state)) {
                return false;
            }
            Location typeAt = parser.location();
            Type type = parser.parseColonType();
            if (type == null || !parser.resolveOperands(List.of(lhs, rhs), type, state.operands)) {
                return false;
            }
            int value = (fcmp ? FCMP_PREDICATES : ICMP_PREDICATES).indexOf(predicate);
            if (value < 0) {
                return parser.emitError(predicateAt, "'" + predicate
                        + "' is an incorrect value of the 'predicate' attribute");
            }
            state.properties.put("predicate", IntegerAttr.of(IntegerType.of(64), value));
            if (fcmp) {
                LlvmOps.defaultFastmath(state);
            }
            if (!LlvmTypes.isCompatible(type)) {
                return parser.emitError(typeAt, "expected LLVM dialect-compatible type");
            }
            state.resultTypes.add(LlvmOps.i1Like(type));
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            List<String> names = fcmp ? FCMP_PREDICATES : ICMP_PREDICATES;
            int value = ((IntegerAttr) op.properties().get("predicate")).value().intValue();
            printer.print(" \"" + names.get(value) + "\" ").printOperand(op.operand(0)).print(", ")
                    .printOperand(op.operand(1));
            LlvmOps.printAttrs(op, printer, List.of("predicate"));
            printer.print(" : ").print(op.operand(0).type());
        }
    }

    /** {@code %c, %a, %b {attrs}? : condType, type}. */
    private record Select() implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            List<UnresolvedOperand> operands = parser.parseOperandList();
            if (operands == null || !parser.parseOptionalAttrDict(state)) {
                return false;
            }
            LlvmOps.defaultFastmath(state);
            List<Type> types = parser.parseColonTypeList();
            if (types == null) {
                return false;
            }
            if (types.size() != 2) {
                return parser.emitError("expected 2 types");
            }
            if (operands.size() != 3) {
                return parser.emitError(parser.nameLocation(), operands.size()
                        + " operands present, but expected 3");
            }
            if (!parser.resolveOperands(List.of(operands.get(0)), types.get(0), state.operands)
                    || !parser.resolveOperands(operands.subList(1, 3), types.get(1), state.operands)) {
                return false;
            }
            state.resultTypes.add(types.get(1));
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printOperands(op.operands());
            LlvmOps.printAttrs(op, printer, List.of());
            printer.print(" : ").print(op.operand(0).type()).print(", ").print(op.result(0).type());
        }
    }

    /** {@code %arg {attrs}? : fromType to toType}. */
    private record Cast() implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            UnresolvedOperand arg = parser.parseOperand();
            return arg != null && parser.parseOptionalAttrDict(state) && parser.parseCastTypes(arg, state);
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printOperand(op.operand(0));
            LlvmOps.printAttrs(op, printer, List.of());
            printer.print(" : ").print(op.operand(0).type()).print(" to ").print(op.result(0).type());
        }
    }
}

package dev.mlirj.dialect.llvm;

import static dev.mlirj.dialect.llvm.LlvmOps.FASTMATH;
import static dev.mlirj.dialect.llvm.LlvmOps.def;
import static dev.mlirj.dialect.llvm.LlvmOps.operandIs;
import static dev.mlirj.dialect.llvm.LlvmOps.resultIs;

import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.DiagnosticEngine;
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
import dev.mlirj.ir.Value;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The LLVM dialect's arithmetic: integer and float binary operations ({@code llvm.add} ... {@code llvm.frem}),
 * {@code llvm.fneg}, comparisons ({@code llvm.icmp}, {@code llvm.fcmp}), {@code llvm.select} and the casts
 * ({@code llvm.trunc} ... {@code llvm.addrspacecast}). The ops of each family differ only in name and operand
 * constraint, so each family is one small syntax class and a table. The views take an operation of one of these
 * kinds (unchecked, as ODS's getters): {@link #lhs}/{@link #rhs} of the binary operations and comparisons,
 * {@link #arg} of the casts, {@link #operand} of {@code fneg}, {@link #condition}, {@link #trueValue} and
 * {@link #falseValue} of {@code select}, {@link #res} of all.
 */
public final class LlvmArithOps {
    /** {@code llvm.add}. */
    public static final String ADD = "llvm.add";
    /** {@code llvm.sub}. */
    public static final String SUB = "llvm.sub";
    /** {@code llvm.mul}. */
    public static final String MUL = "llvm.mul";
    /** {@code llvm.shl}. */
    public static final String SHL = "llvm.shl";
    /** {@code llvm.udiv}. */
    public static final String UDIV = "llvm.udiv";
    /** {@code llvm.sdiv}. */
    public static final String SDIV = "llvm.sdiv";
    /** {@code llvm.urem}. */
    public static final String UREM = "llvm.urem";
    /** {@code llvm.srem}. */
    public static final String SREM = "llvm.srem";
    /** {@code llvm.and}. */
    public static final String AND = "llvm.and";
    /** {@code llvm.or}. */
    public static final String OR = "llvm.or";
    /** {@code llvm.xor}. */
    public static final String XOR = "llvm.xor";
    /** {@code llvm.lshr}. */
    public static final String LSHR = "llvm.lshr";
    /** {@code llvm.ashr}. */
    public static final String ASHR = "llvm.ashr";
    /** {@code llvm.fadd}. */
    public static final String FADD = "llvm.fadd";
    /** {@code llvm.fsub}. */
    public static final String FSUB = "llvm.fsub";
    /** {@code llvm.fmul}. */
    public static final String FMUL = "llvm.fmul";
    /** {@code llvm.fdiv}. */
    public static final String FDIV = "llvm.fdiv";
    /** {@code llvm.frem}. */
    public static final String FREM = "llvm.frem";
    /** {@code llvm.fneg}. */
    public static final String FNEG = "llvm.fneg";
    /** {@code llvm.icmp}. */
    public static final String ICMP = "llvm.icmp";
    /** {@code llvm.fcmp}. */
    public static final String FCMP = "llvm.fcmp";
    /** {@code llvm.select}. */
    public static final String SELECT = "llvm.select";
    /** {@code llvm.trunc}. */
    public static final String TRUNC = "llvm.trunc";
    /** {@code llvm.zext}. */
    public static final String ZEXT = "llvm.zext";
    /** {@code llvm.sext}. */
    public static final String SEXT = "llvm.sext";
    /** {@code llvm.fptrunc}. */
    public static final String FPTRUNC = "llvm.fptrunc";
    /** {@code llvm.fpext}. */
    public static final String FPEXT = "llvm.fpext";
    /** {@code llvm.fptosi}. */
    public static final String FPTOSI = "llvm.fptosi";
    /** {@code llvm.fptoui}. */
    public static final String FPTOUI = "llvm.fptoui";
    /** {@code llvm.sitofp}. */
    public static final String SITOFP = "llvm.sitofp";
    /** {@code llvm.uitofp}. */
    public static final String UITOFP = "llvm.uitofp";
    /** {@code llvm.ptrtoint}. */
    public static final String PTRTOINT = "llvm.ptrtoint";
    /** {@code llvm.inttoptr}. */
    public static final String INTTOPTR = "llvm.inttoptr";
    /** {@code llvm.addrspacecast}. */
    public static final String ADDRSPACECAST = "llvm.addrspacecast";
    /** {@code llvm.bitcast}. */
    public static final String BITCAST = "llvm.bitcast";

    /** The comparison property of {@code icmp} and {@code fcmp}. */
    public static final String PREDICATE = "predicate";

    /** The integer binary operations with overflow flags. */
    static final List<String> OVERFLOW_BINARY = List.of(ADD, SUB, MUL, SHL);
    /** The integer binary operations without flags. */
    static final List<String> PLAIN_BINARY = List.of(UDIV, SDIV, UREM, SREM, AND, OR, XOR, LSHR, ASHR);
    /** The float binary operations, with fast-math flags. */
    static final List<String> FLOAT_BINARY = List.of(FADD, FSUB, FMUL, FDIV, FREM);
    /** The casts. */
    static final List<String> CASTS = List.of(TRUNC, ZEXT, SEXT, FPTRUNC, FPEXT, FPTOSI, FPTOUI, SITOFP, UITOFP,
            PTRTOINT, INTTOPTR, ADDRSPACECAST, BITCAST);

    private LlvmArithOps() {
    }

    /** The left operand of a binary operation or comparison. */
    public static Value lhs(Operation op) {
        return op.operand(0);
    }

    /** The right operand of a binary operation or comparison. */
    public static Value rhs(Operation op) {
        return op.operand(1);
    }

    /** The operand of {@code fneg}. */
    public static Value operand(Operation op) {
        return op.operand(0);
    }

    /** The operand of a cast. */
    public static Value arg(Operation op) {
        return op.operand(0);
    }

    /** The condition of {@code select}. */
    public static Value condition(Operation op) {
        return op.operand(0);
    }

    /** The value {@code select} yields when the condition holds. */
    public static Value trueValue(Operation op) {
        return op.operand(1);
    }

    /** The value {@code select} yields when the condition does not hold. */
    public static Value falseValue(Operation op) {
        return op.operand(2);
    }

    /** The result. */
    public static Value res(Operation op) {
        return op.result(0);
    }

    /** The overflow flags of {@code add sub mul shl}; {@link IntegerOverflowFlagsAttr#NONE} when absent. */
    public static IntegerOverflowFlagsAttr overflowFlags(Operation op) {
        return IntegerOverflowFlagsAttr.of(op);
    }

    /** The fast-math flags of a float operation, {@code fcmp} or {@code select}; none when absent. */
    public static FastmathFlagsAttr fastmathFlags(Operation op) {
        return FastmathFlagsAttr.of(op);
    }

    /** The predicate of {@code icmp}; null when it is absent or invalid. */
    public static ICmpPredicate icmpPredicate(Operation op) {
        return LlvmEnum.byAttribute(ICmpPredicate.values(), op.properties().get(PREDICATE));
    }

    /** The predicate of {@code fcmp}; null when it is absent or invalid. */
    public static FCmpPredicate fcmpPredicate(Operation op) {
        return LlvmEnum.byAttribute(FCmpPredicate.values(), op.properties().get(PREDICATE));
    }

    static void register(Consumer<OpDefinition> register) {
        Set<OpTrait> pureSame = EnumSet.of(OpTrait.PURE, OpTrait.SAME_OPERANDS_AND_RESULT_TYPE);
        for (String name : OVERFLOW_BINARY) {
            register.accept(def(name, name.equals(ADD) || name.equals(MUL)
                            ? EnumSet.of(OpTrait.PURE, OpTrait.SAME_OPERANDS_AND_RESULT_TYPE, OpTrait.COMMUTATIVE)
                            : pureSame, Set.of(IntegerOverflowFlagsAttr.PROPERTY), new Binary(Flags.OVERFLOW),
                    (op, d) -> operandIs(op, 0, LlvmTypeConstraints.SIGNLESS_INT, d)
                            && operandIs(op, 1, LlvmTypeConstraints.SIGNLESS_INT, d)
                            && resultIs(op, 0, LlvmTypeConstraints.SIGNLESS_INT, d)));
        }
        for (String name : PLAIN_BINARY) {
            register.accept(def(name, pureSame, Set.of(), new Binary(Flags.NONE),
                    (op, d) -> operandIs(op, 0, LlvmTypeConstraints.SIGNLESS_INT, d)
                            && operandIs(op, 1, LlvmTypeConstraints.SIGNLESS_INT, d)
                            && resultIs(op, 0, LlvmTypeConstraints.SIGNLESS_INT, d)));
        }
        for (String name : FLOAT_BINARY) {
            register.accept(def(name, pureSame, Set.of(FASTMATH), new Binary(Flags.FASTMATH),
                    (op, d) -> operandIs(op, 0, LlvmTypeConstraints.FLOAT, d)
                            && operandIs(op, 1, LlvmTypeConstraints.FLOAT, d)
                            && resultIs(op, 0, LlvmTypeConstraints.FLOAT, d)));
        }
        register.accept(def(FNEG, pureSame, Set.of(FASTMATH), new Unary(),
                (op, d) -> operandIs(op, 0, LlvmTypeConstraints.FLOAT, d)
                        && resultIs(op, 0, LlvmTypeConstraints.FLOAT, d)));
        register.accept(def(ICMP, EnumSet.of(OpTrait.PURE), Set.of(PREDICATE), new Compare(false),
                (op, d) -> compare(op, d, LlvmTypeConstraints.INT_OR_POINTER, icmpPredicate(op) != null)));
        register.accept(def(FCMP, EnumSet.of(OpTrait.PURE), Set.of(PREDICATE, FASTMATH), new Compare(true),
                (op, d) -> compare(op, d, LlvmTypeConstraints.FLOAT, fcmpPredicate(op) != null)));
        register.accept(def(SELECT, EnumSet.of(OpTrait.PURE), Set.of(FASTMATH), new Select(),
                LlvmArithOps::verifySelect));
        cast(register, TRUNC, LlvmTypeConstraints.SIGNLESS_INT, LlvmTypeConstraints.SIGNLESS_INT);
        cast(register, ZEXT, LlvmTypeConstraints.SIGNLESS_INT, LlvmTypeConstraints.SIGNLESS_INT);
        cast(register, SEXT, LlvmTypeConstraints.SIGNLESS_INT, LlvmTypeConstraints.SIGNLESS_INT);
        cast(register, FPTRUNC, LlvmTypeConstraints.FLOAT, LlvmTypeConstraints.FLOAT);
        cast(register, FPEXT, LlvmTypeConstraints.FLOAT, LlvmTypeConstraints.FLOAT);
        cast(register, FPTOSI, LlvmTypeConstraints.FLOAT, LlvmTypeConstraints.SIGNLESS_INT);
        cast(register, FPTOUI, LlvmTypeConstraints.FLOAT, LlvmTypeConstraints.SIGNLESS_INT);
        cast(register, SITOFP, LlvmTypeConstraints.SIGNLESS_INT, LlvmTypeConstraints.FLOAT);
        cast(register, UITOFP, LlvmTypeConstraints.SIGNLESS_INT, LlvmTypeConstraints.FLOAT);
        cast(register, PTRTOINT, LlvmTypeConstraints.POINTER, LlvmTypeConstraints.SIGNLESS_INT);
        cast(register, INTTOPTR, LlvmTypeConstraints.SIGNLESS_INT, LlvmTypeConstraints.POINTER);
        cast(register, ADDRSPACECAST, LlvmTypeConstraints.POINTER, LlvmTypeConstraints.POINTER);
        cast(register, BITCAST, null, null);
    }

    private static void cast(Consumer<OpDefinition> register, String name, TypeConstraint from, TypeConstraint to) {
        boolean extension = name.equals(ZEXT) || name.equals(SEXT);
        register.accept(def(name, EnumSet.of(OpTrait.PURE), Set.of(), new Cast(), (op, d) -> {
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

    private static boolean compare(Operation op, DiagnosticEngine d, TypeConstraint operands, boolean validPredicate) {
        if (!validPredicate) {
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
                state.properties.put(IntegerOverflowFlagsAttr.PROPERTY, IntegerOverflowFlagsAttr.NONE);
                if (parser.parseOptionalKeyword("overflow")) {
                    Attribute a = parseOverflow(parser);
                    if (a == null) {
                        return false;
                    }
                    state.properties.put(IntegerOverflowFlagsAttr.PROPERTY, a);
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
                if (op.properties().get(IntegerOverflowFlagsAttr.PROPERTY) instanceof IntegerOverflowFlagsAttr f
                        && f.bits() != 0) {
                    printer.print(" overflow<" + String.join(", ", f.keywords()) + ">");
                }
                LlvmOps.printAttrs(op, printer, List.of(IntegerOverflowFlagsAttr.PROPERTY));
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
            LlvmEnum value = fcmp ? FCmpPredicate.fromKeyword(predicate) : ICmpPredicate.fromKeyword(predicate);
            if (value == null) {
                return parser.emitError(predicateAt, "'" + predicate
                        + "' is an incorrect value of the 'predicate' attribute");
            }
            state.properties.put(PREDICATE, LlvmEnum.i64(value));
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
            LlvmEnum predicate = fcmp ? fcmpPredicate(op) : icmpPredicate(op);
            printer.print(" \"" + predicate.keyword() + "\" ").printOperand(lhs(op)).print(", ")
                    .printOperand(rhs(op));
            LlvmOps.printAttrs(op, printer, List.of(PREDICATE));
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

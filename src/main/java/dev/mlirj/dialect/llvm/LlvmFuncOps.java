package dev.mlirj.dialect.llvm;

import static dev.mlirj.dialect.llvm.LlvmOps.def;
import static dev.mlirj.dialect.llvm.LlvmOps.fail;
import static dev.mlirj.dialect.llvm.LlvmOps.str;

import dev.mlirj.ir.DenseArrayAttr;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.FunctionType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.OpAsmParser.UnresolvedOperand;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.SymbolRefAttr;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.TypeAttr;
import dev.mlirj.ir.Value;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The LLVM dialect's functions and control flow: {@code llvm.func} ({@link LlvmFuncOp}), {@code llvm.return},
 * {@code llvm.call}, {@code llvm.unreachable}, and the branches {@code llvm.br}, {@code llvm.cond_br} and
 * {@code llvm.switch} ({@link LlvmBranchOps}). The views take an operation of one of these kinds (unchecked, as
 * ODS's getters).
 */
public final class LlvmFuncOps {
    /** {@code llvm.return}. */
    public static final String RETURN = "llvm.return";
    /** {@code llvm.call}. */
    public static final String CALL = "llvm.call";
    /** {@code llvm.unreachable}. */
    public static final String UNREACHABLE = "llvm.unreachable";

    /** The callee of a direct call, a flat symbol reference. */
    public static final String CALLEE = "callee";
    /** The function type of a variadic callee. */
    public static final String VAR_CALLEE_TYPE = "var_callee_type";
    /** The calling convention, a {@link CConvAttr}. */
    public static final String CCONV = LlvmFuncOp.CCONV;
    /** The tail-call marker, a {@link TailCallKindAttr}. */
    public static final String TAIL_CALL_KIND = "TailCallKind";
    /** The memory effects of the call, a {@link MemoryEffectsAttr}. */
    public static final String MEMORY = LlvmFuncOp.MEMORY;
    /** The call's {@code convergent} flag. */
    public static final String CONVERGENT = LlvmFuncOp.CONVERGENT;
    /** The call's {@code nounwind} flag. */
    public static final String NO_UNWIND = LlvmFuncOp.NO_UNWIND;
    /** The call's {@code willreturn} flag. */
    public static final String WILL_RETURN = LlvmFuncOp.WILL_RETURN;

    /** {@code llvm.call}'s inherent attributes in MLIR 19. */
    static final Set<String> CALL_INHERENT = callInherent();

    private LlvmFuncOps() {
    }

    private static Set<String> callInherent() {
        Set<String> inherent = new HashSet<>(List.of(CALLEE, VAR_CALLEE_TYPE, LlvmOps.FASTMATH, CCONV,
                TAIL_CALL_KIND, MEMORY, CONVERGENT, NO_UNWIND, WILL_RETURN, LlvmBranchOps.BRANCH_WEIGHTS));
        inherent.addAll(LlvmMemoryOps.ALIAS_METADATA);
        return Set.copyOf(inherent);
    }

    /** The value {@code return} returns, or null. */
    public static Value arg(Operation op) {
        return op.operandCount() == 0 ? null : op.operand(0);
    }

    /** The function a direct call calls, or null for an indirect call. */
    public static String callee(Operation op) {
        return op.properties().get(CALLEE) instanceof SymbolRefAttr s ? s.root() : null;
    }

    /** The function pointer an indirect call calls (its first operand), or null for a direct call. */
    public static Value calleePointer(Operation op) {
        return callee(op) == null ? op.operand(0) : null;
    }

    /** The arguments of a call (without the function pointer of an indirect call). */
    public static List<Value> argOperands(Operation op) {
        int start = callee(op) == null ? 1 : 0;
        return op.operands().subList(Math.min(start, op.operandCount()), op.operandCount());
    }

    /** The callee's type of a variadic call, or null. */
    public static LlvmFunctionType varCalleeType(Operation op) {
        return op.properties().get(VAR_CALLEE_TYPE) instanceof TypeAttr t && t.type() instanceof LlvmFunctionType f
                ? f : null;
    }

    /** The result of a call, or null for a call of a void function. */
    public static Value result(Operation op) {
        return op.resultCount() == 0 ? null : op.result(0);
    }

    /** The calling convention of a call; {@code ccc} when absent. */
    public static CConv cconv(Operation op) {
        return LlvmFuncOp.cconv(op);
    }

    /** The tail-call marker of a call; {@code none} when absent. */
    public static TailCallKind tailCallKind(Operation op) {
        return op.properties().get(TAIL_CALL_KIND) instanceof TailCallKindAttr t ? t.kind() : TailCallKind.NONE;
    }

    /** The fast-math flags of a call; none when absent. */
    public static FastmathFlagsAttr fastmathFlags(Operation op) {
        return FastmathFlagsAttr.of(op);
    }

    /** The memory effects of a call, or null. */
    public static MemoryEffectsAttr memory(Operation op) {
        return LlvmFuncOp.memory(op);
    }

    static void register(Consumer<OpDefinition> register) {
        register.accept(def(LlvmFuncOp.NAME, EnumSet.of(OpTrait.ISOLATED_FROM_ABOVE, OpTrait.SYMBOL,
                OpTrait.AUTOMATIC_ALLOCATION_SCOPE),
                LlvmFuncOp.INHERENT, new LlvmFuncOp.Syntax(), LlvmFuncOp::verify));
        register.accept(def(RETURN, EnumSet.of(OpTrait.TERMINATOR, OpTrait.RETURN_LIKE, OpTrait.PURE), Set.of(),
                new Return(), LlvmFuncOp::verifyReturn));
        register.accept(def(CALL, Set.of(), CALL_INHERENT, new Call(), LlvmFuncOps::verifyCall));
        register.accept(def(UNREACHABLE, EnumSet.of(OpTrait.TERMINATOR), Set.of(), new Unreachable(), null));
        LlvmBranchOps.register(register);
    }

    /** {@code {attrs}? (%value : type)?}. */
    private record Return() implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            if (!parser.parseOptionalAttrDict(state)) {
                return false;
            }
            UnresolvedOperand value = parser.parseOptionalOperand();
            if (value == null) {
                return true;
            }
            Type type = parser.parseColonType();
            return type != null && parser.resolveOperands(List.of(value), type, state.operands);
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.printOptionalAttrDict(LlvmOps.allAttrs(op), List.of());
            if (op.operandCount() > 0) {
                printer.print(" ").printOperand(op.operand(0)).print(" : ").print(op.operand(0).type());
            }
        }
    }

    /** {@code {attrs}?}. */
    private record Unreachable() implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            return parser.parseOptionalAttrDict(state);
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.printOptionalAttrDict(LlvmOps.allAttrs(op), List.of());
        }
    }

    /**
     * {@code llvm.call cconv? tailcallkind? (@callee | %fnptr)(%args) (vararg(!llvm.func<...>))? {attrs}? :
     * (!llvm.ptr ,)? (argTypes) -> result}. An indirect call's first operand is the function pointer.
     */
    private record Call() implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            state.properties.put(CCONV, new CConvAttr(LlvmOps.parseOptionalKeyword(parser, CConv.values(),
                    CConv.C)));
            state.properties.put(TAIL_CALL_KIND, new TailCallKindAttr(LlvmOps.parseOptionalKeyword(parser,
                    TailCallKind.values(), TailCallKind.NONE)));
            List<UnresolvedOperand> operands = new ArrayList<>();
            UnresolvedOperand fnPtr = parser.parseOptionalOperand();
            boolean direct = fnPtr == null;
            if (direct) {
                String callee = parser.parseSymbolName();
                if (callee == null) {
                    return false;
                }
                state.properties.put(CALLEE, SymbolRefAttr.flat(callee));
            } else {
                operands.add(fnPtr);
            }
            if (!parser.parseLParen()) {
                return false;
            }
            List<UnresolvedOperand> arguments = parser.parseOperandList();
            if (arguments == null) {
                return false;
            }
            operands.addAll(arguments);
            if (!parser.parseRParen()) {
                return false;
            }
            if (parser.parseOptionalKeyword("vararg")) {
                if (!parser.parseLParen()) {
                    return false;
                }
                Type t = parser.parseType();
                if (t == null || !parser.parseRParen()) {
                    return false;
                }
                state.properties.put(VAR_CALLEE_TYPE, new TypeAttr(t));
            }
            if (!parser.parseOptionalAttrDict(state)) {
                return false;
            }
            LlvmOps.defaultFastmath(state);
            Location typesAt = parser.location();
            if (!parser.parseColon()) {
                return false;
            }
            List<Type> types = new ArrayList<>();
            if (!direct) {
                Type ptr = parser.parseType();
                if (ptr == null) {
                    return false;
                }
                if (!parser.parseOptionalComma()) {
                    return parser.emitError(typesAt, "expected indirect call to have 2 trailing types");
                }
                types.add(ptr);
            }
            FunctionType fn = parser.parseFunctionType();
            if (fn == null) {
                return false;
            }
            if (fn.results().size() > 1) {
                return parser.emitError(typesAt, "expected function with 0 or 1 result");
            }
            if (fn.results().size() == 1 && fn.results().getFirst().equals(LlvmPrimitiveType.VOID)) {
                return parser.emitError(typesAt, "expected a non-void result type");
            }
            types.addAll(fn.inputs());
            if (!parser.resolveOperands(operands, types, parser.nameLocation(), state.operands)) {
                return false;
            }
            state.resultTypes.addAll(fn.results());
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ");
            if (op.properties().get(CCONV) instanceof CConvAttr c && !c.equals(CConvAttr.C)) {
                printer.print(c.cconv().keyword() + " ");
            }
            if (op.properties().get(TAIL_CALL_KIND) instanceof TailCallKindAttr t
                    && !t.equals(TailCallKindAttr.NONE)) {
                printer.print(t.kind().keyword() + " ");
            }
            String callee = callee(op);
            boolean direct = callee != null;
            List<Value> args = argOperands(op);
            if (direct) {
                printer.printSymbolName(callee);
            } else {
                printer.printOperand(op.operand(0));
            }
            printer.print("(").printOperands(args).print(")");
            if (op.properties().get(VAR_CALLEE_TYPE) instanceof TypeAttr t) {
                printer.print(" vararg(").print(t.type()).print(")");
            }
            LlvmOps.printAttrs(op, printer, List.of(CALLEE, TAIL_CALL_KIND, VAR_CALLEE_TYPE, CCONV,
                    LlvmBranchOps.OPERAND_SEGMENT_SIZES, LlvmFuncOp.ARG_ATTRS, LlvmFuncOp.RES_ATTRS));
            printer.print(" : ");
            if (!direct) {
                printer.print(op.operand(0).type()).print(", ");
            }
            List<Type> argTypes = new ArrayList<>();
            for (Value v : args) {
                argTypes.add(v.type());
            }
            printer.print(new FunctionType(argTypes, op.resultTypes()));
        }
    }

    /** The checks MLIR 19 makes in {@code CallOp::verifySymbolUses}, with its messages. */
    static boolean verifyCall(Operation op, DiagnosticEngine d) {
        LlvmFunctionType varCallee = varCalleeType(op);
        boolean direct = callee(op) != null;
        List<Value> args = argOperands(op);
        if (varCallee != null) {
            if (!varCallee.varArg()) {
                return fail(op, d, "expected var_callee_type to be a variadic function type");
            }
            if (varCallee.params().size() > args.size()) {
                return fail(op, d, "expected var_callee_type to have at most " + args.size() + " parameters");
            }
            for (int i = 0; i < varCallee.params().size(); i++) {
                if (!varCallee.params().get(i).equals(args.get(i).type())) {
                    return fail(op, d, "var_callee_type parameter type mismatch: " + str(varCallee.params().get(i))
                            + " != " + str(args.get(i).type()));
                }
            }
            if (op.resultCount() == 0) {
                if (!varCallee.returnsVoid()) {
                    return fail(op, d, "expected var_callee_type to return void");
                }
            } else if (!op.result(0).type().equals(varCallee.returnType())) {
                return fail(op, d, "var_callee_type return type mismatch: " + str(varCallee.returnType()) + " != "
                        + str(op.result(0).type()));
            }
        }
        if (!direct) {
            if (op.operandCount() == 0) {
                return fail(op, d, "must have either a `callee` attribute or at least an operand");
            }
            if (!(op.operand(0).type() instanceof LlvmPointerType)) {
                return fail(op, d, "indirect call expects a pointer as callee: " + str(op.operand(0).type()));
            }
            return true;
        }
        String name = callee(op);
        Operation callee = LlvmOps.lookupSymbol(op, name);
        if (callee == null) {
            return fail(op, d, "'" + name + "' does not reference a symbol in the current scope");
        }
        if (!callee.name().fullName().equals(LlvmFuncOp.NAME)) {
            return fail(op, d, "'" + name + "' does not reference a valid LLVM function");
        }
        if (!(callee.properties().get(LlvmFuncOp.FUNCTION_TYPE) instanceof dev.mlirj.ir.TypeAttr calleeType)
                || !(calleeType.type() instanceof LlvmFunctionType)) {
            return true; // the callee's own verifier reports its missing or wrong function type
        }
        LlvmFunctionType fn = LlvmFuncOp.functionType(callee);
        if (fn.varArg() && varCallee == null) {
            return fail(op, d, "missing var_callee_type attribute for vararg call");
        }
        if (!fn.varArg() && fn.params().size() != args.size()) {
            return fail(op, d, "incorrect number of operands (" + args.size() + ") for callee (expecting: "
                    + fn.params().size() + ")");
        }
        if (fn.params().size() > args.size()) {
            return fail(op, d, "incorrect number of operands (" + args.size()
                    + ") for varargs callee (expecting at least: " + fn.params().size() + ")");
        }
        for (int i = 0; i < fn.params().size(); i++) {
            if (!args.get(i).type().equals(fn.params().get(i))) {
                return fail(op, d, "operand type mismatch for operand " + i + ": " + str(args.get(i).type()) + " != "
                        + str(fn.params().get(i)));
            }
        }
        if (op.resultCount() == 0 && !fn.returnsVoid()) {
            return fail(op, d, "expected function call to produce a value");
        }
        if (op.resultCount() != 0 && fn.returnsVoid()) {
            return fail(op, d, "calling function with void result must not produce values");
        }
        if (op.resultCount() > 1) {
            return fail(op, d, "expected LLVM function call to produce 0 or 1 result");
        }
        if (op.resultCount() == 1 && !op.result(0).type().equals(fn.returnType())) {
            return fail(op, d, "result type mismatch: " + str(op.result(0).type()) + " != " + str(fn.returnType()));
        }
        return true;
    }

    /** {@code operandSegmentSizes} as a list, or null. */
    static List<Integer> segments(Operation op, String name) {
        if (!(op.properties().get(name) instanceof DenseArrayAttr a)) {
            return null;
        }
        List<Integer> out = new ArrayList<>();
        for (var v : a.elements()) {
            out.add(v.intValue());
        }
        return out;
    }
}

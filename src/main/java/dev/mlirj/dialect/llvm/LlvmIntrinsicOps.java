package dev.mlirj.dialect.llvm;

import static dev.mlirj.dialect.llvm.LlvmOps.FASTMATH;
import static dev.mlirj.dialect.llvm.LlvmOps.def;

import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.FunctionType;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.IntegerType;
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
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * LLVM intrinsics as {@code llvm.intr.*} operations, as a table. Most are written
 * {@code llvm.intr.name(%args) {attrs}? : (types) -> type}; the floating-point ones carry fast-math flags. Those
 * MLIR 19 gives no custom form ({@code ctlz}, {@code memcpy}, the {@code *.with.overflow} family, ...) exist in
 * generic form only, as mlir-opt prints them.
 */
final class LlvmIntrinsicOps {
    /** Floating-point intrinsics with fast-math flags and the {@code (args) : fn-type} form, by operand count. */
    private static final Map<String, Integer> FLOAT_MATH = Map.ofEntries(
            Map.entry("sqrt", 1), Map.entry("exp", 1), Map.entry("exp2", 1), Map.entry("log", 1),
            Map.entry("log2", 1), Map.entry("log10", 1), Map.entry("fabs", 1), Map.entry("floor", 1),
            Map.entry("ceil", 1), Map.entry("round", 1), Map.entry("roundeven", 1), Map.entry("trunc", 1),
            Map.entry("rint", 1), Map.entry("nearbyint", 1), Map.entry("sin", 1), Map.entry("cos", 1),
            Map.entry("pow", 2), Map.entry("copysign", 2), Map.entry("maxnum", 2), Map.entry("minnum", 2),
            Map.entry("maximum", 2), Map.entry("minimum", 2), Map.entry("powi", 2), Map.entry("fma", 3),
            Map.entry("fmuladd", 3));
    /** Integer intrinsics with the {@code (args) : fn-type} form, by operand count. */
    private static final Map<String, Integer> INT_MATH = Map.ofEntries(
            Map.entry("smax", 2), Map.entry("smin", 2), Map.entry("umax", 2), Map.entry("umin", 2),
            Map.entry("ctpop", 1), Map.entry("bitreverse", 1), Map.entry("bswap", 1), Map.entry("fshl", 3),
            Map.entry("fshr", 3));
    /** Intrinsics MLIR 19 prints generically, with their inherent attributes. */
    private static final Map<String, Set<String>> GENERIC_ONLY = Map.ofEntries(
            Map.entry("ctlz", Set.of("is_zero_poison")), Map.entry("cttz", Set.of("is_zero_poison")),
            Map.entry("abs", Set.of("is_int_min_poison")), Map.entry("memcpy", Set.of("isVolatile")),
            Map.entry("memmove", Set.of("isVolatile")), Map.entry("memset", Set.of("isVolatile")),
            Map.entry("sadd.with.overflow", Set.of()), Map.entry("uadd.with.overflow", Set.of()),
            Map.entry("ssub.with.overflow", Set.of()), Map.entry("usub.with.overflow", Set.of()),
            Map.entry("smul.with.overflow", Set.of()), Map.entry("umul.with.overflow", Set.of()),
            Map.entry("assume", Set.of()), Map.entry("trap", Set.of()), Map.entry("debugtrap", Set.of()));

    private LlvmIntrinsicOps() {
    }

    static void register(Consumer<OpDefinition> register) {
        FLOAT_MATH.forEach((name, arity) -> register.accept(def("llvm.intr." + name, EnumSet.of(OpTrait.PURE),
                Set.of(FASTMATH), new Call(true), (op, d) -> checkArity(op, d, arity))));
        INT_MATH.forEach((name, arity) -> register.accept(def("llvm.intr." + name, EnumSet.of(OpTrait.PURE),
                Set.of(), new Call(false), (op, d) -> checkArity(op, d, arity))));
        GENERIC_ONLY.forEach((name, inherent) -> register.accept(def("llvm.intr." + name, Set.of(), inherent, null,
                null)));
        register.accept(def("llvm.intr.prefetch", Set.of(), Set.of("rw", "hint", "cache"), null,
                LlvmIntrinsicOps::verifyPrefetch));
        register.accept(def("llvm.intr.stacksave", Set.of(), Set.of(), new LlvmConstantOps.TypeOnly(), null));
        register.accept(def("llvm.intr.stackrestore", Set.of(), Set.of(), new PointerOnly(false), null));
        register.accept(def("llvm.intr.lifetime.start", Set.of(), Set.of("size"), new PointerOnly(true), null));
        register.accept(def("llvm.intr.lifetime.end", Set.of(), Set.of("size"), new PointerOnly(true), null));
        LlvmConstrainedFpOps.register(register); // addition for arith
        registerVectorReductions(register); // addition for vector
        LlvmMaskedMemoryOps.register(register); // addition for vector
    }

    private static boolean checkArity(Operation op, DiagnosticEngine d, int arity) {
        if (op.operandCount() != arity) {
            return LlvmOps.fail(op, d, "expected " + arity + " operands, but found " + op.operandCount());
        }
        return op.resultCount() == 1 || LlvmOps.fail(op, d, "requires one result");
    }

    /** {@code llvm.intr.prefetch}: a pointer and the immediates {@code rw}, {@code hint}, {@code cache} as i32s. */
    private static boolean verifyPrefetch(Operation op, DiagnosticEngine d) {
        for (String name : List.of("cache", "hint", "rw")) {
            if (!op.properties().containsKey(name)) {
                return LlvmOps.fail(op, d, "requires attribute '" + name + "'");
            }
            if (!(op.properties().get(name) instanceof IntegerAttr a && a.type().equals(IntegerType.of(32)))) {
                return LlvmOps.fail(op, d, "attribute '" + name + "' failed to satisfy constraint: 32-bit signless "
                        + "integer attribute");
            }
        }
        if (op.operandCount() != 1 || op.resultCount() != 0) {
            return LlvmOps.fail(op, d, "expected 1 operand and no result");
        }
        return op.operand(0).type() instanceof LlvmPointerType || LlvmOps.fail(op, d,
                "operand #0 must be LLVM pointer type, but got " + LlvmOps.str(op.operand(0).type()));
    }

    /** {@code (%args) {attrs}? : (types) -> type}, with mlir-opt's two spaces before the attributes or colon. */
    private record Call(boolean fastmath) implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            if (!parser.parseLParen()) {
                return false;
            }
            List<UnresolvedOperand> args = parser.parseOperandList();
            if (!parser.parseRParen() || !parser.parseOptionalAttrDict(state)) {
                return false;
            }
            if (fastmath) {
                LlvmOps.defaultFastmath(state);
            }
            if (!parser.parseColon()) {
                return false;
            }
            FunctionType fn = parser.parseFunctionType();
            if (fn == null || !parser.resolveOperands(args, fn.inputs(), parser.nameLocation(), state.operands)) {
                return false;
            }
            state.resultTypes.addAll(fn.results());
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print("(").printOperands(op.operands()).print(") ");
            LlvmOps.printAttrs(op, printer, List.of());
            List<Type> types = new ArrayList<>();
            for (Value v : op.operands()) {
                types.add(v.type());
            }
            printer.print(" : ").print(new FunctionType(types, op.resultTypes()));
        }
    }

    /** {@code (size ,)? %ptr {attrs}? : !llvm.ptr}: stackrestore and the lifetime markers. */
    private record PointerOnly(boolean sized) implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            if (sized) {
                Long size = parser.parseInteger();
                if (size == null || !parser.parseComma()) {
                    return false;
                }
                state.properties.put("size", IntegerAttr.of(IntegerType.of(64), size));
            }
            UnresolvedOperand ptr = parser.parseOperand();
            if (ptr == null || !parser.parseOptionalAttrDict(state)) {
                return false;
            }
            Type t = parser.parseColonType();
            return t != null && parser.resolveOperands(List.of(ptr), t, state.operands);
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ");
            if (sized) {
                printer.print(((IntegerAttr) op.properties().get("size")).value() + ", ");
            }
            printer.printOperand(op.operand(0));
            printer.printOptionalAttrDict(LlvmOps.allAttrs(op), List.of("size"));
            printer.print(" : ").print(op.operand(0).type());
        }
    }

    // ---- additions for vector ----

    /**
     * The vector reductions MLIR 19's {@code convert-vector-to-llvm} emits: {@code llvm.intr.vector.reduce.X} of
     * one vector into its element type; integer ones ({@code add mul and or xor smax smin umax umin}) and the
     * ordered float ones with a start value ({@code fadd fmul}: {@code (start, vector)}, with fast-math flags) are
     * written generically, as mlir-opt 19 prints them; {@code fmax fmin fmaximum fminimum} have the call form with
     * fast-math flags.
     */
    private static void registerVectorReductions(Consumer<OpDefinition> register) {
        for (String name : List.of("add", "mul", "and", "or", "xor", "smax", "smin", "umax", "umin")) {
            register.accept(def("llvm.intr.vector.reduce." + name, EnumSet.of(OpTrait.PURE), Set.of(), null,
                    (op, d) -> checkArity(op, d, 1)));
        }
        for (String name : List.of("fadd", "fmul")) {
            register.accept(def("llvm.intr.vector.reduce." + name, EnumSet.of(OpTrait.PURE), Set.of(FASTMATH), null,
                    (op, d) -> checkArity(op, d, 2)));
        }
        for (String name : List.of("fmax", "fmin", "fmaximum", "fminimum")) {
            register.accept(def("llvm.intr.vector.reduce." + name, EnumSet.of(OpTrait.PURE), Set.of(FASTMATH),
                    new Call(true), (op, d) -> checkArity(op, d, 1)));
        }
    }
}

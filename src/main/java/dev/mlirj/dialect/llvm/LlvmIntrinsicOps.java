package dev.mlirj.dialect.llvm;

import static dev.mlirj.dialect.llvm.LlvmOps.FASTMATH;
import static dev.mlirj.dialect.llvm.LlvmOps.def;

import dev.mlirj.dialect.TypeConstraint;
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
import dev.mlirj.ir.OpVerifier;
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
 * generic form only, as mlir-opt prints them. The masked memory intrinsics are in {@link LlvmMaskedMemoryOps}, the
 * constrained ones in {@link LlvmConstrainedFpOps}. The views take an intrinsic operation (unchecked, as ODS's
 * getters).
 */
public final class LlvmIntrinsicOps {
    /** {@code llvm.intr.sqrt}. */
    public static final String SQRT = "llvm.intr.sqrt";
    /** {@code llvm.intr.exp}. */
    public static final String EXP = "llvm.intr.exp";
    /** {@code llvm.intr.exp2}. */
    public static final String EXP2 = "llvm.intr.exp2";
    /** {@code llvm.intr.log}. */
    public static final String LOG = "llvm.intr.log";
    /** {@code llvm.intr.log2}. */
    public static final String LOG2 = "llvm.intr.log2";
    /** {@code llvm.intr.log10}. */
    public static final String LOG10 = "llvm.intr.log10";
    /** {@code llvm.intr.fabs}. */
    public static final String FABS = "llvm.intr.fabs";
    /** {@code llvm.intr.floor}. */
    public static final String FLOOR = "llvm.intr.floor";
    /** {@code llvm.intr.ceil}. */
    public static final String CEIL = "llvm.intr.ceil";
    /** {@code llvm.intr.round}. */
    public static final String ROUND = "llvm.intr.round";
    /** {@code llvm.intr.roundeven}. */
    public static final String ROUNDEVEN = "llvm.intr.roundeven";
    /** {@code llvm.intr.trunc}. */
    public static final String TRUNC = "llvm.intr.trunc";
    /** {@code llvm.intr.rint}. */
    public static final String RINT = "llvm.intr.rint";
    /** {@code llvm.intr.nearbyint}. */
    public static final String NEARBYINT = "llvm.intr.nearbyint";
    /** {@code llvm.intr.sin}. */
    public static final String SIN = "llvm.intr.sin";
    /** {@code llvm.intr.cos}. */
    public static final String COS = "llvm.intr.cos";
    /** {@code llvm.intr.pow}. */
    public static final String POW = "llvm.intr.pow";
    /** {@code llvm.intr.copysign}. */
    public static final String COPYSIGN = "llvm.intr.copysign";
    /** {@code llvm.intr.maxnum}. */
    public static final String MAXNUM = "llvm.intr.maxnum";
    /** {@code llvm.intr.minnum}. */
    public static final String MINNUM = "llvm.intr.minnum";
    /** {@code llvm.intr.maximum}. */
    public static final String MAXIMUM = "llvm.intr.maximum";
    /** {@code llvm.intr.minimum}. */
    public static final String MINIMUM = "llvm.intr.minimum";
    /** {@code llvm.intr.powi}. */
    public static final String POWI = "llvm.intr.powi";
    /** {@code llvm.intr.fma}. */
    public static final String FMA = "llvm.intr.fma";
    /** {@code llvm.intr.fmuladd}. */
    public static final String FMULADD = "llvm.intr.fmuladd";
    /** {@code llvm.intr.smax}. */
    public static final String SMAX = "llvm.intr.smax";
    /** {@code llvm.intr.smin}. */
    public static final String SMIN = "llvm.intr.smin";
    /** {@code llvm.intr.umax}. */
    public static final String UMAX = "llvm.intr.umax";
    /** {@code llvm.intr.umin}. */
    public static final String UMIN = "llvm.intr.umin";
    /** {@code llvm.intr.ctpop}. */
    public static final String CTPOP = "llvm.intr.ctpop";
    /** {@code llvm.intr.bitreverse}. */
    public static final String BITREVERSE = "llvm.intr.bitreverse";
    /** {@code llvm.intr.bswap}. */
    public static final String BSWAP = "llvm.intr.bswap";
    /** {@code llvm.intr.fshl}. */
    public static final String FSHL = "llvm.intr.fshl";
    /** {@code llvm.intr.fshr}. */
    public static final String FSHR = "llvm.intr.fshr";
    /** {@code llvm.intr.ctlz}. */
    public static final String CTLZ = "llvm.intr.ctlz";
    /** {@code llvm.intr.cttz}. */
    public static final String CTTZ = "llvm.intr.cttz";
    /** {@code llvm.intr.abs}. */
    public static final String ABS = "llvm.intr.abs";
    /** {@code llvm.intr.memcpy}. */
    public static final String MEMCPY = "llvm.intr.memcpy";
    /** {@code llvm.intr.memmove}. */
    public static final String MEMMOVE = "llvm.intr.memmove";
    /** {@code llvm.intr.memset}. */
    public static final String MEMSET = "llvm.intr.memset";
    /** {@code llvm.intr.sadd.with.overflow}. */
    public static final String SADD_WITH_OVERFLOW = "llvm.intr.sadd.with.overflow";
    /** {@code llvm.intr.uadd.with.overflow}. */
    public static final String UADD_WITH_OVERFLOW = "llvm.intr.uadd.with.overflow";
    /** {@code llvm.intr.ssub.with.overflow}. */
    public static final String SSUB_WITH_OVERFLOW = "llvm.intr.ssub.with.overflow";
    /** {@code llvm.intr.usub.with.overflow}. */
    public static final String USUB_WITH_OVERFLOW = "llvm.intr.usub.with.overflow";
    /** {@code llvm.intr.smul.with.overflow}. */
    public static final String SMUL_WITH_OVERFLOW = "llvm.intr.smul.with.overflow";
    /** {@code llvm.intr.umul.with.overflow}. */
    public static final String UMUL_WITH_OVERFLOW = "llvm.intr.umul.with.overflow";
    /** {@code llvm.intr.assume}. */
    public static final String ASSUME = "llvm.intr.assume";
    /** {@code llvm.intr.trap}. */
    public static final String TRAP = "llvm.intr.trap";
    /** {@code llvm.intr.debugtrap}. */
    public static final String DEBUGTRAP = "llvm.intr.debugtrap";
    /** {@code llvm.intr.prefetch}. */
    public static final String PREFETCH = "llvm.intr.prefetch";
    /** {@code llvm.intr.stacksave}. */
    public static final String STACKSAVE = "llvm.intr.stacksave";
    /** {@code llvm.intr.stackrestore}. */
    public static final String STACKRESTORE = "llvm.intr.stackrestore";
    /** {@code llvm.intr.lifetime.start}. */
    public static final String LIFETIME_START = "llvm.intr.lifetime.start";
    /** {@code llvm.intr.lifetime.end}. */
    public static final String LIFETIME_END = "llvm.intr.lifetime.end";
    /** {@code llvm.intr.vector.reduce.add}. */
    public static final String VECTOR_REDUCE_ADD = "llvm.intr.vector.reduce.add";
    /** {@code llvm.intr.vector.reduce.mul}. */
    public static final String VECTOR_REDUCE_MUL = "llvm.intr.vector.reduce.mul";
    /** {@code llvm.intr.vector.reduce.and}. */
    public static final String VECTOR_REDUCE_AND = "llvm.intr.vector.reduce.and";
    /** {@code llvm.intr.vector.reduce.or}. */
    public static final String VECTOR_REDUCE_OR = "llvm.intr.vector.reduce.or";
    /** {@code llvm.intr.vector.reduce.xor}. */
    public static final String VECTOR_REDUCE_XOR = "llvm.intr.vector.reduce.xor";
    /** {@code llvm.intr.vector.reduce.smax}. */
    public static final String VECTOR_REDUCE_SMAX = "llvm.intr.vector.reduce.smax";
    /** {@code llvm.intr.vector.reduce.smin}. */
    public static final String VECTOR_REDUCE_SMIN = "llvm.intr.vector.reduce.smin";
    /** {@code llvm.intr.vector.reduce.umax}. */
    public static final String VECTOR_REDUCE_UMAX = "llvm.intr.vector.reduce.umax";
    /** {@code llvm.intr.vector.reduce.umin}. */
    public static final String VECTOR_REDUCE_UMIN = "llvm.intr.vector.reduce.umin";
    /** {@code llvm.intr.vector.reduce.fadd}. */
    public static final String VECTOR_REDUCE_FADD = "llvm.intr.vector.reduce.fadd";
    /** {@code llvm.intr.vector.reduce.fmul}. */
    public static final String VECTOR_REDUCE_FMUL = "llvm.intr.vector.reduce.fmul";
    /** {@code llvm.intr.vector.reduce.fmax}. */
    public static final String VECTOR_REDUCE_FMAX = "llvm.intr.vector.reduce.fmax";
    /** {@code llvm.intr.vector.reduce.fmin}. */
    public static final String VECTOR_REDUCE_FMIN = "llvm.intr.vector.reduce.fmin";
    /** {@code llvm.intr.vector.reduce.fmaximum}. */
    public static final String VECTOR_REDUCE_FMAXIMUM = "llvm.intr.vector.reduce.fmaximum";
    /** {@code llvm.intr.vector.reduce.fminimum}. */
    public static final String VECTOR_REDUCE_FMINIMUM = "llvm.intr.vector.reduce.fminimum";

    /** The immediate {@code is_zero_poison} of {@code ctlz} and {@code cttz}. */
    public static final String IS_ZERO_POISON = "is_zero_poison";
    /** The immediate {@code is_int_min_poison} of {@code abs}. */
    public static final String IS_INT_MIN_POISON = "is_int_min_poison";
    /** The immediate {@code isVolatile} of {@code memcpy}, {@code memmove} and {@code memset}. */
    public static final String IS_VOLATILE = "isVolatile";
    /** The size immediate of the lifetime markers. */
    public static final String SIZE = "size";
    /** {@code prefetch}'s read (0) or write (1) immediate. */
    public static final String RW = "rw";
    /** {@code prefetch}'s locality immediate, 0 (none) to 3 (keep in cache). */
    public static final String HINT = "hint";
    /** {@code prefetch}'s cache immediate: 0 instruction, 1 data. */
    public static final String CACHE = "cache";

    /** The prefix of every intrinsic operation's name. */
    private static final String PREFIX = LlvmDialect.NAMESPACE + ".intr.";
    /** Floating-point intrinsics with fast-math flags and the {@code (args) : fn-type} form. */
    private static final Set<String> FLOAT_MATH = Set.of(SQRT, EXP, EXP2, LOG, LOG2, LOG10, FABS, FLOOR, CEIL,
            ROUND, ROUNDEVEN, TRUNC, RINT, NEARBYINT, SIN, COS, POW, COPYSIGN, MAXNUM, MINNUM, MAXIMUM, MINIMUM, POWI,
            FMA, FMULADD);
    /** Integer intrinsics with the {@code (args) : fn-type} form. */
    private static final Set<String> INT_MATH = Set.of(SMAX, SMIN, UMAX, UMIN, CTPOP, BITREVERSE, BSWAP, FSHL,
            FSHR);
    /** Intrinsics MLIR 19 prints generically, with their inherent attributes. */
    private static final Map<String, Set<String>> GENERIC_ONLY = Map.ofEntries(
            Map.entry(CTLZ, Set.of(IS_ZERO_POISON)), Map.entry(CTTZ, Set.of(IS_ZERO_POISON)),
            Map.entry(ABS, Set.of(IS_INT_MIN_POISON)), Map.entry(MEMCPY, Set.of(IS_VOLATILE)),
            Map.entry(MEMMOVE, Set.of(IS_VOLATILE)), Map.entry(MEMSET, Set.of(IS_VOLATILE)),
            Map.entry(SADD_WITH_OVERFLOW, Set.of()), Map.entry(UADD_WITH_OVERFLOW, Set.of()),
            Map.entry(SSUB_WITH_OVERFLOW, Set.of()), Map.entry(USUB_WITH_OVERFLOW, Set.of()),
            Map.entry(SMUL_WITH_OVERFLOW, Set.of()), Map.entry(UMUL_WITH_OVERFLOW, Set.of()),
            Map.entry(ASSUME, Set.of()), Map.entry(TRAP, Set.of()), Map.entry(DEBUGTRAP, Set.of()));

    private LlvmIntrinsicOps() {
    }

    /**
     * The name of the LLVM intrinsic an intrinsic operation named {@code name} calls: {@code llvm.intr.X} calls
     * {@code llvm.X}; null for an operation that is no intrinsic.
     */
    public static String llvmIntrinsicName(String name) {
        return name.startsWith(PREFIX) ? LlvmDialect.NAMESPACE + "." + name.substring(PREFIX.length()) : null;
    }

    /** Whether {@code name} is a floating-point intrinsic with fast-math flags of the call form. */
    public static boolean isFloatMath(String name) {
        return FLOAT_MATH.contains(name);
    }

    /** The fast-math flags of a floating-point intrinsic; none when absent. */
    public static FastmathFlagsAttr fastmathFlags(Operation op) {
        return FastmathFlagsAttr.of(op);
    }

    /** Whether {@code ctlz} or {@code cttz} of zero is poison. */
    public static boolean isZeroPoison(Operation op) {
        return LlvmOps.flag(op, IS_ZERO_POISON);
    }

    /** Whether {@code abs} of the minimum integer is poison. */
    public static boolean isIntMinPoison(Operation op) {
        return LlvmOps.flag(op, IS_INT_MIN_POISON);
    }

    /** Whether {@code memcpy}, {@code memmove} or {@code memset} is volatile. */
    public static boolean isVolatile(Operation op) {
        return LlvmOps.flag(op, IS_VOLATILE);
    }

    /** The size of a lifetime marker's object in bytes (-1 for unknown). */
    public static long size(Operation op) {
        return LlvmOps.longProperty(op, SIZE, -1);
    }

    static void register(Consumer<OpDefinition> register) {
        // Operand and result counts are LlvmOpCounts'; the verifiers here check types, which the translation
        // relies on to ask LLVM for the right overload of each intrinsic.
        FLOAT_MATH.forEach(name -> register.accept(def(name, EnumSet.of(OpTrait.PURE),
                Set.of(FASTMATH), new Call(true), name.equals(POWI) ? LlvmIntrinsicOps::verifyPowi
                        : (op, d) -> sameTypes(op, d, LlvmTypeConstraints.FLOAT))));
        INT_MATH.forEach(name -> register.accept(def(name, EnumSet.of(OpTrait.PURE),
                Set.of(), new Call(false), (op, d) -> sameTypes(op, d, LlvmTypeConstraints.SIGNLESS_INT))));
        GENERIC_ONLY.forEach((name, inherent) -> register.accept(def(name, Set.of(), inherent, null,
                genericOnlyVerifier(name))));
        // prefetch's immediates rw, hint and cache, required i32s, are LlvmProperties'.
        register.accept(def(PREFETCH, Set.of(), Set.of(RW, HINT, CACHE), null,
                (op, d) -> LlvmOps.operandIs(op, 0, LlvmTypeConstraints.SCALAR_POINTER, d)));
        register.accept(def(STACKSAVE, Set.of(), Set.of(), new LlvmConstantOps.TypeOnly(),
                (op, d) -> LlvmOps.resultIs(op, 0, LlvmTypeConstraints.SCALAR_POINTER, d)));
        OpVerifier pointerOperand = (op, d) -> LlvmOps.operandIs(op, 0, LlvmTypeConstraints.SCALAR_POINTER, d);
        register.accept(def(STACKRESTORE, Set.of(), Set.of(), new PointerOnly(false), pointerOperand));
        register.accept(def(LIFETIME_START, Set.of(), Set.of(SIZE), new PointerOnly(true), pointerOperand));
        register.accept(def(LIFETIME_END, Set.of(), Set.of(SIZE), new PointerOnly(true), pointerOperand));
        LlvmConstrainedFpOps.register(register);
        registerVectorReductions(register);
        LlvmMaskedMemoryOps.register(register);
    }

    /**
     * Every operand satisfies {@code c}, the result is an LLVM type, and all are of one type (ODS's type
     * constraints, then its {@code SameOperandsAndResultType}). For {@code ctlz}, {@code cttz} and {@code abs},
     * whose ODS has no such trait, and for {@code powi}'s result, mlirj asks for the same type as well, as LLVM's
     * intrinsic does: the translation asks LLVM for the overload of the operand's type, and a call of it with
     * other types is not a valid call.
     */
    private static boolean sameTypes(Operation op, DiagnosticEngine d, TypeConstraint c) {
        LlvmChecks checks = new LlvmChecks(op, d);
        if (!checks.operands(c) || !checks.result(0, LlvmTypeConstraints.LLVM_TYPE)) {
            return false;
        }
        Type type = op.result(0).type();
        for (Value v : op.operands()) {
            if (!v.type().equals(type)) {
                return checks.fail("requires the same type for all operands and results");
            }
        }
        return true;
    }

    /** {@code llvm.intr.powi}: a float (or vector) to a signless integer power, of the float's type. */
    private static boolean verifyPowi(Operation op, DiagnosticEngine d) {
        LlvmChecks checks = new LlvmChecks(op, d);
        return checks.operand(0, LlvmTypeConstraints.FLOAT)
                && checks.operand(1, LlvmTypeConstraints.SCALAR_SIGNLESS_INT)
                && checks.result(0, LlvmTypeConstraints.FLOAT)
                && (op.result(0).type().equals(op.operand(0).type())
                        || checks.fail("requires the same type for operand #0 and the result"));
    }

    /** The type checks of the intrinsics MLIR 19 prints generically. */
    private static OpVerifier genericOnlyVerifier(String name) {
        return switch (name) {
            case CTLZ, CTTZ, ABS -> (op, d) -> sameTypes(op, d, LlvmTypeConstraints.SIGNLESS_INT);
            case MEMCPY, MEMMOVE -> (op, d) -> memoryTransfer(op, d, LlvmTypeConstraints.SCALAR_POINTER);
            case MEMSET -> (op, d) -> memoryTransfer(op, d, LlvmTypeConstraints.SCALAR_I8);
            case ASSUME -> (op, d) -> LlvmOps.operandIs(op, 0, LlvmTypeConstraints.SCALAR_I1, d);
            case TRAP, DEBUGTRAP -> null;
            default -> LlvmIntrinsicOps::verifyWithOverflow;
        };
    }

    /** {@code memcpy}, {@code memmove} ({@code source} a pointer) and {@code memset} ({@code source} an i8). */
    private static boolean memoryTransfer(Operation op, DiagnosticEngine d, TypeConstraint source) {
        LlvmChecks checks = new LlvmChecks(op, d);
        return checks.operand(0, LlvmTypeConstraints.SCALAR_POINTER) && checks.operand(1, source)
                && checks.operand(2, LlvmTypeConstraints.SCALAR_SIGNLESS_INT);
    }

    /** {@code llvm.intr.*.with.overflow}: two integers of one type into {@code !llvm.struct<(T, i1)>}. */
    private static boolean verifyWithOverflow(Operation op, DiagnosticEngine d) {
        LlvmChecks checks = new LlvmChecks(op, d);
        if (!checks.operands(LlvmTypeConstraints.SIGNLESS_INT) || !checks.sameTypeOperands()) {
            return false;
        }
        Type t = op.operand(0).type();
        return op.result(0).type() instanceof LlvmStructType s && !s.isIdentified() && s.body().size() == 2
                && s.body().get(0).equals(t) && s.body().get(1).equals(LlvmOps.i1Like(t))
                || checks.fail("expected result type to be a struct of the operand type and " + LlvmOps.str(
                LlvmOps.i1Like(t)) + ", but got " + LlvmOps.str(op.result(0).type()));
    }

    /**
     * A reduction of a vector into its element type: {@code vector} constrains the vector operand (the last),
     * and a start value of a float type comes first when {@code withStart}; then ODS's
     * {@code SameOperandsAndResultElementType}.
     */
    private static boolean verifyReduction(Operation op, DiagnosticEngine d, TypeConstraint vector,
                                           boolean withStart) {
        LlvmChecks checks = new LlvmChecks(op, d);
        int v = withStart ? 1 : 0;
        if (withStart && !checks.operand(0, LlvmTypeConstraints.SCALAR_FLOAT) || !checks.operand(v, vector)) {
            return false;
        }
        Type element = LlvmTypes.elementOrSelf(op.operand(v).type());
        for (int i = 0; i < op.operandCount(); i++) {
            if (!LlvmTypes.elementOrSelf(op.operand(i).type()).equals(element)) {
                return checks.fail("requires the same element type for all operands and results");
            }
        }
        return op.result(0).type().equals(element)
                || checks.fail("requires the same element type for all operands and results");
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
                state.properties.put(SIZE, IntegerAttr.of(IntegerType.of(64), size));
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
                printer.print(((IntegerAttr) op.properties().get(SIZE)).value() + ", ");
            }
            printer.printOperand(op.operand(0));
            printer.printOptionalAttrDict(LlvmOps.allAttrs(op), List.of(SIZE));
            printer.print(" : ").print(op.operand(0).type());
        }
    }

    /**
     * The vector reductions MLIR 19's {@code convert-vector-to-llvm} emits: {@code llvm.intr.vector.reduce.X} of
     * one vector into its element type; integer ones ({@code add mul and or xor smax smin umax umin}) and the
     * ordered float ones with a start value ({@code fadd fmul}: {@code (start, vector)}, with fast-math flags) are
     * written generically, as mlir-opt 19 prints them; {@code fmax fmin fmaximum fminimum} have the call form with
     * fast-math flags.
     */
    private static void registerVectorReductions(Consumer<OpDefinition> register) {
        for (String name : List.of(VECTOR_REDUCE_ADD, VECTOR_REDUCE_MUL, VECTOR_REDUCE_AND, VECTOR_REDUCE_OR,
                VECTOR_REDUCE_XOR, VECTOR_REDUCE_SMAX, VECTOR_REDUCE_SMIN, VECTOR_REDUCE_UMAX, VECTOR_REDUCE_UMIN)) {
            register.accept(def(name, EnumSet.of(OpTrait.PURE), Set.of(), null,
                    (op, d) -> verifyReduction(op, d, LlvmTypeConstraints.VECTOR_OF_SIGNLESS_INT, false)));
        }
        for (String name : List.of(VECTOR_REDUCE_FADD, VECTOR_REDUCE_FMUL)) {
            register.accept(def(name, EnumSet.of(OpTrait.PURE), Set.of(FASTMATH), null,
                    (op, d) -> verifyReduction(op, d, LlvmTypeConstraints.VECTOR_OF_FLOAT, true)));
        }
        for (String name : List.of(VECTOR_REDUCE_FMAX, VECTOR_REDUCE_FMIN, VECTOR_REDUCE_FMAXIMUM,
                VECTOR_REDUCE_FMINIMUM)) {
            register.accept(def(name, EnumSet.of(OpTrait.PURE), Set.of(FASTMATH), new Call(true),
                    (op, d) -> verifyReduction(op, d, LlvmTypeConstraints.VECTOR_OF_FLOAT, false)));
        }
    }
}

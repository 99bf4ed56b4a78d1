package dev.mlirj.target.llvmir;

import dev.mlirj.dialect.llvm.CConvAttr;
import dev.mlirj.dialect.llvm.FastmathFlagsAttr;
import dev.mlirj.dialect.llvm.IntegerOverflowFlagsAttr;
import dev.mlirj.dialect.llvm.LlvmFunctionType;
import dev.mlirj.dialect.llvm.LlvmPrimitiveType;
import dev.mlirj.dialect.llvm.MemoryEffectsAttr;
import dev.mlirj.dialect.llvm.TailCallKindAttr;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.DenseArrayAttr;
import dev.mlirj.ir.DenseElementsAttr;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.StringAttr;
import dev.mlirj.ir.SymbolRefAttr;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.TypeAttr;
import dev.mlirj.ir.Value;
import dev.mlirj.llvm.BinaryOp;
import dev.mlirj.llvm.CastOp;
import dev.mlirj.llvm.FastMathFlag;
import dev.mlirj.llvm.IntPredicate;
import dev.mlirj.llvm.LlvmAtomicOrdering;
import dev.mlirj.llvm.LlvmBasicBlock;
import dev.mlirj.llvm.LlvmBuilder;
import dev.mlirj.llvm.LlvmContext;
import dev.mlirj.llvm.LlvmType;
import dev.mlirj.llvm.LlvmValue;
import dev.mlirj.llvm.RealPredicate;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * MLIR's {@code LLVMDialectLLVMIRTranslationInterface::convertOperation}: one LLVM-dialect operation to LLVM
 * instructions at the builder's position, with its flags (overflow, fast-math, {@code inbounds}, alignment,
 * {@code volatile}, {@code nontemporal}, atomic ordering, calling convention, tail call). Intrinsics are in
 * {@link IntrinsicTranslation}; functions and globals in {@link ModuleTranslation}. An operation or attribute
 * that has no translation is an error at the operation.
 */
final class LlvmDialectTranslation {
    private static final Map<String, BinaryOp> BINARY = Map.ofEntries(Map.entry("llvm.add", BinaryOp.ADD),
            Map.entry("llvm.sub", BinaryOp.SUB), Map.entry("llvm.mul", BinaryOp.MUL), Map.entry("llvm.shl", BinaryOp.SHL),
            Map.entry("llvm.udiv", BinaryOp.UDIV), Map.entry("llvm.sdiv", BinaryOp.SDIV),
            Map.entry("llvm.urem", BinaryOp.UREM), Map.entry("llvm.srem", BinaryOp.SREM),
            Map.entry("llvm.and", BinaryOp.AND), Map.entry("llvm.or", BinaryOp.OR), Map.entry("llvm.xor", BinaryOp.XOR),
            Map.entry("llvm.lshr", BinaryOp.LSHR), Map.entry("llvm.ashr", BinaryOp.ASHR),
            Map.entry("llvm.fadd", BinaryOp.FADD), Map.entry("llvm.fsub", BinaryOp.FSUB),
            Map.entry("llvm.fmul", BinaryOp.FMUL), Map.entry("llvm.fdiv", BinaryOp.FDIV),
            Map.entry("llvm.frem", BinaryOp.FREM));
    private static final Map<String, CastOp> CASTS = Map.ofEntries(Map.entry("llvm.trunc", CastOp.TRUNC),
            Map.entry("llvm.zext", CastOp.ZEXT), Map.entry("llvm.sext", CastOp.SEXT),
            Map.entry("llvm.fptrunc", CastOp.FPTRUNC), Map.entry("llvm.fpext", CastOp.FPEXT),
            Map.entry("llvm.fptosi", CastOp.FPTOSI), Map.entry("llvm.fptoui", CastOp.FPTOUI),
            Map.entry("llvm.sitofp", CastOp.SITOFP), Map.entry("llvm.uitofp", CastOp.UITOFP),
            Map.entry("llvm.ptrtoint", CastOp.PTRTOINT), Map.entry("llvm.inttoptr", CastOp.INTTOPTR),
            Map.entry("llvm.addrspacecast", CastOp.ADDRSPACECAST), Map.entry("llvm.bitcast", CastOp.BITCAST));
    /** icmp predicates in the dialect's order. */
    private static final List<IntPredicate> ICMP = List.of(IntPredicate.EQ, IntPredicate.NE, IntPredicate.SLT,
            IntPredicate.SLE, IntPredicate.SGT, IntPredicate.SGE, IntPredicate.ULT, IntPredicate.ULE, IntPredicate.UGT,
            IntPredicate.UGE);
    /** fcmp predicates in the dialect's order. */
    private static final List<RealPredicate> FCMP = List.of(RealPredicate.FALSE, RealPredicate.OEQ,
            RealPredicate.OGT, RealPredicate.OGE, RealPredicate.OLT, RealPredicate.OLE, RealPredicate.ONE,
            RealPredicate.ORD, RealPredicate.UEQ, RealPredicate.UGT, RealPredicate.UGE, RealPredicate.ULT,
            RealPredicate.ULE, RealPredicate.UNE, RealPredicate.UNO, RealPredicate.TRUE);
    /** Dialect fast-math flag bits ({@link FastmathFlagsAttr#FLAGS} order) as LLVM flags. */
    private static final List<FastMathFlag> FASTMATH = List.of(FastMathFlag.NNAN, FastMathFlag.NINF,
            FastMathFlag.NSZ, FastMathFlag.ARCP, FastMathFlag.CONTRACT, FastMathFlag.AFN, FastMathFlag.REASSOC);
    /** Atomic orderings by the dialect's value (3 is unused). */
    private static final List<LlvmAtomicOrdering> ORDERINGS = java.util.Arrays.asList(LlvmAtomicOrdering.NOT_ATOMIC,
            LlvmAtomicOrdering.UNORDERED, LlvmAtomicOrdering.MONOTONIC, null, LlvmAtomicOrdering.ACQUIRE,
            LlvmAtomicOrdering.RELEASE, LlvmAtomicOrdering.ACQUIRE_RELEASE, LlvmAtomicOrdering.SEQUENTIALLY_CONSISTENT);
    /** Operations that fold to constants when their operands are constants (a global's initializer region). */
    private static final Set<String> CONSTANT_FOLDABLE = Set.of("llvm.mlir.constant", "llvm.mlir.zero",
            "llvm.mlir.undef", "llvm.mlir.poison", "llvm.mlir.addressof", "llvm.getelementptr", "llvm.insertvalue",
            "llvm.extractvalue", "llvm.insertelement", "llvm.extractelement", "llvm.shufflevector", "llvm.icmp",
            "llvm.fcmp", "llvm.select", "llvm.fneg");

    private LlvmDialectTranslation() {
    }

    /** The error for an operation no translation knows, in mlir-translate's words. */
    static TranslationException missing(Operation op) {
        String name = op.name().fullName();
        String message = name.startsWith("llvm.")
                ? "LLVM Translation failed for operation: " + name
                : "cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for "
                        + "dialect for op: " + name;
        return new TranslationException(op, message, false);
    }

    static boolean allowedInConstantExpression(Operation op) {
        String name = op.name().fullName();
        return CONSTANT_FOLDABLE.contains(name) || BINARY.containsKey(name) || CASTS.containsKey(name);
    }

    /**
     * Translates {@code op}, mapping its results; returns the instruction made (for locating verifier failures),
     * or null.
     */
    static LlvmValue convert(Operation op, LlvmBuilder b, ModuleTranslation t) {
        String name = op.name().fullName();
        LlvmContext c = t.context();
        BinaryOp binary = BINARY.get(name);
        if (binary != null) {
            LlvmValue v = b.binary(binary, t.lookup(op.operand(0), op), t.lookup(op.operand(1), op), "");
            if (op.properties().get("overflowFlags") instanceof IntegerOverflowFlagsAttr f && v.isInstruction()) {
                v.setNsw((f.bits() & 1) != 0).setNuw((f.bits() & 2) != 0);
            }
            return result(op, fastmath(op, v), t);
        }
        CastOp cast = CASTS.get(name);
        if (cast != null) {
            return result(op, b.cast(cast, t.lookup(op.operand(0), op), t.type(op.result(0).type(), op), ""), t);
        }
        if (name.startsWith("llvm.intr.")) {
            return IntrinsicTranslation.convert(op, b, t);
        }
        return switch (name) {
            case "llvm.fneg" -> result(op, fastmath(op, b.fneg(t.lookup(op.operand(0), op), "")), t);
            case "llvm.icmp" -> result(op, b.icmp(ICMP.get(predicate(op)), t.lookup(op.operand(0), op),
                    t.lookup(op.operand(1), op), ""), t);
            case "llvm.fcmp" -> result(op, fastmath(op, b.fcmp(FCMP.get(predicate(op)), t.lookup(op.operand(0), op),
                    t.lookup(op.operand(1), op), "")), t);
            case "llvm.select" -> result(op, fastmath(op, b.select(t.lookup(op.operand(0), op),
                    t.lookup(op.operand(1), op), t.lookup(op.operand(2), op), "")), t);
            case "llvm.mlir.constant" -> {
                Type type = op.result(0).type();
                t.map(op.result(0), ConstantTranslation.constant(op.properties().get("value"), type,
                        t.type(type, op), op, t));
                yield null;
            }
            case "llvm.mlir.zero" -> constant(op, c.constNull(t.type(op.result(0).type(), op)), t);
            case "llvm.mlir.undef" -> constant(op, c.undef(t.type(op.result(0).type(), op)), t);
            case "llvm.mlir.poison" -> constant(op, c.poison(t.type(op.result(0).type(), op)), t);
            case "llvm.mlir.addressof" -> {
                String symbol = ((SymbolRefAttr) op.properties().get("global_name")).root();
                LlvmValue target = t.global(symbol) != null ? t.global(symbol) : t.function(symbol);
                if (target == null) {
                    throw new TranslationException(op, "'" + symbol + "' is not an LLVM global or function");
                }
                yield constant(op, target, t);
            }
            case "llvm.alloca" -> alloca(op, b, t);
            case "llvm.load" -> load(op, b, t);
            case "llvm.store" -> store(op, b, t);
            case "llvm.atomicrmw" -> AtomicTranslation.atomicRmw(op, b, t);
            case "llvm.cmpxchg" -> AtomicTranslation.cmpXchg(op, b, t);
            case "llvm.getelementptr" -> gep(op, b, t);
            case "llvm.extractvalue" -> {
                LlvmValue v = t.lookup(op.operand(0), op);
                for (BigInteger index : ((DenseArrayAttr) op.properties().get("position")).elements()) {
                    v = b.extractValue(v, index.intValue(), "");
                }
                yield result(op, v, t);
            }
            case "llvm.insertvalue" -> result(op, insertValue(op, b, t), t);
            case "llvm.extractelement" -> result(op, b.extractElement(t.lookup(op.operand(0), op),
                    t.lookup(op.operand(1), op), ""), t);
            case "llvm.insertelement" -> result(op, b.insertElement(t.lookup(op.operand(0), op),
                    t.lookup(op.operand(1), op), t.lookup(op.operand(2), op), ""), t);
            case "llvm.shufflevector" -> result(op, shuffle(op, b, t), t);
            case "llvm.call" -> call(op, b, t);
            case "llvm.return" -> op.operandCount() == 0 ? b.retVoid() : b.ret(t.lookup(op.operand(0), op));
            case "llvm.unreachable" -> b.unreachable();
            case "llvm.br" -> {
                noLoopAnnotation(op);
                yield b.br(t.successor(op, 0, op.operands()));
            }
            case "llvm.cond_br" -> condBr(op, b, t);
            case "llvm.switch" -> switchOp(op, b, t);
            default -> throw missing(op);
        };
    }

    private static LlvmValue result(Operation op, LlvmValue v, ModuleTranslation t) {
        t.map(op.result(0), v);
        return v.isInstruction() ? v : null;
    }

    private static LlvmValue constant(Operation op, LlvmValue v, ModuleTranslation t) {
        t.map(op.result(0), v);
        return null;
    }

    private static int predicate(Operation op) {
        return ((IntegerAttr) op.properties().get("predicate")).value().intValue();
    }

    /** Sets {@code op}'s fast-math flags on {@code v} when it can carry them (as IRBuilder does). */
    static LlvmValue fastmath(Operation op, LlvmValue v) {
        if (op.properties().get("fastmathFlags") instanceof FastmathFlagsAttr f && f.bits() != 0
                && v.isFpMathOperator()) {
            Set<FastMathFlag> flags = EnumSet.noneOf(FastMathFlag.class);
            for (int i = 0; i < FASTMATH.size(); i++) {
                if ((f.bits() & (1 << i)) != 0) {
                    flags.add(FASTMATH.get(i));
                }
            }
            v.setFastMathFlags(flags);
        }
        return v;
    }

    private static LlvmValue insertValue(Operation op, LlvmBuilder b, ModuleTranslation t) {
        List<BigInteger> position = ((DenseArrayAttr) op.properties().get("position")).elements();
        LlvmValue container = t.lookup(op.operand(0), op);
        LlvmValue value = t.lookup(op.operand(1), op);
        return insertAt(b, container, value, position, 0);
    }

    /** {@code insertvalue} at a nested position, one level at a time (LLVM folds the result to the same IR). */
    private static LlvmValue insertAt(LlvmBuilder b, LlvmValue container, LlvmValue value, List<BigInteger> position,
                                      int depth) {
        int index = position.get(depth).intValue();
        if (depth == position.size() - 1) {
            return b.insertValue(container, value, index, "");
        }
        LlvmValue inner = b.extractValue(container, index, "");
        return b.insertValue(container, insertAt(b, inner, value, position, depth + 1), index, "");
    }

    private static LlvmValue alloca(Operation op, LlvmBuilder b, ModuleTranslation t) {
        if (op.properties().containsKey("inalloca")) {
            throw new TranslationException(op, "'inalloca' cannot be set with LLVM 17's C API");
        }
        LlvmType elem = t.type(((TypeAttr) op.properties().get("elem_type")).type(), op);
        LlvmValue v = b.arrayAlloca(elem, t.lookup(op.operand(0), op), "");
        if (!v.type().equals(t.type(op.result(0).type(), op))) {
            throw new TranslationException(op, "allocas in address spaces other than the data layout's alloca "
                    + "address space cannot be built with LLVM 17's C API");
        }
        if (op.properties().get("alignment") instanceof IntegerAttr a && a.value().signum() != 0) {
            v.setAlignment(FunctionAttributes.alignment(op, a));
        }
        return result(op, v, t);
    }

    private static LlvmValue load(Operation op, LlvmBuilder b, ModuleTranslation t) {
        LlvmValue v = b.load(t.type(op.result(0).type(), op), t.lookup(op.operand(0), op), "");
        memoryAccess(op, v, t);
        if (ModuleTranslation.isSet(op.properties().get("invariant"))) {
            v.setMetadata("invariant.load", List.of());
        }
        if (op.properties().get("dereferenceable") != null) {
            throw new TranslationException(op, "'dereferenceable' metadata is not supported by the translation");
        }
        return result(op, v, t);
    }

    private static LlvmValue store(Operation op, LlvmBuilder b, ModuleTranslation t) {
        LlvmValue v = b.store(t.lookup(op.operand(0), op), t.lookup(op.operand(1), op));
        memoryAccess(op, v, t);
        return v;
    }

    /** Alignment, volatile, nontemporal, invariant.group and the atomic ordering of a load or store. */
    private static void memoryAccess(Operation op, LlvmValue v, ModuleTranslation t) {
        Map<String, Attribute> props = op.properties();
        accessFlags(op, v);
        if (ModuleTranslation.isSet(props.get("nontemporal"))) {
            v.setMetadata("nontemporal", List.of(t.context().constInt(t.context().i32(), 1)));
        }
        if (ModuleTranslation.isSet(props.get("invariantGroup"))) {
            v.setMetadata("invariant.group", List.of());
        }
        int ordering = props.get("ordering") instanceof IntegerAttr o ? o.value().intValue() : 0;
        if (ordering != 0) {
            v.setOrdering(ordering(op, "ordering"));
        }
        if (singleThread(op)) {
            v.setAtomicSingleThread(true);
        }
    }

    /**
     * What every memory access carries: its alignment and {@code volatile_}; the metadata LLVM 17's C API cannot
     * attach is refused.
     */
    static void accessFlags(Operation op, LlvmValue v) {
        Map<String, Attribute> props = op.properties();
        for (String metadata : List.of("access_groups", "alias_scopes", "noalias_scopes", "tbaa")) {
            if (props.containsKey(metadata)) {
                throw new TranslationException(op, "'" + metadata + "' is not supported by the translation");
            }
        }
        if (props.get("alignment") instanceof IntegerAttr a && a.value().signum() != 0) {
            v.setAlignment(FunctionAttributes.alignment(op, a));
        }
        if (ModuleTranslation.isSet(props.get("volatile_"))) {
            v.setVolatile(true);
        }
    }

    /** The atomic ordering in property {@code name} of {@code op}. */
    static LlvmAtomicOrdering ordering(Operation op, String name) {
        int ordering = op.properties().get(name) instanceof IntegerAttr o ? o.value().intValue() : -1;
        LlvmAtomicOrdering o = ordering >= 0 && ordering < ORDERINGS.size() ? ORDERINGS.get(ordering) : null;
        if (o == null) {
            throw new TranslationException(op, "invalid atomic ordering " + ordering);
        }
        return o;
    }

    /**
     * Whether {@code op}'s {@code syncscope} is {@code "singlethread"}; absent is the whole system, and any other
     * scope cannot be set through LLVM 17's C API.
     */
    static boolean singleThread(Operation op) {
        if (!(op.properties().get("syncscope") instanceof StringAttr scope)) {
            return false;
        }
        if (!scope.value().equals("singlethread")) {
            throw new TranslationException(op, "syncscope(\"" + scope.value() + "\") cannot be set with LLVM "
                    + "17's C API (only \"singlethread\")");
        }
        return true;
    }

    private static LlvmValue gep(Operation op, LlvmBuilder b, ModuleTranslation t) {
        List<BigInteger> raw = ((DenseArrayAttr) op.properties().get("rawConstantIndices")).elements();
        List<LlvmValue> indices = new ArrayList<>();
        int next = 1;
        for (BigInteger r : raw) {
            if (r.intValue() == Integer.MIN_VALUE) {
                indices.add(t.lookup(op.operand(next++), op));
            } else {
                indices.add(t.context().constInt(t.context().i32(), r.intValue()));
            }
        }
        LlvmType elem = t.type(((TypeAttr) op.properties().get("elem_type")).type(), op);
        return result(op, b.gep(elem, t.lookup(op.operand(0), op), indices,
                ModuleTranslation.isSet(op.properties().get("inbounds")), ""), t);
    }

    private static LlvmValue shuffle(Operation op, LlvmBuilder b, ModuleTranslation t) {
        LlvmContext c = t.context();
        List<LlvmValue> mask = new ArrayList<>();
        for (BigInteger m : ((DenseArrayAttr) op.properties().get("mask")).elements()) {
            mask.add(m.signum() < 0 ? c.poison(c.i32()) : c.constInt(c.i32(), m.intValue()));
        }
        LlvmValue maskValue = mask.isEmpty() ? c.constNull(c.vector(c.i32(), 0)) : c.constVector(mask);
        return b.shuffleVector(t.lookup(op.operand(0), op), t.lookup(op.operand(1), op), maskValue, "");
    }

    private static LlvmValue call(Operation op, LlvmBuilder b, ModuleTranslation t) {
        Map<String, Attribute> props = op.properties();
        for (String metadata : List.of("access_groups", "alias_scopes", "noalias_scopes", "tbaa",
                "branch_weights")) {
            if (props.containsKey(metadata)) {
                throw new TranslationException(op, "'" + metadata + "' is not supported by the translation");
            }
        }
        boolean direct = props.get("callee") instanceof SymbolRefAttr;
        LlvmValue callee;
        List<Value> args;
        if (direct) {
            String name = ((SymbolRefAttr) props.get("callee")).root();
            callee = t.function(name);
            if (callee == null) {
                throw new TranslationException(op, "'" + name + "' is not an llvm.func");
            }
            args = op.operands();
        } else {
            callee = t.lookup(op.operand(0), op);
            args = op.operands().subList(1, op.operandCount());
        }
        LlvmType fnType;
        if (props.get("var_callee_type") instanceof TypeAttr vt && vt.type() instanceof LlvmFunctionType f) {
            fnType = t.type(f, op);
        } else if (direct) {
            fnType = callee.globalValueType();
        } else {
            List<Type> params = new ArrayList<>();
            for (Value v : args) {
                params.add(v.type());
            }
            Type result = op.resultCount() == 0 ? LlvmPrimitiveType.VOID : op.result(0).type();
            fnType = t.type(new LlvmFunctionType(result, params, false), op);
        }
        LlvmValue call = b.call(fnType, callee, t.lookup(args, op), "");
        if (props.get("CConv") instanceof CConvAttr cc) {
            call.setInstructionCallConv(CallingConventions.id(cc));
        }
        if (props.get("TailCallKind") instanceof TailCallKindAttr tk && !tk.equals(TailCallKindAttr.NONE)) {
            if (!tk.name().equals("tail")) {
                throw new TranslationException(op, "tail call kind '" + tk.name() + "' cannot be set with LLVM "
                        + "17's C API");
            }
            call.setTailCall(true);
        }
        LlvmContext c = t.context();
        if (props.get("memory") instanceof MemoryEffectsAttr m) {
            call.addCallSiteAttribute(LlvmValue.FUNCTION_INDEX, c.enumAttribute("memory",
                    FunctionAttributes.memoryEffects(m)));
        }
        for (Map.Entry<String, String> flag : Map.of("convergent", "convergent", "no_unwind", "nounwind",
                "will_return", "willreturn").entrySet()) {
            if (ModuleTranslation.isSet(props.get(flag.getKey()))) {
                call.addCallSiteAttribute(LlvmValue.FUNCTION_INDEX, c.enumAttribute(flag.getValue(), 0));
            }
        }
        fastmath(op, call);
        if (op.resultCount() == 1) {
            t.map(op.result(0), call);
        }
        return call;
    }

    private static void noLoopAnnotation(Operation op) {
        if (op.properties().containsKey("loop_annotation")) {
            throw new TranslationException(op, "'loop_annotation' is not supported by the translation");
        }
    }

    private static List<Integer> segments(Operation op, String name) {
        List<Integer> out = new ArrayList<>();
        for (BigInteger v : ((DenseArrayAttr) op.properties().get(name)).elements()) {
            out.add(v.intValue());
        }
        return out;
    }

    private static LlvmValue condBr(Operation op, LlvmBuilder b, ModuleTranslation t) {
        noLoopAnnotation(op);
        List<Integer> seg = segments(op, "operandSegmentSizes");
        List<Value> trueOps = op.operands().subList(1, 1 + seg.get(1));
        List<Value> falseOps = op.operands().subList(1 + seg.get(1), 1 + seg.get(1) + seg.get(2));
        LlvmBasicBlock whenTrue = t.successor(op, 0, trueOps);
        LlvmBasicBlock whenFalse = t.successor(op, 1, falseOps);
        LlvmValue br = b.condBr(t.lookup(op.operand(0), op), whenTrue, whenFalse);
        branchWeights(op, br, t);
        return br;
    }

    private static LlvmValue switchOp(Operation op, LlvmBuilder b, ModuleTranslation t) {
        List<Integer> seg = segments(op, "operandSegmentSizes");
        List<Integer> caseSegments = op.properties().containsKey("case_operand_segments")
                ? segments(op, "case_operand_segments") : List.of();
        LlvmBasicBlock defaultDest = t.successor(op, 0, op.operands().subList(1, 1 + seg.get(1)));
        List<BigInteger> caseValues = op.properties().get("case_values") instanceof DenseElementsAttr d
                ? expand(d) : List.of();
        LlvmValue value = t.lookup(op.operand(0), op);
        LlvmValue sw = b.switchInst(value, defaultDest, caseValues.size());
        int start = 1 + seg.get(1);
        for (int i = 0; i < caseValues.size(); i++) {
            int n = caseSegments.get(i);
            LlvmBasicBlock dest = t.successor(op, i + 1, op.operands().subList(start, start + n));
            start += n;
            sw.addCase(t.context().constInt(value.type(), caseValues.get(i)), dest);
        }
        branchWeights(op, sw, t);
        return sw;
    }

    private static List<BigInteger> expand(DenseElementsAttr d) {
        if (!d.splat()) {
            return d.elements();
        }
        List<BigInteger> out = new ArrayList<>();
        for (long i = 0; i < d.type().elementCount(); i++) {
            out.add(d.elements().getFirst());
        }
        return out;
    }

    private static void branchWeights(Operation op, LlvmValue branch, ModuleTranslation t) {
        if (op.properties().get("branch_weights") instanceof DenseArrayAttr weights) {
            List<Long> w = new ArrayList<>();
            for (BigInteger v : weights.elements()) {
                w.add(v.longValue());
            }
            branch.setBranchWeights(w);
        }
    }
}

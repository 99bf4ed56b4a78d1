package dev.mlirj.target.llvmir;

import dev.mlirj.dialect.llvm.AtomicOrdering;
import dev.mlirj.dialect.llvm.FCmpPredicate;
import dev.mlirj.dialect.llvm.FastmathFlagsAttr;
import dev.mlirj.dialect.llvm.ICmpPredicate;
import dev.mlirj.dialect.llvm.IntegerOverflowFlagsAttr;
import dev.mlirj.dialect.llvm.LlvmAggregateOps;
import dev.mlirj.dialect.llvm.LlvmArithOps;
import dev.mlirj.dialect.llvm.LlvmAtomicOps;
import dev.mlirj.dialect.llvm.LlvmBranchOps;
import dev.mlirj.dialect.llvm.LlvmConstantOps;
import dev.mlirj.dialect.llvm.LlvmDialect;
import dev.mlirj.dialect.llvm.LlvmFuncOp;
import dev.mlirj.dialect.llvm.LlvmFuncOps;
import dev.mlirj.dialect.llvm.LlvmFunctionType;
import dev.mlirj.dialect.llvm.LlvmIntrinsicOps;
import dev.mlirj.dialect.llvm.LlvmMemoryOps;
import dev.mlirj.dialect.llvm.LlvmPrimitiveType;
import dev.mlirj.dialect.llvm.LlvmVectorOps;
import dev.mlirj.dialect.llvm.TailCallKind;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Type;
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
import java.util.Iterator;
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
    private static final Map<String, BinaryOp> BINARY = Map.ofEntries(Map.entry(LlvmArithOps.ADD, BinaryOp.ADD),
            Map.entry(LlvmArithOps.SUB, BinaryOp.SUB), Map.entry(LlvmArithOps.MUL, BinaryOp.MUL),
            Map.entry(LlvmArithOps.SHL, BinaryOp.SHL), Map.entry(LlvmArithOps.UDIV, BinaryOp.UDIV),
            Map.entry(LlvmArithOps.SDIV, BinaryOp.SDIV), Map.entry(LlvmArithOps.UREM, BinaryOp.UREM),
            Map.entry(LlvmArithOps.SREM, BinaryOp.SREM), Map.entry(LlvmArithOps.AND, BinaryOp.AND),
            Map.entry(LlvmArithOps.OR, BinaryOp.OR), Map.entry(LlvmArithOps.XOR, BinaryOp.XOR),
            Map.entry(LlvmArithOps.LSHR, BinaryOp.LSHR), Map.entry(LlvmArithOps.ASHR, BinaryOp.ASHR),
            Map.entry(LlvmArithOps.FADD, BinaryOp.FADD), Map.entry(LlvmArithOps.FSUB, BinaryOp.FSUB),
            Map.entry(LlvmArithOps.FMUL, BinaryOp.FMUL), Map.entry(LlvmArithOps.FDIV, BinaryOp.FDIV),
            Map.entry(LlvmArithOps.FREM, BinaryOp.FREM));
    private static final Map<String, CastOp> CASTS = Map.ofEntries(Map.entry(LlvmArithOps.TRUNC, CastOp.TRUNC),
            Map.entry(LlvmArithOps.ZEXT, CastOp.ZEXT), Map.entry(LlvmArithOps.SEXT, CastOp.SEXT),
            Map.entry(LlvmArithOps.FPTRUNC, CastOp.FPTRUNC), Map.entry(LlvmArithOps.FPEXT, CastOp.FPEXT),
            Map.entry(LlvmArithOps.FPTOSI, CastOp.FPTOSI), Map.entry(LlvmArithOps.FPTOUI, CastOp.FPTOUI),
            Map.entry(LlvmArithOps.SITOFP, CastOp.SITOFP), Map.entry(LlvmArithOps.UITOFP, CastOp.UITOFP),
            Map.entry(LlvmArithOps.PTRTOINT, CastOp.PTRTOINT), Map.entry(LlvmArithOps.INTTOPTR, CastOp.INTTOPTR),
            Map.entry(LlvmArithOps.ADDRSPACECAST, CastOp.ADDRSPACECAST),
            Map.entry(LlvmArithOps.BITCAST, CastOp.BITCAST));
    /** Dialect fast-math flag bits ({@link FastmathFlagsAttr#FLAGS} order) as LLVM flags. */
    private static final List<FastMathFlag> FASTMATH = List.of(FastMathFlag.NNAN, FastMathFlag.NINF,
            FastMathFlag.NSZ, FastMathFlag.ARCP, FastMathFlag.CONTRACT, FastMathFlag.AFN, FastMathFlag.REASSOC);
    /** Operations that fold to constants when their operands are constants (a global's initializer region). */
    private static final Set<String> CONSTANT_FOLDABLE = Set.of(LlvmConstantOps.CONSTANT, LlvmConstantOps.ZERO,
            LlvmConstantOps.UNDEF, LlvmConstantOps.POISON, LlvmConstantOps.ADDRESSOF, LlvmMemoryOps.GETELEMENTPTR,
            LlvmAggregateOps.INSERTVALUE, LlvmAggregateOps.EXTRACTVALUE, LlvmVectorOps.INSERTELEMENT,
            LlvmVectorOps.EXTRACTELEMENT, LlvmVectorOps.SHUFFLEVECTOR, LlvmArithOps.ICMP, LlvmArithOps.FCMP,
            LlvmArithOps.SELECT, LlvmArithOps.FNEG);

    private LlvmDialectTranslation() {
    }

    /** The error for an operation no translation knows, in mlir-translate's words. */
    static TranslationException missing(Operation op) {
        String name = op.name().fullName();
        String message = LlvmDialect.NAMESPACE.equals(op.name().dialect())
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
            LlvmValue v = b.binary(binary, t.lookup(LlvmArithOps.lhs(op), op), t.lookup(LlvmArithOps.rhs(op), op),
                    "");
            IntegerOverflowFlagsAttr f = IntegerOverflowFlagsAttr.of(op);
            if (f.bits() != 0 && v.isInstruction()) {
                v.setNsw((f.bits() & 1) != 0).setNuw((f.bits() & 2) != 0);
            }
            return result(op, fastmath(op, v), t);
        }
        CastOp cast = CASTS.get(name);
        if (cast != null) {
            return result(op, b.cast(cast, t.lookup(LlvmArithOps.arg(op), op), t.type(op.result(0).type(), op), ""),
                    t);
        }
        if (LlvmIntrinsicOps.llvmIntrinsicName(name) != null) {
            return IntrinsicTranslation.convert(op, b, t);
        }
        return switch (name) {
            case LlvmArithOps.FNEG -> result(op, fastmath(op, b.fneg(t.lookup(LlvmArithOps.operand(op), op), "")), t);
            case LlvmArithOps.ICMP -> result(op, b.icmp(intPredicate(LlvmArithOps.icmpPredicate(op)),
                    t.lookup(LlvmArithOps.lhs(op), op), t.lookup(LlvmArithOps.rhs(op), op), ""), t);
            case LlvmArithOps.FCMP -> result(op, fastmath(op, b.fcmp(realPredicate(LlvmArithOps.fcmpPredicate(op)),
                    t.lookup(LlvmArithOps.lhs(op), op), t.lookup(LlvmArithOps.rhs(op), op), "")), t);
            case LlvmArithOps.SELECT -> result(op, fastmath(op, b.select(t.lookup(LlvmArithOps.condition(op), op),
                    t.lookup(LlvmArithOps.trueValue(op), op), t.lookup(LlvmArithOps.falseValue(op), op), "")), t);
            case LlvmConstantOps.CONSTANT -> {
                Type type = op.result(0).type();
                t.map(op.result(0), ConstantTranslation.constant(LlvmConstantOps.value(op), type,
                        t.type(type, op), op, t));
                yield null;
            }
            case LlvmConstantOps.ZERO -> constant(op, c.constNull(t.type(op.result(0).type(), op)), t);
            case LlvmConstantOps.UNDEF -> constant(op, c.undef(t.type(op.result(0).type(), op)), t);
            case LlvmConstantOps.POISON -> constant(op, c.poison(t.type(op.result(0).type(), op)), t);
            case LlvmConstantOps.ADDRESSOF -> {
                String symbol = LlvmConstantOps.globalName(op);
                LlvmValue target = t.global(symbol) != null ? t.global(symbol) : t.function(symbol);
                if (target == null) {
                    throw new TranslationException(op, "'" + symbol + "' is not an LLVM global or function");
                }
                yield constant(op, target, t);
            }
            case LlvmMemoryOps.ALLOCA -> alloca(op, b, t);
            case LlvmMemoryOps.LOAD -> load(op, b, t);
            case LlvmMemoryOps.STORE -> store(op, b, t);
            case LlvmAtomicOps.ATOMICRMW -> AtomicTranslation.atomicRmw(op, b, t);
            case LlvmAtomicOps.CMPXCHG -> AtomicTranslation.cmpXchg(op, b, t);
            case LlvmMemoryOps.GETELEMENTPTR -> gep(op, b, t);
            case LlvmAggregateOps.EXTRACTVALUE -> {
                LlvmValue v = t.lookup(LlvmAggregateOps.container(op), op);
                for (long index : LlvmAggregateOps.position(op)) {
                    v = b.extractValue(v, (int) index, "");
                }
                yield result(op, v, t);
            }
            case LlvmAggregateOps.INSERTVALUE -> result(op, insertValue(op, b, t), t);
            case LlvmVectorOps.EXTRACTELEMENT -> result(op, b.extractElement(t.lookup(LlvmVectorOps.vector(op), op),
                    t.lookup(LlvmVectorOps.position(op), op), ""), t);
            case LlvmVectorOps.INSERTELEMENT -> result(op, b.insertElement(t.lookup(LlvmVectorOps.vector(op), op),
                    t.lookup(LlvmVectorOps.value(op), op), t.lookup(LlvmVectorOps.position(op), op), ""), t);
            case LlvmVectorOps.SHUFFLEVECTOR -> result(op, shuffle(op, b, t), t);
            case LlvmFuncOps.CALL -> call(op, b, t);
            case LlvmFuncOps.RETURN -> LlvmFuncOps.arg(op) == null ? b.retVoid()
                    : b.ret(t.lookup(LlvmFuncOps.arg(op), op));
            case LlvmFuncOps.UNREACHABLE -> b.unreachable();
            case LlvmBranchOps.BR -> {
                noLoopAnnotation(op);
                yield b.br(t.successor(op, 0, LlvmBranchOps.destOperands(op)));
            }
            case LlvmBranchOps.COND_BR -> condBr(op, b, t);
            case LlvmBranchOps.SWITCH -> switchOp(op, b, t);
            default -> throw missing(op);
        };
    }

    /** LLVM's integer predicate of {@code predicate}. */
    private static IntPredicate intPredicate(ICmpPredicate predicate) {
        return switch (predicate) {
            case EQ -> IntPredicate.EQ;
            case NE -> IntPredicate.NE;
            case SLT -> IntPredicate.SLT;
            case SLE -> IntPredicate.SLE;
            case SGT -> IntPredicate.SGT;
            case SGE -> IntPredicate.SGE;
            case ULT -> IntPredicate.ULT;
            case ULE -> IntPredicate.ULE;
            case UGT -> IntPredicate.UGT;
            case UGE -> IntPredicate.UGE;
        };
    }

    /** LLVM's real predicate of {@code predicate}. */
    private static RealPredicate realPredicate(FCmpPredicate predicate) {
        return switch (predicate) {
            case FALSE -> RealPredicate.FALSE;
            case OEQ -> RealPredicate.OEQ;
            case OGT -> RealPredicate.OGT;
            case OGE -> RealPredicate.OGE;
            case OLT -> RealPredicate.OLT;
            case OLE -> RealPredicate.OLE;
            case ONE -> RealPredicate.ONE;
            case ORD -> RealPredicate.ORD;
            case UEQ -> RealPredicate.UEQ;
            case UGT -> RealPredicate.UGT;
            case UGE -> RealPredicate.UGE;
            case ULT -> RealPredicate.ULT;
            case ULE -> RealPredicate.ULE;
            case UNE -> RealPredicate.UNE;
            case UNO -> RealPredicate.UNO;
            case TRUE -> RealPredicate.TRUE;
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

    /** Sets {@code op}'s fast-math flags on {@code v} when it can carry them (as IRBuilder does). */
    static LlvmValue fastmath(Operation op, LlvmValue v) {
        FastmathFlagsAttr f = FastmathFlagsAttr.of(op);
        if (f.bits() != 0 && v.isFpMathOperator()) {
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
        LlvmValue container = t.lookup(LlvmAggregateOps.container(op), op);
        LlvmValue value = t.lookup(LlvmAggregateOps.value(op), op);
        return insertAt(b, container, value, LlvmAggregateOps.position(op), 0);
    }

    /** {@code insertvalue} at a nested position, one level at a time (LLVM folds the result to the same IR). */
    private static LlvmValue insertAt(LlvmBuilder b, LlvmValue container, LlvmValue value, long[] position,
                                      int depth) {
        int index = (int) position[depth];
        if (depth == position.length - 1) {
            return b.insertValue(container, value, index, "");
        }
        LlvmValue inner = b.extractValue(container, index, "");
        return b.insertValue(container, insertAt(b, inner, value, position, depth + 1), index, "");
    }

    private static LlvmValue alloca(Operation op, LlvmBuilder b, ModuleTranslation t) {
        if (op.properties().containsKey(LlvmMemoryOps.INALLOCA)) {
            throw new TranslationException(op, "'" + LlvmMemoryOps.INALLOCA + "' cannot be set with LLVM 17's C API");
        }
        LlvmType elem = t.type(LlvmMemoryOps.elemType(op), op);
        LlvmValue v = b.arrayAlloca(elem, t.lookup(LlvmMemoryOps.arraySize(op), op), "");
        if (!v.type().equals(t.type(op.result(0).type(), op))) {
            throw new TranslationException(op, "allocas in address spaces other than the data layout's alloca "
                    + "address space cannot be built with LLVM 17's C API");
        }
        if (LlvmMemoryOps.alignment(op) != 0) {
            v.setAlignment(FunctionAttributes.alignment(op, LlvmMemoryOps.alignment(op)));
        }
        return result(op, v, t);
    }

    private static LlvmValue load(Operation op, LlvmBuilder b, ModuleTranslation t) {
        LlvmValue v = b.load(t.type(LlvmMemoryOps.res(op).type(), op), t.lookup(LlvmMemoryOps.addr(op), op), "");
        memoryAccess(op, v, t);
        if (LlvmMemoryOps.invariant(op)) {
            v.setMetadata("invariant.load", List.of());
        }
        if (LlvmMemoryOps.dereferenceable(op) != null) {
            throw new TranslationException(op, "'" + LlvmMemoryOps.DEREFERENCEABLE
                    + "' metadata is not supported by the translation");
        }
        return result(op, v, t);
    }

    private static LlvmValue store(Operation op, LlvmBuilder b, ModuleTranslation t) {
        LlvmValue v = b.store(t.lookup(LlvmMemoryOps.value(op), op), t.lookup(LlvmMemoryOps.addr(op), op));
        memoryAccess(op, v, t);
        return v;
    }

    /** Alignment, volatile, nontemporal, invariant.group and the atomic ordering of a load or store. */
    private static void memoryAccess(Operation op, LlvmValue v, ModuleTranslation t) {
        accessFlags(op, v, LlvmMemoryOps.alignment(op), LlvmMemoryOps.volatile_(op));
        if (LlvmMemoryOps.nontemporal(op)) {
            v.setMetadata("nontemporal", List.of(t.context().constInt(t.context().i32(), 1)));
        }
        if (LlvmMemoryOps.invariantGroup(op)) {
            v.setMetadata("invariant.group", List.of());
        }
        if (LlvmMemoryOps.ordering(op) != AtomicOrdering.NOT_ATOMIC) {
            v.setOrdering(ordering(op, LlvmMemoryOps.ordering(op), LlvmMemoryOps.ORDERING));
        }
        if (singleThread(op, LlvmMemoryOps.syncscope(op))) {
            v.setAtomicSingleThread(true);
        }
    }

    /**
     * What every memory access carries: its alignment and {@code volatile_}; the metadata LLVM 17's C API cannot
     * attach is refused.
     */
    static void accessFlags(Operation op, LlvmValue v, long alignment, boolean isVolatile) {
        noAliasMetadata(op, List.of());
        if (alignment != 0) {
            v.setAlignment(FunctionAttributes.alignment(op, alignment));
        }
        if (isVolatile) {
            v.setVolatile(true);
        }
    }

    /** LLVM's atomic ordering of {@code ordering}, {@code op}'s {@code property}; an error when it is invalid. */
    static LlvmAtomicOrdering ordering(Operation op, AtomicOrdering ordering, String property) {
        if (ordering == null) {
            throw new TranslationException(op, "invalid atomic ordering "
                    + (op.properties().get(property) instanceof IntegerAttr o ? o.value().intValue() : -1));
        }
        return switch (ordering) {
            case NOT_ATOMIC -> LlvmAtomicOrdering.NOT_ATOMIC;
            case UNORDERED -> LlvmAtomicOrdering.UNORDERED;
            case MONOTONIC -> LlvmAtomicOrdering.MONOTONIC;
            case ACQUIRE -> LlvmAtomicOrdering.ACQUIRE;
            case RELEASE -> LlvmAtomicOrdering.RELEASE;
            case ACQ_REL -> LlvmAtomicOrdering.ACQUIRE_RELEASE;
            case SEQ_CST -> LlvmAtomicOrdering.SEQUENTIALLY_CONSISTENT;
        };
    }

    /** Refuses the alias metadata LLVM 17's C API cannot attach (and {@code others} {@code op} may carry). */
    static void noAliasMetadata(Operation op, List<String> others) {
        List<String> refused = new ArrayList<>(LlvmMemoryOps.ALIAS_METADATA);
        refused.addAll(others);
        for (String metadata : refused) {
            if (op.properties().containsKey(metadata)) {
                throw new TranslationException(op, "'" + metadata + "' is not supported by the translation");
            }
        }
    }

    /**
     * Whether the synchronization scope {@code syncscope} of {@code op} is {@code "singlethread"}; null is the
     * whole system, and any other scope cannot be set through LLVM 17's C API.
     */
    static boolean singleThread(Operation op, String syncscope) {
        if (syncscope == null) {
            return false;
        }
        if (!syncscope.equals("singlethread")) {
            throw new TranslationException(op, "syncscope(\"" + syncscope + "\") cannot be set with LLVM "
                    + "17's C API (only \"singlethread\")");
        }
        return true;
    }

    private static LlvmValue gep(Operation op, LlvmBuilder b, ModuleTranslation t) {
        List<LlvmValue> indices = new ArrayList<>();
        Iterator<Value> dynamic = LlvmMemoryOps.dynamicIndices(op).iterator();
        for (int r : LlvmMemoryOps.rawConstantIndices(op)) {
            if (r == LlvmMemoryOps.DYNAMIC_INDEX) {
                indices.add(t.lookup(dynamic.next(), op));
            } else {
                indices.add(t.context().constInt(t.context().i32(), r));
            }
        }
        LlvmType elem = t.type(LlvmMemoryOps.elemType(op), op);
        return result(op, b.gep(elem, t.lookup(LlvmMemoryOps.base(op), op), indices, LlvmMemoryOps.inbounds(op), ""),
                t);
    }

    private static LlvmValue shuffle(Operation op, LlvmBuilder b, ModuleTranslation t) {
        LlvmContext c = t.context();
        List<LlvmValue> mask = new ArrayList<>();
        for (int m : LlvmVectorOps.mask(op)) {
            mask.add(m < 0 ? c.poison(c.i32()) : c.constInt(c.i32(), m));
        }
        LlvmValue maskValue = mask.isEmpty() ? c.constNull(c.vector(c.i32(), 0)) : c.constVector(mask);
        return b.shuffleVector(t.lookup(LlvmVectorOps.v1(op), op), t.lookup(LlvmVectorOps.v2(op), op), maskValue,
                "");
    }

    private static LlvmValue call(Operation op, LlvmBuilder b, ModuleTranslation t) {
        noAliasMetadata(op, List.of(LlvmBranchOps.BRANCH_WEIGHTS));
        String name = LlvmFuncOps.callee(op);
        LlvmValue callee;
        if (name != null) {
            callee = t.function(name);
            if (callee == null) {
                throw new TranslationException(op, "'" + name + "' is not an " + LlvmFuncOp.NAME);
            }
        } else {
            callee = t.lookup(LlvmFuncOps.calleePointer(op), op);
        }
        List<Value> args = LlvmFuncOps.argOperands(op);
        LlvmType fnType;
        if (LlvmFuncOps.varCalleeType(op) != null) {
            fnType = t.type(LlvmFuncOps.varCalleeType(op), op);
        } else if (name != null) {
            fnType = callee.globalValueType();
        } else {
            List<Type> params = new ArrayList<>();
            for (Value v : args) {
                params.add(v.type());
            }
            Value result = LlvmFuncOps.result(op);
            fnType = t.type(new LlvmFunctionType(result == null ? LlvmPrimitiveType.VOID : result.type(), params,
                    false), op);
        }
        LlvmValue call = b.call(fnType, callee, t.lookup(args, op), "");
        call.setInstructionCallConv(LlvmFuncOps.cconv(op).value());
        TailCallKind tailCallKind = LlvmFuncOps.tailCallKind(op);
        if (tailCallKind != TailCallKind.NONE) {
            if (tailCallKind != TailCallKind.TAIL) {
                throw new TranslationException(op, "tail call kind '" + tailCallKind.keyword() + "' cannot be set "
                        + "with LLVM 17's C API");
            }
            call.setTailCall(true);
        }
        LlvmContext c = t.context();
        if (LlvmFuncOps.memory(op) != null) {
            call.addCallSiteAttribute(LlvmValue.FUNCTION_INDEX, c.enumAttribute("memory",
                    FunctionAttributes.memoryEffects(LlvmFuncOps.memory(op))));
        }
        for (Map.Entry<String, String> flag : Map.of(LlvmFuncOps.CONVERGENT, "convergent", LlvmFuncOps.NO_UNWIND,
                "nounwind", LlvmFuncOps.WILL_RETURN, "willreturn").entrySet()) {
            if (ModuleTranslation.isSet(op.properties().get(flag.getKey()))) {
                call.addCallSiteAttribute(LlvmValue.FUNCTION_INDEX, c.enumAttribute(flag.getValue(), 0));
            }
        }
        fastmath(op, call);
        if (LlvmFuncOps.result(op) != null) {
            t.map(LlvmFuncOps.result(op), call);
        }
        return call;
    }

    private static void noLoopAnnotation(Operation op) {
        if (LlvmBranchOps.loopAnnotation(op) != null) {
            throw new TranslationException(op, "'" + LlvmBranchOps.LOOP_ANNOTATION
                    + "' is not supported by the translation");
        }
    }

    private static LlvmValue condBr(Operation op, LlvmBuilder b, ModuleTranslation t) {
        noLoopAnnotation(op);
        LlvmBasicBlock whenTrue = t.successor(op, 0, LlvmBranchOps.trueDestOperands(op));
        LlvmBasicBlock whenFalse = t.successor(op, 1, LlvmBranchOps.falseDestOperands(op));
        LlvmValue br = b.condBr(t.lookup(LlvmBranchOps.condition(op), op), whenTrue, whenFalse);
        branchWeights(op, br);
        return br;
    }

    private static LlvmValue switchOp(Operation op, LlvmBuilder b, ModuleTranslation t) {
        LlvmBasicBlock defaultDest = t.successor(op, 0, LlvmBranchOps.defaultOperands(op));
        List<BigInteger> caseValues = LlvmBranchOps.caseValues(op);
        LlvmValue value = t.lookup(LlvmBranchOps.value(op), op);
        LlvmValue sw = b.switchInst(value, defaultDest, caseValues.size());
        for (int i = 0; i < caseValues.size(); i++) {
            LlvmBasicBlock dest = t.successor(op, i + 1, LlvmBranchOps.caseOperands(op, i));
            sw.addCase(t.context().constInt(value.type(), caseValues.get(i)), dest);
        }
        branchWeights(op, sw);
        return sw;
    }

    private static void branchWeights(Operation op, LlvmValue branch) {
        int[] weights = LlvmBranchOps.branchWeights(op);
        if (weights != null) {
            List<Long> w = new ArrayList<>();
            for (int v : weights) {
                w.add((long) v);
            }
            branch.setBranchWeights(w);
        }
    }
}

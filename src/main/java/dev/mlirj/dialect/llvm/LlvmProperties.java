package dev.mlirj.dialect.llvm;

import dev.mlirj.dialect.OpChecks;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.DenseArrayAttr;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpVerifier;
import dev.mlirj.ir.StringAttr;
import dev.mlirj.ir.SymbolRefAttr;
import dev.mlirj.ir.TypeAttr;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Predicate;

/**
 * The ODS attribute kinds of the LLVM operations' value-carrying properties (enumerations, alignments, indices,
 * types, linkage, calling conventions, intrinsics' immediates), checked for every operation that declares them. Two checks come from each
 * kind, as in MLIR 19: the property's storage class, which the generic form's {@code <{...}>} must cast to
 * ({@link OpDefinition#propertyStorage}; an enumeration's class admits only its cases, a {@code DenseI32ArrayAttr}
 * only {@code array<i32>}), and the attribute constraint the generated verifier checks first
 * ({@code attribute 'x' failed to satisfy constraint: <summary>}), in name order. So an enumerated property out of
 * range never reaches the printer or the translation, which index its cases.
 */
final class LlvmProperties {
    /**
     * One kind of property.
     *
     * @param storage     whether an attribute casts to the property's storage class
     * @param constraint  whether an attribute satisfies the ODS constraint
     * @param description the constraint's summary, as the verifier reports it
     */
    private record Kind(Predicate<Attribute> storage, Predicate<Attribute> constraint, String description) {
    }

    private static final Kind I64 = new Kind(a -> a instanceof IntegerAttr, a -> OpChecks.isIntegerAttr(a, 64),
            "64-bit signless integer attribute");
    private static final Kind I32 = new Kind(a -> a instanceof IntegerAttr, a -> OpChecks.isIntegerAttr(a, 32),
            "32-bit signless integer attribute");
    private static final Kind I1 = new Kind(a -> a instanceof IntegerAttr, a -> OpChecks.isIntegerAttr(a, 1),
            "1-bit signless integer attribute");
    private static final Kind ADDR_SPACE = new Kind(a -> a instanceof IntegerAttr,
            a -> OpChecks.isIntegerAttr(a, 32) && ((IntegerAttr) a).value().signum() >= 0,
            "32-bit signless integer attribute whose value is non-negative");
    private static final Kind STRING = kind(a -> a instanceof StringAttr, "string attribute");
    private static final Kind TYPE = kind(a -> a instanceof TypeAttr, "any type attribute");
    private static final Kind I32_ARRAY = kind(a -> OpChecks.i32s(a) != null, "i32 dense array attribute");
    private static final Kind I64_ARRAY = kind(a -> OpChecks.i64s(a) != null, "i64 dense array attribute");
    private static final Kind FLAT_SYMBOL = kind(a -> a instanceof SymbolRefAttr s && s.nested().isEmpty(),
            "flat symbol reference attribute");
    private static final Kind LINKAGE = kind(a -> a instanceof LinkageAttr, "LLVM Linkage specification");
    private static final Kind CCONV = kind(a -> a instanceof CConvAttr, "LLVM Calling Convention specification");
    // MLIR 19's summary of TailCallKind repeats CConv's.
    private static final Kind TAIL_CALL_KIND = kind(a -> a instanceof TailCallKindAttr,
            "LLVM Calling Convention specification");
    private static final Kind ORDERING = enumKind(AtomicOrdering.values(), "Atomic ordering for LLVM's memory model");
    private static final Kind BIN_OP = enumKind(AtomicBinOp.values(), "llvm.atomicrmw binary operations");
    // MLIR 19's summary of ICmpPredicate lacks its first letter.
    private static final Kind ICMP = enumKind(ICmpPredicate.values(), "lvm.icmp comparison predicate");
    private static final Kind FCMP = enumKind(FCmpPredicate.values(), "llvm.fcmp comparison predicate");
    private static final Kind UNNAMED_ADDR = enumKind(UnnamedAddr.values(), "LLVM GlobalValue UnnamedAddr");
    private static final Kind VISIBILITY = enumKind(Visibility.values(), "LLVM GlobalValue Visibility");
    private static final Kind FASTMATH_FLAGS = kind(a -> a instanceof FastmathFlagsAttr, "LLVM fastmath flags");
    private static final Kind OVERFLOW_FLAGS = kind(a -> a instanceof IntegerOverflowFlagsAttr,
            "LLVM integer overflow flags");

    /** Per operation, its checked properties by name. */
    private static final Map<String, Map<String, Kind>> BY_OP = new HashMap<>();

    static {
        Map<String, Kind> access = Map.of(LlvmMemoryOps.ALIGNMENT, I64, LlvmMemoryOps.ORDERING, ORDERING,
                LlvmMemoryOps.SYNCSCOPE, STRING);
        BY_OP.put(LlvmMemoryOps.LOAD, access);
        BY_OP.put(LlvmMemoryOps.STORE, access);
        BY_OP.put(LlvmMemoryOps.ALLOCA, Map.of(LlvmMemoryOps.ALIGNMENT, I64, LlvmMemoryOps.ELEM_TYPE, TYPE));
        BY_OP.put(LlvmMemoryOps.GETELEMENTPTR, Map.of(LlvmMemoryOps.RAW_CONSTANT_INDICES, I32_ARRAY,
                LlvmMemoryOps.ELEM_TYPE, TYPE));
        BY_OP.put(LlvmAtomicOps.ATOMICRMW, Map.of(LlvmAtomicOps.BIN_OP, BIN_OP, LlvmMemoryOps.ORDERING, ORDERING,
                LlvmMemoryOps.SYNCSCOPE, STRING, LlvmMemoryOps.ALIGNMENT, I64));
        BY_OP.put(LlvmAtomicOps.CMPXCHG, Map.of(LlvmAtomicOps.SUCCESS_ORDERING, ORDERING,
                LlvmAtomicOps.FAILURE_ORDERING, ORDERING, LlvmMemoryOps.SYNCSCOPE, STRING,
                LlvmMemoryOps.ALIGNMENT, I64));
        BY_OP.put(LlvmArithOps.ICMP, Map.of(LlvmArithOps.PREDICATE, ICMP));
        BY_OP.put(LlvmArithOps.FCMP, Map.of(LlvmArithOps.PREDICATE, FCMP));
        BY_OP.put(LlvmGlobalOp.NAME, Map.of(LlvmGlobalOp.ALIGNMENT, I64, LlvmGlobalOp.UNNAMED_ADDR, UNNAMED_ADDR,
                LlvmGlobalOp.VISIBILITY, VISIBILITY, LlvmGlobalOp.LINKAGE, LINKAGE, LlvmGlobalOp.GLOBAL_TYPE, TYPE,
                LlvmGlobalOp.ADDR_SPACE, ADDR_SPACE, LlvmGlobalOp.SECTION, STRING));
        BY_OP.put(LlvmFuncOp.NAME, Map.of(LlvmFuncOp.ALIGNMENT, I64, LlvmFuncOp.UNNAMED_ADDR, UNNAMED_ADDR,
                LlvmFuncOp.VISIBILITY, VISIBILITY, LlvmFuncOp.LINKAGE, LINKAGE, LlvmFuncOp.CCONV, CCONV,
                LlvmFuncOp.SECTION, STRING));
        Map<String, Kind> zeroPoison = Map.of(LlvmIntrinsicOps.IS_ZERO_POISON, I1);
        BY_OP.put(LlvmIntrinsicOps.CTLZ, zeroPoison);
        BY_OP.put(LlvmIntrinsicOps.CTTZ, zeroPoison);
        BY_OP.put(LlvmIntrinsicOps.ABS, Map.of(LlvmIntrinsicOps.IS_INT_MIN_POISON, I1));
        Map<String, Kind> isVolatile = Map.of(LlvmIntrinsicOps.IS_VOLATILE, I1);
        BY_OP.put(LlvmIntrinsicOps.MEMCPY, isVolatile);
        BY_OP.put(LlvmIntrinsicOps.MEMMOVE, isVolatile);
        BY_OP.put(LlvmIntrinsicOps.MEMSET, isVolatile);
        BY_OP.put(LlvmIntrinsicOps.PREFETCH, Map.of(LlvmIntrinsicOps.RW, I32, LlvmIntrinsicOps.HINT, I32,
                LlvmIntrinsicOps.CACHE, I32));
        Map<String, Kind> lifetime = Map.of(LlvmIntrinsicOps.SIZE, I64);
        BY_OP.put(LlvmIntrinsicOps.LIFETIME_START, lifetime);
        BY_OP.put(LlvmIntrinsicOps.LIFETIME_END, lifetime);
        Map<String, Kind> position = Map.of(LlvmAggregateOps.POSITION, I64_ARRAY);
        BY_OP.put(LlvmAggregateOps.EXTRACTVALUE, position);
        BY_OP.put(LlvmAggregateOps.INSERTVALUE, position);
        BY_OP.put(LlvmVectorOps.SHUFFLEVECTOR, Map.of(LlvmVectorOps.MASK, I32_ARRAY));
        Map<String, Kind> maskedAlignment = Map.of(LlvmMaskedMemoryOps.ALIGNMENT, I32);
        BY_OP.put(LlvmMaskedMemoryOps.MASKED_LOAD, maskedAlignment);
        BY_OP.put(LlvmMaskedMemoryOps.MASKED_STORE, maskedAlignment);
        BY_OP.put(LlvmFuncOps.CALL, Map.of(LlvmFuncOps.CCONV, CCONV, LlvmFuncOps.TAIL_CALL_KIND, TAIL_CALL_KIND,
                LlvmFuncOps.CALLEE, FLAT_SYMBOL));
    }

    /**
     * The properties an operation must have (ODS attributes without a default value), checked first with MLIR's
     * {@code requires attribute 'NAME'}, in name order, as MLIR 19's generated verifiers do.
     */
    private static final Map<String, java.util.Set<String>> REQUIRED = Map.ofEntries(
            Map.entry(LlvmGlobalOp.NAME, java.util.Set.of(LlvmGlobalOp.GLOBAL_TYPE, LlvmGlobalOp.LINKAGE,
                    dev.mlirj.ir.SymbolTable.SYMBOL_ATTR_NAME)),
            Map.entry(LlvmFuncOp.NAME, java.util.Set.of(LlvmFuncOp.FUNCTION_TYPE,
                    dev.mlirj.ir.SymbolTable.SYMBOL_ATTR_NAME)),
            Map.entry(LlvmAggregateOps.EXTRACTVALUE, java.util.Set.of(LlvmAggregateOps.POSITION)),
            Map.entry(LlvmAggregateOps.INSERTVALUE, java.util.Set.of(LlvmAggregateOps.POSITION)),
            Map.entry(LlvmConstantOps.ADDRESSOF, java.util.Set.of(LlvmConstantOps.GLOBAL_NAME)),
            Map.entry(LlvmConstantOps.CONSTANT, java.util.Set.of(LlvmConstantOps.VALUE)),
            Map.entry(LlvmMemoryOps.ALLOCA, java.util.Set.of(LlvmMemoryOps.ELEM_TYPE)),
            Map.entry(LlvmMemoryOps.GETELEMENTPTR, java.util.Set.of(LlvmMemoryOps.ELEM_TYPE,
                    LlvmMemoryOps.RAW_CONSTANT_INDICES)),
            Map.entry(LlvmAtomicOps.ATOMICRMW, java.util.Set.of(LlvmAtomicOps.BIN_OP, LlvmMemoryOps.ORDERING)),
            Map.entry(LlvmAtomicOps.CMPXCHG, java.util.Set.of(LlvmAtomicOps.SUCCESS_ORDERING,
                    LlvmAtomicOps.FAILURE_ORDERING)),
            Map.entry(LlvmArithOps.ICMP, java.util.Set.of(LlvmArithOps.PREDICATE)),
            Map.entry(LlvmArithOps.FCMP, java.util.Set.of(LlvmArithOps.PREDICATE)),
            Map.entry(LlvmVectorOps.SHUFFLEVECTOR, java.util.Set.of(LlvmVectorOps.MASK)),
            Map.entry(LlvmIntrinsicOps.ABS, java.util.Set.of(LlvmIntrinsicOps.IS_INT_MIN_POISON)),
            Map.entry(LlvmIntrinsicOps.CTLZ, java.util.Set.of(LlvmIntrinsicOps.IS_ZERO_POISON)),
            Map.entry(LlvmIntrinsicOps.CTTZ, java.util.Set.of(LlvmIntrinsicOps.IS_ZERO_POISON)),
            Map.entry(LlvmIntrinsicOps.MEMCPY, java.util.Set.of(LlvmIntrinsicOps.IS_VOLATILE)),
            Map.entry(LlvmIntrinsicOps.MEMMOVE, java.util.Set.of(LlvmIntrinsicOps.IS_VOLATILE)),
            Map.entry(LlvmIntrinsicOps.MEMSET, java.util.Set.of(LlvmIntrinsicOps.IS_VOLATILE)),
            Map.entry(LlvmIntrinsicOps.PREFETCH, java.util.Set.of(LlvmIntrinsicOps.RW, LlvmIntrinsicOps.HINT,
                    LlvmIntrinsicOps.CACHE)),
            Map.entry(LlvmIntrinsicOps.LIFETIME_START, java.util.Set.of(LlvmIntrinsicOps.SIZE)),
            Map.entry(LlvmIntrinsicOps.LIFETIME_END, java.util.Set.of(LlvmIntrinsicOps.SIZE)),
            Map.entry(LlvmMaskedMemoryOps.MASKED_LOAD, java.util.Set.of(LlvmMaskedMemoryOps.ALIGNMENT)),
            Map.entry(LlvmMaskedMemoryOps.MASKED_STORE, java.util.Set.of(LlvmMaskedMemoryOps.ALIGNMENT)),
            Map.entry(LlvmConstrainedFpOps.FPTRUNC, java.util.Set.of(LlvmConstrainedFpOps.ROUNDING_MODE,
                    LlvmConstrainedFpOps.EXCEPTION_BEHAVIOR)));

    private LlvmProperties() {
    }

    private static Kind kind(Predicate<Attribute> test, String description) {
        return new Kind(test, test, description);
    }

    private static Kind enumKind(LlvmEnum[] cases, String description) {
        return kind(a -> OpChecks.isIntegerAttr(a, 64) && LlvmEnum.byAttribute(cases, a) != null, description);
    }

    /**
     * {@code def} with the property checks of its operation, if it has any: the storage classes for the generic
     * form's parser, and the constraints checked before its verifier.
     */
    static OpDefinition withChecks(OpDefinition def) {
        Map<String, Kind> kinds = new HashMap<>(BY_OP.getOrDefault(def.name(), Map.of()));
        // The flag properties, of every operation that has them.
        if (def.inherentAttrs().contains(LlvmOps.FASTMATH)) {
            kinds.putIfAbsent(LlvmOps.FASTMATH, FASTMATH_FLAGS);
        }
        if (def.inherentAttrs().contains(IntegerOverflowFlagsAttr.PROPERTY)) {
            kinds.putIfAbsent(IntegerOverflowFlagsAttr.PROPERTY, OVERFLOW_FLAGS);
        }
        if (kinds.isEmpty() && !REQUIRED.containsKey(def.name())) {
            return def;
        }
        Map<String, Predicate<Attribute>> storage = new HashMap<>(def.propertyStorage());
        kinds.forEach((name, kind) -> storage.put(name, kind.storage()));
        Map<String, Kind> sorted = new TreeMap<>(kinds);
        OpVerifier own = def.verifier();
        OpVerifier verifier = (op, d) -> constraints(op, d, sorted) && (own == null || own.verify(op, d));
        return new OpDefinition(def.name(), def.traits(), def.inherentAttrs(), def.syntax(), verifier,
                def.defaultDialect(), def.folder(), storage);
    }

    private static boolean constraints(dev.mlirj.ir.Operation op, DiagnosticEngine d, Map<String, Kind> kinds) {
        OpChecks c = new OpChecks(op, d);
        for (String name : new java.util.TreeSet<>(REQUIRED.getOrDefault(op.name().fullName(), java.util.Set.of()))) {
            if (op.properties().get(name) == null) {
                return c.attr(name, true, a -> true, "");
            }
        }
        for (Map.Entry<String, Kind> e : kinds.entrySet()) {
            Kind kind = e.getValue();
            if (!c.attr(e.getKey(), false, kind.constraint(), kind.description())) {
                return false;
            }
        }
        return true;
    }
}

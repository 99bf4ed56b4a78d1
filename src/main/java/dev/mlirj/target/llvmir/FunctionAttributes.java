package dev.mlirj.target.llvmir;

import dev.mlirj.dialect.llvm.LlvmFuncOp;
import dev.mlirj.dialect.llvm.MemoryEffectsAttr;
import dev.mlirj.dialect.llvm.UnnamedAddr;
import dev.mlirj.dialect.llvm.Visibility;
import dev.mlirj.ir.ArrayAttr;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.DictionaryAttr;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.NamedAttribute;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.StringAttr;
import dev.mlirj.ir.TypeAttr;
import dev.mlirj.ir.UnitAttr;
import dev.mlirj.llvm.LlvmContext;
import dev.mlirj.llvm.LlvmUnnamedAddr;
import dev.mlirj.llvm.LlvmValue;
import dev.mlirj.llvm.LlvmVisibility;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The attributes of an {@code llvm.func} on its LLVM function, as MLIR's {@code convertFunctionAttributes} and
 * {@code convertParameterAttrs}: linkage, visibility, {@code unnamed_addr}, calling convention, section, alignment,
 * garbage collector, personality, {@code passthrough} (LLVM attribute names, or {@code [key, value]} pairs),
 * memory effects, the unit flags ({@code no_inline} ...), the string attributes ({@code frame_pointer},
 * {@code target_cpu} ...), and each argument's and the result's {@code llvm.*} attributes. What LLVM 17's C API
 * cannot express ({@code dso_local}, {@code comdat}, {@code function_entry_count}) is an error, not dropped.
 */
final class FunctionAttributes {
    /** LLVM 17's attributes that carry an integer. */
    static final Set<String> INT_ATTRIBUTES = Set.of("align", "alignstack", "allockind", "allocsize",
            "dereferenceable", "dereferenceable_or_null", "memory", "nofpclass", "uwtable", "vscale_range");
    /** LLVM 17's attributes that carry a type. */
    static final Set<String> TYPE_ATTRIBUTES = Set.of("byref", "byval", "elementtype", "inalloca", "preallocated",
            "sret");
    private static final Map<String, String> UNIT_FLAGS = Map.of(LlvmFuncOp.NO_INLINE, "noinline",
            LlvmFuncOp.ALWAYS_INLINE, "alwaysinline", LlvmFuncOp.NO_UNWIND, "nounwind", LlvmFuncOp.WILL_RETURN,
            "willreturn", LlvmFuncOp.OPTIMIZE_NONE, "optnone", LlvmFuncOp.CONVERGENT, "convergent");
    private static final Map<String, String> STRING_ATTRS = Map.ofEntries(
            Map.entry(LlvmFuncOp.TARGET_CPU, "target-cpu"), Map.entry(LlvmFuncOp.TUNE_CPU, "tune-cpu"),
            Map.entry(LlvmFuncOp.TARGET_FEATURES, "target-features"),
            Map.entry(LlvmFuncOp.DENORMAL_FP_MATH, "denormal-fp-math"),
            Map.entry(LlvmFuncOp.DENORMAL_FP_MATH_F32, "denormal-fp-math-f32"),
            Map.entry(LlvmFuncOp.FP_CONTRACT, "fp-contract"));
    private static final Map<String, String> BOOL_STRING_ATTRS = Map.of(LlvmFuncOp.UNSAFE_FP_MATH, "unsafe-fp-math",
            LlvmFuncOp.NO_INFS_FP_MATH, "no-infs-fp-math", LlvmFuncOp.NO_NANS_FP_MATH, "no-nans-fp-math",
            LlvmFuncOp.APPROX_FUNC_FP_MATH, "approx-func-fp-math", LlvmFuncOp.NO_SIGNED_ZEROS_FP_MATH,
            "no-signed-zeros-fp-math");
    private static final Map<String, String> ARM_ATTRS = Map.of(LlvmFuncOp.ARM_STREAMING,
            "aarch64_pstate_sm_enabled", LlvmFuncOp.ARM_LOCALLY_STREAMING, "aarch64_pstate_sm_body",
            LlvmFuncOp.ARM_STREAMING_COMPATIBLE, "aarch64_pstate_sm_compatible", LlvmFuncOp.ARM_NEW_ZA,
            "aarch64_new_za", LlvmFuncOp.ARM_IN_ZA, "aarch64_in_za", LlvmFuncOp.ARM_OUT_ZA, "aarch64_out_za",
            LlvmFuncOp.ARM_INOUT_ZA, "aarch64_inout_za", LlvmFuncOp.ARM_PRESERVES_ZA, "aarch64_preserves_za");

    private FunctionAttributes() {
    }

    static void apply(Operation func, LlvmValue fn, ModuleTranslation t) {
        LlvmContext context = t.context();
        Map<String, Attribute> props = func.properties();
        fn.setLinkage(ModuleTranslation.linkage(LlvmFuncOp.linkage(func)));
        fn.setVisibility(visibility(LlvmFuncOp.visibility(func)));
        fn.setUnnamedAddr(unnamedAddr(LlvmFuncOp.unnamedAddr(func)));
        fn.setFunctionCallConv(LlvmFuncOp.cconv(func).value());
        if (LlvmFuncOp.section(func) != null) {
            fn.setSection(LlvmFuncOp.section(func));
        }
        if (LlvmFuncOp.alignment(func) != null) {
            fn.setAlignment(alignment(func, LlvmFuncOp.alignment(func)));
        }
        if (LlvmFuncOp.garbageCollector(func) != null) {
            fn.setGarbageCollector(LlvmFuncOp.garbageCollector(func));
        }
        String personalityName = LlvmFuncOp.personality(func);
        if (personalityName != null) {
            LlvmValue personality = t.function(personalityName);
            if (personality == null) {
                throw new TranslationException(func, "personality function @" + personalityName + " is not an "
                        + LlvmFuncOp.NAME);
            }
            fn.setPersonality(personality);
        }
        for (String unsupported : List.of(LlvmFuncOp.DSO_LOCAL, LlvmFuncOp.COMDAT, LlvmFuncOp.FUNCTION_ENTRY_COUNT)) {
            if (props.containsKey(unsupported) && !(unsupported.equals(LlvmFuncOp.DSO_LOCAL)
                    && !ModuleTranslation.isSet(props.get(unsupported)))) {
                throw new TranslationException(func, "attribute '" + unsupported
                        + "' cannot be translated with LLVM 17's C API");
            }
        }
        if (LlvmFuncOp.passthrough(func) != null) {
            passthrough(func, fn, LlvmFuncOp.passthrough(func), context);
        }
        if (LlvmFuncOp.memory(func) != null) {
            fn.addAttribute(LlvmValue.FUNCTION_INDEX, context.enumAttribute("memory",
                    memoryEffects(LlvmFuncOp.memory(func))));
        }
        UNIT_FLAGS.forEach((name, llvmName) -> {
            if (ModuleTranslation.isSet(props.get(name))) {
                fn.addAttribute(LlvmValue.FUNCTION_INDEX, context.enumAttribute(llvmName, 0));
            }
        });
        ARM_ATTRS.forEach((name, llvmName) -> {
            if (ModuleTranslation.isSet(props.get(name))) {
                fn.addAttribute(LlvmValue.FUNCTION_INDEX, context.stringAttribute(llvmName, ""));
            }
        });
        if (LlvmFuncOp.framePointer(func) != null) {
            fn.addAttribute(LlvmValue.FUNCTION_INDEX, context.stringAttribute("frame-pointer",
                    LlvmFuncOp.framePointer(func).keyword()));
        }
        STRING_ATTRS.forEach((name, llvmName) -> {
            Attribute a = props.get(name);
            if (a instanceof StringAttr s) {
                fn.addAttribute(LlvmValue.FUNCTION_INDEX, context.stringAttribute(llvmName, s.value()));
            } else if (a != null) {
                throw new TranslationException(func, "attribute '" + name + "' must be a string to be translated");
            }
        });
        BOOL_STRING_ATTRS.forEach((name, llvmName) -> {
            if (props.get(name) instanceof IntegerAttr b && b.isBool()) {
                fn.addAttribute(LlvmValue.FUNCTION_INDEX, context.stringAttribute(llvmName,
                        b.value().signum() != 0 ? "true" : "false"));
            }
        });
        if (props.get(LlvmFuncOp.VSCALE_RANGE) != null) {
            throw new TranslationException(func, "attribute '" + LlvmFuncOp.VSCALE_RANGE
                    + "' is not supported by the translation");
        }
        parameterAttributes(func, fn, LlvmFuncOp.argAttrs(func), 1, context, t);
        parameterAttributes(func, fn, LlvmFuncOp.resAttrs(func), LlvmValue.RETURN_INDEX, context, t);
    }

    /** LLVM's visibility of {@code visibility} (null, an invalid value, is the default). */
    static LlvmVisibility visibility(Visibility visibility) {
        return switch (visibility) {
            case HIDDEN -> LlvmVisibility.HIDDEN;
            case PROTECTED -> LlvmVisibility.PROTECTED;
            case null, default -> LlvmVisibility.DEFAULT;
        };
    }

    /** LLVM's {@code unnamed_addr} of {@code unnamedAddr} (null, an invalid value, is none). */
    static LlvmUnnamedAddr unnamedAddr(UnnamedAddr unnamedAddr) {
        return switch (unnamedAddr) {
            case LOCAL -> LlvmUnnamedAddr.LOCAL;
            case GLOBAL -> LlvmUnnamedAddr.GLOBAL;
            case null, default -> LlvmUnnamedAddr.NONE;
        };
    }

    /**
     * The largest alignment the translation sets, 2^31 bytes: LLVM 17's is 2^32 ({@code Value::MaximumAlignment}),
     * but {@code LLVMSetAlignment} takes an {@code unsigned}.
     */
    static final long MAX_ALIGNMENT = 1L << 31;

    /**
     * {@code alignment}, {@code op}'s, as LLVM takes it; an error unless it is a power of two no larger than
     * {@link #MAX_ALIGNMENT}. (MLIR 19 verifies only a global's; its translation hands LLVM anything.)
     */
    static int alignment(Operation op, long alignment) {
        if (alignment < 0 || Long.bitCount(alignment) > 1) {
            throw new TranslationException(op, "alignment " + Long.toUnsignedString(alignment)
                    + " is not a power of two");
        }
        if (alignment > MAX_ALIGNMENT) {
            throw new TranslationException(op, "alignment " + alignment + " exceeds the largest LLVM 17's C API"
                    + " sets, " + MAX_ALIGNMENT);
        }
        return (int) alignment;
    }

    /** LLVM's {@code MemoryEffects} encoding: two ModRef bits per location, argmem, inaccessiblemem, other. */
    static long memoryEffects(MemoryEffectsAttr m) {
        return MemoryEffectsAttr.MOD_REF.indexOf(m.argMem())
                | (long) MemoryEffectsAttr.MOD_REF.indexOf(m.inaccessibleMem()) << 2
                | (long) MemoryEffectsAttr.MOD_REF.indexOf(m.other()) << 4;
    }

    private static void passthrough(Operation func, LlvmValue fn, ArrayAttr passthrough, LlvmContext context) {
        for (Attribute entry : passthrough.elements()) {
            if (entry instanceof StringAttr s) {
                String name = s.value();
                if (LlvmContext.enumAttributeKind(name) == 0) {
                    fn.addAttribute(LlvmValue.FUNCTION_INDEX, context.stringAttribute(name, ""));
                } else if (INT_ATTRIBUTES.contains(name) || TYPE_ATTRIBUTES.contains(name)) {
                    throw new TranslationException(func, "LLVM attribute '" + name + "' expects a value");
                } else {
                    fn.addAttribute(LlvmValue.FUNCTION_INDEX, context.enumAttribute(name, 0));
                }
            } else if (entry instanceof ArrayAttr pair && pair.elements().size() == 2
                    && pair.elements().get(0) instanceof StringAttr key
                    && pair.elements().get(1) instanceof StringAttr value) {
                String name = key.value();
                if (LlvmContext.enumAttributeKind(name) == 0) {
                    fn.addAttribute(LlvmValue.FUNCTION_INDEX, context.stringAttribute(name, value.value()));
                } else if (!INT_ATTRIBUTES.contains(name)) {
                    throw new TranslationException(func, "LLVM attribute '" + name + "' does not expect a value, "
                            + "found '" + value.value() + "'");
                } else {
                    long v;
                    try {
                        v = Long.decode(value.value());
                    } catch (NumberFormatException e) {
                        throw new TranslationException(func, "could not parse LLVM attribute '" + name
                                + "' value '" + value.value() + "' as an integer");
                    }
                    fn.addAttribute(LlvmValue.FUNCTION_INDEX, context.enumAttribute(name, v));
                }
            } else {
                throw new TranslationException(func, "expected 'passthrough' to contain string or array "
                        + "attributes");
            }
        }
    }

    /** {@code arg_attrs} (from index 1) or {@code res_attrs} (index 0): each {@code llvm.NAME} attribute. */
    private static void parameterAttributes(Operation func, LlvmValue fn, Attribute attrs, int firstIndex,
                                            LlvmContext context, ModuleTranslation t) {
        if (!(attrs instanceof ArrayAttr list)) {
            return;
        }
        for (int i = 0; i < list.elements().size(); i++) {
            if (!(list.elements().get(i) instanceof DictionaryAttr dict)) {
                continue;
            }
            for (NamedAttribute entry : dict.entries()) {
                dev.mlirj.llvm.LlvmAttribute a = parameterAttribute(func, entry.name(), entry.value(), context, t);
                if (a != null) {
                    fn.addAttribute(firstIndex + i, a);
                }
            }
        }
    }

    /** The LLVM attribute of one {@code llvm.NAME = value} parameter attribute; null for non-LLVM ones. */
    static dev.mlirj.llvm.LlvmAttribute parameterAttribute(Operation op, String fullName, Attribute value,
                                                           LlvmContext context, ModuleTranslation t) {
        if (!fullName.startsWith("llvm.")) {
            return null;
        }
        String name = fullName.substring("llvm.".length());
        if (LlvmContext.enumAttributeKind(name) == 0) {
            throw new TranslationException(op, "unknown LLVM parameter attribute '" + fullName + "'");
        }
        if (TYPE_ATTRIBUTES.contains(name)) {
            if (!(value instanceof TypeAttr type)) {
                throw new TranslationException(op, "'" + fullName + "' expects a type attribute");
            }
            return context.typeAttribute(name, t.type(type.type(), op));
        }
        if (INT_ATTRIBUTES.contains(name)) {
            if (!(value instanceof IntegerAttr i)) {
                throw new TranslationException(op, "'" + fullName + "' expects an integer attribute");
            }
            return context.enumAttribute(name, i.value().longValue());
        }
        if (!(value instanceof UnitAttr)) {
            throw new TranslationException(op, "'" + fullName + "' expects a unit attribute");
        }
        return context.enumAttribute(name, 0);
    }
}

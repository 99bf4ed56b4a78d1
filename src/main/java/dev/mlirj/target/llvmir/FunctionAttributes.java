package dev.mlirj.target.llvmir;

import dev.mlirj.dialect.llvm.CConvAttr;
import dev.mlirj.dialect.llvm.FramePointerKindAttr;
import dev.mlirj.dialect.llvm.MemoryEffectsAttr;
import dev.mlirj.ir.ArrayAttr;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.DictionaryAttr;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.NamedAttribute;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.StringAttr;
import dev.mlirj.ir.SymbolRefAttr;
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
    private static final Map<String, String> UNIT_FLAGS = Map.of("no_inline", "noinline", "always_inline",
            "alwaysinline", "no_unwind", "nounwind", "will_return", "willreturn", "optimize_none", "optnone",
            "convergent", "convergent");
    private static final Map<String, String> STRING_ATTRS = Map.ofEntries(Map.entry("target_cpu", "target-cpu"),
            Map.entry("tune_cpu", "tune-cpu"), Map.entry("target_features", "target-features"),
            Map.entry("denormal_fp_math", "denormal-fp-math"),
            Map.entry("denormal_fp_math_f32", "denormal-fp-math-f32"), Map.entry("fp_contract", "fp-contract"));
    private static final Map<String, String> BOOL_STRING_ATTRS = Map.of("unsafe_fp_math", "unsafe-fp-math",
            "no_infs_fp_math", "no-infs-fp-math", "no_nans_fp_math", "no-nans-fp-math", "approx_func_fp_math",
            "approx-func-fp-math", "no_signed_zeros_fp_math", "no-signed-zeros-fp-math");
    private static final Map<String, String> ARM_ATTRS = Map.of("arm_streaming", "aarch64_pstate_sm_enabled",
            "arm_locally_streaming", "aarch64_pstate_sm_body", "arm_streaming_compatible",
            "aarch64_pstate_sm_compatible", "arm_new_za", "aarch64_new_za", "arm_in_za", "aarch64_in_za",
            "arm_out_za", "aarch64_out_za", "arm_inout_za", "aarch64_inout_za", "arm_preserves_za",
            "aarch64_preserves_za");

    private FunctionAttributes() {
    }

    static void apply(Operation func, LlvmValue fn, ModuleTranslation t) {
        LlvmContext context = t.context();
        Map<String, Attribute> props = func.properties();
        fn.setLinkage(ModuleTranslation.Linkage.of(func).llvm());
        fn.setVisibility(visibility(props.get("visibility_")));
        fn.setUnnamedAddr(unnamedAddr(props.get("unnamed_addr")));
        if (props.get("CConv") instanceof CConvAttr c) {
            fn.setFunctionCallConv(CallingConventions.id(c));
        }
        if (props.get("section") instanceof StringAttr s) {
            fn.setSection(s.value());
        }
        if (props.get("alignment") instanceof IntegerAttr a) {
            fn.setAlignment(alignment(func, a));
        }
        if (props.get("garbageCollector") instanceof StringAttr gc) {
            fn.setGarbageCollector(gc.value());
        }
        if (props.get("personality") instanceof SymbolRefAttr p) {
            LlvmValue personality = t.function(p.root());
            if (personality == null) {
                throw new TranslationException(func, "personality function @" + p.root() + " is not an llvm.func");
            }
            fn.setPersonality(personality);
        }
        for (String unsupported : List.of("dso_local", "comdat", "function_entry_count")) {
            if (props.containsKey(unsupported) && !(unsupported.equals("dso_local")
                    && !ModuleTranslation.isSet(props.get(unsupported)))) {
                throw new TranslationException(func, "attribute '" + unsupported
                        + "' cannot be translated with LLVM 17's C API");
            }
        }
        if (props.get("passthrough") instanceof ArrayAttr passthrough) {
            passthrough(func, fn, passthrough, context);
        }
        if (props.get("memory") instanceof MemoryEffectsAttr m) {
            fn.addAttribute(LlvmValue.FUNCTION_INDEX, context.enumAttribute("memory", memoryEffects(m)));
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
        if (props.get("frame_pointer") instanceof FramePointerKindAttr fp) {
            fn.addAttribute(LlvmValue.FUNCTION_INDEX, context.stringAttribute("frame-pointer", fp.name()));
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
        if (props.get("vscale_range") != null) {
            throw new TranslationException(func, "attribute 'vscale_range' is not supported by the translation");
        }
        parameterAttributes(func, fn, props.get("arg_attrs"), 1, context, t);
        parameterAttributes(func, fn, props.get("res_attrs"), LlvmValue.RETURN_INDEX, context, t);
    }

    static LlvmVisibility visibility(Attribute attr) {
        int v = attr instanceof IntegerAttr i ? i.value().intValue() : 0;
        return switch (v) {
            case 1 -> LlvmVisibility.HIDDEN;
            case 2 -> LlvmVisibility.PROTECTED;
            default -> LlvmVisibility.DEFAULT;
        };
    }

    static LlvmUnnamedAddr unnamedAddr(Attribute attr) {
        int v = attr instanceof IntegerAttr i ? i.value().intValue() : 0;
        return switch (v) {
            case 1 -> LlvmUnnamedAddr.LOCAL;
            case 2 -> LlvmUnnamedAddr.GLOBAL;
            default -> LlvmUnnamedAddr.NONE;
        };
    }

    static int alignment(Operation op, IntegerAttr a) {
        long v = a.value().longValue();
        if (v < 0 || Long.bitCount(v) > 1 || v > (1L << 32)) {
            throw new TranslationException(op, "alignment " + a.value() + " is not a power of two");
        }
        return (int) v;
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

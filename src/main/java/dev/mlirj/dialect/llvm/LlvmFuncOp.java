package dev.mlirj.dialect.llvm;

import dev.mlirj.ir.ArrayAttr;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.Diagnostic;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.DictionaryAttr;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.OpAsmParser.Argument;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Region;
import dev.mlirj.ir.StringAttr;
import dev.mlirj.ir.SymbolRefAttr;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.TypeAttr;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code llvm.func}: an LLVM function, a definition (one region) or a declaration (empty region). Custom form:
 * <pre>
 * llvm.func linkage? visibility? unnamed-addr? cconv? @name(args) (-&gt; results)? (attributes {...})? body?
 * </pre>
 * where {@code args} are {@code %a: type {attrs}?} for a definition or {@code type {attrs}?} for a declaration,
 * optionally ending in {@code ...} (varargs), and at most one result is allowed. The signature is stored as an
 * {@link LlvmFunctionType} in {@code function_type} ({@code !llvm.void} result when nothing is returned); argument
 * and result attributes in {@code arg_attrs}/{@code res_attrs}. Linkage ({@code #llvm.linkage}), calling
 * convention, visibility and {@code unnamed_addr} are always stored, defaulting to external, {@code ccc}, default
 * and none; the custom form omits the defaults. The views take an {@code llvm.func} (unchecked, as ODS's getters).
 */
public final class LlvmFuncOp {
    /** The operation name. */
    public static final String NAME = "llvm.func";
    /** The symbol name. */
    public static final String SYM_NAME = "sym_name";
    /** The symbol visibility ({@code private}, ...). */
    public static final String SYM_VISIBILITY = "sym_visibility";
    /** The signature, an {@link LlvmFunctionType}. */
    public static final String FUNCTION_TYPE = "function_type";
    /** The linkage, a {@link LinkageAttr}. */
    public static final String LINKAGE = "linkage";
    /** The {@code dso_local} flag. */
    public static final String DSO_LOCAL = "dso_local";
    /** The calling convention, a {@link CConvAttr}. */
    public static final String CCONV = "CConv";
    /** The comdat selector. */
    public static final String COMDAT = "comdat";
    /** The {@code convergent} flag. */
    public static final String CONVERGENT = "convergent";
    /** The personality function's symbol. */
    public static final String PERSONALITY = "personality";
    /** The garbage collector's name. */
    public static final String GARBAGE_COLLECTOR = "garbageCollector";
    /** LLVM function attributes passed through: names or {@code [name, value]} pairs. */
    public static final String PASSTHROUGH = "passthrough";
    /** The arguments' attributes, a dictionary per argument. */
    public static final String ARG_ATTRS = "arg_attrs";
    /** The result's attributes. */
    public static final String RES_ATTRS = "res_attrs";
    /** The profile's entry count. */
    public static final String FUNCTION_ENTRY_COUNT = "function_entry_count";
    /** The memory effects, a {@link MemoryEffectsAttr}. */
    public static final String MEMORY = "memory";
    /** The visibility, a {@link Visibility} value. */
    public static final String VISIBILITY = "visibility_";
    /** The AArch64 SME {@code arm_streaming} flag. */
    public static final String ARM_STREAMING = "arm_streaming";
    /** The AArch64 SME {@code arm_locally_streaming} flag. */
    public static final String ARM_LOCALLY_STREAMING = "arm_locally_streaming";
    /** The AArch64 SME {@code arm_streaming_compatible} flag. */
    public static final String ARM_STREAMING_COMPATIBLE = "arm_streaming_compatible";
    /** The AArch64 SME {@code arm_new_za} flag. */
    public static final String ARM_NEW_ZA = "arm_new_za";
    /** The AArch64 SME {@code arm_in_za} flag. */
    public static final String ARM_IN_ZA = "arm_in_za";
    /** The AArch64 SME {@code arm_out_za} flag. */
    public static final String ARM_OUT_ZA = "arm_out_za";
    /** The AArch64 SME {@code arm_inout_za} flag. */
    public static final String ARM_INOUT_ZA = "arm_inout_za";
    /** The AArch64 SME {@code arm_preserves_za} flag. */
    public static final String ARM_PRESERVES_ZA = "arm_preserves_za";
    /** The section's name. */
    public static final String SECTION = "section";
    /** Whether the address is significant, an {@link UnnamedAddr} value. */
    public static final String UNNAMED_ADDR = "unnamed_addr";
    /** The alignment in bytes. */
    public static final String ALIGNMENT = "alignment";
    /** The range of {@code vscale}. */
    public static final String VSCALE_RANGE = "vscale_range";
    /** The frame-pointer policy, a {@link FramePointerKindAttr}. */
    public static final String FRAME_POINTER = "frame_pointer";
    /** The target CPU. */
    public static final String TARGET_CPU = "target_cpu";
    /** The CPU to tune for. */
    public static final String TUNE_CPU = "tune_cpu";
    /** The target features. */
    public static final String TARGET_FEATURES = "target_features";
    /** The {@code unsafe-fp-math} setting. */
    public static final String UNSAFE_FP_MATH = "unsafe_fp_math";
    /** The {@code no-infs-fp-math} setting. */
    public static final String NO_INFS_FP_MATH = "no_infs_fp_math";
    /** The {@code no-nans-fp-math} setting. */
    public static final String NO_NANS_FP_MATH = "no_nans_fp_math";
    /** The {@code approx-func-fp-math} setting. */
    public static final String APPROX_FUNC_FP_MATH = "approx_func_fp_math";
    /** The {@code no-signed-zeros-fp-math} setting. */
    public static final String NO_SIGNED_ZEROS_FP_MATH = "no_signed_zeros_fp_math";
    /** The {@code denormal-fp-math} setting. */
    public static final String DENORMAL_FP_MATH = "denormal_fp_math";
    /** The {@code denormal-fp-math-f32} setting. */
    public static final String DENORMAL_FP_MATH_F32 = "denormal_fp_math_f32";
    /** The {@code fp-contract} setting. */
    public static final String FP_CONTRACT = "fp_contract";
    /** The {@code noinline} flag. */
    public static final String NO_INLINE = "no_inline";
    /** The {@code alwaysinline} flag. */
    public static final String ALWAYS_INLINE = "always_inline";
    /** The {@code nounwind} flag. */
    public static final String NO_UNWIND = "no_unwind";
    /** The {@code willreturn} flag. */
    public static final String WILL_RETURN = "will_return";
    /** The {@code optnone} flag. */
    public static final String OPTIMIZE_NONE = "optimize_none";

    /** The inherent attributes of {@code llvm.func} in MLIR 19. */
    static final Set<String> INHERENT = Set.of(
            SYM_NAME, SYM_VISIBILITY, FUNCTION_TYPE, LINKAGE, DSO_LOCAL, CCONV, COMDAT, CONVERGENT, PERSONALITY,
            GARBAGE_COLLECTOR, PASSTHROUGH, ARG_ATTRS, RES_ATTRS, FUNCTION_ENTRY_COUNT, MEMORY, VISIBILITY,
            ARM_STREAMING, ARM_LOCALLY_STREAMING, ARM_STREAMING_COMPATIBLE, ARM_NEW_ZA, ARM_IN_ZA, ARM_OUT_ZA,
            ARM_INOUT_ZA, ARM_PRESERVES_ZA, SECTION, UNNAMED_ADDR, ALIGNMENT, VSCALE_RANGE, FRAME_POINTER,
            TARGET_CPU, TUNE_CPU, TARGET_FEATURES, UNSAFE_FP_MATH, NO_INFS_FP_MATH, NO_NANS_FP_MATH,
            APPROX_FUNC_FP_MATH, NO_SIGNED_ZEROS_FP_MATH, DENORMAL_FP_MATH, DENORMAL_FP_MATH_F32, FP_CONTRACT,
            NO_INLINE, ALWAYS_INLINE, NO_UNWIND, WILL_RETURN, OPTIMIZE_NONE);

    private LlvmFuncOp() {
    }

    /** The signature of {@code func}. */
    public static LlvmFunctionType functionType(Operation func) {
        return (LlvmFunctionType) ((TypeAttr) func.properties().get(FUNCTION_TYPE)).type();
    }

    /** Whether {@code func} is a declaration (no body). */
    public static boolean isExternal(Operation func) {
        return func.region(0).isEmpty();
    }

    /** The body: empty for a declaration. */
    public static Region body(Operation func) {
        return func.region(0);
    }

    /** The symbol name. */
    public static String symName(Operation func) {
        return ((StringAttr) func.properties().get(SYM_NAME)).value();
    }

    /** The linkage; {@code external} when absent. */
    public static Linkage linkage(Operation func) {
        return func.properties().get(LINKAGE) instanceof LinkageAttr l ? l.linkage() : Linkage.EXTERNAL;
    }

    /** The calling convention; {@code ccc} when absent. */
    public static CConv cconv(Operation func) {
        return func.properties().get(CCONV) instanceof CConvAttr c ? c.cconv() : CConv.C;
    }

    /** The visibility of a function (or global); the default when absent, null when invalid. */
    public static Visibility visibility(Operation func) {
        Attribute v = func.properties().get(VISIBILITY);
        return v == null ? Visibility.DEFAULT : LlvmEnum.byAttribute(Visibility.values(), v);
    }

    /** Whether the address of a function (or global) is significant; {@code none} when absent, null when invalid. */
    public static UnnamedAddr unnamedAddr(Operation func) {
        Attribute v = func.properties().get(UNNAMED_ADDR);
        return v == null ? UnnamedAddr.NONE : LlvmEnum.byAttribute(UnnamedAddr.values(), v);
    }

    /** The section, or null. */
    public static String section(Operation func) {
        return func.properties().get(SECTION) instanceof StringAttr s ? s.value() : null;
    }

    /** The alignment in bytes, or null when absent. */
    public static Long alignment(Operation func) {
        return func.properties().get(ALIGNMENT) instanceof IntegerAttr a ? a.value().longValue() : null;
    }

    /** The garbage collector's name, or null. */
    public static String garbageCollector(Operation func) {
        return func.properties().get(GARBAGE_COLLECTOR) instanceof StringAttr s ? s.value() : null;
    }

    /** The personality function's name, or null. */
    public static String personality(Operation func) {
        return func.properties().get(PERSONALITY) instanceof SymbolRefAttr p ? p.root() : null;
    }

    /** The LLVM function attributes passed through, or null. */
    public static ArrayAttr passthrough(Operation func) {
        return func.properties().get(PASSTHROUGH) instanceof ArrayAttr a ? a : null;
    }

    /** The memory effects, or null. */
    public static MemoryEffectsAttr memory(Operation func) {
        return func.properties().get(MEMORY) instanceof MemoryEffectsAttr m ? m : null;
    }

    /** The frame-pointer policy, or null. */
    public static FramePointerKind framePointer(Operation func) {
        return func.properties().get(FRAME_POINTER) instanceof FramePointerKindAttr f ? f.kind() : null;
    }

    /** The arguments' attributes (a dictionary per argument), or null. */
    public static ArrayAttr argAttrs(Operation func) {
        return func.properties().get(ARG_ATTRS) instanceof ArrayAttr a ? a : null;
    }

    /** The result's attributes (one dictionary), or null. */
    public static ArrayAttr resAttrs(Operation func) {
        return func.properties().get(RES_ATTRS) instanceof ArrayAttr a ? a : null;
    }

    static boolean verify(Operation op, DiagnosticEngine d) {
        if (!(op.properties().get(FUNCTION_TYPE) instanceof TypeAttr t) || !(t.type() instanceof LlvmFunctionType)) {
            return LlvmOps.fail(op, d, "attribute 'function_type' failed to satisfy constraint: type attribute of "
                    + "LLVM function type");
        }
        Linkage linkage = linkage(op);
        if (linkage == Linkage.COMMON) {
            return LlvmOps.fail(op, d, "functions cannot have 'common' linkage");
        }
        LlvmFunctionType type = functionType(op);
        if (isExternal(op)) {
            if (linkage != Linkage.EXTERNAL && linkage != Linkage.EXTERN_WEAK) {
                return LlvmOps.fail(op, d, "external functions must have 'external' or 'extern_weak' linkage");
            }
            return true;
        }
        Block entry = op.region(0).entryBlock();
        if (entry.arguments().size() != type.params().size()) {
            return LlvmOps.fail(op, d, "entry block must have " + type.params().size()
                    + " arguments to match function signature");
        }
        for (int i = 0; i < type.params().size(); i++) {
            Type argType = entry.argument(i).type();
            if (!argType.equals(type.params().get(i))) {
                return LlvmOps.fail(op, d, "type of entry block argument #" + i + "(" + LlvmOps.str(argType)
                        + ") must match the type of the corresponding argument in function signature("
                        + LlvmOps.str(type.params().get(i)) + ")");
            }
            if (!LlvmTypes.isCompatible(argType)) {
                return LlvmOps.fail(op, d, "entry block argument #" + i + " is not of LLVM type");
            }
        }
        return true;
    }

    /** {@code llvm.return}'s check against the enclosing function's result (with MLIR's note). */
    static boolean verifyReturn(Operation op, DiagnosticEngine d) {
        Operation func = op.ancestorNamed(NAME);
        if (func == null || !(func.properties().get(FUNCTION_TYPE) instanceof TypeAttr)) {
            return true;
        }
        LlvmFunctionType type = functionType(func);
        String problem = null;
        if (type.returnsVoid()) {
            if (op.operandCount() != 0) {
                problem = "expected no operands";
            }
        } else if (op.operandCount() == 0) {
            problem = "expected 1 operand";
        } else if (!op.operand(0).type().equals(type.returnType())) {
            problem = "mismatching result types";
        }
        if (problem == null) {
            return true;
        }
        d.report(Diagnostic.opError(op, problem).attachNote(func.location(), "when returning from function"));
        return false;
    }

    /** The custom syntax. */
    static final class Syntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            state.properties.put(LINKAGE, new LinkageAttr(LlvmOps.parseOptionalKeyword(parser, Linkage.values(),
                    Linkage.EXTERNAL)));
            state.properties.put(VISIBILITY, LlvmEnum.i64(LlvmOps.parseOptionalKeyword(parser, Visibility.values(),
                    Visibility.DEFAULT)));
            state.properties.put(UNNAMED_ADDR, LlvmEnum.i64(LlvmOps.parseOptionalKeyword(parser, UnnamedAddr.values(),
                    UnnamedAddr.NONE)));
            state.properties.put(CCONV, new CConvAttr(LlvmOps.parseOptionalKeyword(parser, CConv.values(), CConv.C)));
            Location signatureAt = parser.location();
            String name = parser.parseSymbolName();
            if (name == null) {
                return false;
            }
            state.properties.put(SYM_NAME, new StringAttr(name, null));
            Signature sig = parseSignature(parser, true);
            if (sig == null) {
                return false;
            }
            if (sig.results.size() > 1) {
                return parser.emitError(signatureAt,
                        "failed to construct function type: expected zero or one function result");
            }
            for (Type t : sig.argTypes()) {
                if (!LlvmTypes.isCompatible(t)) {
                    return parser.emitError(signatureAt,
                            "failed to construct function type: expected LLVM type for function arguments");
                }
            }
            Type result = sig.results.isEmpty() ? LlvmPrimitiveType.VOID : sig.results.getFirst();
            if (!LlvmTypes.isCompatible(result)) {
                return parser.emitError(signatureAt,
                        "failed to construct function type: expected LLVM type for function results");
            }
            state.properties.put(FUNCTION_TYPE,
                    new TypeAttr(new LlvmFunctionType(result, sig.argTypes(), sig.variadic)));
            if (!parser.parseOptionalAttrDictWithKeyword(state)) {
                return false;
            }
            putArgAndResultAttrs(state, sig);
            Region body = state.addRegion();
            List<Argument> named = new ArrayList<>();
            for (Argument a : sig.args) {
                if (a.operand() != null) {
                    named.add(a);
                }
            }
            return parser.parseOptionalRegion(body, named);
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ");
            if (linkage(op) != Linkage.EXTERNAL) {
                printer.print(linkage(op).keyword() + " ");
            }
            LlvmOps.printKeyword(printer, visibility(op));
            LlvmOps.printKeyword(printer, unnamedAddr(op));
            if (cconv(op) != CConv.C) {
                printer.print(cconv(op).keyword() + " ");
            }
            printer.printSymbolName(symName(op));
            LlvmFunctionType type = functionType(op);
            List<Type> results = type.returnsVoid() ? List.of() : List.of(type.returnType());
            printSignature(printer, op, type.params(), type.varArg(), results);
            printer.printOptionalAttrDictWithKeyword(LlvmOps.allAttrs(op), List.of(SYM_NAME, FUNCTION_TYPE,
                    ARG_ATTRS, RES_ATTRS, LINKAGE, CCONV, VISIBILITY, COMDAT, UNNAMED_ADDR, VSCALE_RANGE));
            if (!op.region(0).isEmpty()) {
                printer.print(" ").printRegion(op.region(0), false, true);
            }
        }
    }

    /** A parsed function signature. */
    record Signature(List<Argument> args, boolean variadic, List<Type> results,
                     List<Map<String, Attribute>> resultAttrs) {
        List<Type> argTypes() {
            List<Type> out = new ArrayList<>();
            for (Argument a : args) {
                out.add(a.type());
            }
            return out;
        }
    }

    /**
     * {@code (args) (-> results)?} as MLIR's {@code parseFunctionSignatureWithArguments}: arguments are all named
     * ({@code %a: type {attrs}? loc?}) or all bare types with optional attributes.
     */
    static Signature parseSignature(OpAsmParser parser, boolean allowVariadic) {
        if (!parser.parseLParen()) {
            return null;
        }
        List<Argument> args = new ArrayList<>();
        boolean variadic = false;
        if (!parser.parseOptionalRParen()) {
            Boolean named = null;
            do {
                if (allowVariadic && parser.parseOptionalEllipsis()) {
                    variadic = true;
                    break;
                }
                Location at = parser.location();
                Argument a = parser.parseOptionalArgument(true, true);
                boolean isNamed = a != null;
                if (named != null && named != isNamed) {
                    parser.emitError(at, "expected SSA identifier");
                    return null;
                }
                named = isNamed;
                if (!isNamed) {
                    Type type = parser.parseType();
                    if (type == null) {
                        return null;
                    }
                    Map<String, Attribute> attrs = new LinkedHashMap<>();
                    if (!parser.parseOptionalAttrDict(attrs)) {
                        return null;
                    }
                    a = new Argument(null, type, attrs.isEmpty() ? null : attrs, null);
                } else if (a.operand() == null) {
                    return null;
                }
                args.add(a);
            } while (parser.parseOptionalComma());
            if (!parser.parseRParen()) {
                return null;
            }
        }
        List<Type> results = new ArrayList<>();
        List<Map<String, Attribute>> resultAttrs = new ArrayList<>();
        if (parser.parseOptionalArrow()) {
            if (parser.parseOptionalLParen()) {
                if (!parser.parseOptionalRParen()) {
                    do {
                        Type t = parser.parseType();
                        Map<String, Attribute> attrs = new LinkedHashMap<>();
                        if (t == null || !parser.parseOptionalAttrDict(attrs)) {
                            return null;
                        }
                        results.add(t);
                        resultAttrs.add(attrs);
                    } while (parser.parseOptionalComma());
                    if (!parser.parseRParen()) {
                        return null;
                    }
                }
            } else {
                Type t = parser.parseType();
                if (t == null) {
                    return null;
                }
                results.add(t);
                resultAttrs.add(Map.of());
            }
        }
        return new Signature(args, variadic, results, resultAttrs);
    }

    /** Stores {@code arg_attrs} / {@code res_attrs} when some argument or result has attributes. */
    static void putArgAndResultAttrs(OperationState state, Signature sig) {
        List<Attribute> argAttrs = new ArrayList<>();
        boolean any = false;
        for (Argument a : sig.args) {
            Map<String, Attribute> attrs = a.attributes() == null ? Map.of() : a.attributes();
            any |= !attrs.isEmpty();
            argAttrs.add(DictionaryAttr.of(attrs));
        }
        if (any) {
            state.properties.put(ARG_ATTRS, new ArrayAttr(argAttrs));
        }
        List<Attribute> resAttrs = new ArrayList<>();
        any = false;
        for (Map<String, Attribute> attrs : sig.resultAttrs) {
            any |= !attrs.isEmpty();
            resAttrs.add(DictionaryAttr.of(attrs));
        }
        if (any) {
            state.properties.put(RES_ATTRS, new ArrayAttr(resAttrs));
        }
    }

    /** Argument {@code i}'s attributes from {@code arg_attrs}/{@code res_attrs}, or an empty map. */
    private static Map<String, Attribute> attrsAt(Operation op, String name, int i) {
        if (op.properties().get(name) instanceof ArrayAttr a && i < a.elements().size()
                && a.elements().get(i) instanceof DictionaryAttr d) {
            Map<String, Attribute> out = new LinkedHashMap<>();
            for (var e : d.entries()) {
                out.put(e.name(), e.value());
            }
            return out;
        }
        return Map.of();
    }

    /** {@code (args) -> results} as MLIR's {@code function_interface_impl::printFunctionSignature}. */
    static void printSignature(OpAsmPrinter printer, Operation op, List<Type> argTypes, boolean variadic,
                               List<Type> results) {
        boolean external = op.region(0).isEmpty();
        printer.print("(");
        for (int i = 0; i < argTypes.size(); i++) {
            if (i > 0) {
                printer.print(", ");
            }
            Map<String, Attribute> attrs = attrsAt(op, ARG_ATTRS, i);
            if (external) {
                printer.print(argTypes.get(i));
                printer.printOptionalAttrDict(attrs, List.of());
            } else {
                printer.printRegionArgument(op.region(0).entryBlock().argument(i), attrs);
            }
        }
        if (variadic) {
            printer.print(argTypes.isEmpty() ? "..." : ", ...");
        }
        printer.print(")");
        if (results.isEmpty()) {
            return;
        }
        printer.print(" -> ");
        boolean anyAttrs = false;
        for (int i = 0; i < results.size(); i++) {
            anyAttrs |= !attrsAt(op, RES_ATTRS, i).isEmpty();
        }
        boolean parens = anyAttrs || results.size() > 1 || results.getFirst() instanceof dev.mlirj.ir.FunctionType;
        if (parens) {
            printer.print("(");
        }
        for (int i = 0; i < results.size(); i++) {
            if (i > 0) {
                printer.print(", ");
            }
            printer.print(results.get(i));
            printer.printOptionalAttrDict(attrsAt(op, RES_ATTRS, i), List.of());
        }
        if (parens) {
            printer.print(")");
        }
    }
}

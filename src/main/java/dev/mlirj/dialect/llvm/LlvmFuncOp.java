package dev.mlirj.dialect.llvm;

import dev.mlirj.ir.ArrayAttr;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.Diagnostic;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.DictionaryAttr;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.OpAsmParser.Argument;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Region;
import dev.mlirj.ir.StringAttr;
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
 * and none; the custom form omits the defaults.
 */
public final class LlvmFuncOp {
    /** The operation name. */
    public static final String NAME = "llvm.func";
    /** Visibility keywords by value ({@code visibility_}); value 0 (default) has none. */
    static final List<String> VISIBILITY = List.of("", "hidden", "protected");
    /** {@code unnamed_addr} keywords by value; value 0 (none) has none. */
    static final List<String> UNNAMED_ADDR = List.of("", "local_unnamed_addr", "unnamed_addr");

    /** The inherent attributes of {@code llvm.func} in MLIR 19. */
    static final Set<String> INHERENT = Set.of("sym_name", "sym_visibility", "function_type", "linkage", "dso_local",
            "CConv", "comdat", "convergent", "personality", "garbageCollector", "passthrough", "arg_attrs",
            "res_attrs", "function_entry_count", "memory", "visibility_", "arm_streaming", "arm_locally_streaming",
            "arm_streaming_compatible", "arm_new_za", "arm_in_za", "arm_out_za", "arm_inout_za", "arm_preserves_za",
            "section", "unnamed_addr", "alignment", "vscale_range", "frame_pointer", "target_cpu", "tune_cpu",
            "target_features", "unsafe_fp_math", "no_infs_fp_math", "no_nans_fp_math", "approx_func_fp_math",
            "no_signed_zeros_fp_math", "denormal_fp_math", "denormal_fp_math_f32", "fp_contract", "no_inline",
            "always_inline", "no_unwind", "will_return", "optimize_none");

    private LlvmFuncOp() {
    }

    /** The signature of {@code func}. */
    public static LlvmFunctionType functionType(Operation func) {
        return (LlvmFunctionType) ((TypeAttr) func.properties().get("function_type")).type();
    }

    /** Whether {@code func} is a declaration (no body). */
    public static boolean isExternal(Operation func) {
        return func.region(0).isEmpty();
    }

    static boolean verify(Operation op, DiagnosticEngine d) {
        if (!(op.properties().get("function_type") instanceof TypeAttr t) || !(t.type() instanceof LlvmFunctionType)) {
            return LlvmOps.fail(op, d, "attribute 'function_type' failed to satisfy constraint: type attribute of "
                    + "LLVM function type");
        }
        Linkage linkage = op.properties().get("linkage") instanceof LinkageAttr l ? l.linkage() : Linkage.EXTERNAL;
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
        if (func == null || !(func.properties().get("function_type") instanceof TypeAttr)) {
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
            state.properties.put("linkage", new LinkageAttr(Linkage.values()[keyword(parser,
                    keywords(Linkage.values()), Linkage.EXTERNAL.ordinal())]));
            state.properties.put("visibility_", i64(keyword(parser, VISIBILITY, 0)));
            state.properties.put("unnamed_addr", i64(keyword(parser, UNNAMED_ADDR, 0)));
            state.properties.put("CConv", new CConvAttr(CConvAttr.NAMES.get(keyword(parser, CConvAttr.NAMES, 0))));
            Location signatureAt = parser.location();
            String name = parser.parseSymbolName();
            if (name == null) {
                return false;
            }
            state.properties.put("sym_name", StringAttr.of(name));
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
            state.properties.put("function_type",
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

        static List<String> keywords(Linkage[] values) {
            List<String> out = new ArrayList<>();
            for (Linkage l : values) {
                out.add(l.keyword());
            }
            return out;
        }

        /** The index of the keyword of {@code options} that is next (consuming it), or {@code otherwise}. */
        static int keyword(OpAsmParser parser, List<String> options, int otherwise) {
            for (int i = 0; i < options.size(); i++) {
                if (!options.get(i).isEmpty() && parser.parseOptionalKeyword(options.get(i))) {
                    return i;
                }
            }
            return otherwise;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            Map<String, Attribute> props = op.properties();
            printer.print(" ");
            if (props.get("linkage") instanceof LinkageAttr l && l.linkage() != Linkage.EXTERNAL) {
                printer.print(l.linkage().keyword() + " ");
            }
            printKeyword(printer, VISIBILITY, props.get("visibility_"));
            printKeyword(printer, UNNAMED_ADDR, props.get("unnamed_addr"));
            if (props.get("CConv") instanceof CConvAttr c && !c.equals(CConvAttr.C)) {
                printer.print(c.name() + " ");
            }
            printer.printSymbolName(((StringAttr) props.get("sym_name")).value());
            LlvmFunctionType type = functionType(op);
            List<Type> results = type.returnsVoid() ? List.of() : List.of(type.returnType());
            printSignature(printer, op, type.params(), type.varArg(), results);
            printer.printOptionalAttrDictWithKeyword(LlvmOps.allAttrs(op), List.of("sym_name", "function_type",
                    "arg_attrs", "res_attrs", "linkage", "CConv", "visibility_", "comdat", "unnamed_addr",
                    "vscale_range"));
            if (!op.region(0).isEmpty()) {
                printer.print(" ").printRegion(op.region(0), false, true);
            }
        }

        private static void printKeyword(OpAsmPrinter printer, List<String> names, Attribute value) {
            if (value instanceof IntegerAttr i && i.value().signum() > 0 && i.value().intValue() < names.size()) {
                printer.print(names.get(i.value().intValue()) + " ");
            }
        }
    }

    private static IntegerAttr i64(long value) {
        return IntegerAttr.of(IntegerType.of(64), value);
    }

    /** A parsed function signature. */
    record Signature(List<Argument> args, boolean variadic, List<Type> results, List<Map<String, Attribute>> resultAttrs) {
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
            state.properties.put("arg_attrs", new ArrayAttr(argAttrs));
        }
        List<Attribute> resAttrs = new ArrayList<>();
        any = false;
        for (Map<String, Attribute> attrs : sig.resultAttrs) {
            any |= !attrs.isEmpty();
            resAttrs.add(DictionaryAttr.of(attrs));
        }
        if (any) {
            state.properties.put("res_attrs", new ArrayAttr(resAttrs));
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
            Map<String, Attribute> attrs = attrsAt(op, "arg_attrs", i);
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
            anyAttrs |= !attrsAt(op, "res_attrs", i).isEmpty();
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
            printer.printOptionalAttrDict(attrsAt(op, "res_attrs", i), List.of());
        }
        if (parens) {
            printer.print(")");
        }
    }
}

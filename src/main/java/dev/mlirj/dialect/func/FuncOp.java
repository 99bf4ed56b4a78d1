package dev.mlirj.dialect.func;

import dev.mlirj.dialect.OpChecks;
import dev.mlirj.ir.ArrayAttr;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.DictionaryAttr;
import dev.mlirj.ir.FunctionType;
import dev.mlirj.ir.NamedAttribute;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Region;
import dev.mlirj.ir.StringAttr;
import dev.mlirj.ir.TypeAttr;
import dev.mlirj.syntax.FunctionImplementation;
import java.util.List;

/**
 * {@code func.func}: a function, a symbol with a {@link FunctionType} and one region, its body; a declaration
 * (external function) has an empty region and must not be public. The entry block's arguments are the function's
 * arguments. Properties, as MLIR stores them: {@code function_type} (a {@link TypeAttr}), {@code sym_name},
 * optional {@code sym_visibility} ({@code "private"} or {@code "nested"}; absent means public), and optional
 * {@code arg_attrs}/{@code res_attrs} (an {@link ArrayAttr} with one {@link DictionaryAttr} per argument or
 * result). Custom form: see {@link FunctionImplementation}.
 */
public final class FuncOp {
    /** The operation name. */
    public static final String NAME = "func.func";
    /** The property holding the function type. */
    public static final String FUNCTION_TYPE = "function_type";
    /** The property holding the name. */
    public static final String SYM_NAME = "sym_name";
    /** The property holding the visibility. */
    public static final String SYM_VISIBILITY = "sym_visibility";
    /** The property holding the argument attributes. */
    public static final String ARG_ATTRS = "arg_attrs";
    /** The property holding the result attributes. */
    public static final String RES_ATTRS = "res_attrs";

    private FuncOp() {
    }

    /** The function's type; throws if {@code function_type} is missing or not a function type. */
    public static FunctionType functionType(Operation func) {
        return (FunctionType) ((TypeAttr) func.properties().get(FUNCTION_TYPE)).type();
    }

    /** The function's type, or null when {@code function_type} is missing or malformed (the verifier says so). */
    static FunctionType functionTypeOrNull(Operation func) {
        return func.properties().get(FUNCTION_TYPE) instanceof TypeAttr t && t.type() instanceof FunctionType f ? f
                : null;
    }

    /** The function's symbol name. */
    public static String name(Operation func) {
        return ((StringAttr) func.properties().get(SYM_NAME)).value();
    }

    /** The symbol visibility ({@code "private"}, {@code "nested"}), or null for public. */
    public static String symVisibility(Operation func) {
        return func.properties().get(SYM_VISIBILITY) instanceof StringAttr v ? v.value() : null;
    }

    /** The argument attributes, one dictionary per argument, or null when absent. */
    public static ArrayAttr argAttrs(Operation func) {
        return func.properties().get(ARG_ATTRS) instanceof ArrayAttr a ? a : null;
    }

    /** The result attributes, one dictionary per result, or null when absent. */
    public static ArrayAttr resAttrs(Operation func) {
        return func.properties().get(RES_ATTRS) instanceof ArrayAttr a ? a : null;
    }

    /** Whether the function is a declaration: its body region is empty. */
    public static boolean isExternal(Operation func) {
        return func.region(0).isEmpty();
    }

    static boolean verify(Operation op, DiagnosticEngine diagnostics) {
        OpChecks c = new OpChecks(op, diagnostics);
        TypeAttr typeAttr = c.requiredAttr(FUNCTION_TYPE, TypeAttr.class, "type attribute of function type");
        if (typeAttr == null) {
            return false;
        }
        if (!(typeAttr.type() instanceof FunctionType type)) {
            return c.attrConstraint(FUNCTION_TYPE, "type attribute of function type");
        }
        if (c.requiredAttr(SYM_NAME, StringAttr.class, "string attribute") == null) {
            return false;
        }
        if (!c.attr(SYM_VISIBILITY, false, a -> a instanceof StringAttr, "string attribute")
                || !verifyAttrArray(op, ARG_ATTRS, diagnostics) || !verifyAttrArray(op, RES_ATTRS, diagnostics)
                || !c.regions(1)) {
            return false;
        }
        Attribute visibility = op.properties().get(SYM_VISIBILITY);
        String v = visibility == null ? "public" : ((StringAttr) visibility).value();
        if (!List.of("public", "private", "nested").contains(v)) {
            diagnostics.opError(op, "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got \""
                    + v + "\"");
            return false;
        }
        if (!verifyAttrCount(op, ARG_ATTRS, "argument", "arguments", type.inputs().size(), diagnostics)
                || !verifyAttrCount(op, RES_ATTRS, "result", "results", type.results().size(), diagnostics)) {
            return false;
        }
        if (isExternal(op)) {
            if (v.equals("public")) {
                diagnostics.opError(op, "symbol declaration cannot have public visibility");
                return false;
            }
            return true;
        }
        Block entry = op.region(0).entryBlock();
        if (entry.arguments().size() != type.inputs().size()) {
            diagnostics.opError(op, "entry block must have " + type.inputs().size()
                    + " arguments to match function signature");
            return false;
        }
        for (int i = 0; i < type.inputs().size(); i++) {
            if (!entry.argument(i).type().equals(type.inputs().get(i))) {
                return c.fail("type of entry block argument #" + i + "(" + OpChecks.quote(entry.argument(i).type())
                        + ") must match the type of the corresponding argument in function signature("
                        + OpChecks.quote(type.inputs().get(i)) + ")");
            }
        }
        return true;
    }

    /** ODS's constraint on {@code arg_attrs}/{@code res_attrs}: an array of dictionaries. */
    private static boolean verifyAttrArray(Operation op, String name, DiagnosticEngine diagnostics) {
        Attribute a = op.properties().get(name);
        if (a == null || a instanceof ArrayAttr array
                && array.elements().stream().allMatch(e -> e instanceof DictionaryAttr)) {
            return true;
        }
        diagnostics.opError(op, "attribute '" + name
                + "' failed to satisfy constraint: Array of dictionary attributes");
        return false;
    }

    /** FunctionOpInterface's checks: one dictionary per argument (result), holding only dialect attributes. */
    private static boolean verifyAttrCount(Operation op, String name, String what, String plural, int expected,
                                           DiagnosticEngine diagnostics) {
        if (!(op.properties().get(name) instanceof ArrayAttr array)) {
            return true;
        }
        if (array.elements().size() != expected) {
            diagnostics.opError(op, "expects " + what + " attribute array to have the same number of elements as the"
                    + " number of function " + plural + ", got " + array.elements().size() + ", but expected "
                    + expected);
            return false;
        }
        for (Attribute e : array.elements()) {
            for (NamedAttribute entry : ((DictionaryAttr) e).entries()) {
                if (!entry.name().contains(".")) {
                    diagnostics.opError(op, plural + " may only have dialect attributes");
                    return false;
                }
            }
        }
        return true;
    }

    /** {@code (private|public|nested)? @name(args) (-> results)? (attributes {...})? region?}. */
    static final class Syntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            return FunctionImplementation.parseFunctionOp(parser, state, FUNCTION_TYPE, ARG_ATTRS, RES_ATTRS);
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            FunctionImplementation.printFunctionOp(printer, op, FUNCTION_TYPE, ARG_ATTRS, RES_ATTRS);
        }
    }

    /** The body region of {@code func} (empty for a declaration). */
    public static Region body(Operation func) {
        return func.region(0);
    }
}

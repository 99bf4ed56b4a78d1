package dev.mlirj.syntax;

import dev.mlirj.ir.ArrayAttr;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.DictionaryAttr;
import dev.mlirj.ir.FunctionType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Region;
import dev.mlirj.ir.StringAttr;
import dev.mlirj.ir.SymbolTable;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.TypeAttr;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The custom syntax shared by function-like operations, MLIR's {@code function_interface_impl}:
 * <pre>
 * function-op ::= visibility? symbol-name signature ('attributes' dictionary)? region?
 * visibility  ::= 'public' | 'private' | 'nested'
 * signature   ::= '(' (named-args | type-args)? ')' ('->' results)?
 * named-args  ::= '%' name ':' type dictionary? trailing-loc? (',' ...)*     (a definition)
 * type-args   ::= type dictionary? trailing-loc? (',' ...)*                  (a declaration)
 * results     ::= type | '(' (type dictionary? (',' type dictionary?)*)? ')'
 * </pre>
 * Argument and result attributes are stored as MLIR stores them: an array with one dictionary per argument
 * (result), present only when at least one dictionary is not empty.
 */
public final class FunctionImplementation {
    private FunctionImplementation() {
    }

    /**
     * A parsed signature.
     *
     * @param arguments   the arguments; an argument's operand is null when only its type was written
     * @param resultTypes the result types
     * @param resultAttrs one dictionary per result, possibly empty
     */
    public record Signature(List<OpAsmParser.Argument> arguments, List<Type> resultTypes,
                            List<Map<String, Attribute>> resultAttrs) {
        /** The argument types. */
        public List<Type> argumentTypes() {
            List<Type> types = new ArrayList<>();
            for (OpAsmParser.Argument a : arguments) {
                types.add(a.type());
            }
            return types;
        }
    }

    /** Parses {@code (arguments) (-> results)?}; null after an error. */
    public static Signature parseFunctionSignature(OpAsmParser parser) {
        if (!parser.parseLParen()) {
            return null;
        }
        List<OpAsmParser.Argument> arguments = new ArrayList<>();
        if (!parser.parseOptionalRParen()) {
            do {
                boolean previousNamed = !arguments.isEmpty() && arguments.getLast().operand() != null;
                boolean previousUnnamed = !arguments.isEmpty() && arguments.getLast().operand() == null;
                if (parser.isNextOperand()) {
                    if (previousUnnamed) {
                        parser.emitError("expected type instead of SSA identifier");
                        return null;
                    }
                    OpAsmParser.Argument a = parser.parseArgument(true, true);
                    if (a == null) {
                        return null;
                    }
                    arguments.add(a);
                } else {
                    if (previousNamed) {
                        parser.emitError("expected SSA identifier");
                        return null;
                    }
                    Type type = parser.parseType();
                    Map<String, Attribute> attrs = new TreeMap<>();
                    Location[] loc = {null};
                    if (type == null || !parser.parseOptionalAttrDict(attrs)
                            || !parser.parseOptionalLocationSpecifier(l -> loc[0] = l)) {
                        return null;
                    }
                    arguments.add(new OpAsmParser.Argument(null, type, attrs, loc[0]));
                }
            } while (parser.parseOptionalComma());
            if (!parser.parseRParen()) {
                return null;
            }
        }
        List<Type> results = new ArrayList<>();
        List<Map<String, Attribute>> resultAttrs = new ArrayList<>();
        if (parser.parseOptionalArrow() && !parseFunctionResultList(parser, results, resultAttrs)) {
            return null;
        }
        return new Signature(arguments, results, resultAttrs);
    }

    /** MLIR's {@code parseFunctionResultList}: a bare type, or a parenthesized list with attribute dictionaries. */
    public static boolean parseFunctionResultList(OpAsmParser parser, List<Type> types,
                                                  List<Map<String, Attribute>> attrs) {
        if (!parser.parseOptionalLParen()) {
            Type t = parser.parseType();
            if (t == null) {
                return false;
            }
            types.add(t);
            attrs.add(new TreeMap<>());
            return true;
        }
        if (parser.parseOptionalRParen()) {
            return true;
        }
        do {
            Type t = parser.parseType();
            Map<String, Attribute> a = new TreeMap<>();
            if (t == null || !parser.parseOptionalAttrDict(a)) {
                return false;
            }
            types.add(t);
            attrs.add(a);
        } while (parser.parseOptionalComma());
        return parser.parseRParen();
    }

    /**
     * MLIR's {@code parseFunctionOp} for functions typed by a builtin {@link FunctionType}: fills {@code sym_name},
     * {@code sym_visibility}, the type attribute, argument and result attributes, other attributes, and one region
     * (empty for a declaration).
     */
    public static boolean parseFunctionOp(OpAsmParser parser, OperationState state, String typeAttrName,
                                          String argAttrsName, String resAttrsName) {
        for (String visibility : List.of("public", "private", "nested")) {
            if (parser.parseOptionalKeyword(visibility)) {
                state.addAttribute(SymbolTable.VISIBILITY_ATTR_NAME, StringAttr.of(visibility));
                break;
            }
        }
        String name = parser.parseSymbolName();
        if (name == null) {
            return false;
        }
        state.addAttribute(SymbolTable.SYMBOL_ATTR_NAME, new StringAttr(name, null));
        Signature signature = parseFunctionSignature(parser);
        if (signature == null) {
            return false;
        }
        state.addAttribute(typeAttrName, new TypeAttr(new FunctionType(signature.argumentTypes(),
                signature.resultTypes())));
        Location dictAt = parser.location();
        OperationState explicit = new OperationState(state.name, state.location);
        if (!parser.parseOptionalAttrDictWithKeyword(explicit)) {
            return false;
        }
        for (String inferred : List.of(SymbolTable.VISIBILITY_ATTR_NAME, SymbolTable.SYMBOL_ATTR_NAME, typeAttrName)) {
            if (explicit.properties.containsKey(inferred) || explicit.attributes.containsKey(inferred)) {
                return parser.emitError(dictAt, "'" + inferred
                        + "' is an inferred attribute and should not be specified in the explicit attribute dictionary");
            }
        }
        explicit.properties.forEach(state::addAttribute);
        explicit.attributes.forEach(state::addAttribute);
        List<Map<String, Attribute>> argAttrs = new ArrayList<>();
        for (OpAsmParser.Argument a : signature.arguments()) {
            argAttrs.add(a.attributes() == null ? Map.of() : a.attributes());
        }
        addAttrArray(state, argAttrsName, argAttrs);
        addAttrArray(state, resAttrsName, signature.resultAttrs());
        Region body = state.addRegion();
        Location bodyAt = parser.location();
        // Unnamed arguments give an entry block without arguments, which the verifier then rejects, as in MLIR.
        List<OpAsmParser.Argument> entryArgs = signature.arguments().stream().allMatch(a -> a.operand() != null)
                ? signature.arguments() : List.of();
        if (!parser.parseOptionalRegion(body, entryArgs)) {
            return false;
        }
        if (body.isEmpty() && !bodyAt.equals(parser.location())) {
            return parser.emitError(bodyAt, "expected non-empty function body");
        }
        return true;
    }

    /** MLIR's {@code addArgAndResultAttrs}: the array of dictionaries, when any of them has an entry. */
    private static void addAttrArray(OperationState state, String name, List<Map<String, Attribute>> dicts) {
        if (dicts.stream().allMatch(Map::isEmpty)) {
            return;
        }
        List<Attribute> array = new ArrayList<>();
        for (Map<String, Attribute> d : dicts) {
            array.add(DictionaryAttr.of(d));
        }
        state.addAttribute(name, new ArrayAttr(array));
    }

    /** The attribute dictionary at {@code index} of an {@code arg_attrs}/{@code res_attrs} array, or empty. */
    public static Map<String, Attribute> attrsAt(Attribute array, int index) {
        if (array instanceof ArrayAttr a && index < a.elements().size() && a.elements().get(index) instanceof DictionaryAttr d) {
            Map<String, Attribute> map = new TreeMap<>();
            d.entries().forEach(e -> map.put(e.name(), e.value()));
            return map;
        }
        return Map.of();
    }

    /**
     * MLIR's {@code printFunctionSignature}: the arguments (as region arguments with names when {@code op} has a
     * body, as types otherwise) and {@code -> results}.
     */
    public static void printFunctionSignature(OpAsmPrinter p, Operation op, List<Type> argTypes, List<Type> results,
                                              Attribute argAttrs, Attribute resAttrs) {
        Region body = op.region(0);
        boolean external = body.isEmpty();
        p.print("(");
        for (int i = 0; i < argTypes.size(); i++) {
            if (i > 0) {
                p.print(", ");
            }
            Map<String, Attribute> attrs = attrsAt(argAttrs, i);
            if (!external) {
                p.printRegionArgument(body.entryBlock().argument(i), attrs);
            } else {
                p.print(argTypes.get(i));
                p.printOptionalAttrDict(attrs, List.of());
            }
        }
        p.print(")");
        if (!results.isEmpty()) {
            p.print(" -> ");
            printFunctionResultList(p, results, resAttrs);
        }
    }

    /** MLIR's {@code printFunctionResultList}: parenthesized when several, a function type, or with attributes. */
    public static void printFunctionResultList(OpAsmPrinter p, List<Type> results, Attribute resAttrs) {
        boolean parens = results.size() > 1 || results.getFirst() instanceof FunctionType
                || !attrsAt(resAttrs, 0).isEmpty();
        if (parens) {
            p.print("(");
        }
        for (int i = 0; i < results.size(); i++) {
            if (i > 0) {
                p.print(", ");
            }
            p.print(results.get(i));
            p.printOptionalAttrDict(attrsAt(resAttrs, i), List.of());
        }
        if (parens) {
            p.print(")");
        }
    }

    /**
     * MLIR's {@code printFunctionOp} for functions typed by a builtin {@link FunctionType}: visibility, name,
     * signature, the remaining attributes after {@code attributes}, and the body unless it is a declaration.
     */
    public static void printFunctionOp(OpAsmPrinter p, Operation op, String typeAttrName, String argAttrsName,
                                       String resAttrsName) {
        p.print(" ");
        if (op.attribute(SymbolTable.VISIBILITY_ATTR_NAME) instanceof StringAttr v) {
            p.print(v.value()).print(" ");
        }
        p.printSymbolName(SymbolTable.symbolName(op));
        FunctionType type = (FunctionType) ((TypeAttr) op.attribute(typeAttrName)).type();
        printFunctionSignature(p, op, type.inputs(), type.results(), op.attribute(argAttrsName),
                op.attribute(resAttrsName));
        Map<String, Attribute> all = new TreeMap<>(op.properties());
        all.putAll(op.attributes());
        p.printOptionalAttrDictWithKeyword(all, List.of(SymbolTable.SYMBOL_ATTR_NAME,
                SymbolTable.VISIBILITY_ATTR_NAME, typeAttrName, argAttrsName, resAttrsName));
        Region body = op.region(0);
        if (!body.isEmpty()) {
            p.print(" ").printRegion(body, false, true);
        }
    }
}

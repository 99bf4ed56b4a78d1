package dev.mlirj.ir;

import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;

/**
 * What an operation's custom parser ({@link dev.mlirj.ir.OpSyntax#parse}) gets: MLIR's {@code OpAsmParser}.
 * Operands are read by name first ({@link #parseOperand}) and resolved to values once their types are known
 * ({@link #resolveOperands}). Every method reports its own located error and returns false or null after one;
 * a custom parser just returns false when a call fails.
 */
public interface OpAsmParser extends DialectAsmParser {

    /**
     * A value use as written, {@code %name} or {@code %name#number}, not yet resolved.
     *
     * <p>Its location is worked out only when asked for (an error, a forward reference): a parse makes one of
     * these for every operand written, and nearly all resolve without needing it.
     */
    final class UnresolvedOperand {
        private final String name;
        private final int number;
        private Location location;
        private final IntFunction<Location> locator;
        private final int offset;

        /**
         * An operand use.
         *
         * @param name     the name without {@code %}
         * @param number   the result number ({@code #n}), 0 when absent
         * @param location where it was written
         */
        public UnresolvedOperand(String name, int number, Location location) {
            this.name = java.util.Objects.requireNonNull(name, "name");
            this.number = number;
            this.location = java.util.Objects.requireNonNull(location, "location");
            this.locator = null;
            this.offset = -1;
        }

        /**
         * An operand use written at {@code offset} of a parser's text, whose location {@code locator} works out
         * from the offset when it is first asked for.
         */
        public UnresolvedOperand(String name, int number, IntFunction<Location> locator, int offset) {
            this.name = name;
            this.number = number;
            this.locator = locator;
            this.offset = offset;
        }

        /** The name without {@code %}. */
        public String name() {
            return name;
        }

        /** The result number ({@code #n}), 0 when absent. */
        public int number() {
            return number;
        }

        /** Where it was written. */
        public Location location() {
            if (location == null) {
                location = locator.apply(offset);
            }
            return location;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof UnresolvedOperand u && name.equals(u.name) && number == u.number
                    && location().equals(u.location());
        }

        @Override
        public int hashCode() {
            return java.util.Objects.hash(name, number, location());
        }

        @Override
        public String toString() {
            return "UnresolvedOperand[name=" + name + ", number=" + number + ", location=" + location() + "]";
        }
    }

    /**
     * A block argument or region entry argument as written: {@code %name : type {attrs} loc(...)}.
     *
     * @param operand    the name
     * @param type       the type, or null when not written
     * @param attributes the argument's attributes, or null
     * @param location   its explicit location, or null
     */
    record Argument(UnresolvedOperand operand, Type type, Map<String, Attribute> attributes, Location location) {
    }

    /** The number of results the operation was written with ({@code %a, %b:2 = ...} has 3). */
    int resultCount();

    /** The location of the operation name. */
    Location nameLocation();

    /** Parses {@code %name} or {@code %name#n}. */
    UnresolvedOperand parseOperand();

    /** Parses an operand if one is next; null (without error) otherwise. */
    UnresolvedOperand parseOptionalOperand();

    /** Parses a comma-separated list of operands, possibly empty. */
    List<UnresolvedOperand> parseOperandList();

    /**
     * Parses the {@code : fromType to toType} ending of a one-operand cast ({@code $in attr-dict : type($in) to
     * type($out)}): resolves {@code operand} as a {@code fromType} value into {@code state} and adds a
     * {@code toType} result. False after an error.
     */
    default boolean parseCastTypes(UnresolvedOperand operand, OperationState state) {
        Type from = parseColonType();
        if (from == null || !parseKeyword("to")) {
            return false;
        }
        Type to = parseType();
        if (to == null || !resolveOperands(List.of(operand), from, state.operands)) {
            return false;
        }
        state.resultTypes.add(to);
        return true;
    }

    /**
     * Parses exactly {@code count} comma-separated operands (MLIR's {@code parseOperandList} with a required operand
     * count); null after an error.
     */
    default List<UnresolvedOperand> parseOperandList(int count) {
        List<UnresolvedOperand> operands = new java.util.ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            if (i > 0 && !parseComma()) {
                return null;
            }
            UnresolvedOperand operand = parseOperand();
            if (operand == null) {
                return null;
            }
            operands.add(operand);
        }
        return operands;
    }

    /**
     * Parses {@code [%a, %b]}, possibly empty (MLIR's {@code parseOperandList} with {@code Delimiter::Square});
     * null after an error.
     */
    default List<UnresolvedOperand> parseOperandListInSquare() {
        if (!parseLSquare()) {
            return null;
        }
        if (parseOptionalRSquare()) {
            return List.of();
        }
        List<UnresolvedOperand> operands = parseOperandList();
        return operands == null || !parseRSquare() ? null : operands;
    }

    /**
     * Resolves {@code operands} with {@code types} (one each) and appends the values to {@code out}. Either list
     * may be the null a failed parse returned: then it only returns false, the error being reported already.
     */
    boolean resolveOperands(List<UnresolvedOperand> operands, List<Type> types, Location at, List<Value> out);

    /**
     * Resolves {@code operands}, all of {@code type}, and appends the values to {@code out}; false without a new
     * error when either is the null of a failed parse.
     */
    boolean resolveOperands(List<UnresolvedOperand> operands, Type type, List<Value> out);

    /** Parses {@code :} then a type. */
    Type parseColonType();

    /** Parses {@code :} then a comma-separated list of types. */
    List<Type> parseColonTypeList();

    /** Parses an optional {@code -> type} or {@code -> (types)}; an empty list when absent. */
    List<Type> parseOptionalArrowTypeList();

    /** Parses a function type {@code (types) -> results}. */
    dev.mlirj.ir.FunctionType parseFunctionType();

    /** Parses an optional attribute dictionary into {@code state} (properties or discardable as registered). */
    boolean parseOptionalAttrDict(OperationState state);

    /** Parses an optional {@code attributes {...}} into {@code state}. */
    boolean parseOptionalAttrDictWithKeyword(OperationState state);

    /** Parses {@code @name} and returns the name. */
    String parseSymbolName();

    /** Parses {@code @name} if next; null (without error) otherwise. */
    String parseOptionalSymbolName();

    /** Parses a successor {@code ^bb}. */
    Block parseSuccessor();

    /** Parses {@code :}. */
    boolean parseColon();

    /** Parses {@code ->} if next. */
    boolean parseOptionalArrow();

    /** Parses an argument {@code %name : type} with optional attributes and location (a function parameter). */
    Argument parseArgument(boolean allowType, boolean allowAttrs);

    /**
     * Parses a region {@code { ... }} into {@code region}; {@code arguments} (with types) become the entry block's
     * arguments, which must not redefine names visible in the region.
     */
    boolean parseRegion(Region region, List<Argument> arguments);

    /** Parses a region if <code>{</code> is next; true (without parsing) otherwise. */
    boolean parseOptionalRegion(Region region, List<Argument> arguments);

    /** Reports an error at {@code at} (a location this parser handed out); returns false. */
    boolean emitError(Location at, String message);

    /**
     * MLIR's {@code parseSuccessorAndUseList}: a successor {@code ^bb} optionally followed by its operands
     * {@code (%a, %b : t1, t2)}, in the form ODS-generated parsers accept (no empty {@code ()}). Appends the block to {@code successors} and the
     * resolved operands to {@code operands}.
     */
    boolean parseSuccessorAndUseList(List<Block> successors, List<Value> operands);

    /** Parses an optional attribute dictionary {@code {...}} into {@code into}, sorted by name. */
    boolean parseOptionalAttrDict(Map<String, Attribute> into);

    /** MLIR's {@code parseOptionalLocationSpecifier}: {@code loc(...)} if next, handed to {@code set}. */
    boolean parseOptionalLocationSpecifier(java.util.function.Consumer<Location> set);

    /** Whether the next token is a value name {@code %...}, e.g. to tell an argument list from a type list. */
    boolean isNextOperand();

    /** As {@link #parseArgument}, when a {@code %name} is next; null without error otherwise (MLIR's {@code parseOptionalArgument}). */
    Argument parseOptionalArgument(boolean allowType, boolean allowAttrs);

    /** Parses a bare affine map {@code (d0, d1) -> (d1, d0)} (MLIR's {@code parseAffineMap}); null after an error. */
    dev.mlirj.ir.affine.AffineMap parseAffineMap();

    /** Parses an attribute whose type, when the text leaves it out, is {@code type} (MLIR's {@code parseAttribute(attr, type)}). */
    Attribute parseAttribute(Type type);

    /** Consumes {@code =} if it is next. */
    boolean parseOptionalEqual();

    /** The context operations are parsed into (e.g. to build an implicit terminator). */
    dev.mlirj.ir.MlirContext context();

    /**
     * MLIR's {@code parseArrowTypeList}: {@code -> type} or {@code -> (types)}; reports {@code expected '->'} (as
     * MLIR, without the custom-op prefix) when no arrow is next. Null after an error.
     */
    List<Type> parseArrowTypeList();

    /**
     * MLIR's {@code parseAffineMapOfSSAIds}: {@code [expr, ...]} (or {@code (expr, ...)} when not {@code square})
     * of affine expressions over SSA ids, {@code %x} a dimension and {@code symbol(%x)} a symbol; appends the
     * dimension operands, then the symbol operands, to {@code operands}. Null after an error.
     */
    dev.mlirj.ir.affine.AffineMap parseAffineMapOfSsaIds(List<UnresolvedOperand> operands, boolean square);

    /**
     * MLIR's {@code parseAffineExprOfSSAIds}: one affine expression over SSA ids, {@code %x} a dimension and
     * {@code symbol(%x)} a symbol; appends the dimension operands to {@code dims} and the symbol operands to
     * {@code symbols}. Null after an error.
     */
    dev.mlirj.ir.affine.AffineExpr parseAffineExprOfSsaIds(List<UnresolvedOperand> dims,
                                                           List<UnresolvedOperand> symbols);
}

package dev.mlirj.syntax;

import dev.mlirj.dialect.builtin.ModuleOp;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.BlockArgument;
import dev.mlirj.ir.DictionaryAttr;
import dev.mlirj.ir.FunctionType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.NamedAttribute;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationName;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Region;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Parses operations, regions and blocks, in generic and custom form, building IR as it goes, as MLIR's parser
 * does:
 * <pre>
 * operation    ::= (result (',' result)* '=')? (generic-op | custom-op) trailing-loc?
 * result       ::= '%' name (':' count)?
 * generic-op   ::= string '(' value-uses? ')' ('[' successors ']')? ('&lt;' dictionary '&gt;')?
 *                  ('(' region (',' region)* ')')? dictionary? ':' function-type
 * custom-op    ::= bare-id custom-syntax            (see {@link OpSyntax})
 * region       ::= '{' entry-ops? block* '}'
 * block        ::= '^' name ('(' '%' name ':' type trailing-loc? (',' ...)* ')')? ':' operation*
 * value-use    ::= '%' name ('#' number)?
 * trailing-loc ::= 'loc' '(' location ')'
 * </pre>
 * Values may be used before they are defined (a placeholder stands in until the definition); a placeholder
 * still undefined at the end of the input is an error at the use. As in MLIR's parser, regions of operations
 * isolated from above do not hide outer names; the verifier reports uses across the boundary.
 */
final class OperationParser extends DialectBodyParser implements OpAsmParser {
    private static final String DEFERRED = "\u0000mlirj-location-alias:";
    private static final OperationName FORWARD_REF = new OperationName("mlirj.forward_ref", null);

    private final Deque<IsolatedScope> scopes = new ArrayDeque<>();
    private final Deque<String> defaultDialects = new ArrayDeque<>();
    private int resultCount;
    private Location nameLocation;
    private OperationName customOpName;

    /** The names of one isolated-from-above region tree, and the blocks of its regions. */
    private static final class IsolatedScope {
        final Map<String, Definition> values = new HashMap<>();
        final Deque<List<String>> regionDefinitions = new ArrayDeque<>();
        final Deque<Map<String, BlockDefinition>> blocks = new ArrayDeque<>();
    }

    /** A named group of values: an operation's results or a block argument; placeholders until defined. */
    private static final class Definition {
        final List<Value> values;
        final List<Location> forwardUses;
        boolean defined;

        /** Placeholders for values used before their definition. */
        Definition() {
            values = new ArrayList<>();
            forwardUses = new ArrayList<>();
        }

        /** Defined values; {@code group} is the caller's and never changes afterwards. */
        Definition(List<Value> group) {
            values = group;
            forwardUses = List.of();
            defined = true;
        }
    }

    private static final class BlockDefinition {
        final Block block = new Block();
        Location firstUse;
        boolean defined;
    }

    OperationParser(Parser p) {
        super(p, "");
    }

    // ---- top level -------------------------------------------------------------------------------------

    /** Parses the whole input into a module; null after an error. */
    Operation parseTopLevel() {
        OperationName moduleName = p.context.operationName(ModuleOp.NAME);
        Region topRegion = new Region();
        Block topBlock = topRegion.appendBlock();
        scopes.push(new IsolatedScope());
        scopes.peek().regionDefinitions.push(new ArrayList<>());
        scopes.peek().blocks.push(new HashMap<>());
        defaultDialects.push("builtin");
        while (!p.token.is(TokenKind.EOF)) {
            switch (p.token.kind()) {
                case HASH_IDENTIFIER, EXCLAMATION_IDENTIFIER -> {
                    if (isAliasDefinition()) {
                        if (!parseAliasDefinition()) {
                            return null;
                        }
                        continue;
                    }
                    p.error("expected operation name in quotes");
                    return null;
                }
                case FILE_METADATA_BEGIN -> {
                    // Read again here only to report its errors in file order; the prescan kept the resources.
                    if (!FileMetadataParser.parse(p, new java.util.HashMap<>())) {
                        return null;
                    }
                }
                default -> {
                    Operation op = parseOperation();
                    if (op == null) {
                        return null;
                    }
                    topBlock.append(op);
                }
            }
        }
        for (BlockDefinition b : scopes.peek().blocks.peek().values()) {
            if (!b.defined) {
                p.errorAt(b.firstUse, "reference to an undefined block");
                return null;
            }
        }
        if (!finishIsolatedScope()) {
            return null;
        }
        if (!resolveDeferredLocations(topBlock)) {
            return null;
        }
        List<Operation> ops = topBlock.operations();
        if (ops.size() == 1 && ops.getFirst().name().fullName().equals(ModuleOp.NAME)) {
            Operation module = ops.getFirst();
            module.remove();
            return module;
        }
        OperationState state = new OperationState(moduleName, new Location.FileLineCol(p.sourceName, 0, 0));
        state.regions.add(topRegion);
        return Operation.create(state);
    }

    private boolean isAliasDefinition() {
        String name = p.token.text().substring(1);
        return !name.contains(".");
    }

    private boolean parseAliasDefinition() {
        Token t = p.token;
        boolean isType = t.is(TokenKind.EXCLAMATION_IDENTIFIER);
        String name = t.text().substring(1);
        p.consume();
        if (!p.expect(TokenKind.EQUAL, "expected '=' in " + (isType ? "type" : "attribute") + " alias definition")) {
            return false;
        }
        if (isType) {
            if (p.typeAliases.containsKey(name)) {
                return p.errorAt(t.start(), "redefinition of type alias id '" + name + "'");
            }
            Type type = p.parseType();
            if (type == null) {
                return false;
            }
            p.typeAliases.put(name, type);
        } else {
            if (p.attributeAliases.containsKey(name)) {
                return p.errorAt(t.start(), "redefinition of attribute alias id '" + name + "'");
            }
            Attribute a = p.parseAttribute(null);
            if (a == null) {
                return false;
            }
            p.attributeAliases.put(name, a);
        }
        return true;
    }

    // ---- deferred location aliases ---------------------------------------------------------------------

    private final Map<String, Integer> deferredUses = new LinkedHashMap<>();

    /** A stand-in for a location alias used before its definition (mlir-opt prints them at the end). */
    static Location deferredLocation(Parser p, String alias, int useOffset) {
        p.deferredLocationUsed = true;
        return new Location.Name(DEFERRED + alias + "@" + useOffset, Location.unknown());
    }

    private boolean resolveDeferredLocations(Block top) {
        if (!p.deferredLocationUsed) {
            return true; // nothing to resolve: spares walking every operation
        }
        boolean[] ok = {true};
        List<Operation> all = new ArrayList<>();
        for (Operation op : top) {
            op.walkPreOrder(all::add);
        }
        for (Operation op : all) {
            Location l = resolve(op.location(), ok);
            if (l != op.location()) {
                op.setLocation(l);
            }
            for (Region r : op.regions()) {
                for (Block b : r.blocks()) {
                    for (BlockArgument a : b.arguments()) {
                        Location al = resolve(a.location(), ok);
                        if (al != a.location()) {
                            a.setLocation(al);
                        }
                    }
                }
            }
        }
        return ok[0];
    }

    private Location resolve(Location l, boolean[] ok) {
        return switch (l) {
            case Location.Name n when n.name().startsWith(DEFERRED) -> {
                String rest = n.name().substring(DEFERRED.length());
                String alias = rest.substring(0, rest.lastIndexOf('@'));
                Attribute a = p.attributeAliases.get(alias);
                if (!(a instanceof Location found)) {
                    int at = Integer.parseInt(rest.substring(rest.lastIndexOf('@') + 1));
                    ok[0] = p.errorAt(at, a == null ? "operation location alias was never defined"
                            : "expected location, but found '#" + alias + "'");
                    yield l;
                }
                yield found;
            }
            case Location.Name n -> {
                Location child = resolve(n.child(), ok);
                yield child == n.child() ? n : new Location.Name(n.name(), child);
            }
            case Location.CallSite c -> {
                Location callee = resolve(c.callee(), ok);
                Location caller = resolve(c.caller(), ok);
                yield callee == c.callee() && caller == c.caller() ? c : new Location.CallSite(callee, caller);
            }
            case Location.Fused f -> {
                List<Location> parts = new ArrayList<>();
                boolean changed = false;
                for (Location part : f.locations()) {
                    Location r = resolve(part, ok);
                    changed |= r != part;
                    parts.add(r);
                }
                yield changed ? Location.fused(parts, f.metadata()) : f;
            }
            default -> l;
        };
    }

    // ---- operations -----------------------------------------------------------------------------------

    private record ResultName(String name, int count, int offset) {
    }

    /** Parses one operation, defining its result names; null after an error. */
    Operation parseOperation() {
        if (!p.enterOperationNesting()) {
            return null;
        }
        try {
            return parseOperationNested();
        } finally {
            p.exitOperationNesting();
        }
    }

    private Operation parseOperationNested() {
        List<ResultName> results = new ArrayList<>();
        if (p.token.is(TokenKind.PERCENT_IDENTIFIER)) {
            do {
                Token t = p.token;
                if (!t.is(TokenKind.PERCENT_IDENTIFIER)) {
                    p.error("expected valid ssa identifier");
                    return null;
                }
                p.consume();
                int count = 1;
                if (p.consumeIf(TokenKind.COLON)) {
                    if (!p.token.is(TokenKind.INTEGER)) {
                        p.error("expected integer number of results");
                        return null;
                    }
                    try {
                        count = Integer.parseInt(p.token.text());
                    } catch (NumberFormatException e) {
                        count = 0;
                    }
                    if (count < 1) {
                        p.error("expected named operation to have at least 1 result");
                        return null;
                    }
                    p.consume();
                }
                results.add(new ResultName(t.text().substring(1), count, t.start()));
            } while (p.consumeIf(TokenKind.COMMA));
            if (!p.expect(TokenKind.EQUAL, "expected '=' after SSA name")) {
                return null;
            }
        }
        int expectedResults = 0;
        for (ResultName r : results) {
            expectedResults += r.count();
        }
        Token nameToken = p.token;
        Operation op;
        if (nameToken.is(TokenKind.STRING)) {
            op = parseGenericOperation();
        } else if (nameToken.is(TokenKind.BARE_IDENTIFIER)) {
            op = parseCustomOperation(expectedResults);
        } else {
            p.error(results.isEmpty() ? "expected operation name in quotes" : "expected operation name");
            return null;
        }
        if (op == null) {
            return null;
        }
        if (!results.isEmpty()) {
            if (op.resultCount() == 0) {
                p.errorAt(results.getFirst().offset(), "cannot name an operation with no results");
                return null;
            }
            if (op.resultCount() != expectedResults) {
                p.errorAt(results.getFirst().offset(), "operation defines " + op.resultCount()
                        + " results but was provided " + expectedResults + " to bind");
                return null;
            }
            int next = 0;
            for (ResultName r : results) {
                // The operation's own immutable result list when one name takes them all (as good as always).
                List<Value> group = List.copyOf(r.count() == op.resultCount() ? op.results()
                        : op.results().subList(next, next + r.count()));
                next += r.count();
                if (!define(r.name(), group, null, r.offset())) {
                    return null;
                }
            }
        }
        return op;
    }

    private Operation parseGenericOperation() {
        Token nameToken = p.token;
        Location loc = p.location();
        String fullName = Lexer.unescape(nameToken.text());
        if (fullName.isEmpty()) {
            p.error("empty operation name is invalid");
            return null;
        }
        p.consume();
        OperationName name = p.context.operationName(fullName);
        if (!name.isRegistered() && !checkUnregisteredAllowed(name, nameToken.start())) {
            return null;
        }
        OperationState state = new OperationState(name, loc);
        if (!p.expect(TokenKind.L_PAREN, "expected '(' to start operand list")) {
            return null;
        }
        List<UnresolvedOperand> operands = p.parseCommaListUntil(TokenKind.R_PAREN,
                "expected ')' to end operand list", this::parseOperand);
        if (operands == null) {
            return null;
        }
        if (p.consumeIf(TokenKind.L_SQUARE)) {
            do {
                Block b = parseSuccessor();
                if (b == null) {
                    return null;
                }
                state.successors.add(b);
            } while (p.consumeIf(TokenKind.COMMA));
            if (!p.expect(TokenKind.R_SQUARE, "expected ']' to end successor list")) {
                return null;
            }
        }
        DictionaryAttr props = null;
        if (p.token.is(TokenKind.LESS)) {
            p.consume();
            props = AttributeParser.parseDictionary(p);
            if (props == null || !p.expect(TokenKind.GREATER, "expected '>' to close properties")) {
                return null;
            }
            for (NamedAttribute e : props.entries()) {
                // As MLIR's setPropertiesFromAttr, a registered operation takes only the properties it defines
                // from the dictionary; other names are dropped.
                if (!name.isRegistered() || name.definition().inherentAttrs().contains(e.name())) {
                    state.properties.put(e.name(), e.value());
                }
            }
        }
        if (p.consumeIf(TokenKind.L_PAREN)) {
            do {
                Region region = state.addRegion();
                if (!parseRegionBody(region, List.of(), name)) {
                    return null;
                }
            } while (p.consumeIf(TokenKind.COMMA));
            if (!p.expect(TokenKind.R_PAREN, "expected ')' to end region list")) {
                return null;
            }
        }
        if (p.token.is(TokenKind.L_BRACE)) {
            DictionaryAttr attrs = AttributeParser.parseDictionary(p);
            if (attrs == null) {
                return null;
            }
            for (NamedAttribute e : attrs.entries()) {
                if (name.isRegistered() && name.definition().inherentAttrs().contains(e.name())
                        && !state.properties.containsKey(e.name())) {
                    state.properties.put(e.name(), e.value());
                } else {
                    state.attributes.put(e.name(), e.value());
                }
            }
        }
        if (!p.expect(TokenKind.COLON, "expected ':' followed by operation type")) {
            return null;
        }
        int typeAt = p.token.start();
        Type type = p.parseType();
        if (type == null) {
            return null;
        }
        if (!(type instanceof FunctionType fn)) {
            p.errorAt(typeAt, "expected function type");
            return null;
        }
        if (fn.inputs().size() != operands.size()) {
            p.errorAt(typeAt, "expected " + operands.size() + " operand type" + (operands.size() == 1 ? "" : "s")
                    + " but had " + fn.inputs().size());
            return null;
        }
        for (int i = 0; i < operands.size(); i++) {
            Value v = resolve(operands.get(i), fn.inputs().get(i));
            if (v == null) {
                return null;
            }
            state.operands.add(v);
        }
        state.resultTypes.addAll(fn.results());
        if (!parseTrailingLocation(state)) {
            return null;
        }
        if (props != null && name.isRegistered()) {
            // MLIR's setPropertiesFromAttr: each property's attribute must cast to its storage class.
            Map<String, Attribute> given = new HashMap<>();
            props.entries().forEach(e -> given.put(e.name(), e.value()));
            String bad = name.definition().unstorableProperty(given);
            if (bad != null) {
                p.errorAt(nameToken.start(), "invalid properties " + AttributePrinter.toString(props, p.context)
                        + " for op " + fullName + ": Invalid attribute `" + bad + "` in property conversion: "
                        + AttributePrinter.toString(given.get(bad), p.context));
                return null;
            }
        }
        return Operation.create(state);
    }

    private boolean checkUnregisteredAllowed(OperationName name, int at) {
        if (p.context.allowsUnregisteredDialects()) {
            return true;
        }
        String dialect = name.dialect();
        if (!dialect.isEmpty() && p.context.dialect(dialect) != null) {
            return p.errorAt(at, "unregistered operation '" + name.fullName() + "' found in dialect ('" + dialect
                    + "') that does not allow unknown operations");
        }
        // As MLIR 19, which reports this one at the token after the name (the name has been consumed).
        return p.errorAt(p.token.start(), "operation being parsed with an unregistered dialect. If this is intended,"
                + " please use -allow-unregistered-dialect with the MLIR tool used");
    }

    private Operation parseCustomOperation(int expectedResults) {
        Token nameToken = p.token;
        String word = nameToken.text();
        OperationName name = p.context.operationName(word);
        if (!name.isRegistered() && !word.contains(".") && !defaultDialects.isEmpty()) {
            name = p.context.operationName(defaultDialects.peek() + "." + word);
        }
        if (!name.isRegistered() || name.definition().syntax() == null) {
            p.error("custom op '" + word + "' is unknown"
                    + (name.fullName().equals(word) ? "" : " (tried '" + name.fullName() + "' as well)"));
            return null;
        }
        p.consume();
        OperationState state = new OperationState(name, p.locationOf(nameToken.start()));
        int savedCount = resultCount;
        Location savedName = nameLocation;
        OperationName savedOp = customOpName;
        resultCount = expectedResults;
        nameLocation = state.location;
        customOpName = name;
        boolean ok = name.definition().syntax().parse(this, state);
        resultCount = savedCount;
        nameLocation = savedName;
        customOpName = savedOp;
        if (!ok) {
            if (!p.failed()) {
                p.errorAt(nameToken.start(), "failed to parse " + name.fullName());
            }
            return null;
        }
        if (!parseTrailingLocation(state)) {
            return null;
        }
        return Operation.create(state);
    }

    private boolean parseTrailingLocation(OperationState state) {
        if (!p.token.isKeyword("loc")) {
            return true;
        }
        p.consume();
        Location loc = p.parseLocationBody();
        if (loc == null) {
            return false;
        }
        state.location = loc;
        return true;
    }

    // ---- values ---------------------------------------------------------------------------------------

    private boolean define(String name, List<Value> group, Location at) {
        return define(name, group, at, -1);
    }

    /** As {@link #define(String, List, Location)}, at {@code at} or, when that is null, at {@code offset}. */
    private boolean define(String name, List<Value> group, Location at, int offset) {
        IsolatedScope scope = scopes.peek();
        Definition existing = scope.values.get(name);
        if (existing != null && existing.defined) {
            return p.errorAt(at != null ? at : p.locationOf(offset), "redefinition of SSA value '%" + name + "'", existing.values.getFirst().location(),
                    "previously defined here");
        }
        if (existing != null) {
            for (int i = 0; i < existing.values.size(); i++) {
                Value placeholder = existing.values.get(i);
                if (placeholder == null) {
                    continue;
                }
                if (i >= group.size()) {
                    return p.errorAt(existing.forwardUses.get(i), "reference to invalid result number");
                }
                if (!placeholder.type().equals(group.get(i).type())) {
                    // MLIR's addDefinition: at the definition, with a note at the first use.
                    return p.errorAt(at != null ? at : p.locationOf(offset), "definition of SSA value '%" + name
                            + "#" + i + "' has type '" + TypePrinter.toString(group.get(i).type()) + "'",
                            existing.forwardUses.get(i), "previously used here with type '"
                            + TypePrinter.toString(placeholder.type()) + "'");
                }
                placeholder.replaceAllUsesWith(group.get(i));
                ((dev.mlirj.ir.OpResult) placeholder).owner().erase();
            }
        }
        scope.values.put(name, new Definition(List.copyOf(group)));
        scope.regionDefinitions.peek().add(name);
        return true;
    }

    /** The value {@code operand} names, of {@code type}; a typed placeholder when not defined yet. */
    private Value resolve(UnresolvedOperand operand, Type type) {
        IsolatedScope scope = scopes.peek();
        Definition d = scope.values.get(operand.name());
        if (d != null && d.defined) {
            if (operand.number() >= d.values.size()) {
                p.errorAt(operand.location(), "reference to invalid result number");
                return null;
            }
            Value v = d.values.get(operand.number());
            if (!v.type().equals(type)) {
                p.errorAt(operand.location(), "use of value '%" + operand.name()
                        + "' expects different type than prior uses: '" + TypePrinter.toString(type) + "' vs '"
                        + TypePrinter.toString(v.type()) + "'", v.location(), "prior use here");
                return null;
            }
            return v;
        }
        if (d == null) {
            d = new Definition();
            scope.values.put(operand.name(), d);
        }
        while (d.values.size() <= operand.number()) {
            d.values.add(null);
            d.forwardUses.add(null);
        }
        Value placeholder = d.values.get(operand.number());
        if (placeholder == null) {
            OperationState state = new OperationState(FORWARD_REF, operand.location());
            state.resultTypes.add(type);
            placeholder = Operation.create(state).result(0);
            d.values.set(operand.number(), placeholder);
            d.forwardUses.set(operand.number(), operand.location());
        } else if (!placeholder.type().equals(type)) {
            p.errorAt(operand.location(), "use of value '%" + operand.name()
                    + "' expects different type than prior uses: '" + TypePrinter.toString(type) + "' vs '"
                    + TypePrinter.toString(placeholder.type()) + "'", d.forwardUses.get(operand.number()),
                    "prior use here");
            return null;
        }
        return placeholder;
    }

    /** Reports values used but never defined in the innermost isolated scope, then drops the scope. */
    private boolean finishIsolatedScope() {
        IsolatedScope scope = scopes.pop();
        Location first = null;
        for (Definition d : scope.values.values()) {
            if (!d.defined) {
                for (Location use : d.forwardUses) {
                    if (use != null && (first == null || before(use, first))) {
                        first = use;
                    }
                }
            }
        }
        return first == null || p.errorAt(first, "use of undeclared SSA value name");
    }

    private static boolean before(Location a, Location b) {
        Location.FileLineCol x = a.filePosition();
        Location.FileLineCol y = b.filePosition();
        int byLine = Integer.compareUnsigned(x.line(), y.line());
        return byLine < 0 || byLine == 0 && Integer.compareUnsigned(x.column(), y.column()) < 0;
    }

    // ---- regions and blocks ---------------------------------------------------------------------------

    /**
     * Parses {@code '{' ... '}'} into {@code region}; {@code arguments} become the entry block's arguments. As in
     * MLIR's parser, names stay visible across isolated-from-above boundaries (the verifier reports such uses),
     * and a region's own names go out of scope at its end.
     */
    private boolean parseRegionBody(Region region, List<Argument> arguments, OperationName owner) {
        if (!p.expect(TokenKind.L_BRACE, "expected '{' to begin a region")) {
            return false;
        }
        IsolatedScope scope = scopes.peek();
        scope.regionDefinitions.push(new ArrayList<>());
        scope.blocks.push(new HashMap<>());
        defaultDialects.push(owner != null && owner.isRegistered() ? owner.definition().defaultDialect() : "");
        boolean ok = parseRegionBlocks(region, arguments);
        defaultDialects.pop();
        Map<String, BlockDefinition> blocks = scope.blocks.pop();
        if (ok) {
            for (Map.Entry<String, BlockDefinition> e : blocks.entrySet()) {
                if (!e.getValue().defined) {
                    ok = p.errorAt(e.getValue().firstUse, "reference to an undefined block");
                    break;
                }
            }
        }
        for (String name : scope.regionDefinitions.pop()) {
            scope.values.remove(name);
        }
        return ok;
    }

    private boolean parseRegionBlocks(Region region, List<Argument> arguments) {
        // As MLIR: with entry arguments, "{}" is an entry block of those arguments and no operations.
        if (arguments.isEmpty() && p.consumeIf(TokenKind.R_BRACE)) {
            return true;
        }
        Block entry;
        if (p.token.is(TokenKind.CARET_IDENTIFIER)) {
            if (!arguments.isEmpty()) {
                return p.error("invalid block name in region with named arguments");
            }
            entry = parseBlockHeader();
            if (entry == null) {
                return false;
            }
        } else {
            entry = new Block();
            for (Argument a : arguments) {
                BlockArgument arg = entry.addArgument(a.type(), a.location() != null ? a.location()
                        : a.operand().location());
                if (!define(a.operand().name(), List.of(arg), a.operand().location())) {
                    return false;
                }
            }
        }
        region.append(entry);
        if (!parseBlockBody(entry)) {
            return false;
        }
        while (!p.token.is(TokenKind.R_BRACE)) {
            if (!p.token.is(TokenKind.CARET_IDENTIFIER)) {
                return p.error("expected block name");
            }
            Block b = parseBlockHeader();
            if (b == null) {
                return false;
            }
            region.append(b);
            if (!parseBlockBody(b)) {
                return false;
            }
        }
        p.consume();
        return true;
    }

    private BlockDefinition blockNamed(String name, Location use) {
        BlockDefinition d = scopes.peek().blocks.peek().computeIfAbsent(name, k -> new BlockDefinition());
        if (d.firstUse == null) {
            d.firstUse = use;
        }
        return d;
    }

    private Block parseBlockHeader() {
        Token t = p.token;
        String name = t.text().substring(1);
        p.consume();
        BlockDefinition d = blockNamed(name, p.locationOf(t.start()));
        if (d.defined) {
            p.errorAt(t.start(), "redefinition of block '^" + name + "'");
            return null;
        }
        d.defined = true;
        if (p.consumeIf(TokenKind.L_PAREN)) {
            if (!p.token.is(TokenKind.R_PAREN)) {
                do {
                    Token argToken = p.token;
                    if (!argToken.is(TokenKind.PERCENT_IDENTIFIER)) {
                        p.error("expected SSA identifier");
                        return null;
                    }
                    p.consume();
                    if (!p.expect(TokenKind.COLON, "expected ':' and type for SSA operand")) {
                        return null;
                    }
                    Type type = p.parseType();
                    if (type == null) {
                        return null;
                    }
                    Location loc = p.locationOf(argToken.start());
                    if (p.consumeIfKeyword("loc")) {
                        loc = p.parseLocationBody();
                        if (loc == null) {
                            return null;
                        }
                    }
                    BlockArgument arg = d.block.addArgument(type, loc);
                    if (!define(argToken.text().substring(1), List.of(arg), null, argToken.start())) {
                        return null;
                    }
                } while (p.consumeIf(TokenKind.COMMA));
            }
            if (!p.expect(TokenKind.R_PAREN, "expected ')' to end argument list")) {
                return null;
            }
        }
        if (!p.expect(TokenKind.COLON, "expected ':' after block name")) {
            return null;
        }
        return d.block;
    }

    private boolean parseBlockBody(Block block) {
        while (!p.token.is(TokenKind.CARET_IDENTIFIER) && !p.token.is(TokenKind.R_BRACE)) {
            if (p.token.is(TokenKind.EOF)) {
                return p.error("expected '}' to end a region");
            }
            Operation op = parseOperation();
            if (op == null) {
                return false;
            }
            block.append(op);
        }
        return true;
    }

    // ---- OpAsmParser ------------------------------------------------------------------------------------

    @Override
    public int resultCount() {
        return resultCount;
    }

    @Override
    public Location nameLocation() {
        return nameLocation;
    }

    @Override
    public UnresolvedOperand parseOperand() {
        Token t = p.token;
        if (!t.is(TokenKind.PERCENT_IDENTIFIER)) {
            p.error("expected SSA operand");
            return null;
        }
        p.consume();
        String text = t.text().substring(1);
        int number = 0;
        int hash = text.indexOf('#');
        if (hash >= 0) {
            p.errorAt(t.start(), "invalid SSA name");
            return null;
        }
        if (p.token.is(TokenKind.HASH_IDENTIFIER) && p.token.start() == t.end()) {
            String digits = p.token.text().substring(1);
            // MLIR's getUnsignedIntegerValue: decimal digits that fit (here: a non-negative int, as results
            // are counted).
            if (digits.isEmpty() || !digits.chars().allMatch(c -> c >= '0' && c <= '9') || digits.length() > 10
                    || Long.parseLong(digits) > Integer.MAX_VALUE) {
                p.error("invalid SSA value result number");
                return null;
            }
            number = Integer.parseInt(digits);
            p.consume();
        }
        return new UnresolvedOperand(text, number, p.locator, t.start());
    }

    @Override
    public UnresolvedOperand parseOptionalOperand() {
        return p.token.is(TokenKind.PERCENT_IDENTIFIER) ? parseOperand() : null;
    }

    @Override
    public List<UnresolvedOperand> parseOperandList() {
        if (!p.token.is(TokenKind.PERCENT_IDENTIFIER)) {
            return new ArrayList<>();
        }
        return p.parseCommaList(this::parseOperand);
    }

    @Override
    public boolean resolveOperands(List<UnresolvedOperand> operands, List<Type> types, Location at, List<Value> out) {
        if (operands == null || types == null || types.stream().anyMatch(java.util.Objects::isNull)) {
            return false;
        }
        if (operands.size() != types.size()) {
            return emitError(at, operands.size() + " operands present, but expected " + types.size());
        }
        for (int i = 0; i < operands.size(); i++) {
            Value v = resolve(operands.get(i), types.get(i));
            if (v == null) {
                return false;
            }
            out.add(v);
        }
        return true;
    }

    @Override
    public boolean resolveOperands(List<UnresolvedOperand> operands, Type type, List<Value> out) {
        if (operands == null || type == null) {
            return false;
        }
        for (UnresolvedOperand o : operands) {
            Value v = resolve(o, type);
            if (v == null) {
                return false;
            }
            out.add(v);
        }
        return true;
    }

    @Override
    public Type parseColonType() {
        return p.expect(TokenKind.COLON, "expected ':'") ? p.parseType() : null;
    }

    @Override
    public List<Type> parseColonTypeList() {
        if (!p.expect(TokenKind.COLON, "expected ':'")) {
            return null;
        }
        return p.parseCommaList(p::parseType);
    }

    @Override
    public List<Type> parseOptionalArrowTypeList() {
        if (!p.consumeIf(TokenKind.ARROW)) {
            return List.of();
        }
        return TypeParser.parseFunctionResults(p);
    }

    @Override
    public FunctionType parseFunctionType() {
        return TypeParser.parseFunctionType(p);
    }

    @Override
    public boolean parseOptionalAttrDict(OperationState state) {
        return parseOptionalAttrDictInto(state::addAttribute);
    }

    /** Parses {@code {...}} if next, handing each entry to {@code add}; true when absent. */
    private boolean parseOptionalAttrDictInto(java.util.function.BiConsumer<String, Attribute> add) {
        if (!p.token.is(TokenKind.L_BRACE)) {
            return true;
        }
        DictionaryAttr attrs = AttributeParser.parseDictionary(p);
        if (attrs == null) {
            return false;
        }
        for (NamedAttribute e : attrs.entries()) {
            add.accept(e.name(), e.value());
        }
        return true;
    }

    @Override
    public boolean parseOptionalAttrDictWithKeyword(OperationState state) {
        if (!p.consumeIfKeyword("attributes")) {
            return true;
        }
        if (!p.token.is(TokenKind.L_BRACE)) {
            return p.error("expected '{' after 'attributes'");
        }
        return parseOptionalAttrDict(state);
    }

    @Override
    public String parseSymbolName() {
        if (!p.token.is(TokenKind.AT_IDENTIFIER)) {
            p.error("expected valid '@'-identifier for symbol name");
            return null;
        }
        return parseOptionalSymbolName();
    }

    @Override
    public String parseOptionalSymbolName() {
        if (!p.token.is(TokenKind.AT_IDENTIFIER)) {
            return null;
        }
        String name = AttributeParser.symbolName(p.token.text());
        p.consume();
        return name;
    }

    @Override
    public Block parseSuccessor() {
        Token t = p.token;
        if (!t.is(TokenKind.CARET_IDENTIFIER)) {
            p.error("expected block name");
            return null;
        }
        p.consume();
        return blockNamed(t.text().substring(1), p.locationOf(t.start())).block;
    }

    @Override
    public boolean parseColon() {
        return p.expect(TokenKind.COLON, "expected ':'");
    }

    @Override
    public boolean parseOptionalArrow() {
        return p.consumeIf(TokenKind.ARROW);
    }

    @Override
    public Argument parseArgument(boolean allowType, boolean allowAttrs) {
        UnresolvedOperand name = parseOperand();
        if (name == null) {
            return null;
        }
        Type type = null;
        if (allowType) {
            type = parseColonType();
            if (type == null) {
                return null;
            }
        }
        Map<String, Attribute> attrs = null;
        if (allowAttrs && p.token.is(TokenKind.L_BRACE)) {
            DictionaryAttr d = AttributeParser.parseDictionary(p);
            if (d == null) {
                return null;
            }
            attrs = new LinkedHashMap<>();
            for (NamedAttribute e : d.entries()) {
                attrs.put(e.name(), e.value());
            }
        }
        Location loc = null;
        if (p.consumeIfKeyword("loc")) {
            loc = p.parseLocationBody();
            if (loc == null) {
                return null;
            }
        }
        return new Argument(name, type, attrs, loc);
    }

    @Override
    public boolean parseRegion(Region region, List<Argument> arguments) {
        return parseRegionBody(region, arguments, customOpName);
    }

    @Override
    public boolean parseOptionalRegion(Region region, List<Argument> arguments) {
        return !p.token.is(TokenKind.L_BRACE) || parseRegion(region, arguments);
    }

    /** As MLIR's custom-op parser: errors a custom parser reports are prefixed with {@code custom op 'name'}. */
    @Override
    public boolean emitError(Location at, String message) {
        return p.errorAt(at, customOpPrefix() + message);
    }

    @Override
    public boolean emitError(String message) {
        return p.error(customOpPrefix() + message);
    }

    @Override
    String errorPrefix() {
        return customOpPrefix();
    }

    private String customOpPrefix() {
        return customOpName == null ? "" : "custom op '" + customOpName.fullName() + "' ";
    }

    @Override
    public boolean parseSuccessorAndUseList(List<Block> successors, List<Value> operands) {
        Block dest = parseSuccessor();
        if (dest == null) {
            return false;
        }
        successors.add(dest);
        if (!p.consumeIf(TokenKind.L_PAREN)) {
            return true;
        }
        Location at = p.location();
        List<UnresolvedOperand> uses = parseOperandList();
        if (uses == null) {
            return false;
        }
        List<Type> types = parseColonTypeList();
        if (types == null || !resolveOperands(uses, types, at, operands)) {
            return false;
        }
        return p.expect(TokenKind.R_PAREN, "expected ')'");
    }

    @Override
    public boolean parseOptionalAttrDict(Map<String, Attribute> into) {
        return parseOptionalAttrDictInto(into::put);
    }

    @Override
    public boolean parseOptionalLocationSpecifier(java.util.function.Consumer<Location> set) {
        if (!p.consumeIfKeyword("loc")) {
            return true;
        }
        Location loc = p.parseLocationBody();
        if (loc == null) {
            return false;
        }
        set.accept(loc);
        return true;
    }

    @Override
    public boolean isNextOperand() {
        return p.token.is(TokenKind.PERCENT_IDENTIFIER);
    }

    @Override
    public Argument parseOptionalArgument(boolean allowType, boolean allowAttrs) {
        return p.token.is(TokenKind.PERCENT_IDENTIFIER) ? parseArgument(allowType, allowAttrs) : null;
    }

    @Override
    public dev.mlirj.ir.affine.AffineMap parseAffineMap() {
        return AffineParser.parseMap(p);
    }

    @Override
    public Attribute parseAttribute(Type type) {
        return p.parseAttribute(type);
    }

    @Override
    public boolean parseOptionalEqual() {
        return p.consumeIf(TokenKind.EQUAL);
    }

    @Override
    public dev.mlirj.ir.MlirContext context() {
        return p.context;
    }

    @Override
    public List<Type> parseArrowTypeList() {
        return p.expectToken(TokenKind.ARROW, "expected '->'") ? TypeParser.parseFunctionResults(p) : null;
    }

    @Override
    public dev.mlirj.ir.affine.AffineMap parseAffineMapOfSsaIds(List<UnresolvedOperand> operands, boolean square) {
        List<UnresolvedOperand> dims = new java.util.ArrayList<>();
        List<UnresolvedOperand> symbols = new java.util.ArrayList<>();
        dev.mlirj.ir.affine.AffineMap map = AffineParser.parseMapOfSsaIds(p, square, ssaElement(dims, symbols));
        if (map != null) {
            operands.addAll(dims);
            operands.addAll(symbols);
        }
        return map;
    }

    @Override
    public dev.mlirj.ir.affine.AffineExpr parseAffineExprOfSsaIds(List<UnresolvedOperand> dims,
                                                                  List<UnresolvedOperand> symbols) {
        return AffineParser.parseExprOfSsaIds(p, ssaElement(dims, symbols));
    }

    /** Parses an operand named in an affine expression into {@code dims} or {@code symbols}. */
    private AffineParser.SsaElement ssaElement(List<UnresolvedOperand> dims, List<UnresolvedOperand> symbols) {
        return isSymbol -> {
            UnresolvedOperand operand = parseOperand();
            if (operand != null) {
                (isSymbol ? symbols : dims).add(operand);
            }
            return operand != null;
        };
    }
}

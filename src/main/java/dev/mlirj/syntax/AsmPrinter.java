package dev.mlirj.syntax;

import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.BlockArgument;
import dev.mlirj.ir.DeepNesting;
import dev.mlirj.ir.DictionaryAttr;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpResult;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Region;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Prints IR as MLIR does, in custom form where an operation has one and in generic form otherwise (or always,
 * with {@link Options#generic}). The inverse of the parser: parsing the output gives back equal IR.
 *
 * <p>Value names follow MLIR's numbering: the regions are visited through a stack (the last operation's regions
 * first); each region's blocks are named {@code ^bb0}, {@code ^bb1}, ... and their arguments and results are
 * numbered when the region is visited, entry block arguments as {@code %argN}. In custom form the regions of a
 * nested isolated-from-above operation (a function) are numbered only when it is printed, in an
 * {@link AsmNameScope} dropped afterwards: the same names, as each region starts from counters saved with it, but
 * the name table stays the size of one function.
 */
public final class AsmPrinter implements OpAsmPrinter {
    /**
     * How to print.
     *
     * @param generic   print every operation in generic form
     * @param debugInfo print locations
     */
    public record Options(boolean generic, boolean debugInfo) {
        /** Custom form, no locations: mlir-opt's default. */
        public static final Options DEFAULT = new Options(false, false);
    }

    private final MlirContext context;
    private final Options options;
    private final StringBuilder out = new StringBuilder();
    /** The names of values and blocks: the module's scope, and one of each isolated operation being printed. */
    private AsmNameScope names = new AsmNameScope();
    private int nextValueId;
    private int nextArgumentId;
    private int indent;
    private final Deque<String> defaultDialects = new ArrayDeque<>(List.of("builtin"));

    private AsmPrinter(MlirContext context, Options options) {
        this.context = context;
        this.options = options;
    }

    /**
     * The text of {@code op} and everything in it, ending with a newline, preceded by the definitions of the
     * aliases it uses ({@code #map = ...}, see {@link AliasState}) and followed by those of the deferrable ones
     * (the location aliases only operations use, {@code #loc3 = loc(...)}). Deeply nested IR is printed on a thread
     * sized for it ({@link DeepNesting}).
     */
    public static String print(Operation op, MlirContext context, Options options) {
        return DeepNesting.call(op, context, () -> printHere(op, context, options));
    }

    private static String printHere(Operation op, MlirContext context, Options options) {
        // Most IR has nothing with an alias. Print once while checking that every type, attribute and location
        // printed has none: the text is then final, as no alias definition or use would change it. Otherwise
        // print as MLIR does, a first pass collecting the aliases and a second one using them.
        AliasState probe = AliasState.probe(context);
        AsmPrinter first = new AsmPrinter(context, options);
        first.lazyIsolated = !options.generic();
        first.number(op);
        ResourcePrinter firstResources = new ResourcePrinter();
        ScopedValue.where(AliasState.CURRENT, probe).where(ResourcePrinter.CURRENT, firstResources).run(() -> {
            first.printOperation(op);
            first.out.append('\n');
        });
        if (!probe.foundAlias()) {
            firstResources.printBlock(first.out);
            return first.out.toString();
        }
        AliasState aliases = AliasState.collect(context, () -> {
            AsmPrinter collector = new AsmPrinter(context, options);
            collector.number(op);
            collector.printOperation(op);
        });
        AsmPrinter printer = new AsmPrinter(context, options);
        printer.number(op);
        ResourcePrinter resources = new ResourcePrinter();
        ScopedValue.where(AliasState.CURRENT, aliases).where(ResourcePrinter.CURRENT, resources).run(() -> {
            aliases.printDefinitions(printer.out, context, false);
            printer.printOperation(op);
            printer.out.append('\n');
            aliases.printDefinitions(printer.out, context, true);
        });
        resources.printBlock(printer.out);
        return printer.out.toString();
    }

    /**
     * {@code op} in generic form as mlir-opt shows it in diagnostics ({@code see current operation: ...}): values
     * are numbered from the closest isolated-from-above ancestor, so names match the enclosing function's generic
     * print; an operation printed on several lines starts on a new line.
     */
    public static String printForDiagnostic(Operation op, MlirContext context) {
        Operation root = op;
        while (root.parentOp() != null) {
            root = root.parentOp();
            if (root.has(dev.mlirj.ir.OpTrait.ISOLATED_FROM_ABOVE)) {
                break;
            }
        }
        Operation numbered = root;
        return DeepNesting.call(root, context, () -> printForDiagnostic(op, numbered, context));
    }

    private static String printForDiagnostic(Operation op, Operation root, MlirContext context) {
        AsmPrinter printer = new AsmPrinter(context, new Options(true, false));
        printer.number(root);
        printer.printOperation(op);
        String text = printer.out.toString();
        return text.indexOf('\n') >= 0 ? "\n" + text : text;
    }

    /**
     * {@code op} as MLIR's {@code Operation::print} with the flags runtime verification messages use
     * ({@code printGenericOpForm}, {@code useLocalScope}, {@code skipRegions}; {@code elideLargeElementsAttrs} makes
     * no difference to the operations mlirj verifies, none of which holds an elements attribute): generic form, values
     * numbered from the closest isolated-from-above ancestor as in {@link #printForDiagnostic}, each region written
     * {@code {...}}, no location, one line.
     */
    public static String printLocalScopeSkippingRegions(Operation op, MlirContext context) {
        Operation root = op;
        while (root.parentOp() != null && !root.has(dev.mlirj.ir.OpTrait.ISOLATED_FROM_ABOVE)) {
            root = root.parentOp();
        }
        Operation numbered = root;
        return DeepNesting.call(root, context, () -> {
            AsmPrinter printer = new AsmPrinter(context, new Options(true, false));
            printer.skipRegions = true;
            printer.number(numbered);
            printer.printOperation(op);
            return printer.out.toString();
        });
    }

    /** Whether regions print as {@code {...}} (MLIR's {@code skipRegions}). */
    private boolean skipRegions;

    // ---- naming -----------------------------------------------------------------------------------------

    /**
     * A region waiting to be numbered, with the counters it starts from in custom form and the names used in
     * the regions around it (a name used outside is not reused inside; siblings may reuse each other's).
     */
    private record Pending(Region region, int valueId, int argumentId, int conflictId, UsedNames outer) {
    }

    /** The value names taken in one region, chained to the enclosing region's. */
    private record UsedNames(java.util.Set<String> names, UsedNames outer) {
        boolean contains(String name) {
            for (UsedNames u = this; u != null; u = u.outer) {
                if (u.names.contains(name)) {
                    return true;
                }
            }
            return false;
        }
    }

    /**
     * The counters and outer names an isolated-from-above operation's regions start from, recorded when its
     * regions are left to be numbered just before the operation is printed (see {@link #lazyIsolated}).
     */
    private record Deferred(int valueId, int argumentId, int conflictId, UsedNames outer) {
    }

    private int nextConflictId;
    private UsedNames usedNames = new UsedNames(new java.util.HashSet<>(), null);
    /** For operations whose results are named in several groups: the first result number of each group. */
    private final Map<Operation, int[]> resultGroups = new HashMap<>();
    /**
     * Whether the regions of an isolated-from-above operation nested in the printed one are numbered only when
     * that operation is printed, in a scope of their own dropped afterwards. The names are the same as numbering
     * everything up front in custom form, where each region starts from counters saved when its parent was
     * numbered; in generic form the counters run on across the file in numbering order, so all is done up front.
     */
    private boolean lazyIsolated;
    /** The isolated operations whose regions wait to be numbered. */
    private final Map<Operation, Deferred> deferred = new java.util.IdentityHashMap<>();

    private void number(Operation top) {
        numberResults(top);
        numberRegions(top, nextValueId, nextArgumentId, nextConflictId, usedNames);
    }

    /** Numbers the regions of {@code op} and those nested in them, from the given counters and outer names. */
    private void numberRegions(Operation op, int valueId, int argumentId, int conflictId, UsedNames outer) {
        Deque<Pending> stack = new ArrayDeque<>();
        for (Region r : op.regions()) {
            stack.push(new Pending(r, valueId, argumentId, conflictId, outer));
        }
        while (!stack.isEmpty()) {
            Pending pending = stack.pop();
            // mlir-opt 19 restarts sibling regions from the same counters in custom form, and keeps counting
            // across the whole file in generic form.
            if (!options.generic()) {
                nextValueId = pending.valueId();
                nextArgumentId = pending.argumentId();
                nextConflictId = pending.conflictId();
            }
            usedNames = new UsedNames(new java.util.HashSet<>(), pending.outer());
            numberRegion(pending.region());
            for (Block b : pending.region().blocks()) {
                for (Operation nestedOp : b) {
                    if (nestedOp.regions().isEmpty()) {
                        continue;
                    }
                    if (lazyIsolated && nestedOp.has(dev.mlirj.ir.OpTrait.ISOLATED_FROM_ABOVE)) {
                        deferred.put(nestedOp, new Deferred(nextValueId, nextArgumentId, nextConflictId, usedNames));
                        continue;
                    }
                    for (Region nested : nestedOp.regions()) {
                        stack.push(new Pending(nested, nextValueId, nextArgumentId, nextConflictId, usedNames));
                    }
                }
            }
        }
    }

    private void numberRegion(Region region) {
        int id = 0;
        for (Block b : region.blocks()) {
            names.putBlock(b, id++);
            boolean entry = b.isEntryBlock();
            for (BlockArgument a : b.arguments()) {
                if (entry) {
                    names.putArgument(a, nextArgumentId++);
                } else {
                    names.putPlain(a, nextValueId++);
                }
            }
            for (Operation op : b) {
                numberResults(op);
            }
        }
    }

    /** The result groups of an operation whose results are all named together: one group from result 0. */
    private static final int[] ONE_GROUP = {0};

    private void numberResults(Operation op) {
        int count = op.resultCount();
        if (count == 0) {
            return;
        }
        OpSyntax syntax = op.name().isRegistered() ? op.name().definition().syntax() : null;
        groups = null;
        if (syntax != null && !options.generic()) {
            namingOp = op;
            syntax.resultNames(op, nameResult);
            namingOp = null;
        }
        OpResult result0 = op.result(0);
        if (!names.contains(result0)) {
            if (count == 1) {
                names.putPlain(result0, nextValueId++);
                return;
            }
            names.putSpelled(result0, "%" + nextValueId++);
        }
        if (count == 1) {
            return;
        }
        int[] starts = groups == null ? ONE_GROUP : groups.stream().toArray();
        if (starts.length > 1) {
            resultGroups.put(op, starts);
        }
        for (int g = 0; g < starts.length; g++) {
            int from = starts[g];
            int to = g + 1 < starts.length ? starts[g + 1] : count;
            String base = names.name(op.result(from));
            for (int i = from + 1; i < to; i++) {
                names.putSpelled(op.result(i), base + "#" + (i - from));
            }
            if (to - from > 1) {
                names.putSpelled(op.result(from), base + "#0");
            }
        }
    }

    /** The operation whose results {@link #nameResult} names, while its syntax suggests names. */
    private Operation namingOp;
    /** The results {@link #nameResult} named other than result 0 (with result 0), or null for none. */
    private java.util.BitSet groups;
    /** Takes a suggested result name of {@link #namingOp}; one instance, not a lambda per operation. */
    private final java.util.function.BiConsumer<OpResult, String> nameResult = (r, hint) -> {
        Operation op = namingOp;
        if (r.owner() != op || names.contains(r)) {
            throw new IllegalStateException(op.name() + " names a value that is not one of its results");
        }
        names.putSpelled(r, "%" + uniqueName(hint));
        if (r.index() != 0) {
            if (groups == null) {
                groups = new java.util.BitSet(op.resultCount());
                groups.set(0);
            }
            groups.set(r.index());
        }
    };

    /** MLIR's {@code uniqueValueName}: the sanitized hint, or it with {@code _N} appended when taken. */
    private String uniqueName(String hint) {
        String name = sanitize(hint);
        if (usedNames.contains(name)) {
            String probe;
            do {
                probe = name + "_" + nextConflictId++;
            } while (usedNames.contains(probe));
            name = probe;
        }
        usedNames.names().add(name);
        return name;
    }

    /**
     * MLIR's {@code sanitizeIdentifier}: keeps letters, digits and {@code $._-}, turns spaces into {@code _} and
     * other bytes into hex; a leading digit gets a {@code _} prefix.
     */
    private static String sanitize(String name) {
        if (name.isEmpty()) {
            throw new IllegalArgumentException("empty value name hint");
        }
        StringBuilder b = new StringBuilder(name.length() + 1);
        if (Character.isDigit(name.charAt(0))) {
            b.append('_');
        }
        for (byte raw : name.getBytes(java.nio.charset.StandardCharsets.UTF_8)) {
            int ch = raw & 0xFF;
            if (ch < 128 && (Character.isLetterOrDigit(ch) || "$._-".indexOf(ch) >= 0)) {
                b.append((char) ch);
            } else if (ch == ' ') {
                b.append('_');
            } else {
                b.append(Integer.toHexString(ch).toUpperCase(java.util.Locale.ROOT));
            }
        }
        return b.toString();
    }

    /** Appends the name of {@code v}, or MLIR's placeholder for a value it did not number. */
    private void appendName(Value v) {
        if (!names.append(out, v)) {
            out.append("<<UNKNOWN SSA VALUE>>");
        }
    }

    /** Appends the name of {@code block}, {@code null} for a block this printer did not number. */
    private void appendBlockName(Block block) {
        if (!names.append(out, block)) {
            out.append("null");
        }
    }

    /** Appends {@code width} spaces. */
    private void appendIndent(int width) {
        for (int i = 0; i < width; i++) {
            out.append(' ');
        }
    }

    // ---- operations -------------------------------------------------------------------------------------

    private void printOperation(Operation op) {
        Deferred pending = deferred.isEmpty() ? null : deferred.remove(op);
        if (pending == null) {
            printOperationNumbered(op);
            return;
        }
        names = names.open();
        numberRegions(op, pending.valueId(), pending.argumentId(), pending.conflictId(), pending.outer());
        printOperationNumbered(op);
        names = names.close();
    }

    /** Prints {@code op}, whose values and blocks are all named. */
    private void printOperationNumbered(Operation op) {
        if (options.debugInfo() && collectingAliases()) {
            // MLIR's alias collection meets an operation's location before what the operation prints.
            AttributePrinter.trailingLocation(out, op.location(), true, context);
        }
        if (op.resultCount() == 1) {
            appendName(op.result(0));
            out.append(" = ");
        } else if (op.resultCount() > 0) {
            int[] starts = resultGroups.isEmpty() ? ONE_GROUP : resultGroups.getOrDefault(op, ONE_GROUP);
            for (int g = 0; g < starts.length; g++) {
                if (g > 0) {
                    out.append(", ");
                }
                String first = names.name(op.result(starts[g]));
                if (first == null) {
                    first = "<<UNKNOWN SSA VALUE>>";
                }
                int hash = first.indexOf('#');
                out.append(hash < 0 ? first : first.substring(0, hash));
                int size = (g + 1 < starts.length ? starts[g + 1] : op.resultCount()) - starts[g];
                if (size > 1) {
                    out.append(':').append(size);
                }
            }
            out.append(" = ");
        }
        OpSyntax syntax = op.name().isRegistered() ? op.name().definition().syntax() : null;
        defaultDialects.push(op.name().isRegistered() ? op.name().definition().defaultDialect() : "");
        if (syntax != null && !options.generic()) {
            out.append(shortName(op.name().fullName(), parentDialect()));
            syntax.print(op, this);
        } else if (collectingAliases()) {
            collectGeneric(op);
        } else {
            printGeneric(op);
        }
        defaultDialects.pop();
        if (options.debugInfo() && !collectingAliases()) {
            out.append(' ');
            AttributePrinter.trailingLocation(out, op.location(), true, context);
        }
    }

    /** The default dialect in effect where the operation being printed sits (its parent's). */
    private String parentDialect() {
        var it = defaultDialects.iterator();
        it.next();
        return it.hasNext() ? it.next() : "builtin";
    }

    /** {@code name} without the {@code dialect.} prefix when that is the default dialect and no other dot follows. */
    private static String shortName(String name, String dialect) {
        if (!dialect.isEmpty() && name.startsWith(dialect + ".") && name.indexOf('.', dialect.length() + 1) < 0) {
            return name.substring(dialect.length() + 1);
        }
        return name;
    }

    private void printGeneric(Operation op) {
        AttributePrinter.escaped(out, op.name().fullName());
        out.append('(');
        printOperands(op.operands());
        out.append(')');
        if (op.successorCount() > 0) {
            out.append('[');
            List<Block> successors = op.successors();
            for (int i = 0; i < successors.size(); i++) {
                if (i > 0) {
                    out.append(", ");
                }
                printSuccessor(successors.get(i));
            }
            out.append(']');
        }
        if (!op.properties().isEmpty()) {
            out.append(" <");
            AttributePrinter.print(out, DictionaryAttr.of(op.properties()), false, context);
            out.append('>');
        }
        if (!op.regions().isEmpty()) {
            out.append(" (");
            for (int i = 0; i < op.regions().size(); i++) {
                if (i > 0) {
                    out.append(", ");
                }
                printRegion(op.region(i), true, true, true);
            }
            out.append(')');
        }
        if (!op.attributes().isEmpty()) {
            out.append(' ');
            AttributePrinter.print(out, DictionaryAttr.of(op.attributes()), false, context);
        }
        out.append(" : (");
        List<Type> operandTypes = new ArrayList<>();
        for (Value v : op.operands()) {
            operandTypes.add(v.type());
        }
        TypePrinter.list(out, operandTypes, context);
        out.append(") -> ");
        List<Type> results = op.resultTypes();
        if (results.size() == 1 && !(results.getFirst() instanceof dev.mlirj.ir.FunctionType)) {
            TypePrinter.print(out, results.getFirst(), context);
        } else {
            out.append('(');
            TypePrinter.list(out, results, context);
            out.append(')');
        }
    }

    // ---- regions and blocks -----------------------------------------------------------------------------

    @Override
    public OpAsmPrinter printRegion(Region region, boolean printEntryBlockArgs, boolean printBlockTerminators) {
        return printRegion(region, printEntryBlockArgs, printBlockTerminators, false);
    }

    /** As MLIR's {@code printRegion}; {@code printEmptyBlock} writes the header of an empty entry block. */
    private OpAsmPrinter printRegion(Region region, boolean printEntryBlockArgs, boolean printBlockTerminators,
                                     boolean printEmptyBlock) {
        if (skipRegions) {
            out.append("{...}");
            return this;
        }
        out.append("{\n");
        indent += 2;
        List<Block> blocks = region.blocks();
        for (int i = 0; i < blocks.size(); i++) {
            Block b = blocks.get(i);
            boolean header = i > 0 || printEntryBlockArgs && !b.arguments().isEmpty() || printEmptyBlock && b.isEmpty();
            printBlock(b, header, printBlockTerminators);
        }
        indent -= 2;
        appendIndent(indent);
        out.append('}');
        return this;
    }

    private void printBlock(Block block, boolean header, boolean printTerminator) {
        if (header) {
            appendIndent(indent - 2);
            appendBlockName(block);
            if (!block.arguments().isEmpty()) {
                out.append('(');
                for (int i = 0; i < block.arguments().size(); i++) {
                    if (i > 0) {
                        out.append(", ");
                    }
                    printRegionArgument(block.argument(i), null);
                }
                out.append(')');
            }
            out.append(':');
            List<Operation> preds = block.predecessors();
            if (preds.isEmpty()) {
                if (!block.isEntryBlock()) {
                    out.append("  // no predecessors");
                }
            } else if (preds.size() == 1) {
                out.append("  // pred: ");
                appendBlockName(preds.getFirst().block());
            } else {
                List<Block> predBlocks = new ArrayList<>();
                for (Operation p : preds) {
                    predBlocks.add(p.block());
                }
                predBlocks.sort((a, b) -> Integer.compare(names.blockNumber(a, 0), names.blockNumber(b, 0)));
                out.append("  // ").append(predBlocks.size()).append(" preds: ");
                for (int i = 0; i < predBlocks.size(); i++) {
                    out.append(i == 0 ? "" : ", ");
                    appendBlockName(predBlocks.get(i));
                }
            }
            out.append('\n');
        }
        for (Operation op : block) {
            if (!printTerminator && op == block.lastOp() && op.has(dev.mlirj.ir.OpTrait.TERMINATOR)) {
                continue;
            }
            appendIndent(indent);
            printOperation(op);
            out.append('\n');
        }
    }

    @Override
    public OpAsmPrinter printRegionArgument(Value argument, Map<String, Attribute> attributes) {
        appendName(argument);
        out.append(": ");
        TypePrinter.print(out, argument.type(), context);
        if (collectingAliases()) {
            // As MLIR's alias collection, which looks at an argument's type and location only.
            if (options.debugInfo()) {
                AttributePrinter.trailingLocation(out, argument.location(), false, context);
            }
            return this;
        }
        if (attributes != null && !attributes.isEmpty()) {
            out.append(' ');
            AttributePrinter.print(out, DictionaryAttr.of(attributes), false, context);
        }
        if (options.debugInfo()) {
            out.append(' ');
            AttributePrinter.trailingLocation(out, argument.location(), false, context);
        }
        return this;
    }

    // ---- OpAsmPrinter ----------------------------------------------------------------------------------

    @Override
    public OpAsmPrinter print(String text) {
        out.append(text);
        return this;
    }

    @Override
    public OpAsmPrinter printString(String bytes) {
        AttributePrinter.escaped(out, bytes);
        return this;
    }

    @Override
    public OpAsmPrinter print(Type type) {
        TypePrinter.print(out, type, context);
        return this;
    }

    @Override
    public OpAsmPrinter print(Attribute attribute) {
        AttributePrinter.print(out, attribute, false, context);
        return this;
    }

    @Override
    public OpAsmPrinter printOperand(Value value) {
        appendName(value);
        return this;
    }

    @Override
    public OpAsmPrinter printOperands(List<? extends Value> values) {
        for (int i = 0; i < values.size(); i++) {
            if (i > 0) {
                out.append(", ");
            }
            appendName(values.get(i));
        }
        return this;
    }

    @Override
    public OpAsmPrinter printTypes(List<Type> types) {
        TypePrinter.list(out, types, context);
        return this;
    }

    @Override
    public OpAsmPrinter printSuccessor(Block block) {
        if (!names.append(out, block)) {
            out.append("<<UNKNOWN BLOCK>>");
        }
        return this;
    }

    @Override
    public OpAsmPrinter printSymbolName(String name) {
        AttributePrinter.symbol(out, name);
        return this;
    }

    @Override
    public OpAsmPrinter printOptionalAttrDict(Map<String, Attribute> attributes, Collection<String> elided) {
        return printAttrDictAfter(" ", attributes, elided);
    }

    @Override
    public OpAsmPrinter printOptionalAttrDictWithKeyword(Map<String, Attribute> attributes,
                                                        Collection<String> elided) {
        return printAttrDictAfter(" attributes ", attributes, elided);
    }

    /** {@code lead} and the dictionary of {@code attributes} minus {@code elided}; nothing when none are left. */
    private OpAsmPrinter printAttrDictAfter(String lead, Map<String, Attribute> attributes,
                                           Collection<String> elided) {
        if (elided.containsAll(attributes.keySet())) {
            return this; // nothing left, the common case: no dictionary to build
        }
        Map<String, Attribute> shown = new java.util.TreeMap<>(attributes);
        shown.keySet().removeAll(elided);
        if (!shown.isEmpty()) {
            out.append(lead);
            AttributePrinter.print(out, DictionaryAttr.of(shown), false, context);
        }
        return this;
    }

    @Override
    public OpAsmPrinter printSuccessorAndUseList(Block successor, List<? extends Value> operands) {
        printSuccessor(successor);
        if (!operands.isEmpty()) {
            out.append('(');
            printOperands(operands);
            out.append(" : ");
            List<Type> types = new ArrayList<>();
            for (Value v : operands) {
                types.add(v.type());
            }
            printTypes(types);
            out.append(')');
        }
        return this;
    }

    @Override
    public OpAsmPrinter printNewline() {
        out.append('\n');
        appendIndent(indent);
        return this;
    }

    /** Whether this printer is the first pass that only collects aliases (its text is discarded). */
    private boolean collectingAliases() {
        AliasState aliases = AliasState.current();
        return aliases != null && aliases.collecting();
    }

    /**
     * What MLIR's alias collection visits of an operation in generic form, in its order: the regions (entry
     * block arguments included), the operand types, the result types, then the attributes by name, the
     * inherent ones (properties) of a registered operation among them.
     */
    private void collectGeneric(Operation op) {
        for (Region r : op.regions()) {
            printRegion(r, true, true, true);
        }
        for (Value v : op.operands()) {
            TypePrinter.print(out, v.type(), context);
        }
        for (Type t : op.resultTypes()) {
            TypePrinter.print(out, t, context);
        }
        Map<String, Attribute> attributes = new java.util.TreeMap<>(op.attributes());
        if (op.name().isRegistered()) {
            attributes.putAll(op.properties());
        }
        for (Attribute a : attributes.values()) {
            AttributePrinter.print(out, a, false, context);
        }
    }

    @Override
    public OpAsmPrinter printAttributeWithoutType(Attribute attribute) {
        AttributePrinter.printWithoutType(out, attribute, context);
        return this;
    }
}

package dev.mlirj.transforms.dialectconversion;

import dev.mlirj.dialect.builtin.UnrealizedConversionCastOp;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.BlockArgument;
import dev.mlirj.ir.Builder;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.OpResult;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Region;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The rewriter of a dialect conversion, MLIR's {@code ConversionPatternRewriter}: a {@link Builder} whose every
 * change is logged so that it can be undone.
 *
 * <p><b>The guarantee.</b> Nothing a pattern does is final until the whole conversion has succeeded: when a
 * pattern fails, the driver undoes what it did; when the conversion fails, it undoes everything, and the input
 * prints exactly as before. To make that possible:
 * <ul>
 * <li>operations created here are inserted at once (so later patterns see them) and erased on undo;</li>
 * <li>{@link #replaceOp} and {@link #eraseOp} do not touch the operation: they record what replaces its results
 * (a value <em>mapping</em>, read with {@link #getRemappedValue}) and mark it dead; uses are redirected and the
 * operation erased only when the conversion commits;</li>
 * <li>moving blocks and operations ({@link #inlineRegionBefore}, {@link #splitBlock}, {@link #inlineBlockBefore},
 * {@link #mergeBlocks}) records where they came from; {@link #eraseBlock} only detaches;</li>
 * <li>{@link #applySignatureConversion} builds a new block with the converted argument types, moves the
 * operations into it and keeps the old block aside; the old arguments map to the new ones (through an argument
 * materialization when their types or number differ);</li>
 * <li>in-place changes go through {@link #modifyOpInPlace}, which snapshots the operation first.</li>
 * </ul>
 * Undo runs the log backwards; commit redirects the remaining uses of replaced values (through a source
 * materialization when the replacement's type differs and a user was not converted), erases dead operations and
 * blocks, and erases the conversion casts nobody uses.
 *
 * <p>Used only by the driver that created it, on one thread, for one conversion.
 */
public final class ConversionPatternRewriter extends Builder {
    /** One logged change. */
    private interface Change {
        void undo();
    }

    private final List<Change> log = new ArrayList<>();
    /** Value replacements: a value maps to the newer value standing for it. */
    private final Map<Value, Value> mapping = new HashMap<>();
    /** Operations replaced or erased, in order, with the converter of the pattern that did it. */
    private final Map<Operation, TypeConverter> deadOps = new LinkedHashMap<>();
    /** Block arguments whose uses are redirected at commit (signature conversions, inlined blocks). */
    private final Map<BlockArgument, TypeConverter> replacedArguments = new LinkedHashMap<>();
    /** Blocks detached for good (erased, inlined, or replaced by a signature conversion). */
    private final List<Block> deadBlocks = new ArrayList<>();
    /** Operations created by materializations (casts, packing ops); erased at commit when unused. */
    private final Set<Operation> materializations = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
    /** Operations in the middle of {@link #startOpModification}. */
    private final Map<Operation, Snapshot> modifying = new IdentityHashMap<>();
    private TypeConverter currentConverter;
    private String failureReason;

    ConversionPatternRewriter(MlirContext context) {
        super(context);
    }

    // ---- state for the driver --------------------------------------------------------------------------------

    /** A point in the log the driver can roll back to. */
    int checkpoint() {
        return log.size();
    }

    /** Undoes every change made after {@code checkpoint}, newest first. */
    void rollbackTo(int checkpoint) {
        while (log.size() > checkpoint) {
            log.removeLast().undo();
        }
    }

    /** The operations created (and still alive) since {@code checkpoint}, materializations excluded. */
    List<Operation> createdSince(int checkpoint) {
        List<Operation> created = new ArrayList<>();
        for (Change c : log.subList(checkpoint, log.size())) {
            if (c instanceof CreateOp(Operation op) && !materializations.contains(op) && !isIgnored(op)) {
                created.add(op);
            }
        }
        return created;
    }

    /** The operations modified in place since {@code checkpoint}. */
    List<Operation> modifiedSince(int checkpoint) {
        List<Operation> modified = new ArrayList<>();
        for (Change c : log.subList(checkpoint, log.size())) {
            if (c instanceof ModifyOp m && !modified.contains(m.op)) {
                modified.add(m.op);
            }
        }
        return modified;
    }

    /** Whether {@code op}, or an operation it is nested in, was replaced or erased. */
    boolean isIgnored(Operation op) {
        for (Operation o = op; o != null; o = o.parentOp()) {
            if (deadOps.containsKey(o)) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code op} was replaced or erased itself. */
    boolean isReplaced(Operation op) {
        return deadOps.containsKey(op);
    }

    /** Whether {@code op} is a cast this conversion made as a materialization. */
    boolean isMaterialization(Operation op) {
        return materializations.contains(op);
    }

    void setCurrentConverter(TypeConverter converter) {
        this.currentConverter = converter;
    }

    /** Takes the reason the last pattern gave for failing, or null. */
    String takeFailureReason() {
        String r = failureReason;
        failureReason = null;
        return r;
    }

    // ---- creating operations -----------------------------------------------------------------------------

    /** Inserts {@code op} at the insertion point and logs it, so a rollback erases it. */
    @Override
    public Operation insert(Operation op) {
        super.insert(op);
        log.add(new CreateOp(op));
        return op;
    }

    private record CreateOp(Operation op) implements Change {
        @Override
        public void undo() {
            for (OpResult r : op.results()) {
                if (r.hasUses()) {
                    throw new IllegalStateException("rollback: " + op.name() + " created by the conversion is still used");
                }
            }
            op.erase();
        }
    }

    /** Creates an operation from {@code state} and replaces {@code op}'s results with its results. */
    public Operation replaceOpWithNewOp(Operation op, OperationState state) {
        Operation created = create(state);
        replaceOp(op, created.results());
        return created;
    }

    /** Sets the insertion point to the start of a new block created before {@code before}, in its region. */
    public Block createBlock(Region region, Block before, List<Type> argumentTypes, List<Location> locations) {
        Block block = new Block();
        for (int i = 0; i < argumentTypes.size(); i++) {
            block.addArgument(argumentTypes.get(i), locations.get(i));
        }
        if (before == null) {
            region.append(block);
        } else {
            region.insertBefore(block, before);
        }
        log.add(() -> block.detach());
        setInsertionPointToStart(block);
        return block;
    }

    // ---- replacing and erasing -------------------------------------------------------------------------------

    /**
     * Replaces {@code op}'s results with {@code values} (one each; a null value means the result must have no
     * uses left by the end). The operation stays in place until the conversion commits; users see the new values
     * through {@link #getRemappedValue} and the adaptors.
     */
    public void replaceOp(Operation op, List<? extends Value> values) {
        if (values.size() != op.resultCount()) {
            throw new IllegalArgumentException(op.name() + " has " + op.resultCount() + " results but "
                    + values.size() + " replacement values were given");
        }
        if (deadOps.containsKey(op)) {
            throw new IllegalStateException(op.name() + " was already replaced or erased");
        }
        for (int i = 0; i < values.size(); i++) {
            if (values.get(i) != null) {
                map(op.result(i), values.get(i));
            }
        }
        markDead(op);
    }

    /** Replaces {@code op} by {@code other}'s results. */
    public void replaceOp(Operation op, Operation other) {
        replaceOp(op, other.results());
    }

    /** Erases {@code op}: at commit it is removed; its results must then have no live uses. */
    public void eraseOp(Operation op) {
        if (deadOps.containsKey(op)) {
            throw new IllegalStateException(op.name() + " was already replaced or erased");
        }
        markDead(op);
    }

    private void markDead(Operation op) {
        deadOps.put(op, currentConverter);
        log.add(() -> deadOps.remove(op));
    }

    /** Makes uses of block argument {@code from} use {@code to} (at commit; remapping sees it at once). */
    public void replaceUsesOfBlockArgument(BlockArgument from, Value to) {
        map(from, to);
        if (!replacedArguments.containsKey(from)) {
            replacedArguments.put(from, currentConverter);
            log.add(() -> replacedArguments.remove(from));
        }
    }

    private void map(Value from, Value to) {
        if (from == to) {
            return;
        }
        Value old = mapping.put(from, to);
        log.add(() -> {
            if (old == null) {
                mapping.remove(from);
            } else {
                mapping.put(from, old);
            }
        });
    }

    /** The newest value standing for {@code value}: follows replacements to the end of the chain. */
    public Value getRemappedValue(Value value) {
        Value v = value;
        for (Value next = mapping.get(v); next != null; next = mapping.get(v)) {
            v = next;
        }
        return v;
    }

    /** {@link #getRemappedValue} of each value. */
    public List<Value> getRemappedValues(List<? extends Value> values) {
        List<Value> out = new ArrayList<>(values.size());
        for (Value v : values) {
            out.add(getRemappedValue(v));
        }
        return out;
    }

    /**
     * The operands of a pattern's operation as its adaptor gives them: with a converter, each operand whose type
     * converts 1:1 is found (or materialized) in its converted type; otherwise the newest value. Null when an
     * operand's type cannot be converted.
     */
    List<Value> remapOperands(Operation op, TypeConverter converter) {
        List<Value> out = new ArrayList<>(op.operandCount());
        for (Value operand : op.operands()) {
            if (converter == null) {
                out.add(getRemappedValue(operand));
                continue;
            }
            List<Type> legal = new ArrayList<>();
            if (!converter.convertType(operand.type(), legal)) {
                return null;
            }
            if (legal.size() != 1) {
                out.add(getRemappedValue(operand));
                continue;
            }
            out.add(lookupOrMaterialize(operand, legal.getFirst(), converter));
        }
        return out;
    }

    /** The deepest value of {@code value}'s replacement chain of type {@code type}, else a target materialization. */
    private Value lookupOrMaterialize(Value value, Type type, TypeConverter converter) {
        Value found = null;
        Value v = value;
        while (true) {
            if (v.type().equals(type)) {
                found = v;
            }
            Value next = mapping.get(v);
            if (next == null) {
                break;
            }
            v = next;
        }
        if (found != null) {
            return found;
        }
        Value through = lookThroughCast(v, type);
        if (through != null) {
            return through;
        }
        Value cast = materialize(MaterializationKind.TARGET, converter, v.location(), type, List.of(v), v);
        map(v, cast);
        return cast;
    }

    /**
     * When {@code v} is the result of a one-input {@code builtin.unrealized_conversion_cast} (a materialization, or
     * one the input already had) of an input of {@code type}, that input: the cast back would fold away, as MLIR
     * 19 folds its new materializations into the casts they undo.
     */
    private Value lookThroughCast(Value v, Type type) {
        if (v instanceof OpResult r && !isIgnored(r.owner())
                && r.owner().name().fullName().equals(UnrealizedConversionCastOp.NAME) && r.owner().operandCount() == 1
                && r.owner().operand(0).type().equals(type)) {
            return r.owner().operand(0);
        }
        return null;
    }

    enum MaterializationKind { SOURCE, TARGET, ARGUMENT }

    /**
     * Builds a materialization right after {@code after}'s definition (at the very start of its block for an
     * argument, before the materializations already there, as MLIR 19's {@code buildUnresolvedMaterialization}
     * inserts at {@code block->begin()}), with {@code converter}'s callbacks or a cast; logged like any created
     * operation.
     */
    private Value materialize(MaterializationKind kind, TypeConverter converter, Location loc, Type type,
                              List<Value> inputs, Value after) {
        Builder b = new LoggingBuilder();
        if (after instanceof BlockArgument argument) {
            b.setInsertionPointToStart(argument.owner());
        } else {
            positionedAfter(b, after);
        }
        return materializeWith(kind, converter, loc, type, inputs, b);
    }

    private Value materializeWith(MaterializationKind kind, TypeConverter converter, Location loc, Type type,
                                  List<Value> inputs, Builder b) {
        int before = log.size();
        Value v;
        if (converter == null) {
            v = TypeConverter.createUnrealizedCast(b, loc, type, inputs);
        } else {
            if (converter.context() == null) {
                converter.setContext(context());
            }
            v = switch (kind) {
                case SOURCE -> converter.materializeSourceConversion(b, loc, type, inputs);
                case TARGET -> converter.materializeTargetConversion(b, loc, type, inputs);
                case ARGUMENT -> converter.materializeArgumentConversion(b, loc, type, inputs);
            };
        }
        // Every operation a materialization built (a cast, or the ops of a callback such as a descriptor packed
        // from its scalars) is erased at commit when nothing uses it.
        for (Change c : log.subList(before, log.size())) {
            if (c instanceof CreateOp(Operation op)) {
                materializations.add(op);
            }
        }
        return v;
    }

    /**
     * Positions {@code b} right after {@code v}'s definition, or, for an argument, at the start of its block after
     * the materializations already there (so they stay in the order they were made).
     */
    private Builder positionedAfter(Builder b, Value v) {
        if (v instanceof OpResult r) {
            b.setInsertionPointAfter(r.owner());
        } else {
            Block block = ((BlockArgument) v).owner();
            Operation first = block.firstOp();
            while (first != null && materializations.contains(first)) {
                first = first.nextOp();
            }
            if (first == null) {
                b.setInsertionPointToEnd(block);
            } else {
                b.setInsertionPoint(first);
            }
        }
        return b;
    }

    /** A builder whose insertions are logged in this rewriter's log (for materializations). */
    private final class LoggingBuilder extends Builder {
        LoggingBuilder() {
            super(ConversionPatternRewriter.this.context());
        }

        @Override
        public Operation insert(Operation op) {
            super.insert(op);
            log.add(new CreateOp(op));
            return op;
        }
    }

    // ---- blocks and regions ------------------------------------------------------------------------------

    /** Moves every block of {@code region} before {@code before} in {@code parent} (at the end when null). */
    public void inlineRegionBefore(Region region, Region parent, Block before) {
        for (Block b : new ArrayList<>(region.blocks())) {
            Region from = b.parent();
            Block next = nextBlock(b);
            b.detach();
            if (before == null) {
                parent.append(b);
            } else {
                parent.insertBefore(b, before);
            }
            log.add(() -> {
                b.detach();
                if (next == null) {
                    from.append(b);
                } else {
                    from.insertBefore(b, next);
                }
            });
        }
    }

    private static Block nextBlock(Block b) {
        List<Block> blocks = b.parent().blocks();
        int i = blocks.indexOf(b);
        return i + 1 < blocks.size() ? blocks.get(i + 1) : null;
    }

    /** Splits {@code block} before {@code before}: it and what follows move to a new block after it, returned. */
    public Block splitBlock(Block block, Operation before) {
        Block tail = block.splitBefore(before);
        log.add(() -> {
            for (Operation o : tail.operations()) {
                o.remove();
                block.append(o);
            }
            tail.detach();
        });
        return tail;
    }

    /**
     * Moves {@code source}'s operations before {@code op}, its arguments replaced by {@code argumentValues};
     * {@code source} (which must have no predecessors) is erased at commit.
     */
    public void inlineBlockBefore(Block source, Operation op, List<? extends Value> argumentValues) {
        moveBlockContents(source, op.block(), op, argumentValues);
    }

    /** Appends {@code source}'s operations to {@code dest}, as {@link #inlineBlockBefore}. */
    public void mergeBlocks(Block source, Block dest, List<? extends Value> argumentValues) {
        moveBlockContents(source, dest, null, argumentValues);
    }

    private void moveBlockContents(Block source, Block dest, Operation before, List<? extends Value> argumentValues) {
        if (argumentValues.size() != source.arguments().size()) {
            throw new IllegalArgumentException("the block has " + source.arguments().size() + " arguments but "
                    + argumentValues.size() + " values were given");
        }
        if (source.hasPredecessors()) {
            throw new IllegalStateException("cannot inline a block that is still a branch target");
        }
        for (int i = 0; i < argumentValues.size(); i++) {
            replaceUsesOfBlockArgument(source.argument(i), argumentValues.get(i));
        }
        for (Operation o : source.operations()) {
            moveOpBefore(o, dest, before);
        }
        eraseBlock(source);
    }

    /** Moves {@code op} before {@code before} in {@code dest} (at the end when null). */
    public void moveOpBefore(Operation op, Block dest, Operation before) {
        Block from = op.block();
        Operation next = op.nextOp();
        op.remove();
        dest.insertBefore(op, before);
        log.add(() -> {
            op.remove();
            from.insertBefore(op, next);
        });
    }

    /** Detaches {@code block}; it is erased at commit, and put back on rollback. */
    public void eraseBlock(Block block) {
        Region from = block.parent();
        Block next = from == null ? null : nextBlock(block);
        block.detach();
        deadBlocks.add(block);
        log.add(() -> {
            deadBlocks.remove(block);
            if (from != null) {
                if (next == null) {
                    from.append(block);
                } else {
                    from.insertBefore(block, next);
                }
            }
        });
    }

    /**
     * Converts {@code block}'s arguments as {@code conversion} says: a new block with the converted types takes
     * the old one's place, operations and predecessors; each old argument maps to its new argument (or to an
     * argument materialization of the new ones, typed as {@code converter} converts the old type, when they
     * differ). Returns the new block, or {@code block} itself when nothing changes.
     */
    public Block applySignatureConversion(Block block, SignatureConversion conversion, TypeConverter converter) {
        if (conversion.numOrigInputs() != block.arguments().size()) {
            throw new IllegalArgumentException("the conversion is for " + conversion.numOrigInputs()
                    + " arguments but the block has " + block.arguments().size());
        }
        boolean identity = conversion.convertedTypes().size() == block.arguments().size();
        for (int i = 0; i < block.arguments().size(); i++) {
            SignatureConversion.InputMapping m = conversion.inputMapping(i);
            if (m == null) {
                throw new IllegalStateException("argument #" + i + " is not mapped by the signature conversion");
            }
            identity &= m.replacementValue() == null && m.size() == 1 && m.inputNo() == i
                    && conversion.convertedTypes().get(i).equals(block.argument(i).type());
        }
        if (identity) {
            return block;
        }
        Region region = block.parent();
        if (region == null) {
            throw new IllegalArgumentException("cannot convert the signature of a detached block");
        }
        Block newBlock = new Block();
        List<Type> types = conversion.convertedTypes();
        List<Location> locations = new ArrayList<>();
        Location fallback = block.parentOp() == null ? Location.unknown() : block.parentOp().location();
        for (int j = 0; j < types.size(); j++) {
            locations.add(fallback);
        }
        for (int i = 0; i < block.arguments().size(); i++) {
            SignatureConversion.InputMapping m = conversion.inputMapping(i);
            for (int j = m.inputNo(); j < m.inputNo() + m.size(); j++) {
                locations.set(j, block.argument(i).location());
            }
        }
        for (int j = 0; j < types.size(); j++) {
            newBlock.addArgument(types.get(j), locations.get(j));
        }
        region.insertBefore(newBlock, block);
        log.add(() -> newBlock.detach());
        // Predecessors now branch to the new block.
        for (Operation pred : new ArrayList<>(new java.util.LinkedHashSet<>(block.predecessors()))) {
            for (int s = 0; s < pred.successorCount(); s++) {
                if (pred.successor(s) == block) {
                    int slot = s;
                    pred.setSuccessor(slot, newBlock);
                    log.add(() -> pred.setSuccessor(slot, block));
                }
            }
        }
        for (Operation o : block.operations()) {
            moveOpBefore(o, newBlock, null);
        }
        eraseBlock(block);
        TypeConverter saved = currentConverter;
        currentConverter = converter;
        // As MLIR 19: each argument's materializations go to the start of the block, so the last argument's come
        // first.
        Builder atStart = new LoggingBuilder();
        try {
            for (int i = 0; i < block.arguments().size(); i++) {
                atStart.setInsertionPointToStart(newBlock);
                BlockArgument old = block.argument(i);
                SignatureConversion.InputMapping m = conversion.inputMapping(i);
                if (m.replacementValue() != null) {
                    replaceUsesOfBlockArgument(old, m.replacementValue());
                    continue;
                }
                List<Value> newArgs = new ArrayList<>(newBlock.arguments().subList(m.inputNo(), m.inputNo() + m.size()));
                Type legal = converter == null ? null : converter.convertType(old.type());
                Value replacement;
                if (newArgs.size() == 1 && (newArgs.getFirst().type().equals(old.type())
                        || newArgs.getFirst().type().equals(legal))) {
                    replacement = newArgs.getFirst();
                } else {
                    // As MLIR 19: an argument materialization back to the original type, then (when the type
                    // converts 1:1 to another) a target materialization of that to the legal type.
                    Value argMat = materializeWith(MaterializationKind.ARGUMENT, converter, old.location(), old.type(),
                            newArgs, atStart);
                    replacement = argMat;
                    if (legal != null && !legal.equals(old.type())) {
                        replacement = materializeWith(MaterializationKind.TARGET, converter, old.location(), legal,
                                List.of(argMat), atStart);
                        map(argMat, replacement);
                    }
                }
                replaceUsesOfBlockArgument(old, replacement);
            }
        } finally {
            currentConverter = saved;
        }
        return newBlock;
    }

    /**
     * Converts the argument types of every block of {@code region} with {@code converter}; the entry block with
     * {@code entryConversion} when it is not null. Returns the (new) entry block, or null when a type cannot be
     * converted (having changed nothing).
     */
    public Block convertRegionTypes(Region region, TypeConverter converter, SignatureConversion entryConversion) {
        if (region.isEmpty()) {
            return null;
        }
        int checkpoint = checkpoint();
        List<Block> blocks = new ArrayList<>(region.blocks());
        Block entry = null;
        for (Block b : blocks) {
            SignatureConversion conversion = b == blocks.getFirst() && entryConversion != null ? entryConversion
                    : converter.convertBlockSignature(b);
            if (conversion == null) {
                rollbackTo(checkpoint);
                return null;
            }
            Block converted = applySignatureConversion(b, conversion, converter);
            if (entry == null) {
                entry = converted;
            }
        }
        return entry;
    }

    // ---- in-place modification -----------------------------------------------------------------------

    private record Snapshot(Location location, List<Value> operands, Map<String, Attribute> properties,
                            Map<String, Attribute> attributes, List<Block> successors, List<Type> resultTypes) {
        static Snapshot of(Operation op) {
            return new Snapshot(op.location(), op.operands(), Map.copyOf(op.properties()), Map.copyOf(op.attributes()),
                    op.successors(), op.resultTypes());
        }

        void restore(Operation op) {
            op.setLocation(location);
            op.setOperands(operands);
            for (String k : new ArrayList<>(op.properties().keySet())) {
                op.removeAttribute(k);
            }
            for (String k : new ArrayList<>(op.attributes().keySet())) {
                op.removeAttribute(k);
            }
            new java.util.TreeMap<>(properties).forEach(op::setAttribute);
            new java.util.TreeMap<>(attributes).forEach(op::setAttribute);
            for (int i = 0; i < successors.size(); i++) {
                op.setSuccessor(i, successors.get(i));
            }
            for (int i = 0; i < resultTypes.size(); i++) {
                op.result(i).setType(resultTypes.get(i));
            }
        }
    }

    private record ModifyOp(Operation op, Snapshot snapshot) implements Change {
        @Override
        public void undo() {
            snapshot.restore(op);
        }
    }

    /** Starts changing {@code op} in place (operands, attributes, successors, location, result types). */
    public void startOpModification(Operation op) {
        if (modifying.putIfAbsent(op, Snapshot.of(op)) != null) {
            throw new IllegalStateException(op.name() + " is already being modified");
        }
    }

    /** Ends an in-place change started with {@link #startOpModification}; it is logged as one change. */
    public void finalizeOpModification(Operation op) {
        Snapshot s = modifying.remove(op);
        if (s == null) {
            throw new IllegalStateException(op.name() + " is not being modified");
        }
        log.add(new ModifyOp(op, s));
    }

    /** Undoes an in-place change started with {@link #startOpModification}. */
    public void cancelOpModification(Operation op) {
        Snapshot s = modifying.remove(op);
        if (s == null) {
            throw new IllegalStateException(op.name() + " is not being modified");
        }
        s.restore(op);
    }

    /** Runs {@code change} on {@code op} as one logged in-place modification. */
    public void modifyOpInPlace(Operation op, Runnable change) {
        startOpModification(op);
        change.run();
        finalizeOpModification(op);
    }

    /** Records why the current pattern does not apply to {@code op} and returns false (MLIR's failure()). */
    public boolean notifyMatchFailure(Operation op, String reason) {
        this.failureReason = reason;
        return false;
    }

    // ---- finishing ---------------------------------------------------------------------------------------

    /**
     * Checks that the conversion can be committed: every erased operation's results and every dropped block
     * argument without a replacement have no live users. Reports the first problem and returns false.
     */
    boolean canCommit(dev.mlirj.ir.DiagnosticEngine diagnostics) {
        for (Operation op : deadOps.keySet()) {
            for (OpResult r : op.results()) {
                if (mapping.containsKey(r)) {
                    continue;
                }
                Operation liveUser = liveUser(r);
                if (liveUser != null) {
                    dev.mlirj.ir.Diagnostic d = dev.mlirj.ir.Diagnostic.error(op, "failed to legalize operation '"
                            + op.name().fullName() + "' that remained live after conversion");
                    d.attachNote(liveUser.location(), "see existing live user here: " + liveUser.name().fullName());
                    diagnostics.report(d);
                    return false;
                }
            }
        }
        return true;
    }

    private Operation liveUser(Value v) {
        for (Operation user : v.users()) {
            if (!isIgnored(user) && !inDeadBlock(user)) {
                return user;
            }
        }
        return null;
    }

    private boolean inDeadBlock(Operation op) {
        for (Operation o = op; o != null; o = o.parentOp()) {
            if (o.block() != null && deadBlocks.contains(o.block())) {
                return true;
            }
        }
        return false;
    }

    /** Makes every logged change final. The log is cleared; nothing can be rolled back afterwards. */
    void commit() {
        for (Map.Entry<BlockArgument, TypeConverter> e : replacedArguments.entrySet()) {
            redirectUses(e.getKey(), e.getValue());
        }
        for (Map.Entry<Operation, TypeConverter> e : deadOps.entrySet()) {
            for (OpResult r : e.getKey().results()) {
                redirectUses(r, e.getValue());
            }
        }
        List<Operation> dead = new ArrayList<>(deadOps.keySet());
        for (Operation op : dead) {
            op.walk(o -> o.setOperands(List.of()));
        }
        for (Block b : deadBlocks) {
            for (Operation op : b) {
                op.walk(o -> o.setOperands(List.of()));
            }
        }
        for (int i = dead.size() - 1; i >= 0; i--) {
            dead.get(i).erase();
        }
        for (Block b : deadBlocks) {
            while (b.lastOp() != null) {
                b.lastOp().erase();
            }
        }
        boolean changed = true;
        while (changed) {
            changed = false;
            for (Operation cast : new ArrayList<>(materializations)) {
                if (cast.block() != null && !cast.hasUses()) {
                    cast.erase();
                    materializations.remove(cast);
                    changed = true;
                }
            }
        }
        log.clear();
        mapping.clear();
        deadOps.clear();
        replacedArguments.clear();
        deadBlocks.clear();
        materializations.clear();
    }

    /**
     * Redirects the uses of replaced value {@code v} to its replacement: the newest value of its type in the
     * chain, else a source materialization of the newest value (only when a user outside dead IR needs it).
     */
    private void redirectUses(Value v, TypeConverter converter) {
        if (!v.hasUses() || !mapping.containsKey(v)) {
            return;
        }
        Value leaf = v;
        Value sameType = null;
        for (Value next = mapping.get(leaf); next != null; next = mapping.get(leaf)) {
            leaf = next;
            // The deepest value of the right type that survives (not the result of an operation replaced in turn).
            if (leaf.type().equals(v.type()) && !(leaf instanceof OpResult r && isIgnored(r.owner()))) {
                sameType = leaf;
            }
        }
        Value replacement = sameType;
        if (replacement == null) {
            if (liveUser(v) == null) {
                return;
            }
            replacement = lookThroughCast(leaf, v.type());
            if (replacement == null) {
                Builder tracking = new Builder(context()) {
                    @Override
                    public Operation insert(Operation op) {
                        super.insert(op);
                        if (op.name().fullName().equals(UnrealizedConversionCastOp.NAME)) {
                            materializations.add(op);
                        }
                        return op;
                    }
                };
                // As MLIR 19, where the replaced operation was (after what its pattern built), when the
                // replacement is defined in that block; else right after the replacement's definition.
                if (v instanceof OpResult replaced && replaced.owner().block() != null
                        && replaced.owner().block() == definingBlock(leaf)) {
                    tracking.setInsertionPoint(replaced.owner());
                } else {
                    positionedAfter(tracking, leaf);
                }
                TypeConverter c = converter;
                if (c != null && c.context() == null) {
                    c.setContext(context());
                }
                replacement = c == null ? TypeConverter.createUnrealizedCast(tracking, v.location(), v.type(),
                        List.of(leaf)) : c.materializeSourceConversion(tracking, v.location(), v.type(), List.of(leaf));
            }
        }
        v.replaceAllUsesWith(replacement);
    }

    /** The block {@code v} is defined in: its owner's for a result, its own for an argument. */
    private static Block definingBlock(Value v) {
        return v instanceof OpResult r ? r.owner().block() : ((BlockArgument) v).owner();
    }
}

package dev.mlirj.ir;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;

/**
 * An MLIR operation in generic form: a name, operands, results, inherent attributes (properties),
 * discardable attributes, successors, regions and a location. Every dialect's operations share this
 * storage, so walking, cloning, printing and verifying need no per-operation code; a dialect adds meaning
 * through its {@link OpDefinition}.
 *
 * <p>An operation is created detached ({@link #create}) and lives in at most one block at a time. Erasing it
 * drops its operand uses; it must have no uses left itself.
 */
public final class Operation {
    private final OperationName name;
    private Location location;
    private final List<OpOperand> operands;
    private final List<OpResult> results;
    // Null while empty: most operations have no discardable attributes and many no properties, and at a million
    // operations two empty TreeMaps each are ~100 MB.
    private TreeMap<String, Attribute> properties;
    private TreeMap<String, Attribute> attributes;
    // An immutable empty list for an operation without successors (most of them).
    private List<BlockOperand> successors;
    private final List<Region> regions;
    Block block;
    Operation prev;
    Operation next;

    private Operation(OperationState state) {
        this.name = state.name;
        this.location = state.location == null ? Location.unknown() : state.location;
        this.operands = new ArrayList<>(state.operands.size());
        for (Value v : state.operands) {
            operands.add(new OpOperand(this, operands.size(), v));
        }
        List<OpResult> rs = new ArrayList<>(state.resultTypes.size());
        for (Type t : state.resultTypes) {
            rs.add(new OpResult(this, rs.size(), t));
        }
        this.results = List.copyOf(rs);
        this.properties = state.properties.isEmpty() ? null : new TreeMap<>(state.properties);
        this.attributes = state.attributes.isEmpty() ? null : new TreeMap<>(state.attributes);
        if (state.successors.isEmpty()) {
            successors = List.of();
        } else {
            successors = new ArrayList<>(state.successors.size());
            for (Block b : state.successors) {
                successors.add(new BlockOperand(this, successors.size(), b));
            }
        }
        List<Region> rgs = new ArrayList<>(state.regions.size());
        for (Region r : state.regions) {
            if (r.parent != null) {
                throw new IllegalStateException("a region of " + name + " already belongs to an operation");
            }
            r.parent = this;
            rgs.add(r);
        }
        this.regions = List.copyOf(rgs);
    }

    /** Creates a detached operation from {@code state}, taking over the state's regions. */
    public static Operation create(OperationState state) {
        return new Operation(state);
    }

    /** The operation's name and registered definition. */
    public OperationName name() {
        return name;
    }

    /** Whether the registered definition has {@code trait}. */
    public boolean has(OpTrait trait) {
        return name.has(trait);
    }

    /** Where the operation comes from. */
    public Location location() {
        return location;
    }

    /** Changes the operation's location. */
    public void setLocation(Location location) {
        this.location = java.util.Objects.requireNonNull(location);
    }

    // ---- operands ------------------------------------------------------------------------------------------

    /** The number of operands. */
    public int operandCount() {
        return operands.size();
    }

    /** Operand value {@code index}. */
    public Value operand(int index) {
        return operands.get(index).get();
    }

    /** The operand values, as a new list. */
    public List<Value> operands() {
        List<Value> values = new ArrayList<>(operands.size());
        for (OpOperand o : operands) {
            values.add(o.get());
        }
        return values;
    }

    /** The operand slots (uses), unmodifiable. */
    public List<OpOperand> opOperands() {
        return Collections.unmodifiableList(operands);
    }

    /** Makes operand {@code index} use {@code value}. */
    public void setOperand(int index, Value value) {
        operands.get(index).set(value);
    }

    /** Replaces all operands by {@code values}. */
    public void setOperands(List<Value> values) {
        for (OpOperand o : operands) {
            o.unlink();
        }
        operands.clear();
        for (Value v : values) {
            operands.add(new OpOperand(this, operands.size(), v));
        }
    }

    // ---- results -------------------------------------------------------------------------------------------

    /** The number of results. */
    public int resultCount() {
        return results.size();
    }

    /** Result {@code index}. */
    public OpResult result(int index) {
        return results.get(index);
    }

    /** The results, unmodifiable. */
    public List<OpResult> results() {
        return results;
    }

    /** The result types, as a new list. */
    public List<Type> resultTypes() {
        List<Type> types = new ArrayList<>(results.size());
        for (OpResult r : results) {
            types.add(r.type());
        }
        return types;
    }

    /** Whether any result is used. */
    public boolean hasUses() {
        for (OpResult r : results) {
            if (r.hasUses()) {
                return true;
            }
        }
        return false;
    }

    /** Replaces every use of this operation's results, in order, by {@code values}. */
    public void replaceAllUsesWith(List<? extends Value> values) {
        if (values.size() != results.size()) {
            throw new IllegalArgumentException(name + " has " + results.size() + " results, not " + values.size());
        }
        for (int i = 0; i < results.size(); i++) {
            results.get(i).replaceAllUsesWith(values.get(i));
        }
    }

    // ---- attributes ------------------------------------------------------------------------------------------

    /** The inherent attributes (properties), sorted by name, unmodifiable. */
    public Map<String, Attribute> properties() {
        return properties == null ? Collections.emptySortedMap() : Collections.unmodifiableSortedMap(properties);
    }

    /** The discardable attributes, sorted by name, unmodifiable. */
    public Map<String, Attribute> attributes() {
        return attributes == null ? Collections.emptySortedMap() : Collections.unmodifiableSortedMap(attributes);
    }

    /** The attribute named {@code attrName}, inherent or discardable, or null. */
    public Attribute attribute(String attrName) {
        Attribute a = properties == null ? null : properties.get(attrName);
        return a != null || attributes == null ? a : attributes.get(attrName);
    }

    /** Sets an attribute: among the properties when inherent to the registered operation, else discardable. */
    public void setAttribute(String attrName, Attribute value) {
        java.util.Objects.requireNonNull(value, "attribute value");
        if (properties != null && properties.containsKey(attrName)
                || name.isRegistered() && name.definition().inherentAttrs().contains(attrName)) {
            if (properties == null) {
                properties = new TreeMap<>();
            }
            properties.put(attrName, value);
        } else {
            if (attributes == null) {
                attributes = new TreeMap<>();
            }
            attributes.put(attrName, value);
        }
    }

    /** Removes the attribute named {@code attrName} wherever it is; returns the old value or null. */
    public Attribute removeAttribute(String attrName) {
        Attribute a = properties == null ? null : properties.remove(attrName);
        return a != null || attributes == null ? a : attributes.remove(attrName);
    }

    // ---- successors and regions ------------------------------------------------------------------------------

    /** The number of successors. */
    public int successorCount() {
        return successors.size();
    }

    /** Successor block {@code index}. */
    public Block successor(int index) {
        return successors.get(index).get();
    }

    /** The successor blocks, as a new list. */
    public List<Block> successors() {
        List<Block> blocks = new ArrayList<>(successors.size());
        for (BlockOperand s : successors) {
            blocks.add(s.get());
        }
        return blocks;
    }

    /** Makes successor {@code index} branch to {@code block}. */
    public void setSuccessor(int index, Block block) {
        successors.get(index).set(block);
    }

    /** The regions, unmodifiable. */
    public List<Region> regions() {
        return regions;
    }

    /** Region {@code index}. */
    public Region region(int index) {
        return regions.get(index);
    }

    // ---- position --------------------------------------------------------------------------------------------

    /** The block containing this operation, or null when detached. */
    public Block block() {
        return block;
    }

    /** The operation whose region contains this one, or null. */
    public Operation parentOp() {
        return block == null ? null : block.parentOp();
    }

    /** The next operation in the block, or null. */
    public Operation nextOp() {
        return next;
    }

    /** The previous operation in the block, or null. */
    public Operation prevOp() {
        return prev;
    }

    /** The closest enclosing operation (this one included) named {@code opName}, or null. */
    public Operation ancestorNamed(String opName) {
        for (Operation op = this; op != null; op = op.parentOp()) {
            if (op.name.fullName().equals(opName)) {
                return op;
            }
        }
        return null;
    }

    /** Whether this operation is {@code other} or contains it in one of its regions. */
    public boolean isAncestorOf(Operation other) {
        for (Operation op = other; op != null; op = op.parentOp()) {
            if (op == this) {
                return true;
            }
        }
        return false;
    }

    /** Removes the operation from its block without destroying it. */
    public void remove() {
        if (block != null) {
            block.unlink(this);
        }
    }

    /** Moves the operation right before {@code other}, in whatever block that is. */
    public void moveBefore(Operation other) {
        remove();
        other.block.insertBefore(this, other);
    }

    /**
     * Destroys the operation: erases its regions' contents, drops its operand and successor uses and removes it
     * from its block. Its results must have no uses.
     */
    public void erase() {
        if (hasUses()) {
            throw new IllegalStateException("cannot erase " + name + ": its results still have uses");
        }
        dropReferences();
        remove();
    }

    /** Drops every operand and successor use of this operation and of everything nested in it. */
    private void dropReferences() {
        for (Region r : regions) {
            for (Block b : r.blocks()) {
                for (Operation op : b) {
                    op.dropReferences();
                }
            }
        }
        for (OpOperand o : operands) {
            o.unlink();
        }
        operands.clear();
        for (BlockOperand s : successors) {
            s.unlink();
        }
        successors = List.of();
    }

    // ---- walking and cloning -----------------------------------------------------------------------------------

    /** Visits this operation and everything nested in it, parents after their children (post-order). */
    public void walk(Consumer<Operation> visitor) {
        for (Region r : regions) {
            for (Block b : new ArrayList<>(r.blocks())) {
                for (Operation op : b) {
                    op.walk(visitor);
                }
            }
        }
        visitor.accept(this);
    }

    /** Visits this operation and everything nested in it, parents before their children (pre-order). */
    public void walkPreOrder(Consumer<Operation> visitor) {
        visitor.accept(this);
        for (Region r : regions) {
            for (Block b : new ArrayList<>(r.blocks())) {
                for (Operation op : b) {
                    op.walkPreOrder(visitor);
                }
            }
        }
    }

    /**
     * A deep copy, detached. Operands defined outside the copy are remapped through {@code mapping} when
     * present there (else kept); values and blocks defined inside are mapped to their copies and recorded in
     * {@code mapping}.
     */
    public Operation clone(IrMapping mapping) {
        OperationState state = new OperationState(name, location);
        for (Value v : operands()) {
            state.operands.add(mapping.lookupOrDefault(v));
        }
        state.resultTypes.addAll(resultTypes());
        state.properties.putAll(properties());
        state.attributes.putAll(attributes());
        for (Block b : successors()) {
            state.successors.add(mapping.lookupOrDefault(b));
        }
        for (Region r : regions) {
            Region copy = state.addRegion();
            r.cloneInto(copy, mapping);
        }
        Operation clone = create(state);
        for (int i = 0; i < results.size(); i++) {
            mapping.map(results.get(i), clone.results.get(i));
        }
        return clone;
    }

    @Override
    public String toString() {
        return name.fullName() + " at " + location;
    }
}

package dev.mlirj.ir;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

/**
 * A basic block: arguments, then a list of operations (the last one a terminator, where the region requires
 * one), inside a {@link Region}. Blocks know their predecessors through the successor lists of terminators
 * that branch to them.
 */
public final class Block implements Iterable<Operation> {
    private final List<BlockArgument> arguments = new ArrayList<>();
    Operation first;
    Operation last;
    Region parent;
    BlockOperand firstUse;

    /** A detached, empty block. */
    public Block() {
    }

    /** The region this block is in, or null when detached. */
    public Region parent() {
        return parent;
    }

    /** The operation whose region contains this block, or null. */
    public Operation parentOp() {
        return parent == null ? null : parent.parentOp();
    }

    /** The block's arguments, unmodifiable. */
    public List<BlockArgument> arguments() {
        return Collections.unmodifiableList(arguments);
    }

    /** Argument {@code index}. */
    public BlockArgument argument(int index) {
        return arguments.get(index);
    }

    /** Appends an argument of {@code type} and returns it. */
    public BlockArgument addArgument(Type type, Location location) {
        BlockArgument argument = new BlockArgument(this, arguments.size(), type, location);
        arguments.add(argument);
        return argument;
    }

    /** Removes argument {@code index}, which must have no uses. */
    public void eraseArgument(int index) {
        BlockArgument argument = arguments.get(index);
        if (argument.hasUses()) {
            throw new IllegalStateException("cannot erase block argument #" + index + ": it still has uses");
        }
        arguments.remove(index);
        for (int i = index; i < arguments.size(); i++) {
            arguments.get(i).index = i;
        }
    }

    /** Whether the block has no operations. */
    public boolean isEmpty() {
        return first == null;
    }

    /** The first operation, or null. */
    public Operation firstOp() {
        return first;
    }

    /** The last operation, or null. */
    public Operation lastOp() {
        return last;
    }

    /** The operations in order, as a new list. */
    public List<Operation> operations() {
        List<Operation> ops = new ArrayList<>();
        for (Operation op : this) {
            ops.add(op);
        }
        return ops;
    }

    /** Iterates over the operations; erasing the current one while iterating is allowed. */
    @Override
    public Iterator<Operation> iterator() {
        return new Iterator<>() {
            private Operation next = first;

            @Override
            public boolean hasNext() {
                return next != null;
            }

            @Override
            public Operation next() {
                if (next == null) {
                    throw new NoSuchElementException();
                }
                Operation current = next;
                next = current.next;
                return current;
            }
        };
    }

    /** Appends a detached operation. */
    public void append(Operation op) {
        insertBefore(op, null);
    }

    /** Inserts a detached operation before {@code before}, or at the end when {@code before} is null. */
    public void insertBefore(Operation op, Operation before) {
        if (op.block != null) {
            throw new IllegalStateException(op.name() + " is already in a block; remove it first");
        }
        if (before != null && before.block != this) {
            throw new IllegalArgumentException("the insertion point is not in this block");
        }
        op.block = this;
        if (before == null) {
            op.prev = last;
            op.next = null;
            if (last != null) {
                last.next = op;
            } else {
                first = op;
            }
            last = op;
        } else {
            op.next = before;
            op.prev = before.prev;
            if (before.prev != null) {
                before.prev.next = op;
            } else {
                first = op;
            }
            before.prev = op;
        }
    }

    void unlink(Operation op) {
        if (op.prev != null) {
            op.prev.next = op.next;
        } else {
            first = op.next;
        }
        if (op.next != null) {
            op.next.prev = op.prev;
        } else {
            last = op.prev;
        }
        op.prev = null;
        op.next = null;
        op.block = null;
    }

    /** The terminator: the last operation. Null when the block is empty. */
    public Operation terminator() {
        return last;
    }

    /** The terminators that branch here, one entry per successor slot (a block may appear twice). */
    public List<Operation> predecessors() {
        List<Operation> preds = new ArrayList<>();
        for (BlockOperand u = firstUse; u != null; u = u.nextUse) {
            preds.add(u.owner());
        }
        Collections.reverse(preds);
        return preds;
    }

    /** Whether any terminator branches here. */
    public boolean hasPredecessors() {
        return firstUse != null;
    }

    /** Whether this is the first block of its region. */
    public boolean isEntryBlock() {
        return parent != null && !parent.blocks().isEmpty() && parent.blocks().getFirst() == this;
    }

    /**
     * Splits the block before {@code op}: {@code op} and everything after it move to a new block inserted right
     * after this one, which is returned. The new block has no arguments.
     */
    public Block splitBefore(Operation op) {
        if (op.block != this) {
            throw new IllegalArgumentException("the split point is not in this block");
        }
        Block tail = new Block();
        if (parent != null) {
            parent.insertAfter(tail, this);
        }
        for (Operation o = op; o != null; ) {
            Operation next = o.next;
            unlink(o);
            tail.append(o);
            o = next;
        }
        return tail;
    }

    /**
     * MLIR's {@code inlineBlockBefore}: replaces every use of this block's arguments with {@code argumentValues}
     * (one each), moves its operations right before {@code op} (in {@code op}'s block) and detaches this block,
     * which must not be a branch target. The block is left empty and detached, with its arguments.
     */
    public void inlineBefore(Operation op, List<? extends Value> argumentValues) {
        if (op.block == null || op.block == this) {
            throw new IllegalArgumentException("the insertion point must be an operation of another block");
        }
        moveContentsTo(op.block, op, argumentValues);
    }

    /**
     * MLIR's {@code mergeBlocks}: as {@link #inlineBefore}, appending this block's operations at the end of
     * {@code dest}.
     */
    public void mergeInto(Block dest, List<? extends Value> argumentValues) {
        if (dest == this) {
            throw new IllegalArgumentException("a block cannot be merged into itself");
        }
        moveContentsTo(dest, null, argumentValues);
    }

    private void moveContentsTo(Block dest, Operation before, List<? extends Value> argumentValues) {
        if (argumentValues.size() != arguments.size()) {
            throw new IllegalArgumentException("the block has " + arguments.size() + " arguments but "
                    + argumentValues.size() + " values were given");
        }
        if (hasPredecessors()) {
            throw new IllegalStateException("cannot inline a block that is still a branch target");
        }
        for (int i = 0; i < arguments.size(); i++) {
            arguments.get(i).replaceAllUsesWith(argumentValues.get(i));
        }
        for (Operation o = first; o != null; ) {
            Operation next = o.next;
            unlink(o);
            dest.insertBefore(o, before);
            o = next;
        }
        detach();
    }

    /** Moves this block (detached or in a region) right before {@code before}, in {@code before}'s region. */
    public void moveBefore(Block before) {
        if (before.parent == null) {
            throw new IllegalArgumentException("the insertion point is not in a region");
        }
        if (before == this) {
            return;
        }
        if (parent != null) {
            parent.remove(this);
        }
        before.parent.insertBefore(this, before);
    }

    /** Removes this block from its region; it must have no predecessors. */
    public void detach() {
        if (parent != null) {
            parent.remove(this);
        }
    }

    /** Erases every operation (last first, so uses disappear before definitions) and detaches the block. */
    public void erase() {
        if (hasPredecessors()) {
            throw new IllegalStateException("cannot erase a block that is still a branch target");
        }
        while (last != null) {
            last.erase();
        }
        for (BlockArgument a : arguments) {
            if (a.hasUses()) {
                throw new IllegalStateException("cannot erase a block whose arguments are still used");
            }
        }
        detach();
    }

    @Override
    public String toString() {
        return "Block(" + arguments.size() + " args)";
    }
}

package dev.mlirj.ir;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** An ordered list of blocks owned by an operation; the first block is the entry block. */
public final class Region {
    private final List<Block> blocks = new ArrayList<>();
    Operation parent;

    /** A detached, empty region. */
    public Region() {
    }

    /** The operation that owns this region, or null when detached. */
    public Operation parentOp() {
        return parent;
    }

    /** The blocks in order, unmodifiable. */
    public List<Block> blocks() {
        return Collections.unmodifiableList(blocks);
    }

    /** Whether the region has no blocks. */
    public boolean isEmpty() {
        return blocks.isEmpty();
    }

    /** The entry block; throws when the region is empty. */
    public Block entryBlock() {
        if (blocks.isEmpty()) {
            throw new IllegalStateException("the region is empty");
        }
        return blocks.getFirst();
    }

    /** Appends a detached block. */
    public Block append(Block block) {
        adopt(block);
        blocks.add(block);
        return block;
    }

    /** Appends a new empty block and returns it. */
    public Block appendBlock() {
        return append(new Block());
    }

    /** Inserts a detached block right after {@code after}. */
    public void insertAfter(Block block, Block after) {
        int at = blocks.indexOf(after);
        if (at < 0) {
            throw new IllegalArgumentException("the insertion point is not in this region");
        }
        adopt(block);
        blocks.add(at + 1, block);
    }

    /** Inserts a detached block right before {@code before}. */
    public void insertBefore(Block block, Block before) {
        int at = blocks.indexOf(before);
        if (at < 0) {
            throw new IllegalArgumentException("the insertion point is not in this region");
        }
        adopt(block);
        blocks.add(at, block);
    }

    private void adopt(Block block) {
        if (block.parent != null) {
            throw new IllegalStateException("the block is already in a region; detach it first");
        }
        block.parent = this;
    }

    void remove(Block block) {
        if (!blocks.remove(block)) {
            throw new IllegalArgumentException("the block is not in this region");
        }
        block.parent = null;
    }

    /**
     * MLIR's {@code inlineRegionBefore}: moves every block of this region, in order, into {@code target} right
     * before {@code before} (at the end when null), leaving this region empty.
     */
    public void inlineBefore(Region target, Block before) {
        if (target == this) {
            throw new IllegalArgumentException("a region cannot be inlined into itself");
        }
        if (before != null && before.parent != target) {
            throw new IllegalArgumentException("the insertion point is not in the target region");
        }
        for (Block b : new ArrayList<>(blocks)) {
            remove(b);
            if (before == null) {
                target.append(b);
            } else {
                target.insertBefore(b, before);
            }
        }
    }

    /** Moves every block of {@code other} to the end of this region, leaving {@code other} empty. */
    public void takeBody(Region other) {
        for (Block b : new ArrayList<>(other.blocks)) {
            other.remove(b);
            append(b);
        }
    }

    /**
     * Appends copies of this region's blocks to {@code target}, mapping blocks, block arguments and results to
     * their copies in {@code mapping}. All blocks are created first, so branches to later blocks resolve.
     */
    public void cloneInto(Region target, IrMapping mapping) {
        List<Block> copies = new ArrayList<>(blocks.size());
        for (Block b : blocks) {
            Block copy = new Block();
            for (BlockArgument a : b.arguments()) {
                mapping.map(a, copy.addArgument(a.type(), a.location()));
            }
            mapping.map(b, copy);
            copies.add(copy);
        }
        for (int i = 0; i < blocks.size(); i++) {
            for (Operation op : blocks.get(i)) {
                copies.get(i).append(op.clone(mapping));
            }
            target.append(copies.get(i));
        }
    }

    /** Whether this region is {@code other} or nested inside one of its operations' regions. */
    public boolean isProperAncestorOrSelf(Region other) {
        for (Region r = other; r != null; ) {
            if (r == this) {
                return true;
            }
            Operation op = r.parent;
            Block b = op == null ? null : op.block();
            r = b == null ? null : b.parent();
        }
        return false;
    }
}

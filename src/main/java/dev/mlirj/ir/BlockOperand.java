package dev.mlirj.ir;

/**
 * Successor number {@link #index()} of the terminator {@link #owner()}: one use of a {@link Block} as a branch
 * target, linked into the block's predecessor list.
 */
public final class BlockOperand {
    private final Operation owner;
    final int index;
    private Block block;
    BlockOperand prevUse;
    BlockOperand nextUse;

    BlockOperand(Operation owner, int index, Block block) {
        this.owner = owner;
        this.index = index;
        link(java.util.Objects.requireNonNull(block, "successor"));
    }

    /** The terminator this successor belongs to. */
    public Operation owner() {
        return owner;
    }

    /** The successor's position among its terminator's successors. */
    public int index() {
        return index;
    }

    /** The target block. */
    public Block get() {
        return block;
    }

    /** Makes this successor branch to {@code newBlock}. */
    public void set(Block newBlock) {
        java.util.Objects.requireNonNull(newBlock, "successor");
        if (newBlock != block) {
            unlink();
            link(newBlock);
        }
    }

    private void link(Block b) {
        block = b;
        nextUse = b.firstUse;
        prevUse = null;
        if (b.firstUse != null) {
            b.firstUse.prevUse = this;
        }
        b.firstUse = this;
    }

    void unlink() {
        if (prevUse != null) {
            prevUse.nextUse = nextUse;
        } else {
            block.firstUse = nextUse;
        }
        if (nextUse != null) {
            nextUse.prevUse = prevUse;
        }
        prevUse = null;
        nextUse = null;
    }
}

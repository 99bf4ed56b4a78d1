package dev.mlirj.ir;

/**
 * Operand number {@link #index()} of {@link #owner()}: one use of a {@link Value}. Operands are linked into
 * their value's use list; {@link #set} moves the use to another value.
 */
public final class OpOperand {
    private final Operation owner;
    int index;
    private Value value;
    OpOperand prevUse;
    OpOperand nextUse;

    OpOperand(Operation owner, int index, Value value) {
        this.owner = owner;
        this.index = index;
        link(java.util.Objects.requireNonNull(value, "operand value"));
    }

    /** The operation this operand belongs to. */
    public Operation owner() {
        return owner;
    }

    /** The operand's position among its operation's operands. */
    public int index() {
        return index;
    }

    /** The value used. */
    public Value get() {
        return value;
    }

    /** Makes this operand use {@code newValue}. */
    public void set(Value newValue) {
        java.util.Objects.requireNonNull(newValue, "operand value");
        if (newValue != value) {
            unlink();
            link(newValue);
        }
    }

    private void link(Value v) {
        value = v;
        nextUse = v.firstUse;
        prevUse = null;
        if (v.firstUse != null) {
            v.firstUse.prevUse = this;
        }
        v.firstUse = this;
    }

    void unlink() {
        if (prevUse != null) {
            prevUse.nextUse = nextUse;
        } else {
            value.firstUse = nextUse;
        }
        if (nextUse != null) {
            nextUse.prevUse = prevUse;
        }
        prevUse = null;
        nextUse = null;
    }
}

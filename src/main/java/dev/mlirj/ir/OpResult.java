package dev.mlirj.ir;

/** A value an operation defines: result number {@link #index()} of {@link #owner()}. */
public final class OpResult extends Value {
    private final Operation owner;
    private final int index;

    OpResult(Operation owner, int index, Type type) {
        super(type);
        this.owner = owner;
        this.index = index;
    }

    /** The operation that defines this result. */
    public Operation owner() {
        return owner;
    }

    /** The result's position among its operation's results. */
    public int index() {
        return index;
    }

    @Override
    public Block parentBlock() {
        return owner.block();
    }

    @Override
    public Location location() {
        return owner.location();
    }

    @Override
    public String toString() {
        return "result #" + index + " of " + owner.name() + " : " + type();
    }
}

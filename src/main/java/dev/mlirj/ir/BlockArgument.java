package dev.mlirj.ir;

/** A value a block receives: argument number {@link #index()} of {@link #owner()}. */
public final class BlockArgument extends Value {
    private final Block owner;
    int index;
    private Location location;

    BlockArgument(Block owner, int index, Type type, Location location) {
        super(type);
        this.owner = owner;
        this.index = index;
        this.location = location;
    }

    /** The block this argument belongs to. */
    public Block owner() {
        return owner;
    }

    /** The argument's position in its block. */
    public int index() {
        return index;
    }

    @Override
    public Block parentBlock() {
        return owner;
    }

    @Override
    public Location location() {
        return location;
    }

    /** Changes the argument's location. */
    public void setLocation(Location location) {
        this.location = java.util.Objects.requireNonNull(location);
    }

    @Override
    public String toString() {
        return "block argument #" + index + " : " + type();
    }
}

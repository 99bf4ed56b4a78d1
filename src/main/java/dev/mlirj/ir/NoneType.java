package dev.mlirj.ir;

/** {@code none}: the unit type. */
public record NoneType() implements BuiltinType {
    /** The none type. */
    public static final NoneType INSTANCE = new NoneType();

    @Override
    public String toString() {
        return "none";
    }
}

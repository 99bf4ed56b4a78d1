package dev.mlirj.ir;

/** {@code index}: a target-width integer for sizes and subscripts (64 bits on mlirj's hosts after lowering). */
public record IndexType() implements BuiltinType {
    /** The index type. */
    public static final IndexType INSTANCE = new IndexType();

    @Override
    public String toString() {
        return "index";
    }
}

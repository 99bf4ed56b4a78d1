package dev.mlirj.ir;

/** {@code unit}: an attribute whose presence is the information (a flag). */
public record UnitAttr() implements BuiltinAttribute {
    /** The unit attribute. */
    public static final UnitAttr INSTANCE = new UnitAttr();
}

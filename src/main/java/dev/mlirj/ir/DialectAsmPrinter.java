package dev.mlirj.ir;


/** What a dialect's type and attribute printing hooks write to: text, types and attributes. */
public interface DialectAsmPrinter {
    /** Appends {@code text} verbatim. */
    DialectAsmPrinter print(String text);

    /** Appends a type. */
    DialectAsmPrinter print(Type type);

    /** Appends an attribute (with its type where MLIR prints one). */
    DialectAsmPrinter print(Attribute attribute);
}

package dev.mlirj.ir;


/** What a dialect's type and attribute printing hooks write to: text, types and attributes. */
public interface DialectAsmPrinter {
    /** Appends {@code text} verbatim. */
    DialectAsmPrinter print(String text);

    /**
     * Appends {@code bytes} (a string as the IR holds it: one char per byte) quoted, with MLIR's escapes for
     * {@code "}, {@code \\} and every byte that is not printable ASCII, so that the parser's
     * {@code parseString} reads back the same bytes.
     */
    DialectAsmPrinter printString(String bytes);

    /** Appends a type. */
    DialectAsmPrinter print(Type type);

    /** Appends an attribute (with its type where MLIR prints one). */
    DialectAsmPrinter print(Attribute attribute);
}

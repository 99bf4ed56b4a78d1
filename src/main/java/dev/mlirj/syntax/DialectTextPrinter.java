package dev.mlirj.syntax;

import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.DialectAsmPrinter;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Type;

/** The {@link DialectAsmPrinter} writing into a {@link StringBuilder}. */
final class DialectTextPrinter implements DialectAsmPrinter {
    private final StringBuilder out;
    private final MlirContext context;

    DialectTextPrinter(StringBuilder out, MlirContext context) {
        this.out = out;
        this.context = context;
    }

    @Override
    public DialectAsmPrinter print(String text) {
        out.append(text);
        return this;
    }

    @Override
    public DialectAsmPrinter printString(String bytes) {
        AttributePrinter.escaped(out, bytes);
        return this;
    }

    @Override
    public DialectAsmPrinter print(Type type) {
        TypePrinter.print(out, type, context);
        return this;
    }

    @Override
    public DialectAsmPrinter print(Attribute attribute) {
        AttributePrinter.print(out, attribute, false, context);
        return this;
    }
}

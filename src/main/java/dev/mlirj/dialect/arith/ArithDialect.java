package dev.mlirj.dialect.arith;

import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.Builder;
import dev.mlirj.ir.Dialect;
import dev.mlirj.ir.DialectAsmParser;
import dev.mlirj.ir.DialectAsmPrinter;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.OpResult;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Type;

/**
 * The arith dialect of MLIR 19: integer and floating-point arithmetic, comparisons, casts, {@code select} and
 * {@code constant}, element-wise on scalars, vectors and tensors. Its attributes are {@code #arith.fastmath<...>}
 * ({@link FastMathFlagsAttr}) and {@code #arith.overflow<...>} ({@link IntegerOverflowFlagsAttr}); comparison
 * predicates and rounding modes are plain integer attributes. Operations: {@link BinaryOps}, {@link NegFOp},
 * {@link ExtendedOps}, {@link CastOps}, {@link CmpOps}, {@link SelectOp}, {@link ConstantOp}.
 */
public final class ArithDialect extends Dialect {
    /** The namespace. */
    public static final String NAMESPACE = "arith";

    /** The dialect with its operations registered. */
    public ArithDialect() {
        super(NAMESPACE);
        register(ArithFolders.withFolder(ConstantOp.definition()));
        BinaryOps.ROWS.forEach(row -> register(ArithFolders.withFolder(row.definition())));
        register(NegFOp.definition());
        ExtendedOps.definitions().forEach(this::register);
        CastOps.ROWS.forEach(row -> register(ArithFolders.withFolder(row.definition())));
        register(ArithFolders.withFolder(CmpOps.CMPI_ROW.definition()));
        register(CmpOps.CMPF_ROW.definition());
        register(SelectOp.definition());
    }

    /** An {@code arith.constant}, when {@code value} is a typed attribute of {@code type}. */
    @Override
    public Operation materializeConstant(Builder b, Attribute value, Type type,
                                         Location location) {
        if (!type.equals(ConstantOp.typeOf(value))) {
            return null;
        }
        return ((OpResult) Arith.constant(b, location, value)).owner();
    }

    @Override
    public Attribute parseAttribute(DialectAsmParser parser, Type type) {
        Location at = parser.location();
        String mnemonic = parser.parseOptionalKeyword();
        if (FastMathFlagsAttr.MNEMONIC.equals(mnemonic)) {
            return ArithSyntax.parseFastMathBody(parser);
        }
        if (IntegerOverflowFlagsAttr.MNEMONIC.equals(mnemonic)) {
            return ArithSyntax.parseOverflowBody(parser);
        }
        parser.emitError(at, mnemonic == null ? "expected attribute mnemonic in dialect `arith`"
                : "unknown attribute `" + mnemonic + "` in dialect `arith`");
        return null;
    }

    @Override
    public void printAttribute(Attribute attribute, DialectAsmPrinter printer) {
        switch (attribute) {
            case FastMathFlagsAttr f -> printer.print(FastMathFlagsAttr.MNEMONIC + "<" + f.keywords() + ">");
            case IntegerOverflowFlagsAttr o -> printer.print(IntegerOverflowFlagsAttr.MNEMONIC + "<" + o.keywords()
                    + ">");
            default -> super.printAttribute(attribute, printer);
        }
    }
}

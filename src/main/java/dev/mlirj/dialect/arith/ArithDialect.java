package dev.mlirj.dialect.arith;

import dev.mlirj.dialect.OpChecks;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.Builder;
import dev.mlirj.ir.Dialect;
import dev.mlirj.ir.DialectAsmParser;
import dev.mlirj.ir.DialectAsmPrinter;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpResult;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Type;
import java.math.BigInteger;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Predicate;

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
        add(ArithFolders.withFolder(ConstantOp.definition()));
        BinaryOps.ROWS.forEach(row -> add(ArithFolders.withFolder(row.definition())));
        add(NegFOp.definition());
        ExtendedOps.definitions().forEach(this::add);
        CastOps.ROWS.forEach(row -> add(ArithFolders.withFolder(row.definition())));
        add(ArithFolders.withFolder(CmpOps.CMPI_ROW.definition()));
        add(CmpOps.CMPF_ROW.definition());
        add(SelectOp.definition());
    }

    /**
     * Registers {@code definition} with the storage classes of its properties (MLIR's property conversion): the
     * fastmath and overflow flags are their attributes, a rounding mode or comparison predicate an integer of the
     * enumeration's width whose value is one of its cases.
     */
    private void add(OpDefinition definition) {
        Map<String, Predicate<Attribute>> storage = new HashMap<>();
        storage.put(ArithSyntax.FASTMATH_ATTR, FastMathFlagsAttr.class::isInstance);
        storage.put(ArithSyntax.OVERFLOW_FLAGS, IntegerOverflowFlagsAttr.class::isInstance);
        storage.put(CastOps.ROUNDING_MODE, a -> isCase(a, 32, RoundingMode.values().length));
        if (definition.name().equals(CmpOps.CMPI) || definition.name().equals(CmpOps.CMPF)) {
            int cases = definition.name().equals(CmpOps.CMPI) ? CmpIPredicate.values().length
                    : CmpFPredicate.values().length;
            storage.put(CmpOps.PREDICATE, a -> isCase(a, 64, cases));
        }
        storage.keySet().retainAll(definition.inherentAttrs());
        register(definition.withPropertyStorage(storage));
    }

    private static boolean isCase(Attribute a, int width, int cases) {
        return OpChecks.isIntegerAttr(a, width) && ((IntegerAttr) a).value().signum() >= 0
                && ((IntegerAttr) a).value().compareTo(BigInteger.valueOf(cases)) < 0;
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

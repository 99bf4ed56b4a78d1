package dev.mlirj.dialect.vector;

import dev.mlirj.dialect.arith.FastMathFlagsAttr;
import dev.mlirj.dialect.arith.FastMathSyntax;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.Dialect;
import dev.mlirj.ir.DialectAsmParser;
import dev.mlirj.ir.DialectAsmPrinter;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Type;
import java.util.Map;

/**
 * The core of MLIR 19's vector dialect: building and taking apart vectors ({@code broadcast}, {@code splat},
 * {@code extract}, {@code insert}, {@code extractelement}, {@code insertelement}, {@code shuffle}), memory access
 * ({@code load}, {@code store}, {@code maskedload}, {@code maskedstore}, {@code transfer_read},
 * {@code transfer_write}, {@code type_cast}), arithmetic ({@code fma}, {@code reduction}), masks
 * ({@code constant_mask}, {@code create_mask}), casts ({@code bitcast}, {@code shape_cast}) and {@code print}; with
 * the attributes {@code #vector.kind<...>} ({@link CombiningKindAttr}) and {@code #vector.punctuation<...>}
 * ({@link PrintPunctuationAttr}). Builders: {@link Vector}.
 */
public final class VectorDialect extends Dialect {
    /** The namespace. */
    public static final String NAMESPACE = "vector";

    /** The dialect with its operations registered. */
    public VectorDialect() {
        super(NAMESPACE);
        register(VectorFolders.withFolder(BroadcastOp.definition()));
        register(SplatOp.definition());
        register(VectorFolders.withFolder(ExtractInsertOps.extract()));
        register(ExtractInsertOps.insert());
        register(ElementOps.extractElement());
        register(ElementOps.insertElement());
        register(ShuffleOp.definition());
        register(LoadStoreOps.load());
        register(LoadStoreOps.store());
        register(LoadStoreOps.maskedLoad());
        register(LoadStoreOps.maskedStore());
        register(FmaOp.definition());
        register(ReductionOp.definition().withPropertyStorage(Map.of(FastMathSyntax.ATTR,
                FastMathFlagsAttr.class::isInstance, ReductionOp.KIND, CombiningKindAttr.class::isInstance)));
        register(TransferOps.read());
        register(TransferOps.write());
        register(PrintOp.definition());
        register(MaskOps.constantMask());
        register(MaskOps.createMask());
        register(CastOps.bitcast());
        register(CastOps.shapeCast());
        register(CastOps.typeCast());
    }

    @Override
    public Attribute parseAttribute(DialectAsmParser parser, Type type) {
        Location at = parser.location();
        String mnemonic = parser.parseOptionalKeyword();
        if (CombiningKindAttr.MNEMONIC.equals(mnemonic)) {
            CombiningKind k = VectorSyntax.parseEnum(parser, CombiningKind.KEYWORDS, CombiningKind::fromKeyword,
                    "CombiningKind");
            return k == null ? null : new CombiningKindAttr(k);
        }
        if (PrintPunctuationAttr.MNEMONIC.equals(mnemonic)) {
            PrintPunctuation p = VectorSyntax.parseEnum(parser, PrintPunctuation.KEYWORDS,
                    PrintPunctuation::fromKeyword, "PrintPunctuation");
            return p == null ? null : new PrintPunctuationAttr(p);
        }
        parser.emitError(at, mnemonic == null ? "expected attribute mnemonic in dialect `vector`"
                : "unknown attribute `" + mnemonic + "` in dialect `vector`");
        return null;
    }

    @Override
    public void printAttribute(Attribute attribute, DialectAsmPrinter printer) {
        switch (attribute) {
            case CombiningKindAttr k -> printer.print(CombiningKindAttr.MNEMONIC + "<" + k.kind().keyword() + ">");
            case PrintPunctuationAttr p -> printer.print(PrintPunctuationAttr.MNEMONIC + "<"
                    + p.punctuation().keyword() + ">");
            default -> super.printAttribute(attribute, printer);
        }
    }
}

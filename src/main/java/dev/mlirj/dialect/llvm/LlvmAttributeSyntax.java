package dev.mlirj.dialect.llvm;

import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.DialectAsmParser;
import dev.mlirj.ir.DialectAsmPrinter;
import dev.mlirj.ir.Location;
import java.util.function.Function;

/**
 * The textual form of LLVM dialect attributes: {@code #llvm.mnemonic<...>} with
 * <pre>
 * linkage | cconv | tailcallkind | framePointerKind   '&lt;' keyword '&gt;'
 * fastmath | overflow                                  '&lt;' keyword (',' keyword)* '&gt;'
 * memory_effects      '&lt;' 'other' '=' modref ',' 'argMem' '=' modref ',' 'inaccessibleMem' '=' modref '&gt;'
 * </pre>
 * Any other mnemonic is an error at the mnemonic, as in mlir-opt.
 */
final class LlvmAttributeSyntax {
    private LlvmAttributeSyntax() {
    }

    /** Parses what follows {@code #llvm.}; null after reporting an error. */
    static Attribute parse(DialectAsmParser parser) {
        Location at = parser.location();
        String mnemonic = parser.parseKeyword();
        if (mnemonic == null) {
            return null;
        }
        return switch (mnemonic) {
            case "linkage" -> {
                Linkage k = keywordIn(parser, "invalid LLVM linkage types specification: ", Linkage::fromKeyword);
                yield k == null ? null : new LinkageAttr(k);
            }
            case "cconv" -> {
                CConv k = keywordIn(parser, "invalid Calling Conventions specification: ", CConv::fromKeyword);
                yield k == null ? null : new CConvAttr(k);
            }
            case "tailcallkind" -> {
                TailCallKind k = keywordIn(parser, "invalid Tail Call Kind specification: ",
                        TailCallKind::fromKeyword);
                yield k == null ? null : new TailCallKindAttr(k);
            }
            case "framePointerKind" -> {
                FramePointerKind k = keywordIn(parser, "invalid LLVM FramePointerKind specification: ",
                        FramePointerKind::fromKeyword);
                yield k == null ? null : new FramePointerKindAttr(k);
            }
            case "fastmath" -> {
                int bits = flags(parser, "FastmathFlags", "none, nnan, ninf, nsz, arcp, contract, afn, reassoc, fast",
                        true);
                yield bits < 0 ? null : new FastmathFlagsAttr(bits);
            }
            case "overflow" -> {
                int bits = flags(parser, "IntegerOverflowFlags", "none, nsw, nuw", false);
                yield bits < 0 ? null : new IntegerOverflowFlagsAttr(bits);
            }
            case "memory_effects" -> memoryEffects(parser);
            default -> {
                parser.emitError(at, "unknown attribute `" + mnemonic + "` in dialect `llvm`");
                yield null;
            }
        };
    }

    /**
     * {@code <keyword>} (or a quoted string, MLIR's {@code parseKeywordOrString}): the case of an enum
     * {@code byKeyword} finds; null after reporting {@code message} and the word when it finds none.
     */
    private static <E> E keywordIn(DialectAsmParser parser, String message, Function<String, E> byKeyword) {
        if (!parser.parseLess()) {
            return null;
        }
        Location at = parser.location();
        String k = parser.parseOptionalString();
        if (k == null) {
            k = parser.parseKeyword();
        }
        if (k == null) {
            return null;
        }
        E known = byKeyword.apply(k);
        if (known == null) {
            parser.emitError(at, message + k);
            return null;
        }
        return parser.parseGreater() ? known : null;
    }

    /** {@code <flag, flag, ...>} as a bit set; -1 after an error. */
    private static int flags(DialectAsmParser parser, String enumName, String allowed, boolean fastmath) {
        if (!parser.parseLess()) {
            return -1;
        }
        int bits = 0;
        do {
            Location at = parser.location();
            String k = parser.parseKeyword();
            if (k == null) {
                return -1;
            }
            int b = fastmath ? FastmathFlagsAttr.bitsOf(k) : IntegerOverflowFlagsAttr.bitsOf(k);
            if (b < 0) {
                parser.emitError(at, "expected ::mlir::LLVM::" + enumName + " to be one of: " + allowed);
                return -1;
            }
            bits |= b;
        } while (parser.parseOptionalComma());
        return parser.parseGreater() ? bits : -1;
    }

    private static Attribute memoryEffects(DialectAsmParser parser) {
        if (!parser.parseLess()) {
            return null;
        }
        String[] values = new String[3];
        String[] names = {"other", "argMem", "inaccessibleMem"};
        for (int i = 0; i < 3; i++) {
            if (i > 0 && !parser.parseComma()) {
                return null;
            }
            if (!parser.parseKeyword(names[i]) || !parser.parseEqual()) {
                return null;
            }
            Location at = parser.location();
            String k = parser.parseKeyword();
            if (k == null) {
                return null;
            }
            if (!MemoryEffectsAttr.MOD_REF.contains(k)) {
                parser.emitError(at, "invalid LLVM ModRefInfo specification: " + k);
                return null;
            }
            values[i] = k;
        }
        return parser.parseGreater() ? new MemoryEffectsAttr(values[0], values[1], values[2]) : null;
    }

    /** Prints what follows {@code #llvm.}. */
    static void print(LlvmDialectAttribute attribute, DialectAsmPrinter printer) {
        printer.print(attribute.mnemonic()).print("<");
        switch (attribute) {
            case LinkageAttr a -> printer.print(a.linkage().keyword());
            case CConvAttr a -> printer.print(keywordOrString(a.cconv().keyword()));
            case TailCallKindAttr a -> printer.print(keywordOrString(a.kind().keyword()));
            case FramePointerKindAttr a -> printer.print(keywordOrString(a.kind().keyword()));
            case FastmathFlagsAttr a -> printer.print(String.join(", ", a.keywords()));
            case IntegerOverflowFlagsAttr a -> printer.print(String.join(", ", a.keywords()));
            case MemoryEffectsAttr a -> printer.print("other = " + a.other() + ", argMem = " + a.argMem()
                    + ", inaccessibleMem = " + a.inaccessibleMem());
        }
        printer.print(">");
    }

    /** {@code word} bare when it is a valid keyword, quoted otherwise ({@code "non-leaf"}), as MLIR prints enums. */
    private static String keywordOrString(String word) {
        return word.matches("[A-Za-z_][A-Za-z0-9_$.]*") ? word : "\"" + word + "\"";
    }
}

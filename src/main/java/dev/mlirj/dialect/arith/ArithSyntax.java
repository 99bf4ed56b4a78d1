package dev.mlirj.dialect.arith;

import dev.mlirj.dialect.OpChecks;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.DialectAsmParser;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import java.util.List;

/**
 * Pieces of the arith operations' custom forms: the optional {@code overflow<...>} and {@code fastmath<...>}
 * groups and enum cases. Errors reported through the op parser get MLIR's {@code custom op 'arith.addi'} prefix
 * from it.
 */
final class ArithSyntax {
    private ArithSyntax() {
    }

    /** The inherent attribute holding integer overflow flags. */
    static final String OVERFLOW_FLAGS = "overflowFlags";
    /** The inherent attribute holding fast-math flags. */
    static final String FASTMATH_ATTR = "fastmath";

    /** Which optional flag group an operation's custom form has, and how absence is stored. */
    enum Flags {
        /** None. */
        NONE,
        /** {@code overflow<...>}, stored always ({@code none} when absent), printed when not {@code none}. */
        OVERFLOW,
        /** {@code fastmath<...>}, stored always ({@code none} when absent), printed when not {@code none}. */
        FASTMATH,
        /** {@code fastmath<...>}, stored and printed only when written. */
        OPTIONAL_FASTMATH;

        /** The inherent attributes the group stores into. */
        List<String> attributes() {
            return switch (this) {
                case NONE -> List.of();
                case OVERFLOW -> List.of(OVERFLOW_FLAGS);
                case FASTMATH, OPTIONAL_FASTMATH -> List.of(FASTMATH_ATTR);
            };
        }

        /** Checks the stored attribute's kind with MLIR's message. */
        boolean verify(OpChecks checks) {
            return switch (this) {
                case NONE -> true;
                case OVERFLOW -> checks.attr(OVERFLOW_FLAGS, false, IntegerOverflowFlagsAttr.class::isInstance,
                        "Integer overflow arith flags");
                case FASTMATH, OPTIONAL_FASTMATH -> checks.attr(FASTMATH_ATTR, false,
                        FastMathFlagsAttr.class::isInstance, "Floating point fast math flags");
            };
        }
    }

    /** The value of an enum attribute stored as an integer; -1 when {@code a} is no integer of at most 63 bits. */
    static long enumValue(Attribute a) {
        return a instanceof IntegerAttr i && i.value().bitLength() < 64 ? i.value().longValue() : -1;
    }

    /** Parses the keyword {@code keyword}, reporting {@code expected 'keyword'} as a custom-op error. */
    static boolean keyword(OpAsmParser parser, String keyword) {
        return parser.parseOptionalKeyword(keyword) || parser.emitError("expected '" + keyword + "'");
    }

    /** Parses the group {@code flags} if it is next, into {@code state}'s properties. */
    static boolean parseOptionalFlags(OpAsmParser parser, OperationState state, Flags flags) {
        switch (flags) {
            case NONE -> {
                return true;
            }
            case OVERFLOW -> {
                if (parser.parseOptionalKeyword(IntegerOverflowFlagsAttr.MNEMONIC)) {
                    IntegerOverflowFlagsAttr a = parseOverflowBody(parser);
                    if (a == null) {
                        return false;
                    }
                    state.properties.put(OVERFLOW_FLAGS, a);
                }
                return true;
            }
            default -> {
                if (parser.parseOptionalKeyword(FastMathFlagsAttr.MNEMONIC)) {
                    FastMathFlagsAttr a = parseFastMathBody(parser);
                    if (a == null) {
                        return false;
                    }
                    state.properties.put(FASTMATH_ATTR, a);
                }
                return true;
            }
        }
    }

    /** Stores the default of a default-valued flag group when neither the group nor the attribute dict set it. */
    static void addDefaultFlags(OperationState state, Flags flags) {
        switch (flags) {
            case OVERFLOW -> state.properties.putIfAbsent(OVERFLOW_FLAGS, IntegerOverflowFlagsAttr.NONE);
            case FASTMATH -> state.properties.putIfAbsent(FASTMATH_ATTR, FastMathFlagsAttr.NONE);
            default -> {
            }
        }
    }

    /** Prints {@code " overflow<...>"} or {@code " fastmath<...>"} when the group is to be shown. */
    static void printFlags(Operation op, OpAsmPrinter printer, Flags flags) {
        Attribute a = switch (flags) {
            case NONE -> null;
            case OVERFLOW -> op.properties().get(OVERFLOW_FLAGS);
            case FASTMATH, OPTIONAL_FASTMATH -> op.properties().get(FASTMATH_ATTR);
        };
        switch (a) {
            case IntegerOverflowFlagsAttr o when o.bits() != 0 ->
                    printer.print(" " + IntegerOverflowFlagsAttr.MNEMONIC + "<" + o.keywords() + ">");
            case FastMathFlagsAttr f when f.bits() != 0 || flags == Flags.OPTIONAL_FASTMATH ->
                    printer.print(" " + FastMathFlagsAttr.MNEMONIC + "<" + f.keywords() + ">");
            case null, default -> {
            }
        }
    }

    /**
     * Prints the discardable attributes, plus any inherent one the custom form could not show (one of the wrong
     * kind, left for the verifier to reject), so printing never drops an attribute.
     */
    static void printAttrDict(Operation op, OpAsmPrinter printer, List<String> shown) {
        boolean any = !op.attributes().isEmpty();
        if (!any) {
            for (java.util.Map.Entry<String, Attribute> e : op.properties().entrySet()) {
                if (!shown.contains(e.getKey()) || !printable(e.getKey(), e.getValue())) {
                    any = true;
                    break;
                }
            }
        }
        if (!any) {
            return; // the common case, without building the dictionary
        }
        java.util.Map<String, Attribute> all = new java.util.TreeMap<>(op.attributes());
        op.properties().forEach((name, value) -> {
            if (!shown.contains(name) || !printable(name, value)) {
                all.put(name, value);
            }
        });
        printer.printOptionalAttrDict(all, List.of());
    }

    private static boolean printable(String name, Attribute value) {
        return switch (name) {
            case OVERFLOW_FLAGS -> value instanceof IntegerOverflowFlagsAttr;
            case FASTMATH_ATTR -> value instanceof FastMathFlagsAttr;
            default -> true;
        };
    }

    /** Parses {@code <nnan,ninf>}; null after an error. */
    static FastMathFlagsAttr parseFastMathBody(DialectAsmParser parser) {
        Integer bits = BitEnums.parse(parser, FastMathFlagsAttr.KEYWORDS, FastMathFlagsAttr.VALUES,
                "::mlir::arith::FastMathFlags");
        return bits == null ? null : new FastMathFlagsAttr(bits);
    }

    /** Parses {@code <nsw, nuw>}; null after an error. */
    static IntegerOverflowFlagsAttr parseOverflowBody(DialectAsmParser parser) {
        Integer bits = BitEnums.parse(parser, IntegerOverflowFlagsAttr.KEYWORDS,
                IntegerOverflowFlagsAttr.VALUES, "::mlir::arith::IntegerOverflowFlags");
        return bits == null ? null : new IntegerOverflowFlagsAttr(bits);
    }

    /**
     * Parses an enum case written as a keyword among {@code keywords} or as a string: MLIR's
     * {@code parseOptionalKeywordOrString} restricted to the enum. Returns the case's index, -1 when nothing
     * matching is next (nothing consumed), -2 for an empty string (MLIR then leaves the attribute unset), or null
     * after reporting a string that names no case.
     */
    static Integer parseOptionalEnumCase(OpAsmParser parser, List<String> keywords, String attrName) {
        for (int i = 0; i < keywords.size(); i++) {
            if (parser.parseOptionalKeyword(keywords.get(i))) {
                return i;
            }
        }
        dev.mlirj.ir.Location at = parser.location();
        String s = parser.parseOptionalString();
        if (s == null) {
            return -1;
        }
        if (s.isEmpty()) {
            return -2;
        }
        int i = keywords.indexOf(s);
        if (i < 0) {
            parser.emitError(at, "invalid " + attrName + " attribute specification: \"" + s + "\"");
            return null;
        }
        return i;
    }
}

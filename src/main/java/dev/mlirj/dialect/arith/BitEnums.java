package dev.mlirj.dialect.arith;

import dev.mlirj.ir.DialectAsmParser;
import dev.mlirj.ir.Location;
import java.util.ArrayList;
import java.util.List;

/**
 * MLIR's bit-enum text: {@code kw (',' kw)*} between {@code <} and {@code >}, each keyword naming a case (a bit, a
 * combination, or {@code none}); the value is the union of the named cases.
 */
final class BitEnums {
    private BitEnums() {
    }

    /**
     * The text of {@code bits}: the first keyword (the zero case) when empty; else the combination case
     * {@code all} (when non-zero and fully set) followed by the remaining single bits, in declaration order.
     */
    static String stringify(int bits, List<String> keywords, int[] values, int all, String separator) {
        if (bits == 0) {
            return keywords.getFirst();
        }
        List<String> parts = new ArrayList<>();
        int left = bits;
        if (all != 0 && (left & all) == all) {
            parts.add(keywords.get(indexOf(values, all)));
            left &= ~all;
        }
        for (int i = 0; i < values.length; i++) {
            if (Integer.bitCount(values[i]) == 1 && (left & values[i]) != 0) {
                parts.add(keywords.get(i));
            }
        }
        return String.join(separator, parts);
    }

    private static int indexOf(int[] values, int v) {
        for (int i = 0; i < values.length; i++) {
            if (values[i] == v) {
                return i;
            }
        }
        throw new IllegalArgumentException("no case " + v);
    }

    /**
     * Parses {@code '<' kw (',' kw)* '>'}; null after an error. {@code cppName} completes MLIR's message for a
     * keyword that names no case. (Inside a custom form the op parser prefixes the messages with
     * {@code custom op 'name'}, as MLIR's does.)
     */
    static Integer parse(DialectAsmParser parser, List<String> keywords, int[] values, String cppName) {
        if (!parser.parseLess()) {
            return null;
        }
        Location first = parser.location();
        int bits = 0;
        do {
            String word = parser.parseOptionalKeyword();
            if (word == null) {
                parser.emitError("expected valid keyword");
                return null;
            }
            int i = keywords.indexOf(word);
            if (i < 0) {
                parser.emitError(first, "expected " + cppName + " to be one of: "
                        + String.join(", ", keywords));
                return null;
            }
            bits |= values[i];
        } while (parser.parseOptionalComma());
        return parser.parseGreater() ? bits : null;
    }
}

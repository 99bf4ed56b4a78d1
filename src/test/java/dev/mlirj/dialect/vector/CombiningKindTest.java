package dev.mlirj.dialect.vector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/** {@link CombiningKind} and {@link PrintPunctuation} have MLIR's keywords and case numbers. */
class CombiningKindTest {
    @Test
    void combiningKindsAreMlirs() {
        assertEquals("maxnumf", CombiningKind.MAXNUMF.keyword());
        assertEquals(7, CombiningKind.MAXNUMF.value());
        assertEquals(11, CombiningKind.MINIMUMF.value());
        assertEquals(12, CombiningKind.MAXIMUMF.value());
        for (CombiningKind kind : CombiningKind.values()) {
            assertEquals(kind, CombiningKind.fromKeyword(kind.keyword()));
        }
        assertNull(CombiningKind.fromKeyword("maxf"));
    }

    @Test
    void punctuationsAreMlirs() {
        assertEquals("no_punctuation", PrintPunctuation.NO_PUNCTUATION.keyword());
        assertEquals(4, PrintPunctuation.CLOSE.value());
        for (PrintPunctuation p : PrintPunctuation.values()) {
            assertEquals(p, PrintPunctuation.fromKeyword(p.keyword()));
        }
        assertNull(PrintPunctuation.fromKeyword("semicolon"));
    }
}

package dev.mlirj.dialect.memref;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/** {@link AtomicRmwKind} has MLIR's keywords and integer values, and finds a kind by either. */
class AtomicRmwKindTest {
    @Test
    void keywordsAndValuesAreMlirs() {
        assertEquals("addf", AtomicRmwKind.ADDF.keyword());
        assertEquals(0, AtomicRmwKind.ADDF.value());
        assertEquals("maximumf", AtomicRmwKind.MAXIMUMF.keyword());
        assertEquals(3, AtomicRmwKind.MAXIMUMF.value());
        assertEquals(14, AtomicRmwKind.MINNUMF.value());
    }

    @Test
    void findsAKindByKeywordOrValue() {
        for (AtomicRmwKind kind : AtomicRmwKind.values()) {
            assertEquals(kind, AtomicRmwKind.fromKeyword(kind.keyword()));
            assertEquals(kind, AtomicRmwKind.fromValue(kind.value()));
        }
        assertNull(AtomicRmwKind.fromKeyword("maxf"));
        assertNull(AtomicRmwKind.fromValue(15));
        assertNull(AtomicRmwKind.fromValue(-1));
    }
}

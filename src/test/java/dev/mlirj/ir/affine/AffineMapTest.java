package dev.mlirj.ir.affine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/** The queries, rewrites and evaluation later passes (lower-affine, compositions) rely on. */
class AffineMapTest {
    private static final AffineExpr D0 = AffineExpr.dim(0);
    private static final AffineExpr D1 = AffineExpr.dim(1);
    private static final AffineExpr S0 = AffineExpr.symbol(0);

    @Test
    void identityAndPermutations() {
        assertTrue(AffineMap.identity(3).isIdentity());
        assertEquals("(d0, d1) -> (d0, d1)", AffineMap.identity(2).toString());
        assertTrue(new AffineMap(1, 1, List.of(D0)).isIdentity(), "symbols do not matter, as in MLIR");
        assertFalse(new AffineMap(2, 0, List.of(D0)).isIdentity());
        AffineMap transpose = AffineMap.permutation(List.of(1, 0));
        assertEquals("(d0, d1) -> (d1, d0)", transpose.toString());
        assertTrue(transpose.isPermutation());
        assertFalse(transpose.isIdentity());
        assertFalse(new AffineMap(2, 0, List.of(D0, D0)).isPermutation());
        assertThrows(IllegalArgumentException.class, () -> AffineMap.permutation(List.of(0, 0)));
        assertTrue(AffineMap.constant(7).isSingleConstant());
        assertEquals(7, AffineMap.constant(7).singleConstantResult());
    }

    @Test
    void identifiersMustBeDeclared() {
        assertThrows(IllegalArgumentException.class, () -> new AffineMap(1, 0, List.of(D1)));
        assertThrows(IllegalArgumentException.class, () -> new AffineMap(1, 0, List.of(S0)));
        assertThrows(IllegalArgumentException.class, () -> new IntegerSet(1, 0, List.of(), List.of()));
    }

    @Test
    void composeSubstitutesTheInnerResultsAndAppendsTheInnerSymbols() {
        // (d0)[s0] -> (d0 + s0) after (d0, d1)[s0] -> (d0 * 2 + d1 + s0)
        AffineMap outer = new AffineMap(1, 1, List.of(D0.add(S0)));
        AffineMap inner = new AffineMap(2, 1, List.of(D0.mul(2).add(D1).add(S0)));
        AffineMap composed = outer.compose(inner);
        assertEquals("(d0, d1)[s0, s1] -> (d0 * 2 + d1 + s1 + s0)", composed.toString());
        long[] dims = {3, 4};
        long[] syms = {10, 100};
        long innerValue = inner.evaluate(dims, new long[] {100})[0];
        assertArrayEquals(outer.evaluate(new long[] {innerValue}, new long[] {10}), composed.evaluate(dims, syms));
        assertThrows(IllegalArgumentException.class, () -> outer.compose(AffineMap.identity(2)));
    }

    @Test
    void replacingIdentifiersResimplifies() {
        AffineExpr e = D0.mul(6).add(D1).floorDiv(4);
        assertEquals("(d0 * 6 + d1) floordiv 4", e.toString());
        // What mlir-opt 19 prints for affine_map<(d0, d1) -> ((d0 * 6 + d1 * 8) floordiv 4, (4 * 6 + d1) floordiv 4)>
        assertEquals("(d0 * 6) floordiv 4 + d1 * 2",
                e.replaceDimsAndSymbols(List.of(D0, D1.mul(8)), List.of()).toString());
        assertEquals("d1 floordiv 4 + 6",
                e.replaceDimsAndSymbols(List.of(AffineExpr.constant(4)), List.of()).toString());
        assertEquals(e, e.replaceDimsAndSymbols(List.of(), List.of()));
    }

    @Test
    void evaluationRoundsAsMlirDefinesDivisionAndRemainder() {
        AffineMap m = new AffineMap(1, 0, List.of(D0.floorDiv(4), D0.ceilDiv(4), D0.mod(4), D0.neg().add(3)));
        assertArrayEquals(new long[] {-2, -1, 1, 10}, m.evaluate(new long[] {-7}, new long[0]));
        assertArrayEquals(new long[] {1, 2, 3, -4}, m.evaluate(new long[] {7}, new long[0]));
        AffineMap bySymbol = new AffineMap(1, 1, List.of(D0.mod(S0)));
        assertNull(bySymbol.evaluate(new long[] {5}, new long[] {0}), "mod 0 is undefined");
        assertEquals(OptionalLong.empty(), D0.floorDiv(S0).evaluate(new long[] {5}, new long[] {0}));
        assertEquals(OptionalLong.of(-3), D0.floorDiv(S0).evaluate(new long[] {5}, new long[] {-2}));
    }

    @Test
    void integerSetMembership() {
        // 0 <= d0 <= s0 and d0 even
        IntegerSet set = new IntegerSet(1, 1, List.of(D0, S0.sub(D0), D0.mod(2)), List.of(false, false, true));
        assertEquals("(d0)[s0] : (d0 >= 0, -d0 + s0 >= 0, d0 mod 2 == 0)", set.toString());
        List<Long> members = new ArrayList<>();
        for (long i = -3; i <= 9; i++) {
            if (set.contains(new long[] {i}, new long[] {6})) {
                members.add(i);
            }
        }
        assertEquals(List.of(0L, 2L, 4L, 6L), members);
        assertEquals(1, set.numEqualities());
        assertEquals(2, set.numInequalities());
        assertTrue(IntegerSet.empty(1, 0).isEmptyIntegerSet());
        assertFalse(IntegerSet.empty(1, 0).contains(new long[] {0}, new long[0]));
    }

    @Test
    void walkVisitsOperandsBeforeTheirOperation() {
        List<String> seen = new ArrayList<>();
        D0.mul(2).add(S0).walk(e -> seen.add(e.toString()));
        assertEquals(List.of("d0", "2", "d0 * 2", "s0", "d0 * 2 + s0"), seen);
    }

    @Test
    void divisorsAndShapeQueries() {
        assertEquals(8, D0.mul(8).largestKnownDivisor());
        assertEquals(4, D0.mul(8).add(D1.mul(12)).largestKnownDivisor());
        assertTrue(D0.mul(6).isMultipleOf(3));
        assertFalse(D0.mul(6).add(1).isMultipleOf(3));
        assertTrue(S0.mul(3).isSymbolicOrConstant());
        assertFalse(D0.add(S0).isSymbolicOrConstant());
        assertTrue(D0.floorDiv(4).isPureAffine());
        assertFalse(D0.floorDiv(S0).isPureAffine());
        assertFalse(D0.mul(S0).isPureAffine());
        assertTrue(D0.add(D1.mul(S0)).isFunctionOfDim(1));
        assertFalse(D0.add(S0).isFunctionOfDim(1));
        assertTrue(D0.add(S0).isFunctionOfSymbol(0));
        assertThrows(IllegalArgumentException.class, () -> D0.mul(D1), "a product of dimensions is not affine");
    }
}

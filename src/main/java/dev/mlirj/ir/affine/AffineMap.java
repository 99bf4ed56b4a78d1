package dev.mlirj.ir.affine;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;

/**
 * {@code (d0, d1)[s0] -> (d0 + s0, d1 floordiv 2)}: a function from {@code numDims} dimensions and
 * {@code numSymbols} symbols to a list of affine expressions, MLIR's {@code AffineMap}. Immutable; every result
 * only refers to dimensions below {@code numDims} and symbols below {@code numSymbols}.
 *
 * @param numDims    the number of dimension identifiers
 * @param numSymbols the number of symbol identifiers
 * @param results    the result expressions (possibly none)
 */
public record AffineMap(int numDims, int numSymbols, List<AffineExpr> results) {
    /** Checks the counts and that every identifier of the results is declared. */
    public AffineMap {
        if (numDims < 0 || numSymbols < 0) {
            throw new IllegalArgumentException("negative identifier count");
        }
        results = List.copyOf(results);
        for (AffineExpr e : results) {
            checkIdentifiers(e, numDims, numSymbols);
        }
    }

    static void checkIdentifiers(AffineExpr expr, int numDims, int numSymbols) {
        expr.walk(e -> {
            if (e instanceof AffineDimExpr d && d.position() >= numDims
                    || e instanceof AffineSymbolExpr s && s.position() >= numSymbols) {
                throw new IllegalArgumentException(e + " is not declared among " + numDims + " dimensions and "
                        + numSymbols + " symbols");
            }
        });
    }

    /** {@code (d0, ..., dN-1) -> (d0, ..., dN-1)}: MLIR's {@code getMultiDimIdentityMap}. */
    public static AffineMap identity(int numDims) {
        List<AffineExpr> results = new ArrayList<>();
        for (int i = 0; i < numDims; i++) {
            results.add(AffineExpr.dim(i));
        }
        return new AffineMap(numDims, 0, results);
    }

    /** {@code () -> (value)}: MLIR's {@code getConstantMap}. */
    public static AffineMap constant(long value) {
        return new AffineMap(0, 0, List.of(AffineExpr.constant(value)));
    }

    /**
     * The map whose results are the dimensions in {@code permutation} order, e.g. {@code [1, 0]} gives
     * {@code (d0, d1) -> (d1, d0)}: MLIR's {@code getPermutationMap}.
     */
    public static AffineMap permutation(List<Integer> permutation) {
        List<AffineExpr> results = new ArrayList<>();
        for (int p : permutation) {
            results.add(AffineExpr.dim(p));
        }
        AffineMap map = new AffineMap(permutation.size(), 0, results);
        if (!map.isPermutation()) {
            throw new IllegalArgumentException(permutation + " is not a permutation");
        }
        return map;
    }

    /** The number of results. */
    public int numResults() {
        return results.size();
    }

    /** The number of dimensions and symbols together. */
    public int numInputs() {
        return numDims + numSymbols;
    }

    /** Result {@code i}. */
    public AffineExpr result(int i) {
        return results.get(i);
    }

    /** Whether the map has no results. */
    public boolean isEmpty() {
        return results.isEmpty();
    }

    /** Whether result {@code i} is {@code di} for every {@code i} and there are as many results as dimensions. */
    public boolean isIdentity() {
        if (numDims != results.size()) {
            return false;
        }
        for (int i = 0; i < numDims; i++) {
            if (!(results.get(i) instanceof AffineDimExpr d) || d.position() != i) {
                return false;
            }
        }
        return true;
    }

    /** Whether every result is a constant. */
    public boolean isConstant() {
        return results.stream().allMatch(e -> e instanceof AffineConstantExpr);
    }

    /** Whether the map has exactly one result and it is a constant. */
    public boolean isSingleConstant() {
        return results.size() == 1 && results.getFirst() instanceof AffineConstantExpr;
    }

    /** The constant of a {@link #isSingleConstant()} map. */
    public long singleConstantResult() {
        if (!isSingleConstant()) {
            throw new IllegalStateException(this + " is not a single constant");
        }
        return ((AffineConstantExpr) results.getFirst()).value();
    }

    /** Whether the results are the dimensions in some order, each once, without symbols. */
    public boolean isPermutation() {
        if (numSymbols != 0 || numDims != results.size()) {
            return false;
        }
        boolean[] seen = new boolean[numDims];
        for (AffineExpr e : results) {
            if (!(e instanceof AffineDimExpr d) || seen[d.position()]) {
                return false;
            }
            seen[d.position()] = true;
        }
        return true;
    }

    /**
     * This map with {@code dN} replaced by {@code dims.get(N)} and {@code sN} by {@code symbols.get(N)} in every
     * result, as a map with {@code newNumDims} dimensions and {@code newNumSymbols} symbols.
     */
    public AffineMap replaceDimsAndSymbols(List<AffineExpr> dims, List<AffineExpr> symbols, int newNumDims,
                                          int newNumSymbols) {
        List<AffineExpr> replaced = new ArrayList<>();
        for (AffineExpr e : results) {
            replaced.add(e.replaceDimsAndSymbols(dims, symbols));
        }
        return new AffineMap(newNumDims, newNumSymbols, replaced);
    }

    /**
     * {@code this ∘ inner}: the map applying {@code inner} first and this map to its results. {@code inner} must
     * have as many results as this map has dimensions; the composed map takes {@code inner}'s dimensions and this
     * map's symbols followed by {@code inner}'s, as MLIR's {@code AffineMap::compose}.
     */
    public AffineMap compose(AffineMap inner) {
        if (numDims != inner.numResults()) {
            throw new IllegalArgumentException("cannot compose " + this + " with " + inner
                    + ": " + numDims + " dimensions but " + inner.numResults() + " results");
        }
        int dims = inner.numDims();
        int symbols = numSymbols + inner.numSymbols();
        List<AffineExpr> newDims = new ArrayList<>();
        for (int i = 0; i < dims; i++) {
            newDims.add(AffineExpr.dim(i));
        }
        List<AffineExpr> newSymbols = new ArrayList<>();
        for (int i = numSymbols; i < symbols; i++) {
            newSymbols.add(AffineExpr.symbol(i));
        }
        AffineMap shifted = inner.replaceDimsAndSymbols(newDims, newSymbols, dims, symbols);
        List<AffineExpr> composed = new ArrayList<>();
        for (AffineExpr e : results) {
            composed.add(e.compose(shifted));
        }
        return new AffineMap(dims, symbols, composed);
    }

    /**
     * The results for constant dimension and symbol values (MLIR's {@code constantFold}), or null when one of
     * them is undefined (a division by zero or a {@code mod} by a non-positive value).
     */
    public long[] evaluate(long[] dims, long[] symbols) {
        if (dims.length != numDims || symbols.length != numSymbols) {
            throw new IllegalArgumentException("expected " + numDims + " dimension and " + numSymbols
                    + " symbol values");
        }
        long[] values = new long[results.size()];
        for (int i = 0; i < values.length; i++) {
            OptionalLong v = results.get(i).evaluate(dims, symbols);
            if (v.isEmpty()) {
                return null;
            }
            values[i] = v.getAsLong();
        }
        return values;
    }

    /** The map as MLIR prints it, e.g. {@code (d0)[s0] -> (d0 + s0)}. */
    @Override
    public String toString() {
        return dev.mlirj.ir.affine.AffinePrinter.toString(this);
    }
}

package dev.mlirj.ir.affine;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;

/**
 * {@code (d0)[s0] : (d0 - s0 >= 0, d0 mod 2 == 0)}: the integer points of {@code numDims} dimensions that satisfy
 * every constraint for given symbol values, MLIR's {@code IntegerSet}. Each constraint is an affine expression
 * that must be {@code == 0} (an equality) or {@code >= 0} (an inequality). Immutable; a set has at least one
 * constraint (the parser turns {@code ()} into {@code 0 == 0}).
 *
 * @param numDims     the number of dimension identifiers
 * @param numSymbols  the number of symbol identifiers
 * @param constraints the constraint expressions
 * @param equalities  for each constraint, whether it is an equality
 */
public record IntegerSet(int numDims, int numSymbols, List<AffineExpr> constraints, List<Boolean> equalities) {
    /** Checks the counts, that the lists match and that every identifier is declared. */
    public IntegerSet {
        if (numDims < 0 || numSymbols < 0) {
            throw new IllegalArgumentException("negative identifier count");
        }
        constraints = List.copyOf(constraints);
        equalities = List.copyOf(equalities);
        if (constraints.isEmpty() || constraints.size() != equalities.size()) {
            throw new IllegalArgumentException("an integer set needs one equality flag per constraint, and at "
                    + "least one constraint");
        }
        for (AffineExpr e : constraints) {
            AffineMap.checkIdentifiers(e, numDims, numSymbols);
        }
    }

    /** The canonical empty set {@code 1 == 0}, as MLIR's {@code getEmptySet}. */
    public static IntegerSet empty(int numDims, int numSymbols) {
        return new IntegerSet(numDims, numSymbols, List.of(AffineExpr.constant(1)), List.of(true));
    }

    /** The number of constraints. */
    public int numConstraints() {
        return constraints.size();
    }

    /** Constraint {@code i}'s expression. */
    public AffineExpr constraint(int i) {
        return constraints.get(i);
    }

    /** Whether constraint {@code i} is an equality ({@code == 0}) rather than an inequality ({@code >= 0}). */
    public boolean isEq(int i) {
        return equalities.get(i);
    }

    /** The number of equalities. */
    public int numEqualities() {
        return (int) equalities.stream().filter(b -> b).count();
    }

    /** The number of inequalities. */
    public int numInequalities() {
        return numConstraints() - numEqualities();
    }

    /** Whether this is the canonical empty set {@code 1 == 0} (MLIR's {@code isEmptyIntegerSet}). */
    public boolean isEmptyIntegerSet() {
        return equals(empty(numDims, numSymbols));
    }

    /** This set with dimensions and symbols replaced as {@link AffineExpr#replaceDimsAndSymbols}. */
    public IntegerSet replaceDimsAndSymbols(List<AffineExpr> dims, List<AffineExpr> symbols, int newNumDims,
                                           int newNumSymbols) {
        List<AffineExpr> replaced = new ArrayList<>();
        for (AffineExpr e : constraints) {
            replaced.add(e.replaceDimsAndSymbols(dims, symbols));
        }
        return new IntegerSet(newNumDims, newNumSymbols, replaced, equalities);
    }

    /**
     * Whether the point {@code dims} satisfies every constraint for the symbol values {@code symbols}; a
     * constraint whose value is undefined (a division by zero) is not satisfied.
     */
    public boolean contains(long[] dims, long[] symbols) {
        for (int i = 0; i < constraints.size(); i++) {
            OptionalLong v = constraints.get(i).evaluate(dims, symbols);
            if (v.isEmpty() || (isEq(i) ? v.getAsLong() != 0 : v.getAsLong() < 0)) {
                return false;
            }
        }
        return true;
    }

    /** The set as MLIR prints it, e.g. {@code (d0) : (d0 >= 0)}. */
    @Override
    public String toString() {
        return dev.mlirj.ir.affine.AffinePrinter.toString(this);
    }
}

package dev.mlirj.ir.affine;

/**
 * Prints affine expressions, maps and integer sets as MLIR's {@code printAffineExpr}, {@code printAffineMap} and
 * {@code printIntegerSet} do: {@code x + y * -1} reads {@code x - y}, {@code x + y * -c} reads
 * {@code x - y * c}, {@code x + -c} reads {@code x - c}, {@code x * -1} reads {@code -x}, and an operand that is
 * not {@code +} at the top is parenthesised whenever it is itself an operation.
 */
public final class AffinePrinter {
    private AffinePrinter() {
    }

    /** The text of {@code expr}, e.g. {@code d0 * 2 + s0}. */
    public static String toString(AffineExpr expr) {
        StringBuilder out = new StringBuilder();
        print(out, expr, false);
        return out.toString();
    }

    /** The text of {@code map}, e.g. {@code (d0)[s0] -> (d0 + s0)}, without {@code affine_map<>}. */
    public static String toString(AffineMap map) {
        StringBuilder out = new StringBuilder();
        print(out, map);
        return out.toString();
    }

    /** The text of {@code set}, e.g. {@code (d0) : (d0 >= 0)}, without {@code affine_set<>}. */
    public static String toString(IntegerSet set) {
        StringBuilder out = new StringBuilder();
        print(out, set);
        return out.toString();
    }

    /** Appends {@code map} as MLIR prints it inside {@code affine_map<...>}. */
    public static void print(StringBuilder out, AffineMap map) {
        identifiers(out, map.numDims(), map.numSymbols());
        out.append(" -> (");
        for (int i = 0; i < map.numResults(); i++) {
            if (i > 0) {
                out.append(", ");
            }
            print(out, map.result(i), false);
        }
        out.append(')');
    }

    /** Appends {@code set} as MLIR prints it inside {@code affine_set<...>}. */
    public static void print(StringBuilder out, IntegerSet set) {
        identifiers(out, set.numDims(), set.numSymbols());
        out.append(" : (");
        for (int i = 0; i < set.numConstraints(); i++) {
            if (i > 0) {
                out.append(", ");
            }
            print(out, set.constraint(i), false);
            out.append(set.isEq(i) ? " == 0" : " >= 0");
        }
        out.append(')');
    }

    /** {@code (d0, d1)[s0]}; the symbol list only when there are symbols. */
    private static void identifiers(StringBuilder out, int numDims, int numSymbols) {
        out.append('(');
        for (int i = 0; i < numDims; i++) {
            out.append(i == 0 ? "" : ", ").append('d').append(i);
        }
        out.append(')');
        if (numSymbols > 0) {
            out.append('[');
            for (int i = 0; i < numSymbols; i++) {
                out.append(i == 0 ? "" : ", ").append('s').append(i);
            }
            out.append(']');
        }
    }

    /**
     * Appends {@code expr}; {@code strong} when it is an operand of {@code *}, {@code mod} or a division, or the
     * subtracted operand of a sum, where an operation needs parentheses.
     */
    private static void print(StringBuilder out, AffineExpr expr, boolean strong) {
        print(new Output() {
            @Override
            public void text(String text) {
                out.append(text);
            }

            @Override
            public void identifier(boolean symbol, int position) {
                out.append(symbol ? 's' : 'd').append(position);
            }
        }, expr, strong);
    }

    /** As {@link #print(StringBuilder, AffineExpr, boolean)}, to {@code out}. */
    private static void print(Output out, AffineExpr expr, boolean strong) {
        AffineBinaryOpExpr bin;
        switch (expr) {
            case AffineDimExpr d -> {
                out.identifier(false, d.position());
                return;
            }
            case AffineSymbolExpr s -> {
                out.identifier(true, s.position());
                return;
            }
            case AffineConstantExpr c -> {
                out.text(Long.toString(c.value()));
                return;
            }
            case AffineBinaryOpExpr b -> bin = b;
        }
        if (strong) {
            out.text("(");
        }
        AffineExpr lhs = bin.lhs();
        AffineExpr rhs = bin.rhs();
        if (bin.kind() != AffineExprKind.ADD) {
            if (bin.kind() == AffineExprKind.MUL && rhs instanceof AffineConstantExpr c && c.value() == -1) {
                out.text("-");
                print(out, lhs, true);
            } else {
                print(out, lhs, true);
                out.text(bin.kind().spelling());
                print(out, rhs, true);
            }
        } else if (rhs instanceof AffineBinaryOpExpr r && r.kind() == AffineExprKind.MUL
                && r.rhs() instanceof AffineConstantExpr c && c.value() < 0) {
            print(out, lhs, false);
            out.text(" - ");
            if (c.value() == -1) {
                print(out, r.lhs(), r.lhs().kind() == AffineExprKind.ADD);
            } else {
                print(out, r.lhs(), true);
                // As in MLIR, negating the most negative value gives itself: "x - y * -9223372036854775808".
                out.text(" * " + -c.value());
            }
        } else if (rhs instanceof AffineConstantExpr c && c.value() < 0) {
            print(out, lhs, false);
            out.text(" - " + -c.value());
        } else {
            print(out, lhs, false);
            out.text(" + ");
            print(out, rhs, false);
        }
        if (strong) {
            out.text(")");
        }
    }

    /** Where {@link #print(Output, AffineExpr)} writes: plain text, and the identifiers, which the caller names. */
    public interface Output {
        /** Appends {@code text}. */
        void text(String text);

        /** Appends the name of dimension (or, when {@code symbol}, symbol) {@code position}. */
        void identifier(boolean symbol, int position);
    }

    /**
     * Prints {@code expr} to {@code out}, naming its identifiers through {@link Output#identifier} (MLIR's
     * {@code printAffineExpr} with a value-name printer, as the affine operations print their maps of SSA ids).
     */
    public static void print(Output out, AffineExpr expr) {
        print(out, expr, false);
    }
}

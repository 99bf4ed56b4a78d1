package dev.mlirj.conversion.affinetostandard;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.arith.BinaryOps;
import dev.mlirj.dialect.arith.CmpIPredicate;
import dev.mlirj.ir.Builder;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.affine.AffineBinaryOpExpr;
import dev.mlirj.ir.affine.AffineConstantExpr;
import dev.mlirj.ir.affine.AffineDimExpr;
import dev.mlirj.ir.affine.AffineExpr;
import dev.mlirj.ir.affine.AffineMap;
import dev.mlirj.ir.affine.AffineSymbolExpr;
import java.util.ArrayList;
import java.util.List;

/**
 * MLIR's {@code AffineApplyExpander} ({@code expandAffineExpr}, {@code expandAffineMap} of the affine dialect's
 * utilities): builds the arith operations on {@code index} that compute an affine expression, in exactly the order
 * and form MLIR 19 builds them, without folding: {@code +} and {@code *} become {@code addi} and {@code muli};
 * {@code mod} the remainder corrected to be non-negative ({@code remsi}, then {@code + rhs} when negative);
 * {@code floordiv} and {@code ceildiv} a {@code divsi} of an adjusted dividend, so that they round toward minus
 * and plus infinity. A division or {@code mod} by a constant that is not positive is refused: the expander reports
 * {@code "division by non-positive value is not supported"} (or the {@code modulo} one) through {@link #error()}
 * and returns null, leaving what it built so far for the caller's rewriter to undo.
 */
public final class AffineApplyExpander {
    private final Builder b;
    private final MlirContext context;
    private final Location location;
    private final List<Value> dims;
    private final List<Value> symbols;
    private String error;

    /** An expander building at {@code b}'s insertion point, with the values of the dimensions and symbols. */
    public AffineApplyExpander(Builder b, Location location, List<Value> dims,
                               List<Value> symbols) {
        MlirContext context = b.context();
        this.b = b;
        this.context = context;
        this.location = location;
        this.dims = List.copyOf(dims);
        this.symbols = List.copyOf(symbols);
    }

    /** Why the last expansion returned null, or null. */
    public String error() {
        return error;
    }

    /** MLIR's {@code expandAffineMap}: each result of {@code map} over {@code operands}; null on failure. */
    public static List<Value> expandMap(Builder b, Location location, AffineMap map,
                                        List<Value> operands, String[] error) {
        AffineApplyExpander expander = new AffineApplyExpander(b, location,
                operands.subList(0, map.numDims()), operands.subList(map.numDims(), operands.size()));
        List<Value> values = new ArrayList<>();
        for (AffineExpr e : map.results()) {
            Value v = expander.expand(e);
            if (v == null) {
                error[0] = expander.error();
                return null;
            }
            values.add(v);
        }
        return values;
    }

    private Value constant(long value) {
        return Arith.constant(b, location, IndexType.INSTANCE, value);
    }

    private Value op(String name, Value lhs, Value rhs) {
        return Arith.binary(b, location, name, lhs, rhs);
    }

    private Value cmp(CmpIPredicate predicate, Value lhs, Value rhs) {
        return Arith.cmpi(b, location, predicate, lhs, rhs);
    }

    private Value select(Value condition, Value t, Value f) {
        return Arith.select(b, location, condition, t, f);
    }

    /** The value of {@code expr}, or null (see the class comment). */
    public Value expand(AffineExpr expr) {
        return switch (expr) {
            case AffineDimExpr d -> dims.get(d.position());
            case AffineSymbolExpr s -> symbols.get(s.position());
            case AffineConstantExpr c -> constant(c.value());
            case AffineBinaryOpExpr bin -> binary(bin);
        };
    }

    private boolean nonPositiveConstant(AffineExpr rhs, String what) {
        if (rhs instanceof AffineConstantExpr c && c.value() <= 0) {
            error = what + " by non-positive value is not supported";
            return true;
        }
        return false;
    }

    /** The values of a division's (or mod's) two sides, or null when its divisor is a non-positive constant. */
    private Value[] divisionOperands(AffineBinaryOpExpr expr, String what) {
        if (nonPositiveConstant(expr.rhs(), what)) {
            return null;
        }
        Value lhs = expand(expr.lhs());
        Value rhs = lhs == null ? null : expand(expr.rhs());
        return rhs == null ? null : new Value[] {lhs, rhs};
    }

    private Value binary(AffineBinaryOpExpr expr) {
        switch (expr.kind()) {
            case ADD, MUL -> {
                Value lhs = expand(expr.lhs());
                Value rhs = lhs == null ? null : expand(expr.rhs());
                return rhs == null ? null : op(expr.kind() == dev.mlirj.ir.affine.AffineExprKind.ADD ? BinaryOps.ADDI
                        : BinaryOps.MULI, lhs, rhs);
            }
            case MOD -> {
                Value[] sides = divisionOperands(expr, "modulo");
                if (sides == null) {
                    return null;
                }
                Value lhs = sides[0];
                Value rhs = sides[1];
                Value remainder = op(BinaryOps.REMSI, lhs, rhs);
                Value zero = constant(0);
                Value negative = cmp(CmpIPredicate.SLT, remainder, zero);
                Value corrected = op(BinaryOps.ADDI, remainder, rhs);
                return select(negative, corrected, remainder);
            }
            case FLOOR_DIV -> {
                Value[] sides = divisionOperands(expr, "division");
                if (sides == null) {
                    return null;
                }
                Value lhs = sides[0];
                Value rhs = sides[1];
                Value zero = constant(0);
                Value minusOne = constant(-1);
                Value negative = cmp(CmpIPredicate.SLT, lhs, zero);
                Value negatedDecremented = op(BinaryOps.SUBI, minusOne, lhs);
                Value dividend = select(negative, negatedDecremented, lhs);
                Value quotient = op(BinaryOps.DIVSI, dividend, rhs);
                Value corrected = op(BinaryOps.SUBI, minusOne, quotient);
                return select(negative, corrected, quotient);
            }
            case CEIL_DIV -> {
                Value[] sides = divisionOperands(expr, "division");
                if (sides == null) {
                    return null;
                }
                Value lhs = sides[0];
                Value rhs = sides[1];
                Value zero = constant(0);
                Value one = constant(1);
                Value nonPositive = cmp(CmpIPredicate.SLE, lhs, zero);
                Value negated = op(BinaryOps.SUBI, zero, lhs);
                Value decremented = op(BinaryOps.SUBI, lhs, one);
                Value dividend = select(nonPositive, negated, decremented);
                Value quotient = op(BinaryOps.DIVSI, dividend, rhs);
                Value negatedQuotient = op(BinaryOps.SUBI, zero, quotient);
                Value incremented = op(BinaryOps.ADDI, quotient, one);
                return select(nonPositive, negatedQuotient, incremented);
            }
            default -> throw new IllegalStateException("not a binary affine expression: " + expr);
        }
    }
}

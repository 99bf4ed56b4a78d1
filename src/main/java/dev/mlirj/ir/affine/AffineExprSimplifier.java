package dev.mlirj.ir.affine;

import java.util.OptionalLong;

/**
 * The simplifications MLIR applies when an affine binary expression is built ({@code simplifyAdd},
 * {@code simplifyMul}, {@code simplifyFloorDiv}, {@code simplifyCeilDiv} and {@code simplifyMod} of
 * {@code AffineExpr.cpp}): each returns the simplified expression, or null when {@code lhs op rhs} is already in
 * canonical form and becomes a node as it is. As in MLIR 19, folding two constants checks for overflow (and
 * leaves the expression unfolded when it overflows), while the other folds of constants wrap around.
 */
final class AffineExprSimplifier {
    private AffineExprSimplifier() {
    }

    static AffineExpr add(AffineExpr lhs, AffineExpr rhs) {
        if (lhs instanceof AffineConstantExpr l && rhs instanceof AffineConstantExpr r) {
            // Folded only without overflow; otherwise the sum stays as written.
            try {
                return AffineExpr.constant(Math.addExact(l.value(), r.value()));
            } catch (ArithmeticException overflow) {
                return null;
            }
        }
        // Only the right side may be a constant; a symbolic side goes right of a non-symbolic one.
        if (lhs instanceof AffineConstantExpr || lhs.isSymbolicOrConstant() && !rhs.isSymbolicOrConstant()) {
            return rhs.add(lhs);
        }
        AffineConstantExpr rhsConst = rhs instanceof AffineConstantExpr c ? c : null;
        if (rhsConst != null && rhsConst.value() == 0) {
            return lhs;
        }
        AffineBinaryOpExpr lBin = lhs instanceof AffineBinaryOpExpr b ? b : null;
        // (d0 + 2) + 3 -> d0 + 5
        if (lBin != null && rhsConst != null && lBin.kind() == AffineExprKind.ADD
                && lBin.rhs() instanceof AffineConstantExpr lrhs) {
            return lBin.lhs().add(lrhs.value() + rhsConst.value());
        }
        // c1 * x + c2 * x -> (c1 + c2) * x, a bare x counting as 1 * x.
        long lhsFactor = 1;
        AffineExpr first = lhs;
        if (lBin != null && lBin.kind() == AffineExprKind.MUL && lBin.rhs() instanceof AffineConstantExpr c) {
            lhsFactor = c.value();
            first = lBin.lhs();
        }
        AffineBinaryOpExpr rBin = rhs instanceof AffineBinaryOpExpr b ? b : null;
        long rhsFactor = 1;
        AffineExpr second = rhs;
        if (rBin != null && rBin.kind() == AffineExprKind.MUL && rBin.rhs() instanceof AffineConstantExpr c) {
            rhsFactor = c.value();
            second = rBin.lhs();
        }
        if (first.equals(second)) {
            return first.mul(lhsFactor + rhsFactor);
        }
        // (d0 + 2) + d1 -> (d0 + d1) + 2
        if (lBin != null && lBin.kind() == AffineExprKind.ADD && lBin.rhs() instanceof AffineConstantExpr lrhs) {
            return lBin.lhs().add(rhs).add(lrhs);
        }
        // x + ((x floordiv q) * q) * -1 and x + (x floordiv c) * -c -> x mod q
        if (rBin == null) {
            return null;
        }
        AffineExpr lrhs = rBin.lhs();
        AffineExpr rrhs = rBin.rhs();
        if (rrhs instanceof AffineConstantExpr minusOne && minusOne.value() == -1
                && lrhs instanceof AffineBinaryOpExpr product && product.kind() == AffineExprKind.MUL) {
            if (!(product.lhs() instanceof AffineBinaryOpExpr quotient)
                    || quotient.kind() != AffineExprKind.FLOOR_DIV) {
                return null;
            }
            if (quotient.rhs().equals(product.rhs()) && lhs.equals(quotient.lhs())) {
                return lhs.mod(product.rhs());
            }
        }
        if (!(lrhs instanceof AffineBinaryOpExpr quotient) || quotient.kind() != AffineExprKind.FLOOR_DIV) {
            return null;
        }
        if (lhs.equals(quotient.lhs()) && quotient.rhs().equals(rrhs.neg())) {
            return lhs.mod(quotient.rhs());
        }
        return null;
    }

    static AffineExpr mul(AffineExpr lhs, AffineExpr rhs) {
        if (lhs instanceof AffineConstantExpr l && rhs instanceof AffineConstantExpr r) {
            // Folded only without overflow; otherwise the product stays as written.
            try {
                return AffineExpr.constant(Math.multiplyExact(l.value(), r.value()));
            } catch (ArithmeticException overflow) {
                return null;
            }
        }
        // The constant or symbolic side goes right.
        if (!rhs.isSymbolicOrConstant() || lhs instanceof AffineConstantExpr) {
            return rhs.mul(lhs);
        }
        AffineConstantExpr rhsConst = rhs instanceof AffineConstantExpr c ? c : null;
        if (rhsConst != null) {
            if (rhsConst.value() == 1) {
                return lhs;
            }
            if (rhsConst.value() == 0) {
                return rhsConst;
            }
        }
        if (lhs instanceof AffineBinaryOpExpr lBin && lBin.kind() == AffineExprKind.MUL
                && lBin.rhs() instanceof AffineConstantExpr lrhs) {
            // (d0 * 2) * 3 -> d0 * 6
            if (rhsConst != null) {
                return lBin.lhs().mul(lrhs.value() * rhsConst.value());
            }
            // (d0 * 2) * s0 -> (d0 * s0) * 2
            return lBin.lhs().mul(rhs).mul(lrhs);
        }
        return null;
    }

    static AffineExpr floorDiv(AffineExpr lhs, AffineExpr rhs) {
        // Division by zero or a negative constant is undefined and kept as written.
        if (!(rhs instanceof AffineConstantExpr rhsConst) || rhsConst.value() < 1) {
            return null;
        }
        long divisor = rhsConst.value();
        if (lhs instanceof AffineConstantExpr l) {
            return AffineExpr.constant(Math.floorDiv(l.value(), divisor));
        }
        if (divisor == 1) {
            return lhs;
        }
        if (lhs instanceof AffineBinaryOpExpr lBin) {
            // (x * 128) floordiv 64 -> x * 2
            if (lBin.kind() == AffineExprKind.MUL && lBin.rhs() instanceof AffineConstantExpr lrhs
                    && lrhs.value() % divisor == 0) {
                return lBin.lhs().mul(lrhs.value() / divisor);
            }
            // (x + y) floordiv c -> x floordiv c + y floordiv c when x or y is a multiple of c
            if (lBin.kind() == AffineExprKind.ADD && (lBin.lhs().largestKnownDivisor() % divisor == 0
                    || lBin.rhs().largestKnownDivisor() % divisor == 0)) {
                return lBin.lhs().floorDiv(divisor).add(lBin.rhs().floorDiv(divisor));
            }
        }
        return null;
    }

    static AffineExpr ceilDiv(AffineExpr lhs, AffineExpr rhs) {
        if (!(rhs instanceof AffineConstantExpr rhsConst) || rhsConst.value() < 1) {
            return null;
        }
        long divisor = rhsConst.value();
        if (lhs instanceof AffineConstantExpr l) {
            return AffineExpr.constant(Math.ceilDiv(l.value(), divisor));
        }
        if (divisor == 1) {
            return lhs;
        }
        // (x * 128) ceildiv 64 -> x * 2
        if (lhs instanceof AffineBinaryOpExpr lBin && lBin.kind() == AffineExprKind.MUL
                && lBin.rhs() instanceof AffineConstantExpr lrhs && lrhs.value() % divisor == 0) {
            return lBin.lhs().mul(lrhs.value() / divisor);
        }
        return null;
    }

    static AffineExpr mod(AffineExpr lhs, AffineExpr rhs) {
        // mod by zero or a negative constant is undefined and kept as written.
        if (!(rhs instanceof AffineConstantExpr rhsConst) || rhsConst.value() < 1) {
            return null;
        }
        long modulus = rhsConst.value();
        if (lhs instanceof AffineConstantExpr l) {
            return AffineExpr.constant(Math.floorMod(l.value(), modulus));
        }
        // A known multiple of the modulus: (i * 128) mod 64 -> 0
        if (lhs.largestKnownDivisor() % modulus == 0) {
            return AffineExpr.constant(0);
        }
        if (lhs instanceof AffineBinaryOpExpr lBin) {
            // (x + y) mod c -> y mod c when x is a multiple of c (and the other way round)
            if (lBin.kind() == AffineExprKind.ADD) {
                if (lBin.lhs().largestKnownDivisor() % modulus == 0) {
                    return lBin.rhs().mod(modulus);
                }
                if (lBin.rhs().largestKnownDivisor() % modulus == 0) {
                    return lBin.lhs().mod(modulus);
                }
            }
            // (e mod a) mod b -> e mod b when b divides a
            if (lBin.kind() == AffineExprKind.MOD && lBin.rhs() instanceof AffineConstantExpr inner
                    && inner.value() >= 1 && Math.floorMod(inner.value(), modulus) == 0) {
                return lBin.lhs().mod(modulus);
            }
        }
        return null;
    }

    /** {@code l kind r} on constants; empty for a division by zero or a {@code mod} by a non-positive value. */
    static OptionalLong fold(AffineExprKind kind, long l, long r) {
        return switch (kind) {
            case ADD -> OptionalLong.of(l + r);
            case MUL -> OptionalLong.of(l * r);
            case FLOOR_DIV -> r == 0 ? OptionalLong.empty() : OptionalLong.of(Math.floorDiv(l, r));
            case CEIL_DIV -> r == 0 ? OptionalLong.empty() : OptionalLong.of(Math.ceilDiv(l, r));
            case MOD -> r < 1 ? OptionalLong.empty() : OptionalLong.of(Math.floorMod(l, r));
            default -> throw new IllegalArgumentException(kind + " is not a binary operation");
        };
    }

    /** The greatest common divisor of the magnitudes, as {@code std::gcd} on unsigned values. */
    static long gcd(long a, long b) {
        a = Math.abs(a);
        b = Math.abs(b);
        while (b != 0) {
            long t = a % b;
            a = b;
            b = t;
        }
        return a;
    }
}

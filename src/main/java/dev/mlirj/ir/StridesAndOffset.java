package dev.mlirj.ir;

import dev.mlirj.ir.affine.AffineBinaryOpExpr;
import dev.mlirj.ir.affine.AffineConstantExpr;
import dev.mlirj.ir.affine.AffineDimExpr;
import dev.mlirj.ir.affine.AffineExpr;
import dev.mlirj.ir.affine.AffineMap;
import dev.mlirj.ir.affine.AffineSymbolExpr;
import java.util.ArrayList;
import java.util.List;

/**
 * The strides and offset of a memref's layout, in elements, as MLIR's {@code getStridesAndOffset} computes them:
 * {@link ShapedType#DYNAMIC} where only known at run time. The identity layout has the row-major strides of the
 * shape; a {@code strided<...>} layout says them; an affine map layout is strided when it has one result that is
 * a linear combination of the dimensions with constant or symbolic coefficients (a permutation, {@code mod} or
 * {@code floordiv} of a dimension is not).
 *
 * @param strides one stride per dimension
 * @param offset  the offset
 */
public record StridesAndOffset(List<Long> strides, long offset) {
    /** Copies the strides. */
    public StridesAndOffset {
        strides = List.copyOf(strides);
    }

    /** The layout of {@code type}, or null when it is not strided. */
    public static StridesAndOffset of(MemRefType type) {
        List<Long> shape = type.shape();
        return switch (type.layout()) {
            case null -> identity(shape);
            case StridedLayoutAttr s -> new StridesAndOffset(s.strides(), s.offset());
            case AffineMapAttr a -> fromMap(a.map(), shape);
            default -> null;
        };
    }

    private static StridesAndOffset identity(List<Long> shape) {
        Long[] strides = new Long[shape.size()];
        long running = 1;
        for (int i = shape.size() - 1; i >= 0; i--) {
            strides[i] = running;
            long d = shape.get(i);
            running = running == ShapedType.DYNAMIC || d == ShapedType.DYNAMIC ? ShapedType.DYNAMIC
                    : multiply(running, d);
        }
        return new StridesAndOffset(List.of(strides), 0);
    }

    private static StridesAndOffset fromMap(AffineMap map, List<Long> shape) {
        if (map.isIdentity()) {
            return identity(shape);
        }
        if (map.numResults() != 1) {
            return null;
        }
        Linear l = linear(map.result(0), map.numDims());
        if (l == null) {
            return null;
        }
        List<Long> strides = new ArrayList<>();
        for (long c : l.coefficients) {
            strides.add(c);
        }
        return new StridesAndOffset(strides, l.constant);
    }

    /** {@code sum(coefficients[i] * d_i) + constant}; entries may be DYNAMIC. */
    private record Linear(long[] coefficients, long constant, boolean hasDims) {
    }

    private static Linear linear(AffineExpr e, int numDims) {
        long[] zero = new long[numDims];
        return switch (e) {
            case AffineConstantExpr c -> new Linear(zero, c.value(), false);
            case AffineSymbolExpr s -> new Linear(zero, ShapedType.DYNAMIC, false);
            case AffineDimExpr d -> {
                zero[d.position()] = 1;
                yield new Linear(zero, 0, true);
            }
            case AffineBinaryOpExpr b -> {
                Linear lhs = linear(b.lhs(), numDims);
                Linear rhs = linear(b.rhs(), numDims);
                if (lhs == null || rhs == null) {
                    yield null;
                }
                yield switch (b.kind()) {
                    case ADD -> {
                        long[] c = new long[numDims];
                        for (int i = 0; i < numDims; i++) {
                            c[i] = add(lhs.coefficients[i], rhs.coefficients[i]);
                        }
                        yield new Linear(c, add(lhs.constant, rhs.constant), lhs.hasDims || rhs.hasDims);
                    }
                    case MUL -> {
                        if (lhs.hasDims && rhs.hasDims) {
                            yield null;
                        }
                        Linear scaled = lhs.hasDims ? lhs : rhs;
                        long factor = lhs.hasDims ? rhs.constant : lhs.constant;
                        long[] c = new long[numDims];
                        for (int i = 0; i < numDims; i++) {
                            c[i] = mul(scaled.coefficients[i], factor);
                        }
                        yield new Linear(c, mul(scaled.constant, factor), scaled.hasDims);
                    }
                    // mod, floordiv, ceildiv: of a dimension is not strided; of symbols/constants, an unknown offset.
                    default -> lhs.hasDims || rhs.hasDims ? null : new Linear(zero, ShapedType.DYNAMIC, false);
                };
            }
        };
    }

    private static long add(long a, long b) {
        if (a == ShapedType.DYNAMIC || b == ShapedType.DYNAMIC) {
            return ShapedType.DYNAMIC;
        }
        try {
            return Math.addExact(a, b);
        } catch (ArithmeticException e) {
            return ShapedType.DYNAMIC;
        }
    }

    private static long mul(long a, long b) {
        if (a == 0 || b == 0) {
            return 0;
        }
        if (a == ShapedType.DYNAMIC || b == ShapedType.DYNAMIC) {
            return ShapedType.DYNAMIC;
        }
        return multiply(a, b);
    }

    private static long multiply(long a, long b) {
        try {
            return Math.multiplyExact(a, b);
        } catch (ArithmeticException e) {
            return ShapedType.DYNAMIC;
        }
    }
}

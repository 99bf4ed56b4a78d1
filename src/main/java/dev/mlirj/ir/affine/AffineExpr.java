package dev.mlirj.ir.affine;

import java.util.List;
import java.util.OptionalLong;
import java.util.function.Consumer;

/**
 * An affine expression over dimension identifiers {@code d0, d1, ...}, symbol identifiers {@code s0, s1, ...} and
 * 64-bit integer constants, combined with {@code +}, {@code *}, {@code mod}, {@code floordiv} and
 * {@code ceildiv}: MLIR's {@code AffineExpr}. Immutable and compared structurally.
 *
 * <p>Expressions are built only through {@link #dim}, {@link #symbol}, {@link #constant} and the operations
 * below, which apply exactly the simplifications MLIR's {@code AffineExpr.cpp} applies on construction
 * (constant folding, constants and symbolic operands moved to the right, {@code x * 1}, {@code x floordiv 1},
 * {@code (d0 * 4) mod 2}, {@code c1 * x + c2 * x}, ...). Two expressions MLIR would unique to the same object
 * are therefore equal here, and print the same as mlir-opt 19 prints them.
 *
 * <p>Subtraction and negation are sugar, as in MLIR: {@code a - b} is {@code a + b * -1}.
 */
public sealed interface AffineExpr permits AffineDimExpr, AffineSymbolExpr, AffineConstantExpr, AffineBinaryOpExpr {

    /** The kind of this expression. */
    AffineExprKind kind();

    /** {@code dN}. */
    static AffineExpr dim(int position) {
        return new AffineDimExpr(position);
    }

    /** {@code sN}. */
    static AffineExpr symbol(int position) {
        return new AffineSymbolExpr(position);
    }

    /** The constant {@code value}. */
    static AffineExpr constant(long value) {
        return new AffineConstantExpr(value);
    }

    /**
     * {@code lhs kind rhs}, simplified as MLIR's {@code getAffineBinaryOpExpr}. For {@code *} at least one side,
     * and for the divisions and {@code mod} the right side, must be symbolic or constant (the parser reports
     * that before building).
     */
    static AffineExpr binary(AffineExprKind kind, AffineExpr lhs, AffineExpr rhs) {
        return switch (kind) {
            case ADD -> lhs.add(rhs);
            case MUL -> lhs.mul(rhs);
            case MOD -> lhs.mod(rhs);
            case FLOOR_DIV -> lhs.floorDiv(rhs);
            case CEIL_DIV -> lhs.ceilDiv(rhs);
            default -> throw new IllegalArgumentException(kind + " is not a binary operation");
        };
    }

    // ---- construction --------------------------------------------------------------------------------------

    /** {@code this + other}. */
    default AffineExpr add(AffineExpr other) {
        AffineExpr simplified = AffineExprSimplifier.add(this, other);
        return simplified != null ? simplified : new AffineBinaryOpExpr(AffineExprKind.ADD, this, other);
    }

    /** {@code this + value}. */
    default AffineExpr add(long value) {
        return add(constant(value));
    }

    /** {@code this * other}; one side must be symbolic or constant. */
    default AffineExpr mul(AffineExpr other) {
        if (!isSymbolicOrConstant() && !other.isSymbolicOrConstant()) {
            throw new IllegalArgumentException("non-affine product " + this + " * " + other);
        }
        AffineExpr simplified = AffineExprSimplifier.mul(this, other);
        return simplified != null ? simplified : new AffineBinaryOpExpr(AffineExprKind.MUL, this, other);
    }

    /** {@code this * value}. */
    default AffineExpr mul(long value) {
        return mul(constant(value));
    }

    /** {@code -this}, that is {@code this * -1}. */
    default AffineExpr neg() {
        return mul(-1);
    }

    /** {@code this - other}, that is {@code this + other * -1}. */
    default AffineExpr sub(AffineExpr other) {
        return add(other.neg());
    }

    /** {@code this - value}. */
    default AffineExpr sub(long value) {
        return add(-value);
    }

    /** {@code this floordiv other}. */
    default AffineExpr floorDiv(AffineExpr other) {
        AffineExpr simplified = AffineExprSimplifier.floorDiv(this, other);
        return simplified != null ? simplified : new AffineBinaryOpExpr(AffineExprKind.FLOOR_DIV, this, other);
    }

    /** {@code this floordiv value}. */
    default AffineExpr floorDiv(long value) {
        return floorDiv(constant(value));
    }

    /** {@code this ceildiv other}. */
    default AffineExpr ceilDiv(AffineExpr other) {
        AffineExpr simplified = AffineExprSimplifier.ceilDiv(this, other);
        return simplified != null ? simplified : new AffineBinaryOpExpr(AffineExprKind.CEIL_DIV, this, other);
    }

    /** {@code this ceildiv value}. */
    default AffineExpr ceilDiv(long value) {
        return ceilDiv(constant(value));
    }

    /** {@code this mod other}. */
    default AffineExpr mod(AffineExpr other) {
        AffineExpr simplified = AffineExprSimplifier.mod(this, other);
        return simplified != null ? simplified : new AffineBinaryOpExpr(AffineExprKind.MOD, this, other);
    }

    /** {@code this mod value}. */
    default AffineExpr mod(long value) {
        return mod(constant(value));
    }

    // ---- queries ---------------------------------------------------------------------------------------------

    // The four queries below take constant time: a binary operation computes them once from its operands' when it
    // is made (AffineBinaryOpExpr overrides them), so building a long sum term by term stays linear.

    /** Whether no dimension occurs in this expression (only symbols and constants). */
    default boolean isSymbolicOrConstant() {
        return !(this instanceof AffineDimExpr);
    }

    /** Whether this is pure affine: products, divisions and {@code mod} only by constants. */
    default boolean isPureAffine() {
        return true;
    }

    /** The greatest integer known to divide this expression for every value of its identifiers. */
    default long largestKnownDivisor() {
        return this instanceof AffineConstantExpr c ? Math.abs(c.value()) : 1;
    }

    /**
     * The height of this expression's tree: 1 for an identifier or a constant, one more than its deeper operand for
     * a binary operation. A sum of n terms is n levels deep; recursive work over an expression (printing,
     * rewriting, lowering) takes stack in proportion, which is why the parser counts it as nesting.
     */
    default int depth() {
        return 1;
    }

    /** Whether this expression is known to be a multiple of {@code factor}. */
    default boolean isMultipleOf(long factor) {
        return switch (this) {
            case AffineDimExpr d -> factor * factor == 1;
            case AffineSymbolExpr s -> factor * factor == 1;
            case AffineConstantExpr c -> c.value() % factor == 0;
            case AffineBinaryOpExpr b -> {
                long l = b.lhs().largestKnownDivisor();
                long r = b.rhs().largestKnownDivisor();
                if (b.kind() == AffineExprKind.MUL) {
                    yield l % factor == 0 || r % factor == 0 || (l * r) % factor == 0;
                }
                yield AffineExprSimplifier.gcd(l, r) % factor == 0;
            }
        };
    }

    /** Whether dimension {@code position} occurs in this expression. */
    default boolean isFunctionOfDim(int position) {
        return switch (this) {
            case AffineDimExpr d -> d.position() == position;
            case AffineBinaryOpExpr b -> b.lhs().isFunctionOfDim(position) || b.rhs().isFunctionOfDim(position);
            default -> false;
        };
    }

    /** Whether symbol {@code position} occurs in this expression. */
    default boolean isFunctionOfSymbol(int position) {
        return switch (this) {
            case AffineSymbolExpr s -> s.position() == position;
            case AffineBinaryOpExpr b -> b.lhs().isFunctionOfSymbol(position)
                    || b.rhs().isFunctionOfSymbol(position);
            default -> false;
        };
    }

    /** Visits every subexpression in post-order (operands before the operation, left before right). */
    default void walk(Consumer<AffineExpr> visitor) {
        if (this instanceof AffineBinaryOpExpr b) {
            b.lhs().walk(visitor);
            b.rhs().walk(visitor);
        }
        visitor.accept(this);
    }

    // ---- rewriting and evaluation ------------------------------------------------------------------------

    /**
     * This expression with {@code dN} replaced by {@code dims.get(N)} and {@code sN} by {@code symbols.get(N)}
     * (identifiers past the end of a list stay), rebuilt with the simplifications of construction.
     */
    default AffineExpr replaceDimsAndSymbols(List<AffineExpr> dims, List<AffineExpr> symbols) {
        return switch (this) {
            case AffineConstantExpr c -> c;
            case AffineDimExpr d -> d.position() < dims.size() ? dims.get(d.position()) : d;
            case AffineSymbolExpr s -> s.position() < symbols.size() ? symbols.get(s.position()) : s;
            case AffineBinaryOpExpr b -> {
                AffineExpr lhs = b.lhs().replaceDimsAndSymbols(dims, symbols);
                AffineExpr rhs = b.rhs().replaceDimsAndSymbols(dims, symbols);
                yield lhs.equals(b.lhs()) && rhs.equals(b.rhs()) ? b : binary(b.kind(), lhs, rhs);
            }
        };
    }

    /** This expression with its dimensions replaced by {@code map}'s results: MLIR's {@code compose}. */
    default AffineExpr compose(AffineMap map) {
        return replaceDimsAndSymbols(map.results(), List.of());
    }

    /**
     * The value of this expression for the given dimension and symbol values, or empty when it divides by zero or
     * takes a {@code mod} by a non-positive value. {@code floordiv}, {@code ceildiv} and {@code mod} round as
     * MLIR defines them (towards negative infinity, towards positive infinity, and a non-negative remainder).
     */
    default OptionalLong evaluate(long[] dims, long[] symbols) {
        return switch (this) {
            case AffineConstantExpr c -> OptionalLong.of(c.value());
            case AffineDimExpr d -> OptionalLong.of(dims[d.position()]);
            case AffineSymbolExpr s -> OptionalLong.of(symbols[s.position()]);
            case AffineBinaryOpExpr b -> {
                OptionalLong l = b.lhs().evaluate(dims, symbols);
                OptionalLong r = b.rhs().evaluate(dims, symbols);
                if (l.isEmpty() || r.isEmpty()) {
                    yield OptionalLong.empty();
                }
                yield AffineExprSimplifier.fold(b.kind(), l.getAsLong(), r.getAsLong());
            }
        };
    }
}

package dev.mlirj.dialect.math;

import dev.mlirj.dialect.arith.FastMathSyntax;
import dev.mlirj.ir.Dialect;

/**
 * The math dialect of MLIR 19: element-wise mathematical functions on floats ({@code sqrt}, {@code exp},
 * {@code sin}, {@code powf}, {@code fma}, ...) and integers ({@code absi}, {@code ctlz}, {@code ipowi}, ...), on
 * scalars, vectors and tensors. It defines no types or attributes of its own: its fast-math flags are arith's
 * {@code #arith.fastmath<...>}. The operations are the rows of {@link MathOps}; build them with {@link Math}.
 */
public final class MathDialect extends Dialect {
    /** The namespace. */
    public static final String NAMESPACE = "math";

    /** The dialect with its operations registered. */
    public MathDialect() {
        super(NAMESPACE);
        MathOps.ROWS.forEach(row -> register(FastMathSyntax.withStorage(row.definition())));
    }
}

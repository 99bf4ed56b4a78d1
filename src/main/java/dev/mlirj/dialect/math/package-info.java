/**
 * The math dialect (MLIR's {@code Dialect/Math}): element-wise mathematical functions on floats and integers
 * ({@code sqrt}, {@code exp}, {@code powf}, {@code ctlz}, {@code ipowi}, ...), registered by
 * {@link dev.mlirj.dialect.math.MathDialect} and built with the facade {@link dev.mlirj.dialect.math.Math}; the
 * operations are named by the constants of {@link dev.mlirj.dialect.math.MathOps}, which also gives their typed
 * views. It reuses arith's fast-math flags and element-wise checks. Lowered by {@code convert-math-to-llvm}, then
 * {@code convert-math-to-libm} or {@code convert-math-to-funcs} for what has no LLVM intrinsic.
 */
package dev.mlirj.dialect.math;

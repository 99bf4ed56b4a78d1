/**
 * The complex dialect (MLIR's {@code Dialect/Complex}): arithmetic and elementary functions on the builtin
 * {@code complex<T>} type, registered by {@link dev.mlirj.dialect.complex.ComplexDialect} with the attribute
 * {@link dev.mlirj.dialect.complex.NumberAttr} ({@code #complex.number}), and built with the facade
 * {@link dev.mlirj.dialect.complex.Complex}; the operations are named by the constants of
 * {@link dev.mlirj.dialect.complex.ComplexOps}, {@link dev.mlirj.dialect.complex.ComplexConstantOp} and
 * {@link dev.mlirj.dialect.complex.ComplexBitcastOp}, which also give their typed views. Lowered by
 * {@code convert-complex-to-standard}, {@code convert-complex-to-llvm} and {@code convert-complex-to-libm}.
 */
package dev.mlirj.dialect.complex;

/**
 * The conversion of complex operations to calls of C's {@code <complex.h>} functions, MLIR's
 * {@code Conversion/ComplexToLibm}: {@link dev.mlirj.conversion.complextolibm.ComplexToLibm#populatePatterns} (one
 * {@code ScalarOpToLibmCall} per operation, declaring {@code cpowf}, {@code csqrt}, ... as {@code func.func private})
 * and the pass {@code convert-complex-to-libm}
 * ({@link dev.mlirj.conversion.complextolibm.ConvertComplexToLibmPass}).
 */
package dev.mlirj.conversion.complextolibm;

/**
 * The conversion of math operations to calls of the C math library, MLIR's {@code Conversion/MathToLibm}:
 * {@link dev.mlirj.conversion.mathtolibm.MathToLibm#populatePatterns} (per function: vector operations unrolled by
 * {@link dev.mlirj.conversion.mathtolibm.VecOpToScalarOp}, {@code f16}/{@code bf16} promoted to {@code f32}, and
 * the scalar operation replaced by a {@code func.call} of {@code sinf}, {@code sin}, ...) and the pass
 * {@code convert-math-to-libm} ({@link dev.mlirj.conversion.mathtolibm.ConvertMathToLibmPass}), which handles what
 * {@code convert-math-to-llvm} leaves.
 */
package dev.mlirj.conversion.mathtolibm;

/**
 * The conversion of the math dialect to the LLVM dialect, MLIR's {@code Conversion/MathToLLVM}:
 * {@link dev.mlirj.conversion.mathtollvm.MathToLlvm#populatePatterns} (the operations LLVM has an intrinsic for,
 * one to one, plus expansions of {@code expm1}, {@code log1p} and {@code rsqrt}) and the pass
 * {@code convert-math-to-llvm} ({@link dev.mlirj.conversion.mathtollvm.ConvertMathToLlvmPass}). The other math
 * operations are left for {@code convert-math-to-libm} or {@code convert-math-to-funcs}.
 */
package dev.mlirj.conversion.mathtollvm;

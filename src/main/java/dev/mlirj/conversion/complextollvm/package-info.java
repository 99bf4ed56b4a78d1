/**
 * The conversion of the complex dialect to the LLVM dialect, MLIR's {@code Conversion/ComplexToLLVM}: a
 * {@code complex<T>} becomes {@code !llvm.struct<(T, T)>}, viewed through
 * {@link dev.mlirj.conversion.complextollvm.ComplexStructBuilder}; the patterns
 * ({@link dev.mlirj.conversion.complextollvm.ComplexToLlvm#populatePatterns}) lower {@code create}, {@code re},
 * {@code im}, {@code constant} and the basic arithmetic on its parts, and the pass {@code convert-complex-to-llvm}
 * ({@link dev.mlirj.conversion.complextollvm.ConvertComplexToLlvmPass}) runs them. The other complex operations
 * are expanded first by {@code convert-complex-to-standard}.
 */
package dev.mlirj.conversion.complextollvm;

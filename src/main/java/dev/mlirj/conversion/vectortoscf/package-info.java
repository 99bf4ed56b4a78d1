/**
 * The conversion of the vector dialect to structured control flow, MLIR's {@code Conversion/VectorToSCF}, as far as
 * mlirj has it: the pass {@code convert-vector-to-scf}
 * ({@link dev.mlirj.conversion.vectortoscf.ConvertVectorToScfPass}) applies the greedy pattern
 * {@code DecomposePrintOpLowering}, which turns {@code vector.print} of a whole vector into {@code scf.for} loops
 * of scalar prints before {@code convert-vector-to-llvm} runs. The transfer lowerings of MLIR's pass are not
 * implemented.
 */
package dev.mlirj.conversion.vectortoscf;

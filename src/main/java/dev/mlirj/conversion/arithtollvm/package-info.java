/**
 * The conversion of the arith dialect to the LLVM dialect, MLIR's {@code Conversion/ArithToLLVM}:
 * {@link dev.mlirj.conversion.arithtollvm.ArithToLlvm#populatePatterns} (the one-to-one operations as
 * {@link dev.mlirj.conversion.llvmcommon.VectorConvertToLlvmPattern}s, plus one pattern each for {@code constant},
 * the index casts, the comparisons, {@code truncf} and the extended arithmetic) and the pass
 * {@code convert-arith-to-llvm} ({@link dev.mlirj.conversion.arithtollvm.ConvertArithToLlvmPass}). Operations it
 * does not lower, such as {@code ceildivsi}, are first expanded by {@code arith-expand}.
 */
package dev.mlirj.conversion.arithtollvm;

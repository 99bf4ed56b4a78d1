/**
 * The conversion of the vector dialect to the LLVM dialect, MLIR's {@code Conversion/VectorToLLVM}: an n-D vector
 * becomes nested {@code !llvm.array}s of 1-D LLVM vectors, and
 * {@link dev.mlirj.conversion.vectortollvm.VectorToLlvm#populatePatterns} has one pattern per operation
 * ({@code extract}, {@code insert}, {@code splat}, {@code shuffle}, {@code reduction}, {@code load}/{@code store},
 * {@code print} as calls of the runner library, ...). The pass {@code convert-vector-to-llvm}
 * ({@link dev.mlirj.conversion.vectortollvm.ConvertVectorToLlvmPass}) first applies the vector-to-vector
 * lowerings of {@code dev.mlirj.dialect.vector.transforms} greedily, then the conversion.
 */
package dev.mlirj.conversion.vectortollvm;

/**
 * Vector-to-vector lowerings (MLIR's Dialect/Vector/Transforms, LowerVector*.cpp), as greedy
 * {@link dev.mlirj.transforms.greedy.RewritePattern}s: they rewrite vector operations the LLVM lowering does not
 * take directly (n-D broadcasts and bitcasts, masks, transfers, one-element loads and stores) into ones it does.
 * {@link dev.mlirj.dialect.vector.transforms.VectorLowerings} collects them as {@code convert-vector-to-llvm} applies
 * them before its conversion.
 */
package dev.mlirj.dialect.vector.transforms;

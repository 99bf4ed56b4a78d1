/**
 * MLIR's greedy pattern rewrite driver ({@code applyPatternsAndFoldGreedily}, GreedyPatternRewriteDriver.cpp and
 * FoldUtils.cpp): {@link dev.mlirj.transforms.greedy.RewritePattern}s applied through a
 * {@link dev.mlirj.transforms.greedy.PatternRewriter} to every operation of a region tree until nothing changes,
 * with the operations' fold hooks ({@link dev.mlirj.ir.OpFolder}) tried first, constants deduplicated and hoisted to
 * the entry block of the enclosing isolated region, and trivially dead operations erased.
 *
 * <p>Unlike dialect conversion ({@code dev.mlirj.transforms.dialectconversion}), changes are immediate and never
 * rolled back; a pattern must not fail after changing the IR.
 */
package dev.mlirj.transforms.greedy;

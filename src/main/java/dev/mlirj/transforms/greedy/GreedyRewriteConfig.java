package dev.mlirj.transforms.greedy;

/**
 * How {@link GreedyPatternRewriteDriver} runs (MLIR's {@code GreedyRewriteConfig}).
 *
 * @param maxIterations how many times at most every operation is put back on the worklist; 0 or less for no limit
 * @param fold          whether fold hooks are tried before patterns
 * @param topDown       whether operations are first visited in pre-order (else post-order, MLIR's default)
 */
public record GreedyRewriteConfig(int maxIterations, boolean fold, boolean topDown) {
    /** MLIR's defaults: 10 iterations, folding, bottom-up. */
    public static final GreedyRewriteConfig DEFAULT = new GreedyRewriteConfig(10, true, false);
}

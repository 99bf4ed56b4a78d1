package dev.mlirj.transforms.greedy;

import dev.mlirj.ir.Operation;

/**
 * A rewrite of one operation kind (MLIR's {@code RewritePattern}/{@code OpRewritePattern}): the driver offers it
 * the operations named {@link #rootName()}, the rewriter's insertion point right before the operation. A pattern
 * either changes nothing and returns false, or changes the IR only through the rewriter and returns true. Among
 * the patterns of one root, higher {@link #benefit()} is tried first, then the order they were given in.
 */
public abstract class RewritePattern {
    private final String rootName;
    private final int benefit;

    /** A pattern rooted at operations named {@code rootName} (e.g. {@code memref.subview}), of benefit 1. */
    protected RewritePattern(String rootName) {
        this(rootName, 1);
    }

    /** A pattern rooted at operations named {@code rootName}, of {@code benefit}. */
    protected RewritePattern(String rootName, int benefit) {
        this.rootName = java.util.Objects.requireNonNull(rootName, "rootName");
        this.benefit = benefit;
    }

    /** The name of the operations the pattern applies to. */
    public final String rootName() {
        return rootName;
    }

    /** The pattern's priority among those of its root. */
    public final int benefit() {
        return benefit;
    }

    /** Rewrites {@code op}, returning whether it did; see the class comment. */
    public abstract boolean matchAndRewrite(Operation op, PatternRewriter rewriter);
}

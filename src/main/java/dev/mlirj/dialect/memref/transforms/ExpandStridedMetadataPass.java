package dev.mlirj.dialect.memref.transforms;

import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.pass.Pass;
import dev.mlirj.transforms.greedy.GreedyPatternRewriteDriver;

/**
 * {@code expand-strided-metadata}: {@link ExpandStridedMetadata}'s patterns applied with the greedy driver (which
 * also folds and erases dead operations everywhere under the operation it runs on), as MLIR 19's pass. Like MLIR's,
 * it does not fail when the driver stops at its iteration limit.
 */
public final class ExpandStridedMetadataPass extends Pass {
    @Override
    public String argument() {
        return "expand-strided-metadata";
    }

    @Override
    public String name() {
        return "ExpandStridedMetadata";
    }

    @Override
    public String description() {
        return "Expand memref operations into easier to analyze constructs";
    }

    @Override
    public boolean run(Operation op, MlirContext context, DiagnosticEngine diagnostics) {
        GreedyPatternRewriteDriver.applyPatternsAndFoldGreedily(op, ExpandStridedMetadata.patterns(), context);
        return true;
    }
}

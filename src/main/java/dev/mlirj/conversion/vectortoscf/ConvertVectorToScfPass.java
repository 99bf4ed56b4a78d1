package dev.mlirj.conversion.vectortoscf;

import dev.mlirj.diag.DiagnosticEngine;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.pass.Pass;
import dev.mlirj.transforms.greedy.GreedyPatternRewriteDriver;
import java.util.List;
import java.util.Map;

/**
 * MLIR's {@code convert-vector-to-scf}, reduced to what mlirj has of it: {@link DecomposePrintOpLowering}, applied
 * greedily, which turns prints of whole vectors into loops of scalar prints (MLIR's runner tests lower this way
 * before {@code convert-vector-to-llvm}, which does not print vectors). The transfer lowerings of MLIR's pass
 * (n-D transfers into loops of 1-D ones) are not implemented: transfers are left as they are. MLIR 19's options
 * ({@code full-unroll}, {@code lower-scalable}, {@code lower-tensors}, {@code target-rank}) are refused, since they
 * concern the transfer lowerings.
 */
public final class ConvertVectorToScfPass extends Pass {
    @Override
    public String argument() {
        return "convert-vector-to-scf";
    }

    @Override
    public String name() {
        return "ConvertVectorToSCF";
    }

    @Override
    public String description() {
        return "Lower the operations from the vector dialect into the SCF dialect";
    }

    @Override
    public void configure(Map<String, String> given) {
        if (!given.isEmpty()) {
            throw new IllegalArgumentException("no such option " + given.keySet().iterator().next()
                    + " (mlirj's convert-vector-to-scf only decomposes vector.print)");
        }
    }

    @Override
    public boolean run(Operation op, MlirContext context, DiagnosticEngine diagnostics) {
        GreedyPatternRewriteDriver.applyPatternsAndFoldGreedily(op, List.of(new DecomposePrintOpLowering()), context);
        return true;
    }
}

package dev.mlirj.conversion.vectortoscf;

import dev.mlirj.ir.DiagnosticEngine;
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
 * ({@code full-unroll}, {@code lower-tensors}, {@code target-rank}) concern those lowerings: they are accepted and
 * printed with their default values ({@code false}, {@code false}, {@code 1}) only.
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

    /** MLIR 19's options with their defaults, the only values accepted. */
    private static final Map<String, List<String>> DEFAULTS = Map.of("full-unroll", List.of("false", "0"),
            "lower-tensors", List.of("false", "0"), "target-rank", List.of("1"));

    @Override
    public void configure(Map<String, String> given) {
        for (Map.Entry<String, String> option : given.entrySet()) {
            List<String> accepted = DEFAULTS.get(option.getKey());
            if (accepted == null) {
                throw new IllegalArgumentException("no such option " + option.getKey());
            }
            if (!accepted.contains(option.getValue().strip())) {
                throw new IllegalArgumentException(option.getKey() + "=" + option.getValue() + " concerns the "
                        + "transfer lowerings, which mlirj's convert-vector-to-scf does not have");
            }
        }
    }

    @Override
    public String optionsText() {
        return "{full-unroll=false lower-tensors=false target-rank=1}";
    }

    @Override
    public boolean run(Operation op, MlirContext context, DiagnosticEngine diagnostics) {
        GreedyPatternRewriteDriver.applyPatternsAndFoldGreedily(op, List.of(new DecomposePrintOpLowering()), context);
        return true;
    }
}

package dev.mlirj.transforms;

import dev.mlirj.interfaces.RuntimeVerifiableOpInterface;
import dev.mlirj.ir.Builder;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.pass.Pass;
import java.util.ArrayList;
import java.util.List;

/**
 * MLIR's {@code generate-runtime-verification} ({@code GenerateRuntimeVerificationPass}): every operation nested in
 * the one the pass runs on whose kind has a {@link RuntimeVerifiableOpInterface} model in the context gets its run-time
 * checks, built right before it. The operations are visited in post-order, each once; what the models insert is not
 * visited (as MLIR's walk, which steps past an operation before visiting it). Without models attached (see
 * {@code InitAllExtensions}) the pass changes nothing.
 */
public final class GenerateRuntimeVerificationPass extends Pass {
    @Override
    public String argument() {
        return "generate-runtime-verification";
    }

    @Override
    public String name() {
        return "GenerateRuntimeVerification";
    }

    @Override
    public String description() {
        return "Generate additional runtime op verification checks";
    }

    @Override
    public boolean run(Operation op, MlirContext context, DiagnosticEngine diagnostics) {
        List<Operation> verifiable = new ArrayList<>();
        List<RuntimeVerifiableOpInterface> models = new ArrayList<>();
        op.walk(nested -> {
            RuntimeVerifiableOpInterface model = RuntimeVerifiableOpInterface.of(context, nested);
            if (model != null && nested.block() != null) {
                verifiable.add(nested);
                models.add(model);
            }
        });
        for (int i = 0; i < verifiable.size(); i++) {
            Operation target = verifiable.get(i);
            Builder builder = Builder.before(context, target);
            models.get(i).generateRuntimeVerification(target, builder, target.location());
        }
        return true;
    }
}

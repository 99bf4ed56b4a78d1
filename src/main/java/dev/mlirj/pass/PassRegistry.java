package dev.mlirj.pass;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The passes and named pass pipelines that pipelines and {@code mlirj opt} flags can name, as MLIR's pass registry
 * and its {@code PassPipelineRegistration}: a pass by its {@link Pass#argument()}, a pipeline by the argument it is
 * registered under. A pipeline is a function that adds passes to the {@link OpPassManager} it is named in, so it
 * is expanded where it appears ({@code builtin.module(lower-to-llvm)} holds the pipeline's passes, and
 * {@code --dump-pass-pipeline} shows them). Passes and pipelines share one namespace. It starts empty:
 * {@code dev.mlirj.init.InitAllPasses.registerAllPasses()} registers every pass and pipeline mlirj provides, as
 * MLIR's {@code registerAllPasses()} does, and programs may register their own. Thread-safe.
 */
public final class PassRegistry {
    private static final Map<String, Supplier<Pass>> PASSES = Collections.synchronizedMap(new TreeMap<>());
    private static final Map<String, PassPipeline> PIPELINES = Collections.synchronizedMap(new TreeMap<>());

    /**
     * A named pipeline: what it is called, one line saying what it does, and the builder that appends its passes
     * to a pass manager (nesting those restricted to another operation kind).
     */
    public record PassPipeline(String argument, String description, Consumer<OpPassManager> builder) {
    }

    private PassRegistry() {
    }

    /** Registers a pass; its argument must not be taken already by a pass or a pipeline. */
    public static void register(Supplier<Pass> factory) {
        String argument = factory.get().argument();
        if (PIPELINES.containsKey(argument) || PASSES.putIfAbsent(argument, factory) != null) {
            throw new IllegalArgumentException("pass '" + argument + "' is registered twice");
        }
    }

    /**
     * Registers a named pipeline, as MLIR's {@code PassPipelineRegistration}; {@code argument} must not be taken
     * already by a pass or a pipeline.
     */
    public static void registerPipeline(String argument, String description, Consumer<OpPassManager> builder) {
        if (PASSES.containsKey(argument)
                || PIPELINES.putIfAbsent(argument, new PassPipeline(argument, description, builder)) != null) {
            throw new IllegalArgumentException("pass pipeline '" + argument + "' is registered twice");
        }
    }

    /** The pipeline registered as {@code argument}, or null when there is none. */
    public static PassPipeline pipeline(String argument) {
        return PIPELINES.get(argument);
    }

    /** A new instance of the pass named {@code argument}, or null when there is none. */
    public static Pass create(String argument) {
        Supplier<Pass> factory = PASSES.get(argument);
        return factory == null ? null : factory.get();
    }

    /** The registered pass arguments, sorted (pipelines not included). */
    public static java.util.List<String> arguments() {
        synchronized (PASSES) {
            return java.util.List.copyOf(PASSES.keySet());
        }
    }

    /** The registered pipeline arguments, sorted. */
    public static java.util.List<String> pipelineArguments() {
        synchronized (PIPELINES) {
            return java.util.List.copyOf(PIPELINES.keySet());
        }
    }
}

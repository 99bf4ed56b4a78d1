package dev.mlirj.bench;

import dev.mlirj.conversion.StandardLowering;
import dev.mlirj.executionengine.CompiledFunction;
import dev.mlirj.executionengine.ExecutionEngine;
import dev.mlirj.executionengine.ExecutionEngineOptions;
import dev.mlirj.executionengine.FunctionSignature;
import dev.mlirj.init.InitAllDialects;
import dev.mlirj.init.InitAllPasses;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.SymbolTable;
import dev.mlirj.ir.Verifier;
import dev.mlirj.llvm.OptLevel;
import dev.mlirj.pass.PassManager;
import dev.mlirj.pass.PassPipelineParser;
import dev.mlirj.syntax.SourceParser;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * MLIR text compiled the way a user of mlirj compiles it: parsed and verified, lowered with
 * {@link StandardLowering} (optionally with {@code convert-func-to-llvm}'s bare-pointer convention), and
 * JIT-compiled by an {@link ExecutionEngine} at O3 for this CPU. Owns the engine; close it after the benchmark
 * (unless its lifetime is automatic).
 * Any failure along the way throws with the diagnostics, so a benchmark whose kernel does not compile fails
 * loudly in its setup instead of measuring something else.
 */
final class MlirKernel implements AutoCloseable {
    private final ExecutionEngine engine;
    private final Map<String, FunctionSignature> signatures;

    private MlirKernel(ExecutionEngine engine, Map<String, FunctionSignature> signatures) {
        this.engine = engine;
        this.signatures = signatures;
    }

    /** {@code text} lowered with the standard lowering and compiled at O3. */
    static MlirKernel compile(String name, String text) {
        return compile(name, text, false, OptLevel.O3);
    }

    /**
     * {@code text} lowered with the standard lowering ({@code barePointers}: {@code convert-func-to-llvm} with
     * {@code use-bare-ptr-memref-call-conv=1}) and compiled at {@code level}.
     */
    static MlirKernel compile(String name, String text, boolean barePointers, OptLevel level) {
        return compile(name, text, barePointers, level, false, false);
    }

    /**
     * {@code text} with runtime checks: {@code generate-runtime-verification} before the standard lowering, as
     * {@code ExecutionEngineOptions.withRuntimeChecks} and {@code mlirj run --runtime-checks} compile it; at O3.
     */
    static MlirKernel compileChecked(String name, String text) {
        return compile(name, text, false, OptLevel.O3, false, true);
    }

    /**
     * {@code text} compiled at O3 into an engine of automatic lifetime
     * ({@link ExecutionEngineOptions#withAutomaticLifetime}): freed by the garbage collector, {@link #close()}
     * does nothing.
     */
    static MlirKernel compileAutomatic(String name, String text) {
        return compile(name, text, false, OptLevel.O3, true, false);
    }

    private static MlirKernel compile(String name, String text, boolean barePointers, OptLevel level,
            boolean automatic, boolean runtimeChecks) {
        MlirContext context = InitAllDialects.context();
        DiagnosticEngine diagnostics = new DiagnosticEngine();
        Operation module = SourceParser.parse(context, diagnostics, name, text);
        if (module == null || !Verifier.verify(module, context, diagnostics)) {
            throw new IllegalStateException(name + " does not parse or verify: " + diagnostics.collected());
        }
        Map<String, FunctionSignature> signatures = new HashMap<>();
        for (Operation op : module.regions().get(0).blocks().get(0).operations()) {
            if (op.name().fullName().equals("func.func")) {
                String symbol = SymbolTable.symbolName(op);
                signatures.put(symbol, FunctionSignature.of(SymbolTable.lookupIn(module, symbol), 64));
            }
        }
        if (!lowering(barePointers, runtimeChecks).run(module, context, diagnostics)) {
            throw new IllegalStateException(name + " does not lower: " + diagnostics.collected());
        }
        ExecutionEngine engine = ExecutionEngine.create(module, diagnostics,
                ExecutionEngineOptions.defaults().withOptLevel(level).withAutomaticLifetime(automatic));
        return new MlirKernel(engine, Map.copyOf(signatures));
    }

    /** The standard lowering's pipeline text, with the bare-pointer convention when asked. */
    static String pipeline(boolean barePointers) {
        return pipeline(barePointers, false);
    }

    /** {@link #pipeline(boolean)}, after {@code generate-runtime-verification} when {@code runtimeChecks}. */
    static String pipeline(boolean barePointers, boolean runtimeChecks) {
        List<String> passes = new ArrayList<>();
        if (runtimeChecks) {
            passes.add("generate-runtime-verification");
        }
        StandardLowering.PASSES.stream()
                .map(p -> barePointers && p.equals("convert-func-to-llvm")
                        ? "convert-func-to-llvm{use-bare-ptr-memref-call-conv=1}" : p)
                .forEach(passes::add);
        return "builtin.module(" + String.join(", ", passes) + ")";
    }

    /** A pass manager running {@link #pipeline}. */
    static PassManager lowering(boolean barePointers) {
        return lowering(barePointers, false);
    }

    /** A pass manager running {@link #pipeline(boolean, boolean)}. */
    static PassManager lowering(boolean barePointers, boolean runtimeChecks) {
        try {
            InitAllPasses.registerAllPasses();
            return PassPipelineParser.parse(pipeline(barePointers, runtimeChecks));
        } catch (PassPipelineParser.PipelineException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The compiled function {@code name} (its signature read from the MLIR before lowering). */
    CompiledFunction function(String name) {
        FunctionSignature signature = signatures.get(name);
        if (signature == null) {
            throw new IllegalArgumentException("no func.func @" + name);
        }
        return CompiledFunction.of(signature, engine::lookup);
    }

    /**
     * The compiled function {@code name} called through the engine ({@link ExecutionEngine#function}): every call
     * checks for a failure of the compiled code afterwards, as {@code dev.mlirj.JitModule}'s calls do.
     */
    CompiledFunction checkedFunction(String name) {
        FunctionSignature signature = signatures.get(name);
        if (signature == null) {
            throw new IllegalArgumentException("no func.func @" + name);
        }
        return engine.function(signature);
    }

    ExecutionEngine engine() {
        return engine;
    }

    @Override
    public void close() {
        if (!engine.options().automaticLifetime()) {
            engine.close();
        }
    }
}

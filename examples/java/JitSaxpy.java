// JIT-compiles the saxpy kernel of examples/saxpy.mlir from its text and calls it on Java arrays:
//   examples/java/run.sh JitSaxpy [FILE.mlir]
// Steps: parse and verify the MLIR text, lower it to the LLVM dialect with the lower-to-llvm pipeline, JIT-compile
// it for this CPU, then call @saxpy through its C interface (_mlir_ciface_saxpy) with memref descriptors built
// over Java data, and read the result back.

import dev.mlirj.conversion.StandardLowering;
import dev.mlirj.executionengine.ExecutionEngine;
import dev.mlirj.executionengine.ExecutionEngineOptions;
import dev.mlirj.executionengine.FunctionSignature;
import dev.mlirj.executionengine.MemRefView;
import dev.mlirj.executionengine.RunnerOutput;
import dev.mlirj.init.InitAllDialects;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.SymbolTable;
import dev.mlirj.ir.Verifier;
import dev.mlirj.llvm.OptLevel;
import dev.mlirj.syntax.SourceParser;
import java.lang.foreign.Arena;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

public class JitSaxpy {
    public static void main(String[] args) throws Exception {
        Path file = Path.of(args.length > 0 ? args[0] : "examples/saxpy.mlir");
        MlirContext context = InitAllDialects.context();
        DiagnosticEngine diagnostics = new DiagnosticEngine();
        Operation module = SourceParser.parse(context, diagnostics, file.toString(), Files.readString(file));
        if (module == null || !Verifier.verify(module, context, diagnostics)) {
            throw new IllegalStateException("invalid MLIR: " + diagnostics.collected());
        }
        // The Java-side signature comes from the func.func, before it is lowered.
        FunctionSignature saxpy = FunctionSignature.of(SymbolTable.lookupIn(module, "saxpy"), 64);
        if (!StandardLowering.passManager().run(module, context, diagnostics)
                || !StandardLowering.reportUnlowered(module, diagnostics)) {
            throw new IllegalStateException("lowering failed: " + diagnostics.collected());
        }

        float[] x = new float[16];
        float[] y = new float[16];
        for (int i = 0; i < x.length; i++) {
            x[i] = i;
            y[i] = 0.5f * i;
        }
        // The file's main also prints with MLIR's runner utilities (printMemrefF32): the engine provides them.
        ExecutionEngineOptions options = ExecutionEngineOptions.defaults().withOptLevel(OptLevel.O3)
                .withRunnerUtils(RunnerOutput.stdio());
        try (ExecutionEngine engine = ExecutionEngine.create(module, options);
             Arena arena = Arena.ofConfined()) {
            // Native copies of the arrays, as memref<?xf32> descriptors (aligned pointer, offset 0, size, stride 1).
            MemRefView xs = MemRefView.of(arena, x);
            MemRefView ys = MemRefView.of(arena, y);
            engine.function(saxpy).invoke(3.0f, xs, ys).close(); // y = 3 * x + y, in place
            float[] result = new float[y.length];
            for (int i = 0; i < result.length; i++) {
                result[i] = ys.getFloat(i);
            }
            System.out.println("x         = " + Arrays.toString(x));
            System.out.println("y         = " + Arrays.toString(y));
            System.out.println("3 * x + y = " + Arrays.toString(result));
        }
    }
}

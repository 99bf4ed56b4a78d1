// The fastest way to call a JIT-compiled kernel from Java, at the cost of a downcall into a C library:
//   examples/java/run.sh HotKernel
// - an engine of automatic lifetime (ExecutionEngineOptions.withAutomaticLifetime): the garbage collector frees
//   it once nothing can call it, so a call need not check that the engine is still open;
// - the exact-typed _mlir_ciface_ handle (CompiledFunction.cInterfaceHandle), held in a static final field,
//   which the JVM's JIT treats as a constant and inlines, as jextract's generated bindings do;
// - critical calls (withCriticalCalls), since the kernel never calls back into Java;
// - memref descriptors written once (MemRefView.descriptor), nothing allocated per call.
// The kernel: the dot product of two vectors, checked against the same loop in Java.

import dev.mlirj.conversion.StandardLowering;
import dev.mlirj.executionengine.CompiledFunction;
import dev.mlirj.executionengine.ExecutionEngine;
import dev.mlirj.executionengine.ExecutionEngineOptions;
import dev.mlirj.executionengine.FunctionSignature;
import dev.mlirj.executionengine.MemRefView;
import dev.mlirj.init.InitAllDialects;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.SymbolTable;
import dev.mlirj.ir.Verifier;
import dev.mlirj.llvm.OptLevel;
import dev.mlirj.syntax.SourceParser;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandle;

public class HotKernel {
    static final String DOT = """
            func.func @dot(%x: memref<?xf32>, %y: memref<?xf32>) -> f32 attributes {llvm.emit_c_interface} {
              %c0 = arith.constant 0 : index
              %c1 = arith.constant 1 : index
              %zero = arith.constant 0.0 : f32
              %n = memref.dim %x, %c0 : memref<?xf32>
              %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
                %a = memref.load %x[%i] : memref<?xf32>
                %b = memref.load %y[%i] : memref<?xf32>
                %p = arith.mulf %a, %b : f32
                %s = arith.addf %acc, %p : f32
                scf.yield %s : f32
              }
              return %sum : f32
            }
            """;

    /** Compiled when the class is first used; (MemorySegment x, MemorySegment y) -> float. */
    static final class Dot {
        static final MethodHandle CALL = compile();

        private static MethodHandle compile() {
            MlirContext context = InitAllDialects.context();
            DiagnosticEngine diagnostics = new DiagnosticEngine();
            Operation module = SourceParser.parse(context, diagnostics, "dot.mlir", DOT);
            if (module == null || !Verifier.verify(module, context, diagnostics)) {
                throw new IllegalStateException("invalid MLIR: " + diagnostics.collected());
            }
            FunctionSignature dot = FunctionSignature.of(SymbolTable.lookupIn(module, "dot"), 64);
            if (!StandardLowering.passManager().run(module, context, diagnostics)
                    || !StandardLowering.reportUnlowered(module, diagnostics)) {
                throw new IllegalStateException("lowering failed: " + diagnostics.collected());
            }
            ExecutionEngine engine = ExecutionEngine.create(module, ExecutionEngineOptions.defaults()
                    .withOptLevel(OptLevel.O3).withAutomaticLifetime(true));
            // The handle keeps the engine's code alive; nothing needs closing.
            return engine.function(dot).withCriticalCalls().cInterfaceHandle();
        }
    }

    public static void main(String[] args) throws Throwable {
        int n = 64;
        float[] x = new float[n];
        float[] y = new float[n];
        for (int i = 0; i < n; i++) {
            x[i] = (i % 7) * 0.25f;
            y[i] = (i % 5) - 1.5f;
        }
        float expected = 0;
        for (int i = 0; i < n; i++) {
            expected += x[i] * y[i];
        }
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment xd = MemRefView.of(arena, x).descriptor(arena);
            MemorySegment yd = MemRefView.of(arena, y).descriptor(arena);
            float got = (float) Dot.CALL.invokeExact(xd, yd);
            System.out.println("dot(x, y) = " + got + " (Java: " + expected + ")");
            int calls = 1_000_000;
            int different = 0;
            long start = System.nanoTime();
            for (int c = 0; c < calls; c++) {
                if ((float) Dot.CALL.invokeExact(xd, yd) != got) {
                    different++;
                }
            }
            long nanos = System.nanoTime() - start;
            System.out.printf("%d calls of %d elements each, %d different results: %.1f ns per call%n", calls, n,
                    different, (double) nanos / calls);
        }
    }
}

// Builds a kernel with mlirj's Java builder API (no MLIR text), prints it, JIT-compiles it and calls it:
//   examples/java/run.sh BuildAndRun
// The kernel is the Euclidean distance of two vectors,
//   func.func @distance(%x: memref<?xf32>, %y: memref<?xf32>) -> f32: sqrt(sum over i of (x[i] - y[i])^2),
// written with the dialect facades Func, Arith, Scf, MemRef and Math, each of which creates one operation
// at a Builder's insertion point.

import dev.mlirj.conversion.StandardLowering;
import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.builtin.ModuleOp;
import dev.mlirj.dialect.func.Func;
import dev.mlirj.dialect.math.Math;
import dev.mlirj.dialect.memref.MemRef;
import dev.mlirj.dialect.scf.Scf;
import dev.mlirj.executionengine.CallResults;
import dev.mlirj.executionengine.ExecutionEngine;
import dev.mlirj.executionengine.ExecutionEngineOptions;
import dev.mlirj.executionengine.FunctionSignature;
import dev.mlirj.executionengine.MemRefView;
import dev.mlirj.init.InitAllDialects;
import dev.mlirj.ir.Builder;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.FloatAttr;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.FunctionType;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.Verifier;
import dev.mlirj.syntax.AsmPrinter;
import java.lang.foreign.Arena;
import java.util.List;

public class BuildAndRun {
    public static void main(String[] args) {
        MlirContext context = InitAllDialects.context();
        Location loc = Location.unknown();
        Operation module = ModuleOp.create(context, loc);
        Builder b = Builder.atEnd(context, ModuleOp.body(module));

        MemRefType vector = MemRefType.of(List.of(MemRef.DYNAMIC), FloatType.F32);
        FunctionType type = new FunctionType(List.of(vector, vector), List.of(FloatType.F32));
        Operation distance = Func.func(b, loc, "distance", type, (body, arguments) -> {
            Value x = arguments.get(0);
            Value y = arguments.get(1);
            Value c0 = Arith.constant(body, loc, IndexType.INSTANCE, 0);
            Value c1 = Arith.constant(body, loc, IndexType.INSTANCE, 1);
            Value zero = Arith.constant(body, loc, FloatAttr.of(FloatType.F32, 0.0));
            Value n = MemRef.dim(body, loc, x, c0);
            // for i in [0, n): acc += (x[i] - y[i])^2, the sum carried as the loop's iter_arg
            Operation loop = Scf.for_(body, loc, c0, n, c1, List.of(zero), (in, loopArgs) -> {
                Value i = loopArgs.get(0);
                Value acc = loopArgs.get(1);
                Value xi = MemRef.load(in, loc, x, List.of(i));
                Value yi = MemRef.load(in, loc, y, List.of(i));
                Value d = Arith.subf(in, loc, xi, yi);
                Value dd = Arith.mulf(in, loc, d, d);
                return List.of(Arith.addf(in, loc, acc, dd));
            });
            return List.of(Math.sqrt(body, loc, loop.result(0)));
        });
        Func.emitCInterface(distance); // so Java can call _mlir_ciface_distance with memref descriptors

        DiagnosticEngine diagnostics = new DiagnosticEngine();
        if (!Verifier.verify(module, context, diagnostics)) {
            throw new IllegalStateException("the built module does not verify: " + diagnostics.collected());
        }
        System.out.println("Built:");
        System.out.println(AsmPrinter.print(module, context, AsmPrinter.Options.DEFAULT));

        FunctionSignature signature = FunctionSignature.of(distance, 64);
        if (!StandardLowering.passManager().run(module, context, diagnostics)
                || !StandardLowering.reportUnlowered(module, diagnostics)) {
            throw new IllegalStateException("lowering failed: " + diagnostics.collected());
        }
        float[] p = {1, 2, 3, 4};
        float[] q = {4, 6, 3, 4};
        try (ExecutionEngine engine = ExecutionEngine.create(module, ExecutionEngineOptions.defaults());
             Arena arena = Arena.ofConfined();
             CallResults r = engine.function(signature).invoke(
                     MemRefView.of(arena, p), MemRefView.of(arena, q))) {
            System.out.println("distance([1, 2, 3, 4], [4, 6, 3, 4]) = " + r.getFloat(0));
        }
    }
}

package dev.mlirj.conversion.functollvm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mlirj.conversion.StandardLowering;
import dev.mlirj.executionengine.ExecutionEngine;
import dev.mlirj.executionengine.ExecutionEngineOptions;
import dev.mlirj.executionengine.MemRefDescriptorLayout;
import dev.mlirj.executionengine.MemRefView;
import dev.mlirj.init.InitAllDialects;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.syntax.SourceParser;
import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.StructLayout;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import org.junit.jupiter.api.Test;

/**
 * Functions lowered by {@code convert-func-to-llvm} called from Java through their {@code _mlir_ciface_}
 * wrappers: a memref made in Java (a strided view) is passed as a pointer to a descriptor written with the
 * runtime ABI ({@link MemRefDescriptorLayout}), the compiled code reads it with the field positions of the lowering's
 * descriptor builder, and a struct result (a memref and a count) comes back through the pointer passed first.
 */
class FuncToLlvmExecutionTest {
    private static final String PROGRAM = """
            !desc = !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
            // m[i] *= k for every element; returns the view without its first element, and the size.
            func.func @scale(%m: memref<?xf32>, %k: f32) -> (memref<?xf32>, i64) attributes {llvm.emit_c_interface} {
              %d = builtin.unrealized_conversion_cast %m : memref<?xf32> to !desc
              %p = llvm.extractvalue %d[1] : !desc
              %off = llvm.extractvalue %d[2] : !desc
              %n = llvm.extractvalue %d[3, 0] : !desc
              %s = llvm.extractvalue %d[4, 0] : !desc
              %zero = llvm.mlir.constant(0 : i64) : i64
              %one = llvm.mlir.constant(1 : i64) : i64
              llvm.br ^loop(%zero : i64)
            ^loop(%i: i64):
              %c = llvm.icmp "slt" %i, %n : i64
              llvm.cond_br %c, ^body, ^exit
            ^body:
              %is = llvm.mul %i, %s : i64
              %idx = llvm.add %off, %is : i64
              %addr = llvm.getelementptr %p[%idx] : (!llvm.ptr, i64) -> !llvm.ptr, f32
              %v = llvm.load %addr : !llvm.ptr -> f32
              %w = llvm.fmul %v, %k : f32
              llvm.store %w, %addr : f32, !llvm.ptr
              %i1 = llvm.add %i, %one : i64
              llvm.br ^loop(%i1 : i64)
            ^exit:
              %off2 = llvm.add %off, %s : i64
              %n2 = llvm.sub %n, %one : i64
              %e1 = llvm.insertvalue %off2, %d[2] : !desc
              %e2 = llvm.insertvalue %n2, %e1[3, 0] : !desc
              %rest = builtin.unrealized_conversion_cast %e2 : !desc to memref<?xf32>
              return %rest, %n : memref<?xf32>, i64
            }
            // The first element (a scalar result is returned directly by the wrapper).
            func.func @first(%m: memref<?xf32>) -> f32 attributes {llvm.emit_c_interface} {
              %d = builtin.unrealized_conversion_cast %m : memref<?xf32> to !desc
              %p = llvm.extractvalue %d[1] : !desc
              %off = llvm.extractvalue %d[2] : !desc
              %addr = llvm.getelementptr %p[%off] : (!llvm.ptr, i64) -> !llvm.ptr, f32
              %v = llvm.load %addr : !llvm.ptr -> f32
              return %v : f32
            }
            """;

    @Test
    void callsTheCInterfaceWithAMemrefMadeInJava() throws Throwable {
        MlirContext context = InitAllDialects.context();
        DiagnosticEngine diagnostics = new DiagnosticEngine();
        Operation module = SourceParser.parse(context, diagnostics, "scale.mlir", PROGRAM);
        assertTrue(module != null && StandardLowering.passManager().run(module, context, diagnostics),
                diagnostics.collected()::toString);
        MemRefDescriptorLayout abi = MemRefDescriptorLayout.ranked(1);
        StructLayout resultLayout = MemoryLayout.structLayout(abi.layout().withName("memref"),
                ValueLayout.JAVA_LONG.withName("count"));
        try (ExecutionEngine engine = ExecutionEngine.create(module, ExecutionEngineOptions.defaults());
             Arena arena = Arena.ofConfined()) {
            MemRefView data = MemRefView.of(arena, new float[] {1, 2, 3, 4, 5, 6, 7});
            // Elements 1, 3, 5: offset 1, size 3, stride 2.
            MemRefView view = data.view(1, new long[] {3}, new long[] {2});
            MemorySegment desc = arena.allocate(abi.layout());
            abi.setAllocated(desc, view.allocatedPointer());
            abi.setAligned(desc, view.segment());
            abi.setOffset(desc, view.offset());
            abi.setSize(desc, 0, view.size(0));
            abi.setStride(desc, 0, view.stride(0));

            Linker linker = Linker.nativeLinker();
            MethodHandle scale = linker.downcallHandle(engine.lookupCInterface("scale"),
                    FunctionDescriptor.ofVoid(ValueLayout.ADDRESS, ValueLayout.ADDRESS, ValueLayout.JAVA_FLOAT));
            MemorySegment result = arena.allocate(resultLayout);
            scale.invokeExact(result, desc, 10f);

            float[] after = new float[7];
            for (int i = 0; i < 7; i++) {
                after[i] = data.getFloat(i);
            }
            assertArrayEquals(new float[] {1, 20, 3, 40, 5, 60, 7}, after);
            MemorySegment rest = result.asSlice(0, abi.layout().byteSize());
            assertEquals(view.segment().address(), abi.aligned(rest).address());
            assertEquals(view.allocatedPointer().address(), abi.allocated(rest).address());
            assertEquals(3, abi.offset(rest));
            assertEquals(2, abi.size(rest, 0));
            assertEquals(2, abi.stride(rest, 0));
            assertEquals(3, result.get(ValueLayout.JAVA_LONG, resultLayout.byteOffset(
                    MemoryLayout.PathElement.groupElement("count"))));

            MethodHandle first = linker.downcallHandle(engine.lookupCInterface("first"),
                    FunctionDescriptor.of(ValueLayout.JAVA_FLOAT, ValueLayout.ADDRESS));
            assertEquals(40f, (float) first.invokeExact(rest));
            assertEquals(20f, (float) first.invokeExact(desc));
        }
    }
}

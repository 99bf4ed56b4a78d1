package dev.mlirj.executionengine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mlirj.conversion.StandardLowering;
import dev.mlirj.init.InitAllDialects;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.SymbolTable;
import dev.mlirj.syntax.SourceParser;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import org.junit.jupiter.api.Test;

/**
 * {@link CompiledFunction#withoutLifetimeChecks()}: the unchecked handles compute what the checked ones do, in
 * every form and combined with critical calls, and the default handles still refuse a call after the engine is
 * closed (the unchecked ones are not called then: that would jump into freed code).
 */
class LifetimeChecksTest {
    private static final String PROGRAM = """
            func.func @triple(%x: i64) -> i64 attributes {llvm.emit_c_interface} {
              %c3 = arith.constant 3 : i64
              %r = arith.muli %x, %c3 : i64
              return %r : i64
            }
            """;

    @Test
    void uncheckedHandlesComputeTheSameAndCheckedOnesRefuseAClosedEngine() throws Throwable {
        MlirContext context = InitAllDialects.context();
        DiagnosticEngine diagnostics = new DiagnosticEngine();
        Operation module = SourceParser.parse(context, diagnostics, "triple.mlir", PROGRAM);
        FunctionSignature signature = FunctionSignature.of(SymbolTable.lookupIn(module, "triple"), 64);
        assertTrue(StandardLowering.passManager().run(module, context, diagnostics),
                diagnostics.collected()::toString);
        ExecutionEngine engine = ExecutionEngine.create(module, ExecutionEngineOptions.defaults());
        CompiledFunction checked = CompiledFunction.of(signature, engine::lookup);
        CompiledFunction unchecked = checked.withoutLifetimeChecks();
        assertTrue(checked.hasLifetimeChecks());
        assertFalse(unchecked.hasLifetimeChecks());
        assertFalse(unchecked.withCriticalCalls().hasLifetimeChecks(), "kept by withCriticalCalls");
        assertFalse(unchecked.withDeallocationFunction("free").hasLifetimeChecks(), "kept by withDeallocationFunction");
        for (CompiledFunction f : new CompiledFunction[] {unchecked, unchecked.withCriticalCalls()}) {
            assertEquals(21L, f.invoke(7L).getLong(0));
            assertEquals(-9L, f.invokePacked(-3L).getLong(0));
            assertEquals(30L, (long) f.expandedHandle().invokeExact(10L));
            assertEquals(33L, (long) f.cInterfaceHandle().invokeExact(11L));
            try (Arena arena = Arena.ofConfined()) {
                MemorySegment result = arena.allocate(ValueLayout.JAVA_LONG);
                MemorySegment argv = arena.allocate(ValueLayout.ADDRESS, 2);
                argv.setAtIndex(ValueLayout.ADDRESS, 0, arena.allocateFrom(ValueLayout.JAVA_LONG, 4L));
                argv.setAtIndex(ValueLayout.ADDRESS, 1, result);
                f.packedHandle().invokeExact(argv);
                assertEquals(12L, result.get(ValueLayout.JAVA_LONG, 0), "packedHandle");
            }
        }
        MethodHandle checkedHandle = checked.cInterfaceHandle();
        assertEquals(6L, (long) checkedHandle.invokeExact(2L));
        engine.close();
        assertThrows(IllegalStateException.class, () -> {
            long unused = (long) checkedHandle.invokeExact(2L);
        });
    }
}

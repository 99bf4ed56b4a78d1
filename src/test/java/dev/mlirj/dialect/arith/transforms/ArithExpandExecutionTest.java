package dev.mlirj.dialect.arith.transforms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mlirj.executionengine.ExecutionEngine;
import dev.mlirj.executionengine.ExecutionEngineOptions;
import dev.mlirj.init.InitAllDialects;
import dev.mlirj.init.InitAllPasses;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Verifier;
import dev.mlirj.pass.PassPipelineParser;
import dev.mlirj.syntax.SourceParser;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import org.junit.jupiter.api.Test;

/**
 * The arith-expand expansions of {@code ceildivsi}, {@code floordivsi} and {@code ceildivui}, lowered and JIT-compiled,
 * against Java's exact division ({@link Math#ceilDiv}, {@link Math#floorDiv}): every pair of i8 operands, and the
 * edges of i64 (MIN, MAX, -1, ...), except division by zero and MIN / -1 whose quotients do not exist. Among them
 * ceildivsi(MAX, -1), on which MLIR 19's own expansion divides MIN by -1 (a trap on x86).
 */
class ArithExpandExecutionTest {
    static {
        InitAllPasses.registerAllPasses();
    }

    private static final Linker LINKER = Linker.nativeLinker();

    private static String functions(String type) {
        StringBuilder text = new StringBuilder();
        for (String op : new String[] {"ceildivsi", "floordivsi", "ceildivui"}) {
            text.append("llvm.func @").append(op).append("(%a: ").append(type).append(", %b: ").append(type)
                    .append(") -> ").append(type).append(" {\n  %r = arith.").append(op).append(" %a, %b : ")
                    .append(type).append("\n  llvm.return %r : ").append(type).append("\n}\n");
        }
        return text.toString();
    }

    private static ExecutionEngine compile(String text) {
        MlirContext context = InitAllDialects.context();
        DiagnosticEngine diags = new DiagnosticEngine();
        Operation module = SourceParser.parse(context, diags, "expand.mlir", text);
        assertNotNull(module, () -> diags.collected().toString());
        assertTrue(Verifier.verify(module, context, diags), () -> diags.collected().toString());
        try {
            assertTrue(PassPipelineParser.parse("builtin.module(arith-expand, convert-arith-to-llvm, "
                    + "reconcile-unrealized-casts)").run(module, context, diags), () -> diags.collected().toString());
        } catch (PassPipelineParser.PipelineException e) {
            throw new AssertionError(e);
        }
        return ExecutionEngine.create(module, ExecutionEngineOptions.defaults());
    }

    private static long ceilDivUnsigned(long a, long b) {
        return a == 0 ? 0 : Long.divideUnsigned(a - 1, b) + 1;
    }

    @Test
    void everyI8PairDividesExactly() throws Throwable {
        try (ExecutionEngine engine = compile(functions("i8"))) {
            FunctionDescriptor bytes = FunctionDescriptor.of(ValueLayout.JAVA_BYTE, ValueLayout.JAVA_BYTE,
                    ValueLayout.JAVA_BYTE);
            MethodHandle ceil = LINKER.downcallHandle(engine.lookup("ceildivsi"), bytes);
            MethodHandle floor = LINKER.downcallHandle(engine.lookup("floordivsi"), bytes);
            MethodHandle ceilU = LINKER.downcallHandle(engine.lookup("ceildivui"), bytes);
            for (int a = -128; a < 128; a++) {
                for (int b = -128; b < 128; b++) {
                    if (b == 0) {
                        continue;
                    }
                    int ua = a & 0xff;
                    int ub = b & 0xff;
                    assertEquals((byte) ceilDivUnsigned(ua, ub), (byte) ceilU.invokeExact((byte) a, (byte) b),
                            "ceildivui " + ua + ", " + ub);
                    if (a == -128 && b == -1) {
                        continue;
                    }
                    int fa = a;
                    int fb = b;
                    assertEquals((byte) Math.ceilDiv(a, b), (byte) ceil.invokeExact((byte) a, (byte) b),
                            () -> "ceildivsi " + fa + ", " + fb);
                    assertEquals((byte) Math.floorDiv(a, b), (byte) floor.invokeExact((byte) a, (byte) b),
                            () -> "floordivsi " + fa + ", " + fb);
                }
            }
        }
    }

    @Test
    void i64EdgesDivideExactly() throws Throwable {
        long[] values = {0, 1, -1, 2, -2, 3, -3, 7, -7, Long.MIN_VALUE, Long.MAX_VALUE, Long.MIN_VALUE + 1,
            Long.MAX_VALUE - 1, 1L << 32, -(1L << 32) - 1};
        try (ExecutionEngine engine = compile(functions("i64"))) {
            FunctionDescriptor longs = FunctionDescriptor.of(ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG,
                    ValueLayout.JAVA_LONG);
            MethodHandle ceil = LINKER.downcallHandle(engine.lookup("ceildivsi"), longs);
            MethodHandle floor = LINKER.downcallHandle(engine.lookup("floordivsi"), longs);
            MethodHandle ceilU = LINKER.downcallHandle(engine.lookup("ceildivui"), longs);
            for (long a : values) {
                for (long b : values) {
                    if (b == 0) {
                        continue;
                    }
                    assertEquals(ceilDivUnsigned(a, b), (long) ceilU.invokeExact(a, b), "ceildivui " + a + ", " + b);
                    if (a == Long.MIN_VALUE && b == -1) {
                        continue;
                    }
                    assertEquals(Math.ceilDiv(a, b), (long) ceil.invokeExact(a, b), "ceildivsi " + a + ", " + b);
                    assertEquals(Math.floorDiv(a, b), (long) floor.invokeExact(a, b), "floordivsi " + a + ", " + b);
                }
            }
        }
    }
}

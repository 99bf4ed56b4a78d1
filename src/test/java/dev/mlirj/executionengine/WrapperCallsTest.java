package dev.mlirj.executionengine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mlirj.llvm.OptLevel;
import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * {@link WrapperCalls} through the engine: after O3 a kernel with a loop is still called (not inlined) by its
 * C-interface and packed wrappers, so its body is compiled once, while a straight-line function is inlined
 * into its wrapper; every entry point computes the same results.
 */
class WrapperCallsTest {
    private static final String IR = """
            define i64 @sum(ptr %p, i64 %n) {
            entry:
              br label %loop
            loop:
              %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
              %acc = phi i64 [ 0, %entry ], [ %acc1, %loop ]
              %q = getelementptr i64, ptr %p, i64 %i
              %v = load i64, ptr %q
              %acc1 = add i64 %acc, %v
              %i1 = add i64 %i, 1
              %c = icmp slt i64 %i1, %n
              br i1 %c, label %loop, label %exit
            exit:
              ret i64 %acc1
            }
            define i64 @_mlir_ciface_sum(ptr %p, i64 %n) {
              %r = call i64 @sum(ptr %p, i64 %n)
              ret i64 %r
            }
            define i64 @twice(i64 %x) {
              %r = add i64 %x, %x
              ret i64 %r
            }
            define i64 @_mlir_ciface_twice(i64 %x) {
              %r = call i64 @twice(i64 %x)
              ret i64 %r
            }
            """;

    /** The body of {@code define ... @name(...) { ... }} in printed IR. */
    private static String body(String ir, String name) {
        Matcher m = Pattern.compile("define [^\\n]*@" + Pattern.quote(name) + "\\([^\\n]*\\{\\n(.*?)\\n\\}",
                Pattern.DOTALL).matcher(ir);
        assertTrue(m.find(), "no definition of @" + name + " in\n" + ir);
        return m.group(1);
    }

    @Test
    void loopsStayOutOfTheWrappersAndStraightLineCodeIsInlined() throws Throwable {
        try (ExecutionEngine engine = ExecutionEngine.createFromLlvmIr(IR, "wrappers.ll",
                ExecutionEngineOptions.defaults().withOptLevel(OptLevel.O3).withIrDump(true));
             Arena arena = Arena.ofConfined()) {
            String ir = engine.optimizedIr();
            assertTrue(body(ir, "_mlir_ciface_sum").contains("@sum("), ir);
            assertTrue(body(ir, "_mlir_sum").contains("@sum("), ir);
            assertTrue(body(ir, "_mlir__mlir_ciface_sum").contains("@sum("), ir);
            assertFalse(body(ir, "_mlir_ciface_sum").contains("phi"), "the loop is not copied into the wrapper");
            assertFalse(body(ir, "_mlir_ciface_twice").contains("call"), "a one-block function is inlined");

            MemorySegment data = arena.allocateFrom(ValueLayout.JAVA_LONG, 1, 2, 3, 4, 5);
            FunctionDescriptor sumType = FunctionDescriptor.of(ValueLayout.JAVA_LONG, ValueLayout.ADDRESS,
                    ValueLayout.JAVA_LONG);
            MethodHandle ciface = Linker.nativeLinker().downcallHandle(engine.lookup("_mlir_ciface_sum"), sumType);
            MethodHandle direct = Linker.nativeLinker().downcallHandle(engine.lookup("sum"), sumType);
            assertEquals(15L, (long) ciface.invokeExact(data, 5L));
            assertEquals(6L, (long) direct.invokeExact(data, 3L));
            MemorySegment result = arena.allocate(ValueLayout.JAVA_LONG);
            MemorySegment n = arena.allocateFrom(ValueLayout.JAVA_LONG, 4);
            MemorySegment p = arena.allocateFrom(ValueLayout.ADDRESS, data);
            engine.invokePacked("sum", p, n, result);
            assertEquals(10L, result.get(ValueLayout.JAVA_LONG, 0));
        }
    }
}

package dev.mlirj.executionengine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link ConstantHandle}: each spun class calls its own handle with the arguments it is given and returns what
 * the handle returns; a handle of another type is refused before any class is made.
 */
class ConstantHandleTest {
    private static final List<Long> SEEN = new ArrayList<>();

    static void see(MemorySegment s) {
        SEEN.add(s.address());
    }

    static Object count(Object[] args) {
        return args.length;
    }

    @Test
    void callsItsOwnHandle() throws Throwable {
        MethodHandles.Lookup lookup = MethodHandles.lookup();
        MethodHandle see = lookup.findStatic(ConstantHandleTest.class, "see",
                MethodType.methodType(void.class, MemorySegment.class));
        ConstantHandle.Packed a = ConstantHandle.packed(see);
        ConstantHandle.Packed b = ConstantHandle.packed(MethodHandles.dropArguments(
                MethodHandles.empty(MethodType.methodType(void.class)), 0, MemorySegment.class));
        assertNotSame(a.getClass(), b.getClass(), "a class per handle");
        a.invoke(MemorySegment.ofAddress(42));
        b.invoke(MemorySegment.ofAddress(7));
        a.invoke(MemorySegment.ofAddress(43));
        assertEquals(List.of(42L, 43L), SEEN);
        ConstantHandle.Spread spread = ConstantHandle.spread(lookup.findStatic(ConstantHandleTest.class, "count",
                MethodType.methodType(Object.class, Object[].class)));
        assertEquals(3, spread.invoke(new Object[] {1, "two", null}));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ConstantHandle.packed(
                lookup.findStatic(ConstantHandleTest.class, "count", MethodType.methodType(Object.class,
                        Object[].class))));
        assertEquals("a Packed handle must have type (MemorySegment)void, not (Object[])Object", e.getMessage());
    }
}

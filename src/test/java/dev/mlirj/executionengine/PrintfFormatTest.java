package dev.mlirj.executionengine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** {@link PrintfFormat} against the C library's own {@code snprintf}, on awkward and on random values. */
class PrintfFormatTest {
    private static final MethodHandle SNPRINTF = Linker.nativeLinker().downcallHandle(
            Linker.nativeLinker().defaultLookup().find("snprintf").orElseThrow(),
            FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.ADDRESS, ValueLayout.JAVA_LONG, ValueLayout.ADDRESS,
                    ValueLayout.JAVA_DOUBLE),
            Linker.Option.firstVariadicArg(3));

    private static String c(String format, double value) throws Throwable {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment buffer = arena.allocate(512);
            int n = (int) SNPRINTF.invokeExact(buffer, 512L, arena.allocateFrom(format), value);
            return buffer.getString(0).substring(0, n);
        }
    }

    private static List<Double> awkward() {
        List<Double> values = new ArrayList<>(List.of(0.0, -0.0, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
                Double.NaN, Double.longBitsToDouble(0xfff8000000000000L), 1e-7, 123456789.0, 1234565.0, 1234575.0,
                999999.5, 9999995.0, 0.5, 1.5, 2.5, 0.0001, 0.00009999995, 0.000099999949, 1e-5, 100000.0, 999999.0,
                1e6, Double.MIN_VALUE, Double.MAX_VALUE, Double.MIN_NORMAL, 0.1, 1.0 / 3, 2.0 / 3, -123.456789,
                (double) Float.MIN_VALUE, (double) Float.MAX_VALUE, (double) 0.1f, 1e21, 1e22, 1e100, 5e-324, 0.125,
                0.0000625, 4.5, 5.5, 0.000015, 15.5e-6));
        for (int k = -30; k <= 30; k++) {
            values.add(Math.pow(10, k));
            values.add(-Math.pow(10, k) * 9.999995);
            values.add(Math.pow(2, k) + 0.5);
        }
        return values;
    }

    @Test
    void gMatchesTheCLibraryOnAwkwardValues() throws Throwable {
        for (double v : awkward()) {
            assertEquals(c("%g", v), PrintfFormat.g(v), () -> "%g of " + v);
        }
    }

    @Test
    void gMatchesTheCLibraryOnRandomDoublesAndFloats() throws Throwable {
        SplittableRandom random = new SplittableRandom(19);
        for (int i = 0; i < 20000; i++) {
            double d = Double.longBitsToDouble(random.nextLong());
            assertEquals(c("%g", d), PrintfFormat.g(d), "%g of bits " + Long.toHexString(Double.doubleToRawLongBits(d)));
            float f = Float.intBitsToFloat(random.nextInt());
            assertEquals(c("%g", f), PrintfFormat.g(f), "%g of float bits " + Integer.toHexString(Float.floatToRawIntBits(f)));
            double near = (random.nextInt(2_000_000) - 1_000_000) / 8.0 * Math.pow(10, random.nextInt(-8, 8));
            assertEquals(c("%g", near), PrintfFormat.g(near), "%g of " + near);
        }
    }

    @Test
    void fMatchesTheCLibrary() throws Throwable {
        for (double v : awkward()) {
            if (Math.abs(v) < 1e30) {
                assertEquals(c("%f", v), PrintfFormat.f(v), () -> "%f of " + v);
            }
        }
        SplittableRandom random = new SplittableRandom(17);
        for (int i = 0; i < 5000; i++) {
            double v = (random.nextDouble() - 0.5) * Math.pow(10, random.nextInt(-9, 12));
            assertEquals(c("%f", v), PrintfFormat.f(v), "%f of " + v);
            double tie = (random.nextInt(-100000, 100000) + 0.5) / 1e6;
            assertEquals(c("%f", tie), PrintfFormat.f(tie), "%f of " + tie);
        }
    }

    @Test
    void unsignedIntegers() {
        assertEquals("18446744073709551615", PrintfFormat.u64(-1));
        assertEquals("9223372036854775808", PrintfFormat.u64(Long.MIN_VALUE));
        assertEquals("0", PrintfFormat.u64(0));
    }
}

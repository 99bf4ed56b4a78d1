package dev.mlirj.bench;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.SplittableRandom;

/**
 * Benchmark data: deterministic pseudo-random arrays, native copies of them aligned to 64 bytes, and the
 * result checks every benchmark runs in its setup, throwing (so JMH reports the benchmark as failed) when a
 * variant computes something other than the Java reference.
 */
final class Data {
    private Data() {
    }

    static float[] floats(int n, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        float[] a = new float[n];
        for (int i = 0; i < n; i++) {
            a[i] = (float) random.nextDouble(-1, 1);
        }
        return a;
    }

    static double[] doubles(int n, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        double[] a = new double[n];
        for (int i = 0; i < n; i++) {
            a[i] = random.nextDouble(-1, 1);
        }
        return a;
    }

    static MemorySegment segment(Arena arena, float[] data) {
        MemorySegment s = arena.allocate((long) data.length * Float.BYTES, 64);
        MemorySegment.copy(data, 0, s, ValueLayout.JAVA_FLOAT, 0, data.length);
        return s;
    }

    static MemorySegment segment(Arena arena, double[] data) {
        MemorySegment s = arena.allocate((long) data.length * Double.BYTES, 64);
        MemorySegment.copy(data, 0, s, ValueLayout.JAVA_DOUBLE, 0, data.length);
        return s;
    }

    static void fill(MemorySegment s, float[] data) {
        MemorySegment.copy(data, 0, s, ValueLayout.JAVA_FLOAT, 0, data.length);
    }

    static void fill(MemorySegment s, double[] data) {
        MemorySegment.copy(data, 0, s, ValueLayout.JAVA_DOUBLE, 0, data.length);
    }

    /**
     * Throws unless every element of {@code actual} is within {@code tolerance} (relative to the larger of 1 and
     * the expected magnitude) of {@code expected}.
     */
    static void check(String what, float[] expected, MemorySegment actual, double tolerance) {
        check(what, expected, actual.toArray(ValueLayout.JAVA_FLOAT), tolerance);
    }

    static void check(String what, float[] expected, float[] actual, double tolerance) {
        if (expected.length != actual.length) {
            throw new IllegalStateException(what + ": " + actual.length + " elements, expected " + expected.length);
        }
        for (int i = 0; i < expected.length; i++) {
            double scale = Math.max(1, Math.abs(expected[i]));
            if (!(Math.abs(expected[i] - actual[i]) <= tolerance * scale)) {
                throw new IllegalStateException(what + " computes a wrong result: element " + i + " is " + actual[i]
                        + ", the Java reference says " + expected[i]);
            }
        }
    }

    static void check(String what, double[] expected, MemorySegment actual) {
        double[] got = actual.toArray(ValueLayout.JAVA_DOUBLE);
        for (int i = 0; i < expected.length; i++) {
            if (Double.doubleToRawLongBits(expected[i]) != Double.doubleToRawLongBits(got[i])) {
                throw new IllegalStateException(what + " computes a wrong result: element " + i + " is " + got[i]
                        + ", the Java reference says " + expected[i]);
            }
        }
    }

    static void check(String what, double[] expected, double[] actual) {
        for (int i = 0; i < expected.length; i++) {
            if (Double.doubleToRawLongBits(expected[i]) != Double.doubleToRawLongBits(actual[i])) {
                throw new IllegalStateException(what + " computes a wrong result: element " + i + " is " + actual[i]
                        + ", the Java reference says " + expected[i]);
            }
        }
    }
}

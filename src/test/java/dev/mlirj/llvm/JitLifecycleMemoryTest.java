package dev.mlirj.llvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Creating, using and closing JIT instances gives all their memory back: resident memory after 1,000 more
 * instances stays within a generous bound of where it was after a warm-up. A leak of the JIT, its session,
 * its compiled code or its context costs hundreds of kilobytes an instance, far over the bound.
 */
@SuppressWarnings("restricted")
class JitLifecycleMemoryTest {
    private static final int WARM_UP = 150;
    private static final int MEASURED = 1000;
    private static final long BOUND_BYTES = 48L << 20;

    @Test
    void thousandJitsLeaveResidentMemoryFlat() throws Throwable {
        Path status = Path.of("/proc/self/status");
        assumeTrue(Files.isReadable(status), "resident memory is read from /proc (Linux)");
        long[] read = beforeAndAfter(MEASURED, () -> residentBytes(status));
        long before = read[0];
        long after = read[1];
        long growth = after - before;
        System.out.printf("JitLifecycleMemoryTest: resident %d MiB -> %d MiB over %d JITs (%+d KiB)%n",
                before >> 20, after >> 20, MEASURED, growth >> 10);
        assertTrue(growth < BOUND_BYTES, "resident memory grew by " + (growth >> 20) + " MiB over " + MEASURED
                + " JIT instances");
    }

    /**
     * Each closed JIT unmaps its code: the process's anonymous executable mappings do not grow with the number
     * of JITs (with LLJIT's default linking layer every module kept a code page and a read-only page
     * mapped, two more mappings per JIT). Counted, not timed: such a leak adds a mapping or more per JIT, ten times the bound.
     */
    @Test
    void closedJitsUnmapTheirCode() throws Throwable {
        Path maps = Path.of("/proc/self/maps");
        assumeTrue(Files.isReadable(maps), "mappings are read from /proc (Linux)");
        long[] read = beforeAndAfter(MEASURED / 4, () -> anonymousExecutableMappings(maps));
        assertTrue(read[1] - read[0] < MEASURED / 40, "anonymous executable mappings grew from " + read[0] + " to "
                + read[1] + " over " + MEASURED / 4 + " JIT instances");
    }

    /** A reading of the process's state, e.g. its resident bytes. */
    private interface Reading {
        long read() throws IOException;
    }

    /** {@code reading} after a warm-up of {@link #WARM_UP} JITs, then after {@code count} more. */
    private static long[] beforeAndAfter(int count, Reading reading) throws Throwable {
        cycle(WARM_UP);
        long before = reading.read();
        cycle(count);
        return new long[] {before, reading.read()};
    }

    private static long anonymousExecutableMappings(Path maps) throws IOException {
        // address perms offset dev inode [path]: anonymous mappings have no path.
        return Files.readAllLines(maps).stream().map(l -> l.trim().split("\\s+"))
                .filter(f -> f.length == 5 && f[1].contains("x")).count();
    }

    private static void cycle(int count) throws Throwable {
        for (int i = 0; i < count; i++) {
            try (LlJit jit = LlJit.create(); ThreadSafeContext tsc = ThreadSafeContext.create()) {
                jit.addModule(ThreadSafeModule.create(TestModules.add(tsc.context()), tsc));
                MethodHandle add = Linker.nativeLinker().downcallHandle(jit.lookup("add"),
                        FunctionDescriptor.of(ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG));
                assertEquals(i + 1L, (long) add.invokeExact((long) i, 1L));
            }
        }
        System.gc();
    }

    private static long residentBytes(Path status) throws IOException {
        for (String line : Files.readAllLines(status)) {
            if (line.startsWith("VmRSS:")) {
                return Long.parseLong(line.replaceAll("\\D", "")) * 1024;
            }
        }
        throw new IOException("no VmRSS in " + status);
    }
}

package dev.mlirj.bench;

import dev.mlirj.executionengine.CompiledFunction;
import dev.mlirj.executionengine.MemRefView;
import java.lang.foreign.Arena;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The memory check of issue 8, a measured program rather than a timed test: compiles a module from MLIR text
 * (parse, lower, translate, O3, JIT, look up), calls it once and closes it, {@code count} times (default 10^4),
 * printing the process's resident set size ({@code VmRSS}) and the Java heap in use after every
 * {@code count / 20} rounds. Flat RSS after the first rounds means closing an engine gives back what compiling
 * took. Run by {@code scripts/bench.sh --memory [count]}. With {@code automatic} as the second argument the
 * engines have automatic lifetime ({@code ExecutionEngineOptions.withAutomaticLifetime}) and are never closed:
 * flat RSS then means the garbage collector's cleaner frees every dropped engine
 * ({@code scripts/bench.sh --memory [count] automatic}).
 */
public final class CompileLoop {
    private CompileLoop() {
    }

    public static void main(String[] args) throws Exception {
        int count = args.length > 0 ? Integer.parseInt(args[0]) : 10_000;
        boolean automatic = args.length > 1 && args[1].equals("automatic");
        if (args.length > 1 && !automatic) {
            throw new IllegalArgumentException("usage: CompileLoop [COUNT [automatic]], not " + String.join(" ", args));
        }
        int every = Math.max(1, count / 20);
        String text = KernelSources.touch();
        System.out.printf("%8s %10s %12s %10s%n", "modules", "RSS MB", "heap used MB", "ms/module");
        report(0, 0);
        long start = System.nanoTime();
        try (Arena arena = Arena.ofConfined()) {
            MemRefView view = MemRefView.of(arena, new float[] {3.5f, 0, 0, 0}, 2, 2);
            for (int i = 1; i <= count; i++) {
                try (MlirKernel kernel = automatic ? MlirKernel.compileAutomatic("touch.mlir", text)
                        : MlirKernel.compile("touch.mlir", text)) {
                    CompiledFunction touch = kernel.function("touch");
                    float got = touch.invoke(view).getFloat(0);
                    if (got != 3.5f) {
                        throw new IllegalStateException("module " + i + " returned " + got);
                    }
                }
                if (i % every == 0) {
                    report(i, (System.nanoTime() - start) / 1e6 / every);
                    start = System.nanoTime();
                }
            }
        }
    }

    private static void report(int modules, double msPerModule) throws Exception {
        System.gc();
        Runtime rt = Runtime.getRuntime();
        long heap = rt.totalMemory() - rt.freeMemory();
        long rssKb = Files.readAllLines(Path.of("/proc/self/status")).stream()
                .filter(l -> l.startsWith("VmRSS:")).map(l -> l.replaceAll("[^0-9]", ""))
                .mapToLong(Long::parseLong).findFirst().orElse(-1);
        System.out.printf("%8d %10.1f %12.1f %10.2f%n", modules, rssKb / 1024.0, heap / 1048576.0, msPerModule);
    }
}

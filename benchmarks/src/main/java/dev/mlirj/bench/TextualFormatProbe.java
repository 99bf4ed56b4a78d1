package dev.mlirj.bench;

import dev.mlirj.init.InitAllDialects;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Verifier;
import dev.mlirj.syntax.AsmPrinter;
import dev.mlirj.syntax.SourceParser;
import java.lang.management.ManagementFactory;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A quick companion of {@link TextualFormatBenchmark} without JMH: for each size given on the command line
 * (default 10000 100000 1000000) it times a few rounds of parse, verify and print and reports the nanoseconds
 * per operation, then the heap a parsed module retains (used heap after a full GC with the module alive, minus
 * the same without it). Wall-clock timings of a few rounds are only a scaling check; quote the JMH figures.
 *
 * <p>Run: {@code java -Xmx8g -cp ... dev.mlirj.bench.TextualFormatProbe 10000 100000 1000000}.
 */
public final class TextualFormatProbe {
    private static final int ROUNDS = 5;

    private TextualFormatProbe() {
    }

    public static void main(String[] args) {
        int[] sizes = args.length == 0 ? new int[] {10_000, 100_000, 1_000_000}
                : java.util.Arrays.stream(args).mapToInt(Integer::parseInt).toArray();
        MlirContext context = InitAllDialects.context();
        for (int size : sizes) {
            String text = IrGenerator.module(size);
            long parse = Long.MAX_VALUE;
            long verify = Long.MAX_VALUE;
            long print = Long.MAX_VALUE;
            Operation module = null;
            for (int r = 0; r < ROUNDS; r++) {
                long t0 = System.nanoTime();
                module = SourceParser.parse(context, new DiagnosticEngine(), "probe.mlir", text);
                long t1 = System.nanoTime();
                if (module == null || !Verifier.verify(module, context, new DiagnosticEngine())) {
                    throw new IllegalStateException("the generated module does not parse or verify");
                }
                long t2 = System.nanoTime();
                String printed = AsmPrinter.print(module, context, AsmPrinter.Options.DEFAULT);
                long t3 = System.nanoTime();
                if (printed.isEmpty()) {
                    throw new IllegalStateException();
                }
                parse = Math.min(parse, t1 - t0);
                verify = Math.min(verify, t2 - t1);
                print = Math.min(print, t3 - t2);
            }
            int n = count(module);
            System.out.printf("%,9d ops (%,d chars): parse %,8.1f ms (%5.0f ns/op)  verify %,8.1f ms (%5.0f ns/op)"
                    + "  print %,8.1f ms (%5.0f ns/op)%n", n, text.length(),
                    parse / 1e6, (double) parse / n, verify / 1e6, (double) verify / n, print / 1e6,
                    (double) print / n);
            text = null;
            long with = usedAfterGc();
            java.lang.ref.Reference.reachabilityFence(module);
            module = null;
            long without = usedAfterGc();
            System.out.printf("%,9d ops: the parsed module retains %,.1f MB (%.0f bytes/op)%n", n,
                    (with - without) / 1e6, (double) (with - without) / n);
        }
    }

    /** Every operation in {@code root}, itself included. */
    static int count(Operation root) {
        AtomicInteger n = new AtomicInteger();
        root.walk(op -> n.incrementAndGet());
        return n.get();
    }

    private static long usedAfterGc() {
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }
}

package dev.mlirj.bench;

import dev.mlirj.init.InitAllDialects;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Verifier;
import dev.mlirj.syntax.AsmPrinter;
import dev.mlirj.syntax.SourceParser;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The textual format at scale: parsing, verifying and printing a generated module ({@link IrGenerator}) of 10k,
 * 100k and 1M operations, each stage alone and the three together as {@code mlirj opt} runs them. Scores are
 * milliseconds per whole module; divide by {@link #ops} for the cost per operation, which should not grow with
 * the module's size.
 *
 * <p>Each invocation takes from about a millisecond to a few seconds, so iterations are time-bounded
 * (an iteration runs at least one invocation) and the warmup is long enough for the 10k module to reach C2.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgs = {"-Xms6g", "-Xmx6g", "-XX:+UseParallelGC"})
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 4, time = 2)
public class TextualFormatBenchmark {
    /** The module's size in operations, as requested from the generator (it overshoots by under 100). */
    @Param({"10000", "100000", "1000000"})
    public int ops;

    private MlirContext context;
    private String text;
    private Operation module;

    @Setup(Level.Trial)
    public void setUp() {
        context = InitAllDialects.context();
        text = IrGenerator.module(ops);
        module = parse();
        if (!verify()) {
            throw new IllegalStateException("the generated module does not verify");
        }
    }

    private Operation parse() {
        DiagnosticEngine diagnostics = new DiagnosticEngine();
        Operation parsed = SourceParser.parse(context, diagnostics, "bench.mlir", text);
        if (parsed == null) {
            throw new IllegalStateException("the generated module does not parse: " + diagnostics.collected());
        }
        return parsed;
    }

    private boolean verify() {
        return Verifier.verify(module, context, new DiagnosticEngine());
    }

    /** Text to IR: lexing, parsing, building operations and resolving SSA names and symbols' syntax. */
    @Benchmark
    public Operation parseOnly() {
        return parse();
    }

    /** The verifier over the parsed module: op verifiers, terminators, symbol tables, dominance. */
    @Benchmark
    public boolean verifyOnly() {
        return Verifier.verify(module, context, new DiagnosticEngine());
    }

    /** IR to text in mlir-opt's default (custom) form, aliases and value numbering included. */
    @Benchmark
    public String printOnly() {
        return AsmPrinter.print(module, context, AsmPrinter.Options.DEFAULT);
    }

    /** What {@code mlirj opt} does with a file and no passes: parse, verify, print. */
    @Benchmark
    public String parseVerifyPrint() {
        Operation parsed = parse();
        if (!Verifier.verify(parsed, context, new DiagnosticEngine())) {
            throw new IllegalStateException("does not verify");
        }
        return AsmPrinter.print(parsed, context, AsmPrinter.Options.DEFAULT);
    }
}

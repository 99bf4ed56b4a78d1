package dev.mlirj.executionengine;

import dev.mlirj.llvm.LlJit;
import dev.mlirj.llvm.LlvmModule;
import dev.mlirj.llvm.LlvmTargetMachine;
import dev.mlirj.llvm.OptLevel;
import dev.mlirj.llvm.ThreadSafeContext;
import dev.mlirj.llvm.ThreadSafeModule;
import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandle;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * The execution fixtures of the runner utilities ({@code src/test/resources/runner}, made from {@code src/test/runner-sources} by
 * {@code scripts/runner-expected.sh} with mlir-cpu-runner 19): runs a fixture's LLVM IR in an {@link LlJit} with
 * the Java runner utilities defined as absolute symbols.
 */
final class RunnerFixtures {
    static final Path DIR = Path.of("src/test/resources/runner");

    private RunnerFixtures() {
    }

    /** Runs {@code main} of fixture {@code name}'s {@code .ll}, the utilities writing to {@code output}. */
    static void run(String name, RunnerOutput output) throws Throwable {
        String ir = Files.readString(DIR.resolve(name + ".ll"), StandardCharsets.UTF_8);
        try (Arena arena = Arena.ofConfined();
             ThreadSafeContext tsc = ThreadSafeContext.create();
             LlJit jit = LlJit.create(LlvmTargetMachine.host(OptLevel.O2))) {
            for (Map.Entry<String, MemorySegment> symbol : RunnerUtils.symbols(arena, output).entrySet()) {
                jit.defineAbsolute(symbol.getKey(), symbol.getValue());
            }
            LlvmModule module = LlvmModule.parseIr(tsc.context(), ir, name + ".ll");
            module.verify();
            jit.addModule(ThreadSafeModule.create(module, tsc));
            MethodHandle main = Linker.nativeLinker().downcallHandle(jit.lookup("main"), FunctionDescriptor.ofVoid());
            main.invokeExact();
            output.flush();
        }
    }

    /** The expected bytes of fixture {@code name} on stdout ({@code "out"}) or stderr ({@code "err"}). */
    static byte[] expected(String name, String stream) throws IOException {
        return Files.readAllBytes(DIR.resolve(name + "." + stream));
    }

    /** {@code bytes} with heap addresses masked as the fixtures' script masks them. */
    static byte[] mask(byte[] bytes) {
        String text = new String(bytes, StandardCharsets.ISO_8859_1);
        return text.replaceAll("base@ = (0x[0-9a-fA-F]+|\\(nil\\))", "base@ = <addr>")
                .getBytes(StandardCharsets.ISO_8859_1);
    }
}

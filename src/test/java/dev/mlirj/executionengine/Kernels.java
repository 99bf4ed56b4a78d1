package dev.mlirj.executionengine;

import dev.mlirj.init.InitAllDialects;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.Operation;
import dev.mlirj.llvm.LlJit;
import dev.mlirj.llvm.LlvmModule;
import dev.mlirj.llvm.ThreadSafeContext;
import dev.mlirj.llvm.ThreadSafeModule;
import dev.mlirj.syntax.SourceParser;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The test kernels of {@code src/test/resources/memref/}: their signatures, read from the {@code func.func}
 * headers of {@code scripts/memref-fixtures/kernels.mlir} (as declarations, since mlirj does not parse the scf and memref bodies yet),
 * and their LLVM IR, made by MLIR 19 ({@code scripts/memref-fixtures.sh}), compiled in a JIT.
 */
final class Kernels {
    private static final Pattern HEADER = Pattern.compile(
            "func\\.func @(\\w+)\\(([^)]*)\\)(?:\\s*->\\s*(\\([^)]*\\)|[^\\s{]+))?\\s*(attributes \\{llvm"
                    + "\\.emit_c_interface\\})?\\s*\\{", Pattern.DOTALL);

    /** The kernels' MLIR source, outside the test resources (every .mlir there must parse in mlirj today). */
    static final Path SOURCE = Path.of("scripts/memref-fixtures/kernels.mlir");

    private Kernels() {
    }

    static String resource(String name) {
        try (InputStream in = Kernels.class.getResourceAsStream("/memref/" + name)) {
            if (in == null) {
                throw new IllegalStateException("missing test resource memref/" + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The signature of every function of kernels.mlir, by name. */
    static Map<String, FunctionSignature> signatures() {
        StringBuilder declarations = new StringBuilder();
        String source;
        try {
            source = Files.readString(SOURCE, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Matcher m = HEADER.matcher(source);
        while (m.find()) {
            String args = m.group(2).replaceAll("%\\w+\\s*:\\s*", "");
            declarations.append("func.func private @").append(m.group(1)).append('(').append(args).append(')');
            if (m.group(3) != null) {
                declarations.append(" -> ").append(m.group(3));
            }
            if (m.group(4) != null) {
                declarations.append(' ').append(m.group(4));
            }
            declarations.append('\n');
        }
        DiagnosticEngine diagnostics = new DiagnosticEngine();
        Operation module = SourceParser.parse(InitAllDialects.context(), diagnostics, "kernels.mlir", declarations.toString());
        if (module == null) {
            throw new IllegalStateException(diagnostics.collected() + "\n" + declarations);
        }
        Map<String, FunctionSignature> signatures = new LinkedHashMap<>();
        for (Operation func : module.region(0).entryBlock()) {
            FunctionSignature s = FunctionSignature.of(func, 64);
            signatures.put(s.name(), s);
        }
        return signatures;
    }

    /** Adds the LLVM IR resource {@code name} to {@code jit}. */
    static void addTo(LlJit jit, String name) {
        try (ThreadSafeContext tsc = ThreadSafeContext.create()) {
            LlvmModule module = LlvmModule.parseIr(tsc.context(), resource(name), name);
            module.verify();
            jit.addModule(ThreadSafeModule.create(module, tsc));
        }
    }
}

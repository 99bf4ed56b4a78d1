package dev.mlirj.tool;

import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.Operation;
import dev.mlirj.llvm.LlvmContext;
import dev.mlirj.llvm.LlvmException;
import dev.mlirj.llvm.LlvmModule;
import dev.mlirj.llvm.LlvmTargetMachine;
import dev.mlirj.llvm.OptLevel;
import dev.mlirj.target.llvmir.ModuleTranslation;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code mlirj translate --mlir-to-llvmir FILE}: parses MLIR, verifies it and translates the LLVM dialect to LLVM
 * IR ({@link ModuleTranslation}), as mlir-translate does; then prints LLVM IR text ({@code --emit=llvm}, the
 * default) or writes bitcode, assembly or an object file for the host or for {@code --target=TRIPLE} (which
 * replaces the module's triple and data layout with that target's). Errors are {@code file:line:col: error: ...}
 * with the source line; the exit status is 1 on any error. With {@code --lower-to-llvm} (not in mlir-translate,
 * which takes only the LLVM dialect) input in other dialects is first lowered by the registered pipeline of that
 * name, as {@code mlirj run} lowers it.
 */
@Command(name = "translate", mixinStandardHelpOptions = true,
        description = "Translate MLIR's LLVM dialect to LLVM IR, bitcode, assembly or an object file "
                + "(like mlir-translate --mlir-to-llvmir).")
final class TranslateCommand implements Callable<Integer> {
    /** What {@code --emit} produces. */
    enum Emit { llvm, bc, asm, obj }

    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", defaultValue = "-", description = "Input (default: '-', standard input).")
    private String input;

    @Option(names = "-o", paramLabel = "OUT", description = "Write the output here instead of standard output.")
    private Path output;

    @Option(names = "--mlir-to-llvmir", description = "Translate the LLVM dialect to LLVM IR (the only translation).")
    private boolean mlirToLlvmIr;

    @Option(names = "--emit", paramLabel = "KIND", defaultValue = "llvm",
            description = "What to write: llvm (IR text, default), bc (bitcode), asm, obj.")
    private Emit emit;

    @Option(names = "--target", paramLabel = "TRIPLE",
            description = "Compile for this target triple (e.g. aarch64-unknown-linux-gnu) instead of the module's.")
    private String target;

    @Option(names = "--allow-unregistered-dialect", description = "Accept operations of unknown dialects.")
    private boolean allowUnregistered;

    @Option(names = "--lower-to-llvm", description = "Lower input not yet in the LLVM dialect with the "
            + "lower-to-llvm pipeline first (as 'mlirj run' does); an operation it leaves is an error naming it.")
    private boolean lowerToLlvm;

    @Override
    public Integer call() {
        if (!mlirToLlvmIr) {
            throw new ToolException("no translation chosen: use --mlir-to-llvmir");
        }
        PrintWriter err = spec.commandLine().getErr();
        CommandInput.ParsedModule parsed = CommandInput.parseAndVerify(input, CommandInput.readText(input),
                allowUnregistered, err);
        Operation module = parsed.module();
        if (module == null || lowerToLlvm && !CommandInput.lowerToLlvm(parsed, err)) {
            return 1;
        }
        DiagnosticEngine diagnostics = parsed.diagnostics();
        try {
            try (LlvmContext llvm = LlvmContext.create()) {
                LlvmModule translated = ModuleTranslation.translateModuleToLlvmIr(module, llvm, diagnostics);
                if (translated == null) {
                    return 1;
                }
                try (translated) {
                    write(produce(translated));
                }
            }
            return 0;
        } finally {
            err.flush();
        }
    }

    private byte[] produce(LlvmModule module) {
        if (emit == Emit.llvm && target == null) {
            return module.print().getBytes(StandardCharsets.UTF_8);
        }
        try (LlvmTargetMachine tm = target == null ? LlvmTargetMachine.create(module.targetTriple(), "", "",
                OptLevel.O2, LlvmTargetMachine.RelocMode.PIC, LlvmTargetMachine.CodeModel.DEFAULT)
                : LlvmTargetMachine.create(target, "", "", OptLevel.O2, LlvmTargetMachine.RelocMode.PIC,
                LlvmTargetMachine.CodeModel.DEFAULT)) {
            if (target != null) {
                tm.configure(module);
            }
            return switch (emit) {
                case llvm -> module.print().getBytes(StandardCharsets.UTF_8);
                case bc -> module.bitcode();
                case asm -> tm.emit(module, LlvmTargetMachine.FileType.ASSEMBLY);
                case obj -> tm.emit(module, LlvmTargetMachine.FileType.OBJECT);
            };
        } catch (LlvmException e) {
            throw new ToolException(CommandInput.displayName(input) + ": error: " + e.getMessage());
        }
    }

    private void write(byte[] bytes) {
        try {
            if (output != null) {
                Files.write(output, bytes);
            } else if (emit == Emit.llvm || emit == Emit.asm) {
                PrintWriter out = spec.commandLine().getOut();
                out.print(new String(bytes, StandardCharsets.UTF_8));
                out.flush();
            } else {
                System.out.write(bytes);
                System.out.flush();
            }
        } catch (IOException e) {
            throw new ToolException("cannot write '" + output + "': " + e.getMessage());
        }
    }
}

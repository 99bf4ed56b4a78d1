package dev.mlirj.conversion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mlirj.init.InitAllPasses;
import dev.mlirj.pass.OpPassManager;
import dev.mlirj.pass.Pass;
import dev.mlirj.pass.PassManager;
import dev.mlirj.pass.PassPipelineParser;
import dev.mlirj.pass.PassRegistry;
import dev.mlirj.tool.Mlirj;
import dev.mlirj.transforms.SymbolDcePass;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The named pipeline {@code lower-to-llvm}: registered from {@link StandardLowering#PASSES} (the one place the
 * order is written), expanded where a pipeline names it, refused with options, and the pass manager
 * {@code mlirj run} uses is that registered pipeline.
 */
class StandardLoweringTest {
    static {
        InitAllPasses.registerAllPasses();
    }

    private static List<String> arguments(OpPassManager pm) {
        return pm.passes().stream().map(Pass::argument).toList();
    }

    @Test
    void thePipelineIsThePassListInOrder() throws Exception {
        assertTrue(PassRegistry.pipelineArguments().contains("lower-to-llvm"));
        assertEquals(StandardLowering.PASSES, arguments(PassPipelineParser.parse("builtin.module(lower-to-llvm)")));
        assertEquals(StandardLowering.PASSES, arguments(StandardLowering.passManager()));
        assertEquals("builtin.module(lower-to-llvm)", StandardLowering.pipelineText());
        PassManager around = PassPipelineParser.parse("builtin.module(symbol-dce, lower-to-llvm, symbol-dce)");
        List<String> expected = new java.util.ArrayList<>(List.of("symbol-dce"));
        expected.addAll(StandardLowering.PASSES);
        expected.add("symbol-dce");
        assertEquals(expected, arguments(around));
        assertEquals(StandardLowering.PASSES.size() + 2, around.size());
    }

    @Test
    void badUsesAreLocatedPipelineErrors() {
        PassPipelineParser.PipelineException options = assertThrows(PassPipelineParser.PipelineException.class,
                () -> PassPipelineParser.parse("builtin.module(lower-to-llvm{index-bitwidth=32})"));
        assertEquals("the pass pipeline 'lower-to-llvm' takes no options", options.getMessage());
        assertEquals(29, options.column());
        PassPipelineParser.PipelineException unknown = assertThrows(PassPipelineParser.PipelineException.class,
                () -> PassPipelineParser.parse("builtin.module(lower-to-llvmx)"));
        assertEquals("'lower-to-llvmx' does not refer to a registered pass or pass pipeline", unknown.getMessage());
    }

    @Test
    void asAFlagItTakesNoOptionsAndUnknownFlagsListIt(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("t.mlir");
        Files.writeString(file, "func.func @f() {\n  return\n}\n");
        StringWriter err = new StringWriter();
        int status = Mlirj.execute(new PrintWriter(new StringWriter()), new PrintWriter(err, true), "opt",
                file.toString(), "--lower-to-llvm=index-bitwidth=32");
        assertEquals(1, status);
        assertTrue(err.toString().contains("invalid '--lower-to-llvm=index-bitwidth=32': the pass pipeline "
                + "'lower-to-llvm' takes no options"), err::toString);
        StringWriter unknown = new StringWriter();
        Mlirj.execute(new PrintWriter(new StringWriter()), new PrintWriter(unknown, true), "opt", file.toString(),
                "--lower-to-llvmx");
        assertTrue(unknown.toString().contains("; pipelines: lower-to-llvm)"), unknown::toString);
        StringWriter out = new StringWriter();
        assertEquals(0, Mlirj.execute(new PrintWriter(out, true), new PrintWriter(new StringWriter()), "opt",
                file.toString(), "--symbol-dce", "--lower-to-llvm"));
        assertEquals("module {\n  llvm.func @f() {\n    llvm.return\n  }\n}\n\n", out.toString());
    }

    @Test
    void passesAndPipelinesShareOneNamespace() {
        assertThrows(IllegalArgumentException.class,
                () -> PassRegistry.registerPipeline("symbol-dce", "clash", pm -> pm.addPass(new SymbolDcePass())));
        assertThrows(IllegalArgumentException.class,
                () -> PassRegistry.registerPipeline(StandardLowering.ARGUMENT, "again", StandardLowering::buildPipeline));
        assertThrows(IllegalArgumentException.class, () -> PassRegistry.register(() -> new Pass() {
            @Override
            public String argument() {
                return StandardLowering.ARGUMENT;
            }

            @Override
            public String description() {
                return "a pass named like the pipeline";
            }

            @Override
            public boolean run(dev.mlirj.ir.Operation op, dev.mlirj.ir.MlirContext context,
                               dev.mlirj.ir.DiagnosticEngine diagnostics) {
                return true;
            }
        }));
    }

    @Test
    void theSuggestedPassesAreRegisteredAndOutsideThePipeline() {
        for (String op : List.of("arith.ceildivsi", "arith.floordivsi", "math.ipowi", "math.tan", "math.atan2",
                "complex.tan", "vector.print")) {
            String pass = StandardLowering.passThatLowers(op);
            assertTrue(pass != null && PassRegistry.create(pass) != null, op + " suggests " + pass);
            assertTrue(!StandardLowering.PASSES.contains(pass), pass + " is already in the pipeline");
        }
        assertEquals(null, StandardLowering.passThatLowers("memref.alloc"));
    }
}

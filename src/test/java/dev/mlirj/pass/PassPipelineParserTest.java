package dev.mlirj.pass;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.mlirj.init.InitAllPasses;
import org.junit.jupiter.api.Test;

/** MLIR's textual pass pipelines: what parses, how it prints back, and where errors point. */
class PassPipelineParserTest {
    static {
        InitAllPasses.registerAllPasses();
    }

    @Test
    void nestedPipelinesPrintBackCanonically() throws Exception {
        PassManager pm = PassPipelineParser.parse(" builtin.module( symbol-dce , func.func(strip-debuginfo),"
                + "strip-debuginfo ) ");
        assertEquals("builtin.module(symbol-dce,func.func(strip-debuginfo),strip-debuginfo)", pm.toString());
        assertEquals(2, pm.passes().size());
        assertEquals("builtin.module()", PassPipelineParser.parse("builtin.module()").toString());
    }

    private static PassPipelineParser.PipelineException error(String pipeline) {
        return assertThrows(PassPipelineParser.PipelineException.class, () -> PassPipelineParser.parse(pipeline));
    }

    @Test
    void errorsNameTheProblemAndItsColumn() {
        PassPipelineParser.PipelineException e = error("builtin.module(symbol-dce,nope)");
        assertEquals("'nope' does not refer to a registered pass or pass pipeline", e.getMessage());
        assertEquals(27, e.column());
        e = error("symbol-dce");
        assertEquals("expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'",
                e.getMessage());
        assertEquals(1, e.column());
        e = error("builtin.module(symbol-dce{x=1})");
        assertEquals("failed to add 'symbol-dce' with options: no such option x", e.getMessage());
        assertEquals(26, e.column());
        e = error("builtin.module(symbol-dce");
        assertEquals("expected ')' to end the pipeline", e.getMessage());
        e = error("builtin.module(symbol-dce) x");
        assertEquals("unexpected 'x' after the pipeline", e.getMessage());
        e = error("builtin.module(symbol-dce{x=\"1)");
        assertEquals("unterminated quoted option value", e.getMessage());
    }

    @Test
    void passesAnchoredElsewhereAreRefused() {
        OpPassManager pm = new OpPassManager("func.func");
        Pass moduleOnly = new Pass() {
            @Override
            public String argument() {
                return "module-only";
            }

            @Override
            public String description() {
                return "";
            }

            @Override
            public String anchor() {
                return "builtin.module";
            }

            @Override
            public boolean run(dev.mlirj.ir.Operation op, dev.mlirj.ir.MlirContext context,
                               dev.mlirj.ir.DiagnosticEngine diagnostics) {
                return true;
            }
        };
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> pm.addPass(moduleOnly));
        assertEquals("Can't add pass 'module-only' restricted to 'builtin.module' on a PassManager intended to run on "
                + "'func.func', did you intend to nest?", e.getMessage());
    }
}

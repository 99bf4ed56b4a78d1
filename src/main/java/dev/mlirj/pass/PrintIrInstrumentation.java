package dev.mlirj.pass;

import dev.mlirj.dialect.builtin.ModuleOp;
import dev.mlirj.ir.Operation;
import java.io.PrintWriter;
import java.util.function.Function;

/**
 * mlir-opt's {@code --mlir-print-ir-after-all} and {@code --mlir-print-ir-after-failure}: after each pass (or only
 * after a failed one) writes {@code // -----// IR Dump After Name (argument) //----- //} (with {@code Failed}
 * after the name for a failure), the operation the pass ran on, and a blank line, as MLIR 19 does.
 */
public final class PrintIrInstrumentation implements PassInstrumentation {
    private final boolean afterAll;
    private final boolean afterFailure;
    private final PrintWriter out;
    private final Function<Operation, String> printer;

    /**
     * Prints to {@code out} with {@code printer} (which renders an operation as mlir-opt prints it) after every
     * pass when {@code afterAll}, after failed passes when {@code afterAll} or {@code afterFailure}.
     */
    public PrintIrInstrumentation(boolean afterAll, boolean afterFailure, PrintWriter out,
                                  Function<Operation, String> printer) {
        this.afterAll = afterAll;
        this.afterFailure = afterFailure;
        this.out = out;
        this.printer = printer;
    }

    @Override
    public void runAfterPass(Pass pass, Operation op) {
        if (afterAll && !afterFailure) {
            dump(pass, op, "");
        }
    }

    @Override
    public void runAfterPassFailed(Pass pass, Operation op) {
        if (afterAll || afterFailure) {
            dump(pass, op, " Failed");
        }
    }

    private void dump(Pass pass, Operation op, String failed) {
        out.print("// -----// IR Dump After " + pass.name() + failed + " (" + pass.argument() + ") //----- //\n");
        // As MLIR: a module prints with a final newline, other operations without; then a blank line.
        String text = printer.apply(op).stripTrailing();
        out.print(text);
        out.print(op.name().fullName().equals(ModuleOp.NAME) ? "\n\n\n" : "\n\n");
        out.flush();
    }
}

package dev.mlirj.pass;

import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import java.util.Map;

/**
 * A transformation of one operation and what it contains, as MLIR's {@code Pass}: named by its command-line
 * {@link #argument()} (e.g. {@code symbol-dce}), optionally restricted to one operation kind ({@link #anchor()}),
 * configured by {@code key=value} options before it runs. A pass instance is used by one pass manager, once per
 * operation it is scheduled on, one operation at a time.
 */
public abstract class Pass {
    /** The name used in pipelines and as an {@code mlirj opt} flag. */
    public abstract String argument();

    /**
     * The pass's name as MLIR's C++ class spells it (e.g. {@code SymbolDCE}), shown by IR dumps
     * ({@code --mlir-print-ir-after-all}) and the timing report; by default the Java class's simple name without a
     * {@code Pass} suffix.
     */
    public String name() {
        String n = getClass().getSimpleName();
        return n.endsWith("Pass") && n.length() > 4 ? n.substring(0, n.length() - 4) : n;
    }

    /** One line saying what the pass does. */
    public abstract String description();

    /** The operation the pass runs on, e.g. {@code builtin.module}; null when it runs on any operation. */
    public String anchor() {
        return null;
    }

    /**
     * Applies options written {@code pass{key=value ...}}; throws {@link IllegalArgumentException} naming the
     * first option the pass does not have or whose value it cannot take. The default accepts none.
     */
    public void configure(Map<String, String> options) {
        if (!options.isEmpty()) {
            throw new IllegalArgumentException("no such option " + options.keySet().iterator().next());
        }
    }

    /**
     * The options as written in a pipeline ({@code {key=value}}), as MLIR prints pipelines (every option the pass
     * has, defaults included), or empty when the pass has none.
     */
    public String optionsText() {
        return "";
    }

    /**
     * Runs the pass on {@code op}. Returns false when it failed, after reporting why to {@code diagnostics}; the
     * pass manager then stops and the IR may be partly transformed.
     */
    public abstract boolean run(Operation op, MlirContext context, DiagnosticEngine diagnostics);
}

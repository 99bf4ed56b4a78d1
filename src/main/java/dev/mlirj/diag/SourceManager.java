package dev.mlirj.diag;

import java.util.HashMap;
import java.util.Map;

/**
 * The text of every input file, by the name locations use, so diagnostics can quote the line they point at. A
 * chunk of a file parsed on its own (mlir-opt's {@code --split-input-file}) is registered as a file of its own,
 * under the name its locations carry: as in mlir-opt 19, positions in it are relative to the chunk.
 */
public final class SourceManager {
    private final Map<String, String[]> files = new HashMap<>();

    /** Registers {@code text} as the contents of {@code name}. */
    public void add(String name, String text) {
        files.put(name, text.split("\n", -1));
    }

    /** Line {@code line} (1-based) of {@code name} without its newline, or null when unknown. */
    public String line(String name, int line) {
        String[] lines = files.get(name);
        if (lines == null || line < 1 || line > lines.length) {
            return null;
        }
        String l = lines[line - 1];
        return l.endsWith("\r") ? l.substring(0, l.length() - 1) : l;
    }
}

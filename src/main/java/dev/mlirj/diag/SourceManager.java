package dev.mlirj.diag;

import dev.mlirj.ir.Location;
import java.util.HashMap;
import java.util.Map;

/**
 * The text of every input file, by the name locations use, so diagnostics can quote the line they point at. A
 * chunk of a file parsed on its own (mlir-opt's {@code --split-input-file}) has a name of its own, and positions
 * in it can be translated back to positions in the whole file ({@link #inWholeFile}).
 */
public final class SourceManager {
    private final Map<String, String[]> files = new HashMap<>();
    private final Map<String, Chunk> chunks = new HashMap<>();

    /** Where a chunk sits: its file and the number of that file's lines before the chunk's first line. */
    private record Chunk(String file, int linesBefore) {
    }

    /** Registers {@code text} as the contents of {@code name}. */
    public void add(String name, String text) {
        files.put(name, text.split("\n", -1));
    }

    /**
     * Registers {@code chunkName} as the name of a chunk of {@code file} whose first line is line
     * {@code linesBefore + 1} of that file.
     */
    public void addChunk(String chunkName, String file, int linesBefore) {
        chunks.put(chunkName, new Chunk(file, linesBefore));
    }

    /** {@code at} as a position in its whole file when it is in a registered chunk, else {@code at} itself. */
    public Location.FileLineCol inWholeFile(Location.FileLineCol at) {
        Chunk chunk = chunks.get(at.file());
        return chunk == null ? at : new Location.FileLineCol(chunk.file(), at.line() + chunk.linesBefore(), at.column());
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

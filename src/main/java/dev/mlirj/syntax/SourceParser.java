package dev.mlirj.syntax;

import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;

/** Parses MLIR source text into a {@code builtin.module}; the entry point of the syntax package. */
public final class SourceParser {
    /**
     * How deep operations, regions, types, attributes and literals may nest. Far beyond real IR, and low enough
     * that the recursive parser and printer stay within a thread's stack: deeper input is a located error
     * ({@code nesting is too deep}), not a crash.
     */
    public static final int MAX_NESTING = 2_000;

    private SourceParser() {
    }

    /**
     * Parses {@code text}, named {@code sourceName} in locations, with the dialects of {@code context}. A single
     * top-level {@code builtin.module} is returned as is; other top-level operations are wrapped in an implicit
     * module.
     *
     * @return the module, or null after reporting the first syntax error to {@code diagnostics}
     */
    public static Operation parse(MlirContext context, DiagnosticEngine diagnostics, String sourceName, String text) {
        Parser parser = new Parser(context, diagnostics, sourceName, text);
        parser.builtinResources = FileMetadataParser.prescan(context, sourceName, text);
        Operation module = new OperationParser(parser).parseTopLevel();
        return parser.failed() ? null : module;
    }
}

package dev.mlirj.syntax;

import dev.mlirj.ir.DeepNesting;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;

/** Parses MLIR source text into a {@code builtin.module}; the entry point of the syntax package. */
public final class SourceParser {
    /**
     * How deep operations, types, attributes and literals may nest, counted together ({@link DeepNesting#MAX_DEPTH}):
     * deeper input is a located error ({@code nesting is too deep}), not a crash.
     */
    public static final int MAX_NESTING = DeepNesting.MAX_DEPTH;

    private SourceParser() {
    }

    /**
     * Parses {@code text}, named {@code sourceName} in locations, with the dialects of {@code context}. A single
     * top-level {@code builtin.module} is returned as is; other top-level operations are wrapped in an implicit
     * module.
     *
     * Text nested deeper than {@link DeepNesting#INLINE_DEPTH} brackets is parsed on a thread sized for it
     * ({@link DeepNesting}).
     *
     * @return the module, or null after reporting the first syntax error to {@code diagnostics}
     */
    public static Operation parse(MlirContext context, DiagnosticEngine diagnostics, String sourceName, String text) {
        return DeepNesting.call(nestingDepth(text), () -> {
            Parser parser = new Parser(context, diagnostics, sourceName, text);
            parser.builtinResources = FileMetadataParser.prescan(context, sourceName, text);
            Operation module = new OperationParser(parser).parseTopLevel();
            context.noteParsedNesting(parser.deepestValueNesting());
            return parser.failed() ? null : module;
        });
    }

    /**
     * How deeply {@code text} nests, a bound on how deeply the parser will recurse over it (past
     * {@link #MAX_NESTING}, where the parser stops, it is cut to that): brackets, and within a bracket the
     * operators of affine expressions ({@code + - * mod floordiv ceildiv}) since its last comma, as each of them
     * makes the expression's tree one level deeper (a sum of n terms is n deep) and building, simplifying and
     * checking a tree recurses over it. Strings and comments are skipped; a {@code >} closes only an open
     * {@code <}, and {@code ->} closes nothing, so the arrows of function types and the comparisons of integer
     * sets are not taken for closing brackets.
     */
    public static int nestingDepth(String text) {
        byte[] open = new byte[64];
        int[] operators = new int[65]; // per open bracket (index 0: outside any), since its last comma
        int depth = 0;
        long enclosingOperators = 0; // operators counted at the levels below the current one
        long deepest = 0;
        int n = text.length();
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            switch (c) {
                case '(', '[', '{', '<' -> {
                    if (depth == open.length) {
                        if (depth > MAX_NESTING) {
                            return depth;
                        }
                        open = java.util.Arrays.copyOf(open, depth * 2);
                        operators = java.util.Arrays.copyOf(operators, depth * 2 + 1);
                    }
                    enclosingOperators += operators[depth];
                    open[depth++] = (byte) c;
                    operators[depth] = 0;
                    deepest = Math.max(deepest, depth + enclosingOperators);
                }
                case ')', ']', '}' -> {
                    while (depth > 0 && open[depth - 1] == '<') {
                        enclosingOperators -= operators[--depth];
                    }
                    if (depth > 0) {
                        enclosingOperators -= operators[--depth];
                    }
                }
                case '>' -> {
                    if (depth > 0 && open[depth - 1] == '<' && (i == 0 || text.charAt(i - 1) != '-')) {
                        enclosingOperators -= operators[--depth];
                    }
                }
                case ',' -> operators[depth] = 0;
                case '+', '*' -> deepest = Math.max(deepest, depth + enclosingOperators + ++operators[depth]);
                case '-' -> {
                    if (i + 1 >= n || text.charAt(i + 1) != '>') {
                        deepest = Math.max(deepest, depth + enclosingOperators + ++operators[depth]);
                    }
                }
                case 'm', 'f', 'c' -> {
                    int length = affineKeywordAt(text, i);
                    if (length > 0) {
                        deepest = Math.max(deepest, depth + enclosingOperators + ++operators[depth]);
                        i += length - 1;
                    }
                }
                case '"' -> {
                    for (i++; i < n && text.charAt(i) != '"'; i++) {
                        if (text.charAt(i) == '\\') {
                            i++;
                        }
                    }
                }
                case '/' -> {
                    if (i + 1 < n && text.charAt(i + 1) == '/') {
                        while (i < n && text.charAt(i) != '\n') {
                            i++;
                        }
                    }
                }
                default -> {
                }
            }
            if (deepest > MAX_NESTING) {
                return MAX_NESTING + 1;
            }
        }
        return (int) deepest;
    }

    /** The length of {@code mod}, {@code floordiv} or {@code ceildiv} as a word at {@code at}, else 0. */
    private static int affineKeywordAt(String text, int at) {
        if (at > 0 && Lexer.isIdChar(text.charAt(at - 1))) {
            return 0;
        }
        for (String keyword : AFFINE_KEYWORDS) {
            int end = at + keyword.length();
            if (text.startsWith(keyword, at) && (end == text.length() || !Lexer.isIdChar(text.charAt(end)))) {
                return keyword.length();
            }
        }
        return 0;
    }

    private static final String[] AFFINE_KEYWORDS = {"mod", "floordiv", "ceildiv"};
}

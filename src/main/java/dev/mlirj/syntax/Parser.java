package dev.mlirj.syntax;

import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.Dialect;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Type;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Supplier;

/**
 * The shared state of one parse: the token stream, where tokens are in the file, the alias definitions seen so
 * far and where errors go. {@link OperationParser} parses operations with it; {@link TypeParser} and
 * {@link AttributeParser} types and attributes. The first error stops the parse (like MLIR's parser); the
 * verifier, not the parser, reports many errors at once.
 */
final class Parser {
    final MlirContext context;
    final DiagnosticEngine diagnostics;
    final String sourceName;
    private final Lexer lexer;
    private final int[] lineStarts;
    Token token;
    private boolean failed;
    final Map<String, Attribute> attributeAliases = new HashMap<>();
    final Map<String, Type> typeAliases = new HashMap<>();
    /** {@link #locationOf}, made once: every operand use written holds it to work out its location lazily. */
    final java.util.function.IntFunction<Location> locator = this::locationOf;

    Parser(MlirContext context, DiagnosticEngine diagnostics, String sourceName, String text) {
        this.context = context;
        this.diagnostics = diagnostics;
        this.sourceName = sourceName;
        this.lexer = new Lexer(text);
        this.lineStarts = lineStarts(text);
        this.token = lexer.next();
    }

    private static int[] lineStarts(String text) {
        int[] starts = new int[16];
        int n = 0;
        starts[n++] = 0;
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                if (n == starts.length) {
                    starts = Arrays.copyOf(starts, n * 2);
                }
                starts[n++] = i + 1;
            }
        }
        return Arrays.copyOf(starts, n);
    }

    // ---- tokens ------------------------------------------------------------------------------------------

    /** Moves to the next token. */
    void consume() {
        token = lexer.next();
    }

    /** Consumes a token of {@code kind} if it is next. */
    boolean consumeIf(TokenKind kind) {
        if (token.is(kind)) {
            consume();
            return true;
        }
        return false;
    }

    /** Consumes the keyword {@code keyword} if it is next. */
    boolean consumeIfKeyword(String keyword) {
        if (token.isKeyword(keyword)) {
            consume();
            return true;
        }
        return false;
    }

    /** Consumes a token of {@code kind}, or reports {@code message} and returns false. */
    boolean expect(TokenKind kind, String message) {
        if (consumeIf(kind)) {
            return true;
        }
        return error(message);
    }

    /**
     * One or more {@code element}s separated by commas (MLIR's {@code parseCommaSeparatedList}); null as soon as
     * an element returns null, which means it reported an error.
     */
    <T> List<T> parseCommaList(Supplier<T> element) {
        List<T> items = new ArrayList<>();
        do {
            T item = element.get();
            if (item == null) {
                return null;
            }
            items.add(item);
        } while (consumeIf(TokenKind.COMMA));
        return items;
    }

    /**
     * Zero or more comma-separated {@code element}s, then {@code close} (reporting {@code message} when it is
     * missing); null after an error.
     */
    <T> List<T> parseCommaListUntil(TokenKind close, String message, Supplier<T> element) {
        if (consumeIf(close)) {
            return new ArrayList<>();
        }
        List<T> items = parseCommaList(element);
        return items != null && expect(close, message) ? items : null;
    }

    /** The text from {@code start} to the current token's start. */
    String textSince(int start) {
        return lexer.text().substring(start, token.start());
    }

    /** The source text. */
    String text() {
        return lexer.text();
    }

    /** Restarts lexing at {@code offset}. */
    void resetTo(int offset) {
        lexer.resetTo(offset);
        token = lexer.next();
    }

    // ---- locations and errors --------------------------------------------------------------------------

    /** The file location of offset {@code offset}. */
    Location.FileLineCol locationOf(int offset) {
        int line = lastLine;
        if (offset < lineStarts[line] || line + 1 < lineStarts.length && offset >= lineStarts[line + 1]) {
            line = line + 2 < lineStarts.length && offset >= lineStarts[line + 1] && offset < lineStarts[line + 2]
                    ? line + 1 : Arrays.binarySearch(lineStarts, offset);
            if (line < 0) {
                line = -line - 2;
            }
            lastLine = Math.max(line, 0);
        }
        return new Location.FileLineCol(sourceName, line + 1, offset - lineStarts[line] + 1);
    }

    /** The location of the current token. */
    Location.FileLineCol location() {
        return locationOf(token.start());
    }

    /** Whether an error was reported. */
    boolean failed() {
        return failed;
    }

    /** Reports {@code message} at the current token (or the lexer's own error there); returns false. */
    boolean error(String message) {
        if (token.is(TokenKind.ERROR)) {
            return errorAt(token.start(), token.error());
        }
        return errorAt(token.start(), message);
    }

    /** Reports {@code message} at {@code location}; only the first error of a parse is reported. */
    boolean errorAt(Location location, String message) {
        if (!failed) {
            failed = true;
            diagnostics.error(location, message);
        }
        return false;
    }

    /** As {@link #errorAt(Location, String)}, with a note at {@code noteAt}. */
    boolean errorAt(Location location, String message, Location noteAt, String note) {
        if (!failed) {
            failed = true;
            diagnostics.report(dev.mlirj.ir.Diagnostic.error(location, message).attachNote(noteAt, note));
        }
        return false;
    }

    /** Reports {@code message} at offset {@code offset}; returns false. */
    boolean errorAt(int offset, String message) {
        return errorAt(locationOf(offset), message);
    }

    // ---- types and attributes --------------------------------------------------------------------------

    /** Parses a type; null after an error. */
    Type parseType() {
        return TypeParser.parse(this);
    }

    /** Parses an attribute, {@code type} being the expected type for untyped literals (or null). */
    Attribute parseAttribute(Type type) {
        return AttributeParser.parse(this, type);
    }

    // ---- nesting ---------------------------------------------------------------------------------------

    private static final int MAX_NESTING = SourceParser.MAX_NESTING;
    private int nesting;
    /** The levels of {@link #nesting} that are operations; the others are types, attributes and literals. */
    private int operationNesting;
    private int deepestValueNesting;

    /** Enters one level of nesting; false (after reporting it) when that is too deep. */
    boolean enterNesting() {
        if (++nesting > MAX_NESTING) {
            nesting--;
            return error("nesting is too deep: more than " + MAX_NESTING + " levels");
        }
        if (nesting - operationNesting > deepestValueNesting) {
            deepestValueNesting = nesting - operationNesting;
        }
        return true;
    }

    /**
     * Counts a value the parser built without recursion that takes {@code levels} levels of its own (an affine
     * expression's tree: a sum of n terms is n deep) as nested at the current level; false (after reporting it at
     * {@code at}, where the value starts) when that is too deep.
     */
    boolean noteValueDepth(int levels, int at, String what) {
        if ((long) nesting + levels > MAX_NESTING) {
            return errorAt(at, "nesting is too deep: more than " + MAX_NESTING + " levels (" + what + ")");
        }
        deepestValueNesting = Math.max(deepestValueNesting, nesting - operationNesting + levels);
        return true;
    }

    /** Leaves a level entered with {@link #enterNesting}. */
    void exitNesting() {
        nesting--;
    }

    /** {@link #enterNesting} for an operation. */
    boolean enterOperationNesting() {
        if (!enterNesting()) {
            return false;
        }
        operationNesting++;
        return true;
    }

    /** Leaves a level entered with {@link #enterOperationNesting}. */
    void exitOperationNesting() {
        operationNesting--;
        nesting--;
    }

    /** How deeply the types, attributes and literals parsed so far nested (not counting operations). */
    int deepestValueNesting() {
        return deepestValueNesting;
    }

    /**
     * Parses {@code !name}/{@code #name} (an alias), {@code !dialect.body}/{@code #dialect.body}, or
     * {@code !dialect<body>}/{@code #dialect<body>}: a loaded dialect parses its own body through
     * {@code dialectHook}; an unknown one is kept verbatim through {@code opaque} when unregistered dialects are
     * allowed.
     *
     * @param kind    "type" or "attribute", for messages
     * @param aliases the alias definitions of this kind
     * @param opaque  makes the opaque value from the namespace and the text after it
     */
    <T> T parseExtendedSymbol(String kind, Map<String, T> aliases,
                              BiFunction<Dialect, DialectBodyParser, T> dialectHook,
                              BiFunction<String, String, T> opaque) {
        Token t = token;
        String name = t.text().substring(1);
        int dot = name.indexOf('.');
        boolean bodyOnly = dot < 0 && t.end() < text().length() && text().charAt(t.end()) == '<';
        if (dot < 0 && !bodyOnly) {
            T aliased = aliases.get(name);
            if (aliased == null) {
                error("undefined symbol alias id '" + name + "'");
                return null;
            }
            consume();
            return aliased;
        }
        String namespace = dot < 0 ? name : name.substring(0, dot);
        Dialect dialect = context.dialect(namespace);
        if (dialect != null) {
            resetTo(dot < 0 ? t.end() : t.start() + 1 + dot + 1);
            return dialectHook.apply(dialect, new DialectBodyParser(this, namespace));
        }
        if (!context.allowsUnregisteredDialects()) {
            error("dialect '" + namespace + "' is unknown; its " + kind + "s cannot be parsed"
                    + " (use --allow-unregistered-dialect to keep them opaque)");
            return null;
        }
        consume();
        String body = (dot < 0 ? "" : name.substring(dot)) + parsePrettyBody();
        return failed ? null : opaque.apply(namespace, body);
    }

    /**
     * An optional {@code <...>} right after a dialect symbol, returned verbatim; nested brackets, {@code ->} and
     * strings are skipped over.
     */
    String parsePrettyBody() {
        if (!token.is(TokenKind.LESS)) {
            return "";
        }
        String src = text();
        int start = token.start();
        int depth = 0;
        for (int i = start; i < src.length(); i++) {
            char c = src.charAt(i);
            if (c == '"') {
                i++;
                while (i < src.length() && src.charAt(i) != '"') {
                    i += src.charAt(i) == '\\' ? 2 : 1;
                }
            } else if (c == '<' || c == '(' || c == '[' || c == '{') {
                depth++;
            } else if (c == '>' && i > 0 && src.charAt(i - 1) == '-') {
                continue;
            } else if (c == '>' || c == ')' || c == ']' || c == '}') {
                depth--;
                if (depth == 0) {
                    resetTo(i + 1);
                    return src.substring(start, i + 1);
                }
            }
        }
        errorAt(start, "unbalanced '<' character in pretty dialect name");
        return "";
    }

    /** Parses {@code loc(...)} after the {@code loc} keyword; null after an error. */
    Location parseLocationBody() {
        return AttributeParser.parseLocationBody(this);
    }

    /**
     * Reports {@code message} about the current token where MLIR's {@code emitWrongTokenError} does: right after
     * the last non-blank character before it (skipping blank lines and {@code //} comments of the lines before),
     * so that "expected ')'" points at the end of what was there rather than at the next line. Returns false.
     */
    boolean wrongTokenError(String message) {
        if (token.is(TokenKind.ERROR)) {
            return errorAt(token.start(), token.error());
        }
        String src = text();
        int end = token.is(TokenKind.EOF) ? Math.max(0, token.start() - 1) : token.start();
        int original = end;
        while (true) {
            while (end > 0 && (src.charAt(end - 1) == ' ' || src.charAt(end - 1) == '\t')) {
                end--;
            }
            if (end == 0) {
                return errorAt(original, message);
            }
            char c = src.charAt(end - 1);
            if (c != '\n' && c != '\r') {
                return errorAt(end, message);
            }
            end--;
            int lineStart = end;
            while (lineStart > 0 && src.charAt(lineStart - 1) != '\n' && src.charAt(lineStart - 1) != '\r') {
                lineStart--;
            }
            int comment = src.substring(lineStart, end).indexOf("//");
            if (comment >= 0) {
                end = lineStart + comment;
            }
        }
    }

    /** Consumes a token of {@code kind}, or reports {@code message} as {@link #wrongTokenError}: MLIR's parseToken. */
    boolean expectToken(TokenKind kind, String message) {
        return consumeIf(kind) || wrongTokenError(message);
    }

    /**
     * The builtin dialect's resources the file defines in its {@code {-# dialect_resources ... #-}} blocks, read
     * before the operations (see {@link FileMetadataParser#prescan}) so {@code dense_resource<name>} finds its
     * bytes though the block comes after it.
     */
    Map<String, dev.mlirj.ir.ResourceBlob> builtinResources = Map.of();

    /** Whether a location alias was used before its definition, so locations need resolving after the parse. */
    boolean deferredLocationUsed;
    /** The line {@link #locationOf} found last: offsets mostly come in file order, so it is tried first. */
    private int lastLine;
}

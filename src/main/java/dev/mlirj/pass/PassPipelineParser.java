package dev.mlirj.pass;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Reads MLIR's textual pass pipelines, e.g. {@code builtin.module(symbol-dce,func.func(cse),foo{opt=1 b})}:
 * an anchor operation name with a parenthesized, comma-separated list of passes (each optionally followed by
 * {@code {key=value ...}} options), registered pipelines (expanded into their passes where they are named, as MLIR
 * expands a {@code PassPipelineRegistration}) and nested pipelines. Problems throw a {@link PipelineException} carrying the
 * column they were found at.
 */
public final class PassPipelineParser {
    /** A malformed pipeline: the message and the 1-based column in the pipeline text. */
    public static final class PipelineException extends Exception {
        private final int column;

        PipelineException(String message, int column) {
            super(message);
            this.column = column;
        }

        /** The 1-based column of the problem. */
        public int column() {
            return column;
        }
    }

    private final String text;
    private int pos;

    private PassPipelineParser(String text) {
        this.text = text;
    }

    /** Parses {@code text} into a pass manager whose anchor is the outermost operation name. */
    public static PassManager parse(String text) throws PipelineException {
        PassPipelineParser p = new PassPipelineParser(text);
        p.skipSpaces();
        int start = p.pos;
        String anchor = p.name();
        p.skipSpaces();
        if (anchor.isEmpty() || p.peek() != '(') {
            throw new PipelineException("expected pass pipeline to be wrapped with the anchor operation type, "
                    + "e.g. 'builtin.module(...)'", start + 1);
        }
        PassManager pm = new PassManager(anchor);
        p.elements(pm);
        p.skipSpaces();
        if (p.pos != text.length()) {
            throw new PipelineException("unexpected '" + text.charAt(p.pos) + "' after the pipeline", p.pos + 1);
        }
        return pm;
    }

    /** Parses {@code ( element (, element)* )} into {@code pm}; positioned on the {@code (}. */
    private void elements(OpPassManager pm) throws PipelineException {
        pos++;
        skipSpaces();
        if (peek() == ')') {
            pos++;
            return;
        }
        while (true) {
            skipSpaces();
            int start = pos;
            String name = name();
            if (name.isEmpty()) {
                throw new PipelineException("expected pass or pipeline name", pos + 1);
            }
            skipSpaces();
            if (peek() == '(') {
                elements(pm.nest(name));
            } else if (PassRegistry.pipeline(name) != null) {
                if (peek() == '{') {
                    throw new PipelineException("the pass pipeline '" + name + "' takes no options", pos + 1);
                }
                try {
                    PassRegistry.pipeline(name).builder().accept(pm);
                } catch (IllegalArgumentException e) {
                    throw new PipelineException(e.getMessage(), start + 1);
                }
            } else {
                Pass pass = PassRegistry.create(name);
                if (pass == null) {
                    throw new PipelineException("'" + name + "' does not refer to a registered pass or pass "
                            + "pipeline", start + 1);
                }
                if (peek() == '{') {
                    int optionsAt = pos;
                    Map<String, String> options = options();
                    try {
                        pass.configure(options);
                    } catch (IllegalArgumentException e) {
                        throw new PipelineException("failed to add '" + name + "' with options: " + e.getMessage(),
                                optionsAt + 1);
                    }
                }
                try {
                    pm.addPass(pass);
                } catch (IllegalArgumentException e) {
                    throw new PipelineException(e.getMessage(), start + 1);
                }
            }
            skipSpaces();
            char c = peek();
            pos++;
            if (c == ')') {
                return;
            }
            if (c != ',') {
                throw new PipelineException(c == 0 ? "expected ')' to end the pipeline" : "expected ',' or ')'",
                        pos);
            }
        }
    }

    /** Parses {@code {key=value key2 ...}}; values may be quoted or contain balanced braces. */
    private Map<String, String> options() throws PipelineException {
        Map<String, String> options = new LinkedHashMap<>();
        pos++;
        while (true) {
            skipSpaces();
            if (peek() == '}') {
                pos++;
                return options;
            }
            if (peek() == 0) {
                throw new PipelineException("expected '}' to end the pass options", pos + 1);
            }
            int start = pos;
            while (pos < text.length() && " =}".indexOf(text.charAt(pos)) < 0) {
                pos++;
            }
            String key = text.substring(start, pos);
            String value = "";
            if (peek() == '=') {
                pos++;
                value = value();
            }
            options.put(key, value);
        }
    }

    private String value() throws PipelineException {
        int start = pos;
        if (peek() == '"' || peek() == '\'') {
            char quote = text.charAt(pos++);
            int end = text.indexOf(quote, pos);
            if (end < 0) {
                throw new PipelineException("unterminated quoted option value", start + 1);
            }
            pos = end + 1;
            return text.substring(start + 1, end);
        }
        int depth = 0;
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c == '{') {
                depth++;
            } else if (c == '}') {
                if (depth == 0) {
                    break;
                }
                depth--;
            } else if (c == ' ' && depth == 0) {
                break;
            }
            pos++;
        }
        return text.substring(start, pos);
    }

    private String name() {
        int start = pos;
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (!(Character.isLetterOrDigit(c) || c == '.' || c == '_' || c == '-' || c == '$')) {
                break;
            }
            pos++;
        }
        return text.substring(start, pos);
    }

    private char peek() {
        return pos < text.length() ? text.charAt(pos) : 0;
    }

    private void skipSpaces() {
        while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
            pos++;
        }
    }
}

package dev.mlirj.syntax;

import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.DialectAsmParser;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Type;

/**
 * The {@link DialectAsmParser} over the shared {@link Parser}, positioned after {@code !ns.} or {@code #ns.}; also
 * the base of {@link OperationParser}, whose custom-syntax API includes all of it.
 */
class DialectBodyParser implements DialectAsmParser {
    final Parser p;
    private final String namespace;

    DialectBodyParser(Parser p, String namespace) {
        this.p = p;
        this.namespace = namespace;
    }

    @Override
    public Location location() {
        return p.location();
    }

    @Override
    public boolean emitError(String message) {
        return p.error(message);
    }

    /**
     * What the errors MLIR's {@code AsmParser::emitError} reports start with: nothing here; {@code custom op
     * 'name' } in an operation's custom parser.
     */
    String errorPrefix() {
        return "";
    }

    @Override
    public boolean parseKeyword(String keyword) {
        if (p.consumeIfKeyword(keyword)) {
            return true;
        }
        return p.error("expected '" + keyword + "'");
    }

    @Override
    public String parseKeyword() {
        if (!p.token.is(TokenKind.BARE_IDENTIFIER)) {
            p.error("expected keyword in " + namespace + " dialect syntax");
            return null;
        }
        String word = p.token.text();
        p.consume();
        return word;
    }

    @Override
    public boolean parseOptionalKeyword(String keyword) {
        return p.consumeIfKeyword(keyword);
    }

    @Override
    public boolean parseLess() {
        return p.expect(TokenKind.LESS, "expected '<'");
    }

    @Override
    public boolean parseGreater() {
        return p.expect(TokenKind.GREATER, "expected '>'");
    }

    @Override
    public boolean parseOptionalLess() {
        return p.consumeIf(TokenKind.LESS);
    }

    @Override
    public boolean parseComma() {
        return p.expect(TokenKind.COMMA, "expected ','");
    }

    @Override
    public boolean parseOptionalComma() {
        return p.consumeIf(TokenKind.COMMA);
    }

    @Override
    public Type parseType() {
        return p.parseType();
    }

    @Override
    public Attribute parseAttribute() {
        return p.parseAttribute(null);
    }

    /**
     * MLIR's {@code parseInteger<int64_t>}: a literal from {@code -2^63} up to {@code 2^64 - 1} is taken as its
     * low 64 bits (so the unsigned spelling of a negative value, as printers write case values, reads back as
     * that value); {@code false} is 0 and {@code true} -1, a one-bit 1 sign-extended as MLIR does. Unlike MLIR 19,
     * negative literals of 17 digits or more are accepted: MLIR's range check compares a sign-extended value with
     * a zero-extended one and refuses them, even {@code -9223372036854775808}, which it prints itself.
     */
    @Override
    public Long parseInteger() {
        if (!p.token.is(TokenKind.INTEGER) && !p.token.is(TokenKind.MINUS) && !p.token.isKeyword("true")
                && !p.token.isKeyword("false")) {
            emitError("expected integer value");
            return null;
        }
        return parseOptionalInteger();
    }

    @Override
    public String parseString() {
        if (!p.token.is(TokenKind.STRING)) {
            p.error("expected string");
            return null;
        }
        String s = Lexer.unescape(p.token.text());
        p.consume();
        return s;
    }

    @Override
    public java.math.BigInteger parseIntegerValue() {
        boolean negative = p.consumeIf(TokenKind.MINUS);
        if (!p.token.is(TokenKind.INTEGER)) {
            // As MLIR: a missing integer is the caller's error (prefixed in a custom op), one after '-' the lexer's.
            if (negative) {
                p.error("expected integer value");
            } else {
                emitError("expected integer value");
            }
            return null;
        }
        java.math.BigInteger v = AttributeParser.integerValue(p.token.text());
        p.consume();
        return negative ? v.negate() : v;
    }

    @Override
    public String parseOptionalKeyword() {
        if (!p.token.is(TokenKind.BARE_IDENTIFIER)) {
            return null;
        }
        String word = p.token.text();
        p.consume();
        return word;
    }

    @Override
    public boolean emitError(Location location, String message) {
        return p.errorAt(location, message);
    }

    @Override
    public String parseOptionalString() {
        return p.token.is(TokenKind.STRING) ? parseString() : null;
    }

    @Override
    public boolean parseLParen() {
        return p.expect(TokenKind.L_PAREN, "expected '('");
    }

    @Override
    public boolean parseOptionalLParen() {
        return p.consumeIf(TokenKind.L_PAREN);
    }

    @Override
    public boolean parseRParen() {
        return p.expect(TokenKind.R_PAREN, "expected ')'");
    }

    @Override
    public boolean parseOptionalRParen() {
        return p.consumeIf(TokenKind.R_PAREN);
    }

    @Override
    public boolean parseEqual() {
        return p.expect(TokenKind.EQUAL, "expected '='");
    }

    @Override
    public Type parseOptionalType() {
        boolean start = switch (p.token.kind()) {
            case EXCLAMATION_IDENTIFIER, L_PAREN -> true;
            case BARE_IDENTIFIER -> isBuiltinTypeWord(p.token.text());
            default -> false;
        };
        return start ? p.parseType() : null;
    }

    private static boolean isBuiltinTypeWord(String word) {
        return switch (word) {
            case "index", "none", "bf16", "f16", "tf32", "f32", "f64", "f80", "f128", "complex", "tuple", "vector",
                 "memref", "tensor" -> true;
            default -> word.matches("(si|ui|i)[0-9]+") || word.startsWith("f8E") || word.startsWith("f6E")
                    || word.startsWith("f4E");
        };
    }

    @Override
    public boolean parseOptionalColon() {
        return p.consumeIf(TokenKind.COLON);
    }

    @Override
    public boolean parseOptionalGreater() {
        return p.consumeIf(TokenKind.GREATER);
    }

    @Override
    public boolean parseOptionalEllipsis() {
        return p.consumeIf(TokenKind.ELLIPSIS);
    }

    @Override
    public boolean parseOptionalQuestion() {
        return p.consumeIf(TokenKind.QUESTION);
    }

    @Override
    public boolean parseLSquare() {
        return p.expect(TokenKind.L_SQUARE, "expected '['");
    }

    @Override
    public boolean parseOptionalLSquare() {
        return p.consumeIf(TokenKind.L_SQUARE);
    }

    @Override
    public boolean parseRSquare() {
        return p.expect(TokenKind.R_SQUARE, "expected ']'");
    }

    @Override
    public boolean parseOptionalRSquare() {
        return p.consumeIf(TokenKind.R_SQUARE);
    }

    @Override
    public Long parseOptionalInteger() {
        if (p.consumeIfKeyword("false")) {
            return 0L;
        }
        if (p.consumeIfKeyword("true")) {
            return -1L;
        }
        if (!p.token.is(TokenKind.INTEGER) && !p.token.is(TokenKind.MINUS)) {
            return null;
        }
        int start = p.token.start();
        boolean negative = p.consumeIf(TokenKind.MINUS);
        if (!p.token.is(TokenKind.INTEGER)) {
            p.error("expected integer value");
            return null;
        }
        java.math.BigInteger v = AttributeParser.integerValue(p.token.text());
        p.consume();
        if (negative) {
            v = v.negate();
        }
        if (v.bitLength() > 64 || v.signum() < 0 && v.bitLength() > 63) {
            p.errorAt(start, errorPrefix() + "integer value too large");
            return null;
        }
        return v.longValue();
    }

}

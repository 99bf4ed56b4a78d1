package dev.mlirj.syntax;

import dev.mlirj.ir.Attribute;
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

    @Override
    public Long parseInteger() {
        boolean negative = p.consumeIf(TokenKind.MINUS);
        if (!p.token.is(TokenKind.INTEGER)) {
            p.error("expected integer value");
            return null;
        }
        try {
            java.math.BigInteger v = AttributeParser.integerValue(p.token.text());
            p.consume();
            return (negative ? v.negate() : v).longValueExact();
        } catch (ArithmeticException e) {
            p.error("integer value too large");
            return null;
        }
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

    // ---- additions for func and cf ------------------------------------------------------------------------

    @Override
    public java.math.BigInteger parseIntegerValue() {
        boolean negative = p.consumeIf(TokenKind.MINUS);
        if (!p.token.is(TokenKind.INTEGER)) {
            p.error("expected integer value");
            return null;
        }
        java.math.BigInteger v = AttributeParser.integerValue(p.token.text());
        p.consume();
        return negative ? v.negate() : v;
    }

    // ---- additions for arith ------------------------------------------------------------------------------

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

    // ---- additions for llvm -------------------------------------------------------------------------------

    // ---- additions for affine maps ------------------------------------------------------------------------

    // ---- additions for verification and passes ------------------------------------------------------------
}

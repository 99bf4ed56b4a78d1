package dev.mlirj.syntax;

import dev.mlirj.ir.AffineMapAttr;
import dev.mlirj.ir.ArrayAttr;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.ComplexType;
import dev.mlirj.ir.DenseArrayAttr;
import dev.mlirj.ir.DenseElementsAttr;
import dev.mlirj.ir.DictionaryAttr;
import dev.mlirj.ir.FloatAttr;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.IntegerSetAttr;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.NamedAttribute;
import dev.mlirj.ir.OpaqueAttr;
import dev.mlirj.ir.RankedTensorType;
import dev.mlirj.ir.ShapedType;
import dev.mlirj.ir.StridedLayoutAttr;
import dev.mlirj.ir.StringAttr;
import dev.mlirj.ir.SymbolRefAttr;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.TypeAttr;
import dev.mlirj.ir.UnitAttr;
import dev.mlirj.ir.VectorType;
import dev.mlirj.ir.affine.AffineMap;
import dev.mlirj.ir.affine.IntegerSet;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * Parses attributes and locations, the inverse of {@link AttributePrinter}:
 * <pre>
 * attribute ::= '#' alias | '#' dialect '.' body | 'true' | 'false' | 'unit'
 *             | '-'? integer (':' type)? | '-'? float (':' type)? | string (':' type)?
 *             | '[' (attribute (',' attribute)*)? ']' | dictionary | '@' symbol ('::' '@' symbol)*
 *             | 'dense' '<' literal? '>' ':' type | 'array' '<' type (':' values)? '>'
 *             | 'strided' '<' '[' strides ']' (',' 'offset' ':' offset)? '>' | 'loc' '(' location ')' | type
 *             | 'affine_map' '<' affine-map '>' | 'affine_set' '<' integer-set '>'   (see {@link AffineParser})
 * dictionary ::= '{' (name ('=' attribute)? (',' ...)*)? '}'
 * location   ::= 'unknown' | string ':' int ':' int | string ('(' location ')')?
 *              | 'callsite' '(' location 'at' location ')' | 'fused' ('<' attribute '>')? '[' locations ']' | '#' alias
 * </pre>
 * An integer without a type is an {@code i64}, a float an {@code f64}. Integer values are kept in range of
 * their type (signless and signed types as signed two's complement values, as MLIR prints them).
 */
final class AttributeParser {
    private AttributeParser() {
    }

    static Attribute parse(Parser p, Type expected) {
        if (!p.enterNesting()) {
            return null;
        }
        try {
            return parseNested(p, expected);
        } finally {
            p.exitNesting();
        }
    }

    private static Attribute parseNested(Parser p, Type expected) {
        Token t = p.token;
        switch (t.kind()) {
            case HASH_IDENTIFIER:
                return parseExtendedAttribute(p, expected);
            case L_SQUARE:
                return parseArray(p);
            case L_BRACE:
                return parseDictionary(p);
            case AT_IDENTIFIER:
                return parseSymbolRef(p);
            case STRING: {
                String value = Lexer.unescape(t.text());
                p.consume();
                Type type = null;
                if (p.consumeIf(TokenKind.COLON)) {
                    type = p.parseType();
                    if (type == null) {
                        return null;
                    }
                }
                return new StringAttr(value, type);
            }
            case MINUS:
            case INTEGER:
            case FLOAT:
                return parseNumber(p, expected);
            case BARE_IDENTIFIER:
                return parseKeywordAttribute(p, expected);
            case L_PAREN:
            case EXCLAMATION_IDENTIFIER: {
                Type type = p.parseType();
                return type == null ? null : new TypeAttr(type);
            }
            default:
                p.error("expected attribute value");
                return null;
        }
    }

    private static Attribute parseKeywordAttribute(Parser p, Type expected) {
        switch (p.token.text()) {
            case "true", "false" -> {
                boolean value = p.token.text().equals("true");
                p.consume();
                return IntegerAttr.bool(value);
            }
            case "unit" -> {
                p.consume();
                return UnitAttr.INSTANCE;
            }
            case "dense" -> {
                return parseDense(p, expected);
            }
            case "array" -> {
                return parseDenseArray(p);
            }
            case "strided" -> {
                return parseStrided(p);
            }
            case "loc" -> {
                p.consume();
                return p.parseLocationBody();
            }
            case "dense_resource" -> {
                return parseDenseResource(p);
            }
            case "affine_map", "affine_set" -> {
                return parseAffineMapOrSetAttr(p);
            }
            case "sparse", "distinct" -> {
                p.error("'" + p.token.text() + "' attributes are not supported by mlirj");
                return null;
            }
            default -> {
                if (!BUILTIN_TYPE_KEYWORD.matcher(p.token.text()).matches()) {
                    p.wrongTokenError("expected attribute value");
                    return null;
                }
                Type type = p.parseType();
                return type == null ? null : new TypeAttr(type);
            }
        }
    }

    private static Attribute parseExtendedAttribute(Parser p, Type expected) {
        return p.parseExtendedSymbol("attribute", p.attributeAliases,
                (dialect, body) -> dialect.parseAttribute(body, expected), OpaqueAttr::new);
    }

    private static Attribute parseArray(Parser p) {
        p.consume();
        List<Attribute> elements = p.parseCommaListUntil(TokenKind.R_SQUARE, "expected ']' in attribute list",
                () -> parse(p, null));
        return elements == null ? null : new ArrayAttr(elements);
    }

    /** {@code '{' (name ('=' attribute)?) ... '}'}; a name without a value is a unit attribute. */
    static DictionaryAttr parseDictionary(Parser p) {
        if (!p.expect(TokenKind.L_BRACE, "expected '{' in attribute dictionary")) {
            return null;
        }
        List<NamedAttribute> entries = new ArrayList<>();
        java.util.Set<String> seen = new java.util.HashSet<>();
        if (!p.consumeIf(TokenKind.R_BRACE)) {
            do {
                Token t = p.token;
                String key;
                if (t.is(TokenKind.STRING)) {
                    key = Lexer.unescape(t.text());
                } else if (t.is(TokenKind.BARE_IDENTIFIER)) {
                    key = t.text();
                } else {
                    p.error("expected attribute name");
                    return null;
                }
                if (key.isEmpty()) {
                    p.error("expected valid attribute name");
                    return null;
                }
                if (!seen.add(key)) {
                    p.error("duplicate key '" + key + "' in dictionary attribute");
                    return null;
                }
                p.consume();
                Attribute value = UnitAttr.INSTANCE;
                if (p.consumeIf(TokenKind.EQUAL)) {
                    value = parse(p, null);
                    if (value == null) {
                        return null;
                    }
                }
                entries.add(new NamedAttribute(key, value));
            } while (p.consumeIf(TokenKind.COMMA));
            if (!p.expect(TokenKind.R_BRACE, "expected '}' in attribute dictionary")) {
                return null;
            }
        }
        return new DictionaryAttr(entries);
    }

    private static Attribute parseSymbolRef(Parser p) {
        String root = symbolName(p.token.text());
        p.consume();
        List<String> nested = new ArrayList<>();
        while (p.token.is(TokenKind.COLON_COLON)) {
            p.consume();
            if (!p.token.is(TokenKind.AT_IDENTIFIER)) {
                p.error("expected nested symbol reference identifier");
                return null;
            }
            nested.add(symbolName(p.token.text()));
            p.consume();
        }
        return new SymbolRefAttr(root, nested);
    }

    /** The name an {@code @name} or {@code @"name"} token denotes. */
    static String symbolName(String tokenText) {
        return tokenText.startsWith("@\"") ? Lexer.unescape(tokenText) : tokenText.substring(1);
    }

    /** The value of an integer token: decimal or {@code 0x} hexadecimal. */
    static BigInteger integerValue(String text) {
        return text.startsWith("0x") ? new BigInteger(text.substring(2), 16) : new BigInteger(text);
    }

    private static Attribute parseNumber(Parser p, Type expected) {
        int start = p.token.start();
        boolean negative = p.consumeIf(TokenKind.MINUS);
        Token t = p.token;
        if (!t.is(TokenKind.INTEGER) && !t.is(TokenKind.FLOAT)) {
            p.error("expected integer or floating point literal");
            return null;
        }
        p.consume();
        Type type = expected;
        // As MLIR's parseDecOrHexAttr/parseFloatAttr: a ': type' suffix is read only when no type is expected.
        if (expected == null && p.consumeIf(TokenKind.COLON)) {
            type = p.parseType();
            if (type == null) {
                return null;
            }
        }
        if (type == null) {
            type = t.is(TokenKind.FLOAT) ? FloatType.F64 : IntegerType.of(64);
        }
        return scalar(p, start, negative, t, type);
    }

    /** The integer or float attribute a number token denotes for {@code type}; null after an error. */
    static Attribute scalar(Parser p, int at, boolean negative, Token t, Type type) {
        if (type instanceof FloatType f) {
            BigInteger bits = floatBits(p, at, negative, t, f);
            return bits == null ? null : new FloatAttr(f, bits);
        }
        if (type instanceof IntegerType || type instanceof IndexType) {
            if (t.is(TokenKind.FLOAT)) {
                // MLIR's parseFloatAttr reports it where it stands, after the literal and any type.
                p.error("floating point value not valid for specified type");
                return null;
            }
            // As MLIR's parseDecOrHexAttr, these are reported at the number, after any minus sign.
            if (negative && type instanceof IntegerType i && i.signedness() == IntegerType.Signedness.UNSIGNED) {
                p.errorAt(t.start(), "negative integer literal not valid for unsigned integer type");
                return null;
            }
            BigInteger value = literalInteger(integerValue(t.text()), negative, type);
            if (value == null) {
                p.errorAt(t.start(), "integer constant out of range for attribute");
                return null;
            }
            return new IntegerAttr(type, value);
        }
        p.errorAt(at, "integer literal not valid for specified type");
        return null;
    }

    /** The bits of a float literal (or a hexadecimal bit pattern) for {@code type}; null after an error. */
    static BigInteger floatBits(Parser p, int at, boolean negative, Token t, FloatType type) {
        if (t.is(TokenKind.INTEGER)) {
            // MLIR reports these at the number itself, after any minus sign.
            if (!t.text().startsWith("0x")) {
                p.errorAt(t.start(), "unexpected decimal integer literal for a floating point value");
                return null;
            }
            if (negative) {
                p.errorAt(t.start(), "hexadecimal float literal should not have a leading minus");
                return null;
            }
            BigInteger bits = integerValue(t.text());
            if (bits.bitLength() > type.hexLiteralBits()) {
                p.errorAt(t.start(), "hexadecimal float constant out of range for type");
                return null;
            }
            // tf32 takes up to 32 bits but keeps its 19.
            return bits.and(BigInteger.ONE.shiftLeft(type.width()).subtract(BigInteger.ONE));
        }
        BigInteger bits = type.semantics().fromLiteral((negative ? "-" : "") + t.text());
        if (bits == null) {
            p.errorAt(at, "floating point value too large for attribute");
        }
        return bits;
    }

    /**
     * The integer literal {@code -magnitude} (when {@code negative}) or {@code magnitude} as stored for {@code type}
     * (an integer type or {@code index}), by MLIR's {@code buildAttributeAPInt}: the magnitude must fit the width
     * (64 bits for {@code index}); a negated literal must come out with its sign bit set (so {@code -0} does not
     * fit), and a positive one of a signed type or {@code index} with it clear. Null when it does not fit. Signless
     * values of more than one bit are stored signed, as {@link #fitInteger}.
     */
    static BigInteger literalInteger(BigInteger magnitude, boolean negative, Type type) {
        IntegerType.Signedness signedness = type instanceof IntegerType i ? i.signedness()
                : IntegerType.Signedness.SIGNED;
        int width = type instanceof IntegerType i ? i.width() : 64;
        if (magnitude.bitLength() > width) {
            return null;
        }
        if (width == 0) {
            return negative ? null : BigInteger.ZERO;
        }
        BigInteger modulus = BigInteger.ONE.shiftLeft(width);
        BigInteger bits = negative ? modulus.subtract(magnitude).mod(modulus) : magnitude;
        boolean signBit = bits.testBit(width - 1);
        if (negative ? !signBit : signedness == IntegerType.Signedness.SIGNED && signBit) {
            return null;
        }
        if (signedness == IntegerType.Signedness.UNSIGNED
                || signedness == IntegerType.Signedness.SIGNLESS && width == 1 || !signBit) {
            return bits;
        }
        return bits.subtract(modulus);
    }

    /**
     * {@code value} as stored for {@code type}: wrapped to the width as a signed value for signless and signed
     * types, unsigned for unsigned ones; null when it does not fit either reading of the bits.
     */
    static BigInteger fitInteger(BigInteger value, Type type) {
        int width = type instanceof IntegerType i ? i.width() : 64;
        boolean unsigned = type instanceof IntegerType i && i.signedness() == IntegerType.Signedness.UNSIGNED;
        boolean signed = type instanceof IntegerType i && i.signedness() == IntegerType.Signedness.SIGNED;
        BigInteger min = BigInteger.ONE.shiftLeft(width - 1).negate();
        BigInteger maxUnsigned = BigInteger.ONE.shiftLeft(width).subtract(BigInteger.ONE);
        BigInteger maxSigned = BigInteger.ONE.shiftLeft(width - 1).subtract(BigInteger.ONE);
        if (unsigned) {
            return value.signum() >= 0 && value.compareTo(maxUnsigned) <= 0 ? value : null;
        }
        if (signed) {
            return value.compareTo(min) >= 0 && value.compareTo(maxSigned) <= 0 ? value : null;
        }
        if (value.compareTo(min) < 0 || value.compareTo(maxUnsigned) > 0) {
            return null;
        }
        if (width == 1) {
            return value.signum() == 0 ? BigInteger.ZERO : BigInteger.ONE;
        }
        return value.compareTo(maxSigned) > 0 ? value.subtract(BigInteger.ONE.shiftLeft(width)) : value;
    }

    // ---- dense elements and arrays ----------------------------------------------------------------------

    /**
     * {@code dense<...> : type}; the {@code : type} may be left out when the context supplies {@code expected} (as
     * {@code memref.global}'s initializer does), as in MLIR's {@code parseElementsLiteralType}.
     */
    private static Attribute parseDense(Parser p, Type expected) {
        int denseAt = p.token.start();
        p.consume();
        if (!p.expect(TokenKind.LESS, "expected '<' after 'dense'")) {
            return null;
        }
        List<Object> leaves = new ArrayList<>();
        List<Long> shape = new ArrayList<>();
        boolean nested = p.token.is(TokenKind.L_SQUARE);
        Token hex = p.token.is(TokenKind.STRING) ? p.token : null;
        if (hex != null) {
            p.consume();
        } else if (!p.token.is(TokenKind.GREATER)) {
            if (!parseDenseLiteral(p, leaves, shape, 0)) {
                return null;
            }
        }
        if (!p.expect(TokenKind.GREATER, "expected '>'")) {
            return null;
        }
        boolean typeGiven = expected != null && !p.token.is(TokenKind.COLON);
        if (!typeGiven && !p.expect(TokenKind.COLON, "expected ':' after dense literal")) {
            return null;
        }
        int typeAt = typeGiven ? denseAt : p.token.start();
        Type type = typeGiven ? expected : p.parseType();
        if (type == null) {
            return null;
        }
        if (!(type instanceof VectorType || type instanceof RankedTensorType) || !((ShapedType) type).hasStaticShape()) {
            p.errorAt(typeAt, "elements literal must be a shaped type");
            return null;
        }
        ShapedType shaped = (ShapedType) type;
        if (hex != null) {
            if (!DenseBlob.isHex(Lexer.unescape(hex.text()))) {
                p.errorAt(hex.start(), "expected string containing hex digits starting with `0x`");
                return null;
            }
            List<BigInteger> blob = DenseBlob.fromHex(Lexer.unescape(hex.text()), shaped);
            if (blob == null) {
                p.errorAt(hex.start(), "elements hex data size is invalid for provided type");
                return null;
            }
            boolean single = blob.size() == (shaped.elementType() instanceof ComplexType ? 2 : 1);
            return new DenseElementsAttr(shaped, blob, single);
        }
        if (hex == null && !nested && leaves.isEmpty()) {
            if (shaped.elementCount() != 0) {
                p.errorAt(typeAt, "parsed zero elements, but type (" + TypePrinter.toString(shaped)
                        + ") expected at least 1");
                return null;
            }
            return new DenseElementsAttr(shaped, List.of(), false);
        }
        boolean splat = !nested && leaves.size() == 1;
        if (!splat && !shape.equals(shaped.shape())) {
            p.errorAt(typeAt, "inferred shape of elements literal ([" + joinShape(shape)
                    + "]) does not match type ([" + joinShape(shaped.shape()) + "])");
            return null;
        }
        List<BigInteger> bits = new ArrayList<>();
        int afterType = p.token.start();
        for (Object leaf : leaves) {
            if (!denseLeaf(p, leaf, shaped.elementType(), afterType, bits)) {
                return null;
            }
        }
        if (!splat && bits.size() > (shaped.elementType() instanceof ComplexType ? 2 : 1)
                && allEqual(bits, shaped.elementType() instanceof ComplexType ? 2 : 1)) {
            int per = shaped.elementType() instanceof ComplexType ? 2 : 1;
            return new DenseElementsAttr(shaped, bits.subList(0, per), true);
        }
        if (!splat && shaped.elementCount() == 1) {
            return new DenseElementsAttr(shaped, bits, true);
        }
        return new DenseElementsAttr(shaped, bits, splat);
    }

    private static boolean allEqual(List<BigInteger> bits, int per) {
        for (int i = per; i < bits.size(); i++) {
            if (!bits.get(i).equals(bits.get(i % per))) {
                return false;
            }
        }
        return true;
    }

    private static String joinShape(List<Long> shape) {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < shape.size(); i++) {
            s.append(i == 0 ? "" : ", ").append(shape.get(i));
        }
        return s.toString();
    }

    /** A leaf of a dense literal: the token(s) of one element, kept until the element type is known. */
    private record Leaf(int at, boolean negative, Token token) {
    }

    private record ComplexLeaf(Leaf real, Leaf imaginary) {
    }

    private static boolean parseDenseLiteral(Parser p, List<Object> leaves, List<Long> shape, int depth) {
        if (!p.enterNesting()) {
            return false;
        }
        try {
            return parseDenseLiteralNested(p, leaves, shape, depth);
        } finally {
            p.exitNesting();
        }
    }

    private static boolean parseDenseLiteralNested(Parser p, List<Object> leaves, List<Long> shape, int depth) {
        if (p.token.is(TokenKind.L_SQUARE)) {
            p.consume();
            long count = 0;
            List<Long> inner = null;
            if (!p.token.is(TokenKind.R_SQUARE)) {
                do {
                    List<Long> elementShape = new ArrayList<>();
                    if (!parseDenseLiteral(p, leaves, elementShape, depth + 1)) {
                        return false;
                    }
                    if (inner == null) {
                        inner = elementShape;
                    } else if (!inner.equals(elementShape)) {
                        return p.error("tensor literal is invalid; ranks are not consistent between elements");
                    }
                    count++;
                } while (p.consumeIf(TokenKind.COMMA));
            }
            if (!p.expect(TokenKind.R_SQUARE, "expected ']'")) {
                return false;
            }
            shape.add(count);
            if (inner != null) {
                shape.addAll(inner);
            }
            return true;
        }
        if (p.token.is(TokenKind.L_PAREN)) {
            p.consume();
            Leaf real = parseLeaf(p);
            if (real == null || !p.expect(TokenKind.COMMA, "expected ',' in complex literal")) {
                return false;
            }
            Leaf imaginary = parseLeaf(p);
            if (imaginary == null || !p.expect(TokenKind.R_PAREN, "expected ')' in complex literal")) {
                return false;
            }
            leaves.add(new ComplexLeaf(real, imaginary));
            return true;
        }
        Leaf leaf = parseLeaf(p);
        if (leaf == null) {
            return false;
        }
        leaves.add(leaf);
        return true;
    }

    private static Leaf parseLeaf(Parser p) {
        int at = p.token.start();
        boolean negative = p.consumeIf(TokenKind.MINUS);
        Token t = p.token;
        if (t.is(TokenKind.INTEGER) || t.is(TokenKind.FLOAT) || t.isKeyword("true") || t.isKeyword("false")) {
            p.consume();
            return new Leaf(at, negative, t);
        }
        p.error("expected element literal of primitive type");
        return null;
    }

    /**
     * The bits of one element of a dense elements literal, by MLIR's {@code TensorLiteralParser}: a float element is
     * a float literal or a hexadecimal bit pattern (a decimal integer or a bool is reported at {@code afterType},
     * the token after the literal's type, where MLIR reports it); an integer element is an integer literal in
     * range, or a bool for {@code i1}.
     */
    private static boolean denseLeaf(Parser p, Object leaf, Type elementType, int afterType, List<BigInteger> out) {
        if (leaf instanceof ComplexLeaf c) {
            if (!(elementType instanceof ComplexType complex)) {
                return p.errorAt(c.real().at(), "complex value not valid for " + elementType + " elements");
            }
            return denseLeaf(p, c.real(), complex.elementType(), afterType, out)
                    && denseLeaf(p, c.imaginary(), complex.elementType(), afterType, out);
        }
        Leaf l = (Leaf) leaf;
        if (elementType instanceof ComplexType) {
            return p.errorAt(l.at(), "expected '(' for a complex element");
        }
        Token t = l.token();
        boolean bool = t.isKeyword("true") || t.isKeyword("false");
        if (elementType instanceof FloatType) {
            if (bool || t.is(TokenKind.INTEGER) && !t.text().startsWith("0x")) {
                return p.errorAt(afterType, "expected floating-point elements, but parsed integer");
            }
        } else if (elementType instanceof IntegerType || elementType instanceof IndexType) {
            if (l.negative() && elementType instanceof IntegerType i
                    && i.signedness() == IntegerType.Signedness.UNSIGNED) {
                return p.errorAt(t.start(), "expected unsigned integer elements, but parsed negative value");
            }
            if (t.is(TokenKind.FLOAT)) {
                return p.errorAt(t.start(), "expected integer elements, but parsed floating-point");
            }
            if (bool) {
                if (!(elementType instanceof IntegerType i && i.width() == 1)) {
                    return p.errorAt(t.start(), "expected i1 type for 'true' or 'false' values");
                }
                out.add(t.isKeyword("true") ? BigInteger.ONE : BigInteger.ZERO);
                return true;
            }
            BigInteger value = literalInteger(integerValue(t.text()), l.negative(), elementType);
            if (value == null) {
                return p.errorAt(t.start(), "integer constant out of range for type");
            }
            out.add(value);
            return true;
        } else if (bool) {
            return p.errorAt(l.at(), "expected i1 type for 'true' or 'false' values");
        }
        Attribute a = scalar(p, l.at(), l.negative(), t, elementType);
        if (a == null) {
            return false;
        }
        out.add(a instanceof FloatAttr fa ? fa.bits() : ((IntegerAttr) a).value());
        return true;
    }

    /**
     * One element of an {@code array<type: ...>}, by MLIR's {@code DenseArrayElementParser}: an integer literal or
     * a bool ({@code i1} only) for an integer type, an integer (a bit pattern) or float literal for a float type.
     */
    private static boolean arrayElement(Parser p, Type element, List<BigInteger> out) {
        int at = p.token.start();
        boolean negative = p.consumeIf(TokenKind.MINUS);
        Token t = p.token;
        if (element instanceof IntegerType type) {
            if (t.isKeyword("true") || t.isKeyword("false")) {
                if (type.width() != 1) {
                    return p.error("expected i1 type for 'true' or 'false' values");
                }
                p.consume();
                out.add(t.isKeyword("true") ? BigInteger.ONE : BigInteger.ZERO);
                return true;
            }
            if (!t.is(TokenKind.INTEGER)) {
                return p.error("expected integer literal");
            }
            p.consume();
            BigInteger value = literalInteger(integerValue(t.text()), negative, type);
            if (value == null) {
                // As MLIR, at the token after the number.
                return p.error("integer constant out of range");
            }
            out.add(value);
            return true;
        }
        if (!t.is(TokenKind.INTEGER) && !t.is(TokenKind.FLOAT)) {
            return p.error("expected integer or floating point literal");
        }
        p.consume();
        BigInteger bits = floatBits(p, at, negative, t, (FloatType) element);
        if (bits == null) {
            return false;
        }
        out.add(bits);
        return true;
    }

    private static Attribute parseDenseArray(Parser p) {
        p.consume();
        if (!p.expect(TokenKind.LESS, "expected '<' after 'array'")) {
            return null;
        }
        int typeAt = p.token.start();
        Type element = p.parseType();
        if (element == null) {
            return null;
        }
        if (!(element instanceof IntegerType) && !(element instanceof FloatType)) {
            p.errorAt(typeAt, "expected integer or float type, got: " + element);
            return null;
        }
        List<BigInteger> values = new ArrayList<>();
        if (p.consumeIf(TokenKind.COLON)) {
            do {
                if (!arrayElement(p, element, values)) {
                    return null;
                }
            } while (p.consumeIf(TokenKind.COMMA));
        }
        if (!p.expect(TokenKind.GREATER, "expected '>' to close an array attribute")) {
            return null;
        }
        return new DenseArrayAttr(element, values);
    }

    private static Attribute parseStrided(Parser p) {
        p.consume();
        if (!p.expect(TokenKind.LESS, "expected '<' after 'strided'")
                || !p.expect(TokenKind.L_SQUARE, "expected '['")) {
            return null;
        }
        List<Long> strides = p.parseCommaListUntil(TokenKind.R_SQUARE, "expected ']'", () -> dynamicOrInteger(p));
        if (strides == null) {
            return null;
        }
        long offset = 0;
        if (p.consumeIf(TokenKind.COMMA)) {
            if (!p.consumeIfKeyword("offset")) {
                p.error("expected 'offset' after comma");
                return null;
            }
            if (!p.expect(TokenKind.COLON, "expected ':' after 'offset'")) {
                return null;
            }
            Long o = dynamicOrInteger(p);
            if (o == null) {
                return null;
            }
            offset = o;
        }
        if (!p.expect(TokenKind.GREATER, "expected '>'")) {
            return null;
        }
        return new StridedLayoutAttr(offset, strides);
    }

    private static Long dynamicOrInteger(Parser p) {
        if (p.consumeIf(TokenKind.QUESTION)) {
            return ShapedType.DYNAMIC;
        }
        boolean negative = p.consumeIf(TokenKind.MINUS);
        if (!p.token.is(TokenKind.INTEGER)) {
            p.error("expected a 64-bit signed integer or '?'");
            return null;
        }
        try {
            long v = integerValue(p.token.text()).longValueExact();
            p.consume();
            return negative ? -v : v;
        } catch (ArithmeticException e) {
            p.error("expected a 64-bit signed integer or '?'");
            return null;
        }
    }

    // ---- locations -------------------------------------------------------------------------------------

    /** {@code '(' location ')'} after the {@code loc} keyword. */
    static Location parseLocationBody(Parser p) {
        if (!p.expect(TokenKind.L_PAREN, "expected '(' in location")) {
            return null;
        }
        Location loc = parseLocationInstance(p);
        if (loc == null || !p.expect(TokenKind.R_PAREN, "expected ')' in location")) {
            return null;
        }
        return loc;
    }

    static Location parseLocationInstance(Parser p) {
        Token t = p.token;
        if (t.is(TokenKind.HASH_IDENTIFIER)) {
            String name = t.text().substring(1);
            Attribute a = p.attributeAliases.get(name);
            p.consume();
            if (a == null) {
                return OperationParser.deferredLocation(p, name, t.start());
            }
            if (!(a instanceof Location l)) {
                p.errorAt(t.start(), "expected location, but found '" + t.text() + "'");
                return null;
            }
            return l;
        }
        if (t.isKeyword("unknown")) {
            p.consume();
            return Location.unknown();
        }
        if (t.isKeyword("callsite")) {
            p.consume();
            if (!p.expect(TokenKind.L_PAREN, "expected '(' in callsite location")) {
                return null;
            }
            Location callee = parseLocationInstance(p);
            if (callee == null) {
                return null;
            }
            if (!p.consumeIfKeyword("at")) {
                p.error("expected 'at' in callsite location");
                return null;
            }
            Location caller = parseLocationInstance(p);
            if (caller == null || !p.expect(TokenKind.R_PAREN, "expected ')' in callsite location")) {
                return null;
            }
            return new Location.CallSite(callee, caller);
        }
        if (t.isKeyword("fused")) {
            p.consume();
            Attribute metadata = null;
            if (p.consumeIf(TokenKind.LESS)) {
                metadata = parse(p, null);
                if (metadata == null || !p.expect(TokenKind.GREATER, "expected '>' after fused location metadata")) {
                    return null;
                }
            }
            if (!p.expect(TokenKind.L_SQUARE, "expected '[' in fused location")) {
                return null;
            }
            List<Location> locations = p.parseCommaListUntil(TokenKind.R_SQUARE, "expected ']' in fused location",
                    () -> parseLocationInstance(p));
            return locations == null ? null : Location.fused(locations, metadata);
        }
        if (t.is(TokenKind.STRING)) {
            String text = Lexer.unescape(t.text());
            p.consume();
            if (p.consumeIf(TokenKind.COLON)) {
                Long line = unsignedInt(p, "expected integer line number in FileLineColLoc");
                if (line == null || !p.expect(TokenKind.COLON, "expected ':' in FileLineColLoc")) {
                    return null;
                }
                Long column = unsignedInt(p, "expected integer column number in FileLineColLoc");
                return column == null ? null : new Location.FileLineCol(text, (int) (long) line, (int) (long) column);
            }
            Location child = Location.unknown();
            if (p.consumeIf(TokenKind.L_PAREN)) {
                child = parseLocationInstance(p);
                if (child == null || !p.expect(TokenKind.R_PAREN, "expected ')' after child location of NameLoc")) {
                    return null;
                }
            }
            return new Location.Name(text, child);
        }
        p.error("expected location instance");
        return null;
    }

    private static Long unsignedInt(Parser p, String message) {
        if (!p.token.is(TokenKind.INTEGER)) {
            p.error(message);
            return null;
        }
        try {
            long v = integerValue(p.token.text()).longValueExact();
            if (v > 0xFFFF_FFFFL) { // MLIR's line and column are unsigned 32-bit
                throw new ArithmeticException();
            }
            p.consume();
            return v;
        } catch (ArithmeticException e) {
            p.error(message);
            return null;
        }
    }

    /** {@code affine_map<map>} or {@code affine_set<set>}, the keyword being the current token. */
    private static Attribute parseAffineMapOrSetAttr(Parser p) {
        boolean isMap = p.token.text().equals("affine_map");
        String what = isMap ? "affine map" : "integer set";
        p.consume();
        if (!p.expectToken(TokenKind.LESS, "expected '<' in " + what)) {
            return null;
        }
        Attribute result;
        if (isMap) {
            AffineMap map = AffineParser.parseMap(p);
            result = map == null ? null : new AffineMapAttr(map);
        } else {
            IntegerSet set = AffineParser.parseSet(p);
            result = set == null ? null : new IntegerSetAttr(set);
        }
        return result != null && p.expectToken(TokenKind.GREATER, "expected '>' in " + what) ? result : null;
    }

    /** The bare words that begin a builtin type, so a type may stand where an attribute is expected. */
    private static final java.util.regex.Pattern BUILTIN_TYPE_KEYWORD = java.util.regex.Pattern.compile(
            "[su]?i[0-9]+|index|none|bf16|tf32|f16|f32|f64|f80|f128|f8E5M2|f8E4M3|f8E4M3FN|f8E5M2FNUZ|f8E4M3FNUZ|f8E4M3B11FNUZ|tensor|memref|vector|complex|tuple");

    /**
     * {@code dense_resource<name> : shaped-type}, MLIR's {@code parseDenseResourceElementsAttr}: the resource's
     * bytes come from the file's metadata block; a name the file never defines gives an attribute without data.
     */
    private static Attribute parseDenseResource(Parser p) {
        p.consume();
        if (!p.expectToken(TokenKind.LESS, "expected '<' after 'dense_resource'")) {
            return null;
        }
        String name = FileMetadataParser.resourceKey(p);
        if (name == null || !p.expectToken(TokenKind.GREATER, "expected '>'")) {
            return null;
        }
        int colonAt = p.token.start();
        if (!p.expectToken(TokenKind.COLON, "expected ':'")) {
            return null;
        }
        Type type = p.parseType();
        if (type == null) {
            return null;
        }
        if (!(type instanceof dev.mlirj.ir.ShapedType shaped)) {
            p.errorAt(colonAt, "`dense_resource` expected a shaped type");
            return null;
        }
        return new dev.mlirj.ir.DenseResourceElementsAttr(shaped, name, p.builtinResources.get(name));
    }
}

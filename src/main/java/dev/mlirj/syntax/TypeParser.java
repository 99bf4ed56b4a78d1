package dev.mlirj.syntax;

import dev.mlirj.ir.AffineMapAttr;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.ComplexType;
import dev.mlirj.ir.Dialect;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.FunctionType;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.NoneType;
import dev.mlirj.ir.OpaqueType;
import dev.mlirj.ir.RankedTensorType;
import dev.mlirj.ir.ShapedType;
import dev.mlirj.ir.StridedLayoutAttr;
import dev.mlirj.ir.TupleType;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.UnrankedMemRefType;
import dev.mlirj.ir.UnrankedTensorType;
import dev.mlirj.ir.VectorType;
import java.util.ArrayList;
import java.util.List;

/**
 * Parses types, the inverse of {@link TypePrinter}:
 * <pre>
 * type          ::= builtin-type | '!' alias | '!' dialect '.' body | function-type
 * function-type ::= '(' (type (',' type)*)? ')' '->' (type | '(' (type (',' type)*)? ')')
 * builtin-type  ::= 'i'N | 'si'N | 'ui'N | 'index' | 'bf16' | 'f16' | 'tf32' | 'f32' | 'f64' | 'f80' | 'f128'
 *                 | 'none' | 'complex' '<' type '>' | 'tuple' '<' types '>'
 *                 | 'vector' '<' (dim | '[' dim ']') 'x' ... type '>'
 *                 | 'memref' '<' ('*' | dims) 'x' type (',' layout)? (',' memory-space)? '>'
 *                 | 'tensor' '<' ('*' | dims) 'x' type (',' encoding)? '>'
 * </pre>
 */
final class TypeParser {
    private TypeParser() {
    }

    static Type parse(Parser p) {
        if (!p.enterNesting()) {
            return null;
        }
        try {
            return parseNested(p);
        } finally {
            p.exitNesting();
        }
    }

    private static Type parseNested(Parser p) {
        Token t = p.token;
        switch (t.kind()) {
            case L_PAREN:
                return parseFunctionType(p);
            case EXCLAMATION_IDENTIFIER:
                return parseExtendedType(p);
            case BARE_IDENTIFIER:
                return parseBuiltin(p);
            default:
                p.error("expected non-function type");
                return null;
        }
    }

    static FunctionType parseFunctionType(Parser p) {
        List<Type> inputs = parseParenTypeList(p);
        if (inputs == null || !p.expect(TokenKind.ARROW, "expected '->' in function type")) {
            return null;
        }
        List<Type> results = parseFunctionResults(p);
        return results == null ? null : new FunctionType(inputs, results);
    }

    /** {@code type} or {@code '(' types ')'}: the results of a function type. */
    static List<Type> parseFunctionResults(Parser p) {
        if (p.token.is(TokenKind.L_PAREN)) {
            return parseParenTypeList(p);
        }
        Type t = parse(p);
        return t == null ? null : List.of(t);
    }

    /** {@code '(' (type (',' type)*)? ')'}. */
    static List<Type> parseParenTypeList(Parser p) {
        if (!p.expect(TokenKind.L_PAREN, "expected '('")) {
            return null;
        }
        return p.parseCommaListUntil(TokenKind.R_PAREN, "expected ')' in type list", () -> parse(p));
    }

    private static Type parseExtendedType(Parser p) {
        return p.parseExtendedSymbol("type", p.typeAliases, Dialect::parseType, OpaqueType::new);
    }

    private static Type parseBuiltin(Parser p) {
        String word = p.token.text();
        switch (word) {
            case "index" -> {
                p.consume();
                return IndexType.INSTANCE;
            }
            case "none" -> {
                p.consume();
                return NoneType.INSTANCE;
            }
            case "bf16", "f16", "tf32", "f32", "f64", "f80", "f128", "f8E5M2", "f8E4M3", "f8E4M3FN", "f8E5M2FNUZ",
                 "f8E4M3FNUZ", "f8E4M3B11FNUZ" -> {
                p.consume();
                return FloatType.of(FloatType.Kind.fromKeyword(word));
            }
            case "complex" -> {
                return parseComplex(p);
            }
            case "tuple" -> {
                return parseTuple(p);
            }
            case "vector" -> {
                return parseVector(p);
            }
            case "memref" -> {
                return parseMemRef(p);
            }
            case "tensor" -> {
                return parseTensor(p);
            }
            default -> {
                IntegerType integer = integerType(p, word);
                if (integer != null) {
                    p.consume();
                    return integer;
                }
                if (p.failed()) {
                    return null;
                }
                p.error("expected non-function type");
                return null;
            }
        }
    }

    /** {@code iN}, {@code siN}, {@code uiN}, or null (after an error when the width is out of range). */
    static IntegerType integerType(Parser p, String word) {
        IntegerType.Signedness signedness;
        int from;
        if (word.startsWith("si")) {
            signedness = IntegerType.Signedness.SIGNED;
            from = 2;
        } else if (word.startsWith("ui")) {
            signedness = IntegerType.Signedness.UNSIGNED;
            from = 2;
        } else if (word.startsWith("i")) {
            signedness = IntegerType.Signedness.SIGNLESS;
            from = 1;
        } else {
            return null;
        }
        int length = word.length() - from;
        if (length == 0) {
            return null;
        }
        long width = 0;
        for (int i = from; i < word.length(); i++) {
            char c = word.charAt(i);
            if (c < '0' || c > '9') {
                return null;
            }
            width = width * 10 + (c - '0');
            if (width > Integer.MAX_VALUE) {
                width = Integer.MAX_VALUE; // too wide anyway; stop the product growing
            }
        }
        if (length > 8 || width > IntegerType.MAX_WIDTH || width == 0) {
            p.error("invalid integer width");
            return null;
        }
        return IntegerType.get((int) width, signedness);
    }

    private static Type parseElementTypeIn(Parser p, String what) {
        Type t = parse(p);
        if (t == null && !p.failed()) {
            p.error("expected " + what + " element type");
        }
        return t;
    }

    private static Type parseComplex(Parser p) {
        p.consume();
        if (!p.expect(TokenKind.LESS, "expected '<' in complex type")) {
            return null;
        }
        Type element = parseElementTypeIn(p, "complex");
        if (element == null || !p.expect(TokenKind.GREATER, "expected '>' in complex type")) {
            return null;
        }
        if (!(element instanceof FloatType) && !(element instanceof IntegerType)) {
            p.error("invalid element type for complex");
            return null;
        }
        return new ComplexType(element);
    }

    private static Type parseTuple(Parser p) {
        p.consume();
        if (!p.expect(TokenKind.LESS, "expected '<' in tuple type")) {
            return null;
        }
        List<Type> types = p.parseCommaListUntil(TokenKind.GREATER, "expected '>' in tuple type", () -> parse(p));
        return types == null ? null : new TupleType(types);
    }

    /** The dimensions and element of a shape: {@code 4x?x[8]x f32}; null after an error. */
    private record Shape(List<Long> dims, List<Boolean> scalable, boolean unranked) {
    }

    /**
     * Parses {@code dim 'x' dim 'x' ...} up to (not including) the element type. A dimension is an integer,
     * {@code ?} when {@code allowDynamic}, or {@code [n]} when {@code allowScalable}; {@code *x} when
     * {@code allowUnranked}.
     */
    private static Shape parseDimensions(Parser p, boolean allowDynamic, boolean allowScalable,
                                         boolean allowUnranked) {
        List<Long> dims = new ArrayList<>();
        List<Boolean> scalable = new ArrayList<>();
        if (allowUnranked && p.token.is(TokenKind.STAR)) {
            p.consume();
            return consumeX(p) ? new Shape(dims, scalable, true) : null;
        }
        while (true) {
            Token t = p.token;
            boolean isScalable = false;
            if (t.is(TokenKind.QUESTION)) {
                if (!allowDynamic) {
                    p.error("expected static shape");
                    return null;
                }
                p.consume();
                dims.add(ShapedType.DYNAMIC);
            } else if (t.is(TokenKind.L_SQUARE) && allowScalable) {
                p.consume();
                Long d = integerDim(p);
                if (d == null || !p.expect(TokenKind.R_SQUARE, "missing ']' closing scalable dimension")) {
                    return null;
                }
                dims.add(d);
                isScalable = true;
            } else if (t.is(TokenKind.INTEGER)) {
                Long d = integerDim(p);
                if (d == null) {
                    return null;
                }
                dims.add(d);
            } else {
                return new Shape(dims, scalable, false);
            }
            scalable.add(isScalable);
            if (!consumeX(p)) {
                return null;
            }
        }
    }

    /** An integer dimension; a {@code 0xf32}-style token is read as 0 and re-lexed after the 0. */
    private static Long integerDim(Parser p) {
        Token t = p.token;
        if (!t.is(TokenKind.INTEGER)) {
            p.error("expected integer dimension");
            return null;
        }
        if (t.text().startsWith("0x")) {
            p.resetTo(t.start() + 1);
            return 0L;
        }
        try {
            long v = Long.parseLong(t.text());
            p.consume();
            return v;
        } catch (NumberFormatException e) {
            p.error("invalid dimension");
            return null;
        }
    }

    /** Consumes the {@code x} between dimensions, which the lexer glued to what follows. */
    private static boolean consumeX(Parser p) {
        Token t = p.token;
        if (t.is(TokenKind.BARE_IDENTIFIER) && t.text().startsWith("x")) {
            p.resetTo(t.start() + 1);
            return true;
        }
        return p.error("expected 'x' in dimension list");
    }

    /** What {@code vector}, {@code memref} and {@code tensor} share: {@code keyword '<' dims element}. */
    private record ShapedPrefix(int start, Shape shape, Type element) {
    }

    /**
     * Parses {@code kind '<' dims 'x' element}; {@code start} is the offset of the {@code <}. Null after an
     * error.
     */
    private static ShapedPrefix parseShapedPrefix(Parser p, String kind, boolean allowDynamic,
                                                  boolean allowScalable, boolean allowUnranked) {
        p.consume();
        int start = p.token.start();
        if (!p.expect(TokenKind.LESS, "expected '<' in " + kind + " type")) {
            return null;
        }
        Shape shape = parseDimensions(p, allowDynamic, allowScalable, allowUnranked);
        if (shape == null) {
            return null;
        }
        Type element = parseElementTypeIn(p, kind);
        return element == null ? null : new ShapedPrefix(start, shape, element);
    }

    private static Type parseVector(Parser p) {
        ShapedPrefix prefix = parseShapedPrefix(p, "vector", false, true, false);
        if (prefix == null || !p.expect(TokenKind.GREATER, "expected '>' in vector type")) {
            return null;
        }
        Shape shape = prefix.shape();
        Type element = prefix.element();
        if (!(element instanceof IntegerType || element instanceof IndexType || element instanceof FloatType)) {
            p.error("vector elements must be int/index/float type but got " + element);
            return null;
        }
        if (shape.dims().contains(0L)) {
            p.error("vector types must have positive constant sizes but got " + shape.dims());
            return null;
        }
        return new VectorType(shape.dims(), shape.scalable(), element);
    }

    private static Type parseMemRef(Parser p) {
        int keywordAt = p.token.start();
        ShapedPrefix prefix = parseShapedPrefix(p, "memref", true, false, true);
        if (prefix == null) {
            return null;
        }
        Shape shape = prefix.shape();
        Type element = prefix.element();
        Attribute layout = null;
        Attribute memorySpace = null;
        while (p.consumeIf(TokenKind.COMMA)) {
            Attribute a = p.parseAttribute(null);
            if (a == null) {
                return null;
            }
            if (!shape.unranked() && layout == null && memorySpace == null && isLayout(a)) {
                layout = a;
            } else if (memorySpace == null) {
                memorySpace = a;
            } else {
                p.error("expected '>' in memref type");
                return null;
            }
        }
        if (!p.expect(TokenKind.GREATER, "expected '>' in memref type")) {
            return null;
        }
        if (shape.unranked()) {
            return new UnrankedMemRefType(element, memorySpace);
        }
        if (layout instanceof StridedLayoutAttr s && s.strides().size() != shape.dims().size()) {
            p.errorAt(prefix.start(), "expected the number of strides to match the rank");
            return null;
        }
        if (layout instanceof AffineMapAttr m && m.map().numDims() != shape.dims().size()) {
            p.errorAt(keywordAt, "memref layout mismatch between rank and affine map: " + shape.dims().size()
                    + " != " + m.map().numDims());
            return null;
        }
        return new MemRefType(shape.dims(), element, layout, memorySpace);
    }

    /** Whether the first attribute after a memref's element type is its layout rather than its memory space. */
    private static boolean isLayout(Attribute a) {
        return a instanceof StridedLayoutAttr || a instanceof AffineMapAttr;
    }

    private static Type parseTensor(Parser p) {
        ShapedPrefix prefix = parseShapedPrefix(p, "tensor", true, false, true);
        if (prefix == null) {
            return null;
        }
        Shape shape = prefix.shape();
        Type element = prefix.element();
        Attribute encoding = null;
        if (p.consumeIf(TokenKind.COMMA)) {
            if (shape.unranked()) {
                p.error("cannot apply encoding to unranked tensor");
                return null;
            }
            encoding = p.parseAttribute(null);
            if (encoding == null) {
                return null;
            }
        }
        if (!p.expect(TokenKind.GREATER, "expected '>' in tensor type")) {
            return null;
        }
        return shape.unranked() ? new UnrankedTensorType(element)
                : new RankedTensorType(shape.dims(), element, encoding);
    }

}

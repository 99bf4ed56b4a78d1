package dev.mlirj.syntax;

import dev.mlirj.ir.affine.AffineExpr;
import dev.mlirj.ir.affine.AffineExprKind;
import dev.mlirj.ir.affine.AffineMap;
import dev.mlirj.ir.affine.IntegerSet;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Parses affine maps and integer sets, MLIR's {@code AffineParser}:
 * <pre>
 * map-or-set  ::= dim-ids symbol-ids? ('->' '(' (affine-expr (',' affine-expr)*)? ')'
 *                                     | ':' '(' (constraint (',' constraint)*)? ')')
 * dim-ids     ::= '(' (bare-id (',' bare-id)*)? ')'
 * symbol-ids  ::= '[' (bare-id (',' bare-id)*)? ']'
 * constraint  ::= affine-expr ('>=' | '<=' | '==') affine-expr
 * affine-expr ::= affine-expr ('+' | '-') affine-expr | affine-expr ('*' | 'floordiv' | 'ceildiv' | 'mod') affine-expr
 *               | '-' affine-expr | '(' affine-expr ')' | bare-id | integer
 * </pre>
 * Binary operators associate to the left; {@code * floordiv ceildiv mod} bind tighter than {@code + -}, and
 * negation tighter than both. Expressions are built in the same order as MLIR builds them, so that its
 * simplifications on construction give the same result. A constraint {@code a >= b} becomes {@code a - b >= 0},
 * {@code a <= b} becomes {@code b - a >= 0} and {@code a == b} becomes {@code a - b == 0}; an empty constraint
 * list is {@code 0 == 0}.
 */
final class AffineParser {
    private final Parser p;
    /** The declared identifiers: their names and the dimension or symbol each stands for. */
    private final Map<String, AffineExpr> identifiers = new HashMap<>();

    private AffineParser(Parser p) {
        this.p = p;
    }

    /** An affine map or an integer set; exactly one is non-null unless an error was reported. */
    record MapOrSet(AffineMap map, IntegerSet set) {
    }

    /** Parses a map or a set, whichever follows; null after an error. */
    static MapOrSet parseMapOrSet(Parser p) {
        return new AffineParser(p).mapOrSet();
    }

    /** Parses an affine map ({@code affine_map<} has been consumed); null after an error. */
    static AffineMap parseMap(Parser p) {
        int start = p.token.start();
        MapOrSet result = parseMapOrSet(p);
        if (result == null) {
            return null;
        }
        if (result.set() != null) {
            p.errorAt(start, "expected AffineMap, but got IntegerSet");
            return null;
        }
        return result.map();
    }

    /** Parses an integer set ({@code affine_set<} has been consumed); null after an error. */
    static IntegerSet parseSet(Parser p) {
        int start = p.token.start();
        MapOrSet result = parseMapOrSet(p);
        if (result == null) {
            return null;
        }
        if (result.map() != null) {
            p.errorAt(start, "expected IntegerSet, but got AffineMap");
            return null;
        }
        return result.set();
    }

    private MapOrSet mapOrSet() {
        int[] counts = new int[2];
        if (!identifierList(TokenKind.L_PAREN, TokenKind.R_PAREN, " in dimensional identifier list", counts, false)) {
            return null;
        }
        if (p.token.is(TokenKind.L_SQUARE)
                && !identifierList(TokenKind.L_SQUARE, TokenKind.R_SQUARE, " in symbol list", counts, true)) {
            return null;
        }
        int numDims = counts[0];
        int numSymbols = counts[1];
        if (p.consumeIf(TokenKind.ARROW)) {
            List<AffineExpr> results = delimitedList(" in affine map range", this::expression);
            return results == null ? null : new MapOrSet(new AffineMap(numDims, numSymbols, results), null);
        }
        if (!p.expectToken(TokenKind.COLON, "expected '->' or ':'")) {
            return null;
        }
        List<Boolean> equalities = new ArrayList<>();
        List<AffineExpr> constraints = delimitedList(" in integer set constraint list", () -> constraint(equalities));
        if (constraints == null) {
            return null;
        }
        if (constraints.isEmpty()) {
            constraints.add(AffineExpr.constant(0));
            equalities.add(true);
        }
        return new MapOrSet(null, new IntegerSet(numDims, numSymbols, constraints, equalities));
    }

    /** {@code (a, b)} or {@code [a, b]}: declares dimensions (counts[0]) or symbols (counts[1]). */
    private boolean identifierList(TokenKind open, TokenKind close, String context, int[] counts, boolean symbols) {
        List<AffineExpr> declared = delimited(open, close, context, () -> {
            if (!p.token.is(TokenKind.BARE_IDENTIFIER)) {
                p.wrongTokenError("expected bare identifier");
                return null;
            }
            String name = p.token.text();
            if (identifiers.containsKey(name)) {
                p.error("redefinition of identifier '" + name + "'");
                return null;
            }
            p.consume();
            AffineExpr id = symbols ? AffineExpr.symbol(counts[1]++) : AffineExpr.dim(counts[0]++);
            identifiers.put(name, id);
            return id;
        });
        return declared != null;
    }

    private <T> List<T> delimitedList(String context, java.util.function.Supplier<T> element) {
        return delimited(TokenKind.L_PAREN, TokenKind.R_PAREN, context, element);
    }

    /** MLIR's {@code parseCommaSeparatedList} with a delimiter: the messages name {@code context}. */
    private <T> List<T> delimited(TokenKind open, TokenKind close, String context,
                                  java.util.function.Supplier<T> element) {
        String openText = open == TokenKind.L_PAREN ? "(" : "[";
        String closeText = close == TokenKind.R_PAREN ? ")" : "]";
        if (!p.expectToken(open, "expected '" + openText + "'" + context)) {
            return null;
        }
        if (p.consumeIf(close)) {
            return new ArrayList<>();
        }
        List<T> items = p.parseCommaList(element);
        return items != null && p.expectToken(close, "expected '" + closeText + "'" + context) ? items : null;
    }

    /** {@code a >= b}, {@code a <= b} or {@code a == b}, normalized against zero. */
    private AffineExpr constraint(List<Boolean> equalities) {
        int at = p.token.start();
        AffineExpr lhs = expression();
        if (lhs == null) {
            return null;
        }
        boolean ge = p.token.is(TokenKind.GREATER);
        boolean le = p.token.is(TokenKind.LESS);
        boolean eq = p.token.is(TokenKind.EQUAL);
        if (ge || le || eq) {
            p.consume();
        }
        if ((ge || le || eq) && p.consumeIf(TokenKind.EQUAL)) {
            AffineExpr rhs = expression();
            if (rhs == null) {
                return null;
            }
            equalities.add(eq);
            AffineExpr difference = le ? rhs.sub(lhs) : lhs.sub(rhs);
            return p.noteValueDepth(difference.depth(), at, "in an affine expression") ? difference : null;
        }
        p.error("expected '== affine-expr' or '>= affine-expr' at end of affine constraint");
        return null;
    }

    // ---- expressions -----------------------------------------------------------------------------------------

    private AffineExpr expression() {
        int enclosingStart = expressionStart;
        expressionStart = p.token.start();
        try {
            AffineExpr expr = lowPrecedence(null, null);
            return expr == null || bounded(expr) ? expr : null;
        } finally {
            expressionStart = enclosingStart;
        }
    }

    /** Where the innermost expression being parsed starts. */
    private int expressionStart;

    /**
     * Whether {@code expr}, part of the expression being parsed, is not too deep (counted as nesting, see
     * {@link Parser#noteValueDepth}); checked as each operator adds a level, so that no simplification of a later
     * operator walks a tree deeper than the limit.
     */
    private boolean bounded(AffineExpr expr) {
        return p.noteValueDepth(expr.depth(), expressionStart, "in an affine expression");
    }

    /** The loosely binding operators; {@code a - b} is built as {@code a + b * -1}. */
    private enum LowOp {
        ADD, SUB
    }

    /** {@code +} or {@code -} if next (consumed), else null. */
    private LowOp lowOperator() {
        if (p.consumeIf(TokenKind.PLUS)) {
            return LowOp.ADD;
        }
        return p.consumeIf(TokenKind.MINUS) ? LowOp.SUB : null;
    }

    private static AffineExpr low(LowOp op, AffineExpr lhs, AffineExpr rhs) {
        return op == LowOp.ADD ? lhs.add(rhs) : lhs.sub(rhs);
    }

    /** {@code *}, {@code floordiv}, {@code ceildiv} or {@code mod} if next (consumed), else null. */
    private AffineExprKind highOperator() {
        AffineExprKind kind = p.token.is(TokenKind.STAR) ? AffineExprKind.MUL
                : p.token.isKeyword("floordiv") ? AffineExprKind.FLOOR_DIV
                : p.token.isKeyword("ceildiv") ? AffineExprKind.CEIL_DIV
                : p.token.isKeyword("mod") ? AffineExprKind.MOD : null;
        if (kind != null) {
            p.consume();
        }
        return kind;
    }

    /** {@code llhs llhsOp ...}: the rest of a sum whose left part {@code llhs} (or null) has been parsed. */
    private AffineExpr lowPrecedence(AffineExpr llhs, LowOp llhsOp) {
        // MLIR's parseAffineLowPrecOpExpr calls itself for each operator; a loop, so long sums take no stack.
        while (true) {
            AffineExpr lhs = operand(llhs);
            if (lhs == null) {
                return null;
            }
            LowOp op = lowOperator();
            if (op != null) {
                llhs = llhs != null ? low(llhsOp, llhs, lhs) : lhs;
                if (llhs == null || !bounded(llhs)) {
                    return null;
                }
                llhsOp = op;
                continue;
            }
            int opAt = p.token.start();
            AffineExprKind high = highOperator();
            if (high != null) {
                AffineExpr product = highPrecedence(lhs, high, opAt);
                if (product == null) {
                    return null;
                }
                AffineExpr expr = llhs != null ? low(llhsOp, llhs, product) : product;
                LowOp next = lowOperator();
                if (next == null) {
                    return expr;
                }
                if (expr == null || !bounded(expr)) {
                    return null;
                }
                llhs = expr;
                llhsOp = next;
                continue;
            }
            return llhs != null ? low(llhsOp, llhs, lhs) : lhs;
        }
    }

    /** {@code llhs llhsOp operand ...} of the tightly binding operators; errors about the operator at opAt. */
    private AffineExpr highPrecedence(AffineExpr llhs, AffineExprKind llhsOp, int llhsOpAt) {
        while (true) {
            AffineExpr lhs = operand(llhs);
            if (lhs == null) {
                return null;
            }
            int opAt = p.token.start();
            AffineExprKind op = highOperator();
            if (op == null) {
                return high(llhsOp, llhs, lhs, llhsOpAt);
            }
            // As MLIR does, a non-affine left part is reported at the operator after it.
            llhs = high(llhsOp, llhs, lhs, opAt);
            if (llhs == null || !bounded(llhs)) {
                return null;
            }
            llhsOp = op;
            llhsOpAt = opAt;
        }
    }

    /** {@code lhs op rhs} for a tightly binding operator, checking it stays affine. */
    private AffineExpr high(AffineExprKind op, AffineExpr lhs, AffineExpr rhs, int opAt) {
        if (op == AffineExprKind.MUL) {
            if (!lhs.isSymbolicOrConstant() && !rhs.isSymbolicOrConstant()) {
                p.errorAt(opAt, "non-affine expression: at least one of the multiply operands has to be either a "
                        + "constant or symbolic");
                return null;
            }
            return lhs.mul(rhs);
        }
        if (!rhs.isSymbolicOrConstant()) {
            String name = switch (op) {
                case FLOOR_DIV -> "floordiv";
                case CEIL_DIV -> "ceildiv";
                default -> "mod";
            };
            p.errorAt(opAt, "non-affine expression: right operand of " + name
                    + " has to be either a constant or symbolic");
            return null;
        }
        return AffineExpr.binary(op, lhs, rhs);
    }

    /**
     * An operand: an identifier, an integer, a parenthesised expression or a negation. {@code lhs} is the
     * expression on the left of the operator before it, or null at the start (it only changes messages).
     */
    private AffineExpr operand(AffineExpr lhs) {
        Token t = p.token;
        switch (t.kind()) {
            case INTEGER -> {
                return integer();
            }
            case L_PAREN -> {
                p.consume();
                if (p.token.is(TokenKind.R_PAREN)) {
                    p.error("no expression inside parentheses");
                    return null;
                }
                if (!p.enterNesting()) {
                    return null;
                }
                try {
                    AffineExpr inner = expression();
                    return inner != null && p.expectToken(TokenKind.R_PAREN, "expected ')'") ? inner : null;
                } finally {
                    p.exitNesting();
                }
            }
            case MINUS -> {
                // MLIR's parseAffineOperandExpr calls itself for each '-'; counted here, so '- - - x' takes no stack.
                int negations = 0;
                while (p.token.is(TokenKind.MINUS)) {
                    p.consume();
                    negations++;
                }
                AffineExpr negated = operand(lhs);
                if (negated == null) {
                    p.error("missing operand of negation");
                    return null;
                }
                for (int i = 0; i < negations; i++) {
                    negated = negated.neg();
                }
                return negated;
            }
            case PERCENT_IDENTIFIER -> {
                if (ssaElement != null) {
                    return ssaId(false);
                }
                p.wrongTokenError("unexpected ssa identifier");
                return null;
            }
            case PLUS, STAR -> {
                p.error(lhs != null ? "missing right operand of binary operator"
                        : "missing left operand of binary operator");
                return null;
            }
            case BARE_IDENTIFIER -> {
                if (t.text().equals("symbol")) {
                    // MLIR's symbol(%ssa) form, which only affine operations' custom syntax accepts.
                    p.consume();
                    if (!p.expectToken(TokenKind.L_PAREN, "expected '(' at start of SSA symbol")) {
                        return null;
                    }
                    if (ssaElement == null) {
                        p.wrongTokenError("unexpected ssa identifier");
                        return null;
                    }
                    AffineExpr symbol = ssaId(true);
                    return symbol != null && p.expectToken(TokenKind.R_PAREN, "expected ')' at end of SSA symbol")
                            ? symbol : null;
                }
                AffineExpr id = identifiers.get(t.text());
                if (id == null) {
                    p.wrongTokenError("use of undeclared identifier");
                    return null;
                }
                p.consume();
                return id;
            }
            default -> {
                p.error(lhs != null ? "missing right operand of binary operator" : "expected affine expression");
                return null;
            }
        }
    }

    /** A non-negative integer that fits a signed 64-bit value. */
    private AffineExpr integer() {
        BigInteger value = AttributeParser.integerValue(p.token.text());
        if (value.bitLength() > 63) {
            p.error("constant too large for index");
            return null;
        }
        p.consume();
        return AffineExpr.constant(value.longValueExact());
    }

    /** Parses the operand an SSA id in an affine expression names, as a dimension or a symbol operand. */
    @FunctionalInterface
    interface SsaElement {
        /** Parses the operand (a {@code %name} is next); false after an error. */
        boolean parse(boolean isSymbol);
    }

    /** The SSA ids parsed so far, in order, with the identifier each stands for; null when they are not allowed. */
    private SsaElement ssaElement;
    private final List<Map.Entry<String, AffineExpr>> ssaIds = new ArrayList<>();
    private int numDimOperands;
    private int numSymbolOperands;

    /**
     * MLIR's {@code parseAffineMapOfSSAIds}: a list of affine expressions over SSA ids in {@code [...]} (or, when
     * not {@code square}, {@code (...)}), where {@code %x} is a dimension and {@code symbol(%x)} a symbol, numbered
     * by first appearance; {@code element} parses each new operand. The map has the dimensions, then the symbols.
     * Null after an error.
     */
    static AffineMap parseMapOfSsaIds(Parser p, boolean square, SsaElement element) {
        AffineParser parser = new AffineParser(p);
        parser.ssaElement = element;
        List<AffineExpr> exprs = square
                ? parser.delimited(TokenKind.L_SQUARE, TokenKind.R_SQUARE, " in affine map", parser::expression)
                : parser.delimited(TokenKind.L_PAREN, TokenKind.R_PAREN, " in affine map", parser::expression);
        return exprs == null ? null : new AffineMap(parser.numDimOperands, parser.numSymbolOperands, exprs);
    }

    /** MLIR's {@code parseSSAIdExpr}: a {@code %name} seen before stands for the same identifier. */
    private AffineExpr ssaId(boolean isSymbol) {
        if (!p.token.is(TokenKind.PERCENT_IDENTIFIER)) {
            p.wrongTokenError("expected ssa identifier");
            return null;
        }
        String name = p.token.text();
        for (Map.Entry<String, AffineExpr> entry : ssaIds) {
            if (entry.getKey().equals(name)) {
                p.consume();
                return entry.getValue();
            }
        }
        if (!ssaElement.parse(isSymbol)) {
            return null;
        }
        AffineExpr id = isSymbol ? AffineExpr.symbol(numSymbolOperands++) : AffineExpr.dim(numDimOperands++);
        ssaIds.add(Map.entry(name, id));
        return id;
    }

    /**
     * MLIR's {@code parseAffineExprOfSSAIds}: one affine expression over SSA ids ({@code %x} a dimension,
     * {@code symbol(%x)} a symbol, numbered by first appearance); {@code element} parses each new operand. Null
     * after an error.
     */
    static AffineExpr parseExprOfSsaIds(Parser p, SsaElement element) {
        AffineParser parser = new AffineParser(p);
        parser.ssaElement = element;
        return parser.expression();
    }
}

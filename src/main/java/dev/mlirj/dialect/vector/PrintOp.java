package dev.mlirj.dialect.vector;

import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.StringAttr;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.VectorType;
import java.util.List;
import java.util.Set;

/**
 * {@code vector.print (%v : type)? (str "text" | punctuation <p>)*}: prints a scalar or vector (as
 * {@code ( 1, 2 )}, nested per dimension) followed by its punctuation (a newline by default), or a string literal,
 * or only a punctuation. Properties: {@code punctuation} ({@code #vector.punctuation<...>}, always stored) and
 * {@code stringLiteral} (optional); a string excludes a source and a punctuation other than the default. The
 * accessors expect an operation of this kind.
 */
public final class PrintOp {
    /** The operation name. */
    public static final String NAME = "vector.print";
    /** The property holding the punctuation. */
    public static final String PUNCTUATION = "punctuation";
    /** The property holding the string. */
    public static final String STRING = "stringLiteral";

    private PrintOp() {
    }

    static OpDefinition definition() {
        return new OpDefinition(NAME, Set.of(), Set.of(PUNCTUATION, STRING), new Syntax(), PrintOp::verify, "");
    }

    /** The value printed, or null when there is none. */
    public static Value source(Operation op) {
        return op.operandCount() == 1 ? op.operand(0) : null;
    }

    /** The punctuation printed after the value: a newline when unset. */
    public static PrintPunctuation punctuation(Operation op) {
        return op.properties().get(PUNCTUATION) instanceof PrintPunctuationAttr p ? p.punctuation()
                : PrintPunctuation.NEWLINE;
    }

    /** The string printed, or null. */
    public static String stringLiteral(Operation op) {
        return stringLiteralAttr(op) instanceof StringAttr s ? s.value() : null;
    }

    /** The string printed as an attribute (its bytes need not be UTF-8), or null. */
    public static StringAttr stringLiteralAttr(Operation op) {
        return op.properties().get(STRING) instanceof StringAttr s ? s : null;
    }

    private static boolean verify(Operation op, DiagnosticEngine diagnostics) {
        VectorChecks c = new VectorChecks(op, diagnostics);
        if (!c.attr(PUNCTUATION, false, a -> a instanceof PrintPunctuationAttr,
                "Punctuation for separating vectors or vector elements")
                || !c.attr(STRING, false, a -> a instanceof StringAttr, "string attribute")
                || !c.counts(0, false, 0, 0) || op.operandCount() > 1 && !c.fail("expected 0 or 1 operands")
                || op.operandCount() == 1 && !c.operand(0, new TypeConstraint("", PrintOp::printable))) {
            return false;
        }
        if (stringLiteralAttr(op) != null
                && (op.operandCount() == 1 || punctuation(op) != PrintPunctuation.NEWLINE)) {
            return c.predicate("`source` or `punctuation` are not set when printing strings");
        }
        return true;
    }

    private static boolean printable(Type t) {
        return t instanceof VectorType || t instanceof IntegerType || t instanceof IndexType
                || t instanceof FloatType;
    }

    /** {@code ($source : type($source))? oilist(str $stringLiteral | punctuation $punctuation) attr-dict}. */
    static final class Syntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            OpAsmParser.UnresolvedOperand source = parser.parseOptionalOperand();
            if (source != null) {
                Type type = parser.parseColonType();
                if (type == null || !VectorSyntax.resolve(parser, source, type, state)) {
                    return false;
                }
            }
            boolean seenString = false;
            boolean seenPunctuation = false;
            while (true) {
                Location at = parser.location();
                if (parser.parseOptionalKeyword("str")) {
                    if (seenString) {
                        return parser.emitError(at, "`str` clause can appear at most once in the expansion of the "
                                + "oilist directive");
                    }
                    seenString = true;
                    Attribute text = parser.parseAttribute();
                    if (text == null) {
                        return false;
                    }
                    if (!(text instanceof StringAttr)) {
                        return parser.emitError(at, "invalid kind of attribute specified");
                    }
                    state.properties.put(STRING, text);
                } else if (parser.parseOptionalKeyword(PUNCTUATION)) {
                    if (seenPunctuation) {
                        return parser.emitError(at, "`punctuation` clause can appear at most once in the expansion "
                                + "of the oilist directive");
                    }
                    seenPunctuation = true;
                    PrintPunctuation p = VectorSyntax.parseEnum(parser, PrintPunctuation.KEYWORDS,
                            PrintPunctuation::fromKeyword, "PrintPunctuation");
                    if (p == null) {
                        return false;
                    }
                    state.properties.put(PUNCTUATION, new PrintPunctuationAttr(p));
                } else {
                    break;
                }
            }
            if (!parser.parseOptionalAttrDict(state)) {
                return false;
            }
            state.properties.putIfAbsent(PUNCTUATION, PrintPunctuationAttr.NEWLINE);
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            Value source = source(op);
            if (source != null) {
                printer.print(" ").printOperand(source).print(" : ").print(source.type());
            }
            if (op.properties().get(STRING) != null) {
                printer.print(" str ").print(op.properties().get(STRING));
            }
            Attribute p = op.properties().get(PUNCTUATION);
            boolean defaultPunctuation = p == null || PrintPunctuationAttr.NEWLINE.equals(p);
            if (!defaultPunctuation && p instanceof PrintPunctuationAttr pp) {
                printer.print(" punctuation <" + pp.punctuation().keyword() + ">");
            }
            printer.printAttrDict(op, defaultPunctuation || p instanceof PrintPunctuationAttr
                    ? List.of(PUNCTUATION, STRING) : List.of(STRING));
        }
    }
}

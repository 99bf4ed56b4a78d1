package dev.mlirj.dialect.vector;

import dev.mlirj.dialect.OpChecks;
import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.dialect.arith.FastMathSyntax;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.VectorType;
import java.util.List;
import java.util.Set;

/**
 * {@code vector.reduction <add>, %v (, %acc)? (fastmath<...>)? : vector<4xf32> into f32}: folds a 0-D or 1-D
 * vector's elements (and the optional accumulator, of the element type) with a {@link CombiningKind} the element
 * type supports. Properties: {@code kind} ({@code #vector.kind<...>}, required) and {@code fastmath} (stored
 * always by the custom form, {@code none} by default).
 */
final class ReductionOp {
    /** The property holding the kind. */
    static final String KIND = "kind";

    private ReductionOp() {
    }

    static OpDefinition definition() {
        return new OpDefinition("vector.reduction", Set.of(OpTrait.PURE), Set.of(KIND, FastMathSyntax.ATTR),
                new Syntax(), ReductionOp::verify, "");
    }

    /** The kind of a verified reduction. */
    static CombiningKind kind(Operation op) {
        return ((CombiningKindAttr) op.properties().get(KIND)).kind();
    }

    private static boolean verify(Operation op, DiagnosticEngine diagnostics) {
        VectorChecks c = new VectorChecks(op, diagnostics);
        if (!c.attr(KIND, true, a -> a instanceof CombiningKindAttr,
                "Kind of combining function for contractions and reductions") || !FastMathSyntax.verify(c)
                || !c.counts(1, false, 1, 0) || op.operandCount() > 2 && !c.fail("expected at most 2 operands")
                || !c.operand(0, TypeConstraint.ANY_VECTOR)) {
            return false;
        }
        VectorType vector = (VectorType) op.operand(0).type();
        Type dest = op.result(0).type();
        if (!vector.elementType().equals(dest)) {
            return c.predicate("source operand and result have same element type");
        }
        if (op.operandCount() == 2 && !op.operand(1).type().equals(dest)) {
            return c.predicate("dest and acc have same type");
        }
        if (vector.rank() > 1) {
            return c.fail("unsupported reduction rank: " + vector.rank());
        }
        CombiningKind k = ((CombiningKindAttr) op.properties().get(KIND)).kind();
        return k.supports(dest) || c.fail("unsupported reduction type '" + OpChecks.quote(dest) + "' for kind '"
                + k.keyword() + "'");
    }

    /** {@code $kind , $vector (, $acc)? (fastmath<...>)? attr-dict : type($vector) into type($dest)}. */
    static final class Syntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            CombiningKind kind = VectorSyntax.parseEnum(parser, CombiningKind.KEYWORDS, "CombiningKind");
            if (kind == null) {
                return false;
            }
            state.properties.put(KIND, new CombiningKindAttr(kind));
            OpAsmParser.UnresolvedOperand vector;
            if (!parser.parseComma() || (vector = parser.parseOperand()) == null) {
                return false;
            }
            OpAsmParser.UnresolvedOperand acc = null;
            if (parser.parseOptionalComma() && (acc = parser.parseOperand()) == null) {
                return false;
            }
            if (!FastMathSyntax.parseOptional(parser, state) || !parser.parseOptionalAttrDict(state)) {
                return false;
            }
            Type vectorType = parser.parseColonType();
            Type dest;
            if (vectorType == null || !parser.parseKeyword("into") || (dest = parser.parseType()) == null
                    || !VectorSyntax.resolve(parser, vector, vectorType, state)
                    || acc != null && !VectorSyntax.resolve(parser, acc, dest, state)) {
                return false;
            }
            state.resultTypes.add(dest);
            FastMathSyntax.addDefault(state);
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" <" + kind(op).keyword() + ">, ").printOperands(op.operands());
            FastMathSyntax.print(op, printer);
            printer.printAttrDict(op, List.of(KIND, FastMathSyntax.ATTR));
            printer.print(" : ").print(op.operand(0).type()).print(" into ").print(op.result(0).type());
        }
    }
}

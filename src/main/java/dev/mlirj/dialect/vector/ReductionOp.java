package dev.mlirj.dialect.vector;

import dev.mlirj.dialect.OpChecks;
import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.dialect.arith.FastMathFlagsAttr;
import dev.mlirj.dialect.arith.FastMathSyntax;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpResult;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.VectorType;
import java.util.List;
import java.util.Set;

/**
 * {@code vector.reduction <add>, %v (, %acc)? (fastmath<...>)? : vector<4xf32> into f32}: folds a 0-D or 1-D
 * vector's elements (and the optional accumulator, of the element type) with a {@link CombiningKind} the element
 * type supports. Properties: {@code kind} ({@code #vector.kind<...>}, required) and {@code fastmath} (stored
 * always by the custom form, {@code none} by default). The accessors expect an operation of this kind.
 */
public final class ReductionOp {
    /** The operation name. */
    public static final String NAME = "vector.reduction";
    /** The property holding the kind. */
    public static final String KIND = "kind";

    private ReductionOp() {
    }

    static OpDefinition definition() {
        return new OpDefinition(NAME, Set.of(OpTrait.PURE), Set.of(KIND, FastMathSyntax.ATTR),
                new Syntax(), ReductionOp::verify, "");
    }

    /** The combining kind. */
    public static CombiningKind kind(Operation op) {
        return ((CombiningKindAttr) op.properties().get(KIND)).kind();
    }

    /** The vector reduced. */
    public static Value vector(Operation op) {
        return op.operand(0);
    }

    /** The accumulator, or null when there is none. */
    public static Value acc(Operation op) {
        return op.operandCount() > 1 ? op.operand(1) : null;
    }

    /** The fast-math flags: {@code none} when unset. */
    public static FastMathFlagsAttr fastmath(Operation op) {
        return op.properties().get(FastMathSyntax.ATTR) instanceof FastMathFlagsAttr a ? a : FastMathFlagsAttr.NONE;
    }

    /** The result, of the element type. */
    public static OpResult dest(Operation op) {
        return op.result(0);
    }

    private static boolean verify(Operation op, DiagnosticEngine diagnostics) {
        VectorChecks c = new VectorChecks(op, diagnostics);
        if (!c.attr(KIND, true, a -> a instanceof CombiningKindAttr,
                "Kind of combining function for contractions and reductions") || !FastMathSyntax.verify(c)
                || !c.counts(1, false, 1, 0) || op.operandCount() > 2 && !c.fail("expected at most 2 operands")
                || !c.operand(0, TypeConstraint.ANY_VECTOR)) {
            return false;
        }
        VectorType vector = (VectorType) vector(op).type();
        Type dest = op.result(0).type();
        if (!vector.elementType().equals(dest)) {
            return c.predicate("source operand and result have same element type");
        }
        if (acc(op) != null && !acc(op).type().equals(dest)) {
            return c.predicate("dest and acc have same type");
        }
        if (vector.rank() > 1) {
            return c.fail("unsupported reduction rank: " + vector.rank());
        }
        CombiningKind k = kind(op);
        return k.supports(dest) || c.fail("unsupported reduction type '" + OpChecks.quote(dest) + "' for kind '"
                + k.keyword() + "'");
    }

    /** {@code $kind , $vector (, $acc)? (fastmath<...>)? attr-dict : type($vector) into type($dest)}. */
    static final class Syntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            CombiningKind kind = VectorSyntax.parseEnum(parser, CombiningKind.KEYWORDS, CombiningKind::fromKeyword,
                    "CombiningKind");
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
            printer.print(" : ").print(vector(op).type()).print(" into ").print(dest(op).type());
        }
    }
}

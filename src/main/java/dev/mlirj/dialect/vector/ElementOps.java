package dev.mlirj.dialect.vector;

import dev.mlirj.dialect.OpChecks;
import dev.mlirj.dialect.TypeConstraint;
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
 * {@code vector.extractelement %v[%i : i32] : vector<4xf32>} and {@code vector.insertelement %s, %v[%i : index] :
 * vector<4xf32>}: read or replace one element of a 1-D vector at a signless-integer or index position, or of a
 * 0-D vector with no position ({@code %v[]}). The accessors expect an operation of one of these kinds.
 */
public final class ElementOps {
    /** {@code vector.extractelement}. */
    public static final String EXTRACTELEMENT = "vector.extractelement";
    /** {@code vector.insertelement}. */
    public static final String INSERTELEMENT = "vector.insertelement";

    private ElementOps() {
    }

    private static int vectorIndex(Operation op) {
        return op.name().fullName().equals(INSERTELEMENT) ? 1 : 0;
    }

    /** The vector read from ({@code extractelement}) or written into ({@code insertelement}'s {@code dest}). */
    public static Value vector(Operation op) {
        return op.operand(vectorIndex(op));
    }

    /** The element inserted by an {@code insertelement}. */
    public static Value source(Operation op) {
        return op.operand(0);
    }

    /** The position, or null for a 0-D vector. */
    public static Value position(Operation op) {
        int index = vectorIndex(op) + 1;
        return op.operandCount() > index ? op.operand(index) : null;
    }

    /** The element extracted, or the vector with the element inserted. */
    public static OpResult result(Operation op) {
        return op.result(0);
    }

    static OpDefinition extractElement() {
        return new OpDefinition(EXTRACTELEMENT, Set.of(OpTrait.PURE), Set.of(), new Syntax(false),
                (op, d) -> verify(op, d, false), "");
    }

    static OpDefinition insertElement() {
        return new OpDefinition(INSERTELEMENT, Set.of(OpTrait.PURE), Set.of(), new Syntax(true),
                (op, d) -> verify(op, d, true), "");
    }

    private static boolean verify(Operation op, DiagnosticEngine diagnostics, boolean insert) {
        VectorChecks c = new VectorChecks(op, diagnostics);
        int vector = insert ? 1 : 0;
        if (!c.counts(vector + 1, false, 1, 0) || op.operandCount() > vector + 2
                && !c.fail("expected at most " + (vector + 2) + " operands")
                || !c.operand(vector, TypeConstraint.ANY_VECTOR)
                || op.operandCount() == vector + 2
                && !c.operand(vector + 1, TypeConstraint.SIGNLESS_INTEGER_OR_INDEX)) {
            return false;
        }
        VectorType type = (VectorType) vector(op).type();
        if (insert) {
            if (!c.result(0, TypeConstraint.ANY_VECTOR)) {
                return false;
            }
            if (!source(op).type().equals(type.elementType())) {
                return c.predicate("source operand type matches element type of result");
            }
            if (!op.result(0).type().equals(type)) {
                return c.predicate("all of {dest, result} have same type");
            }
        } else if (!op.result(0).type().equals(type.elementType())) {
            return c.predicate("result type matches element type of vector operand");
        }
        boolean hasPosition = op.operandCount() == vector + 2;
        if (type.rank() == 0) {
            return !hasPosition || c.fail("expected position to be empty with 0-D vector");
        }
        if (type.rank() != 1) {
            return c.fail("unexpected >1 vector rank");
        }
        return hasPosition || c.fail("expected position for 1-D vector");
    }

    /** {@code ($source ,)? $vector [ ($position : type($position))? ] attr-dict : type($vector)}. */
    record Syntax(boolean insert) implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            OpAsmParser.UnresolvedOperand source = null;
            if (insert && ((source = parser.parseOperand()) == null || !parser.parseComma())) {
                return false;
            }
            OpAsmParser.UnresolvedOperand vector = parser.parseOperand();
            if (vector == null || !parser.parseLSquare()) {
                return false;
            }
            OpAsmParser.UnresolvedOperand position = parser.parseOptionalOperand();
            Type positionType = null;
            if (position != null && (!parser.parseColon() || (positionType = parser.parseType()) == null)) {
                return false;
            }
            if (!parser.parseRSquare() || !parser.parseOptionalAttrDict(state)) {
                return false;
            }
            Type type = parser.parseColonType();
            if (type == null) {
                return false;
            }
            if (!(type instanceof VectorType v)) {
                return parser.emitError(parser.nameLocation(), "'" + (insert ? "dest" : "vector")
                        + "' must be vector of any type values, but got " + OpChecks.quote(type));
            }
            if (insert && !VectorSyntax.resolve(parser, source, v.elementType(), state)
                    || !VectorSyntax.resolve(parser, vector, type, state)
                    || position != null && !VectorSyntax.resolve(parser, position, positionType, state)) {
                return false;
            }
            state.resultTypes.add(insert ? type : v.elementType());
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            VectorSyntax.printSourceAndVector(op, printer, insert);
            printer.print("[");
            Value position = position(op);
            if (position != null) {
                printer.printOperand(position).print(" : ").print(position.type());
            }
            printer.print("]");
            printer.printAttrDict(op, List.of());
            printer.print(" : ").print(vector(op).type());
        }
    }
}

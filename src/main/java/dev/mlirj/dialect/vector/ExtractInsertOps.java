package dev.mlirj.dialect.vector;

import dev.mlirj.dialect.OpChecks;
import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.ir.DenseArrayAttr;
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
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * {@code vector.extract %v[1, %i] : T from vector<...>} and {@code vector.insert %s, %v [1, %i] : T into
 * vector<...>}: take out or replace the element or sub-vector at a position whose entries are constants
 * ({@code static_position}, an {@code array<i64>}) or {@code index} operands (marked there by
 * {@link VectorSyntax#DYNAMIC}). Extract's result type is what the position leaves of the vector: the element type
 * for a full position, else the trailing dimensions.
 */
final class ExtractInsertOps {
    /** The property holding the position. */
    static final String STATIC_POSITION = "static_position";

    private ExtractInsertOps() {
    }

    static OpDefinition extract() {
        return new OpDefinition("vector.extract", Set.of(OpTrait.PURE), Set.of(STATIC_POSITION), new Syntax(false),
                (op, d) -> verify(op, d, false), "");
    }

    static OpDefinition insert() {
        return new OpDefinition("vector.insert", Set.of(OpTrait.PURE), Set.of(STATIC_POSITION), new Syntax(true),
                (op, d) -> verify(op, d, true), "");
    }

    /** The static position of a verified extract or insert. */
    static long[] position(Operation op) {
        DenseArrayAttr a = (DenseArrayAttr) op.properties().get(STATIC_POSITION);
        return a.elements().stream().mapToLong(BigInteger::longValue).toArray();
    }

    /** The type of extracting {@code positions} entries from {@code vector}: MLIR's inferred result type. */
    static Type extractedType(VectorType vector, int positions) {
        if (positions >= vector.rank()) {
            return vector.elementType();
        }
        return new VectorType(vector.shape().subList(positions, vector.rank()),
                vector.scalable().subList(positions, vector.rank()), vector.elementType());
    }

    private static boolean verify(Operation op, DiagnosticEngine diagnostics, boolean insert) {
        VectorChecks c = new VectorChecks(op, diagnostics);
        int vectorIndex = insert ? 1 : 0;
        if (!c.attr(STATIC_POSITION, true, a -> OpChecks.i64s(a) != null, "i64 dense array attribute")
                || !c.counts(vectorIndex + 1, false, 1, 0) || !c.operand(vectorIndex, TypeConstraint.ANY_VECTOR)
                || !c.operands(vectorIndex + 1, op.operandCount(), TypeConstraint.INDEX)) {
            return false;
        }
        long[] position = position(op);
        int dynamics = (int) java.util.Arrays.stream(position).filter(p -> p == VectorSyntax.DYNAMIC).count();
        if (dynamics != op.operandCount() - vectorIndex - 1) {
            return c.fail("mismatch between dynamic and static positions (kDynamic marker but no corresponding "
                    + "dynamic position) -- this can only happen due to an incorrect fold/rewrite");
        }
        VectorType vector = (VectorType) op.operand(vectorIndex).type();
        String dest = insert ? "dest " : "";
        if (insert) {
            if (!c.result(0, TypeConstraint.ANY_VECTOR)) {
                return false;
            }
            if (!VectorChecks.elementOrSelf(op.operand(0).type()).equals(vector.elementType())) {
                return c.predicate("source operand and result have same element type");
            }
            if (!op.result(0).type().equals(vector)) {
                return c.predicate("all of {dest, result} have same type");
            }
        } else if (position.length <= vector.rank()) {
            Type inferred = extractedType(vector, position.length);
            if (!inferred.equals(op.result(0).type())) {
                c.fail("inferred type(s) " + OpChecks.quote(inferred)
                        + " are incompatible with return type(s) of operation "
                        + OpChecks.quote(op.result(0).type()));
                return c.fail("failed to infer returned types");
            }
        }
        if (position.length > vector.rank()) {
            return c.fail("expected position attribute of rank no greater than " + dest + "vector rank");
        }
        if (insert) {
            Type source = op.operand(0).type();
            if (source instanceof VectorType s && s.rank() + position.length != vector.rank()) {
                return c.fail("expected position attribute rank + source rank to match dest vector rank");
            }
            if (!(source instanceof VectorType) && position.length != vector.rank()) {
                return c.fail("expected position attribute rank to match the dest vector rank");
            }
        }
        for (int i = 0; i < position.length; i++) {
            long p = position[i];
            if (p != VectorSyntax.DYNAMIC && (p < 0 || p >= vector.shape().get(i))) {
                return c.fail("expected position attribute #" + (i + 1) + " to be a non-negative integer smaller "
                        + "than the corresponding " + dest + "vector dimension");
            }
        }
        return true;
    }

    /**
     * {@code $vector [positions] attr-dict : type($result) from type($vector)} and
     * {@code $source , $dest [positions] attr-dict : type($source) into type($dest)}.
     */
    record Syntax(boolean insert) implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            OpAsmParser.UnresolvedOperand source = null;
            if (insert && ((source = parser.parseOperand()) == null || !parser.parseComma())) {
                return false;
            }
            OpAsmParser.UnresolvedOperand vector = parser.parseOperand();
            List<Long> statics = new ArrayList<>();
            List<OpAsmParser.UnresolvedOperand> dynamics = new ArrayList<>();
            if (vector == null || !VectorSyntax.parseDynamicIndexList(parser, statics, dynamics)
                    || !parser.parseOptionalAttrDict(state)) {
                return false;
            }
            state.properties.put(STATIC_POSITION, VectorSyntax.i64Array(statics));
            Type first = parser.parseColonType();
            Type vectorType;
            if (first == null || !parser.parseKeyword(insert ? "into" : "from")
                    || (vectorType = parser.parseType()) == null) {
                return false;
            }
            if (insert && !VectorSyntax.resolve(parser, source, first, state)) {
                return false;
            }
            if (!VectorSyntax.resolve(parser, vector, vectorType, state)
                    || !VectorSyntax.resolveIndices(parser, dynamics, state)) {
                return false;
            }
            state.resultTypes.add(insert ? vectorType : first);
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            int vectorIndex = VectorSyntax.printSourceAndVector(op, printer, insert);
            printer.print(insert ? " " : "");
            VectorSyntax.printDynamicIndexList(printer, position(op),
                    op.operands().subList(vectorIndex + 1, op.operandCount()));
            printer.printAttrDict(op, List.of(STATIC_POSITION));
            printer.print(" : ").print(insert ? op.operand(0).type() : op.result(0).type())
                    .print(insert ? " into " : " from ").print(op.operand(vectorIndex).type());
        }
    }
}

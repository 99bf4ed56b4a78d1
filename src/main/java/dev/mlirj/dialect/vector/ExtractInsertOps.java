package dev.mlirj.dialect.vector;

import dev.mlirj.dialect.OpChecks;
import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.ir.DenseArrayAttr;
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
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

/**
 * {@code vector.extract %v[1, %i] : T from vector<...>} and {@code vector.insert %s, %v [1, %i] : T into
 * vector<...>}: take out or replace the element or sub-vector at a position whose entries are constants
 * ({@code static_position}, an {@code array<i64>}) or {@code index} operands (marked there by
 * {@link VectorSyntax#DYNAMIC}). Extract's result type is what the position leaves of the vector: the element type
 * for a full position, else the trailing dimensions. The accessors expect an operation of one of these kinds.
 */
public final class ExtractInsertOps {
    /** {@code vector.extract}. */
    public static final String EXTRACT = "vector.extract";
    /** {@code vector.insert}. */
    public static final String INSERT = "vector.insert";
    /** The property holding the position. */
    public static final String STATIC_POSITION = "static_position";
    /** {@code ShapedType::kDynamic}: the entry of the static position that is an operand. */
    public static final long DYNAMIC = VectorSyntax.DYNAMIC;

    private ExtractInsertOps() {
    }

    private static int vectorIndex(Operation op) {
        return op.name().fullName().equals(INSERT) ? 1 : 0;
    }

    /** The vector read from ({@code extract}) or written into ({@code insert}'s {@code dest}). */
    public static Value vector(Operation op) {
        return op.operand(vectorIndex(op));
    }

    /** The element or sub-vector inserted by an {@code insert}. */
    public static Value source(Operation op) {
        return op.operand(0);
    }

    /** The operands standing for the {@link #DYNAMIC} entries of the position, in order. */
    public static List<Value> dynamicPosition(Operation op) {
        return op.operands().subList(vectorIndex(op) + 1, op.operandCount());
    }

    /** The static position: constants, and {@link #DYNAMIC} where an operand gives the entry. */
    public static long[] staticPosition(Operation op) {
        DenseArrayAttr a = (DenseArrayAttr) op.properties().get(STATIC_POSITION);
        return a.elements().stream().mapToLong(BigInteger::longValue).toArray();
    }

    /** The element or sub-vector extracted, or the vector with the source inserted. */
    public static OpResult result(Operation op) {
        return op.result(0);
    }

    static OpDefinition extract() {
        return new OpDefinition(EXTRACT, Set.of(OpTrait.PURE), Set.of(STATIC_POSITION), new Syntax(false),
                (op, d) -> verify(op, d, false), "");
    }

    static OpDefinition insert() {
        return new OpDefinition(INSERT, Set.of(OpTrait.PURE), Set.of(STATIC_POSITION), new Syntax(true),
                (op, d) -> verify(op, d, true), "");
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
        long[] position = staticPosition(op);
        int dynamics = (int) Arrays.stream(position).filter(p -> p == VectorSyntax.DYNAMIC).count();
        if (dynamics != op.operandCount() - vectorIndex - 1) {
            return c.fail("mismatch between dynamic and static positions (kDynamic marker but no corresponding "
                    + "dynamic position) -- this can only happen due to an incorrect fold/rewrite");
        }
        VectorType vector = (VectorType) vector(op).type();
        String dest = insert ? "dest " : "";
        if (insert) {
            if (!c.result(0, TypeConstraint.ANY_VECTOR)) {
                return false;
            }
            if (!VectorChecks.elementOrSelf(source(op).type()).equals(vector.elementType())) {
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
            Type source = source(op).type();
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
            VectorSyntax.printSourceAndVector(op, printer, insert);
            printer.print(insert ? " " : "");
            VectorSyntax.printDynamicIndexList(printer, staticPosition(op), dynamicPosition(op));
            printer.printAttrDict(op, List.of(STATIC_POSITION));
            printer.print(" : ").print(insert ? source(op).type() : result(op).type())
                    .print(insert ? " into " : " from ").print(vector(op).type());
        }
    }
}

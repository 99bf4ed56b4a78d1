package dev.mlirj.dialect.vector;

import dev.mlirj.dialect.OpChecks;
import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.ir.ArrayAttr;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.VectorType;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * {@code vector.shuffle %a, %b [0, 5, 7] : vector<4xf32>, vector<4xf32>}: picks leading-dimension slices of the
 * concatenation of two vectors by the indices of {@code mask} (an array of {@code i64} integer attributes in MLIR
 * 19). The result type is inferred: the mask's length, then the operands' trailing dimensions (two 0-D operands
 * give a 1-D result). The accessors expect an operation of this kind.
 */
public final class ShuffleOp {
    /** The operation name. */
    public static final String NAME = "vector.shuffle";
    /** The property holding the indices. */
    public static final String MASK = "mask";

    private ShuffleOp() {
    }

    static OpDefinition definition() {
        return new OpDefinition(NAME, Set.of(OpTrait.PURE), Set.of(MASK), new Syntax(), ShuffleOp::verify, "");
    }

    /** The first vector. */
    public static Value v1(Operation op) {
        return op.operand(0);
    }

    /** The second vector. */
    public static Value v2(Operation op) {
        return op.operand(1);
    }

    /** The indices into the concatenation of the two vectors. */
    public static long[] mask(Operation op) {
        return ((ArrayAttr) op.properties().get(MASK)).elements().stream()
                .mapToLong(a -> ((IntegerAttr) a).longValue()).toArray();
    }

    /** MLIR's inferred result type of shuffling {@code v1} with {@code length} indices. */
    static VectorType resultType(VectorType v1, int length) {
        List<Long> shape = new ArrayList<>(List.of((long) length));
        List<Boolean> scalable = new ArrayList<>(List.of(false));
        if (v1.rank() > 0) {
            shape.addAll(v1.shape().subList(1, v1.rank()));
            scalable.addAll(v1.scalable().subList(1, v1.rank()));
        }
        return new VectorType(shape, scalable, v1.elementType());
    }

    private static boolean verify(Operation op, DiagnosticEngine diagnostics) {
        VectorChecks c = new VectorChecks(op, diagnostics);
        if (!c.attr(MASK, true, VectorChecks::isI64ArrayAttr, "64-bit integer array attribute")
                || !c.counts(2, true, 1, 0) || !c.operand(0, TypeConstraint.ANY_VECTOR)
                || !c.operand(1, TypeConstraint.ANY_VECTOR) || !c.result(0, TypeConstraint.ANY_VECTOR)) {
            return false;
        }
        VectorType v1 = (VectorType) v1(op).type();
        VectorType v2 = (VectorType) v2(op).type();
        VectorType result = (VectorType) op.result(0).type();
        if (!v1.elementType().equals(result.elementType())) {
            return c.predicate("first operand v1 and result have same element type");
        }
        if (!v2.elementType().equals(result.elementType())) {
            return c.predicate("second operand v2 and result have same element type");
        }
        boolean zeroD = v1.rank() == 0 && v2.rank() == 0 && result.rank() == 1;
        if (!zeroD && (v1.rank() != result.rank() || v2.rank() != result.rank())) {
            return c.fail("rank mismatch");
        }
        for (int r = 1; r < v1.rank(); r++) {
            if (!result.shape().get(r).equals(v1.shape().get(r)) || !v1.shape().get(r).equals(v2.shape().get(r))) {
                return c.fail("dimension mismatch");
            }
        }
        long[] mask = mask(op);
        if (mask.length == 0) {
            return c.fail("invalid mask length");
        }
        if (mask.length != result.shape().get(0)) {
            return c.fail("mask length mismatch");
        }
        long size = (v1.rank() == 0 ? 1 : v1.shape().get(0)) + (v2.rank() == 0 ? 1 : v2.shape().get(0));
        for (int i = 0; i < mask.length; i++) {
            if (mask[i] < 0 || mask[i] >= size) {
                return c.fail("mask index #" + (i + 1) + " out of range");
            }
        }
        return true;
    }

    /** {@code $v1 , $v2 $mask attr-dict : type($v1) , type($v2)}. */
    static final class Syntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            OpAsmParser.UnresolvedOperand v1 = parser.parseOperand();
            OpAsmParser.UnresolvedOperand v2;
            if (v1 == null || !parser.parseComma() || (v2 = parser.parseOperand()) == null) {
                return false;
            }
            Attribute mask = parser.parseAttribute(IntegerType.of(64));
            if (mask == null || !parser.parseOptionalAttrDict(state)) {
                return false;
            }
            if (!(mask instanceof ArrayAttr array)) {
                return parser.emitError(parser.nameLocation(), "invalid kind of attribute specified");
            }
            state.properties.put(MASK, array);
            Type t1 = parser.parseColonType();
            Type t2;
            if (t1 == null || !parser.parseComma() || (t2 = parser.parseType()) == null
                    || !VectorSyntax.resolve(parser, v1, t1, state) || !VectorSyntax.resolve(parser, v2, t2, state)) {
                return false;
            }
            if (!(t1 instanceof VectorType v)) {
                return parser.emitError(parser.nameLocation(), "'v1' must be vector of any type values, but got "
                        + OpChecks.quote(t1));
            }
            if (array.elements().isEmpty()) {
                // MLIR builds a vector<0x...> result and its verifier rejects it; such a type cannot exist here.
                return parser.emitError(parser.nameLocation(), "'" + NAME + "' op invalid mask length");
            }
            state.resultTypes.add(resultType(v, array.elements().size()));
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printOperand(v1(op)).print(", ").printOperand(v2(op)).print(" ");
            printer.printAttributeWithoutType(op.properties().get(MASK));
            printer.printAttrDict(op, List.of(MASK));
            printer.print(" : ").print(v1(op).type()).print(", ").print(v2(op).type());
        }
    }
}

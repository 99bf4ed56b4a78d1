package dev.mlirj.dialect.vector;

import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.ir.ArrayAttr;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.IntegerType;
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
 * {@code vector.constant_mask [3, 2] : vector<4x3xi1>} and {@code vector.create_mask %a, %b : vector<4x3xi1>}: an
 * {@code i1} vector that is true exactly in the leading hyper-rectangle of the given per-dimension sizes (constants
 * in {@code mask_dim_sizes}, an array of {@code i64} integer attributes in MLIR 19, or {@code index} operands).
 * The accessors expect an operation of one of these kinds.
 */
public final class MaskOps {
    /** {@code vector.constant_mask}. */
    public static final String CONSTANT_MASK = "vector.constant_mask";
    /** {@code vector.create_mask}. */
    public static final String CREATE_MASK = "vector.create_mask";
    /** The property holding constant_mask's sizes. */
    public static final String SIZES = "mask_dim_sizes";

    private MaskOps() {
    }

    /** The sizes of a {@code constant_mask}, one per dimension. */
    public static long[] maskDimSizes(Operation op) {
        return ((ArrayAttr) op.properties().get(SIZES)).elements().stream()
                .mapToLong(a -> ((IntegerAttr) a).longValue()).toArray();
    }

    /** The sizes of a {@code create_mask}, one {@code index} per dimension (one for a 0-D mask). */
    public static List<Value> operands(Operation op) {
        return op.operands();
    }

    /** The mask. */
    public static OpResult result(Operation op) {
        return op.result(0);
    }

    static OpDefinition constantMask() {
        return new OpDefinition(CONSTANT_MASK, Set.of(OpTrait.PURE), Set.of(SIZES), new Syntax(true),
                MaskOps::verifyConstant, "");
    }

    static OpDefinition createMask() {
        return new OpDefinition(CREATE_MASK, Set.of(OpTrait.PURE), Set.of(), new Syntax(false),
                (op, d) -> {
                    VectorChecks c = new VectorChecks(op, d);
                    return c.counts(0, false, 1, 0) && c.operands(0, op.operandCount(), TypeConstraint.VARIADIC_INDEX)
                            && c.result(0, VectorChecks.MASK_ANY_RANK) && verifyCreate(c, op);
                }, "");
    }

    private static boolean verifyCreate(VectorChecks c, Operation op) {
        int rank = ((VectorType) op.result(0).type()).rank();
        if (rank == 0) {
            return op.operandCount() == 1 || c.fail("must specify exactly one operand for 0-D create_mask");
        }
        return op.operandCount() == rank || c.fail("must specify an operand for each result vector dimension");
    }

    private static boolean verifyConstant(Operation op, DiagnosticEngine diagnostics) {
        VectorChecks c = new VectorChecks(op, diagnostics);
        if (!c.attr(SIZES, true, VectorChecks::isI64ArrayAttr, "64-bit integer array attribute")) {
            return false;
        }
        // An operand is reported as "expected 0 operands" here, not as ZeroOperands' "requires zero operands".
        if (!c.counts(0, false, 1, 0) || op.operandCount() != 0
                && !c.fail("expected 0 operands, but found " + op.operandCount())
                || !c.result(0, VectorChecks.MASK_ANY_RANK)) {
            return false;
        }
        VectorType type = (VectorType) op.result(0).type();
        long[] sizes = maskDimSizes(op);
        if (type.rank() == 0) {
            if (sizes.length != 1) {
                return c.fail("array attr must have length 1 for 0-D vectors");
            }
            return sizes[0] == 0 || sizes[0] == 1 || c.fail("mask dim size must be either 0 or 1 for 0-D vectors");
        }
        if (sizes.length != type.rank()) {
            return c.fail("must specify array attr of size equal vector result rank");
        }
        boolean anyZero = false;
        boolean allZero = true;
        for (int i = 0; i < sizes.length; i++) {
            if (sizes[i] < 0 || sizes[i] > type.shape().get(i)) {
                return c.fail("array attr of size out of bounds of vector result dimension size");
            }
            if (type.scalable().get(i) && sizes[i] != 0 && sizes[i] != type.shape().get(i)) {
                return c.fail("only supports 'none set' or 'all set' scalable dimensions");
            }
            anyZero |= sizes[i] == 0;
            allZero &= sizes[i] == 0;
        }
        return !anyZero || allZero || c.fail("expected all mask dim sizes to be zeros, as a result of conjunction "
                + "with zero mask dim");
    }

    /** {@code $mask_dim_sizes attr-dict : type(results)} or {@code $operands attr-dict : type(results)}. */
    record Syntax(boolean constant) implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            List<OpAsmParser.UnresolvedOperand> operands = List.of();
            if (constant) {
                Attribute sizes = parser.parseAttribute(IntegerType.of(64));
                if (sizes == null) {
                    return false;
                }
                if (!(sizes instanceof ArrayAttr)) {
                    return parser.emitError(parser.nameLocation(), "invalid kind of attribute specified");
                }
                state.properties.put(SIZES, sizes);
            } else if (parser.isNextOperand() && (operands = parser.parseOperandList()) == null) {
                return false;
            }
            if (!parser.parseOptionalAttrDict(state)) {
                return false;
            }
            Type type = parser.parseColonType();
            if (type == null || !VectorSyntax.resolveIndices(parser, operands, state)) {
                return false;
            }
            state.resultTypes.add(type);
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            if (constant) {
                printer.print(" ").printAttributeWithoutType(op.properties().get(SIZES));
            } else if (op.operandCount() > 0) {
                printer.print(" ").printOperands(op.operands());
            }
            printer.printAttrDict(op, constant ? List.of(SIZES) : List.of());
            printer.print(" : ").print(op.result(0).type());
        }
    }
}

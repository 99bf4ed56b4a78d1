package dev.mlirj.dialect.memref;

import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.ir.FunctionType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpResult;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.ShapedType;
import dev.mlirj.ir.Value;
import java.util.List;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * {@code memref.reshape %src(%shape) attr-dict : (type, type) -> type}: the same buffer with the shape read from a
 * 1-D memref of integers or indices; identity layouts only. A statically sized shape gives a ranked result of that
 * rank, a dynamically sized one an unranked result. The accessors expect an operation of this kind.
 */
public final class ReshapeOp {
    /** The operation name. */
    public static final String NAME = "memref.reshape";

    private static final TypeConstraint SHAPE = new TypeConstraint("1D memref of signless integer or index values",
            t -> t instanceof MemRefType m && m.rank() == 1
                    && TypeConstraint.isSignlessIntegerOrIndex(m.elementType()));

    private ReshapeOp() {
    }

    /** The memref reshaped. */
    public static Value source(Operation op) {
        return op.operand(0);
    }

    /** The 1-D memref holding the new sizes. */
    public static Value shape(Operation op) {
        return op.operand(1);
    }

    static OpDefinition definition() {
        return new OpDefinition(NAME, Set.of(OpTrait.PURE), Set.of(), new Syntax(), (op, d) -> {
            MemRefChecks c = new MemRefChecks(op, d);
            if (!c.counts(2, true, 1, 0) || !c.operand(0, MemRefChecks.RANKED_OR_UNRANKED) || !c.operand(1, SHAPE)
                    || !c.result(0, MemRefChecks.RANKED_OR_UNRANKED)) {
                return false;
            }
            if (!MemRefChecks.elementType(source(op).type()).equals(MemRefChecks.elementType(op.result(0).type()))) {
                return c.fail("element types of source and destination memref types should be the same");
            }
            if (source(op).type() instanceof MemRefType m && !MemRefChecks.hasIdentityLayout(m)) {
                return c.fail("source memref type should have identity affine map");
            }
            long shapeSize = ((MemRefType) shape(op).type()).shape().getFirst();
            if (op.result(0).type() instanceof MemRefType result) {
                if (!MemRefChecks.hasIdentityLayout(result)) {
                    return c.fail("result memref type should have identity affine map");
                }
                if (shapeSize == ShapedType.DYNAMIC) {
                    return c.fail("cannot use shape operand with dynamic length to reshape to statically-ranked"
                            + " memref type");
                }
                if (shapeSize != result.rank()) {
                    return c.fail("length of shape operand differs from the result's memref rank");
                }
            }
            return true;
        }, "");
    }

    /** {@code $source ( $shape ) attr-dict : functional-type(operands, results)}. */
    static final class Syntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            OpAsmParser.UnresolvedOperand source = parser.parseOperand();
            OpAsmParser.UnresolvedOperand shape;
            if (source == null || !parser.parseLParen() || (shape = parser.parseOperand()) == null
                    || !parser.parseRParen() || !parser.parseOptionalAttrDict(state) || !parser.parseColon()) {
                return false;
            }
            Location at = parser.location();
            FunctionType type = parser.parseFunctionType();
            if (type == null || !parser.resolveOperands(List.of(source, shape), type.inputs(), at, state.operands)) {
                return false;
            }
            state.resultTypes.addAll(type.results());
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printOperand(source(op)).print("(").printOperand(shape(op)).print(")");
            printer.printAttrDict(op, List.of());
            printer.print(" : ").print(new FunctionType(List.of(source(op).type(), shape(op).type()),
                    op.resultTypes()));
        }

        @Override
        public void resultNames(Operation op, BiConsumer<OpResult, String> setName) {
            setName.accept(op.result(0), "reshape");
        }
    }
}

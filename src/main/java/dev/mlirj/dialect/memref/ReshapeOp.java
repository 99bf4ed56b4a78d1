package dev.mlirj.dialect.memref;

import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.ir.FunctionType;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.ShapedType;
import java.util.List;
import java.util.Set;

/**
 * {@code memref.reshape %src(%shape) attr-dict : (type, type) -> type}: the same buffer with the shape read from a
 * 1-D memref of integers or indices; identity layouts only. A statically sized shape gives a ranked result of that
 * rank, a dynamically sized one an unranked result.
 */
final class ReshapeOp {
    private static final TypeConstraint SHAPE = new TypeConstraint("1D memref of signless integer or index values",
            t -> t instanceof MemRefType m && m.rank() == 1
                    && TypeConstraint.isSignlessIntegerOrIndex(m.elementType()));

    private ReshapeOp() {
    }

    static OpDefinition definition() {
        return new OpDefinition("memref.reshape", Set.of(OpTrait.PURE), Set.of(), new Syntax(), (op, d) -> {
            Checks c = new Checks(op, d);
            if (!c.counts(2, true, 1, 0) || !c.operand(0, Checks.RANKED_OR_UNRANKED) || !c.operand(1, SHAPE)
                    || !c.result(0, Checks.RANKED_OR_UNRANKED)) {
                return false;
            }
            if (!Checks.elementType(op.operand(0).type()).equals(Checks.elementType(op.result(0).type()))) {
                return c.fail("element types of source and destination memref types should be the same");
            }
            if (op.operand(0).type() instanceof MemRefType m && !Checks.hasIdentityLayout(m)) {
                return c.fail("source memref type should have identity affine map");
            }
            long shapeSize = ((MemRefType) op.operand(1).type()).shape().getFirst();
            if (op.result(0).type() instanceof MemRefType result) {
                if (!Checks.hasIdentityLayout(result)) {
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
            dev.mlirj.ir.Location at = parser.location();
            FunctionType type = parser.parseFunctionType();
            if (type == null || !parser.resolveOperands(List.of(source, shape), type.inputs(), at, state.operands)) {
                return false;
            }
            state.resultTypes.addAll(type.results());
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printOperand(op.operand(0)).print("(").printOperand(op.operand(1)).print(")");
            printer.printAttrDict(op, List.of());
            printer.print(" : ").print(new FunctionType(List.of(op.operand(0).type(), op.operand(1).type()),
                    op.resultTypes()));
        }

        @Override
        public void resultNames(Operation op, java.util.function.BiConsumer<dev.mlirj.ir.OpResult, String> setName) {
            setName.accept(op.result(0), "reshape");
        }
    }
}

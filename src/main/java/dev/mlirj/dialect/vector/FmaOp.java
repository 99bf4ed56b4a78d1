package dev.mlirj.dialect.vector;

import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import java.util.List;
import java.util.Set;

/**
 * {@code vector.fma %a, %b, %c : vector<4xf32>}: the element-wise fused multiply-add {@code a * b + c} of three
 * float vectors of one type, which is also the result's. The accessors expect an operation of this kind.
 */
public final class FmaOp {
    /** The operation name. */
    public static final String NAME = "vector.fma";

    private FmaOp() {
    }

    /** The first factor. */
    public static Value lhs(Operation op) {
        return op.operand(0);
    }

    /** The second factor. */
    public static Value rhs(Operation op) {
        return op.operand(1);
    }

    /** The addend. */
    public static Value acc(Operation op) {
        return op.operand(2);
    }

    static OpDefinition definition() {
        return new OpDefinition(NAME, Set.of(OpTrait.PURE), Set.of(), new Syntax(), (op, d) -> {
            VectorChecks c = new VectorChecks(op, d);
            if (!c.counts(3, true, 1, 0) || !c.operands(0, 3, VectorChecks.FLOAT_VECTOR)
                    || !c.result(0, VectorChecks.FLOAT_VECTOR)) {
                return false;
            }
            Type t = lhs(op).type();
            return rhs(op).type().equals(t) && acc(op).type().equals(t) && op.result(0).type().equals(t)
                    || c.predicate("all of {lhs, rhs, acc, result} have same type");
        }, "");
    }

    /** {@code $lhs , $rhs , $acc attr-dict : type($lhs)}. */
    static final class Syntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            List<OpAsmParser.UnresolvedOperand> operands = parser.parseOperandList();
            if (operands == null || !parser.parseOptionalAttrDict(state)) {
                return false;
            }
            if (operands.size() != 3) {
                return parser.emitError(parser.nameLocation(), "expected 3 operands");
            }
            Type type = parser.parseColonType();
            if (type == null || !parser.resolveOperands(operands, type, state.operands)) {
                return false;
            }
            state.resultTypes.add(type);
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printOperands(op.operands());
            printer.printAttrDict(op, List.of());
            printer.print(" : ").print(lhs(op).type());
        }
    }
}

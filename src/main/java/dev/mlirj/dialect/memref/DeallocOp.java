package dev.mlirj.dialect.memref;

import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Type;
import java.util.List;
import java.util.Set;

/**
 * {@code memref.dealloc %m attr-dict : type}: frees a buffer {@code memref.alloc} made. Also the shape of
 * {@code memref.rank} ({@code %m attr-dict : type}, an {@code index} result), which shares the syntax.
 */
final class DeallocOp {
    private DeallocOp() {
    }

    static OpDefinition dealloc() {
        return new OpDefinition("memref.dealloc", Set.of(), Set.of(), new Syntax(false), (op, d) -> {
            Checks c = new Checks(op, d);
            return c.counts(1, true, 0, 0) && c.operand(0, Checks.RANKED_OR_UNRANKED);
        }, "");
    }

    static OpDefinition rank() {
        return new OpDefinition("memref.rank", Set.of(dev.mlirj.ir.OpTrait.PURE), Set.of(), new Syntax(true),
                (op, d) -> {
                    Checks c = new Checks(op, d);
                    return c.counts(1, true, 1, 0) && c.operand(0, Checks.RANKED_OR_UNRANKED)
                            && c.result(0, TypeConstraint.INDEX);
                }, "");
    }

    /** {@code $memref attr-dict : type($memref)}, with an {@code index} result when {@code indexResult}. */
    record Syntax(boolean indexResult) implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            OpAsmParser.UnresolvedOperand memref = parser.parseOperand();
            if (memref == null || !parser.parseOptionalAttrDict(state)) {
                return false;
            }
            Type type = parser.parseColonType();
            if (type == null || !MemRefSyntax.resolve(parser, memref, type, state)) {
                return false;
            }
            if (indexResult) {
                state.resultTypes.add(dev.mlirj.ir.IndexType.INSTANCE);
            }
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printOperand(op.operand(0));
            printer.printAttrDict(op, List.of());
            printer.print(" : ").print(op.operand(0).type());
        }
    }
}

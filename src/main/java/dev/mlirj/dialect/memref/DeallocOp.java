package dev.mlirj.dialect.memref;

import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import java.util.List;
import java.util.Set;

/**
 * {@code memref.dealloc %m attr-dict : type}: frees a buffer {@code memref.alloc} made. Its custom form is shared
 * with {@link RankOp}. The accessors expect a {@code memref.dealloc}.
 */
public final class DeallocOp {
    /** The operation name. */
    public static final String NAME = "memref.dealloc";

    private DeallocOp() {
    }

    /** The freed memref. */
    public static Value memref(Operation op) {
        return op.operand(0);
    }

    static OpDefinition definition() {
        return new OpDefinition(NAME, Set.of(), Set.of(), new Syntax(false), (op, d) -> {
            MemRefChecks c = new MemRefChecks(op, d);
            return c.counts(1, true, 0, 0) && c.operand(0, MemRefChecks.RANKED_OR_UNRANKED);
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
                state.resultTypes.add(IndexType.INSTANCE);
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

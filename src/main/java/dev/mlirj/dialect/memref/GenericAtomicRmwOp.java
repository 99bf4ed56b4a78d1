package dev.mlirj.dialect.memref;

import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.ir.BlockArgument;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpResult;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Region;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import java.util.List;
import java.util.Set;

/**
 * {@code memref.generic_atomic_rmw %m[%i] : type { ^bb0(%current: t): ... memref.atomic_yield %new : t }
 * attr-dict}: atomically replaces an element by what its region computes from the current value (the block's one
 * argument) and returns the value before; the region may hold only side-effect-free operations and ends with
 * {@link AtomicYieldOp} of the element type. The accessors expect a {@code memref.generic_atomic_rmw}.
 */
public final class GenericAtomicRmwOp {
    /** The operation name. */
    public static final String NAME = "memref.generic_atomic_rmw";

    private GenericAtomicRmwOp() {
    }

    /** The memref updated. */
    public static Value memref(Operation op) {
        return op.operand(0);
    }

    /** The subscripts of the element, one per dimension. */
    public static List<Value> indices(Operation op) {
        return op.operands().subList(1, op.operandCount());
    }

    /** The region computing the new element. */
    public static Region atomicBody(Operation op) {
        return op.region(0);
    }

    /** The current element inside the body: its block's argument. */
    public static BlockArgument currentValue(Operation op) {
        return atomicBody(op).entryBlock().argument(0);
    }

    /** The element's value before the update. */
    public static OpResult result(Operation op) {
        return op.result(0);
    }

    static OpDefinition definition() {
        return new OpDefinition(NAME, Set.of(OpTrait.SINGLE_BLOCK), Set.of(), new Syntax(),
                GenericAtomicRmwOp::verify, "");
    }

    static boolean verify(Operation op, DiagnosticEngine diagnostics) {
        MemRefChecks c = new MemRefChecks(op, diagnostics);
        if (!c.counts(1, false, 1, 1) || !c.operand(0, MemRefChecks.MEMREF_OF_INT_OR_FLOAT)
                || !c.operandsFrom(1, TypeConstraint.INDEX) || !c.result(0, MemRefChecks.INT_OR_FLOAT)) {
            return false;
        }
        Region body = atomicBody(op);
        if (body.blocks().size() > 1) {
            return c.fail("expects region #0 to have 0 or 1 blocks");
        }
        if (!body.isEmpty()) {
            Operation last = body.entryBlock().lastOp();
            if (last == null || !last.name().fullName().equals(AtomicYieldOp.NAME)) {
                return c.fail("expects regions to end with '" + AtomicYieldOp.NAME + "', found '"
                        + (last == null ? "" : last.name().fullName()) + "'");
            }
        }
        if (!op.result(0).type().equals(((MemRefType) op.operand(0).type()).elementType())) {
            return c.predicate("result type matches element type of memref");
        }
        if (body.isEmpty() || body.entryBlock().arguments().size() != 1) {
            return c.fail("expected single number of entry block arguments");
        }
        if (!op.result(0).type().equals(body.entryBlock().argument(0).type())) {
            return c.fail("expected block argument of the same type result type");
        }
        Operation[] impure = {null};
        body.entryBlock().operations().forEach(nested -> nested.walkPreOrder(o -> {
            if (impure[0] == null && !o.has(OpTrait.PURE)) {
                impure[0] = o;
            }
        }));
        if (impure[0] != null) {
            diagnostics.error(impure[0],
                    "body of '" + NAME + "' should contain only operations with no side effects");
            return false;
        }
        return true;
    }

    /** {@code $memref [ $indices ] : type($memref) region attr-dict}. */
    static final class Syntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            OpAsmParser.UnresolvedOperand memref = parser.parseOperand();
            List<OpAsmParser.UnresolvedOperand> indices;
            if (memref == null || (indices = parser.parseOperandListInSquare()) == null) {
                return false;
            }
            Type type = parser.parseColonType();
            if (type == null || !MemRefSyntax.resolve(parser, memref, type, state)
                    || !MemRefSyntax.resolveIndices(parser, indices, state)) {
                return false;
            }
            if (!(type instanceof MemRefType m)) {
                return parser.emitError(parser.nameLocation(), "expected a memref type, got "
                        + MemRefChecks.quote(type));
            }
            if (!parser.parseRegion(state.addRegion(), List.of()) || !parser.parseOptionalAttrDict(state)) {
                return false;
            }
            state.resultTypes.add(m.elementType());
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printOperand(memref(op));
            MemRefSyntax.printSquare(printer, indices(op));
            printer.print(" : ").print(memref(op).type()).print(" ");
            printer.printRegion(atomicBody(op), true, true);
            printer.printAttrDict(op, List.of());
        }
    }
}

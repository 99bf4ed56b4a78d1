package dev.mlirj.dialect.memref;

import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Region;
import dev.mlirj.ir.Type;
import java.util.List;
import java.util.Set;

/**
 * {@code memref.generic_atomic_rmw %m[%i] : type { ^bb0(%current: t): ... memref.atomic_yield %new : t }
 * attr-dict}: atomically replaces an element by what its region computes from the current value (the block's one
 * argument) and returns the value before; the region may hold only side-effect-free operations and ends with
 * {@code memref.atomic_yield} of the element type.
 */
final class GenericAtomicRmwOp {
    static final String NAME = "memref.generic_atomic_rmw";
    static final String YIELD = "memref.atomic_yield";

    private GenericAtomicRmwOp() {
    }

    static OpDefinition definition() {
        return new OpDefinition(NAME, Set.of(OpTrait.SINGLE_BLOCK), Set.of(), new Syntax(),
                GenericAtomicRmwOp::verify, "");
    }

    static OpDefinition yieldDefinition() {
        return new OpDefinition(YIELD, Set.of(OpTrait.PURE, OpTrait.TERMINATOR), Set.of(), new YieldSyntax(),
                GenericAtomicRmwOp::verifyYield, "");
    }

    static boolean verify(Operation op, DiagnosticEngine diagnostics) {
        Checks c = new Checks(op, diagnostics);
        if (!c.counts(1, false, 1, 1) || !c.operand(0, Checks.MEMREF_OF_INT_OR_FLOAT)
                || !c.operandsFrom(1, TypeConstraint.INDEX) || !c.result(0, Checks.INT_OR_FLOAT)) {
            return false;
        }
        Region body = op.region(0);
        if (body.blocks().size() > 1) {
            return c.fail("expects region #0 to have 0 or 1 blocks");
        }
        if (!body.isEmpty()) {
            Operation last = body.entryBlock().lastOp();
            if (last == null || !last.name().fullName().equals(YIELD)) {
                return c.fail("expects regions to end with '" + YIELD + "', found '"
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
                    "body of 'memref.generic_atomic_rmw' should contain only operations with no side effects");
            return false;
        }
        return true;
    }

    static boolean verifyYield(Operation op, DiagnosticEngine diagnostics) {
        Checks c = new Checks(op, diagnostics);
        Operation parent = op.parentOp();
        if (parent == null || !parent.name().fullName().equals(NAME)) {
            return c.fail("expects parent op '" + NAME + "'");
        }
        if (!c.counts(1, true, 0, 0)) {
            return false;
        }
        Type parentType = parent.resultCount() == 0 ? null : parent.result(0).type();
        Type resultType = op.operand(0).type();
        return resultType.equals(parentType) || c.fail("types mismatch between yield op: "
                + Checks.quote(resultType) + " and its parent: " + (parentType == null ? "" : Checks.quote(parentType)));
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
                return parser.emitError(parser.nameLocation(), "expected a memref type, got " + Checks.quote(type));
            }
            if (!parser.parseRegion(state.addRegion(), List.of()) || !parser.parseOptionalAttrDict(state)) {
                return false;
            }
            state.resultTypes.add(m.elementType());
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printOperand(op.operand(0));
            MemRefSyntax.printSquare(printer, op.operands().subList(1, op.operandCount()));
            printer.print(" : ").print(op.operand(0).type()).print(" ");
            printer.printRegion(op.region(0), true, true);
            printer.printAttrDict(op, List.of());
        }
    }

    /** {@code $result attr-dict : type($result)}. */
    static final class YieldSyntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            OpAsmParser.UnresolvedOperand value = parser.parseOperand();
            if (value == null || !parser.parseOptionalAttrDict(state)) {
                return false;
            }
            Type type = parser.parseColonType();
            return type != null && MemRefSyntax.resolve(parser, value, type, state);
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printOperand(op.operand(0));
            printer.printAttrDict(op, List.of());
            printer.print(" : ").print(op.operand(0).type());
        }
    }

}

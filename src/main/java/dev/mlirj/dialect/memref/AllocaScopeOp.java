package dev.mlirj.dialect.memref;

import dev.mlirj.ir.Block;
import dev.mlirj.ir.DiagnosticEngine;
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
 * {@code memref.alloca_scope (-> (types))? { ... } attr-dict}: a region whose {@code memref.alloca}s are freed when
 * it exits; its one block ends with {@code memref.alloca_scope.return}, whose operands become the results. The
 * return ({@link AllocaScopeReturnOp}) is implicit (added when parsing, not printed) when there are no results. The
 * accessors expect a {@code memref.alloca_scope}.
 */
public final class AllocaScopeOp {
    /** The operation name. */
    public static final String NAME = "memref.alloca_scope";

    private AllocaScopeOp() {
    }

    /** The body region. */
    public static Region bodyRegion(Operation op) {
        return op.region(0);
    }

    static OpDefinition definition() {
        return new OpDefinition(NAME, Set.of(OpTrait.SINGLE_BLOCK, OpTrait.RECURSIVE_MEMORY_EFFECTS,
                OpTrait.AUTOMATIC_ALLOCATION_SCOPE, OpTrait.AFFINE_SCOPE), Set.of(),
                new Syntax(), AllocaScopeOp::verify, "");
    }

    static boolean verify(Operation op, DiagnosticEngine diagnostics) {
        MemRefChecks c = new MemRefChecks(op, diagnostics);
        if (!c.counts(0, true, -1, 1)) {
            return false;
        }
        Region body = bodyRegion(op);
        if (body.blocks().size() != 1) {
            return c.fail("region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks");
        }
        Block block = body.entryBlock();
        if (!block.arguments().isEmpty()) {
            return c.fail("requires regions with no arguments");
        }
        Operation last = block.lastOp();
        if (last == null || !last.name().fullName().equals(AllocaScopeReturnOp.NAME)) {
            return c.fail("expects regions to end with '" + AllocaScopeReturnOp.NAME + "', found '"
                    + (last == null ? "" : last.name().fullName()) + "'");
        }
        if (last.operandCount() != op.resultCount()) {
            return c.fail(" region control flow edge from Region #0 to parent results: source has "
                    + last.operandCount() + " operands, but target successor needs " + op.resultCount());
        }
        for (int i = 0; i < op.resultCount(); i++) {
            Type from = last.operand(i).type();
            Type to = op.result(i).type();
            if (!from.equals(to)) {
                return c.fail(" along control flow edge from Region #0 to parent results: source type #" + i + " "
                        + MemRefChecks.quote(from) + " should match input type #" + i + " " + MemRefChecks.quote(to));
            }
        }
        return true;
    }

    /** {@code (-> (types))? region attr-dict}, printed with two spaces after the name as MLIR does. */
    static final class Syntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            List<Type> results = parser.parseOptionalArrowTypeList();
            if (results == null) {
                return false;
            }
            state.resultTypes.addAll(results);
            Region body = state.addRegion();
            if (!parser.parseRegion(body, List.of())) {
                return false;
            }
            if (body.isEmpty()) {
                body.appendBlock();
            }
            Block block = body.entryBlock();
            Operation last = block.lastOp();
            if (last == null || !last.has(OpTrait.TERMINATOR)) {
                OperationState ret = new OperationState(parser.context().operationName(AllocaScopeReturnOp.NAME),
                        state.location);
                block.append(Operation.create(ret));
            }
            return parser.parseOptionalAttrDict(state);
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ");
            boolean results = op.resultCount() > 0;
            if (results) {
                printer.print(" -> (").printTypes(op.resultTypes()).print(")");
            }
            printer.print(" ");
            printer.printRegion(bodyRegion(op), false, results);
            printer.printAttrDict(op, List.of());
        }
    }
}

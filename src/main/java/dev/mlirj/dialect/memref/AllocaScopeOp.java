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
import dev.mlirj.ir.Value;
import java.util.List;
import java.util.Set;

/**
 * {@code memref.alloca_scope (-> (types))? { ... } attr-dict}: a region whose {@code memref.alloca}s are freed when
 * it exits; its one block ends with {@code memref.alloca_scope.return}, whose operands become the results. The
 * return is implicit (added when parsing, not printed) when there are no results.
 */
final class AllocaScopeOp {
    static final String NAME = "memref.alloca_scope";
    static final String RETURN = "memref.alloca_scope.return";

    private AllocaScopeOp() {
    }

    static OpDefinition definition() {
        return new OpDefinition(NAME, Set.of(OpTrait.SINGLE_BLOCK, OpTrait.RECURSIVE_MEMORY_EFFECTS), Set.of(), new Syntax(), AllocaScopeOp::verify,
                "");
    }

    static OpDefinition returnDefinition() {
        return new OpDefinition(RETURN, Set.of(OpTrait.PURE, OpTrait.TERMINATOR, OpTrait.RETURN_LIKE), Set.of(),
                new ReturnSyntax(), AllocaScopeOp::verifyReturn, "");
    }

    static boolean verify(Operation op, DiagnosticEngine diagnostics) {
        Checks c = new Checks(op, diagnostics);
        if (!c.counts(0, true, -1, 1)) {
            return false;
        }
        Region body = op.region(0);
        if (body.blocks().size() != 1) {
            return c.fail("region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks");
        }
        Block block = body.entryBlock();
        if (!block.arguments().isEmpty()) {
            return c.fail("requires regions with no arguments");
        }
        Operation last = block.lastOp();
        if (last == null || !last.name().fullName().equals(RETURN)) {
            return c.fail("expects regions to end with '" + RETURN + "', found '"
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
                        + Checks.quote(from) + " should match input type #" + i + " " + Checks.quote(to));
            }
        }
        return true;
    }

    static boolean verifyReturn(Operation op, DiagnosticEngine diagnostics) {
        Checks c = new Checks(op, diagnostics);
        Operation parent = op.parentOp();
        if (parent == null || !parent.name().fullName().equals(NAME)) {
            return c.fail("expects parent op '" + NAME + "'");
        }
        return c.counts(0, false, 0, 0);
    }

    /** {@code (-> (types))? region attr-dict}, printed with two spaces after the name as MLIR does. */
    static final class Syntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            state.resultTypes.addAll(parser.parseOptionalArrowTypeList());
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
                OperationState ret = new OperationState(parser.context().operationName(RETURN), state.location);
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
            printer.printRegion(op.region(0), false, results);
            printer.printAttrDict(op, List.of());
        }
    }

    /** {@code attr-dict ($results^ : type($results))?}. */
    static final class ReturnSyntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            if (!parser.parseOptionalAttrDict(state)) {
                return false;
            }
            if (!parser.isNextOperand()) {
                return true;
            }
            List<OpAsmParser.UnresolvedOperand> values = parser.parseOperandList();
            if (values == null) {
                return false;
            }
            List<Type> types = parser.parseColonTypeList();
            return types != null && parser.resolveOperands(values, types, parser.nameLocation(), state.operands);
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.printAttrDict(op, List.of());
            if (op.operandCount() > 0) {
                printer.print(" ").printOperands(op.operands()).print(" : ")
                        .printTypes(op.operands().stream().map(Value::type).toList());
            }
        }
    }
}

package dev.mlirj.dialect.memref;

import dev.mlirj.ir.DiagnosticEngine;
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
 * {@code memref.atomic_yield %new attr-dict : type}: ends the body of a {@link GenericAtomicRmwOp} with the new
 * element, of the element type. The accessors expect an operation of this kind.
 */
public final class AtomicYieldOp {
    /** The operation name. */
    public static final String NAME = "memref.atomic_yield";

    private AtomicYieldOp() {
    }

    /** The new element. */
    public static Value result(Operation op) {
        return op.operand(0);
    }

    static OpDefinition definition() {
        return new OpDefinition(NAME, Set.of(OpTrait.PURE, OpTrait.TERMINATOR), Set.of(), new Syntax(),
                AtomicYieldOp::verify, "");
    }

    static boolean verify(Operation op, DiagnosticEngine diagnostics) {
        MemRefChecks c = new MemRefChecks(op, diagnostics);
        Operation parent = op.parentOp();
        if (parent == null || !parent.name().fullName().equals(GenericAtomicRmwOp.NAME)) {
            return c.fail("expects parent op '" + GenericAtomicRmwOp.NAME + "'");
        }
        if (!c.counts(1, true, 0, 0)) {
            return false;
        }
        Type parentType = parent.resultCount() == 0 ? null : parent.result(0).type();
        Type resultType = result(op).type();
        return resultType.equals(parentType) || c.fail("types mismatch between yield op: "
                + MemRefChecks.quote(resultType) + " and its parent: "
                + (parentType == null ? "" : MemRefChecks.quote(parentType)));
    }

    /** {@code $result attr-dict : type($result)}. */
    static final class Syntax implements OpSyntax {
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
            printer.print(" ").printOperand(result(op));
            printer.printAttrDict(op, List.of());
            printer.print(" : ").print(result(op).type());
        }
    }
}

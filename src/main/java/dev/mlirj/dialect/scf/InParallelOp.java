package dev.mlirj.dialect.scf;

import dev.mlirj.dialect.OpChecks;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationName;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Region;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * {@code scf.forall.in_parallel}: ends the body of {@code scf.forall}. Its one region (one block, no terminator)
 * holds the operations that write the iteration's slices into the shared outputs; MLIR 19 allows only
 * {@code tensor.parallel_insert_slice} there, a dialect mlirj does not have yet, so in practice the region is empty.
 * Custom form: {@code { ... } attr-dict}; the parser of {@code scf.forall} adds an empty one to a body without it.
 */
public final class InParallelOp {
    /** The operation name. */
    public static final String NAME = "scf.forall.in_parallel";
    /** The one operation MLIR 19 allows in the region. */
    static final String PARALLEL_INSERT_SLICE = "tensor.parallel_insert_slice";

    static final OpDefinition DEFINITION = new OpDefinition(NAME,
            EnumSet.of(OpTrait.PURE, OpTrait.TERMINATOR, OpTrait.NO_TERMINATOR, OpTrait.SINGLE_BLOCK,
                    OpTrait.RECURSIVE_MEMORY_EFFECTS), Set.of(),
            new Syntax(), InParallelOp::verify, "");
    /** The name {@code scf.forall}'s parser gives implicit terminators. */
    static final OperationName OPERATION_NAME = new OperationName(NAME, DEFINITION);

    private InParallelOp() {
    }

    /** The region of the slice insertions. */
    public static Region region(Operation op) {
        return op.region(0);
    }

    static boolean verify(Operation op, DiagnosticEngine diagnostics) {
        OpChecks c = new OpChecks(op, diagnostics);
        if (!c.regions(1) || !c.successors(0) || !c.atMostOneBlock() || !c.oneBlock(0, "region")) {
            return false;
        }
        if (op.operandCount() != 0) {
            return c.fail("requires zero operands");
        }
        Operation parent = op.parentOp();
        if (parent == null || !parent.name().fullName().equals(ForallOp.NAME)) {
            return c.fail("expects parent op '" + ForallOp.NAME + "'");
        }
        for (Operation inner : op.region(0).entryBlock()) {
            if (!inner.name().fullName().equals(PARALLEL_INSERT_SLICE)) {
                return c.fail("expected only " + PARALLEL_INSERT_SLICE + " ops");
            }
        }
        return true;
    }

    /** {@code region attr-dict}; an empty {@code {}} gets its block. */
    static final class Syntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            Region region = state.addRegion();
            if (!parser.parseRegion(region, List.of())) {
                return false;
            }
            if (region.isEmpty()) {
                region.appendBlock();
            }
            return parser.parseOptionalAttrDict(state);
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ");
            printer.printRegion(op.region(0), false, false);
            printer.printOptionalAttrDict(op.attributes(), List.of());
        }
    }
}

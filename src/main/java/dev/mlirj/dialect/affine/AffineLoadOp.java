package dev.mlirj.dialect.affine;

import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.VectorType;
import java.util.List;
import java.util.Set;

/**
 * {@code affine.load} and {@code affine.vector_load}: read one element (a vector of consecutive elements) of a
 * memref at the subscripts the map computes from the index operands. Custom forms:
 * <pre>
 * affine.load %m[%i + 1, symbol(%n)] attr-dict : memref-type
 * affine.vector_load %m[%i, %j] attr-dict : memref-type, vector-type
 * </pre>
 */
public final class AffineLoadOp {
    /** The scalar load. */
    public static final String NAME = "affine.load";
    /** The vector load. */
    public static final String VECTOR_NAME = "affine.vector_load";

    static final OpDefinition DEFINITION = new OpDefinition(NAME, Set.of(OpTrait.MEMORY_READ),
            Set.of(AffineMemoryAccess.MAP), new Syntax(false), AffineLoadOp::verify, "");
    static final OpDefinition VECTOR_DEFINITION = new OpDefinition(VECTOR_NAME, Set.of(),
            Set.of(AffineMemoryAccess.MAP), new Syntax(true), AffineLoadOp::verify, "");

    private AffineLoadOp() {
    }

    static boolean verify(Operation op, DiagnosticEngine diagnostics) {
        AffineChecks c = new AffineChecks(op, diagnostics);
        if (!AffineMemoryAccess.verifyOperands(op, c, 1) || !c.resultCount(1)) {
            return false;
        }
        MemRefType type = (MemRefType) op.operand(0).type();
        Type result = op.result(0).type();
        if (op.name().fullName().equals(VECTOR_NAME)) {
            return c.result(0, TypeConstraint.ANY_VECTOR) && AffineMemoryAccess.verifyIndexing(op, c)
                    && AffineMemoryAccess.verifyVector(op, c, (VectorType) result);
        }
        if (!result.equals(type.elementType())) {
            return c.fail("result type must match element type of memref");
        }
        return AffineMemoryAccess.verifyIndexing(op, c);
    }

    /** The custom forms; see the class comment. */
    static final class Syntax implements OpSyntax {
        private final boolean vector;

        Syntax(boolean vector) {
            this.vector = vector;
        }

        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            AffineMemoryAccess.Parsed access = AffineMemoryAccess.parse(parser, state, vector);
            if (access == null || !parser.resolveOperands(List.of(access.memref()), access.memrefType(),
                    state.operands) || !parser.resolveOperands(access.indices(), IndexType.INSTANCE, state.operands)) {
                return false;
            }
            state.resultTypes.add(access.valueType());
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ");
            AffineMemoryAccess.print(printer, op, vector ? op.result(0).type() : null);
        }
    }
}

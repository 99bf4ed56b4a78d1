package dev.mlirj.dialect.affine;

import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.VectorType;
import java.util.List;
import java.util.Set;

/**
 * {@code affine.store} and {@code affine.vector_store}: write a value (a vector to consecutive elements) to a memref
 * at the subscripts the map computes from the index operands. Custom forms:
 * <pre>
 * affine.store %v, %m[%i + 1, symbol(%n)] attr-dict : memref-type
 * affine.vector_store %v, %m[%i, %j] attr-dict : memref-type, vector-type
 * </pre>
 */
public final class AffineStoreOp {
    /** The scalar store. */
    public static final String NAME = "affine.store";
    /** The vector store. */
    public static final String VECTOR_NAME = "affine.vector_store";

    static final OpDefinition DEFINITION = new OpDefinition(NAME, Set.of(), Set.of(AffineMemoryAccess.MAP),
            new Syntax(false), AffineStoreOp::verify, "");
    static final OpDefinition VECTOR_DEFINITION = new OpDefinition(VECTOR_NAME, Set.of(),
            Set.of(AffineMemoryAccess.MAP), new Syntax(true), AffineStoreOp::verify, "");

    private AffineStoreOp() {
    }

    /** The value stored. */
    public static Value value(Operation op) {
        return op.operand(0);
    }

    static boolean verify(Operation op, DiagnosticEngine diagnostics) {
        AffineChecks c = new AffineChecks(op, diagnostics);
        if (!AffineMemoryAccess.verifyOperands(op, c, 2) || !c.resultCount(0)) {
            return false;
        }
        MemRefType type = (MemRefType) op.operand(1).type();
        Type value = op.operand(0).type();
        if (op.name().fullName().equals(VECTOR_NAME)) {
            return c.operand(0, TypeConstraint.ANY_VECTOR) && AffineMemoryAccess.verifyIndexing(op, c)
                    && AffineMemoryAccess.verifyVector(op, c, (VectorType) value);
        }
        if (!value.equals(type.elementType())) {
            return c.fail("value to store must have the same type as memref element type");
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
            OpAsmParser.UnresolvedOperand value = parser.parseOperand();
            if (value == null || !parser.parseComma()) {
                return false;
            }
            AffineMemoryAccess.Parsed access = AffineMemoryAccess.parse(parser, state, vector);
            return access != null && parser.resolveOperands(List.of(value), access.valueType(), state.operands)
                    && parser.resolveOperands(List.of(access.memref()), access.memrefType(), state.operands)
                    && parser.resolveOperands(access.indices(), IndexType.INSTANCE, state.operands);
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printOperand(value(op)).print(", ");
            AffineMemoryAccess.print(printer, op, vector ? value(op).type() : null);
        }
    }
}

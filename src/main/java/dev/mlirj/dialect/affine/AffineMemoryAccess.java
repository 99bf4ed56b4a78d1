package dev.mlirj.dialect.affine;

import dev.mlirj.dialect.builtin.AffineMapAttr;
import dev.mlirj.dialect.builtin.IndexType;
import dev.mlirj.dialect.builtin.MemRefType;
import dev.mlirj.dialect.builtin.VectorType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Region;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.affine.AffineMap;
import java.util.List;

/**
 * What {@code affine.load}, {@code affine.store}, {@code affine.vector_load} and {@code affine.vector_store} share:
 * the memref and its subscripts, given as the property {@code map} applied to the index operands (MLIR's
 * {@code verifyMemoryOpIndexing} and {@code verifyVectorMemoryOp}).
 */
public final class AffineMemoryAccess {
    /** The property holding the subscript map. */
    public static final String MAP = "map";

    private AffineMemoryAccess() {
    }

    /** The subscript map. */
    public static AffineMap map(Operation op) {
        return ((AffineMapAttr) op.properties().get(MAP)).map();
    }

    /** The position of the memref operand: 1 for stores (after the value), 0 for loads. */
    static int memrefIndex(Operation op) {
        return op.name().fullName().endsWith("store") ? 1 : 0;
    }

    /** The memref accessed. */
    public static Value memref(Operation op) {
        return op.operand(memrefIndex(op));
    }

    /** The operands of the subscript map. */
    public static List<Value> mapOperands(Operation op) {
        return op.operands().subList(memrefIndex(op) + 1, op.operandCount());
    }

    /**
     * The checks of a memory access whose element (or, for the vector forms, vector) type has been checked: the
     * map property, the memref operand, index operands, MLIR's {@code verifyMemoryOpIndexing}.
     */
    static boolean verifyIndexing(Operation op, Checks c) {
        Region scope = AffineScope.of(op);
        AffineMap map = map(op);
        MemRefType type = (MemRefType) memref(op).type();
        if (map.numResults() != type.rank()) {
            return c.fail("affine map num results must equal memref rank");
        }
        List<Value> indices = mapOperands(op);
        if (map.numInputs() != indices.size()) {
            return c.fail("expects as many subscripts as affine map inputs");
        }
        for (Value index : indices) {
            if (!(index.type() instanceof IndexType)) {
                return c.fail("index to load must have 'index' type");
            }
            if (!AffineScope.isValidIndexOperand(index, scope)) {
                return c.fail("index must be a valid dimension or symbol identifier");
            }
        }
        return true;
    }

    /** The ODS checks: the map property, a memref operand at {@link #memrefIndex}, index subscripts. */
    static boolean verifyOperands(Operation op, Checks c, int minOperands) {
        if (!c.attr(MAP, a -> a instanceof AffineMapAttr, "AffineMap attribute")) {
            return false;
        }
        if (op.operandCount() < minOperands) {
            return c.fail("expected " + minOperands + " or more operands, but found " + op.operandCount());
        }
        int m = memrefIndex(op);
        if (!(op.operand(m).type() instanceof MemRefType)) {
            return c.fail("operand #" + m + " must be memref of any type values, but got "
                    + Checks.quote(op.operand(m).type()));
        }
        return c.indexOperands(m + 1);
    }

    /** MLIR's {@code verifyVectorMemoryOp}. */
    static boolean verifyVector(Operation op, Checks c, VectorType vector) {
        MemRefType type = (MemRefType) memref(op).type();
        return type.elementType().equals(vector.elementType())
                || c.fail("requires memref and vector types of the same elemental type");
    }
}

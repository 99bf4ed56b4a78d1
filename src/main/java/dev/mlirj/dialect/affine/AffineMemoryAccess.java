package dev.mlirj.dialect.affine;

import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.ir.AffineMapAttr;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Region;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.VectorType;
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
    static boolean verifyIndexing(Operation op, AffineChecks c) {
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
    static boolean verifyOperands(Operation op, AffineChecks c, int minOperands) {
        if (!c.attr(MAP, true, a -> a instanceof AffineMapAttr, "AffineMap attribute")
                || !c.atLeastOperands(minOperands)) {
            return false;
        }
        int m = memrefIndex(op);
        return c.operand(m, TypeConstraint.ANY_MEMREF) && c.indexOperands(m + 1);
    }

    /** MLIR's {@code verifyVectorMemoryOp}. */
    static boolean verifyVector(Operation op, AffineChecks c, VectorType vector) {
        MemRefType type = (MemRefType) memref(op).type();
        return type.elementType().equals(vector.elementType())
                || c.fail("requires memref and vector types of the same elemental type");
    }

    /**
     * What the custom forms of the accesses share after the stored value: {@code %memref[subscripts] attr-dict :
     * memref-type} and, for the vector forms, {@code , vector-type}.
     *
     * @param memref     the memref operand, unresolved
     * @param indices    the subscript map's operands, unresolved
     * @param memrefType the memref type
     * @param valueType  the element type, or the vector type of a vector form
     */
    record Parsed(dev.mlirj.ir.OpAsmParser.UnresolvedOperand memref,
                  List<dev.mlirj.ir.OpAsmParser.UnresolvedOperand> indices, MemRefType memrefType,
                  dev.mlirj.ir.Type valueType) {
    }

    /** Parses the shared part (see {@link Parsed}), putting the map in {@code state}; null after an error. */
    static Parsed parse(dev.mlirj.ir.OpAsmParser parser, dev.mlirj.ir.OperationState state, boolean vector) {
        dev.mlirj.ir.OpAsmParser.UnresolvedOperand memref = parser.parseOperand();
        if (memref == null) {
            return null;
        }
        List<dev.mlirj.ir.OpAsmParser.UnresolvedOperand> indices = new java.util.ArrayList<>();
        AffineMap map = parser.parseAffineMapOfSsaIds(indices, true);
        if (map == null || !parser.parseOptionalAttrDict(state)) {
            return null;
        }
        state.properties.put(MAP, new AffineMapAttr(map));
        dev.mlirj.ir.Location typeAt = parser.location();
        dev.mlirj.ir.Type type = parser.parseColonType();
        if (type == null) {
            return null;
        }
        if (!(type instanceof MemRefType memrefType)) {
            parser.emitError(typeAt, "invalid kind of type specified");
            return null;
        }
        dev.mlirj.ir.Type valueType = memrefType.elementType();
        if (vector && (!parser.parseComma() || (valueType = parser.parseType()) == null)) {
            return null;
        }
        return new Parsed(memref, indices, memrefType, valueType);
    }

    /** Prints the shared part of {@code op}'s custom form, its value of type {@code valueType} for vector forms. */
    static void print(dev.mlirj.ir.OpAsmPrinter printer, Operation op, dev.mlirj.ir.Type vectorType) {
        printer.printOperand(memref(op)).print("[");
        AffineSyntax.printAffineMapOfSsaIds(printer, map(op), mapOperands(op));
        printer.print("]");
        printer.printOptionalAttrDict(op.attributes(), List.of(MAP));
        printer.print(" : ").print(memref(op).type());
        if (vectorType != null) {
            printer.print(", ").print(vectorType);
        }
    }
}

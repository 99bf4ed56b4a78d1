package dev.mlirj.dialect.vector;

import dev.mlirj.dialect.OpChecks;
import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.ir.AffineMapAttr;
import dev.mlirj.ir.ArrayAttr;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.DenseArrayAttr;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.RankedTensorType;
import dev.mlirj.ir.ShapedType;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.VectorType;
import dev.mlirj.ir.affine.AffineConstantExpr;
import dev.mlirj.ir.affine.AffineDimExpr;
import dev.mlirj.ir.affine.AffineExpr;
import dev.mlirj.ir.affine.AffineMap;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * {@code vector.transfer_read %m[%i, %j], %pad (, %mask)? {permutation_map = ..., in_bounds = [...]} : memref<..>,
 * vector<..>} and {@code vector.transfer_write %v, %m[%i, %j] (, %mask)? {...} : vector<..>, memref<..>}: a vector
 * read from or written to a memref (or ranked tensor) at the given indices, dimension {@code k} of the vector
 * running along the source dimension named by result {@code k} of {@code permutation_map} (a constant 0 result:
 * broadcast, read only). Out-of-bounds elements read the padding and are not written unless {@code in_bounds}
 * promises they do not occur; a mask (whose type is inferred from the vector type and map) disables lanes.
 * Properties: {@code permutation_map} and {@code in_bounds} (stored always; elided in custom form when the map is
 * the minor identity and every flag is false) and {@code operandSegmentSizes}
 * (read: source, indices, padding, mask; write: vector, source, indices, mask). The accessors expect an operation
 * of one of these kinds.
 */
public final class TransferOps {
    /** {@code vector.transfer_read}. */
    public static final String TRANSFER_READ = "vector.transfer_read";
    /** {@code vector.transfer_write}. */
    public static final String TRANSFER_WRITE = "vector.transfer_write";
    /** The property holding the permutation map. */
    public static final String PERMUTATION_MAP = "permutation_map";
    /** The property holding the in-bounds flags. */
    public static final String IN_BOUNDS = "in_bounds";
    static final String SEGMENTS = "operandSegmentSizes";

    private TransferOps() {
    }

    static OpDefinition read() {
        return new OpDefinition(TRANSFER_READ, Set.of(OpTrait.MEMORY_READ), Set.of(PERMUTATION_MAP, IN_BOUNDS,
                SEGMENTS), new Syntax(false), (op, d) -> verify(op, d, false), "");
    }

    static OpDefinition write() {
        return new OpDefinition(TRANSFER_WRITE, Set.of(), Set.of(PERMUTATION_MAP, IN_BOUNDS, SEGMENTS),
                new Syntax(true), (op, d) -> verify(op, d, true), "");
    }

    private static boolean isWrite(Operation op) {
        return op.name().fullName().equals(TRANSFER_WRITE);
    }

    /** The memref or tensor read or written. */
    public static Value source(Operation op) {
        return op.operand(isWrite(op) ? 1 : 0);
    }

    /** The indices of the first element, one per source dimension. */
    public static List<Value> indices(Operation op) {
        int[] segments = segments(op);
        int start = isWrite(op) ? 2 : 1;
        return op.operands().subList(start, start + segments[start]);
    }

    /** The value of out-of-bounds lanes of a {@code transfer_read}. */
    public static Value padding(Operation op) {
        return op.operand(1 + segments(op)[1]);
    }

    /** The mask, or null when there is none. */
    public static Value mask(Operation op) {
        return segments(op)[3] == 0 ? null : op.operand(op.operandCount() - 1);
    }

    /** The vector written by a {@code transfer_write}. */
    public static Value vector(Operation op) {
        return op.operand(0);
    }

    /** The vector type read or written. */
    public static VectorType vectorType(Operation op) {
        return (VectorType) (isWrite(op) ? vector(op) : op.result(0)).type();
    }

    /**
     * MLIR's {@code hasOutOfBoundsDim}: whether some vector dimension that is not a broadcast (its map result is not
     * the constant 0) may run out of bounds.
     */
    public static boolean hasOutOfBoundsDim(Operation op) {
        boolean[] inBounds = inBounds(op);
        AffineMap map = permutationMap(op);
        for (int i = 0; i < inBounds.length; i++) {
            boolean broadcast = map.results().get(i) instanceof AffineConstantExpr c && c.value() == 0;
            if (!inBounds[i] && !broadcast) {
                return true;
            }
        }
        return false;
    }

    /** The permutation map: vector dimension {@code k} runs along the source dimension of result {@code k}. */
    public static AffineMap permutationMap(Operation op) {
        return ((AffineMapAttr) op.properties().get(PERMUTATION_MAP)).map();
    }

    /** The in-bounds flags, one per vector dimension. */
    public static boolean[] inBounds(Operation op) {
        List<Attribute> list = ((ArrayAttr) op.properties().get(IN_BOUNDS)).elements();
        boolean[] flags = new boolean[list.size()];
        for (int i = 0; i < flags.length; i++) {
            flags[i] = ((IntegerAttr) list.get(i)).value().signum() != 0;
        }
        return flags;
    }

    /** The operand group sizes of a verified transfer. */
    static int[] segments(Operation op) {
        return ((DenseArrayAttr) op.properties().get(SEGMENTS)).elements().stream().mapToInt(b -> b.intValue())
                .toArray();
    }

    /** MLIR's {@code getTransferMinorIdentityMap}, or null when the vector has more dimensions than the source. */
    static AffineMap minorIdentity(ShapedType source, VectorType vector) {
        int elementRank = source.elementType() instanceof VectorType v ? v.rank() : 0;
        if (source.rank() == 0 && vector.shape().equals(List.of(1L))) {
            return new AffineMap(0, 0, List.of(new AffineConstantExpr(0)));
        }
        int results = vector.rank() - elementRank;
        if (results > source.rank() || results < 0) {
            return null;
        }
        List<AffineExpr> exprs = new ArrayList<>();
        for (int i = source.rank() - results; i < source.rank(); i++) {
            exprs.add(new AffineDimExpr(i));
        }
        return new AffineMap(source.rank(), 0, exprs);
    }

    /** Whether {@code map} is a minor identity: its results are its last dimensions, in order. */
    static boolean isMinorIdentity(AffineMap map) {
        int n = map.numResults();
        if (map.numSymbols() != 0 || n > map.numDims()) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            if (!map.results().get(i).equals(new AffineDimExpr(map.numDims() - n + i))) {
                return false;
            }
        }
        return true;
    }

    /** MLIR's {@code inferTransferOpMaskType}: the mask shape is the vector's in source-dimension order. */
    static VectorType maskType(VectorType vector, AffineMap map) {
        List<Long> shape = new ArrayList<>();
        List<Boolean> scalable = new ArrayList<>();
        for (int d = 0; d < map.numDims(); d++) {
            int result = map.results().indexOf(new AffineDimExpr(d));
            if (result >= 0) {
                shape.add(vector.shape().get(result));
                scalable.add(vector.scalable().get(result));
            }
        }
        if (shape.isEmpty()) {
            shape.add(1L);
            scalable.add(false);
        }
        return new VectorType(shape, scalable, IntegerType.of(1));
    }

    private static boolean verify(Operation op, DiagnosticEngine diagnostics, boolean write) {
        VectorChecks c = new VectorChecks(op, diagnostics);
        Attribute mapAttr = op.properties().get(PERMUTATION_MAP);
        Attribute inBoundsAttr = op.properties().get(IN_BOUNDS);
        if (inBoundsAttr == null) {
            return c.fail("requires attribute '" + IN_BOUNDS + "'");
        }
        if (mapAttr == null) {
            return c.fail("requires attribute '" + PERMUTATION_MAP + "'");
        }
        if (!(inBoundsAttr instanceof ArrayAttr a) || !a.elements().stream().allMatch(e -> e instanceof IntegerAttr i
                && i.isBool())) {
            return c.fail("attribute '" + IN_BOUNDS + "' failed to satisfy constraint: 1-bit boolean array "
                    + "attribute");
        }
        if (!(mapAttr instanceof AffineMapAttr)) {
            return c.fail("attribute '" + PERMUTATION_MAP + "' failed to satisfy constraint: AffineMap attribute");
        }
        Attribute seg = op.properties().get(SEGMENTS);
        int[] sizes = seg instanceof DenseArrayAttr d && d.elementType() instanceof IntegerType t && t.isSignless(32)
                ? d.elements().stream().mapToInt(b -> b.intValue()).toArray() : null;
        if (sizes == null || sizes.length != 4) {
            return c.fail("'" + SEGMENTS + "' attribute for specifying operand segments must have 4 elements, but "
                    + "got " + (sizes == null ? 0 : sizes.length));
        }
        if (java.util.Arrays.stream(sizes).sum() != op.operandCount()) {
            return c.fail("operand count (" + op.operandCount() + ") does not match with the total size ("
                    + java.util.Arrays.stream(sizes).sum() + ") specified in attribute '" + SEGMENTS + "'");
        }
        // MLIR 19 crashes on groups of the wrong size here; each group but the mask holds exactly one operand.
        for (int g = 0; g < 4; g++) {
            boolean variadicIndices = g == (write ? 2 : 1);
            if (g == 3 ? sizes[g] > 1 : !variadicIndices && sizes[g] != 1) {
                return c.fail("operand group #" + g + " must hold " + (g == 3 ? "0 or 1" : "1") + " operand, not "
                        + sizes[g]);
            }
        }
        int vectorOperand = write ? 0 : -1;
        int source = write ? 1 : 0;
        int firstIndex = source + 1;
        int indexCount = write ? sizes[2] : sizes[1];
        int maskIndex = op.operandCount() - 1;
        boolean hasMask = sizes[3] == 1;
        TypeConstraint shaped = new TypeConstraint("shaped of any type values", t -> t instanceof ShapedType);
        if (!c.counts(write ? 2 : 2, false, write ? -1 : 1, 0) || !c.operand(source, shaped)
                || !c.operands(firstIndex, firstIndex + indexCount, TypeConstraint.INDEX)
                || hasMask && !c.operand(maskIndex, VectorChecks.MASK)) {
            return false;
        }
        if (write && !c.operand(vectorOperand, TypeConstraint.ANY_VECTOR)
                || !write && !c.result(0, TypeConstraint.ANY_VECTOR)) {
            return false;
        }
        ShapedType shapedType = (ShapedType) op.operand(source).type();
        VectorType vector = (VectorType) (write ? op.operand(0).type() : op.result(0).type());
        AffineMap map = ((AffineMapAttr) mapAttr).map();
        boolean[] inBounds = inBounds(op);
        if (indexCount != shapedType.rank()) {
            return c.fail("requires " + shapedType.rank() + " indices");
        }
        if (write && map.results().stream().anyMatch(e -> e instanceof AffineConstantExpr)) {
            return c.fail("should not have broadcast dimensions");
        }
        if (!(shapedType instanceof MemRefType || shapedType instanceof RankedTensorType)) {
            return c.fail("requires source to be a memref or ranked tensor type");
        }
        Type element = shapedType.elementType();
        if (element instanceof VectorType ev) {
            if (ev.rank() > vector.rank()) {
                return c.fail("requires source vector element and vector result ranks to match.");
            }
            if (map.numResults() != vector.rank() - ev.rank()) {
                return c.fail("requires a permutation_map with result dims of the same rank as the vector type");
            }
        } else {
            long minor = vector.rank() == 0 ? 1 : vector.shape().getLast();
            long bits = (long) CastOps.bitWidth(vector.elementType()) * minor;
            int sourceBits = CastOps.bitWidth(element);
            if (sourceBits > 0 && bits % sourceBits != 0) {
                return c.fail("requires the bitwidth of the minor 1-D vector to be an integral multiple of the "
                        + "bitwidth of the source element type");
            }
            if (map.numResults() != vector.rank()) {
                return c.fail("requires a permutation_map with result dims of the same rank as the vector type");
            }
        }
        if (map.numSymbols() != 0) {
            return c.fail("requires permutation_map without symbols");
        }
        if (map.numDims() != shapedType.rank()) {
            return c.fail("requires a permutation_map with input dims of the same rank as the source type");
        }
        if (hasMask) {
            VectorType inferred = maskType(vector, map);
            if (!inferred.equals(op.operand(maskIndex).type())) {
                return c.fail("inferred mask type (" + OpChecks.quote(inferred) + ") and mask operand type ("
                        + OpChecks.quote(op.operand(maskIndex).type()) + ") don't match");
            }
        }
        if (map.numResults() != inBounds.length) {
            return c.fail("expects the in_bounds attr of same rank as permutation_map results: affine_map<"
                    + map + "> vs inBounds of size: " + inBounds.length);
        }
        for (int i = 0; i < map.numResults(); i++) {
            if (map.results().get(i) instanceof AffineConstantExpr && !inBounds[i]) {
                return c.fail("requires broadcast dimensions to be in-bounds");
            }
        }
        if (!write) {
            Type padding = op.operand(firstIndex + indexCount).type();
            if (element instanceof VectorType) {
                if (!element.equals(padding)) {
                    return c.fail("requires source element type and padding type to match.");
                }
            } else {
                if (!VectorChecks.isScalar(padding)) {
                    return c.fail("requires valid padding vector elemental type");
                }
                if (!padding.equals(element)) {
                    return c.fail("requires formal padding and source of the same elemental type");
                }
            }
        } else if (op.resultCount() > 1
                || op.resultCount() == 1 && !(op.result(0).type() instanceof RankedTensorType)) {
            return c.fail("result #0 must be ranked tensor of any type values, but got "
                    + OpChecks.quote(op.result(0).type()));
        }
        boolean[] seen = new boolean[map.numDims()];
        for (AffineExpr e : map.results()) {
            if (e instanceof AffineConstantExpr k && k.value() == 0) {
                continue;
            }
            if (!(e instanceof AffineDimExpr d)) {
                return c.fail("requires a projected permutation_map (at most one dim or the zero constant can "
                        + "appear in each result)");
            }
            if (seen[d.position()]) {
                return c.fail("requires a permutation_map that is a permutation (found one dim used more than "
                        + "once)");
            }
            seen[d.position()] = true;
        }
        return true;
    }

    /** The custom forms of the class comment. */
    record Syntax(boolean write) implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            OpAsmParser.UnresolvedOperand vector = null;
            if (write && ((vector = parser.parseOperand()) == null || !parser.parseComma())) {
                return false;
            }
            OpAsmParser.UnresolvedOperand source = parser.parseOperand();
            List<OpAsmParser.UnresolvedOperand> indices;
            if (source == null || (indices = parser.parseOperandListInSquare()) == null) {
                return false;
            }
            OpAsmParser.UnresolvedOperand padding = null;
            if (!write && (!parser.parseComma() || (padding = parser.parseOperand()) == null)) {
                return false;
            }
            OpAsmParser.UnresolvedOperand mask = null;
            Location maskAt = parser.location();
            if (parser.parseOptionalComma() && (mask = parser.parseOperand()) == null) {
                return false;
            }
            if (!parser.parseOptionalAttrDict(state)) {
                return false;
            }
            Location typesAt = parser.location();
            List<Type> types = parser.parseColonTypeList();
            if (types == null) {
                return false;
            }
            if (types.size() != 2) {
                return parser.emitError(typesAt, "requires two types");
            }
            Type shapedType = write ? types.get(1) : types.get(0);
            Type vectorType = write ? types.get(0) : types.get(1);
            if (!(shapedType instanceof MemRefType || shapedType instanceof RankedTensorType)) {
                return parser.emitError(typesAt, "requires memref or ranked tensor type");
            }
            if (!(vectorType instanceof VectorType v)) {
                return parser.emitError(typesAt, "requires vector type");
            }
            ShapedType shaped = (ShapedType) shapedType;
            AffineMap map;
            if (state.properties.get(PERMUTATION_MAP) instanceof AffineMapAttr a) {
                map = a.map();
            } else {
                map = minorIdentity(shaped, v);
                if (map == null) {
                    return parser.emitError(typesAt, "expected the vector rank to be no greater than the source "
                            + "rank for the default permutation_map");
                }
                state.properties.put(PERMUTATION_MAP, new AffineMapAttr(map));
            }
            if (state.properties.get(IN_BOUNDS) == null) {
                List<Attribute> flags = new ArrayList<>();
                for (int i = 0; i < map.numResults(); i++) {
                    flags.add(IntegerAttr.bool(false));
                }
                state.properties.put(IN_BOUNDS, new ArrayAttr(flags));
            }
            if (write && !VectorSyntax.resolve(parser, vector, vectorType, state)
                    || !VectorSyntax.resolve(parser, source, shapedType, state)
                    || !VectorSyntax.resolveIndices(parser, indices, state)
                    || !write && !VectorSyntax.resolve(parser, padding, shaped.elementType(), state)) {
                return false;
            }
            if (mask != null) {
                if (shaped.elementType() instanceof VectorType) {
                    return parser.emitError(maskAt, "does not support masks with vector element type");
                }
                if (v.rank() != map.numResults()) {
                    return parser.emitError(typesAt, "expected the same rank for the vector and the results of "
                            + "the permutation map");
                }
                if (!VectorSyntax.resolve(parser, mask, maskType(v, map), state)) {
                    return false;
                }
            }
            int m = mask == null ? 0 : 1;
            state.properties.put(SEGMENTS, write ? DenseArrayAttr.ofI32(1, 1, indices.size(), m)
                    : DenseArrayAttr.ofI32(1, indices.size(), 1, m));
            if (!write) {
                state.resultTypes.add(vectorType);
            } else if (shapedType instanceof RankedTensorType) {
                state.resultTypes.add(shapedType);
            }
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ");
            if (write) {
                printer.printOperand(vector(op)).print(", ");
            }
            printer.printOperand(source(op)).print("[").printOperands(indices(op)).print("]");
            if (!write) {
                printer.print(", ").printOperand(padding(op));
            }
            if (mask(op) != null) {
                printer.print(", ").printOperand(mask(op));
            }
            List<String> elided = new ArrayList<>(List.of(SEGMENTS));
            if (op.properties().get(PERMUTATION_MAP) instanceof AffineMapAttr a && isMinorIdentity(a.map())) {
                elided.add(PERMUTATION_MAP);
            }
            boolean anyInBounds = false;
            if (op.properties().get(IN_BOUNDS) instanceof ArrayAttr a) {
                for (Attribute e : a.elements()) {
                    anyInBounds |= e instanceof IntegerAttr i && i.value().signum() != 0;
                }
                if (!anyInBounds) {
                    elided.add(IN_BOUNDS);
                }
            }
            printer.printAttrDict(op, elided);
            printer.print(" : ");
            if (write) {
                printer.print(vector(op).type()).print(", ").print(source(op).type());
            } else {
                printer.print(source(op).type()).print(", ").print(op.result(0).type());
            }
        }
    }
}

package dev.mlirj.dialect.memref;

import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.ir.ArrayAttr;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpResult;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.ShapedType;
import dev.mlirj.ir.StridedLayoutAttr;
import dev.mlirj.ir.StridesAndOffset;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * {@code memref.expand_shape} and {@code memref.collapse_shape}: views that split each source dimension into a
 * group of contiguous dimensions, or merge each group into one. {@code reassociation} ({@code [[0, 1], [2]]}) lists
 * the expanded dimensions of each collapsed one. {@code expand_shape} also states its result sizes in
 * {@code output_shape} (a {@link DynamicIndexList}). Neither may turn a static size into a dynamic one or back;
 * the result layout must be the one MLIR computes from the source's strides. The accessors expect an operation of
 * one of these kinds.
 */
public final class ReassociativeReshapeOp {
    /** {@code memref.expand_shape}. */
    public static final String EXPAND_SHAPE = "memref.expand_shape";
    /** {@code memref.collapse_shape}. */
    public static final String COLLAPSE_SHAPE = "memref.collapse_shape";
    /** The property holding the groups of dimensions. */
    public static final String REASSOCIATION = "reassociation";
    /** The property of {@code expand_shape} holding the static result sizes. */
    public static final String STATIC_OUTPUT_SHAPE = "static_output_shape";

    private final boolean expand;

    private ReassociativeReshapeOp(boolean expand) {
        this.expand = expand;
    }

    /** The memref reshaped. */
    public static Value src(Operation op) {
        return op.operand(0);
    }

    /** The groups: for each collapsed dimension, the expanded dimensions it stands for. */
    public static List<List<Integer>> reassociation(Operation op) {
        return groups(op.properties().get(REASSOCIATION));
    }

    /** The dynamic result sizes of an {@code expand_shape}. */
    public static List<Value> outputShape(Operation op) {
        return op.operands().subList(1, op.operandCount());
    }

    /** The static result sizes of an {@code expand_shape}: {@link ShapedType#DYNAMIC} where an operand gives one. */
    public static long[] staticOutputShape(Operation op) {
        return MemRefChecks.i64s(op.properties().get(STATIC_OUTPUT_SHAPE));
    }

    static OpDefinition expandShape() {
        ReassociativeReshapeOp op = new ReassociativeReshapeOp(true);
        return new OpDefinition(EXPAND_SHAPE, Set.of(OpTrait.PURE), Set.of(REASSOCIATION, STATIC_OUTPUT_SHAPE),
                op.new Syntax(), op::verify, "");
    }

    static OpDefinition collapseShape() {
        ReassociativeReshapeOp op = new ReassociativeReshapeOp(false);
        return new OpDefinition(COLLAPSE_SHAPE, Set.of(OpTrait.PURE), Set.of(REASSOCIATION),
                op.new Syntax(), op::verify, "");
    }

    /** The groups of {@code reassociation}, or null when it is not an array of arrays of i64. */
    static List<List<Integer>> groups(Attribute a) {
        if (!(a instanceof ArrayAttr outer)) {
            return null;
        }
        List<List<Integer>> groups = new ArrayList<>();
        for (Attribute g : outer.elements()) {
            if (!(g instanceof ArrayAttr inner)) {
                return null;
            }
            List<Integer> group = new ArrayList<>();
            for (Attribute i : inner.elements()) {
                if (!MemRefChecks.isIntegerAttr(i, 64)) {
                    return null;
                }
                group.add(((IntegerAttr) i).value().intValue());
            }
            groups.add(group);
        }
        return groups;
    }

    boolean verify(Operation op, DiagnosticEngine diagnostics) {
        MemRefChecks c = new MemRefChecks(op, diagnostics);
        if (!c.counts(1, !expand, 1, 0) || !c.attr(REASSOCIATION, true, a -> groups(a) != null,
                "Array of 64-bit integer array attributes")
                || expand && !c.attr(STATIC_OUTPUT_SHAPE, true, a -> MemRefChecks.i64s(a) != null,
                "i64 dense array attribute")
                || !c.operand(0, MemRefChecks.STRIDED_MEMREF) || !c.operandsFrom(1, TypeConstraint.INDEX)
                || !c.result(0, MemRefChecks.STRIDED_MEMREF)) {
            return false;
        }
        MemRefType source = (MemRefType) op.operand(0).type();
        MemRefType result = (MemRefType) op.result(0).type();
        List<List<Integer>> groups = reassociation(op);
        int r0 = source.rank();
        int r1 = result.rank();
        if (expand && r0 > r1) {
            return c.fail("has source rank " + r0 + " and result rank " + r1 + ". This is not an expansion (" + r0
                    + " > " + r1 + ").");
        }
        if (!expand && r0 < r1) {
            return c.fail("has source rank " + r0 + " and result rank " + r1 + ". This is not a collapse (" + r0
                    + " < " + r1 + ").");
        }
        MemRefType collapsed = expand ? source : result;
        MemRefType expanded = expand ? result : source;
        if (!verifyCollapsedShape(c, collapsed.shape(), expanded.shape(), groups)) {
            return false;
        }
        if (expand) {
            MemRefType expected = expandedType(source, result.shape(), groups);
            if (expected == null) {
                return c.fail("invalid source layout map");
            }
            if (!expected.equals(result)) {
                return c.fail("expected expanded type to be " + MemRefChecks.quote(expected) + " but found "
                        + MemRefChecks.quote(result));
            }
            long[] outputShape = staticOutputShape(op);
            if (outputShape.length != r1) {
                return c.fail("expected number of static shape bounds to be equal to the output rank (" + r1
                        + ") but found " + outputShape.length + " inputs instead");
            }
            long dynamic = Arrays.stream(outputShape).filter(v -> v == ShapedType.DYNAMIC).count();
            if (op.operandCount() - 1 != dynamic) {
                return c.fail("mismatch in dynamic dims in output_shape and static_output_shape: "
                        + "static_output_shape has " + dynamic + " dynamic dims while output_shape has "
                        + (op.operandCount() - 1) + " values");
            }
            for (int i = 0; i < r1; i++) {
                long size = result.shape().get(i);
                if (size != ShapedType.DYNAMIC && size != outputShape[i]) {
                    return c.fail("invalid output shape provided at pos " + i);
                }
            }
            return true;
        }
        MemRefType expected;
        if (MemRefChecks.hasIdentityLayout(source)) {
            expected = new MemRefType(result.shape(), source.elementType(), null, source.memorySpace());
        } else {
            StridedLayoutAttr layout = collapsedLayout(source, groups);
            if (layout == null) {
                return c.fail("invalid source layout map or collapsing non-contiguous dims");
            }
            expected = new MemRefType(result.shape(), source.elementType(), layout, source.memorySpace());
        }
        return expected.equals(result) || c.fail("expected collapsed type to be " + MemRefChecks.quote(expected)
                + " but found " + MemRefChecks.quote(result));
    }

    /** MLIR's {@code verifyCollapsedShape}, with several dynamic dimensions allowed in a group. */
    private static boolean verifyCollapsedShape(MemRefChecks c, List<Long> collapsed, List<Long> expanded,
                                                List<List<Integer>> groups) {
        if (collapsed.size() != groups.size()) {
            return c.fail("invalid number of reassociation groups: found " + groups.size() + ", expected "
                    + collapsed.size());
        }
        int next = 0;
        for (int g = 0; g < groups.size(); g++) {
            boolean dynamic = false;
            for (int dim : groups.get(g)) {
                if (dim != next++) {
                    return c.fail("reassociation indices must be contiguous");
                }
                if (dim >= expanded.size()) {
                    return c.fail("reassociation index " + dim + " is out of bounds");
                }
                dynamic |= expanded.get(dim) == ShapedType.DYNAMIC;
            }
            if ((collapsed.get(g) == ShapedType.DYNAMIC) != dynamic) {
                return c.fail("collapsed dim (" + g + ") must be dynamic if and only if reassociation group is "
                        + "dynamic");
            }
            if (!dynamic) {
                long size = 1;
                for (int dim : groups.get(g)) {
                    size *= expanded.get(dim);
                }
                if (size != collapsed.get(g)) {
                    return c.fail("collapsed dim size (" + collapsed.get(g) + ") must equal reassociation group size ("
                            + size + ")");
                }
            }
        }
        if (collapsed.isEmpty()) {
            for (long d : expanded) {
                if (d != 1) {
                    return c.fail("rank 0 memrefs can only be extended/collapsed with/from ones");
                }
            }
        } else if (next != expanded.size()) {
            return c.fail("expanded rank (" + expanded.size() + ") inconsistent with number of reassociation indices ("
                    + next + ")");
        }
        return true;
    }

    /**
     * MLIR's {@code ExpandShapeOp::computeExpandedType}: an identity source gives an identity result; otherwise each
     * group's strides run from the source dimension's stride outwards, multiplied by the sizes inside the group
     * ({@code ?} once a factor is), and dimensions in no group stride 1. Null when the source is not strided.
     */
    static MemRefType expandedType(MemRefType source, List<Long> resultShape, List<List<Integer>> groups) {
        if (MemRefChecks.hasIdentityLayout(source)) {
            return new MemRefType(resultShape, source.elementType(), null, source.memorySpace());
        }
        StridesAndOffset layout = StridesAndOffset.of(source);
        if (layout == null) {
            return null;
        }
        Long[] strides = new Long[resultShape.size()];
        for (int g = groups.size() - 1; g >= 0; g--) {
            long stride = layout.strides().get(g);
            List<Integer> group = groups.get(g);
            for (int k = group.size() - 1; k >= 0; k--) {
                int dim = group.get(k);
                strides[dim] = stride;
                long size = resultShape.get(dim);
                stride = stride == ShapedType.DYNAMIC || size == ShapedType.DYNAMIC ? ShapedType.DYNAMIC
                        : stride * size;
            }
        }
        // Dimensions no group covers (a rank-0 source has none) get stride 1, as MLIR's resize(size, 1).
        for (int d = 0; d < strides.length; d++) {
            if (strides[d] == null) {
                strides[d] = 1L;
            }
        }
        return new MemRefType(resultShape, source.elementType(), new StridedLayoutAttr(layout.offset(),
                List.of(strides)), source.memorySpace());
    }

    /**
     * MLIR's {@code computeCollapsedLayoutMap}: each group's stride is that of its last non-unit dimension
     * ({@code ?} when that is dynamic in a group of several); null when the source is not strided or a group is
     * provably not contiguous.
     */
    static StridedLayoutAttr collapsedLayout(MemRefType source, List<List<Integer>> groups) {
        StridesAndOffset layout = StridesAndOffset.of(source);
        if (layout == null) {
            return null;
        }
        List<Long> shape = source.shape();
        List<Long> strides = new ArrayList<>();
        for (List<Integer> group : groups) {
            if (group.isEmpty()) {
                strides.add(1L);
                continue;
            }
            int end = group.size();
            while (end > 1 && shape.get(group.get(end - 1)) == 1) {
                end--;
            }
            int last = group.get(end - 1);
            strides.add(shape.get(last) != ShapedType.DYNAMIC || end == 1 ? layout.strides().get(last)
                    : ShapedType.DYNAMIC);
        }
        for (int g = groups.size() - 1; g >= 0; g--) {
            List<Integer> group = groups.get(g);
            long stride = strides.get(g);
            for (int k = group.size() - 1; k >= 1; k--) {
                int idx = group.get(k);
                long size = shape.get(idx);
                stride = stride == ShapedType.DYNAMIC || size == ShapedType.DYNAMIC ? ShapedType.DYNAMIC
                        : stride * size;
                if (size == 1) {
                    continue; // MLIR 19 skips a unit dimension here (its own, not the one whose stride it compares)
                }
                long sourceStride = layout.strides().get(idx - 1);
                if (stride != ShapedType.DYNAMIC && sourceStride != ShapedType.DYNAMIC && stride != sourceStride) {
                    return null;
                }
            }
        }
        return new StridedLayoutAttr(layout.offset(), strides);
    }

    /**
     * {@code $src $reassociation (output_shape [..])? attr-dict : type($src) into type($result)}; the
     * {@code output_shape} list only for {@code expand_shape}.
     */
    final class Syntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            OpAsmParser.UnresolvedOperand source = parser.parseOperand();
            if (source == null) {
                return false;
            }
            Attribute reassociation = parser.parseAttribute();
            if (reassociation == null) {
                return false;
            }
            state.properties.put(REASSOCIATION, reassociation);
            List<OpAsmParser.UnresolvedOperand> output = new ArrayList<>();
            if (expand) {
                List<Long> statics = new ArrayList<>();
                if (!parser.parseKeyword("output_shape") || !DynamicIndexList.parse(parser, output, statics)) {
                    return false;
                }
                state.properties.put(STATIC_OUTPUT_SHAPE, MemRefChecks.i64Array(statics));
            }
            Type to = MemRefSyntax.parseTypeConversion(parser, state, source, "into");
            if (to == null || !MemRefSyntax.resolveIndices(parser, output, state)) {
                return false;
            }
            state.resultTypes.add(to);
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printOperand(src(op)).print(" ").print(op.properties().get(REASSOCIATION));
            if (expand) {
                printer.print(" output_shape ");
                DynamicIndexList.print(printer, outputShape(op), staticOutputShape(op));
            }
            MemRefSyntax.printTypeConversion(op, printer, List.of(REASSOCIATION, STATIC_OUTPUT_SHAPE), "into");
        }

        @Override
        public void resultNames(Operation op, BiConsumer<OpResult, String> setName) {
            setName.accept(op.result(0), expand ? "expand_shape" : "collapse_shape");
        }
    }
}

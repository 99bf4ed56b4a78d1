package dev.mlirj.dialect.memref;

import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.ir.DiagnosticEngine;
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
import dev.mlirj.ir.Value;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * {@code memref.subview %m[offsets] [sizes] [strides] attr-dict : type to type}: a strided view of a window of a
 * strided memref; each list mixes {@code index} operands and constants ({@link DynamicIndexList}). The result type
 * must be {@link #inferResultType} or a rank-reduced version of it (unit dimensions dropped, with their strides).
 * The accessors expect an operation of this kind; its offsets, sizes and strides are
 * {@link OffsetSizeAndStrideOp}'s.
 */
public final class SubViewOp {
    /** The operation name. */
    public static final String NAME = "memref.subview";

    private SubViewOp() {
    }

    /** The memref viewed. */
    public static Value source(Operation op) {
        return op.operand(0);
    }

    static OpDefinition definition() {
        return new OpDefinition(NAME, Set.of(OpTrait.PURE), Set.copyOf(DynamicIndexList.VIEW_PROPERTIES),
                new Syntax(), SubViewOp::verify, "");
    }

    /**
     * MLIR's {@code SubViewOp::inferResultType}: sizes as given; offset {@code source offset + sum(offset_i *
     * source stride_i)} and strides {@code source stride_i * stride_i}, {@code ?} where any part is (a product with
     * a static 0 is 0). Throws when the source is not strided.
     */
    public static MemRefType inferResultType(MemRefType source, List<Long> offsets, List<Long> sizes,
                                             List<Long> strides) {
        StridesAndOffset layout = StridesAndOffset.of(source);
        if (layout == null) {
            throw new IllegalArgumentException(source + " is not strided");
        }
        long offset = layout.offset();
        for (int i = 0; i < offsets.size(); i++) {
            offset = add(offset, multiply(offsets.get(i), layout.strides().get(i)));
        }
        List<Long> targetStrides = new ArrayList<>();
        for (int i = 0; i < strides.size(); i++) {
            targetStrides.add(multiply(layout.strides().get(i), strides.get(i)));
        }
        return new MemRefType(sizes, source.elementType(), new StridedLayoutAttr(offset, targetStrides),
                source.memorySpace());
    }

    private static long multiply(long a, long b) {
        if (a == 0 || b == 0) {
            return 0;
        }
        if (a == ShapedType.DYNAMIC || b == ShapedType.DYNAMIC) {
            return ShapedType.DYNAMIC;
        }
        return a * b;
    }

    private static long add(long a, long b) {
        return a == ShapedType.DYNAMIC || b == ShapedType.DYNAMIC ? ShapedType.DYNAMIC : a + b;
    }

    static boolean verify(Operation op, DiagnosticEngine diagnostics) {
        MemRefChecks c = new MemRefChecks(op, diagnostics);
        DynamicIndexList.Mixed m;
        if (!c.counts(1, false, 1, 0) || (m = DynamicIndexList.properties(c, op)) == null
                || !c.operand(0, TypeConstraint.ANY_MEMREF) || !c.operandsFrom(1, TypeConstraint.INDEX)
                || !c.result(0, TypeConstraint.ANY_MEMREF)) {
            return false;
        }
        MemRefType base = (MemRefType) op.operand(0).type();
        MemRefType view = (MemRefType) op.result(0).type();
        int rank = base.rank();
        if (!DynamicIndexList.verifyOffsetSizeAndStride(c, m, new int[] {rank, rank, rank})) {
            return false;
        }
        if (!Objects.equals(base.memorySpace(), view.memorySpace())) {
            return c.failPlain("different memory spaces specified for base memref type " + MemRefChecks.quote(base)
                    + " and subview memref type " + MemRefChecks.quote(view));
        }
        if (StridesAndOffset.of(base) == null) {
            return c.failPlain("base type " + MemRefChecks.quote(base) + " is not strided");
        }
        MemRefType expected = inferResultType(base, boxed(m.offsets()), boxed(m.sizes()), boxed(m.strides()));
        if (!expected.equals(view)) {
            if (view.rank() > expected.rank()) {
                return c.failPlain("expected result rank to be smaller or equal to the source rank. ");
            }
            if (rankReductionMask(expected.shape(), view.shape()) == null) {
                return mismatch(c, expected, "sizes");
            }
            if (!expected.elementType().equals(view.elementType())) {
                return c.failPlain("expected result element type to be "
                        + MemRefChecks.quote(expected.elementType()));
            }
        }
        StridesAndOffset expectedLayout = StridesAndOffset.of(expected);
        StridesAndOffset viewLayout = StridesAndOffset.of(view);
        if (viewLayout == null || expectedLayout.offset() != viewLayout.offset()) {
            return mismatch(c, expected, "layout");
        }
        boolean[] dropped = droppedDims(expected, view, m.sizes(), expectedLayout, viewLayout);
        if (dropped == null) {
            return mismatch(c, expected, "layout");
        }
        for (int i = 0, j = 0; i < expected.rank(); i++) {
            if (dropped[i]) {
                continue;
            }
            if (!expectedLayout.strides().get(i).equals(viewLayout.strides().get(j++))) {
                return mismatch(c, expected, "layout");
            }
        }
        return true;
    }

    private static boolean mismatch(MemRefChecks c, MemRefType expected, String what) {
        return c.failPlain("expected result type to be " + MemRefChecks.quote(expected)
                + " or a rank-reduced version. (mismatch of result " + what + ") ");
    }

    private static List<Long> boxed(long[] values) {
        return Arrays.stream(values).boxed().toList();
    }

    /**
     * MLIR's {@code computeRankReductionMask}: which dimensions of {@code original} are dropped (all of size 1) to
     * get {@code reduced}, matching greedily from the front; null when {@code reduced} is not such a reduction.
     */
    static boolean[] rankReductionMask(List<Long> original, List<Long> reduced) {
        boolean[] unused = new boolean[original.size()];
        int r = 0;
        for (int i = 0; i < original.size(); i++) {
            long size = original.get(i);
            if (r < reduced.size() && size == reduced.get(r)) {
                r++;
                continue;
            }
            unused[i] = true;
            if (size != 1) {
                return null;
            }
        }
        return r == reduced.size() ? unused : null;
    }

    /**
     * MLIR's {@code computeMemRefRankReductionMask}: the dropped dimensions, told apart among the unit-size ones by
     * their strides (a dimension is dropped only if its stride is gone from the result); null when they do not add
     * up.
     */
    static boolean[] droppedDims(MemRefType original, MemRefType reduced, long[] sizes,
                                         StridesAndOffset originalLayout, StridesAndOffset reducedLayout) {
        boolean[] unused = new boolean[original.rank()];
        if (original.rank() == reduced.rank()) {
            return unused;
        }
        int count = 0;
        for (int i = 0; i < sizes.length; i++) {
            if (sizes[i] == 1) {
                unused[i] = true;
                count++;
            }
        }
        if (count + reduced.rank() == original.rank()) {
            return unused;
        }
        Map<Long, Integer> unaccounted = occurrences(originalLayout.strides());
        Map<Long, Integer> candidate = occurrences(reducedLayout.strides());
        for (int dim = 0; dim < unused.length; dim++) {
            if (!unused[dim]) {
                continue;
            }
            long stride = originalLayout.strides().get(dim);
            int have = unaccounted.getOrDefault(stride, 0);
            int want = candidate.getOrDefault(stride, 0);
            if (have > want) {
                unaccounted.put(stride, have - 1);
            } else if (have == want) {
                unused[dim] = false;
                count--;
            } else {
                return null;
            }
        }
        return count + reduced.rank() == original.rank() ? unused : null;
    }

    private static Map<Long, Integer> occurrences(List<Long> values) {
        Map<Long, Integer> counts = new HashMap<>();
        values.forEach(v -> counts.merge(v, 1, Integer::sum));
        return counts;
    }

    /** {@code $source [offsets] [sizes] [strides] attr-dict : type($source) to type($result)}. */
    static final class Syntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            OpAsmParser.UnresolvedOperand source = parser.parseOperand();
            if (source == null) {
                return false;
            }
            return DynamicIndexList.parseViewTail(parser, state, source, null);
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printOperand(source(op));
            DynamicIndexList.printGroups(printer, op, List.of("", " ", " "));
            MemRefSyntax.printTypeConversion(op, printer, DynamicIndexList.VIEW_PROPERTIES, "to");
        }

        @Override
        public void resultNames(Operation op, BiConsumer<OpResult, String> setName) {
            setName.accept(op.result(0), "subview");
        }
    }
}

package dev.mlirj.dialect.memref;

import dev.mlirj.ir.AffineMapAttr;
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
import dev.mlirj.ir.affine.AffineDimExpr;
import dev.mlirj.ir.affine.AffineExpr;
import dev.mlirj.ir.affine.AffineExprKind;
import dev.mlirj.ir.affine.AffineMap;
import dev.mlirj.ir.affine.AffinePrinter;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * {@code memref.transpose %m (d0, d1) -> (d1, d0) attr-dict : type to type}: a view whose sizes and strides are the
 * source's permuted by {@code permutation}; the result type must be the source's with the permuted
 * {@code strided<...>} layout (or an equivalent one). The accessors expect an operation of this kind.
 */
public final class TransposeOp {
    /** The operation name. */
    public static final String NAME = "memref.transpose";
    /** The property holding the permutation map. */
    public static final String PERMUTATION = "permutation";

    private TransposeOp() {
    }

    /** The memref transposed. */
    public static Value in(Operation op) {
        return op.operand(0);
    }

    /** The permutation of the dimensions. */
    public static AffineMap permutation(Operation op) {
        return ((AffineMapAttr) op.properties().get(PERMUTATION)).map();
    }

    static OpDefinition definition() {
        return new OpDefinition(NAME, Set.of(OpTrait.PURE), Set.of(PERMUTATION), new Syntax(),
                (op, d) -> {
                    MemRefChecks c = new MemRefChecks(op, d);
                    if (!c.counts(1, true, 1, 0) || !c.attr(PERMUTATION, true, a -> a instanceof AffineMapAttr,
                            "AffineMap attribute") || !c.operand(0, MemRefChecks.STRIDED_MEMREF)
                            || !c.result(0, MemRefChecks.STRIDED_MEMREF)) {
                        return false;
                    }
                    AffineMap map = permutation(op);
                    MemRefType source = (MemRefType) in(op).type();
                    if (!map.isPermutation()) {
                        return c.fail("expected a permutation map");
                    }
                    if (map.numDims() != source.rank()) {
                        return c.fail("expected a permutation map of same rank as the input");
                    }
                    MemRefType expected = canonical(inferResultType(source, map));
                    MemRefType result = (MemRefType) op.result(0).type();
                    return canonical(result).equals(expected) || c.fail("result type "
                            + MemRefChecks.quote(result) + " is not equivalent to the canonical transposed input type "
                            + MemRefChecks.quote(expected));
                }, "");
    }

    /** The source's sizes and strides permuted, with its offset, as a {@code strided<...>} layout. */
    static MemRefType inferResultType(MemRefType source, AffineMap permutation) {
        StridesAndOffset layout = StridesAndOffset.of(source);
        List<Long> sizes = new ArrayList<>();
        List<Long> strides = new ArrayList<>();
        for (int i = 0; i < permutation.numResults(); i++) {
            int from = ((AffineDimExpr) permutation.result(i)).position();
            sizes.add(source.shape().get(from));
            strides.add(layout.strides().get(from));
        }
        return new MemRefType(sizes, source.elementType(), new StridedLayoutAttr(layout.offset(), strides),
                source.memorySpace());
    }

    /**
     * MLIR's {@code canonicalizeStridedLayout}: a strided layout whose affine form is the row-major layout of the
     * shape becomes the identity layout; any other strided layout becomes its simplified affine map (as mlir-opt
     * prints it in the verifier's message). A static stride matches the product of the sizes inside it; a {@code ?}
     * stride (at most one) matches a product that is a single dynamic size.
     */
    static MemRefType canonical(MemRefType type) {
        StridesAndOffset layout = type.layout() == null ? null : StridesAndOffset.of(type);
        if (layout == null || type.rank() == 0) {
            return type;
        }
        if (layout.offset() == 0 && isRowMajor(type, layout)) {
            return new MemRefType(type.shape(), type.elementType(), null, type.memorySpace());
        }
        return new MemRefType(type.shape(), type.elementType(), new AffineMapAttr(flatForm(layout)),
                type.memorySpace());
    }

    private static boolean isRowMajor(MemRefType type, StridesAndOffset layout) {
        int dynamicStrides = 0;
        for (int i = 0; i < type.rank(); i++) {
            long stride = layout.strides().get(i);
            long product = 1;
            int dynamicSizes = 0;
            for (int j = i + 1; j < type.rank(); j++) {
                long size = type.shape().get(j);
                if (size == ShapedType.DYNAMIC) {
                    dynamicSizes++;
                } else {
                    product *= size;
                }
            }
            boolean matches = stride == ShapedType.DYNAMIC
                    ? dynamicSizes == 1 && product == 1 && ++dynamicStrides == 1
                    : dynamicSizes == 0 && stride == product;
            if (!matches) {
                return false;
            }
        }
        return true;
    }

    /**
     * The strided layout's affine map ({@code makeStridedLinearLayoutMap}: a dynamic offset is {@code s0}, then
     * one symbol per dynamic stride) in MLIR's simplified order: static dimension terms, the offset symbol, the
     * {@code d * s} products, the constant offset.
     */
    private static AffineMap flatForm(StridesAndOffset layout) {
        int rank = layout.strides().size();
        int symbols = layout.offset() == ShapedType.DYNAMIC ? 1 : 0;
        AffineExpr expr = AffineExpr.constant(0);
        for (int i = 0; i < rank; i++) {
            long stride = layout.strides().get(i);
            if (stride != ShapedType.DYNAMIC && stride != 0) {
                expr = add(expr, mul(AffineExpr.dim(i), AffineExpr.constant(stride)));
            }
        }
        if (layout.offset() == ShapedType.DYNAMIC) {
            expr = add(expr, AffineExpr.symbol(0));
        }
        for (int i = 0; i < rank; i++) {
            if (layout.strides().get(i) == ShapedType.DYNAMIC) {
                expr = add(expr, mul(AffineExpr.dim(i), AffineExpr.symbol(symbols++)));
            }
        }
        if (layout.offset() != ShapedType.DYNAMIC && layout.offset() != 0) {
            expr = add(expr, AffineExpr.constant(layout.offset()));
        }
        return new AffineMap(rank, symbols, List.of(expr));
    }

    private static AffineExpr add(AffineExpr a, AffineExpr b) {
        return AffineExpr.binary(AffineExprKind.ADD, a, b);
    }

    private static AffineExpr mul(AffineExpr a, AffineExpr b) {
        return AffineExpr.binary(AffineExprKind.MUL, a, b);
    }

    /** {@code $in $permutation attr-dict : type($in) to type(results)}. */
    static final class Syntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            OpAsmParser.UnresolvedOperand in = parser.parseOperand();
            if (in == null) {
                return false;
            }
            AffineMap map = parser.parseAffineMap();
            Type to = map == null ? null : MemRefSyntax.parseTypeConversion(parser, state, in, "to");
            if (to == null) {
                return false;
            }
            state.properties.put(PERMUTATION, new AffineMapAttr(map));
            state.resultTypes.add(to);
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printOperand(in(op)).print(" ").print(AffinePrinter.toString(permutation(op)));
            MemRefSyntax.printTypeConversion(op, printer, List.of(PERMUTATION), "to");
        }

        @Override
        public void resultNames(Operation op, BiConsumer<OpResult, String> setName) {
            setName.accept(op.result(0), "transpose");
        }
    }
}

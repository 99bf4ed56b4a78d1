package dev.mlirj.dialect.memref;

import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.FoldResult;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpResult;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.ShapedType;
import dev.mlirj.ir.Value;
import java.util.List;

/**
 * MLIR 19's fold hooks of {@code memref.dim} (a static size, or the size operand of the alloc, alloca, view,
 * subview or reinterpret_cast that made the memref), {@code memref.rank} (of a ranked memref),
 * {@code memref.transpose} (an identity permutation) and, with {@code dim}, of {@code load}, {@code store},
 * {@code dealloc}, {@code copy} and {@code cast}: MLIR's {@code foldMemRefCast}, a {@code memref.cast} operand of a
 * ranked memref bypassed in place.
 */
final class MemRefFolders {
    private MemRefFolders() {
    }

    /** {@code definition} with its fold hook, when mlirj has one for it. */
    static OpDefinition withFolder(OpDefinition definition) {
        return switch (definition.name()) {
            case DimOp.NAME -> definition.withFolder(MemRefFolders::foldDim);
            case RankOp.NAME -> definition.withFolder((op, context, operands, results) ->
                    RankOp.memref(op).type() instanceof MemRefType m
                            && results.add(FoldResult.of(IntegerAttr.of(IndexType.INSTANCE, m.rank()))));
            case TransposeOp.NAME -> definition.withFolder((op, context, operands, results) ->
                    TransposeOp.permutation(op).isIdentity() && TransposeOp.in(op).type().equals(op.result(0).type())
                            && results.add(FoldResult.of(TransposeOp.in(op))));
            case AccessOps.LOAD, AccessOps.STORE, DeallocOp.NAME, CopyOp.NAME, CastOps.CAST ->
                    definition.withFolder((op, context, operands, results) -> foldMemRefCast(op));
            default -> definition;
        };
    }

    private static boolean foldDim(Operation op, MlirContext context, List<Attribute> operands,
                                   List<FoldResult> results) {
        if (!(operands.get(1) instanceof IntegerAttr indexAttr)
                || !(DimOp.source(op).type() instanceof MemRefType type)) {
            return false;
        }
        long index = indexAttr.value().longValue();
        if (index < 0 || index >= type.rank()) {
            return false;
        }
        int dim = (int) index;
        if (type.shape().get(dim) != ShapedType.DYNAMIC) {
            return results.add(FoldResult.of(IntegerAttr.of(IndexType.INSTANCE, type.shape().get(dim))));
        }
        int dynamicIndex = (int) type.shape().subList(0, dim).stream().filter(s -> s == ShapedType.DYNAMIC).count();
        if (DimOp.source(op) instanceof OpResult r) {
            Operation def = r.owner();
            switch (def.name().fullName()) {
                case AllocLikeOp.ALLOC, AllocLikeOp.ALLOCA -> {
                    return results.add(FoldResult.of(AllocLikeOp.dynamicSizes(def).get(dynamicIndex)));
                }
                case ViewOp.NAME -> {
                    return results.add(FoldResult.of(ViewOp.sizes(def).get(dynamicIndex)));
                }
                case SubViewOp.NAME -> {
                    boolean[] dropped = OffsetSizeAndStrideOp.droppedDims(def);
                    List<OpFoldResult> sizes = OffsetSizeAndStrideOp.mixedSizes(def);
                    for (int i = 0, kept = 0; i < dropped.length; i++) {
                        if (!dropped[i] && kept++ == dim) {
                            return sizes.get(i).value() != null && results.add(FoldResult.of(sizes.get(i).value()));
                        }
                    }
                    return false;
                }
                case ReinterpretCastOp.NAME -> {
                    Value size = OffsetSizeAndStrideOp.mixedSizes(def).get(dim).value();
                    return size != null && results.add(FoldResult.of(size));
                }
                default -> {
                }
            }
        }
        return foldMemRefCast(op);
    }

    /**
     * MLIR 19's {@code foldMemRefCast}: operands made by a {@code memref.cast} of a ranked memref become its
     * source.
     */
    static boolean foldMemRefCast(Operation op) {
        boolean folded = false;
        for (int i = 0; i < op.operandCount(); i++) {
            if (op.operand(i) instanceof OpResult r && r.owner().name().fullName().equals(CastOps.CAST)
                    && CastOps.source(r.owner()).type() instanceof MemRefType) {
                op.setOperand(i, CastOps.source(r.owner()));
                folded = true;
            }
        }
        return folded;
    }
}

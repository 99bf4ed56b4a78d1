package dev.mlirj.conversion.vectortollvm;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.memref.MemRef;
import dev.mlirj.dialect.vector.TransferOps;
import dev.mlirj.dialect.vector.Vector;
import dev.mlirj.dialect.vector.transforms.VectorLowerings;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.ShapedType;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.VectorType;
import dev.mlirj.transforms.dialectconversion.ConversionPattern;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import dev.mlirj.transforms.dialectconversion.TypeConverter;
import java.util.List;

/**
 * A 1-D {@code vector.transfer_read}/{@code transfer_write} that may run out of bounds, as MLIR 19's
 * {@code convert-vector-to-llvm} handles it with {@code MaterializeTransferMask} followed by the transfer
 * lowerings: the in-bounds mask is {@code vector.create_mask (dim - index)} of the last memref dimension
 * ({@code memref.dim}, or its static size as a constant after the index constant, as {@code createOrFold} leaves
 * it), combined with {@code arith.andi} with the transfer's own mask; the read becomes {@code vector.maskedload}
 * with the padding splat as pass-through, the write {@code vector.maskedstore}.
 *
 * <p>MLIR marks the transfer in bounds even when the load lowering then does not apply (a permuted map, a strided
 * last dimension, a mismatched element type), and leaves it; mlirj leaves such a transfer unchanged.
 */
final class TransferOpLowering extends ConversionPattern {
    private final boolean write;

    TransferOpLowering(TypeConverter converter, boolean write) {
        super(write ? TransferOps.TRANSFER_WRITE : TransferOps.TRANSFER_READ, 1, converter);
        this.write = write;
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        VectorType type = TransferOps.vectorType(op);
        List<Value> indices = TransferOps.indices(op);
        if (!TransferOps.hasOutOfBoundsDim(op) || type.rank() != 1 || indices.isEmpty()
                || !(TransferOps.source(op).type() instanceof MemRefType memref)
                || !TransferOps.permutationMap(op).equals(minorIdentity(memref.rank()))
                || !VectorLowerings.lastDimUnitStride(memref) || !memref.elementType().equals(type.elementType())) {
            return rewriter.notifyMatchFailure(op, "not an out-of-bounds 1-D minor identity transfer of scalars");
        }
        Location loc = op.location();
        var ctx = rewriter.context();
        int last = indices.size() - 1;
        Value position = Arith.constant(rewriter, loc, IndexType.INSTANCE, last);
        long size = memref.shape().get(last);
        Value dim = size == ShapedType.DYNAMIC
                ? MemRef.dim(rewriter, loc, TransferOps.source(op), position)
                : Arith.constant(rewriter, loc, IndexType.INSTANCE, size);
        Value remaining = Arith.subi(rewriter, loc, dim, indices.get(last));
        Value mask = Vector.createMask(rewriter, loc,
                new VectorType(type.shape(), type.scalable(), IntegerType.of(1)), remaining);
        if (TransferOps.mask(op) != null) {
            mask = Arith.andi(rewriter, loc, mask, TransferOps.mask(op));
        }
        if (write) {
            Vector.maskedStore(rewriter, loc, TransferOps.source(op), indices, mask, TransferOps.vector(op));
            rewriter.eraseOp(op);
        } else {
            Value fill = Vector.splat(rewriter, loc, TransferOps.padding(op), type);
            rewriter.replaceOp(op, List.of(Vector.maskedLoad(rewriter, loc, TransferOps.source(op),
                    indices, mask, fill)));
        }
        return true;
    }

    private static dev.mlirj.ir.affine.AffineMap minorIdentity(int rank) {
        return new dev.mlirj.ir.affine.AffineMap(rank, 0, List.of(new dev.mlirj.ir.affine.AffineDimExpr(rank - 1)));
    }
}

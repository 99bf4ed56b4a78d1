package dev.mlirj.conversion.affinetostandard;

import dev.mlirj.dialect.affine.AffineLoadOp;
import dev.mlirj.dialect.affine.AffineMemoryAccess;
import dev.mlirj.dialect.affine.AffineStoreOp;
import dev.mlirj.dialect.memref.MemRef;
import dev.mlirj.dialect.vector.Vector;
import dev.mlirj.ir.Diagnostic;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.VectorType;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import dev.mlirj.transforms.dialectconversion.OpConversionPattern;
import java.util.List;
import java.util.function.Consumer;

/**
 * An affine memory access to the access of the same memref at the expanded subscripts, one instance per operation
 * (MLIR's {@code AffineLoadLowering}, {@code AffineStoreLowering}, {@code AffineVectorLoadLowering} and
 * {@code AffineVectorStoreLowering}): {@code affine.load} / {@code affine.store} become {@code memref.load} /
 * {@code memref.store}, {@code affine.vector_load} / {@code affine.vector_store} become {@code vector.load} /
 * {@code vector.store} of the same vector type. Discardable attributes are not carried over, as in MLIR.
 */
final class AffineMemoryAccessLowering extends OpConversionPattern {
    private final Consumer<Diagnostic> errors;
    private final boolean vector;

    /** Lowers {@code opName}, one of the four affine memory accesses. */
    AffineMemoryAccessLowering(String opName, Consumer<Diagnostic> errors) {
        super(opName, null);
        this.errors = errors;
        this.vector = switch (opName) {
            case AffineLoadOp.NAME, AffineStoreOp.NAME -> false;
            case AffineLoadOp.VECTOR_NAME, AffineStoreOp.VECTOR_NAME -> true;
            default -> throw new IllegalArgumentException(opName + " is not an affine memory access");
        };
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        List<Value> indices = Lowering.expand(rewriter, op, AffineMemoryAccess.map(op),
                AffineMemoryAccess.mapOperands(op), errors);
        if (indices == null) {
            return rewriter.notifyMatchFailure(op, "the subscripts cannot be expanded");
        }
        Location loc = op.location();
        Value memref = AffineMemoryAccess.memref(op);
        if (op.resultCount() == 0) {
            if (vector) {
                Vector.store(rewriter, loc, AffineStoreOp.value(op), memref, indices);
            } else {
                MemRef.store(rewriter, loc, AffineStoreOp.value(op), memref, indices);
            }
            rewriter.eraseOp(op);
        } else {
            rewriter.replaceOp(op, List.of(vector
                    ? Vector.load(rewriter, loc, (VectorType) op.result(0).type(), memref, indices)
                    : MemRef.load(rewriter, loc, memref, indices)));
        }
        return true;
    }
}

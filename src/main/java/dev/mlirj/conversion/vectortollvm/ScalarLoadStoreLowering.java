package dev.mlirj.conversion.vectortollvm;

import dev.mlirj.dialect.builtin.VectorType;
import dev.mlirj.dialect.memref.MemRef;
import dev.mlirj.dialect.vector.VectorBuilder;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPattern;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import dev.mlirj.transforms.dialectconversion.TypeConverter;
import java.util.Collections;
import java.util.List;

/**
 * {@code vector.load} and {@code vector.store} of one element (0-D, or every dimension 1), as MLIR 19's
 * vector-level {@code VectorLoadToMemrefLoadLowering} and {@code VectorStoreToMemrefStoreLowering} (which its
 * {@code convert-vector-to-llvm} applies first) rewrite them: a load becomes {@code memref.load} of the scalar and
 * a {@code vector.broadcast} of it; a store becomes {@code vector.extractelement} (0-D) or {@code vector.extract}
 * at position zero, then {@code memref.store}. The {@code nontemporal} hint is dropped, as MLIR drops it.
 *
 * <p>MLIR applies these greedily, with folding, so that a broadcast that is only extracted again folds away;
 * mlirj rewrites them during the conversion and does not fold (the code is equivalent, not always identical).
 */
final class ScalarLoadStoreLowering extends ConversionPattern {
    private final boolean store;

    ScalarLoadStoreLowering(TypeConverter converter, boolean store) {
        super(store ? "vector.store" : "vector.load", 2, converter);
        this.store = store;
    }

    /** Whether a load or store of {@code type} is rewritten into a scalar one. */
    static boolean appliesTo(VectorType type) {
        return type.shape().stream().allMatch(d -> d == 1) && !type.scalable().contains(true);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        VectorType type = (VectorType) (store ? op.operand(0) : op.result(0)).type();
        if (!appliesTo(type)) {
            return rewriter.notifyMatchFailure(op, "not a one-element vector");
        }
        Location loc = op.location();
        var ctx = rewriter.context();
        int base = store ? 1 : 0;
        Value memref = op.operand(base);
        List<Value> indices = op.operands().subList(base + 1, op.operandCount());
        if (store) {
            Value scalar = type.rank() == 0
                    ? VectorBuilder.extractElement(rewriter, ctx, loc, op.operand(0), null)
                    : VectorBuilder.extract(rewriter, ctx, loc, op.operand(0),
                            Collections.nCopies(type.rank(), 0L));
            MemRef.store(rewriter, ctx, loc, scalar, memref, indices);
            rewriter.eraseOp(op);
        } else {
            Value scalar = MemRef.load(rewriter, ctx, loc, memref, indices);
            rewriter.replaceOp(op, List.of(VectorBuilder.broadcast(rewriter, ctx, loc, scalar, type)));
        }
        return true;
    }
}

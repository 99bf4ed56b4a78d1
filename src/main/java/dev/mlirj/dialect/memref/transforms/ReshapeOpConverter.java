package dev.mlirj.dialect.memref.transforms;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.memref.MemRef;
import dev.mlirj.dialect.memref.OpFoldResult;
import dev.mlirj.dialect.memref.ReshapeOp;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import dev.mlirj.transforms.dialectconversion.OpConversionPattern;
import java.util.Arrays;
import java.util.List;

/**
 * {@code memref.reshape} with a shape operand of static length as MLIR 19's {@code memref-expand} rewrites it: a
 * {@code memref.reinterpret_cast} to the result type at offset 0 with row-major strides. From the innermost
 * dimension out, a dynamic size is loaded from the shape (and cast to index), a static one is a constant; the
 * stride of each dimension is the running product, started at a constant 1 and multiplied by each size but the
 * outermost.
 */
final class ReshapeOpConverter extends OpConversionPattern {
    ReshapeOpConverter() {
        super(ReshapeOp.NAME, null);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        MemRefType shapeType = (MemRefType) ReshapeOp.shape(op).type();
        if (!shapeType.hasStaticShape() || !(op.result(0).type() instanceof MemRefType resultType)) {
            return rewriter.notifyMatchFailure(op, "the shape has a dynamic length");
        }
        Location loc = op.location();
        Value shape = adaptor.operands().get(1);
        int rank = resultType.rank();
        OpFoldResult[] sizes = new OpFoldResult[rank];
        OpFoldResult[] strides = new OpFoldResult[rank];
        Value stride = Arith.constant(rewriter, loc, IndexType.INSTANCE, 1);
        for (int i = rank - 1; i >= 0; i--) {
            Value size;
            long dim = resultType.shape().get(i);
            if (dim == MemRef.DYNAMIC) {
                Value index = Arith.constant(rewriter, loc, IndexType.INSTANCE, i);
                size = MemRef.load(rewriter, loc, shape, List.of(index));
                if (!(size.type() instanceof IndexType)) {
                    size = Arith.indexCast(rewriter, loc, size, IndexType.INSTANCE);
                }
                sizes[i] = OpFoldResult.of(size);
            } else {
                size = Arith.constant(rewriter, loc, IndexType.INSTANCE, dim);
                sizes[i] = OpFoldResult.of(dim);
            }
            strides[i] = OpFoldResult.of(stride);
            if (i > 0) {
                stride = Arith.muli(rewriter, loc, stride, size);
            }
        }
        rewriter.replaceOp(op, List.of(MemRef.reinterpretCast(rewriter, loc, adaptor.operands().get(0),
                resultType, OpFoldResult.of(0), Arrays.asList(sizes), Arrays.asList(strides))));
        return true;
    }
}

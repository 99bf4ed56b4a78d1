package dev.mlirj.dialect.memref.transforms;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.arith.CmpIPredicate;
import dev.mlirj.dialect.memref.CastOps;
import dev.mlirj.dialect.memref.ExtractStridedMetadataOp;
import dev.mlirj.dialect.memref.MemRef;
import dev.mlirj.interfaces.RuntimeVerifiableOpInterface;
import dev.mlirj.ir.Builder;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.ShapedType;
import dev.mlirj.ir.StridedLayoutAttr;
import dev.mlirj.ir.StridesAndOffset;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.UnrankedMemRefType;
import dev.mlirj.ir.Value;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * MLIR 19's {@code CastOpInterface}: a {@code memref.cast} to a ranked type checks what the result type states and
 * the source type does not: the rank (from an unranked source, {@code rank mismatch}), each static size the source
 * has dynamic ({@code size mismatch of dim N}), a static offset ({@code offset mismatch}) and each static stride
 * ({@code stride mismatch of dim N}), the last two read through a helper cast of the source to a fully dynamic
 * strided type and its {@code extract_strided_metadata}. A cast to an unranked type checks nothing.
 */
final class CastOpVerification implements RuntimeVerifiableOpInterface {
    @Override
    public void generateRuntimeVerification(Operation op, Builder b, Location loc) {
        Value source = CastOps.source(op);
        Type sourceType = source.type();
        if (!(CastOps.dest(op).type() instanceof MemRefType resultType)) {
            return;
        }
        if (sourceType instanceof UnrankedMemRefType) {
            Value sourceRank = MemRef.rank(b, loc, source);
            Value resultRank = RuntimeOpVerification.index(b, loc, resultType.rank());
            Value isSameRank = Arith.cmpi(b, loc, CmpIPredicate.EQ, sourceRank, resultRank);
            RuntimeOpVerification.check(b, loc, op, isSameRank, "rank mismatch");
        }

        // The source's offset and strides, through a cast to a fully dynamic strided type.
        List<Long> dynamic = Collections.nCopies(resultType.rank(), ShapedType.DYNAMIC);
        MemRefType dynamicStrides = new MemRefType(dynamic, resultType.elementType(),
                new StridedLayoutAttr(ShapedType.DYNAMIC, dynamic), resultType.memorySpace());
        Value helperCast = MemRef.cast(b, loc, source, dynamicStrides);
        Operation metadata = MemRef.extractStridedMetadata(b, loc, helperCast);

        List<Long> shape = resultType.shape();
        for (int i = 0; i < shape.size(); i++) {
            if (sourceType instanceof MemRefType ranked && ranked.shape().get(i) != ShapedType.DYNAMIC
                    || shape.get(i) == ShapedType.DYNAMIC) {
                continue;
            }
            Value sourceSize = RuntimeOpVerification.dim(b, loc, source, i);
            Value resultSize = RuntimeOpVerification.index(b, loc, shape.get(i));
            Value isSameSize = Arith.cmpi(b, loc, CmpIPredicate.EQ, sourceSize, resultSize);
            RuntimeOpVerification.check(b, loc, op, isSameSize, "size mismatch of dim " + i);
        }

        StridesAndOffset layout = StridesAndOffset.of(resultType);
        if (layout == null) {
            return;
        }
        if (layout.offset() != ShapedType.DYNAMIC) {
            Value resultOffset = RuntimeOpVerification.index(b, loc, layout.offset());
            Value isSameOffset = Arith.cmpi(b, loc, CmpIPredicate.EQ, ExtractStridedMetadataOp.offset(metadata),
                    resultOffset);
            RuntimeOpVerification.check(b, loc, op, isSameOffset, "offset mismatch");
        }
        List<Long> strides = new ArrayList<>(layout.strides());
        for (int i = 0; i < strides.size(); i++) {
            if (strides.get(i) == ShapedType.DYNAMIC) {
                continue;
            }
            Value resultStride = RuntimeOpVerification.index(b, loc, strides.get(i));
            Value isSameStride = Arith.cmpi(b, loc, CmpIPredicate.EQ,
                    ExtractStridedMetadataOp.strides(metadata).get(i), resultStride);
            RuntimeOpVerification.check(b, loc, op, isSameStride, "stride mismatch of dim " + i);
        }
    }
}

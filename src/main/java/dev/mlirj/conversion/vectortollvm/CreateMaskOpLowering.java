package dev.mlirj.conversion.vectortollvm;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.arith.CmpIPredicate;
import dev.mlirj.dialect.vector.MaskOps;
import dev.mlirj.dialect.vector.Vector;
import dev.mlirj.ir.DenseElementsAttr;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.VectorType;
import dev.mlirj.transforms.dialectconversion.ConversionPattern;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import dev.mlirj.transforms.dialectconversion.TypeConverter;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * A 0-D or 1-D {@code vector.create_mask}, as MLIR 19's mask materialization ({@code VectorCreateMaskOpRewritePattern}
 * with {@code buildVectorComparison}) rewrites it during {@code convert-vector-to-llvm}: the lane numbers as an
 * {@code arith.constant} vector of {@code i32} ({@code force-32bit-vector-indices}, the default) or {@code i64},
 * compared {@code slt} with a {@code vector.splat} of the bound ({@code arith.index_cast} to that width). The
 * arith operations are left for {@code convert-arith-to-llvm}. n-D masks are lowered before, at the vector level.
 */
final class CreateMaskOpLowering extends ConversionPattern {
    private final boolean force32BitIndices;

    CreateMaskOpLowering(TypeConverter converter, boolean force32BitIndices) {
        super(MaskOps.CREATE_MASK, 1, converter);
        this.force32BitIndices = force32BitIndices;
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        VectorType type = (VectorType) MaskOps.result(op).type();
        if (type.rank() > 1 || type.scalable().contains(true)) {
            return rewriter.notifyMatchFailure(op, "n-D and scalable masks are not materialized here");
        }
        rewriter.replaceOp(op, List.of(laneMask(rewriter, op.location(), type, MaskOps.operands(op).getFirst(),
                force32BitIndices)));
        return true;
    }

    /** MLIR's {@code buildVectorComparison} without offset: lane {@code i} of {@code type} is set when i < bound. */
    static Value laneMask(ConversionPatternRewriter rewriter, Location loc, VectorType type, Value bound,
                          boolean force32BitIndices) {
        var ctx = rewriter.context();
        IntegerType width = IntegerType.of(force32BitIndices ? 32 : 64);
        long lanes = type.rank() == 0 ? 1 : type.shape().getFirst();
        List<BigInteger> numbers = new ArrayList<>();
        for (long i = 0; i < lanes; i++) {
            numbers.add(BigInteger.valueOf(i));
        }
        VectorType indexVector = new VectorType(type.shape(), type.scalable(), width);
        Value indices = Arith.constant(rewriter, loc, new DenseElementsAttr(indexVector, numbers, false));
        Value cast = bound.type().equals(width) ? bound : Arith.indexCast(rewriter, loc, bound, width);
        Value bounds = Vector.splat(rewriter, loc, cast, indexVector);
        return Arith.cmpi(rewriter, loc, CmpIPredicate.SLT, indices, bounds);
    }
}

package dev.mlirj.dialect.arith.transforms;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.arith.BinaryOps;
import dev.mlirj.dialect.arith.CmpFPredicate;
import dev.mlirj.dialect.arith.CmpIPredicate;
import dev.mlirj.ir.DenseElementsAttr;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.RankedTensorType;
import dev.mlirj.ir.ShapedType;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.VectorType;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.RewritePatternSet;
import java.math.BigInteger;
import java.util.List;

/**
 * The expansions of arith operations into simpler arith operations, MLIR's {@code Arith/Transforms/ExpandOps}:
 * {@code ceildivsi}, {@code ceildivui} and {@code floordivsi} into divisions and selects; the float
 * minimum/maximum operations into comparisons and selects with their NaN rules; the integer ones into a compare and
 * a select; and, when asked, {@code extf}/{@code truncf} between {@code bf16} and {@code f32} into integer bit
 * manipulation. The patterns have no type converter and build with {@link Arith}; each is its own class.
 */
public final class ExpandOps {
    private ExpandOps() {
    }

    /** MLIR's {@code populateCeilFloorDivExpandOpsPatterns}: {@code ceildivsi ceildivui floordivsi}. */
    public static void populateCeilFloorDivExpandOpsPatterns(RewritePatternSet patterns) {
        patterns.add(new CeilDivSIOpConverter(), new CeilDivUIOpConverter(), new FloorDivSIOpConverter());
    }

    /** MLIR's {@code populateArithExpandOpsPatterns}: the division patterns and the minimum/maximum ones. */
    public static void populateArithExpandOpsPatterns(RewritePatternSet patterns) {
        populateCeilFloorDivExpandOpsPatterns(patterns);
        patterns.add(new MaxMinIOpConverter(BinaryOps.MAXSI, CmpIPredicate.SGT),
                new MaxMinIOpConverter(BinaryOps.MAXUI, CmpIPredicate.UGT),
                new MaxMinIOpConverter(BinaryOps.MINSI, CmpIPredicate.SLT),
                new MaxMinIOpConverter(BinaryOps.MINUI, CmpIPredicate.ULT),
                new MaximumMinimumFOpConverter(BinaryOps.MAXIMUMF, CmpFPredicate.UGT),
                new MaximumMinimumFOpConverter(BinaryOps.MINIMUMF, CmpFPredicate.ULT),
                new MaxNumMinNumFOpConverter(BinaryOps.MAXNUMF, CmpFPredicate.UGT),
                new MaxNumMinNumFOpConverter(BinaryOps.MINNUMF, CmpFPredicate.ULT));
    }

    /** MLIR's {@code populateExpandBFloat16Patterns}: {@code extf} bf16 to f32 and {@code truncf} f32 to bf16. */
    public static void populateExpandBFloat16Patterns(RewritePatternSet patterns) {
        patterns.add(new BFloat16ExtFOpConverter(), new BFloat16TruncFOpConverter());
    }

    /**
     * MLIR's {@code createConst}: an {@code arith.constant} of {@code type} holding {@code value}, a splat when
     * {@code type} is a vector or tensor.
     */
    static Value createConst(ConversionPatternRewriter rewriter, Location location, Type type, long value) {
        if (type instanceof ShapedType shaped) {
            return Arith.constant(rewriter, location, new DenseElementsAttr(shaped,
                    List.of(BigInteger.valueOf(value)), true));
        }
        return Arith.constant(rewriter, location, IntegerAttr.of(type, value));
    }

    /** The element type of a vector or tensor, or {@code type} itself. */
    static Type elementTypeOrSelf(Type type) {
        return type instanceof ShapedType s ? s.elementType() : type;
    }

    /** {@code type} with its element type replaced (MLIR's {@code ShapedType::clone}), or {@code element}. */
    static Type withElementType(Type type, Type element) {
        return switch (type) {
            case VectorType v -> new VectorType(v.shape(), v.scalable(), element);
            case RankedTensorType t -> new RankedTensorType(t.shape(), element, t.encoding());
            case ShapedType s -> throw new IllegalArgumentException("cannot change the element type of " + s);
            default -> element;
        };
    }
}

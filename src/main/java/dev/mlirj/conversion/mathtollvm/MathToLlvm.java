package dev.mlirj.conversion.mathtollvm;

import static dev.mlirj.conversion.arithcommon.AttrToLlvmConverter.FASTMATH;
import static dev.mlirj.conversion.llvmcommon.AttrConvert.PASS_THROUGH;

import dev.mlirj.conversion.llvmcommon.AttrConvert;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.conversion.llvmcommon.VectorConvertToLlvmPattern;
import dev.mlirj.dialect.llvm.LlvmIntrinsicOps;
import dev.mlirj.dialect.math.MathOps;
import dev.mlirj.transforms.dialectconversion.RewritePatternSet;
import java.util.List;

/**
 * The lowering of the math dialect to the LLVM dialect, MLIR 19's {@code MathToLLVM}
 * ({@code populateMathToLLVMConversionPatterns}): the operations LLVM has an intrinsic for are the rows of
 * {@link #ONE_TO_ONE} (fast-math flags carried over); {@code ctlz}, {@code cttz} and {@code absi} get the
 * intrinsic's boolean immediate set to false ({@link IntOpWithFlagLowering}); {@code expm1}, {@code log1p} (only
 * when approximating) and {@code rsqrt} are expanded around a constant 1.0 ({@link OneConstantLowering}). The
 * other math operations ({@code tan}, {@code atan}, {@code erf}, {@code ipowi}, ...) are left for
 * {@code convert-math-to-libm} or {@code convert-math-to-funcs}, as in MLIR.
 */
public final class MathToLlvm {
    /**
     * One row of the one-to-one table.
     *
     * @param source      the math operation
     * @param target      the LLVM intrinsic operation it becomes
     * @param attrConvert how its attributes become the target's
     */
    public record Row(String source, String target, AttrConvert attrConvert) {
    }

    /** The math operations lowered one to one, as MLIR 19's {@code VectorConvertToLLVMPattern} instances. */
    public static final List<Row> ONE_TO_ONE = List.of(
            new Row(MathOps.ABSF, LlvmIntrinsicOps.FABS, FASTMATH),
            new Row(MathOps.CEIL, LlvmIntrinsicOps.CEIL, FASTMATH),
            new Row(MathOps.COPYSIGN, LlvmIntrinsicOps.COPYSIGN, FASTMATH),
            new Row(MathOps.COS, LlvmIntrinsicOps.COS, FASTMATH),
            new Row(MathOps.CTPOP, LlvmIntrinsicOps.CTPOP, PASS_THROUGH),
            new Row(MathOps.EXP2, LlvmIntrinsicOps.EXP2, FASTMATH),
            new Row(MathOps.EXP, LlvmIntrinsicOps.EXP, FASTMATH),
            new Row(MathOps.FLOOR, LlvmIntrinsicOps.FLOOR, FASTMATH),
            new Row(MathOps.FMA, LlvmIntrinsicOps.FMA, FASTMATH),
            new Row(MathOps.LOG10, LlvmIntrinsicOps.LOG10, FASTMATH),
            new Row(MathOps.LOG2, LlvmIntrinsicOps.LOG2, FASTMATH),
            new Row(MathOps.LOG, LlvmIntrinsicOps.LOG, FASTMATH),
            new Row(MathOps.POWF, LlvmIntrinsicOps.POW, FASTMATH),
            new Row(MathOps.FPOWI, LlvmIntrinsicOps.POWI, FASTMATH),
            new Row(MathOps.ROUNDEVEN, LlvmIntrinsicOps.ROUNDEVEN, FASTMATH),
            new Row(MathOps.ROUND, LlvmIntrinsicOps.ROUND, FASTMATH),
            new Row(MathOps.SIN, LlvmIntrinsicOps.SIN, FASTMATH),
            new Row(MathOps.SQRT, LlvmIntrinsicOps.SQRT, FASTMATH),
            new Row(MathOps.TRUNC, LlvmIntrinsicOps.TRUNC, FASTMATH));

    private MathToLlvm() {
    }

    /**
     * MLIR's {@code populateMathToLLVMConversionPatterns}: adds every math lowering to {@code patterns};
     * {@code math.log1p} only when {@code approximateLog1p}.
     */
    public static void populatePatterns(LlvmTypeConverter converter, RewritePatternSet patterns,
                                        boolean approximateLog1p) {
        if (approximateLog1p) {
            patterns.add(new Log1pOpLowering(converter));
        }
        for (Row row : ONE_TO_ONE) {
            patterns.add(new VectorConvertToLlvmPattern(row.source(), row.target(), row.attrConvert(), converter));
        }
        patterns.add(
                new IntOpWithFlagLowering(MathOps.ABSI, LlvmIntrinsicOps.ABS, LlvmIntrinsicOps.IS_INT_MIN_POISON,
                        converter),
                new IntOpWithFlagLowering(MathOps.CTLZ, LlvmIntrinsicOps.CTLZ, LlvmIntrinsicOps.IS_ZERO_POISON,
                        converter),
                new IntOpWithFlagLowering(MathOps.CTTZ, LlvmIntrinsicOps.CTTZ, LlvmIntrinsicOps.IS_ZERO_POISON,
                        converter),
                new ExpM1OpLowering(converter),
                new RsqrtOpLowering(converter));
    }
}

package dev.mlirj.conversion.mathtollvm;

import static dev.mlirj.conversion.arithcommon.AttrToLlvmConverter.FASTMATH;
import static dev.mlirj.conversion.llvmcommon.AttrConvert.PASS_THROUGH;

import dev.mlirj.conversion.llvmcommon.AttrConvert;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.conversion.llvmcommon.VectorConvertToLlvmPattern;
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
            new Row("math.absf", "llvm.intr.fabs", FASTMATH),
            new Row("math.ceil", "llvm.intr.ceil", FASTMATH),
            new Row("math.copysign", "llvm.intr.copysign", FASTMATH),
            new Row("math.cos", "llvm.intr.cos", FASTMATH),
            new Row("math.ctpop", "llvm.intr.ctpop", PASS_THROUGH),
            new Row("math.exp2", "llvm.intr.exp2", FASTMATH),
            new Row("math.exp", "llvm.intr.exp", FASTMATH),
            new Row("math.floor", "llvm.intr.floor", FASTMATH),
            new Row("math.fma", "llvm.intr.fma", FASTMATH),
            new Row("math.log10", "llvm.intr.log10", FASTMATH),
            new Row("math.log2", "llvm.intr.log2", FASTMATH),
            new Row("math.log", "llvm.intr.log", FASTMATH),
            new Row("math.powf", "llvm.intr.pow", FASTMATH),
            new Row("math.fpowi", "llvm.intr.powi", FASTMATH),
            new Row("math.roundeven", "llvm.intr.roundeven", FASTMATH),
            new Row("math.round", "llvm.intr.round", FASTMATH),
            new Row("math.sin", "llvm.intr.sin", FASTMATH),
            new Row("math.sqrt", "llvm.intr.sqrt", FASTMATH),
            new Row("math.trunc", "llvm.intr.trunc", FASTMATH));

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
        patterns.add(new IntOpWithFlagLowering("math.absi", "llvm.intr.abs", "is_int_min_poison", converter),
                new IntOpWithFlagLowering("math.ctlz", "llvm.intr.ctlz", "is_zero_poison", converter),
                new IntOpWithFlagLowering("math.cttz", "llvm.intr.cttz", "is_zero_poison", converter),
                new ExpM1OpLowering(converter),
                new RsqrtOpLowering(converter));
    }
}

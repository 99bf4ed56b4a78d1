package dev.mlirj.conversion.arithcommon;

import dev.mlirj.conversion.llvmcommon.AttrConvert;
import dev.mlirj.dialect.arith.FastMathFlagsAttr;
import dev.mlirj.dialect.arith.IntegerOverflowFlagsAttr;
import dev.mlirj.dialect.llvm.FastmathFlagsAttr;
import dev.mlirj.dialect.llvm.LlvmConstrainedFpOps;
import dev.mlirj.ir.Attribute;
import java.util.Map;

/**
 * The conversions of arith's flag attributes to the LLVM dialect's, MLIR's {@code ArithCommon/AttrToLLVMConverter}:
 * {@code fastmath = #arith.fastmath<...>} becomes {@code fastmathFlags = #llvm.fastmath<...>} (the same flags;
 * {@code none} when the source has none), {@code overflowFlags = #arith.overflow<...>} becomes
 * {@code overflowFlags = #llvm.overflow<...>}; every other attribute passes through unchanged.
 */
public final class AttrToLlvmConverter {
    /** The name of arith's fast-math attribute. */
    public static final String ARITH_FASTMATH = "fastmath";
    /** The name of the LLVM dialect's fast-math property. */
    public static final String LLVM_FASTMATH = "fastmathFlags";
    /** The name of the overflow flags attribute, in arith and in the LLVM dialect. */
    public static final String OVERFLOW_FLAGS = "overflowFlags";

    /** MLIR's {@code AttrConvertFastMathToLLVM}. */
    public static final AttrConvert FASTMATH = op -> {
        Map<String, Attribute> attrs = AttrConvert.allAttributes(op);
        Attribute flags = attrs.remove(ARITH_FASTMATH);
        attrs.put(LLVM_FASTMATH, flags instanceof FastMathFlagsAttr f ? convertFastMathFlags(f)
                : FastmathFlagsAttr.NONE);
        return attrs;
    };

    /** MLIR's {@code AttrConvertOverflowToLLVM}. */
    public static final AttrConvert OVERFLOW = op -> {
        Map<String, Attribute> attrs = AttrConvert.allAttributes(op);
        Attribute flags = attrs.remove(OVERFLOW_FLAGS);
        attrs.put(OVERFLOW_FLAGS, flags instanceof IntegerOverflowFlagsAttr f ? convertOverflowFlags(f)
                : dev.mlirj.dialect.llvm.IntegerOverflowFlagsAttr.NONE);
        return attrs;
    };

    /** The name of the rounding-mode attribute, in arith ({@code #arith} enum as i32) and in the LLVM dialect (i64). */
    public static final String ROUNDING_MODE = "roundingmode";

    /**
     * MLIR's {@code AttrConverterConstrainedFPToLLVM}: arith's rounding mode becomes the LLVM dialect's
     * ({@link #convertRoundingMode}), the exception behaviour {@code ignore}; every other attribute passes through.
     */
    public static final AttrConvert CONSTRAINED_FP = op -> {
        Map<String, Attribute> attrs = AttrConvert.allAttributes(op);
        if (!(attrs.remove(ROUNDING_MODE) instanceof dev.mlirj.ir.IntegerAttr mode)) {
            throw new IllegalArgumentException(op.name() + " has no rounding mode to convert");
        }
        attrs.put(ROUNDING_MODE, LlvmConstrainedFpOps.roundingMode(convertRoundingMode(
                dev.mlirj.dialect.arith.RoundingMode.values()[mode.value().intValueExact()])));
        attrs.put(LlvmConstrainedFpOps.EXCEPTION_BEHAVIOR, LlvmConstrainedFpOps.exceptionBehavior(0));
        return attrs;
    };

    private AttrToLlvmConverter() {
    }

    /** MLIR's {@code convertArithFastMathFlagsToLLVM}: the same flags in the LLVM dialect's encoding. */
    public static FastmathFlagsAttr convertFastMathFlags(FastMathFlagsAttr flags) {
        int bits = 0;
        String[] names = {"reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn"};
        int[] arithBits = {FastMathFlagsAttr.REASSOC, FastMathFlagsAttr.NNAN, FastMathFlagsAttr.NINF,
            FastMathFlagsAttr.NSZ, FastMathFlagsAttr.ARCP, FastMathFlagsAttr.CONTRACT, FastMathFlagsAttr.AFN};
        for (int i = 0; i < names.length; i++) {
            if (flags.has(arithBits[i])) {
                bits |= 1 << FastmathFlagsAttr.FLAGS.indexOf(names[i]);
            }
        }
        return new FastmathFlagsAttr(bits);
    }

    /**
     * MLIR's {@code convertArithRoundingModeToLLVM}: the {@code llvm::RoundingMode} value of an arith rounding mode
     * ({@code towardzero} 0, {@code tonearest} 1, {@code upward} 2, {@code downward} 3, {@code tonearestaway} 4).
     */
    public static long convertRoundingMode(dev.mlirj.dialect.arith.RoundingMode mode) {
        return switch (mode) {
            case TO_NEAREST_EVEN -> 1;
            case DOWNWARD -> 3;
            case UPWARD -> 2;
            case TOWARD_ZERO -> 0;
            case TO_NEAREST_AWAY -> 4;
        };
    }

    /** MLIR's {@code convertArithOverflowFlagsToLLVM}: {@code nsw} and {@code nuw} carried over. */
    public static dev.mlirj.dialect.llvm.IntegerOverflowFlagsAttr convertOverflowFlags(IntegerOverflowFlagsAttr flags) {
        int bits = 0;
        if (flags.has(IntegerOverflowFlagsAttr.NSW)) {
            bits |= 1 << dev.mlirj.dialect.llvm.IntegerOverflowFlagsAttr.FLAGS.indexOf("nsw");
        }
        if (flags.has(IntegerOverflowFlagsAttr.NUW)) {
            bits |= 1 << dev.mlirj.dialect.llvm.IntegerOverflowFlagsAttr.FLAGS.indexOf("nuw");
        }
        return new dev.mlirj.dialect.llvm.IntegerOverflowFlagsAttr(bits);
    }
}

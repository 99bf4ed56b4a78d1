package dev.mlirj.conversion.arithcommon;

import dev.mlirj.conversion.llvmcommon.AttrConvert;
import dev.mlirj.dialect.arith.BinaryOps;
import dev.mlirj.dialect.arith.CastOps;
import dev.mlirj.dialect.arith.FastMathFlagsAttr;
import dev.mlirj.dialect.arith.FastMathSyntax;
import dev.mlirj.dialect.arith.IntegerOverflowFlagsAttr;
import dev.mlirj.dialect.llvm.FPExceptionBehavior;
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
    /** The name of the fast-math attribute of arith, math and complex operations. */
    public static final String ARITH_FASTMATH = FastMathSyntax.ATTR;
    /** The name of the LLVM dialect's fast-math property. */
    public static final String LLVM_FASTMATH = FastmathFlagsAttr.PROPERTY;
    /** The name of the overflow flags attribute, in arith and in the LLVM dialect. */
    public static final String OVERFLOW_FLAGS = dev.mlirj.dialect.llvm.IntegerOverflowFlagsAttr.PROPERTY;

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
        Attribute flags = attrs.remove(BinaryOps.OVERFLOW_FLAGS);
        attrs.put(OVERFLOW_FLAGS, flags instanceof IntegerOverflowFlagsAttr f ? convertOverflowFlags(f)
                : dev.mlirj.dialect.llvm.IntegerOverflowFlagsAttr.NONE);
        return attrs;
    };

    /** The name of the LLVM dialect's rounding-mode attribute (an i64; arith's is {@link CastOps#ROUNDING_MODE}). */
    public static final String ROUNDING_MODE = LlvmConstrainedFpOps.ROUNDING_MODE;

    /**
     * MLIR's {@code AttrConverterConstrainedFPToLLVM}: arith's rounding mode becomes the LLVM dialect's
     * ({@link #convertRoundingMode}), the exception behaviour {@code ignore}; every other attribute passes through.
     */
    public static final AttrConvert CONSTRAINED_FP = op -> {
        dev.mlirj.dialect.arith.RoundingMode mode = CastOps.roundingmode(op);
        if (mode == null) {
            throw new IllegalArgumentException(op.name() + " has no rounding mode to convert");
        }
        Map<String, Attribute> attrs = AttrConvert.allAttributes(op);
        attrs.remove(CastOps.ROUNDING_MODE);
        attrs.put(ROUNDING_MODE, LlvmConstrainedFpOps.roundingModeAttr(convertRoundingMode(mode)));
        attrs.put(LlvmConstrainedFpOps.EXCEPTION_BEHAVIOR,
                LlvmConstrainedFpOps.exceptionBehaviorAttr(FPExceptionBehavior.IGNORE));
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

    /** MLIR's {@code convertArithRoundingModeToLLVM}: the LLVM dialect's rounding mode of an arith one. */
    public static dev.mlirj.dialect.llvm.RoundingMode convertRoundingMode(dev.mlirj.dialect.arith.RoundingMode mode) {
        return switch (mode) {
            case TO_NEAREST_EVEN -> dev.mlirj.dialect.llvm.RoundingMode.NEAREST_TIES_TO_EVEN;
            case DOWNWARD -> dev.mlirj.dialect.llvm.RoundingMode.TOWARD_NEGATIVE;
            case UPWARD -> dev.mlirj.dialect.llvm.RoundingMode.TOWARD_POSITIVE;
            case TOWARD_ZERO -> dev.mlirj.dialect.llvm.RoundingMode.TOWARD_ZERO;
            case TO_NEAREST_AWAY -> dev.mlirj.dialect.llvm.RoundingMode.NEAREST_TIES_TO_AWAY;
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

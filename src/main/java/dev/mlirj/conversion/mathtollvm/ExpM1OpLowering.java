package dev.mlirj.conversion.mathtollvm;

import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.dialect.llvm.FastmathFlagsAttr;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.dialect.llvm.LlvmIntrinsicOps;
import dev.mlirj.dialect.math.MathOps;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;

/**
 * {@code math.expm1 x} to {@code llvm.fsub(llvm.intr.exp(x), 1.0)}, as MLIR 19's {@code ExpM1OpLowering} (which
 * loses expm1's precision near 0, as MLIR's does). Immutable.
 */
final class ExpM1OpLowering extends OneConstantLowering {
    ExpM1OpLowering(LlvmTypeConverter converter) {
        super(MathOps.EXPM1, converter);
    }

    @Override
    Value combine(ConversionPatternRewriter rewriter, Location loc, Type type, Value one, Value operand,
                  FastmathFlagsAttr flags) {
        Value exp = intrinsic(rewriter, loc, LlvmIntrinsicOps.EXP, type, operand, flags);
        return Llvm.fsub(rewriter, loc, exp, one, flags);
    }
}

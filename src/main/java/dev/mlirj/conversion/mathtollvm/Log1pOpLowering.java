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
 * {@code math.log1p x} to {@code llvm.intr.log(llvm.fadd(1.0, x))}, as MLIR 19's {@code Log1pOpLowering}, added
 * only with the pass's {@code approximate-log1p} option (the default). Immutable.
 */
final class Log1pOpLowering extends OneConstantLowering {
    Log1pOpLowering(LlvmTypeConverter converter) {
        super(MathOps.LOG1P, converter);
    }

    @Override
    Value combine(ConversionPatternRewriter rewriter, Location loc, Type type, Value one, Value operand,
                  FastmathFlagsAttr flags) {
        Value add = Llvm.fadd(rewriter, loc, one, operand, flags);
        return intrinsic(rewriter, loc, LlvmIntrinsicOps.LOG, type, add, flags);
    }
}

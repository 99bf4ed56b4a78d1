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

/** {@code math.rsqrt x} to {@code llvm.fdiv(1.0, llvm.intr.sqrt(x))}, as MLIR 19's {@code RsqrtOpLowering}. Immutable. */
final class RsqrtOpLowering extends OneConstantLowering {
    RsqrtOpLowering(LlvmTypeConverter converter) {
        super(MathOps.RSQRT, converter);
    }

    @Override
    Value combine(ConversionPatternRewriter rewriter, Location loc, Type type, Value one, Value operand,
                  FastmathFlagsAttr flags) {
        Value sqrt = intrinsic(rewriter, loc, LlvmIntrinsicOps.SQRT, type, operand, flags);
        return Llvm.fdiv(rewriter, loc, one, sqrt, flags);
    }
}

package dev.mlirj.conversion.mathtollvm;

import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.dialect.llvm.FastmathFlagsAttr;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;

/** {@code math.rsqrt x} to {@code llvm.fdiv(1.0, llvm.intr.sqrt(x))}, as MLIR 19's {@code RsqrtOpLowering}. Immutable. */
final class RsqrtOpLowering extends OneConstantLowering {
    RsqrtOpLowering(LlvmTypeConverter converter) {
        super("math.rsqrt", converter);
    }

    @Override
    Value combine(ConversionPatternRewriter rewriter, Location loc, Type type, Value one, Value operand,
                  FastmathFlagsAttr flags) {
        Value sqrt = intrinsic(rewriter, loc, "llvm.intr.sqrt", type, operand, flags);
        return Llvm.binary(rewriter, loc, "fdiv", one, sqrt, flags);
    }
}

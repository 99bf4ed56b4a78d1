package dev.mlirj.conversion.complextollvm;

import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.dialect.complex.ComplexOps;
import dev.mlirj.dialect.llvm.FastmathFlagsAttr;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.dialect.llvm.LlvmIntrinsicOps;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import java.util.List;

/**
 * {@code complex.abs}, MLIR 19's {@code AbsOpConversion}: {@code llvm.intr.sqrt(re*re + im*im)}, the products and
 * sum with the operation's fast-math flags, the square root with none (it overflows for parts beyond the square
 * root of the largest float, as MLIR 19's does).
 */
final class AbsOpConversion extends ComplexPattern {
    AbsOpConversion(LlvmTypeConverter converter) {
        super(ComplexOps.ABS, converter);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        Location loc = op.location();
        ComplexStructBuilder z = operand(rewriter, adaptor, 0);
        Value re = z.real(rewriter, loc);
        Value im = z.imaginary(rewriter, loc);
        FastmathFlagsAttr f = fastmath(op);
        Value reSq = Llvm.fmul(rewriter, op.location(), re, re, f);
        Value imSq = Llvm.fmul(rewriter, op.location(), im, im, f);
        Value sqNorm = Llvm.fadd(rewriter, op.location(), reSq, imSq, f);
        rewriter.replaceOp(op, List.of(Llvm.floatIntrinsic(rewriter, loc, LlvmIntrinsicOps.SQRT, null, sqNorm)));
        return true;
    }
}

package dev.mlirj.conversion.complextostandard;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.arith.BinaryOps;
import dev.mlirj.dialect.arith.FastMathFlagsAttr;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import dev.mlirj.transforms.dialectconversion.OpConversionPattern;
import java.util.List;

/**
 * {@code complex.add} and {@code complex.sub}, MLIR's {@code BinaryComplexOpConversion}: {@code arith.addf} (or
 * {@code subf}) of the real parts and of the imaginary parts, with the operation's fast-math flags.
 */
final class BinaryComplexOpConversion extends OpConversionPattern {
    private final String arithOp;

    /** Lowers {@code opName} with {@code arithOp} (a {@link BinaryOps} constant) on each part. */
    BinaryComplexOpConversion(String opName, String arithOp) {
        super(opName, null);
        this.arithOp = arithOp;
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        FastMathFlagsAttr flags = Parts.fastmath(op);
        var ctx = rewriter.context();
        Value lhsRe = Parts.re(rewriter, op, adaptor.operand(0));
        Value rhsRe = Parts.re(rewriter, op, adaptor.operand(1));
        Value re = Arith.binary(rewriter, op.location(), arithOp, lhsRe, rhsRe, flags);
        Value lhsIm = Parts.im(rewriter, op, adaptor.operand(0));
        Value rhsIm = Parts.im(rewriter, op, adaptor.operand(1));
        Value im = Arith.binary(rewriter, op.location(), arithOp, lhsIm, rhsIm, flags);
        rewriter.replaceOp(op, List.of(Parts.create(rewriter, op, re, im)));
        return true;
    }
}

package dev.mlirj.conversion.complextollvm;

import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.dialect.llvm.FastmathFlagsAttr;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;

/**
 * {@code complex.add} and {@code complex.sub}, MLIR's {@code AddOpConversion} and {@code SubOpConversion}: the
 * parts of both operands, then {@code llvm.fadd} (or {@code llvm.fsub}) of the real and of the imaginary parts
 * with the operation's fast-math flags, packed into a new struct.
 */
final class AddSubOpConversion extends BinaryComplexPattern {
    private final String llvmOp;

    /** Lowers {@code opName} with the LLVM operation {@code llvmOp} ({@code fadd} or {@code fsub}) on each part. */
    AddSubOpConversion(String opName, String llvmOp, LlvmTypeConverter converter) {
        super(opName, converter);
        this.llvmOp = llvmOp;
    }

    @Override
    boolean rewrite(Operation op, BinaryOperands p, ComplexStructBuilder result, FastmathFlagsAttr flags,
                    ConversionPatternRewriter rewriter) {
        Value re = arith(rewriter, op, llvmOp, p.lhsRe(), p.rhsRe(), flags);
        Value im = arith(rewriter, op, llvmOp, p.lhsIm(), p.rhsIm(), flags);
        return replaceWithParts(rewriter, op, result, re, im);
    }
}

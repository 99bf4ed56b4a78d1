package dev.mlirj.conversion.complextollvm;

import dev.mlirj.conversion.arithcommon.AttrToLlvmConverter;
import dev.mlirj.conversion.llvmcommon.ConvertOpToLlvmPattern;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.dialect.complex.ComplexOps;
import dev.mlirj.dialect.llvm.FastmathFlagsAttr;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;

/**
 * The base of the complex lowering patterns: a complex operation's fast-math flags as the LLVM dialect's (MLIR 19
 * puts them on every floating-point operation a pattern emits), the parts of the operands, and floating-point
 * arithmetic on them.
 */
abstract class ComplexPattern extends ConvertOpToLlvmPattern {
    ComplexPattern(String opName, LlvmTypeConverter converter) {
        super(opName, converter);
    }

    /** The operation's {@code fastmath} as {@code #llvm.fastmath<...>} ({@code none} when it has none). */
    static FastmathFlagsAttr fastmath(Operation op) {
        return AttrToLlvmConverter.convertFastMathFlags(ComplexOps.fastmath(op));
    }

    /** The complex struct of converted operand {@code index}. */
    static ComplexStructBuilder operand(ConversionPatternRewriter rewriter, OpAdaptor adaptor, int index) {
        return new ComplexStructBuilder(rewriter.context(), adaptor.operand(index));
    }

    /** The float binary operation {@code name} ({@link dev.mlirj.dialect.llvm.LlvmArithOps}') with {@code flags}. */
    static Value arith(ConversionPatternRewriter rewriter, Operation op, String name, Value lhs, Value rhs,
                       FastmathFlagsAttr flags) {
        return Llvm.binary(rewriter, op.location(), name, lhs, rhs, flags);
    }

    /** A new undefined struct of the converted result type, or null when it does not convert. */
    ComplexStructBuilder undefResult(ConversionPatternRewriter rewriter, Operation op) {
        var type = llvmTypeConverter().convertType(ComplexOps.result(op).type());
        return type == null ? null : ComplexStructBuilder.undef(rewriter, op.location(), type);
    }

    /**
     * The parts of a binary operation's converted operands, extracted in MLIR's order (lhs real, lhs imaginary,
     * rhs real, rhs imaginary): its {@code unpackBinaryComplexOperands}.
     */
    record BinaryOperands(Value lhsRe, Value lhsIm, Value rhsRe, Value rhsIm) {
    }

    /** Extracts the parts of both operands of {@code op}. */
    static BinaryOperands unpackBinary(ConversionPatternRewriter rewriter, Operation op, OpAdaptor adaptor) {
        ComplexStructBuilder lhs = operand(rewriter, adaptor, 0);
        Value lhsRe = lhs.real(rewriter, op.location());
        Value lhsIm = lhs.imaginary(rewriter, op.location());
        ComplexStructBuilder rhs = operand(rewriter, adaptor, 1);
        Value rhsRe = rhs.real(rewriter, op.location());
        Value rhsIm = rhs.imaginary(rewriter, op.location());
        return new BinaryOperands(lhsRe, lhsIm, rhsRe, rhsIm);
    }

    /** Writes {@code re} and {@code im} into {@code result} and replaces {@code op} by it. */
    static boolean replaceWithParts(ConversionPatternRewriter rewriter, Operation op, ComplexStructBuilder result,
                                    Value re, Value im) {
        result.setReal(rewriter, op.location(), re);
        result.setImaginary(rewriter, op.location(), im);
        rewriter.replaceOp(op, java.util.List.of(result.value()));
        return true;
    }
}

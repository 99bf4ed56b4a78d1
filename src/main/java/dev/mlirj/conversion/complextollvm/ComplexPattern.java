package dev.mlirj.conversion.complextollvm;

import dev.mlirj.conversion.arithcommon.AttrToLlvmConverter;
import dev.mlirj.conversion.llvmcommon.ConvertOpToLlvmPattern;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.dialect.arith.FastMathFlagsAttr;
import dev.mlirj.dialect.arith.FastMathSyntax;
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
        return op.properties().get(FastMathSyntax.ATTR) instanceof FastMathFlagsAttr f
                ? AttrToLlvmConverter.convertFastMathFlags(f) : FastmathFlagsAttr.NONE;
    }

    /** The complex struct of converted operand {@code index}. */
    static ComplexStructBuilder operand(ConversionPatternRewriter rewriter, OpAdaptor adaptor, int index) {
        return new ComplexStructBuilder(rewriter.context(), adaptor.operand(index));
    }

    /** {@code llvm.<mnemonic> %lhs, %rhs} with {@code flags}. */
    static Value arith(ConversionPatternRewriter rewriter, Operation op, String mnemonic, Value lhs, Value rhs,
                       FastmathFlagsAttr flags) {
        return Llvm.binary(rewriter, rewriter.context(), op.location(), mnemonic, lhs, rhs, flags);
    }

    /** A new undefined struct of the converted result type, or null when it does not convert. */
    ComplexStructBuilder undefResult(ConversionPatternRewriter rewriter, Operation op) {
        var type = llvmTypeConverter().convertType(op.result(0).type());
        return type == null ? null : ComplexStructBuilder.undef(rewriter, rewriter.context(), op.location(), type);
    }
}

package dev.mlirj.conversion.arithtollvm;

import dev.mlirj.conversion.llvmcommon.ConvertOpToLlvmPattern;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.dialect.arith.ExtendedOps;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.dialect.llvm.LlvmArithOps;
import dev.mlirj.dialect.llvm.LlvmArrayType;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.DenseElementsAttr;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.VectorType;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import java.math.BigInteger;
import java.util.List;

/**
 * {@code arith.mulsi_extended} and {@code arith.mului_extended}, MLIR's {@code MulIExtendedOpLowering}: LLVM has no
 * extended multiplication, so both operands are extended ({@code llvm.sext} or {@code llvm.zext}) to twice their
 * width, multiplied, and the product split: {@code llvm.trunc} gives the low half, {@code llvm.lshr} by the width
 * then {@code llvm.trunc} the high half. Scalars and 1-D vectors only (as in MLIR 19, n-D vectors are left
 * unconverted: "ND vector types are not supported yet").
 */
final class MulIExtendedOpLowering extends ConvertOpToLlvmPattern {
    private final boolean signed;

    /** Lowers {@code opName}; {@code signed} chooses sign extension. */
    MulIExtendedOpLowering(String opName, boolean signed, LlvmTypeConverter converter) {
        super(opName, converter);
        this.signed = signed;
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        Type resultType = adaptor.operand(0).type();
        if (!LlvmTypeConverter.isCompatibleType(resultType)) {
            return rewriter.notifyMatchFailure(op, "the operand type " + resultType
                    + " does not convert to the LLVM dialect");
        }
        if (resultType instanceof LlvmArrayType) {
            if (!(ExtendedOps.low(op).type() instanceof VectorType)) {
                return rewriter.notifyMatchFailure(op, "expected vector result type");
            }
            return rewriter.notifyMatchFailure(op, "ND vector types are not supported yet");
        }
        Attribute shift;
        if (resultType instanceof IntegerType i) {
            shift = IntegerAttr.of(IntegerType.of(i.width() * 2), i.width());
        } else if (resultType instanceof VectorType v && v.elementType() instanceof IntegerType i) {
            VectorType wide = new VectorType(v.shape(), v.scalable(), IntegerType.of(i.width() * 2));
            shift = new DenseElementsAttr(wide, List.of(BigInteger.valueOf(i.width())), true);
        } else {
            return rewriter.notifyMatchFailure(op, "expected an integer or a vector of integers, not "
                    + resultType);
        }
        Type wideType = shift instanceof IntegerAttr a ? a.type() : ((DenseElementsAttr) shift).type();
        Location loc = op.location();
        String extension = signed ? LlvmArithOps.SEXT : LlvmArithOps.ZEXT;
        Value lhs = Llvm.cast(rewriter, loc, extension, adaptor.operand(0), wideType);
        Value rhs = Llvm.cast(rewriter, loc, extension, adaptor.operand(1), wideType);
        Value product = Llvm.mul(rewriter, loc, lhs, rhs);
        Value low = Llvm.trunc(rewriter, loc, product, resultType);
        Value shiftValue = Llvm.constant(rewriter, loc, wideType, shift);
        Value highWide = Llvm.lshr(rewriter, loc, product, shiftValue);
        Value high = Llvm.trunc(rewriter, loc, highWide, resultType);
        rewriter.replaceOp(op, List.of(low, high));
        return true;
    }
}

package dev.mlirj.conversion.vectortollvm;

import dev.mlirj.conversion.llvmcommon.ConvertOpToLlvmPattern;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.dialect.vector.ExtractInsertOps;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import java.util.Arrays;
import java.util.List;

/**
 * What the lowerings of {@code vector.extract} and {@code vector.insert} share, as in MLIR 19: a result type
 * without an LLVM type is refused, and an empty position makes the result the first operand (the whole vector, or
 * the inserted value); other positions go to {@link #rewrite}.
 */
abstract class PositionOpLowering extends ConvertOpToLlvmPattern {
    PositionOpLowering(String opName, LlvmTypeConverter converter) {
        super(opName, converter);
    }

    @Override
    public final boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        if (llvmTypeConverter().convertType(op.result(0).type()) == null) {
            return rewriter.notifyMatchFailure(op, "the result type has no LLVM type");
        }
        long[] position = ExtractInsertOps.staticPosition(op);
        if (position.length == 0) {
            rewriter.replaceOp(op, List.of(adaptor.operand(0)));
            return true;
        }
        boolean dynamic = Arrays.stream(position).anyMatch(p -> p == ExtractInsertOps.DYNAMIC);
        return rewrite(op, adaptor, rewriter, position, dynamic);
    }

    /** Lowers {@code op} at a non-empty {@code position} ({@code dynamic}: some entry is an operand). */
    abstract boolean rewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter, long[] position,
                             boolean dynamic);

    /** MLIR's {@code getAsLLVMValue} of the last position: an i64 constant, or the converted dynamic operand. */
    static Value lastPosition(ConversionPatternRewriter rewriter, Location loc, long[] position, OpAdaptor adaptor) {
        long last = position[position.length - 1];
        if (last != ExtractInsertOps.DYNAMIC) {
            return Llvm.constant(rewriter, loc, IntegerType.of(64), last);
        }
        return adaptor.operands().get(adaptor.operands().size() - 1);
    }
}

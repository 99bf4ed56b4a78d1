package dev.mlirj.conversion.vectortollvm;

import dev.mlirj.conversion.llvmcommon.ConvertOpToLlvmPattern;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.dialect.builtin.IntegerType;
import dev.mlirj.dialect.builtin.VectorType;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.dialect.vector.VectorOps;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import java.util.Arrays;
import java.util.List;

/**
 * {@code vector.extract} as MLIR 19's {@code VectorExtractOpConversion}: an n-D vector is an LLVM array of 1-D
 * vectors, so a sub-vector is one {@code llvm.extractvalue} at the leading positions, and an element is
 * {@code llvm.extractvalue} of its 1-D row (when the rank exceeds 1) then {@code llvm.extractelement} at the last
 * position ({@code llvm.mlir.constant(p : i64)}, or the converted index operand). An empty position is the source.
 * Dynamic positions other than the last are refused, as in MLIR.
 */
final class ExtractOpLowering extends ConvertOpToLlvmPattern {
    ExtractOpLowering(LlvmTypeConverter converter) {
        super("vector.extract", converter);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        if (llvmTypeConverter().convertType(op.result(0).type()) == null) {
            return rewriter.notifyMatchFailure(op, "the result type has no LLVM type");
        }
        long[] position = VectorOps.staticPosition(op);
        boolean dynamic = Arrays.stream(position).anyMatch(p -> p == VectorOps.DYNAMIC_POSITION);
        Location loc = op.location();
        Value vector = adaptor.operand(0);
        if (position.length == 0) {
            rewriter.replaceOp(op, List.of(vector));
            return true;
        }
        VectorType source = (VectorType) op.operand(0).type();
        if (op.result(0).type() instanceof VectorType && position.length != source.rank()) {
            if (dynamic) {
                return rewriter.notifyMatchFailure(op, "a sub-vector at a dynamic position is not lowered");
            }
            rewriter.replaceOp(op, List.of(Llvm.extractValue(rewriter, rewriter.context(), loc, vector, position)));
            return true;
        }
        Value row = vector;
        if (position.length > 1) {
            if (dynamic) {
                return rewriter.notifyMatchFailure(op, "an element at a dynamic position of an n-D vector is not "
                        + "lowered");
            }
            row = Llvm.extractValue(rewriter, rewriter.context(), loc, vector,
                    Arrays.copyOf(position, position.length - 1));
        }
        Value last = lastPosition(rewriter, loc, position, adaptor);
        rewriter.replaceOp(op, List.of(Llvm.extractElement(rewriter, rewriter.context(), loc, row, last)));
        return true;
    }

    /** MLIR's {@code getAsLLVMValue} of the last position: an i64 constant, or the converted dynamic operand. */
    static Value lastPosition(ConversionPatternRewriter rewriter, Location loc, long[] position, OpAdaptor adaptor) {
        long last = position[position.length - 1];
        if (last != VectorOps.DYNAMIC_POSITION) {
            return Llvm.constant(rewriter, rewriter.context(), loc, IntegerType.of(64), last);
        }
        return adaptor.operands().get(adaptor.operands().size() - 1);
    }
}

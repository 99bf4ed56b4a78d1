package dev.mlirj.conversion.vectortollvm;

import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.dialect.vector.ExtractInsertOps;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.VectorType;
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
final class ExtractOpLowering extends PositionOpLowering {
    ExtractOpLowering(LlvmTypeConverter converter) {
        super(ExtractInsertOps.EXTRACT, converter);
    }

    @Override
    boolean rewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter, long[] position,
                    boolean dynamic) {
        Location loc = op.location();
        Value vector = adaptor.operand(0);
        VectorType source = (VectorType) ExtractInsertOps.vector(op).type();
        if (op.result(0).type() instanceof VectorType && position.length != source.rank()) {
            if (dynamic) {
                return rewriter.notifyMatchFailure(op, "a sub-vector at a dynamic position is not lowered");
            }
            rewriter.replaceOp(op, List.of(Llvm.extractValue(rewriter, loc, vector, position)));
            return true;
        }
        Value row = vector;
        if (position.length > 1) {
            if (dynamic) {
                return rewriter.notifyMatchFailure(op, "an element at a dynamic position of an n-D vector is not "
                        + "lowered");
            }
            row = Llvm.extractValue(rewriter, loc, vector,
                    Arrays.copyOf(position, position.length - 1));
        }
        Value last = lastPosition(rewriter, loc, position, adaptor);
        rewriter.replaceOp(op, List.of(Llvm.extractElement(rewriter, loc, row, last)));
        return true;
    }
}

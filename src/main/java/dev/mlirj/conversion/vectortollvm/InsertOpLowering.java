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
 * {@code vector.insert} as MLIR 19's {@code VectorInsertOpConversion}: a vector source is one
 * {@code llvm.insertvalue} into the array; a scalar goes into its 1-D row ({@code llvm.extractvalue} when the rank
 * exceeds 1) with {@code llvm.insertelement}, and the row back with {@code llvm.insertvalue}. An empty position is
 * the source. Dynamic positions other than the last of a scalar insertion are refused, as in MLIR.
 */
final class InsertOpLowering extends PositionOpLowering {
    InsertOpLowering(LlvmTypeConverter converter) {
        super(ExtractInsertOps.INSERT, converter);
    }

    @Override
    boolean rewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter, long[] position,
                    boolean dynamic) {
        Location loc = op.location();
        Value source = adaptor.operand(0);
        Value dest = adaptor.operand(1);
        if (ExtractInsertOps.source(op).type() instanceof VectorType) {
            if (dynamic) {
                return rewriter.notifyMatchFailure(op, "a sub-vector at a dynamic position is not lowered");
            }
            rewriter.replaceOp(op, List.of(Llvm.insertValue(rewriter, loc, dest, source,
                    position)));
            return true;
        }
        long[] leading = Arrays.copyOf(position, position.length - 1);
        Value row = dest;
        if (position.length > 1) {
            if (dynamic) {
                return rewriter.notifyMatchFailure(op, "an element at a dynamic position of an n-D vector is not "
                        + "lowered");
            }
            row = Llvm.extractValue(rewriter, loc, dest, leading);
        }
        Value last = lastPosition(rewriter, loc, position, adaptor);
        Value inserted = Llvm.insertElement(rewriter, loc, row, source, last);
        if (position.length > 1) {
            inserted = Llvm.insertValue(rewriter, loc, dest, inserted, leading);
        }
        rewriter.replaceOp(op, List.of(inserted));
        return true;
    }
}

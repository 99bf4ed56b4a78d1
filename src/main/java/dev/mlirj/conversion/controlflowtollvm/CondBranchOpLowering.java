package dev.mlirj.conversion.controlflowtollvm;

import dev.mlirj.conversion.llvmcommon.ConvertOpToLlvmPattern;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.dialect.cf.CondBranchOp;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import java.util.List;

/**
 * {@code cf.cond_br} to {@code llvm.cond_br} with the converted condition and successor arguments, the
 * {@code branch_weights} and the discardable attributes carried over, as MLIR 19's {@code CondBranchOpLowering};
 * refused while a destination block still has arguments of a type the converter changes (the false destination
 * is checked first, as MLIR does). Immutable.
 */
public final class CondBranchOpLowering extends ConvertOpToLlvmPattern {
    /** The pattern for {@code cf.cond_br}, with benefit 1. */
    public CondBranchOpLowering(LlvmTypeConverter converter) {
        super(CondBranchOp.NAME, converter);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        List<List<Value>> groups = SuccessorOperands.split(adaptor.operands(), 1,
                List.of(CondBranchOp.trueDestOperands(op), CondBranchOp.falseDestOperands(op)));
        String mismatch = SuccessorOperands.mismatch(rewriter, typeConverter(), groups.get(1),
                CondBranchOp.falseDest(op), "in false case branch ");
        if (mismatch == null) {
            mismatch = SuccessorOperands.mismatch(rewriter, typeConverter(), groups.get(0),
                    CondBranchOp.trueDest(op), "in true case branch ");
        }
        if (mismatch != null) {
            return rewriter.notifyMatchFailure(op, mismatch);
        }
        Operation condBr = Llvm.condBr(rewriter, op.location(), adaptor.operand(0), CondBranchOp.trueDest(op),
                groups.get(0), CondBranchOp.falseDest(op), groups.get(1), CondBranchOp.branchWeights(op));
        SuccessorOperands.forwardAttributes(op, condBr);
        rewriter.replaceOp(op, condBr);
        return true;
    }
}

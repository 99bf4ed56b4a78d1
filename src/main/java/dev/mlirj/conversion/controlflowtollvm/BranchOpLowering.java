package dev.mlirj.conversion.controlflowtollvm;

import dev.mlirj.conversion.llvmcommon.ConvertOpToLlvmPattern;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.dialect.cf.BranchOp;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.ir.Operation;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;

/**
 * {@code cf.br ^dest(args)} to {@code llvm.br ^dest(args)} with the converted arguments and the op's attributes,
 * as MLIR 19's {@code BranchOpLowering}; refused (left as it is) while the destination block still has arguments
 * of a type the converter changes (see {@link SuccessorOperands#mismatch}). Immutable.
 */
public final class BranchOpLowering extends ConvertOpToLlvmPattern {
    /** The pattern for {@code cf.br}, with benefit 1. */
    public BranchOpLowering(LlvmTypeConverter converter) {
        super(BranchOp.NAME, converter);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        String mismatch = SuccessorOperands.mismatch(rewriter, typeConverter(), adaptor.operands(),
                BranchOp.dest(op), "");
        if (mismatch != null) {
            return rewriter.notifyMatchFailure(op, mismatch);
        }
        Operation br = Llvm.br(rewriter, op.location(), BranchOp.dest(op), adaptor.operands());
        SuccessorOperands.forwardAttributes(op, br);
        rewriter.replaceOp(op, br);
        return true;
    }
}

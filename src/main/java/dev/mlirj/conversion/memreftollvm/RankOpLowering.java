package dev.mlirj.conversion.memreftollvm;

import dev.mlirj.conversion.llvmcommon.ConvertOpToLlvmPattern;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.conversion.llvmcommon.UnrankedMemRefDescriptor;
import dev.mlirj.dialect.memref.RankOp;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import java.util.List;

/**
 * {@code memref.rank}, MLIR's {@code RankOpLowering}: the rank as a constant for a ranked memref, the unranked
 * descriptor's rank field otherwise.
 */
final class RankOpLowering extends ConvertOpToLlvmPattern {
    RankOpLowering(LlvmTypeConverter converter) {
        super(RankOp.NAME, converter);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        Value rank = RankOp.memref(op).type() instanceof MemRefType ranked
                ? createIndexAttrConstant(rewriter, op.location(), ranked.rank())
                : new UnrankedMemRefDescriptor(rewriter.context(), adaptor.operand(0)).rank(rewriter, op.location());
        rewriter.replaceOp(op, List.of(rank));
        return true;
    }
}

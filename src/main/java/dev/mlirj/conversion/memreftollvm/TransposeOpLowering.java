package dev.mlirj.conversion.memreftollvm;

import dev.mlirj.conversion.llvmcommon.ConvertOpToLlvmPattern;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.conversion.llvmcommon.MemRefDescriptor;
import dev.mlirj.dialect.memref.TransposeOp;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.affine.AffineDimExpr;
import dev.mlirj.ir.affine.AffineMap;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import java.util.List;

/**
 * {@code memref.transpose}, MLIR 19's {@code TransposeOpLowering}: a new descriptor with the source's pointers and
 * offset and its sizes and strides permuted (result dimension {@code i} takes the source dimension the permutation's
 * {@code i}-th result names); an identity permutation is the source descriptor itself.
 */
final class TransposeOpLowering extends ConvertOpToLlvmPattern {
    TransposeOpLowering(LlvmTypeConverter converter) {
        super(TransposeOp.NAME, converter);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        Location loc = op.location();
        MlirContext ctx = rewriter.context();
        MemRefDescriptor source = new MemRefDescriptor(ctx, adaptor.operand(0));
        AffineMap permutation = TransposeOp.permutation(op);
        if (permutation.isIdentity()) {
            rewriter.replaceOp(op, List.of(adaptor.operand(0)));
            return true;
        }
        MemRefDescriptor target = MemRefDescriptor.undef(rewriter, loc,
                llvmTypeConverter().convertType(TransposeOp.in(op).type()));
        target.setAllocatedPtr(rewriter, loc, source.allocatedPtr(rewriter, loc));
        target.setAlignedPtr(rewriter, loc, source.alignedPtr(rewriter, loc));
        target.setOffset(rewriter, loc, source.offset(rewriter, loc));
        for (int i = 0; i < permutation.numResults(); i++) {
            int sourcePos = ((AffineDimExpr) permutation.result(i)).position();
            target.setSize(rewriter, loc, i, source.size(rewriter, loc, sourcePos));
            target.setStride(rewriter, loc, i, source.stride(rewriter, loc, sourcePos));
        }
        rewriter.replaceOp(op, List.of(target.value()));
        return true;
    }
}

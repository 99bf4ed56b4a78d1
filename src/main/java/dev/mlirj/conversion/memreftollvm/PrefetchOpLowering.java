package dev.mlirj.conversion.memreftollvm;

import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.dialect.memref.PrefetchOp;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;

/**
 * {@code memref.prefetch}, MLIR's {@code PrefetchOpLowering}: {@code llvm.intr.prefetch} of the element's address,
 * with {@code rw} 1 for {@code write}, {@code hint} the locality and {@code cache} 1 for {@code data}.
 */
final class PrefetchOpLowering extends LoadStoreOpLowering {
    PrefetchOpLowering(LlvmTypeConverter converter) {
        super(PrefetchOp.NAME, converter, 0);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        Value address = elementAddress(op, adaptor, rewriter);
        if (address == null) {
            return false;
        }
        Llvm.prefetch(rewriter, op.location(), address, PrefetchOp.isWrite(op) ? 1 : 0,
                PrefetchOp.localityHint(op), PrefetchOp.isDataCache(op) ? 1 : 0);
        rewriter.eraseOp(op);
        return true;
    }
}

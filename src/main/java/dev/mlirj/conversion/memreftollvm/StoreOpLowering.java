package dev.mlirj.conversion.memreftollvm;

import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.dialect.memref.AccessOps;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;

/**
 * {@code memref.store}, MLIR's {@code StoreOpLowering}: an {@code llvm.store} to the element's address
 * ({@link #getStridedElementPtr}), keeping the {@code nontemporal} flag. The memref must have a strided layout.
 */
final class StoreOpLowering extends LoadStoreOpLowering {
    StoreOpLowering(LlvmTypeConverter converter) {
        super(AccessOps.STORE, converter, 1);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        Value address = elementAddress(op, adaptor, rewriter);
        if (address == null) {
            return false;
        }
        Llvm.store(rewriter, op.location(), adaptor.operand(0), address, 0,
                AccessOps.nontemporal(op));
        rewriter.eraseOp(op);
        return true;
    }
}

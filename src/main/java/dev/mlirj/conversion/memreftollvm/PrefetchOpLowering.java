package dev.mlirj.conversion.memreftollvm;

import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.ir.IntegerAttr;
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
        super("memref.prefetch", converter, 0);
    }

    private static int property(Operation op, String name) {
        return ((IntegerAttr) op.properties().get(name)).value().intValue();
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        Value address = elementAddress(op, adaptor, rewriter);
        if (address == null) {
            return false;
        }
        Llvm.prefetch(rewriter, op.location(), address, property(op, "isWrite") & 1,
                property(op, "localityHint"), property(op, "isDataCache") & 1);
        rewriter.eraseOp(op);
        return true;
    }
}

package dev.mlirj.conversion.memreftollvm;

import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.dialect.memref.AccessOps;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import java.util.List;

/**
 * {@code memref.load}, MLIR's {@code LoadOpLowering}: an {@code llvm.load} of the converted element type from the
 * element's address ({@link #getStridedElementPtr}; a rank-0 memref loads from its buffer pointer), keeping the
 * {@code nontemporal} flag. The memref must have a strided layout.
 */
final class LoadOpLowering extends LoadStoreOpLowering {
    LoadOpLowering(LlvmTypeConverter converter) {
        super(AccessOps.LOAD, converter, 0);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        Value address = elementAddress(op, adaptor, rewriter);
        if (address == null) {
            return false;
        }
        rewriter.replaceOp(op, List.of(Llvm.load(rewriter, op.location(),
                llvmTypeConverter().convertType(memRefType(op).elementType()), address, 0, AccessOps.nontemporal(op))));
        return true;
    }
}

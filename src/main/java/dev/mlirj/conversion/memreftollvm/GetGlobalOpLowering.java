package dev.mlirj.conversion.memreftollvm;

import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.dialect.llvm.LlvmPointerType;
import dev.mlirj.dialect.memref.GetGlobalOp;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * {@code memref.get_global}, MLIR's {@code GetGlobalMemrefOpLowering}: a descriptor whose aligned pointer is the
 * global's first element ({@code llvm.mlir.addressof} and a GEP of rank + 1 zeros) and whose allocated pointer is
 * the recognisable dead value {@code 0xdeadbeef} (such a memref must never be deallocated), with the shape's sizes
 * and row-major strides. Like MLIR it computes the (unused) size in bytes too.
 */
final class GetGlobalOpLowering extends AllocLikeOpLowering {
    /** The allocated pointer of every global's descriptor. */
    static final long DEAD_BEEF = 0xdeadbeefL;

    GetGlobalOpLowering(LlvmTypeConverter converter) {
        super(GetGlobalOp.NAME, converter);
    }

    @Override
    boolean requiresNumElements() {
        return false;
    }

    @Override
    Buffer allocateBuffer(ConversionPatternRewriter rewriter, Location loc, Value size, Operation op) {
        MemRefType type = (MemRefType) GetGlobalOp.result(op).type();
        LlvmPointerType ptrType = elementPtrType(type);
        String name = GetGlobalOp.global(op);
        Value address = Llvm.addressOf(rewriter, loc, name);
        address.setType(ptrType);
        List<Object> zeros = new ArrayList<>(Collections.nCopies(type.rank() + 1, 0));
        Value gep = Llvm.gep(rewriter, loc, GlobalOpLowering.globalType(type, llvmTypeConverter()), address,
                zeros, false);
        Value deadBeef = createIndexAttrConstant(rewriter, loc, DEAD_BEEF);
        Value deadBeefPtr = Llvm.inttoptr(rewriter, loc, deadBeef, ptrType);
        return new Buffer(deadBeefPtr, gep);
    }
}

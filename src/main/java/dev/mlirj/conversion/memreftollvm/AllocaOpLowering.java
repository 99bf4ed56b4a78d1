package dev.mlirj.conversion.memreftollvm;

import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.dialect.memref.AllocLikeOp;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;

/**
 * {@code memref.alloca}, MLIR's {@code AllocaOpLowering}: an {@code llvm.alloca} of the element count (not bytes)
 * with the op's alignment; allocated and aligned pointers are the same, and nothing frees it (the stack frame, or
 * an enclosing {@code alloca_scope}'s stack restore, does).
 */
final class AllocaOpLowering extends AllocLikeOpLowering {
    AllocaOpLowering(LlvmTypeConverter converter) {
        super(AllocLikeOp.ALLOCA, converter);
    }

    @Override
    boolean requiresNumElements() {
        return true;
    }

    @Override
    Buffer allocateBuffer(ConversionPatternRewriter rewriter, Location loc, Value size, Operation op) {
        MemRefType type = (MemRefType) AllocLikeOp.memref(op).type();
        long alignment = AllocLikeOp.alignment(op) instanceof Long a ? a : 0;
        Value ptr = Llvm.alloca(rewriter, loc,
                llvmTypeConverter().convertType(type.elementType()), size, alignment);
        if (!ptr.type().equals(elementPtrType(type))) {
            ptr.setType(elementPtrType(type));
        }
        return new Buffer(ptr, ptr);
    }
}

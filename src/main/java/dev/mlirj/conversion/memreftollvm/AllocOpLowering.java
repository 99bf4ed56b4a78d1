package dev.mlirj.conversion.memreftollvm;

import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.dialect.llvm.LlvmPointerType;
import dev.mlirj.dialect.memref.AllocLikeOp;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import java.util.List;

/**
 * {@code memref.alloc} through {@code malloc} (or {@code _mlir_memref_to_llvm_alloc}), MLIR's
 * {@code AllocOpLowering} with {@code allocateBufferManuallyAlign}: when the op asks for an {@code alignment}, or
 * the element type is not a scalar integer, index or float (whose natural alignment {@code malloc} already gives,
 * the element size is used), the request is over-allocated by the alignment and the aligned pointer rounded up
 * inside the block: {@code aligned = (p + a - 1) - (p + a - 1) urem a}. The allocated pointer is what
 * {@code dealloc} frees.
 */
final class AllocOpLowering extends AllocLikeOpLowering {
    private final AllocationFunctions functions;

    AllocOpLowering(LlvmTypeConverter converter, AllocationFunctions functions) {
        super(AllocLikeOp.ALLOC, converter);
        this.functions = functions;
    }

    @Override
    boolean requiresNumElements() {
        return false;
    }

    @Override
    Buffer allocateBuffer(ConversionPatternRewriter rewriter, Location loc, Value sizeBytes, Operation op) {
        MemRefType type = (MemRefType) AllocLikeOp.memref(op).type();
        Value alignment = null;
        if (AllocLikeOp.alignment(op) instanceof Long a) {
            alignment = createIndexAttrConstant(rewriter, loc, a);
        } else if (!isScalar(type.elementType())) {
            alignment = getSizeInBytes(rewriter, loc, type.elementType());
        }
        if (alignment != null) {
            sizeBytes = Llvm.add(rewriter, loc, sizeBytes, alignment);
        }
        String fn = functions.allocFn(rewriter, op, indexType());
        if (fn == null) {
            rewriter.notifyMatchFailure(op, "the module has a symbol named like the allocation function");
            return null;
        }
        Value allocated = castAllocResult(rewriter, loc,
                Llvm.call(rewriter, loc, fn, LlvmPointerType.DEFAULT, List.of(sizeBytes)).result(0),
                elementPtrType(type));
        Value aligned = allocated;
        if (alignment != null) {
            Value allocatedInt = Llvm.ptrtoint(rewriter, loc, allocated, indexType());
            aligned = Llvm.inttoptr(rewriter, loc, createAligned(rewriter, loc, allocatedInt, alignment),
                    elementPtrType(type));
        }
        return new Buffer(allocated, aligned);
    }

    /** Signless integers, index and floats: what {@code malloc}'s alignment already suits. */
    static boolean isScalar(Type type) {
        return (type instanceof IntegerType i && i.signedness() == IntegerType.Signedness.SIGNLESS)
                || type instanceof IndexType || type instanceof FloatType;
    }
}

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
import dev.mlirj.ir.ShapedType;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import java.util.List;

/**
 * {@code memref.alloc} through {@code aligned_alloc(alignment, size)} (or
 * {@code _mlir_memref_to_llvm_aligned_alloc}), chosen by {@code use-aligned-alloc}: MLIR's
 * {@code AlignedAllocOpLowering}. The alignment is the op's, else the element size rounded up to a power of two
 * and at least 16; as {@code aligned_alloc} requires, the size is rounded up to a multiple of the alignment unless
 * the static part of the shape already makes it one. Allocated and aligned pointers are the same. Element types
 * other than integers, index and floats (whose size the data layout gives) are refused.
 */
final class AlignedAllocOpLowering extends AllocLikeOpLowering {
    /** MLIR's {@code kMinAlignedAllocAlignment}. */
    private static final long MIN_ALIGNMENT = 16;

    private final AllocationFunctions functions;

    AlignedAllocOpLowering(LlvmTypeConverter converter, AllocationFunctions functions) {
        super(AllocLikeOp.ALLOC, converter);
        this.functions = functions;
    }

    @Override
    boolean requiresNumElements() {
        return false;
    }

    /** The data layout size of {@code type} in bytes, or -1 when this lowering does not know it. */
    private long elementSize(Type type) {
        return switch (type) {
            case IntegerType i -> (i.width() + 7) / 8;
            case IndexType i -> indexType().width() / 8;
            case FloatType f -> (f.width() + 7) / 8;
            default -> -1;
        };
    }

    @Override
    Buffer allocateBuffer(ConversionPatternRewriter rewriter, Location loc, Value sizeBytes, Operation op) {
        MemRefType type = (MemRefType) AllocLikeOp.memref(op).type();
        long elementSize = elementSize(type.elementType());
        if (elementSize < 0) {
            rewriter.notifyMatchFailure(op, "aligned_alloc needs the size of the element type " + type.elementType());
            return null;
        }
        long alignment = AllocLikeOp.alignment(op) instanceof Long a ? a
                : Math.max(MIN_ALIGNMENT, powerOf2Ceil(elementSize));
        Value allocAlignment = createIndexAttrConstant(rewriter, loc, alignment);
        long sizeDivisor = elementSize;
        for (long dim : type.shape()) {
            if (dim != ShapedType.DYNAMIC) {
                sizeDivisor *= dim;
            }
        }
        if (alignment == 0 || sizeDivisor % alignment != 0) {
            sizeBytes = createAligned(rewriter, loc, sizeBytes, allocAlignment);
        }
        String fn = functions.alignedAllocFn(rewriter, op, indexType());
        if (fn == null) {
            rewriter.notifyMatchFailure(op, "the module has a symbol named like the allocation function");
            return null;
        }
        Value ptr = castAllocResult(rewriter, loc, Llvm.call(rewriter, loc, fn,
                LlvmPointerType.DEFAULT, List.of(allocAlignment, sizeBytes)).result(0), elementPtrType(type));
        return new Buffer(ptr, ptr);
    }

    /** The least power of two at least {@code n} (n ≥ 1). */
    private static long powerOf2Ceil(long n) {
        return n <= 1 ? 1 : Long.highestOneBit(n - 1) << 1;
    }
}

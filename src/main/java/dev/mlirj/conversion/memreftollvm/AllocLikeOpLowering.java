package dev.mlirj.conversion.memreftollvm;

import dev.mlirj.conversion.llvmcommon.ConvertOpToLlvmPattern;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.conversion.llvmcommon.MemRefDescriptor;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.dialect.llvm.LlvmPointerType;
import dev.mlirj.dialect.llvm.LlvmStructType;
import dev.mlirj.dialect.memref.AllocLikeOp;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import java.util.List;

/**
 * The common part of the operations that make a new buffer of an identity-layout memref type, MLIR's
 * {@code AllocLikeOpLLVMLowering}: the sizes and strides of the contiguous row-major buffer
 * ({@link #getMemRefDescriptorSizes}), the buffer itself ({@link #allocateBuffer}, per operation), and a descriptor
 * with offset 0. A type with another layout, or one that does not convert, is refused.
 */
abstract class AllocLikeOpLowering extends ConvertOpToLlvmPattern {
    /** The allocated and aligned pointers of a new buffer. */
    record Buffer(Value allocated, Value aligned) {
    }

    AllocLikeOpLowering(String opName, LlvmTypeConverter converter) {
        super(opName, converter);
    }

    /** Whether {@link #allocateBuffer} takes the size in elements (true) rather than bytes. */
    abstract boolean requiresNumElements();

    /**
     * Builds the buffer of {@code size} (bytes or elements) for {@code op}; null after
     * {@link ConversionPatternRewriter#notifyMatchFailure} when it cannot.
     */
    abstract Buffer allocateBuffer(ConversionPatternRewriter rewriter, Location loc, Value size, Operation op);

    /** The pointer type of the buffer of {@code type} (its memory space). */
    final LlvmPointerType elementPtrType(MemRefType type) {
        return (LlvmPointerType) ((LlvmStructType) llvmTypeConverter().convertType(type)).body()
                .get(MemRefDescriptor.ALLOCATED_PTR);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        MemRefType type = (MemRefType) AllocLikeOp.memref(op).type();
        if (!isConvertibleAndHasIdentityMaps(type)) {
            return rewriter.notifyMatchFailure(op, "incompatible memref type");
        }
        Location loc = op.location();
        DescriptorSizes sizes = getMemRefDescriptorSizes(rewriter, loc, type, adaptor.operands(),
                !requiresNumElements());
        Buffer buffer = allocateBuffer(rewriter, loc, sizes.size(), op);
        if (buffer == null) {
            return false;
        }
        MemRefDescriptor descriptor = createMemRefDescriptor(rewriter, loc, type, buffer.allocated(),
                buffer.aligned(), sizes.sizes(), sizes.strides());
        rewriter.replaceOp(op, List.of(descriptor.value()));
        return true;
    }

    /** MLIR's {@code castAllocFuncResult}: the C function's pointer, cast to the memref's memory space. */
    static Value castAllocResult(ConversionPatternRewriter rewriter, Location loc, Value ptr,
                                 LlvmPointerType elementPtrType) {
        return ptr.type().equals(elementPtrType) ? ptr
                : Llvm.addrspacecast(rewriter, loc, ptr, elementPtrType);
    }

    /** MLIR's {@code createAligned}: {@code input} rounded up to a multiple of {@code alignment}. */
    final Value createAligned(ConversionPatternRewriter rewriter, Location loc, Value input, Value alignment) {
        Value one = createIndexAttrConstant(rewriter, loc, 1);
        Value bump = Llvm.sub(rewriter, loc, alignment, one);
        Value bumped = Llvm.add(rewriter, loc, input, bump);
        Value mod = Llvm.urem(rewriter, loc, bumped, alignment);
        return Llvm.sub(rewriter, loc, bumped, mod);
    }
}

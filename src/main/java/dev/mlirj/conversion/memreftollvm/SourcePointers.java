package dev.mlirj.conversion.memreftollvm;

import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.conversion.llvmcommon.MemRefDescriptor;
import dev.mlirj.conversion.llvmcommon.UnrankedMemRefDescriptor;
import dev.mlirj.dialect.llvm.LlvmPointerType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Type;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;

/**
 * The allocated and aligned pointers of a memref operand, and its offset when asked for, MLIR's
 * {@code extractPointersAndOffset}: read from a ranked descriptor, or loaded through an unranked descriptor's
 * pointer.
 *
 * @param allocated the allocated pointer
 * @param aligned   the aligned pointer
 * @param offset    the offset, or null when not asked for
 */
record SourcePointers(dev.mlirj.ir.Value allocated, dev.mlirj.ir.Value aligned, dev.mlirj.ir.Value offset) {
    /**
     * The pointers of {@code descriptor}, the converted value of an operand of {@code originalType}; an unranked
     * descriptor's pointers are loaded as {@code ptrType}.
     */
    static SourcePointers of(ConversionPatternRewriter rewriter, Location loc, Type originalType,
                             dev.mlirj.ir.Value descriptor, LlvmPointerType ptrType) {
        return extract(rewriter, loc, originalType, descriptor, ptrType, null);
    }

    /** As {@link #of}, with the offset too (of the index type of {@code converter}). */
    static SourcePointers withOffset(ConversionPatternRewriter rewriter, Location loc, Type originalType,
                                     dev.mlirj.ir.Value descriptor, LlvmPointerType ptrType,
                                     LlvmTypeConverter converter) {
        return extract(rewriter, loc, originalType, descriptor, ptrType, converter);
    }

    private static SourcePointers extract(ConversionPatternRewriter rewriter, Location loc, Type originalType,
                                          dev.mlirj.ir.Value descriptor, LlvmPointerType ptrType,
                                          LlvmTypeConverter converterForOffset) {
        MlirContext ctx = rewriter.context();
        if (originalType instanceof MemRefType) {
            MemRefDescriptor source = new MemRefDescriptor(ctx, descriptor);
            return new SourcePointers(source.allocatedPtr(rewriter, loc), source.alignedPtr(rewriter, loc),
                    converterForOffset == null ? null : source.offset(rewriter, loc));
        }
        dev.mlirj.ir.Value descPtr = new UnrankedMemRefDescriptor(ctx, descriptor).memRefDescPtr(rewriter, loc);
        return new SourcePointers(UnrankedMemRefDescriptor.allocatedPtr(rewriter, loc, descPtr, ptrType),
                UnrankedMemRefDescriptor.alignedPtr(rewriter, loc, descPtr, ptrType),
                converterForOffset == null ? null
                        : UnrankedMemRefDescriptor.offset(rewriter, loc, converterForOffset, descPtr, ptrType));
    }
}

package dev.mlirj.conversion.memreftollvm;

import dev.mlirj.dialect.builtin.ModuleOp;
import dev.mlirj.dialect.llvm.FunctionCallUtils;
import dev.mlirj.dialect.llvm.LlvmPointerType;
import dev.mlirj.dialect.llvm.LlvmPrimitiveType;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Operation;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import java.util.List;

/**
 * The functions the allocation lowerings call, MLIR's {@code getNotalignedAllocFn}, {@code getAlignedAllocFn} and
 * {@code getFreeFn} (MemRefToLLVM's AllocLikeConversion): the C library's {@code malloc(iN)},
 * {@code aligned_alloc(iN, iN)} and {@code free(ptr)}, or with {@code use-generic-functions} MLIR's
 * {@code _mlir_memref_to_llvm_alloc}, {@code _mlir_memref_to_llvm_aligned_alloc} and
 * {@code _mlir_memref_to_llvm_free} of the same signatures (which a runtime provides, see
 * {@link dev.mlirj.executionengine.MemRefAllocationFunctions}). Each lookup declares the function at the start of
 * the module when it is missing, leaves the rewriter's insertion point before {@code op} and gives the function's
 * name; null when the module has a different symbol of that name.
 */
record AllocationFunctions(boolean useGenericFunctions) {
    /** MLIR's generic allocation function. */
    static final String GENERIC_ALLOC = "_mlir_memref_to_llvm_alloc";
    /** MLIR's generic aligned allocation function. */
    static final String GENERIC_ALIGNED_ALLOC = "_mlir_memref_to_llvm_aligned_alloc";
    /** MLIR's generic free function. */
    static final String GENERIC_FREE = "_mlir_memref_to_llvm_free";

    /** {@code malloc} or its generic counterpart. */
    String allocFn(ConversionPatternRewriter rewriter, Operation op, IntegerType indexType) {
        return lookup(rewriter, op, useGenericFunctions ? GENERIC_ALLOC : "malloc", List.of(indexType), true);
    }

    /** {@code aligned_alloc} or its generic counterpart. */
    String alignedAllocFn(ConversionPatternRewriter rewriter, Operation op, IntegerType indexType) {
        return lookup(rewriter, op, useGenericFunctions ? GENERIC_ALIGNED_ALLOC : "aligned_alloc",
                List.of(indexType, indexType), true);
    }

    /** {@code free} or its generic counterpart. */
    String freeFn(ConversionPatternRewriter rewriter, Operation op) {
        return lookup(rewriter, op, useGenericFunctions ? GENERIC_FREE : "free", List.of(LlvmPointerType.DEFAULT),
                false);
    }

    private static String lookup(ConversionPatternRewriter rewriter, Operation op, String name,
                                    List<dev.mlirj.ir.Type> params, boolean returnsPointer) {
        Operation module = op.ancestorNamed(ModuleOp.NAME);
        Operation fn = FunctionCallUtils.lookupOrCreateFn(rewriter, module, name, params,
                returnsPointer ? LlvmPointerType.DEFAULT : LlvmPrimitiveType.VOID);
        rewriter.setInsertionPoint(op);
        return fn == null ? null : name;
    }
}

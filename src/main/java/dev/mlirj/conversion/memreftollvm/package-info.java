/**
 * The conversion of the memref dialect to the LLVM dialect, MLIR's {@code Conversion/MemRefToLLVM}: a memref
 * becomes its descriptor ({@link dev.mlirj.conversion.llvmcommon.MemRefDescriptor}), and
 * {@link dev.mlirj.conversion.memreftollvm.MemRefToLlvm#populatePatterns} has one pattern per operation
 * ({@code alloc} with {@code malloc} or {@code aligned_alloc}, {@code alloca}, {@code dealloc}, {@code load},
 * {@code store}, {@code dim}, {@code global}, {@code reinterpret_cast}, {@code atomic_rmw}, ...). The pass is
 * {@code finalize-memref-to-llvm} ({@link dev.mlirj.conversion.memreftollvm.FinalizeMemRefToLlvmPass}); view-like
 * operations such as {@code subview} are first rewritten by {@code expand-strided-metadata}.
 */
package dev.mlirj.conversion.memreftollvm;

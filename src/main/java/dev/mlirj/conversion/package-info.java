/**
 * The conversions to the LLVM dialect, MLIR's {@code Conversion/} tree: each subpackage is one MLIR conversion
 * folder (its {@code populate...ConversionPatterns} entry point, one pattern per operation, and its
 * {@code convert-X-to-Y} pass), built on {@code dev.mlirj.transforms.dialectconversion}, with the shared pieces in
 * {@code llvmcommon} (MLIR's LLVMCommon) and {@code arithcommon}. This package holds the pipeline that runs them
 * all in order: {@link dev.mlirj.conversion.StandardLowering}, the named pipeline {@code lower-to-llvm} that
 * {@code mlirj run} and {@code mlirj translate} apply to input not yet in the LLVM dialect, followed by
 * {@code reconcile-unrealized-casts}.
 */
package dev.mlirj.conversion;

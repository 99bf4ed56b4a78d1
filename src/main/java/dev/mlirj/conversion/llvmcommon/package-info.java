/**
 * The infrastructure every conversion to the LLVM dialect is built on, MLIR's {@code Conversion/LLVMCommon}:
 * <ul>
 * <li>{@link dev.mlirj.conversion.llvmcommon.LlvmTypeConverter} (MLIR's {@code LLVMTypeConverter}), configured by
 * {@link dev.mlirj.conversion.llvmcommon.LowerToLlvmOptions}: builtin types to LLVM dialect types, memrefs to
 * descriptors, function signatures and the calling conventions;</li>
 * <li>{@link dev.mlirj.conversion.llvmcommon.LlvmConversionTarget}: the LLVM dialect legal;</li>
 * <li>{@link dev.mlirj.conversion.llvmcommon.ConvertOpToLlvmPattern}, the base of the lowering patterns, and the
 * one-to-one lowerings {@link dev.mlirj.conversion.llvmcommon.VectorConvertToLlvmPattern} /
 * {@link dev.mlirj.conversion.llvmcommon.VectorPattern} with their
 * {@link dev.mlirj.conversion.llvmcommon.AttrConvert};</li>
 * <li>the descriptor views of MLIR's MemRefBuilder, {@link dev.mlirj.conversion.llvmcommon.MemRefDescriptor} and
 * {@link dev.mlirj.conversion.llvmcommon.UnrankedMemRefDescriptor}, over
 * {@link dev.mlirj.conversion.llvmcommon.StructBuilder}.</li>
 * </ul>
 * It sits between the dialect conversion framework and the per-dialect {@code conversion.xtollvm} packages.
 */
package dev.mlirj.conversion.llvmcommon;

/**
 * The LLVM dialect's transformations (MLIR's {@code Dialect/LLVMIR/Transforms}): {@code llvm-legalize-for-export}
 * ({@link dev.mlirj.dialect.llvm.transforms.LlvmLegalizeForExportPass}, with
 * {@link dev.mlirj.dialect.llvm.transforms.LegalizeForExport}), which prepares LLVM dialect IR for the translation
 * to LLVM IR, and {@code llvm-request-c-wrappers}
 * ({@link dev.mlirj.dialect.llvm.transforms.LlvmRequestCWrappersPass}), which asks {@code convert-func-to-llvm} for
 * the {@code _mlir_ciface_} wrappers of every function.
 */
package dev.mlirj.dialect.llvm.transforms;

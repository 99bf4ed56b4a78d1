/**
 * The LLVM dialect (MLIR's {@code Dialect/LLVMIR}), the target of every lowering: LLVM IR's instructions as
 * operations ({@code llvm.func} is {@link dev.mlirj.dialect.llvm.LlvmFuncOp}), its types
 * ({@link dev.mlirj.dialect.llvm.LlvmDialectType}: pointers, structs, arrays, function types, ...) and attributes
 * ({@link dev.mlirj.dialect.llvm.LlvmDialectAttribute}: linkage, calling conventions, fast-math and overflow flags,
 * ...), registered by {@link dev.mlirj.dialect.llvm.LlvmDialect}. The conversions build it through the facade
 * {@link dev.mlirj.dialect.llvm.Llvm}; {@link dev.mlirj.dialect.llvm.LlvmTypes} answers MLIR's
 * {@code isCompatibleType} questions, {@link dev.mlirj.dialect.llvm.LlvmDataLayout} reads and checks the module's
 * data layout and triple, and {@link dev.mlirj.dialect.llvm.FunctionCallUtils} declares the C library functions
 * lowered code calls. {@code dev.mlirj.target.llvmir} translates it to LLVM IR.
 */
package dev.mlirj.dialect.llvm;

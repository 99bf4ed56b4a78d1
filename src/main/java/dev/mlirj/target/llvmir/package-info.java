/**
 * The translation of the LLVM dialect to LLVM IR, MLIR's {@code Target/LLVMIR}: the entry point
 * {@link dev.mlirj.target.llvmir.ModuleTranslation#translateModuleToLlvmIr} builds an
 * {@link dev.mlirj.llvm.LlvmModule} through the LLVM-C wrappers of {@code dev.mlirj.llvm}, in
 * {@code ModuleTranslation}'s phases (target, function signatures, globals, function bodies, one operation at a
 * time as {@code LLVMDialectLLVMIRTranslationInterface} converts it);
 * {@link dev.mlirj.target.llvmir.TypeToLlvmIrTranslator} translates the types and
 * {@link dev.mlirj.target.llvmir.DataLayouts} resolves the module's triple and data layout. It sits between the
 * conversions, which produce the LLVM dialect, and the execution engine and {@code mlirj translate}, which consume
 * LLVM IR.
 */
package dev.mlirj.target.llvmir;

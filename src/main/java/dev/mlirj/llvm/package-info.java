/**
 * Owned, typed Java wrappers over the LLVM 17 C API (the raw bindings of {@code dev.mlirj.llvm.c}), the layer
 * through which mlirj reaches LLVM: {@link dev.mlirj.llvm.LlvmContext}, {@link dev.mlirj.llvm.LlvmModule},
 * {@link dev.mlirj.llvm.LlvmType}, {@link dev.mlirj.llvm.LlvmValue} and {@link dev.mlirj.llvm.LlvmBuilder} to build
 * LLVM IR; {@link dev.mlirj.llvm.LlvmTargetMachine}, {@link dev.mlirj.llvm.LlvmTargetData} and
 * {@link dev.mlirj.llvm.LlvmPassBuilderOptions} to optimise and emit code; and ORC's
 * {@link dev.mlirj.llvm.LlJit} with {@link dev.mlirj.llvm.ThreadSafeContext} and
 * {@link dev.mlirj.llvm.ThreadSafeModule} to JIT-compile. Owned handles are {@link AutoCloseable} and dispose their
 * LLVM object once; borrowed ones (types, values, blocks) live as long as their owner, and a use after that throws
 * instead of crashing. LLVM errors become {@link dev.mlirj.llvm.LlvmException}s. Sits on
 * {@code dev.mlirj.llvm.loader}; used by {@code target.llvmir} and {@code executionengine}.
 */
package dev.mlirj.llvm;

package dev.mlirj.executionengine;

import dev.mlirj.llvm.LlvmContext;
import dev.mlirj.llvm.LlvmModule;

/**
 * Makes the LLVM module an {@link ExecutionEngine} compiles, in the context the engine lends (MLIR's
 * {@code ExecutionEngineOptions::llvmModuleBuilder}). The engine owns the context and calls the builder once,
 * during {@link ExecutionEngine#create(LlvmModuleBuilder, ExecutionEngineOptions)}; the module returned must
 * live in {@code context} and is taken over by the engine. The context is only lent for the call: keep no
 * reference to it or to anything made in it.
 *
 * <p>An exception thrown here (e.g. a translation diagnostic) propagates out of {@code create} unchanged, after
 * the engine has freed what it made.
 */
@FunctionalInterface
public interface LlvmModuleBuilder {
    /** Builds the module in {@code context}; never returns null. */
    LlvmModule build(LlvmContext context);
}

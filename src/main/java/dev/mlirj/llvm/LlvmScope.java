package dev.mlirj.llvm;

/**
 * What borrowed LLVM handles ({@link LlvmType}, {@link LlvmValue}, {@link LlvmBasicBlock}) live in: a context
 * (types and constants) or a module (functions, globals, blocks, instructions). A borrowed handle checks its
 * scope before every native call, so using it after its module or context is gone throws instead of touching
 * freed memory.
 */
sealed interface LlvmScope permits LlvmContext, LlvmModule {
    /** Throws {@link IllegalStateException} if this scope, or the context it belongs to, is gone. */
    void ensureAlive();

    /** The context this scope belongs to. */
    LlvmContext context();
}

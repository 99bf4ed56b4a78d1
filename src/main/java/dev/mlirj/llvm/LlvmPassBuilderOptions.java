package dev.mlirj.llvm;

import dev.mlirj.llvm.c.PassBuilder_h;
import dev.mlirj.llvm.loader.LlvmLibrary;
import java.lang.foreign.MemorySegment;

/**
 * An {@code LLVMPassBuilderOptionsRef} the caller owns: the tuning of {@link LlvmModule#runPasses}. LLVM's
 * defaults leave SLP vectorisation off; {@link #mlirDefaults()} turns on what MLIR's ExecutionEngine turns on
 * (loop unrolling, loop interleaving, loop and SLP vectorisation).
 */
public final class LlvmPassBuilderOptions extends OwnedHandle {

    private LlvmPassBuilderOptions(MemorySegment raw) {
        super("LLVM pass builder options", raw);
    }

    /** LLVM's default options. */
    public static LlvmPassBuilderOptions create() {
        LlvmLibrary.load();
        return new LlvmPassBuilderOptions(PassBuilder_h.LLVMCreatePassBuilderOptions());
    }

    /** The tuning MLIR's {@code makeOptimizingTransformer} uses: unrolling, interleaving, loop and SLP vectorisation. */
    public static LlvmPassBuilderOptions mlirDefaults() {
        return create().loopUnrolling(true).loopInterleaving(true).loopVectorization(true).slpVectorization(true);
    }

    @Override
    void dispose(MemorySegment pointer) {
        PassBuilder_h.LLVMDisposePassBuilderOptions(pointer);
    }

    private static int flag(boolean on) {
        return on ? 1 : 0;
    }

    /** Runs the verifier after every pass. */
    public LlvmPassBuilderOptions verifyEach(boolean on) {
        PassBuilder_h.LLVMPassBuilderOptionsSetVerifyEach(raw(), flag(on));
        return this;
    }

    /** Loop vectorisation. */
    public LlvmPassBuilderOptions loopVectorization(boolean on) {
        PassBuilder_h.LLVMPassBuilderOptionsSetLoopVectorization(raw(), flag(on));
        return this;
    }

    /** Superword-level-parallelism (straight-line code) vectorisation. */
    public LlvmPassBuilderOptions slpVectorization(boolean on) {
        PassBuilder_h.LLVMPassBuilderOptionsSetSLPVectorization(raw(), flag(on));
        return this;
    }

    /** Loop unrolling. */
    public LlvmPassBuilderOptions loopUnrolling(boolean on) {
        PassBuilder_h.LLVMPassBuilderOptionsSetLoopUnrolling(raw(), flag(on));
        return this;
    }

    /** Loop interleaving. */
    public LlvmPassBuilderOptions loopInterleaving(boolean on) {
        PassBuilder_h.LLVMPassBuilderOptionsSetLoopInterleaving(raw(), flag(on));
        return this;
    }
}

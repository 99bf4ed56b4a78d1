package dev.mlirj.llvm;

import dev.mlirj.llvm.c.LLJIT_h;
import dev.mlirj.llvm.c.OrcEE_h;
import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/**
 * Makes an {@code LLJIT} link its objects with {@code RuntimeDyld} and a {@code SectionMemoryManager}, as MLIR's
 * {@code ExecutionEngine} does (its {@code objectLinkingLayerCreator}), instead of the layer LLJIT picks by
 * itself. The reason is memory: with the layer LLVM 17's LLJIT sets up by default on x86-64 Linux,
 * the pages of code and read-only data of every module stay mapped after {@code LLVMOrcDisposeLLJIT}, even after the module's
 * resource tracker is removed, so each compiled and closed module kept an executable page and a read-only page
 * (two mappings, 8 KiB) for the life of the process; with this layer the memory manager unmaps them when the
 * JIT is disposed. Same layer on every platform, so the JIT's behaviour does not depend on LLVM's default.
 *
 * <p>The creator is one upcall stub in the global arena, made once; it only calls
 * {@code LLVMOrcCreateRTDyldObjectLinkingLayerWithSectionMemoryManager}, which cannot fail, so it never throws.
 * The layer it returns belongs to the JIT being built.
 */
final class RtDyldLinkingLayer {
    private static final MemorySegment CREATOR = creatorStub();

    private RtDyldLinkingLayer() {
    }

    /** Sets the object linking layer creator of the LLJIT builder {@code builder} (still owned by the caller). */
    static void install(MemorySegment builder) {
        LLJIT_h.LLVMOrcLLJITBuilderSetObjectLinkingLayerCreator(builder, CREATOR, MemorySegment.NULL);
    }

    @SuppressWarnings("restricted")
    private static MemorySegment creatorStub() {
        try {
            MethodHandle target = MethodHandles.lookup().findStatic(RtDyldLinkingLayer.class, "create",
                    MethodType.methodType(MemorySegment.class, MemorySegment.class, MemorySegment.class,
                            MemorySegment.class));
            return Linker.nativeLinker().upcallStub(target, FunctionDescriptor.of(ValueLayout.ADDRESS, ValueLayout.ADDRESS,
                    ValueLayout.ADDRESS, ValueLayout.ADDRESS), Arena.global());
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /** LLVM's {@code LLVMOrcLLJITBuilderObjectLinkingLayerCreatorFunction}: a new layer for session {@code es}. */
    @SuppressWarnings("unused")
    private static MemorySegment create(MemorySegment context, MemorySegment es, MemorySegment triple) {
        return OrcEE_h.LLVMOrcCreateRTDyldObjectLinkingLayerWithSectionMemoryManager(es);
    }
}

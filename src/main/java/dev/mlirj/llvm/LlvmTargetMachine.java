package dev.mlirj.llvm;

import dev.mlirj.llvm.c.TargetMachine_h;
import dev.mlirj.llvm.c.Target_h;
import dev.mlirj.llvm.loader.LlvmLibrary;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;

/**
 * An {@code LLVMTargetMachineRef} the caller owns: a target triple, CPU and feature string, optimisation level,
 * relocation model and code model. {@link #host} describes this machine exactly (CPU name and features as LLVM
 * detects them), which is what lets the optimiser vectorise for it. {@link LlJit#create(LlvmTargetMachine)}
 * takes a target machine over.
 */
public final class LlvmTargetMachine extends OwnedHandle {
    /** What {@link #emit} produces. */
    public enum FileType {
        /** Assembly text. */
        ASSEMBLY(TargetMachine_h.LLVMAssemblyFile()),
        /** A relocatable object file. */
        OBJECT(TargetMachine_h.LLVMObjectFile());

        final int value;

        FileType(int value) {
            this.value = value;
        }
    }

    /** LLVM's relocation models. */
    public enum RelocMode {
        /** The target's default. */
        DEFAULT(TargetMachine_h.LLVMRelocDefault()),
        /** Position-dependent code. */
        STATIC(TargetMachine_h.LLVMRelocStatic()),
        /** Position-independent code. */
        PIC(TargetMachine_h.LLVMRelocPIC());

        final int value;

        RelocMode(int value) {
            this.value = value;
        }
    }

    /** LLVM's code models. */
    public enum CodeModel {
        /** The target's default for ahead-of-time code. */
        DEFAULT(TargetMachine_h.LLVMCodeModelDefault()),
        /** The target's default for JIT-compiled code. */
        JIT_DEFAULT(TargetMachine_h.LLVMCodeModelJITDefault()),
        /** The small code model. */
        SMALL(TargetMachine_h.LLVMCodeModelSmall()),
        /** The large code model. */
        LARGE(TargetMachine_h.LLVMCodeModelLarge());

        final int value;

        CodeModel(int value) {
            this.value = value;
        }
    }

    private final String triple;
    private final String cpu;
    private final String features;
    private final OptLevel level;

    private LlvmTargetMachine(MemorySegment raw, String triple, String cpu, String features, OptLevel level) {
        super("LLVM target machine", raw);
        this.triple = triple;
        this.cpu = cpu;
        this.features = features;
        this.level = level;
    }

    /** A target machine for this host: its triple, CPU name and CPU features, for JIT-compiled code. */
    public static LlvmTargetMachine host(OptLevel level) {
        LlvmLibrary.load();
        return create(hostTriple(), hostCpu(), hostFeatures(), level, RelocMode.DEFAULT, CodeModel.JIT_DEFAULT);
    }

    /**
     * A target machine for {@code triple}, e.g. {@code aarch64-unknown-linux-gnu}; {@code cpu} and
     * {@code features} may be empty for the target's generic CPU.
     *
     * @throws LlvmException when LLVM has no target for the triple
     */
    public static LlvmTargetMachine create(String triple, String cpu, String features, OptLevel level,
                                           RelocMode reloc, CodeModel codeModel) {
        LlvmLibrary.load();
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment targetSlot = arena.allocate(ValueLayout.ADDRESS);
            MemorySegment message = LlvmErrors.messageSlot(arena);
            MemorySegment tripleC = arena.allocateFrom(triple);
            int failed = TargetMachine_h.LLVMGetTargetFromTriple(tripleC, targetSlot, message);
            String error = LlvmErrors.takeMessageFrom(message);
            if (failed != 0) {
                throw new LlvmException("finding the LLVM target for '" + triple + "'", error);
            }
            MemorySegment tm = TargetMachine_h.LLVMCreateTargetMachine(targetSlot.get(ValueLayout.ADDRESS, 0),
                    tripleC, arena.allocateFrom(cpu), arena.allocateFrom(features), level.codeGenLevel,
                    reloc.value, codeModel.value);
            return new LlvmTargetMachine(tm, triple, cpu, features, level);
        }
    }

    /** LLVM's default target triple for this host, e.g. {@code x86_64-unknown-linux-gnu}. */
    public static String hostTriple() {
        LlvmLibrary.load();
        return LlvmErrors.takeMessage(TargetMachine_h.LLVMGetDefaultTargetTriple());
    }

    /** This host's CPU as LLVM names it, e.g. {@code skylake-avx512}. */
    public static String hostCpu() {
        LlvmLibrary.load();
        return LlvmErrors.takeMessage(TargetMachine_h.LLVMGetHostCPUName());
    }

    /** This host's CPU features as LLVM detects them, e.g. {@code +sse2,+avx2,-avx512f,...}. */
    public static String hostFeatures() {
        LlvmLibrary.load();
        return LlvmErrors.takeMessage(TargetMachine_h.LLVMGetHostCPUFeatures());
    }

    @Override
    void dispose(MemorySegment pointer) {
        TargetMachine_h.LLVMDisposeTargetMachine(pointer);
    }

    /** The target triple. */
    public String triple() {
        return triple;
    }

    /** The CPU name, empty for the generic CPU. */
    public String cpu() {
        return cpu;
    }

    /** The feature string. */
    public String features() {
        return features;
    }

    /** The optimisation level the code generator uses. */
    public OptLevel optLevel() {
        return level;
    }

    /** The data layout this target machine gives modules, as a string. */
    public String dataLayout() {
        try (LlvmTargetData data = new LlvmTargetData(TargetMachine_h.LLVMCreateTargetDataLayout(raw()))) {
            return data.toString();
        }
    }

    /** Sets {@code module}'s triple and data layout to this target machine's, as code generation requires. */
    public void configure(LlvmModule module) {
        module.setTargetTriple(triple);
        try (LlvmTargetData data = new LlvmTargetData(TargetMachine_h.LLVMCreateTargetDataLayout(raw()))) {
            Target_h.LLVMSetModuleDataLayout(module.raw(), data.raw());
        }
    }

    /**
     * Compiles {@code module} (already configured for this target) to an object file or assembly.
     *
     * @throws LlvmException with LLVM's message when code generation fails
     */
    public byte[] emit(LlvmModule module, FileType type) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment message = LlvmErrors.messageSlot(arena);
            MemorySegment bufferSlot = arena.allocate(ValueLayout.ADDRESS);
            int failed = TargetMachine_h.LLVMTargetMachineEmitToMemoryBuffer(raw(), module.raw(), type.value,
                    message, bufferSlot);
            String error = LlvmErrors.takeMessageFrom(message);
            if (failed != 0) {
                throw new LlvmException("emitting " + type.name().toLowerCase() + " code for " + triple, error);
            }
            return MemoryBuffers.take(bufferSlot.get(ValueLayout.ADDRESS, 0));
        }
    }

    @Override
    public String toString() {
        return "LLVM target machine " + triple + " cpu=" + cpu + " " + level;
    }

}

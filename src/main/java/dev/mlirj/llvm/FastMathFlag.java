package dev.mlirj.llvm;

import dev.mlirj.llvm.loader.LlvmLibrary;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.util.Set;

/**
 * LLVM's fast-math flags ({@code llvm::FastMathFlags}), with their bit in that class. Set on a floating-point
 * instruction with {@link LlvmValue#setFastMathFlags}.
 *
 * <p>LLVM 17's C API has no way to set these ({@code LLVMSetFastMathFlags} arrived in LLVM 18), so
 * {@link #apply} calls the exported C++ member {@code llvm::Instruction::setFastMathFlags(FastMathFlags)}
 * directly: {@code FastMathFlags} is a trivially copyable wrapper of one {@code unsigned}, which the x86-64 System V
 * and AArch64 C++ ABIs pass like an {@code unsigned}, and an {@code LLVMValueRef} of an instruction is its
 * {@code llvm::Instruction*}. That member asserts (in debug builds of LLVM) and otherwise corrupts flags when the
 * instruction is no {@code FPMathOperator}, so {@link LlvmValue#setFastMathFlags} checks that first.
 */
public enum FastMathFlag {
    /** {@code reassoc}. */
    REASSOC(1),
    /** {@code nnan}. */
    NNAN(1 << 1),
    /** {@code ninf}. */
    NINF(1 << 2),
    /** {@code nsz}. */
    NSZ(1 << 3),
    /** {@code arcp}. */
    ARCP(1 << 4),
    /** {@code contract}. */
    CONTRACT(1 << 5),
    /** {@code afn}. */
    AFN(1 << 6);

    /** The mangled name of {@code llvm::Instruction::setFastMathFlags(llvm::FastMathFlags)}. */
    private static final String SET_FAST_MATH_FLAGS = "_ZN4llvm11Instruction16setFastMathFlagsENS_13FastMathFlagsE";

    final int bit;

    FastMathFlag(int bit) {
        this.bit = bit;
    }

    /** The {@code llvm::FastMathFlags} bits of {@code flags}. */
    static int bits(Set<FastMathFlag> flags) {
        int bits = 0;
        for (FastMathFlag f : flags) {
            bits |= f.bit;
        }
        return bits;
    }

    /** Sets exactly {@code bits} on {@code instruction}, which the caller checked is an FPMathOperator. */
    static void apply(MemorySegment instruction, int bits) {
        try {
            Setter.HANDLE.invokeExact(instruction, bits);
        } catch (Throwable e) {
            throw new LlvmException("setting fast-math flags", e.toString());
        }
    }

    private static final class Setter {
        static final MethodHandle HANDLE = Linker.nativeLinker().downcallHandle(
                LlvmLibrary.symbol(SET_FAST_MATH_FLAGS),
                FunctionDescriptor.ofVoid(ValueLayout.ADDRESS, ValueLayout.JAVA_INT));
    }
}

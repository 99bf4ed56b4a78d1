package dev.mlirj.executionengine;

import dev.mlirj.llvm.LlvmAttribute;
import dev.mlirj.llvm.LlvmModule;
import dev.mlirj.llvm.LlvmValue;
import java.util.HashSet;
import java.util.Set;

/**
 * Keeps one compiled copy of each kernel: the calls the C-interface wrappers ({@code _mlir_ciface_NAME}) and the
 * packed wrappers ({@code _mlir_NAME}) make to a function with control flow (more than one basic block, i.e. a
 * loop or a branch) are marked {@code noinline} before the engine optimises the module.
 *
 * <p>Why: a kernel's loops are small when LLVM's inliner runs, so without this it inlines the kernel into both
 * wrappers and into the packed wrapper of the C-interface wrapper; each of up to four copies is then vectorised
 * and unrolled separately, and machine code generation, the larger part of compile time, does the work four
 * times (the 512x512 matmul of the benchmarks: about four times the code). Kept out of line, the wrappers stay a
 * few loads and one direct call, which costs about a nanosecond against a kernel's loop, and every entry point
 * runs the same machine code. Straight-line functions (one block) are still inlined into their wrappers, so a
 * trivial function is called without the extra call.
 *
 * <p>This is an engine decision at the LLVM IR level, where MLIR's {@code ExecutionEngine} leaves the inliner
 * free: the LLVM dialect and the translated IR are unchanged, only the call instructions of the wrappers carry
 * the attribute. Calls between the module's own functions are left alone.
 */
final class WrapperCalls {
    private WrapperCalls() {
    }

    /** Marks the wrappers' calls of multi-block functions of {@code module} {@code noinline}; returns how many. */
    static int keepKernelsOutOfLine(LlvmModule module) {
        Set<LlvmValue> kernels = new HashSet<>();
        for (LlvmValue f : module.functions()) {
            if (!f.isDeclaration() && f.basicBlockCount() > 1) {
                kernels.add(f);
            }
        }
        if (kernels.isEmpty()) {
            return 0;
        }
        LlvmAttribute noinline = module.context().enumAttribute("noinline", 0);
        int marked = 0;
        for (LlvmValue f : module.functions()) {
            if (f.isDeclaration() || !isWrapper(f.name())) {
                continue;
            }
            for (LlvmValue call : f.calls()) {
                if (kernels.contains(call.calledValue())) {
                    call.addCallSiteAttribute(LlvmValue.FUNCTION_INDEX, noinline);
                    marked++;
                }
            }
        }
        return marked;
    }

    private static boolean isWrapper(String name) {
        return name.startsWith(ExecutionEngine.CIFACE_PREFIX) || name.startsWith(PackedFunctionArguments.PREFIX);
    }
}

package dev.mlirj.target.llvmir;

import dev.mlirj.dialect.llvm.LlvmDataLayout;
import dev.mlirj.ir.Operation;
import dev.mlirj.llvm.LlvmTargetMachine;
import dev.mlirj.llvm.OptLevel;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The target a module is compiled for, as the translation sees it: its triple
 * ({@value LlvmDataLayout#TARGET_TRIPLE_ATTR}, else the host's) and its data layout
 * ({@value LlvmDataLayout#DATA_LAYOUT_ATTR}, else the layout LLVM's target machine for that triple gives modules).
 * The conversions read the width of {@code index} from the same attributes without LLVM
 * ({@link LlvmDataLayout#indexBitwidth}); a test holds the two answers together. Thread-safe.
 */
public final class DataLayouts {
    private static final Map<String, String> LAYOUT_BY_TRIPLE = new ConcurrentHashMap<>();

    private DataLayouts() {
    }

    /**
     * The target triple of {@code module}: its {@value LlvmDataLayout#TARGET_TRIPLE_ATTR}, or the host's.
     *
     * @throws IllegalArgumentException if the attribute is not a string
     */
    public static String targetTriple(Operation module) {
        String given = LlvmDataLayout.stringAttr(module, LlvmDataLayout.TARGET_TRIPLE_ATTR);
        return given != null ? given : LlvmTargetMachine.hostTriple();
    }

    /**
     * The data layout of {@code module}: its {@value LlvmDataLayout#DATA_LAYOUT_ATTR}, or the default layout of its target
     * triple's target machine.
     *
     * @throws IllegalArgumentException if the attribute is not a string or not a valid data layout
     * @throws dev.mlirj.llvm.LlvmException if the layout comes from a triple LLVM has no target for
     */
    public static String dataLayout(Operation module) {
        String given = LlvmDataLayout.stringAttr(module, LlvmDataLayout.DATA_LAYOUT_ATTR);
        if (given != null) {
            String problem = LlvmDataLayout.check(given);
            if (problem != null) {
                throw new IllegalArgumentException("invalid data layout \"" + given + "\": " + problem);
            }
            return given;
        }
        return defaultLayout(targetTriple(module));
    }

    /** The layout LLVM's target machine for {@code triple} gives modules (cached per triple). */
    static String defaultLayout(String triple) {
        return LAYOUT_BY_TRIPLE.computeIfAbsent(triple, t -> {
            try (LlvmTargetMachine tm = LlvmTargetMachine.create(t, "", "", OptLevel.O0,
                    LlvmTargetMachine.RelocMode.DEFAULT, LlvmTargetMachine.CodeModel.DEFAULT)) {
                return tm.dataLayout();
            }
        });
    }
}

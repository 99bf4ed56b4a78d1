package dev.mlirj.target.llvmir;

import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.StringAttr;
import dev.mlirj.llvm.LlvmTargetData;
import dev.mlirj.llvm.LlvmTargetMachine;
import dev.mlirj.llvm.OptLevel;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The target a module is compiled for, as the translation and the conversions see it: its triple
 * ({@value #TARGET_TRIPLE_ATTR}, else the host's) and its data layout ({@value #DATA_LAYOUT_ATTR}, else the layout
 * LLVM's target machine for that triple gives modules). {@link #indexBitwidth} is the width MLIR's lowering gives
 * {@code index}: the pointer size of address space 0 in that layout, as LLVM's target data answers it — 64 on
 * x86-64 and AArch64, 32 for a layout with {@code p:32:32}. Every answer for one module is the same, so
 * conversions and translation agree. Thread-safe.
 */
public final class DataLayouts {
    /** The module attribute holding the LLVM data layout string. */
    public static final String DATA_LAYOUT_ATTR = "llvm.data_layout";
    /** The module attribute holding the LLVM target triple. */
    public static final String TARGET_TRIPLE_ATTR = "llvm.target_triple";

    private static final Map<String, String> LAYOUT_BY_TRIPLE = new ConcurrentHashMap<>();

    private DataLayouts() {
    }

    /**
     * The target triple of {@code module}: its {@value #TARGET_TRIPLE_ATTR}, or the host's.
     *
     * @throws IllegalArgumentException if the attribute is not a string
     */
    public static String targetTriple(Operation module) {
        String given = stringAttr(module, TARGET_TRIPLE_ATTR);
        return given != null ? given : LlvmTargetMachine.hostTriple();
    }

    /**
     * The data layout of {@code module}: its {@value #DATA_LAYOUT_ATTR}, or the default layout of its target
     * triple's target machine.
     *
     * @throws IllegalArgumentException if the attribute is not a string or not a valid data layout
     * @throws dev.mlirj.llvm.LlvmException if the layout comes from a triple LLVM has no target for
     */
    public static String dataLayout(Operation module) {
        String given = stringAttr(module, DATA_LAYOUT_ATTR);
        if (given != null) {
            String problem = DataLayoutSyntax.check(given);
            if (problem != null) {
                throw new IllegalArgumentException("invalid data layout \"" + given + "\": " + problem);
            }
            return given;
        }
        return defaultLayout(targetTriple(module));
    }

    /**
     * The bit width of {@code index} in {@code module}: the size of a pointer in address space 0 of its
     * {@link #dataLayout}.
     *
     * @throws IllegalArgumentException as {@link #dataLayout}
     */
    public static int indexBitwidth(Operation module) {
        try (LlvmTargetData data = LlvmTargetData.parse(dataLayout(module))) {
            return data.pointerSizeInBits(0);
        }
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

    private static String stringAttr(Operation module, String name) {
        Attribute a = module.attributes().get(name);
        if (a == null) {
            return null;
        }
        if (!(a instanceof StringAttr s)) {
            throw new IllegalArgumentException("'" + name + "' must be a string attribute");
        }
        return s.value();
    }
}

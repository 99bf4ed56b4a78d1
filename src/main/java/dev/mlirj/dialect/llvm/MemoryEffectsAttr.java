package dev.mlirj.dialect.llvm;

import java.util.List;

/**
 * {@code #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none>}: what a function may do to
 * memory, per location kind; each value is one of {@link #MOD_REF}.
 *
 * @param other           effects on other memory
 * @param argMem          effects on memory its pointer arguments point to
 * @param inaccessibleMem effects on memory the module cannot reach
 */
public record MemoryEffectsAttr(String other, String argMem, String inaccessibleMem) implements LlvmDialectAttribute {
    /** The ModRefInfo keywords, in MLIR's enum order. */
    public static final List<String> MOD_REF = List.of("none", "read", "write", "readwrite");

    /** Checks the values. */
    public MemoryEffectsAttr {
        for (String v : List.of(other, argMem, inaccessibleMem)) {
            if (!MOD_REF.contains(v)) {
                throw new IllegalArgumentException("unknown ModRefInfo " + v);
            }
        }
    }

    @Override
    public String mnemonic() {
        return "memory_effects";
    }
}

package dev.mlirj.dialect.llvm;

import java.util.HashMap;
import java.util.Map;

/**
 * The identified structs of one context, by name: asking twice for a name gives the same
 * {@link LlvmStructType} (MLIR's {@code LLVMStructType::getIdentified}). Owned by the context's
 * {@link LlvmDialect}. Not thread-safe, like the parser that fills it.
 */
public final class IdentifiedStructs {
    private final Map<String, LlvmStructType> byName = new HashMap<>();

    /** The identified struct named {@code name}, created without a body the first time. */
    public LlvmStructType get(String name) {
        return byName.computeIfAbsent(name, LlvmStructType::identified);
    }
}

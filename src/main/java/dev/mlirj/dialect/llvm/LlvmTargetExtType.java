package dev.mlirj.dialect.llvm;

import dev.mlirj.ir.Type;
import java.util.List;

/**
 * {@code !llvm.target<"name", types..., ints...>}: a target extension type (MLIR's {@code LLVMTargetExtType}),
 * opaque to MLIR; its type parameters come before its integer parameters.
 *
 * @param name       the extension's name, e.g. {@code spirv.Image}
 * @param typeParams the type parameters
 * @param intParams  the integer parameters (unsigned 32-bit in LLVM)
 */
public record LlvmTargetExtType(String name, List<Type> typeParams, List<Long> intParams) implements LlvmDialectType {
    /** Copies the lists. */
    public LlvmTargetExtType {
        typeParams = List.copyOf(typeParams);
        intParams = List.copyOf(intParams);
    }
}

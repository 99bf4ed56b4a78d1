package dev.mlirj.dialect.llvm;

import dev.mlirj.ir.Type;
import java.util.List;
import java.util.Objects;

/**
 * {@code !llvm.func<i32 (ptr, ...)>}: an LLVM function signature (MLIR's {@code LLVMFunctionType}). Unlike the
 * builtin function type it has exactly one result, {@link LlvmPrimitiveType#VOID} when nothing is returned, and
 * may be variadic.
 *
 * @param returnType the result type ({@code !llvm.void} for none)
 * @param params     the parameter types
 * @param varArg     whether further arguments may follow the parameters ({@code ...})
 */
public record LlvmFunctionType(Type returnType, List<Type> params, boolean varArg) implements LlvmDialectType {
    /** Copies the parameter list. */
    public LlvmFunctionType {
        Objects.requireNonNull(returnType, "returnType");
        params = List.copyOf(params);
    }

    /** Whether the function returns nothing. */
    public boolean returnsVoid() {
        return returnType.equals(LlvmPrimitiveType.VOID);
    }
}

package dev.mlirj.dialect.llvm;

import dev.mlirj.ir.Builder;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.SymbolTable;
import dev.mlirj.ir.Type;
import java.util.List;
import java.util.Map;

/**
 * Declarations of the C library functions lowered code calls, MLIR's {@code LLVM::lookupOrCreate*Fn}
 * (FunctionCallUtils): the {@code llvm.func} named so in the module, or a new external declaration inserted at the
 * start of the module's body (so the last one declared comes first, as in MLIR).
 */
public final class FunctionCallUtils {
    private FunctionCallUtils() {
    }

    /**
     * The function {@code name} of {@code module}, declared {@code (params) -> result} at the start of its body
     * with {@code b} when missing ({@code b}'s insertion point is moved there: reset it afterwards). Null when the
     * module has a symbol of that name that is not an {@code llvm.func} of that type.
     */
    public static Operation lookupOrCreateFn(Builder b, Operation module, String name,
                                             List<Type> params, Type result) {
        LlvmFunctionType type = new LlvmFunctionType(result, params, false);
        Operation existing = SymbolTable.lookupIn(module, name);
        if (existing != null) {
            return existing.name().fullName().equals(LlvmFuncOp.NAME) && LlvmFuncOp.functionType(existing).equals(type)
                    ? existing : null;
        }
        b.setInsertionPointToStart(module.region(0).entryBlock());
        return Llvm.func(b, Location.unknown(), name, type, Linkage.EXTERNAL, Map.of());
    }

    /** {@code llvm.func @malloc(iN) -> !llvm.ptr}, N the index width; as {@link #lookupOrCreateFn}. */
    public static Operation lookupOrCreateMallocFn(Builder b, Operation module,
                                                   IntegerType indexType) {
        return lookupOrCreateFn(b, module, "malloc", List.of(indexType), LlvmPointerType.DEFAULT);
    }

    /** {@code llvm.func @free(!llvm.ptr)}; as {@link #lookupOrCreateFn}. */
    public static Operation lookupOrCreateFreeFn(Builder b, Operation module) {
        return lookupOrCreateFn(b, module, "free", List.of(LlvmPointerType.DEFAULT), LlvmPrimitiveType.VOID);
    }
}

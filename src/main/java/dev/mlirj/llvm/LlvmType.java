package dev.mlirj.llvm;

import dev.mlirj.llvm.c.Core_h;
import java.lang.foreign.MemorySegment;

/**
 * An LLVM type, borrowed from its {@link LlvmContext} (types are uniqued per context and live as long as it).
 * Two {@code LlvmType}s are equal when they are the same LLVM type. Made by the context's factories.
 */
public final class LlvmType extends BorrowedHandle {

    LlvmType(MemorySegment raw, LlvmContext context) {
        super("LLVM type", raw, context);
    }

    /** The context this type belongs to. */
    public LlvmContext context() {
        return scope().context();
    }

    /** What kind of type this is. */
    public TypeKind kind() {
        return TypeKind.of(Core_h.LLVMGetTypeKind(raw()));
    }

    /** The bit width of an integer type. */
    public int intWidth() {
        requireKind(TypeKind.INTEGER);
        return Core_h.LLVMGetIntTypeWidth(raw());
    }

    /** The return type of a function type. */
    public LlvmType returnType() {
        requireKind(TypeKind.FUNCTION);
        return new LlvmType(Core_h.LLVMGetReturnType(raw()), context());
    }

    /** The number of parameters of a function type. */
    public int paramCount() {
        requireKind(TypeKind.FUNCTION);
        return Core_h.LLVMCountParamTypes(raw());
    }

    /** Whether this function type is variadic. */
    public boolean isVarArg() {
        requireKind(TypeKind.FUNCTION);
        return Core_h.LLVMIsFunctionVarArg(raw()) != 0;
    }

    private void requireKind(TypeKind expected) {
        TypeKind actual = kind();
        if (actual != expected) {
            throw new IllegalStateException("expected an LLVM " + expected + " type, got " + this);
        }
    }

    /** The type as LLVM prints it, e.g. {@code i64} or {@code { ptr, ptr, i64 }}. */
    @Override
    public String toString() {
        if (!scopeAlive()) {
            return "LlvmType (context closed)";
        }
        return LlvmErrors.takeMessage(Core_h.LLVMPrintTypeToString(raw()));
    }

    /** The parameter types of a function type. */
    public java.util.List<LlvmType> paramTypes() {
        int n = paramCount();
        try (java.lang.foreign.Arena arena = java.lang.foreign.Arena.ofConfined()) {
            MemorySegment out = arena.allocate(java.lang.foreign.ValueLayout.ADDRESS, Math.max(1, n));
            Core_h.LLVMGetParamTypes(raw(), out);
            java.util.List<LlvmType> types = new java.util.ArrayList<>();
            for (int i = 0; i < n; i++) {
                types.add(new LlvmType(out.getAtIndex(java.lang.foreign.ValueLayout.ADDRESS, i), context()));
            }
            return types;
        }
    }

}

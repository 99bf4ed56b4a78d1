package dev.mlirj.llvm;

import dev.mlirj.llvm.c.Core_h;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.List;

/**
 * An {@code LLVMContextRef}: owns every type and constant made in it and every module created in it that was
 * not handed elsewhere. Either owned ({@link #create()}: closing it disposes the context and with it its
 * modules) or borrowed from a {@link ThreadSafeContext} ({@link ThreadSafeContext#context()}: it lives as long
 * as that, and closing it is an error). Not thread-safe: use a context from one thread at a time.
 */
public final class LlvmContext extends OwnedHandle implements LlvmScope {
    private final ThreadSafeContext owner;

    private LlvmContext(MemorySegment raw, ThreadSafeContext owner) {
        super("LLVM context", raw);
        this.owner = owner;
    }

    /** A new context owned by the caller, who must close it. */
    public static LlvmContext create() {
        LlvmLibrary.load();
        return new LlvmContext(Core_h.LLVMContextCreate(), null);
    }

    static LlvmContext borrowedFrom(ThreadSafeContext owner, MemorySegment raw) {
        return new LlvmContext(raw, owner);
    }

    /** The thread-safe context this context belongs to, or null when the caller owns it. */
    ThreadSafeContext owner() {
        return owner;
    }

    @Override
    void checkParent() {
        if (owner != null) {
            owner.raw();
        }
    }

    @Override
    public void ensureAlive() {
        raw();
    }

    @Override
    public LlvmContext context() {
        return this;
    }

    /** Disposes an owned context; a borrowed one belongs to its {@link ThreadSafeContext}. */
    @Override
    public void close() {
        if (owner != null) {
            throw new IllegalStateException("this LLVM context belongs to its ThreadSafeContext; close that instead");
        }
        super.close();
    }

    @Override
    void dispose(MemorySegment pointer) {
        Core_h.LLVMContextDispose(pointer);
    }

    /** A new, empty module named {@code name}, owned by the caller. */
    public LlvmModule createModule(String name) {
        try (Arena arena = Arena.ofConfined()) {
            return new LlvmModule(Core_h.LLVMModuleCreateWithNameInContext(arena.allocateFrom(name), raw()),
                    this, name);
        }
    }

    // ---- types -------------------------------------------------------------------------------------------

    private LlvmType type(MemorySegment raw) {
        return new LlvmType(raw, this);
    }

    /** {@code i1}. */
    public LlvmType i1() {
        return type(Core_h.LLVMInt1TypeInContext(raw()));
    }

    /** {@code i8}. */
    public LlvmType i8() {
        return type(Core_h.LLVMInt8TypeInContext(raw()));
    }

    /** {@code i16}. */
    public LlvmType i16() {
        return type(Core_h.LLVMInt16TypeInContext(raw()));
    }

    /** {@code i32}. */
    public LlvmType i32() {
        return type(Core_h.LLVMInt32TypeInContext(raw()));
    }

    /** {@code i64}. */
    public LlvmType i64() {
        return type(Core_h.LLVMInt64TypeInContext(raw()));
    }

    /** {@code iN} for any width LLVM allows (1 to 2^23). */
    public LlvmType intType(int bits) {
        if (bits < 1 || bits > (1 << 23)) {
            throw new IllegalArgumentException("LLVM integer widths are 1 to 8388608 bits, not " + bits);
        }
        return type(Core_h.LLVMIntTypeInContext(raw(), bits));
    }

    /** {@code half}. */
    public LlvmType f16() {
        return type(Core_h.LLVMHalfTypeInContext(raw()));
    }

    /** {@code bfloat}. */
    public LlvmType bf16() {
        return type(Core_h.LLVMBFloatTypeInContext(raw()));
    }

    /** {@code float}. */
    public LlvmType f32() {
        return type(Core_h.LLVMFloatTypeInContext(raw()));
    }

    /** {@code double}. */
    public LlvmType f64() {
        return type(Core_h.LLVMDoubleTypeInContext(raw()));
    }

    /** {@code x86_fp80}. */
    public LlvmType f80() {
        return type(Core_h.LLVMX86FP80TypeInContext(raw()));
    }

    /** {@code fp128}. */
    public LlvmType f128() {
        return type(Core_h.LLVMFP128TypeInContext(raw()));
    }

    /** {@code void}. */
    public LlvmType voidType() {
        return type(Core_h.LLVMVoidTypeInContext(raw()));
    }

    /** The opaque pointer type {@code ptr} in {@code addressSpace}. */
    public LlvmType ptr(int addressSpace) {
        return type(Core_h.LLVMPointerTypeInContext(raw(), addressSpace));
    }

    /** {@code ptr} in address space 0. */
    public LlvmType ptr() {
        return ptr(0);
    }

    /** The function type {@code result (params...)}, variadic when {@code varArg}. */
    public LlvmType function(LlvmType result, List<LlvmType> params, boolean varArg) {
        try (Arena arena = Arena.ofConfined()) {
            return type(Core_h.LLVMFunctionType(result.raw(), refs(arena, params), params.size(), varArg ? 1 : 0));
        }
    }

    /** The literal struct type {@code { elements... }}, or {@code <{ ... }>} when {@code packed}. */
    public LlvmType struct(List<LlvmType> elements, boolean packed) {
        try (Arena arena = Arena.ofConfined()) {
            return type(Core_h.LLVMStructTypeInContext(raw(), refs(arena, elements), elements.size(),
                    packed ? 1 : 0));
        }
    }

    /** {@code [count x element]}. */
    public LlvmType array(LlvmType element, long count) {
        return type(Core_h.LLVMArrayType2(element.raw(), count));
    }

    /** {@code <count x element>}. */
    public LlvmType vector(LlvmType element, int count) {
        return type(Core_h.LLVMVectorType(element.raw(), count));
    }

    // ---- constants ---------------------------------------------------------------------------------------

    /** An integer constant of {@code type}; {@code value} is truncated to the type's width. */
    public LlvmValue constInt(LlvmType type, long value) {
        return new LlvmValue(Core_h.LLVMConstInt(type.raw(), value, 0), this);
    }

    /** A floating-point constant of {@code type}. */
    public LlvmValue constReal(LlvmType type, double value) {
        return new LlvmValue(Core_h.LLVMConstReal(type.raw(), value), this);
    }

    /** The all-zero constant of {@code type} ({@code zeroinitializer}, {@code null}, 0). */
    public LlvmValue constNull(LlvmType type) {
        return new LlvmValue(Core_h.LLVMConstNull(type.raw()), this);
    }

    /** {@code undef} of {@code type}. */
    public LlvmValue undef(LlvmType type) {
        return new LlvmValue(Core_h.LLVMGetUndef(type.raw()), this);
    }

    /** {@code poison} of {@code type}. */
    public LlvmValue poison(LlvmType type) {
        return new LlvmValue(Core_h.LLVMGetPoison(type.raw()), this);
    }

    /** A new IR builder in this context, owned by the caller. */
    public LlvmBuilder createBuilder() {
        return new LlvmBuilder(Core_h.LLVMCreateBuilderInContext(raw()), this);
    }

    static MemorySegment refs(Arena arena, List<LlvmType> types) {
        MemorySegment array = arena.allocate(ValueLayout.ADDRESS, Math.max(1, types.size()));
        for (int i = 0; i < types.size(); i++) {
            array.setAtIndex(ValueLayout.ADDRESS, i, types.get(i).raw());
        }
        return array;
    }

    // ---- additions for the execution engine (issue 4) ----
}

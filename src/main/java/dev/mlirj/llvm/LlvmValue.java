package dev.mlirj.llvm;

import dev.mlirj.llvm.c.Core_h;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;

/**
 * An LLVM value (constant, function, global, argument or instruction), borrowed from the {@link LlvmScope}
 * it lives in: its context for constants, its module for everything else. Equal when the same LLVM value.
 */
public final class LlvmValue extends BorrowedHandle {

    LlvmValue(MemorySegment raw, LlvmScope scope) {
        super("LLVM value", raw, scope);
    }

    /** The value's type; for a function or global, the pointer type (see {@link #globalValueType()}). */
    public LlvmType type() {
        return new LlvmType(Core_h.LLVMTypeOf(raw()), scope().context());
    }

    /** The type of the object a function or global defines, e.g. a function type. */
    public LlvmType globalValueType() {
        return new LlvmType(Core_h.LLVMGlobalGetValueType(raw()), scope().context());
    }

    /** The value's name, empty when it has none. */
    @SuppressWarnings("restricted")
    public String name() {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment length = arena.allocate(ValueLayout.JAVA_LONG);
            MemorySegment chars = Core_h.LLVMGetValueName2(raw(), length);
            long n = length.get(ValueLayout.JAVA_LONG, 0);
            return n == 0 ? "" : new String(chars.reinterpret(n).toArray(ValueLayout.JAVA_BYTE),
                    java.nio.charset.StandardCharsets.UTF_8);
        }
    }

    /** Renames the value. */
    public void setName(String name) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment chars = arena.allocateFrom(name);
            Core_h.LLVMSetValueName2(raw(), chars, chars.byteSize() - 1);
        }
    }

    /** Whether this function or global is only declared, with no body or initializer here. */
    public boolean isDeclaration() {
        return Core_h.LLVMIsDeclaration(raw()) != 0;
    }

    /** Parameter {@code index} of a function. */
    public LlvmValue param(int index) {
        MemorySegment function = raw();
        int count = Core_h.LLVMCountParams(function);
        if (index < 0 || index >= count) {
            throw new IndexOutOfBoundsException("parameter " + index + " of a function with " + count);
        }
        return new LlvmValue(Core_h.LLVMGetParam(function, index), scope());
    }

    /** Appends a new basic block named {@code name} to this function. */
    public LlvmBasicBlock appendBasicBlock(String name) {
        try (Arena arena = Arena.ofConfined()) {
            return new LlvmBasicBlock(Core_h.LLVMAppendBasicBlockInContext(scope().context().raw(), raw(),
                    arena.allocateFrom(name)), scope());
        }
    }

    /** Sets {@code nsw} on an add, sub, mul or shl instruction. */
    public LlvmValue setNsw(boolean on) {
        Core_h.LLVMSetNSW(raw(), on ? 1 : 0);
        return this;
    }

    /** Sets {@code nuw} on an add, sub, mul or shl instruction. */
    public LlvmValue setNuw(boolean on) {
        Core_h.LLVMSetNUW(raw(), on ? 1 : 0);
        return this;
    }

    /** Sets {@code exact} on a udiv, sdiv, lshr or ashr instruction. */
    public LlvmValue setExact(boolean on) {
        Core_h.LLVMSetExact(raw(), on ? 1 : 0);
        return this;
    }

    /** Sets the alignment, in bytes, of a load, store, alloca, global or function. */
    public LlvmValue setAlignment(int bytes) {
        if (bytes < 0 || Integer.bitCount(bytes) > 1) {
            throw new IllegalArgumentException("alignment must be 0 or a power of two, not " + bytes);
        }
        Core_h.LLVMSetAlignment(raw(), bytes);
        return this;
    }

    /** Marks a load or store volatile. */
    public LlvmValue setVolatile(boolean on) {
        Core_h.LLVMSetVolatile(raw(), on ? 1 : 0);
        return this;
    }

    /** Adds an incoming value from {@code block} to a phi node. */
    public LlvmValue addIncoming(LlvmValue value, LlvmBasicBlock block) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment values = arena.allocateFrom(ValueLayout.ADDRESS, value.raw());
            MemorySegment blocks = arena.allocateFrom(ValueLayout.ADDRESS, block.raw());
            Core_h.LLVMAddIncoming(raw(), values, blocks, 1);
        }
        return this;
    }

    /** The value as LLVM prints it. */
    @Override
    public String toString() {
        if (!scopeAlive()) {
            return "LlvmValue (scope closed)";
        }
        return LlvmErrors.takeMessage(Core_h.LLVMPrintValueToString(raw()));
    }

    // ---- additions for the execution engine (issue 4) ----
}

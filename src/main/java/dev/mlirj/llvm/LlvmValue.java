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

    /** The number of basic blocks of a function (0 for a declaration). */
    public int basicBlockCount() {
        return Core_h.LLVMCountBasicBlocks(raw());
    }

    /** The call instructions of a function, in block and instruction order. */
    public java.util.List<LlvmValue> calls() {
        java.util.List<LlvmValue> calls = new java.util.ArrayList<>();
        int call = Core_h.LLVMCall();
        for (MemorySegment b = Core_h.LLVMGetFirstBasicBlock(raw()); !b.equals(MemorySegment.NULL);
                b = Core_h.LLVMGetNextBasicBlock(b)) {
            for (MemorySegment i = Core_h.LLVMGetFirstInstruction(b); !i.equals(MemorySegment.NULL);
                    i = Core_h.LLVMGetNextInstruction(i)) {
                if (Core_h.LLVMGetInstructionOpcode(i) == call) {
                    calls.add(new LlvmValue(i, scope()));
                }
            }
        }
        return calls;
    }

    /** Makes a call instruction call {@code callee} (a function of the same type) instead. */
    public void setCalledValue(LlvmValue callee) {
        int n = Core_h.LLVMGetNumOperands(raw());
        Core_h.LLVMSetOperand(raw(), n - 1, callee.raw());
    }

    /** The value a call instruction calls: a function for a direct call (its last operand). */
    public LlvmValue calledValue() {
        int n = Core_h.LLVMGetNumOperands(raw());
        return new LlvmValue(Core_h.LLVMGetOperand(raw(), n - 1), scope());
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

    /** Sets the alignment, in bytes, of a load, store, atomicrmw, cmpxchg, alloca, global or function. */
    public LlvmValue setAlignment(int bytes) {
        if (bytes < 0 || Integer.bitCount(bytes) > 1) {
            throw new IllegalArgumentException("alignment must be 0 or a power of two, not " + bytes);
        }
        Core_h.LLVMSetAlignment(raw(), bytes);
        return this;
    }

    /** Makes a {@code cmpxchg} weak: it may fail even when the values compare equal. */
    public LlvmValue setWeak(boolean on) {
        Core_h.LLVMSetWeak(raw(), on ? 1 : 0);
        return this;
    }

    /** Marks a load, store, atomicrmw or cmpxchg volatile. */
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

    // ---- globals, functions, instructions -----------------------------------------------------------------------

    /** Sets a function's or global's linkage. */
    public LlvmValue setLinkage(LlvmLinkage linkage) {
        Core_h.LLVMSetLinkage(raw(), linkage.value);
        return this;
    }

    /** A function's or global's linkage. */
    public LlvmLinkage linkage() {
        int value = Core_h.LLVMGetLinkage(raw());
        for (LlvmLinkage l : LlvmLinkage.values()) {
            if (l.value == value) {
                return l;
            }
        }
        throw new IllegalStateException("LLVM linkage " + value + " has no LlvmLinkage");
    }

    /** Whether anything uses this value (an instruction, a constant or a global's initializer). */
    public boolean hasUses() {
        return !Core_h.LLVMGetFirstUse(raw()).equals(MemorySegment.NULL);
    }

    /** Makes every use of this value use {@code replacement} instead, which must have the same type. */
    public void replaceAllUsesWith(LlvmValue replacement) {
        if (!replacement.type().equals(type())) {
            throw new IllegalArgumentException("cannot replace a value of type " + type() + " with one of type "
                    + replacement.type());
        }
        Core_h.LLVMReplaceAllUsesWith(raw(), replacement.raw());
    }

    /** The attributes of a function at {@code index}, numbered as {@link #addAttribute}. */
    public java.util.List<LlvmAttribute> attributes(int index) {
        int count = Core_h.LLVMGetAttributeCountAtIndex(raw(), index);
        if (count == 0) {
            return java.util.List.of();
        }
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment array = arena.allocate(ValueLayout.ADDRESS, count);
            Core_h.LLVMGetAttributesAtIndex(raw(), index, array);
            java.util.List<LlvmAttribute> attributes = new java.util.ArrayList<>(count);
            for (int i = 0; i < count; i++) {
                attributes.add(new LlvmAttribute(array.getAtIndex(ValueLayout.ADDRESS, i), scope().context()));
            }
            return attributes;
        }
    }

    /** A function's calling convention, by LLVM's numeric ID. */
    public int functionCallConv() {
        return Core_h.LLVMGetFunctionCallConv(raw());
    }

    /** Sets a function's or global's visibility. */
    public LlvmValue setVisibility(LlvmVisibility visibility) {
        Core_h.LLVMSetVisibility(raw(), visibility.value);
        return this;
    }

    /** Sets whether a function's or global's address is significant. */
    public LlvmValue setUnnamedAddr(LlvmUnnamedAddr kind) {
        Core_h.LLVMSetUnnamedAddress(raw(), kind.value);
        return this;
    }

    /** Puts a function or global in the object-file section {@code section}. */
    public LlvmValue setSection(String section) {
        try (Arena arena = Arena.ofConfined()) {
            Core_h.LLVMSetSection(raw(), arena.allocateFrom(section));
        }
        return this;
    }

    /** Makes a global variable thread-local. */
    public LlvmValue setThreadLocal(boolean on) {
        Core_h.LLVMSetThreadLocal(raw(), on ? 1 : 0);
        return this;
    }

    /** Marks a global variable constant. */
    public LlvmValue setGlobalConstant(boolean on) {
        Core_h.LLVMSetGlobalConstant(raw(), on ? 1 : 0);
        return this;
    }

    /** Sets a global variable's initializer, a constant of its value type. */
    public LlvmValue setInitializer(LlvmValue constant) {
        if (!constant.isConstant()) {
            throw new IllegalArgumentException("a global's initializer must be a constant, not " + constant);
        }
        Core_h.LLVMSetInitializer(raw(), constant.raw());
        return this;
    }

    /** Whether this value is a constant (constant expressions, functions and globals included). */
    public boolean isConstant() {
        return Core_h.LLVMIsConstant(raw()) != 0;
    }

    /** Whether this value is an instruction. */
    public boolean isInstruction() {
        return !Core_h.LLVMIsAInstruction(raw()).equals(MemorySegment.NULL);
    }

    /** Deletes an instruction that was never inserted in a block (built while the builder had no position). */
    public void deleteDetachedInstruction() {
        if (!isInstruction()) {
            throw new IllegalStateException("not an instruction: " + this);
        }
        Core_h.LLVMDeleteInstruction(raw());
    }

    /** Sets a function's calling convention, by LLVM's numeric ID ({@code llvm::CallingConv}, 0 for C). */
    public LlvmValue setFunctionCallConv(int callConv) {
        Core_h.LLVMSetFunctionCallConv(raw(), callConv);
        return this;
    }

    /** Sets a call instruction's calling convention, by LLVM's numeric ID. */
    public LlvmValue setInstructionCallConv(int callConv) {
        Core_h.LLVMSetInstructionCallConv(raw(), callConv);
        return this;
    }

    /** Marks a call instruction {@code tail}. */
    public LlvmValue setTailCall(boolean on) {
        Core_h.LLVMSetTailCall(raw(), on ? 1 : 0);
        return this;
    }

    /** Sets a function's garbage collector strategy name. */
    public LlvmValue setGarbageCollector(String name) {
        try (Arena arena = Arena.ofConfined()) {
            Core_h.LLVMSetGC(raw(), arena.allocateFrom(name));
        }
        return this;
    }

    /** Sets a function's personality function. */
    public LlvmValue setPersonality(LlvmValue personality) {
        Core_h.LLVMSetPersonalityFn(raw(), personality.raw());
        return this;
    }

    /** The attribute index of a function's return value. */
    public static final int RETURN_INDEX = 0;
    /** The attribute index of the function itself. */
    public static final int FUNCTION_INDEX = -1;

    /**
     * Adds {@code attribute} to a function at {@code index}: {@link #FUNCTION_INDEX}, {@link #RETURN_INDEX} or
     * 1 + a parameter number.
     */
    public LlvmValue addAttribute(int index, LlvmAttribute attribute) {
        Core_h.LLVMAddAttributeAtIndex(raw(), index, attribute.raw());
        return this;
    }

    /** Adds {@code attribute} to a call instruction at {@code index}, numbered as {@link #addAttribute}. */
    public LlvmValue addCallSiteAttribute(int index, LlvmAttribute attribute) {
        Core_h.LLVMAddCallSiteAttribute(raw(), index, attribute.raw());
        return this;
    }

    /** Sets the ordering of an atomic load or store. */
    public LlvmValue setOrdering(LlvmAtomicOrdering ordering) {
        Core_h.LLVMSetOrdering(raw(), ordering.value);
        return this;
    }

    /** Makes an atomic load or store synchronise only with the current thread ({@code syncscope("singlethread")}). */
    public LlvmValue setAtomicSingleThread(boolean on) {
        Core_h.LLVMSetAtomicSingleThread(raw(), on ? 1 : 0);
        return this;
    }

    /** Attaches {@code !kind !{operands...}} (constants; none for {@code !{}}) to an instruction. */
    public LlvmValue setMetadata(String kind, java.util.List<LlvmValue> operands) {
        LlvmContext context = scope().context();
        MemorySegment node = Core_h.LLVMMetadataAsValue(context.raw(), context.mdNodeOfConstants(operands));
        Core_h.LLVMSetMetadata(raw(), context.metadataKind(kind), node);
        return this;
    }

    /** Adds {@code case value, label dest} to a switch instruction. */
    public LlvmValue addCase(LlvmValue value, LlvmBasicBlock dest) {
        Core_h.LLVMAddCase(raw(), value.raw(), dest.raw());
        return this;
    }

    /** Marks a getelementptr {@code inbounds}. */
    public LlvmValue setInBounds(boolean on) {
        Core_h.LLVMSetIsInBounds(raw(), on ? 1 : 0);
        return this;
    }

    /**
     * Whether this is an instruction LLVM lets carry fast-math flags (an {@code FPMathOperator}):
     * {@code fneg}, {@code fadd} ... {@code frem}, {@code fcmp}, or a {@code phi}, {@code select} or {@code call}
     * of floating-point type (possibly a vector or array of it).
     */
    public boolean isFpMathOperator() {
        if (!isInstruction()) {
            return false;
        }
        int opcode = Core_h.LLVMGetInstructionOpcode(raw());
        if (opcode == Core_h.LLVMFNeg() || opcode == Core_h.LLVMFAdd() || opcode == Core_h.LLVMFSub()
                || opcode == Core_h.LLVMFMul() || opcode == Core_h.LLVMFDiv() || opcode == Core_h.LLVMFRem()
                || opcode == Core_h.LLVMFCmp()) {
            return true;
        }
        if (opcode != Core_h.LLVMPHI() && opcode != Core_h.LLVMSelect() && opcode != Core_h.LLVMCall()) {
            return false;
        }
        MemorySegment t = Core_h.LLVMTypeOf(raw());
        while (true) {
            int kind = Core_h.LLVMGetTypeKind(t);
            if (kind == Core_h.LLVMArrayTypeKind() || kind == Core_h.LLVMVectorTypeKind()
                    || kind == Core_h.LLVMScalableVectorTypeKind()) {
                t = Core_h.LLVMGetElementType(t);
                continue;
            }
            return kind == Core_h.LLVMHalfTypeKind() || kind == Core_h.LLVMBFloatTypeKind()
                    || kind == Core_h.LLVMFloatTypeKind() || kind == Core_h.LLVMDoubleTypeKind()
                    || kind == Core_h.LLVMX86_FP80TypeKind() || kind == Core_h.LLVMFP128TypeKind()
                    || kind == Core_h.LLVMPPC_FP128TypeKind();
        }
    }

    /**
     * Sets exactly {@code flags} as this instruction's fast-math flags.
     *
     * @throws IllegalArgumentException if the instruction cannot carry them ({@link #isFpMathOperator})
     */
    public LlvmValue setFastMathFlags(java.util.Set<FastMathFlag> flags) {
        if (!isFpMathOperator()) {
            throw new IllegalArgumentException("fast-math flags need a floating-point instruction, not " + this);
        }
        FastMathFlag.apply(raw(), FastMathFlag.bits(flags));
        return this;
    }

    /** Attaches {@code !prof !{!"branch_weights", i32 w...}} to a branch, switch or call. */
    public LlvmValue setBranchWeights(java.util.List<Long> weights) {
        LlvmContext context = scope().context();
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment mds = arena.allocate(ValueLayout.ADDRESS, weights.size() + 1L);
            MemorySegment tag = arena.allocateFrom("branch_weights");
            mds.setAtIndex(ValueLayout.ADDRESS, 0, Core_h.LLVMMDStringInContext2(context.raw(), tag,
                    tag.byteSize() - 1));
            MemorySegment i32 = Core_h.LLVMInt32TypeInContext(context.raw());
            for (int i = 0; i < weights.size(); i++) {
                mds.setAtIndex(ValueLayout.ADDRESS, i + 1, Core_h.LLVMValueAsMetadata(
                        Core_h.LLVMConstInt(i32, weights.get(i), 0)));
            }
            MemorySegment node = Core_h.LLVMMDNodeInContext2(context.raw(), mds, weights.size() + 1L);
            Core_h.LLVMSetMetadata(raw(), context.metadataKind("prof"), Core_h.LLVMMetadataAsValue(context.raw(),
                    node));
        }
        return this;
    }

}

package dev.mlirj.llvm;

import dev.mlirj.llvm.c.Core_h;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.List;

/**
 * An {@code LLVMBuilderRef} the caller owns: appends instructions at its insertion point, which
 * {@link #positionAtEnd} sets. Every method returns the new instruction (terminators included) and takes an
 * optional LLVM value name ({@code ""} for none). Operands must live in the builder's context and in the module
 * being built; a dead operand or an unpositioned builder throws before any native call. Not thread-safe.
 */
public final class LlvmBuilder extends OwnedHandle {
    private static final MemorySegment NO_NAME = Arena.global().allocateFrom("");
    private final LlvmContext context;
    private LlvmScope scope;

    LlvmBuilder(MemorySegment raw, LlvmContext context) {
        super("LLVM IR builder", raw);
        this.context = context;
    }

    @Override
    void checkParent() {
        context.ensureAlive();
    }

    @Override
    void dispose(MemorySegment pointer) {
        if (context.isAlive()) {
            Core_h.LLVMDisposeBuilder(pointer);
        }
    }

    /** Moves the insertion point to the end of {@code block}. */
    public LlvmBuilder positionAtEnd(LlvmBasicBlock block) {
        Core_h.LLVMPositionBuilderAtEnd(raw(), block.raw());
        scope = block.scope();
        return this;
    }

    private LlvmValue made(MemorySegment value) {
        return new LlvmValue(value, scope);
    }

    private MemorySegment at() {
        MemorySegment builder = raw();
        if (scope == null) {
            throw new IllegalStateException("position the LLVM IR builder in a block before building instructions");
        }
        scope.ensureAlive();
        return builder;
    }

    private static MemorySegment name(Arena arena, String name) {
        return name.isEmpty() ? NO_NAME : arena.allocateFrom(name);
    }

    private static MemorySegment values(Arena arena, List<LlvmValue> values) {
        MemorySegment array = arena.allocate(ValueLayout.ADDRESS, Math.max(1, values.size()));
        for (int i = 0; i < values.size(); i++) {
            array.setAtIndex(ValueLayout.ADDRESS, i, values.get(i).raw());
        }
        return array;
    }

    // ---- terminators -------------------------------------------------------------------------------------

    /** {@code ret void}. */
    public LlvmValue retVoid() {
        return made(Core_h.LLVMBuildRetVoid(at()));
    }

    /** {@code ret value}. */
    public LlvmValue ret(LlvmValue value) {
        return made(Core_h.LLVMBuildRet(at(), value.raw()));
    }

    /** {@code br label dest}. */
    public LlvmValue br(LlvmBasicBlock dest) {
        return made(Core_h.LLVMBuildBr(at(), dest.raw()));
    }

    /** {@code br i1 condition, label then, label otherwise}. */
    public LlvmValue condBr(LlvmValue condition, LlvmBasicBlock then, LlvmBasicBlock otherwise) {
        return made(Core_h.LLVMBuildCondBr(at(), condition.raw(), then.raw(), otherwise.raw()));
    }

    /** {@code unreachable}. */
    public LlvmValue unreachable() {
        return made(Core_h.LLVMBuildUnreachable(at()));
    }

    // ---- arithmetic ----------------------------------------------------------------------------------------

    /** The two-operand instruction {@code op lhs, rhs}. */
    public LlvmValue binary(BinaryOp op, LlvmValue lhs, LlvmValue rhs, String name) {
        try (Arena arena = Arena.ofConfined()) {
            return made(Core_h.LLVMBuildBinOp(at(), op.opcode, lhs.raw(), rhs.raw(), name(arena, name)));
        }
    }

    /** {@code add lhs, rhs}. */
    public LlvmValue add(LlvmValue lhs, LlvmValue rhs, String name) {
        return binary(BinaryOp.ADD, lhs, rhs, name);
    }

    /** {@code mul lhs, rhs}. */
    public LlvmValue mul(LlvmValue lhs, LlvmValue rhs, String name) {
        return binary(BinaryOp.MUL, lhs, rhs, name);
    }

    /** {@code fmul lhs, rhs}. */
    public LlvmValue fmul(LlvmValue lhs, LlvmValue rhs, String name) {
        return binary(BinaryOp.FMUL, lhs, rhs, name);
    }

    /** {@code fneg value}. */
    public LlvmValue fneg(LlvmValue value, String name) {
        try (Arena arena = Arena.ofConfined()) {
            return made(Core_h.LLVMBuildFNeg(at(), value.raw(), name(arena, name)));
        }
    }

    /** {@code icmp predicate lhs, rhs}. */
    public LlvmValue icmp(IntPredicate predicate, LlvmValue lhs, LlvmValue rhs, String name) {
        try (Arena arena = Arena.ofConfined()) {
            return made(Core_h.LLVMBuildICmp(at(), predicate.value, lhs.raw(), rhs.raw(), name(arena, name)));
        }
    }

    /** {@code fcmp predicate lhs, rhs}. */
    public LlvmValue fcmp(RealPredicate predicate, LlvmValue lhs, LlvmValue rhs, String name) {
        try (Arena arena = Arena.ofConfined()) {
            return made(Core_h.LLVMBuildFCmp(at(), predicate.value, lhs.raw(), rhs.raw(), name(arena, name)));
        }
    }

    /** {@code select condition, ifTrue, ifFalse}. */
    public LlvmValue select(LlvmValue condition, LlvmValue ifTrue, LlvmValue ifFalse, String name) {
        try (Arena arena = Arena.ofConfined()) {
            return made(Core_h.LLVMBuildSelect(at(), condition.raw(), ifTrue.raw(), ifFalse.raw(),
                    name(arena, name)));
        }
    }

    /** The cast {@code op value to type}. */
    public LlvmValue cast(CastOp op, LlvmValue value, LlvmType type, String name) {
        try (Arena arena = Arena.ofConfined()) {
            return made(Core_h.LLVMBuildCast(at(), op.opcode, value.raw(), type.raw(), name(arena, name)));
        }
    }

    /** An empty {@code phi type}; add incoming values with {@link LlvmValue#addIncoming}. */
    public LlvmValue phi(LlvmType type, String name) {
        try (Arena arena = Arena.ofConfined()) {
            return made(Core_h.LLVMBuildPhi(at(), type.raw(), name(arena, name)));
        }
    }

    // ---- memory --------------------------------------------------------------------------------------------

    /** {@code alloca type}. */
    public LlvmValue alloca(LlvmType type, String name) {
        try (Arena arena = Arena.ofConfined()) {
            return made(Core_h.LLVMBuildAlloca(at(), type.raw(), name(arena, name)));
        }
    }

    /** {@code load type, ptr pointer}. */
    public LlvmValue load(LlvmType type, LlvmValue pointer, String name) {
        try (Arena arena = Arena.ofConfined()) {
            return made(Core_h.LLVMBuildLoad2(at(), type.raw(), pointer.raw(), name(arena, name)));
        }
    }

    /** {@code store value, ptr pointer}. */
    public LlvmValue store(LlvmValue value, LlvmValue pointer) {
        return made(Core_h.LLVMBuildStore(at(), value.raw(), pointer.raw()));
    }

    /**
     * {@code atomicrmw op ptr pointer, value ordering}, of the value type's ABI alignment (change it with
     * {@link LlvmValue#setAlignment}), across threads unless {@code singleThread}.
     */
    public LlvmValue atomicRmw(LlvmAtomicRmwBinOp op, LlvmValue pointer, LlvmValue value, LlvmAtomicOrdering ordering,
                               boolean singleThread) {
        return made(Core_h.LLVMBuildAtomicRMW(at(), op.value, pointer.raw(), value.raw(), ordering.value,
                singleThread ? 1 : 0));
    }

    /**
     * {@code cmpxchg ptr pointer, compare, replacement success failure}: a {@code { T, i1 }} of the old value and
     * whether it was replaced; strong unless {@link LlvmValue#setWeak} says otherwise.
     */
    public LlvmValue cmpXchg(LlvmValue pointer, LlvmValue compare, LlvmValue replacement, LlvmAtomicOrdering success,
                             LlvmAtomicOrdering failure, boolean singleThread) {
        return made(Core_h.LLVMBuildAtomicCmpXchg(at(), pointer.raw(), compare.raw(), replacement.raw(),
                success.value, failure.value, singleThread ? 1 : 0));
    }

    /** {@code getelementptr [inbounds] elementType, ptr pointer, indices...}. */
    public LlvmValue gep(LlvmType elementType, LlvmValue pointer, List<LlvmValue> indices, boolean inBounds,
                         String name) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment idx = values(arena, indices);
            MemorySegment b = at();
            return made(inBounds
                    ? Core_h.LLVMBuildInBoundsGEP2(b, elementType.raw(), pointer.raw(), idx, indices.size(),
                            name(arena, name))
                    : Core_h.LLVMBuildGEP2(b, elementType.raw(), pointer.raw(), idx, indices.size(),
                            name(arena, name)));
        }
    }

    /** {@code extractvalue aggregate, index}. */
    public LlvmValue extractValue(LlvmValue aggregate, int index, String name) {
        try (Arena arena = Arena.ofConfined()) {
            return made(Core_h.LLVMBuildExtractValue(at(), aggregate.raw(), index, name(arena, name)));
        }
    }

    /** {@code insertvalue aggregate, element, index}. */
    public LlvmValue insertValue(LlvmValue aggregate, LlvmValue element, int index, String name) {
        try (Arena arena = Arena.ofConfined()) {
            return made(Core_h.LLVMBuildInsertValue(at(), aggregate.raw(), element.raw(), index, name(arena, name)));
        }
    }

    // ---- calls -----------------------------------------------------------------------------------------------

    /** {@code call functionType callee(args...)}. */
    public LlvmValue call(LlvmType functionType, LlvmValue callee, List<LlvmValue> args, String name) {
        try (Arena arena = Arena.ofConfined()) {
            return made(Core_h.LLVMBuildCall2(at(), functionType.raw(), callee.raw(), values(arena, args),
                    args.size(), name(arena, name)));
        }
    }

    /**
     * A private constant global holding {@code text} in UTF-8 with a terminating zero, named {@code globalName}
     * (made unique by LLVM), in the module of the insertion point; returns its address.
     */
    public LlvmValue globalString(String text, String globalName) {
        try (Arena arena = Arena.ofConfined()) {
            return made(Core_h.LLVMBuildGlobalStringPtr(at(), arena.allocateFrom(text), name(arena, globalName)));
        }
    }

    // ---- more instructions --------------------------------------------------------------------------------------

    /**
     * Clears the insertion point for building constants in {@code module}: instructions whose operands are all
     * constants fold to constants (as in a global's initializer); anything that does not fold is created detached
     * from any block, which the caller must check ({@link LlvmValue#isConstant}) and delete
     * ({@link LlvmValue#deleteDetachedInstruction}).
     */
    public LlvmBuilder clearPositionForConstants(LlvmModule module) {
        Core_h.LLVMClearInsertionPosition(raw());
        scope = module;
        return this;
    }

    /** {@code switch value, label defaultDest [ ... ]}; add cases with {@link LlvmValue#addCase}. */
    public LlvmValue switchInst(LlvmValue value, LlvmBasicBlock defaultDest, int caseCount) {
        return made(Core_h.LLVMBuildSwitch(at(), value.raw(), defaultDest.raw(), caseCount));
    }

    /** {@code alloca type, sizeType count}. */
    public LlvmValue arrayAlloca(LlvmType type, LlvmValue count, String name) {
        try (Arena arena = Arena.ofConfined()) {
            return made(Core_h.LLVMBuildArrayAlloca(at(), type.raw(), count.raw(), name(arena, name)));
        }
    }

    /** {@code extractelement vector, index}. */
    public LlvmValue extractElement(LlvmValue vector, LlvmValue index, String name) {
        try (Arena arena = Arena.ofConfined()) {
            return made(Core_h.LLVMBuildExtractElement(at(), vector.raw(), index.raw(), name(arena, name)));
        }
    }

    /** {@code insertelement vector, element, index}. */
    public LlvmValue insertElement(LlvmValue vector, LlvmValue element, LlvmValue index, String name) {
        try (Arena arena = Arena.ofConfined()) {
            return made(Core_h.LLVMBuildInsertElement(at(), vector.raw(), element.raw(), index.raw(),
                    name(arena, name)));
        }
    }

    /** {@code shufflevector v1, v2, mask} with a constant {@code <N x i32>} (or poison-element) mask. */
    public LlvmValue shuffleVector(LlvmValue v1, LlvmValue v2, LlvmValue mask, String name) {
        try (Arena arena = Arena.ofConfined()) {
            return made(Core_h.LLVMBuildShuffleVector(at(), v1.raw(), v2.raw(), mask.raw(), name(arena, name)));
        }
    }

    /** The block the builder appends to. */
    public LlvmBasicBlock insertBlock() {
        MemorySegment block = Core_h.LLVMGetInsertBlock(at());
        if (block.equals(MemorySegment.NULL)) {
            throw new IllegalStateException("the LLVM IR builder has no insertion block");
        }
        return new LlvmBasicBlock(block, scope);
    }

}

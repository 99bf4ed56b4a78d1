package dev.mlirj.llvm;

import dev.mlirj.llvm.c.Core_h;
import dev.mlirj.llvm.loader.LlvmLibrary;
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

    /** The widest integer type LLVM 17 has ({@code llvm::IntegerType::MAX_INT_BITS}); MLIR's allow 2^24 - 1 bits. */
    public static final int MAX_INT_BITS = 1 << 23;

    /** {@code iN} for any width LLVM allows (1 to {@link #MAX_INT_BITS}). */
    public LlvmType intType(int bits) {
        if (bits < 1 || bits > MAX_INT_BITS) {
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

    // ---- more types, constants, attributes and metadata ---------------------------------------------------------

    /** {@code ppc_fp128}. */
    public LlvmType ppcFp128() {
        return type(Core_h.LLVMPPCFP128TypeInContext(raw()));
    }

    /** {@code x86_amx}. */
    public LlvmType x86Amx() {
        return type(Core_h.LLVMX86AMXTypeInContext(raw()));
    }

    /** {@code label}. */
    public LlvmType label() {
        return type(Core_h.LLVMLabelTypeInContext(raw()));
    }

    /** {@code metadata}. */
    public LlvmType metadataType() {
        return type(Core_h.LLVMMetadataTypeInContext(raw()));
    }

    /** {@code token}. */
    public LlvmType token() {
        return type(Core_h.LLVMTokenTypeInContext(raw()));
    }

    /** {@code <vscale x minCount x element>}. */
    public LlvmType scalableVector(LlvmType element, int minCount) {
        return type(Core_h.LLVMScalableVectorType(element.raw(), minCount));
    }

    /** The target extension type {@code target("name", types..., ints...)}. */
    public LlvmType targetExtension(String name, List<LlvmType> typeParams, List<Integer> intParams) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment ints = arena.allocate(ValueLayout.JAVA_INT, Math.max(1, intParams.size()));
            for (int i = 0; i < intParams.size(); i++) {
                ints.setAtIndex(ValueLayout.JAVA_INT, i, intParams.get(i));
            }
            return type(Core_h.LLVMTargetExtTypeInContext(raw(), arena.allocateFrom(name), refs(arena, typeParams),
                    typeParams.size(), ints, intParams.size()));
        }
    }

    /**
     * A new identified (named) struct type without a body; LLVM renames it ({@code name.0}) if the context
     * already has a struct of that name. Give it a body with {@link #setStructBody}, or leave it opaque.
     */
    public LlvmType namedStruct(String name) {
        try (Arena arena = Arena.ofConfined()) {
            return type(Core_h.LLVMStructCreateNamed(raw(), arena.allocateFrom(name)));
        }
    }

    /** Sets the body of an identified struct made by {@link #namedStruct}. */
    public void setStructBody(LlvmType struct, List<LlvmType> elements, boolean packed) {
        if (struct.kind() != TypeKind.STRUCT) {
            throw new IllegalArgumentException("setStructBody needs a struct type, not " + struct);
        }
        try (Arena arena = Arena.ofConfined()) {
            Core_h.LLVMStructSetBody(struct.raw(), refs(arena, elements), elements.size(), packed ? 1 : 0);
        }
    }

    /**
     * The integer constant of {@code type} whose bits are the low bits of {@code value} (two's complement for
     * negative values), of any width.
     */
    public LlvmValue constInt(LlvmType type, java.math.BigInteger value) {
        int width = type.intWidth();
        java.math.BigInteger bits = value.and(java.math.BigInteger.ONE.shiftLeft(width).subtract(
                java.math.BigInteger.ONE));
        int words = Math.max(1, (width + 63) / 64);
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment w = arena.allocate(ValueLayout.JAVA_LONG, words);
            for (int i = 0; i < words; i++) {
                w.setAtIndex(ValueLayout.JAVA_LONG, i, bits.shiftRight(64 * i).longValue());
            }
            return new LlvmValue(Core_h.LLVMConstIntOfArbitraryPrecision(type.raw(), words, w), this);
        }
    }

    /**
     * The floating-point constant of {@code type} with IEEE (or x87) bit pattern {@code bits}, exactly: NaN
     * payloads and signed zeros survive. {@code bits} must fit the type's width.
     */
    public LlvmValue constRealBits(LlvmType type, int width, java.math.BigInteger bits) {
        LlvmValue asInt = constInt(intType(width), bits);
        return new LlvmValue(Core_h.LLVMConstBitCast(asInt.raw(), type.raw()), this);
    }

    /** The constant array {@code [elements]} of {@code elementType}. */
    public LlvmValue constArray(LlvmType elementType, List<LlvmValue> elements) {
        try (Arena arena = Arena.ofConfined()) {
            return new LlvmValue(Core_h.LLVMConstArray2(elementType.raw(), values(arena, elements), elements.size()),
                    this);
        }
    }

    /** The constant vector {@code <elements>}; at least one element. */
    public LlvmValue constVector(List<LlvmValue> elements) {
        if (elements.isEmpty()) {
            throw new IllegalArgumentException("a constant vector needs at least one element");
        }
        try (Arena arena = Arena.ofConfined()) {
            return new LlvmValue(Core_h.LLVMConstVector(values(arena, elements), elements.size()), this);
        }
    }

    /** The constant of struct type {@code type} (literal or identified) with {@code fields}. */
    public LlvmValue constStruct(LlvmType type, List<LlvmValue> fields) {
        if (type.kind() != TypeKind.STRUCT) {
            throw new IllegalArgumentException("constStruct needs a struct type, not " + type);
        }
        try (Arena arena = Arena.ofConfined()) {
            return new LlvmValue(Core_h.LLVMConstNamedStruct(type.raw(), values(arena, fields), fields.size()), this);
        }
    }

    /** The constant {@code [N x i8] c"..."} holding exactly {@code bytes} (no terminator added). */
    public LlvmValue constBytes(byte[] bytes) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment data = arena.allocate(Math.max(1, bytes.length));
            MemorySegment.copy(bytes, 0, data, ValueLayout.JAVA_BYTE, 0, bytes.length);
            return new LlvmValue(Core_h.LLVMConstStringInContext(raw(), data, bytes.length, 1), this);
        }
    }

    /** The kind ID of the enum attribute {@code name} ({@code noalias}, {@code align}, ...), or 0 if unknown. */
    public static int enumAttributeKind(String name) {
        LlvmLibrary.load();
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment chars = arena.allocateFrom(name);
            return Core_h.LLVMGetEnumAttributeKindForName(chars, chars.byteSize() - 1);
        }
    }

    /**
     * The enum attribute {@code name}, with {@code value} for integer attributes ({@code align 16},
     * {@code dereferenceable 8}) and 0 otherwise.
     *
     * @throws IllegalArgumentException if LLVM has no attribute of that name
     */
    public LlvmAttribute enumAttribute(String name, long value) {
        int kind = enumAttributeKind(name);
        if (kind == 0) {
            throw new IllegalArgumentException("LLVM has no attribute '" + name + "'");
        }
        return new LlvmAttribute(Core_h.LLVMCreateEnumAttribute(raw(), kind, value), this);
    }

    /** The type attribute {@code name(type)}, e.g. {@code byval(i32)} or {@code elementtype(i8)}. */
    public LlvmAttribute typeAttribute(String name, LlvmType type) {
        int kind = enumAttributeKind(name);
        if (kind == 0) {
            throw new IllegalArgumentException("LLVM has no attribute '" + name + "'");
        }
        return new LlvmAttribute(Core_h.LLVMCreateTypeAttribute(raw(), kind, type.raw()), this);
    }

    /** The string attribute {@code "key"="value"} ({@code "key"} alone when {@code value} is empty). */
    public LlvmAttribute stringAttribute(String key, String value) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment k = arena.allocateFrom(key);
            MemorySegment v = arena.allocateFrom(value);
            return new LlvmAttribute(Core_h.LLVMCreateStringAttribute(raw(), k, (int) k.byteSize() - 1, v,
                    (int) v.byteSize() - 1), this);
        }
    }

    /** The metadata kind ID of {@code name} ({@code nontemporal}, {@code invariant.load}, ...). */
    int metadataKind(String name) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment chars = arena.allocateFrom(name);
            return Core_h.LLVMGetMDKindIDInContext(raw(), chars, (int) chars.byteSize() - 1);
        }
    }

    /** The metadata node {@code !{operands...}} of constants, as a metadata-typed value. */
    MemorySegment mdNodeOfConstants(List<LlvmValue> operands) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment mds = arena.allocate(ValueLayout.ADDRESS, Math.max(1, operands.size()));
            for (int i = 0; i < operands.size(); i++) {
                mds.setAtIndex(ValueLayout.ADDRESS, i, Core_h.LLVMValueAsMetadata(operands.get(i).raw()));
            }
            return Core_h.LLVMMDNodeInContext2(raw(), mds, operands.size());
        }
    }

    static MemorySegment values(Arena arena, List<LlvmValue> values) {
        MemorySegment array = arena.allocate(ValueLayout.ADDRESS, Math.max(1, values.size()));
        for (int i = 0; i < values.size(); i++) {
            array.setAtIndex(ValueLayout.ADDRESS, i, values.get(i).raw());
        }
        return array;
    }

    /** The metadata string {@code !"text"} as a value of the metadata type (a constrained intrinsic's argument). */
    public LlvmValue metadataString(String text) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment chars = arena.allocateFrom(text);
            MemorySegment md = Core_h.LLVMMDStringInContext2(raw(), chars, chars.byteSize() - 1);
            return new LlvmValue(Core_h.LLVMMetadataAsValue(raw(), md), this);
        }
    }
}

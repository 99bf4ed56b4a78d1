package dev.mlirj.llvm;

import dev.mlirj.llvm.c.Analysis_h;
import dev.mlirj.llvm.c.BitWriter_h;
import dev.mlirj.llvm.c.Core_h;
import dev.mlirj.llvm.c.IRReader_h;
import dev.mlirj.llvm.c.PassBuilder_h;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * An {@code LLVMModuleRef} the caller owns, living in an {@link LlvmContext}. Closing it disposes the module;
 * {@link ThreadSafeModule#create} takes it over instead, after which this object is dead. If its context is
 * closed first, LLVM has already freed the module with it and {@code close()} only marks this object dead.
 */
public final class LlvmModule extends OwnedHandle implements LlvmScope {
    private final LlvmContext context;
    private final String name;

    LlvmModule(MemorySegment raw, LlvmContext context, String name) {
        super("LLVM module '" + name + "'", raw);
        this.context = context;
        this.name = name;
    }

    /**
     * Parses LLVM IR text (or bitcode) into a new module in {@code context}.
     *
     * @param bufferName the name LLVM's parse errors use for the input, e.g. a file name
     * @throws LlvmException with LLVM's parse error when the text is not valid LLVM IR
     */
    public static LlvmModule parseIr(LlvmContext context, String text, String bufferName) {
        try (Arena arena = Arena.ofConfined()) {
            byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
            MemorySegment data = arena.allocate(bytes.length + 1L);
            MemorySegment.copy(bytes, 0, data, ValueLayout.JAVA_BYTE, 0, bytes.length);
            MemorySegment buffer = Core_h.LLVMCreateMemoryBufferWithMemoryRangeCopy(data, bytes.length,
                    arena.allocateFrom(bufferName));
            MemorySegment moduleSlot = arena.allocate(ValueLayout.ADDRESS);
            MemorySegment message = LlvmErrors.messageSlot(arena);
            // LLVMParseIRInContext takes ownership of the memory buffer, whatever the outcome.
            int failed = IRReader_h.LLVMParseIRInContext(context.raw(), buffer, moduleSlot, message);
            String error = LlvmErrors.takeMessageFrom(message);
            if (failed != 0) {
                throw new LlvmException("parsing LLVM IR " + bufferName, error == null ? "unknown error" : error);
            }
            return new LlvmModule(moduleSlot.get(ValueLayout.ADDRESS, 0), context, bufferName);
        }
    }

    @Override
    void checkParent() {
        context.ensureAlive();
    }

    @Override
    public void ensureAlive() {
        raw();
    }

    @Override
    public LlvmContext context() {
        return context;
    }

    /** The name the module was created with. */
    public String name() {
        return name;
    }

    @Override
    void dispose(MemorySegment pointer) {
        if (context.isAlive()) {
            Core_h.LLVMDisposeModule(pointer);
        }
    }

    /** The module's target triple, empty when unset. */
    public String targetTriple() {
        return CStrings.read(Core_h.LLVMGetTarget(raw()));
    }

    /** Sets the module's target triple. */
    public void setTargetTriple(String triple) {
        try (Arena arena = Arena.ofConfined()) {
            Core_h.LLVMSetTarget(raw(), arena.allocateFrom(triple));
        }
    }

    /** The module's data layout string, empty when unset. */
    public String dataLayout() {
        return CStrings.read(Core_h.LLVMGetDataLayoutStr(raw()));
    }

    /** Sets the module's data layout string; LLVM checks it when the module is verified or compiled. */
    public void setDataLayout(String layout) {
        try (Arena arena = Arena.ofConfined()) {
            Core_h.LLVMSetDataLayout(raw(), arena.allocateFrom(layout));
        }
    }

    /** Adds a function declaration named {@code name} of function type {@code type}; returns the function. */
    public LlvmValue addFunction(String name, LlvmType type) {
        if (type.kind() != TypeKind.FUNCTION) {
            throw new IllegalArgumentException("addFunction needs a function type, not " + type);
        }
        try (Arena arena = Arena.ofConfined()) {
            return new LlvmValue(Core_h.LLVMAddFunction(raw(), arena.allocateFrom(name), type.raw()), this);
        }
    }

    /** The function named {@code name}, if the module has one. */
    public Optional<LlvmValue> function(String name) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment f = Core_h.LLVMGetNamedFunction(raw(), arena.allocateFrom(name));
            return f.equals(MemorySegment.NULL) ? Optional.empty() : Optional.of(new LlvmValue(f, this));
        }
    }

    /** Every function of the module, declarations included, in module order. */
    public List<LlvmValue> functions() {
        List<LlvmValue> result = new ArrayList<>();
        for (MemorySegment f = Core_h.LLVMGetFirstFunction(raw()); !f.equals(MemorySegment.NULL);
             f = Core_h.LLVMGetNextFunction(f)) {
            result.add(new LlvmValue(f, this));
        }
        return result;
    }

    /**
     * Runs LLVM's verifier.
     *
     * @throws LlvmException with the verifier's report when the module is broken
     */
    public void verify() {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment message = LlvmErrors.messageSlot(arena);
            int broken = Analysis_h.LLVMVerifyModule(raw(), Analysis_h.LLVMReturnStatusAction(), message);
            String report = LlvmErrors.takeMessageFrom(message);
            if (broken != 0) {
                throw new LlvmException("verifying LLVM module '" + name + "'",
                        report == null ? "the module is broken" : report.strip());
            }
        }
    }

    /**
     * Runs an LLVM new-pass-manager pipeline (e.g. {@code default<O3>}) on the module, tuned for
     * {@code targetMachine}.
     *
     * @throws LlvmException when LLVM rejects the pipeline text
     */
    public void runPasses(String pipeline, LlvmTargetMachine targetMachine, LlvmPassBuilderOptions options) {
        try (Arena arena = Arena.ofConfined()) {
            LlvmErrors.check(PassBuilder_h.LLVMRunPasses(raw(), arena.allocateFrom(pipeline), targetMachine.raw(),
                    options.raw()), "running LLVM passes '" + pipeline + "'");
        }
    }

    /** The module as LLVM IR text. */
    public String print() {
        return LlvmErrors.takeMessage(Core_h.LLVMPrintModuleToString(raw()));
    }

    /** The module as LLVM bitcode. */
    public byte[] bitcode() {
        return MemoryBuffers.take(BitWriter_h.LLVMWriteBitcodeToMemoryBuffer(raw()));
    }

    @Override
    public String toString() {
        return isAlive() ? "LLVM module '" + name + "'" : super.toString();
    }

    // ---- globals, intrinsics, module flags ----------------------------------------------------------------------

    /** Adds a global variable named {@code name} of {@code type} in {@code addressSpace}; returns it. */
    public LlvmValue addGlobal(String name, LlvmType type, int addressSpace) {
        try (Arena arena = Arena.ofConfined()) {
            return new LlvmValue(Core_h.LLVMAddGlobalInAddressSpace(raw(), type.raw(), arena.allocateFrom(name),
                    addressSpace), this);
        }
    }

    /** The global variable named {@code name}, if the module has one. */
    public Optional<LlvmValue> global(String name) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment g = Core_h.LLVMGetNamedGlobal(raw(), arena.allocateFrom(name));
            return g.equals(MemorySegment.NULL) ? Optional.empty() : Optional.of(new LlvmValue(g, this));
        }
    }

    /**
     * The declaration of intrinsic {@code id} in this module ({@link LlvmIntrinsics#lookup}), inserting it if
     * needed; {@code overloadTypes} are the types an overloaded intrinsic is instantiated with, in LLVM's order,
     * and must be empty for one that is not overloaded.
     */
    public LlvmValue intrinsicDeclaration(int id, List<LlvmType> overloadTypes) {
        LlvmIntrinsics.requireValid(id);
        boolean overloaded = LlvmIntrinsics.isOverloaded(id);
        if (!overloaded && !overloadTypes.isEmpty()) {
            throw new IllegalArgumentException("intrinsic " + id + " is not overloaded, yet types were given");
        }
        if (overloaded && overloadTypes.isEmpty()) {
            throw new IllegalArgumentException("intrinsic " + id + " is overloaded and needs its types");
        }
        try (Arena arena = Arena.ofConfined()) {
            return new LlvmValue(Core_h.LLVMGetIntrinsicDeclaration(raw(), id, LlvmContext.refs(arena,
                    overloadTypes), overloadTypes.size()), this);
        }
    }

    /**
     * Adds the module flag {@code !{i32 b, !"key", i32 value}}; {@code behavior} is LLVM-C's
     * {@code LLVMModuleFlagBehavior} (0 Error, 1 Warning, 2 Require, ...), which LLVM prints in its C++ numbering.
     */
    public void addModuleFlag(int behavior, String key, int value) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment k = arena.allocateFrom(key);
            MemorySegment constant = Core_h.LLVMConstInt(Core_h.LLVMInt32TypeInContext(context.raw()), value, 0);
            Core_h.LLVMAddModuleFlag(raw(), behavior, k, k.byteSize() - 1, Core_h.LLVMValueAsMetadata(constant));
        }
    }

    /**
     * Removes the global array {@code arrayName} ({@code llvm.global_ctors} or {@code llvm.global_dtors}) and
     * returns the functions it lists in the order LLVM runs them: ascending priority, list order among equal
     * priorities; null entries are skipped. Empty when the module has no such global. The execution engine runs
     * them itself, as LLVM-C cannot ask ORC to run a JIT's initializers.
     *
     * @throws IllegalArgumentException when an entry names something other than a function of this module
     */
    public List<LlvmValue> takeGlobalStructors(String arrayName) {
        MemorySegment global;
        try (Arena arena = Arena.ofConfined()) {
            global = Core_h.LLVMGetNamedGlobal(raw(), arena.allocateFrom(arrayName));
        }
        if (global.equals(MemorySegment.NULL)) {
            return List.of();
        }
        List<LlvmValue> functions = functions();
        record Entry(long priority, int index, LlvmValue function) {
        }
        List<Entry> entries = new ArrayList<>();
        MemorySegment array = Core_h.LLVMGetInitializer(global);
        int count = array.equals(MemorySegment.NULL) ? 0 : Core_h.LLVMGetNumOperands(array);
        for (int i = 0; i < count; i++) {
            MemorySegment entry = Core_h.LLVMGetOperand(array, i);
            if (Core_h.LLVMGetNumOperands(entry) < 2) {
                throw new IllegalArgumentException(arrayName + " entry " + i + " is not a { i32, ptr, ptr }");
            }
            MemorySegment target = Core_h.LLVMGetOperand(entry, 1);
            if (target.equals(Core_h.LLVMConstPointerNull(Core_h.LLVMTypeOf(target)))) {
                continue;
            }
            LlvmValue function = new LlvmValue(target, this);
            if (!functions.contains(function)) {
                throw new IllegalArgumentException(arrayName + " entry " + i + " is not a function of module '"
                        + name + "': " + function);
            }
            entries.add(new Entry(Core_h.LLVMConstIntGetZExtValue(Core_h.LLVMGetOperand(entry, 0)), i, function));
        }
        Core_h.LLVMDeleteGlobal(global);
        entries.sort(java.util.Comparator.comparingLong(Entry::priority).thenComparingInt(Entry::index));
        return entries.stream().map(Entry::function).toList();
    }
}

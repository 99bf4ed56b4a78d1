package dev.mlirj.executionengine;

import dev.mlirj.executionengine.FunctionSignature.RankedMemRef;
import dev.mlirj.executionengine.FunctionSignature.Scalar;
import dev.mlirj.executionengine.FunctionSignature.Value;
import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodType;
import java.lang.ref.Reference;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * A compiled MLIR function, callable from Java through the three forms its {@link FunctionSignature} describes,
 * as MLIR's {@code ExecutionEngine} offers them: {@link #invoke} (the C interface {@code _mlir_ciface_NAME},
 * like {@code ExecutionEngine::invoke}), {@link #invokePacked} ({@code _mlir_NAME(void**)}, like
 * {@code ExecutionEngine::invokePacked}) and {@link #expandedHandle()} (the function itself, as a
 * {@link MethodHandle} of exact types).
 *
 * <p>Symbols are found through a lookup function (a symbol name, as in the IR, to its address): {@code
 * jit::lookup} of an {@link dev.mlirj.llvm.LlJit}, or an execution engine's lookup. It may throw for a missing
 * symbol or return null or {@link MemorySegment#NULL}; either way the call fails with an exception naming
 * the symbol, before any native code runs. Symbols are looked up on first use of each form and kept.
 *
 * <p>Memrefs returned by compiled code become {@link OwnedMemRef}s freed with the module's deallocation
 * function, {@code free} by default (what MLIR's lowering of {@code memref.dealloc} calls), or another one,
 * e.g. {@code _mlir_memref_to_llvm_free} when the module was lowered with the generic allocation functions:
 * {@link #withDeallocationFunction}. It is looked up through the same lookup (so a JIT's own definition
 * wins over the process's).
 *
 * <p>Critical calls ({@link #withCriticalCalls()}): the downcalls are made with FFM's
 * {@link Linker.Option#critical(boolean) Linker.Option.critical(false)}, which skips the thread-state transition
 * (a few nanoseconds per call) at two costs the caller must accept: the compiled code must never call back into
 * Java (no {@linkplain ExecutionEngineOptions#withSymbol Java symbols}, no Java runner utilities, no Java
 * {@link MemRefAllocator}: an upcall from a critical call is not supported by the JVM), and the JVM cannot reach
 * a safepoint while it runs, so garbage collection waits for it; use it for short kernels. Memrefs still live in
 * native memory (the option does not allow heap segments).
 *
 * <p>Lifetime checks: an explicitly closed {@link ExecutionEngine}'s addresses are segments of the engine's shared
 * scope, so every downcall through them acquires and releases that scope (two atomic updates, a few
 * nanoseconds), which is what makes a call after the engine's close throw. {@link #withoutLifetimeChecks()}
 * makes the handles skip that instead: then the caller guarantees that no call starts after the engine (or JIT)
 * is closed, which would jump into freed code. An engine of
 * {@linkplain ExecutionEngineOptions#withAutomaticLifetime automatic lifetime} needs neither: its addresses are
 * in an automatic scope, which calls do not acquire, and its code lives while anything can call it.
 *
 * <p>Thread-safe: any number of threads may call one compiled function at once (each call uses its own
 * argument memory; a {@link PreparedCall} is per thread). The addresses the lookup returns must stay valid
 * while calls run (a JIT's segments make a call after its close throw instead of crashing).
 */
public final class CompiledFunction {
    private static final Linker LINKER = Linker.nativeLinker();

    private final FunctionSignature signature;
    private final Function<String, MemorySegment> lookup;
    private final String deallocationFunction;
    private final boolean critical;
    private final boolean lifetimeChecks;
    private final Runnable afterEachCall;
    private volatile MethodHandle cInterface;
    private volatile MethodHandle cInterfaceSpreader;
    private volatile MethodHandle packed;
    private volatile ConstantHandle.Packed packedCall;
    private volatile ConstantHandle.Spread spreadCall;
    private volatile MethodHandle expanded;
    private volatile MethodHandle heapAccess;
    private volatile MethodHandle deallocation;

    private CompiledFunction(FunctionSignature signature, Function<String, MemorySegment> lookup,
            String deallocationFunction, boolean critical, boolean lifetimeChecks, Runnable afterEachCall) {
        this.signature = Objects.requireNonNull(signature, "signature");
        this.lookup = Objects.requireNonNull(lookup, "lookup");
        this.deallocationFunction = Objects.requireNonNull(deallocationFunction, "deallocation function");
        this.critical = critical;
        this.lifetimeChecks = lifetimeChecks;
        this.afterEachCall = afterEachCall;
    }

    /** The function of {@code signature}, its symbols found through {@code lookup}; frees results with {@code free}. */
    public static CompiledFunction of(FunctionSignature signature, Function<String, MemorySegment> lookup) {
        return new CompiledFunction(signature, lookup, "free", false, true, null);
    }

    /** This function, freeing the memrefs it returns with the function named {@code name}, {@code void(ptr)}. */
    public CompiledFunction withDeallocationFunction(String name) {
        return new CompiledFunction(signature, lookup, name, critical, lifetimeChecks, afterEachCall);
    }

    /**
     * This function, called through critical downcalls in every form (see the class comment for what the
     * compiled code must then never do). Handles are made anew for the returned function.
     */
    public CompiledFunction withCriticalCalls() {
        return new CompiledFunction(signature, lookup, deallocationFunction, true, lifetimeChecks, afterEachCall);
    }

    /**
     * This function, its handles calling the bare addresses without the engine scope's liveness check (see the
     * class comment: the caller must not call it after the engine is closed). Handles are made anew.
     */
    public CompiledFunction withoutLifetimeChecks() {
        return new CompiledFunction(signature, lookup, deallocationFunction, critical, false, afterEachCall);
    }

    /**
     * This function, running {@code check} right after every call it makes (after the checks it already runs, if
     * any: they add up) ({@link #invoke},
     * {@link #invokePacked}, {@link #invokeExpanded}, {@link PreparedCall#call()}, {@link BoundCall#call()}) and
     * before any result is read; an exception {@code check} throws is the call's. An engine's
     * {@link ExecutionEngine#function} checks with {@link ExecutionEngine#rethrowFailure()}, so that a failure
     * of the compiled code surfaces as a {@link KernelFailureException}. The exact-typed handles
     * ({@link #expandedHandle()} ...) call the code directly; their caller checks. Handles are made anew.
     */
    public CompiledFunction withAfterEachCall(Runnable check) {
        Objects.requireNonNull(check, "check");
        Runnable before = afterEachCall;
        Runnable both = before == null ? check : () -> {
            before.run();
            check.run();
        };
        return new CompiledFunction(signature, lookup, deallocationFunction, critical, lifetimeChecks, both);
    }

    /** Runs the check of {@link #withAfterEachCall}, if any. */
    void afterCall() {
        if (afterEachCall != null) {
            afterEachCall.run();
        }
    }

    /** The check run after each call ({@link #withAfterEachCall}), or null. */
    Runnable afterEachCall() {
        return afterEachCall;
    }

    /** Whether calls check that the code is still alive ({@link #withoutLifetimeChecks()} turns it off). */
    public boolean hasLifetimeChecks() {
        return lifetimeChecks;
    }

    /** Whether calls are critical downcalls ({@link #withCriticalCalls()}). */
    public boolean isCritical() {
        return critical;
    }

    /** The signature. */
    public FunctionSignature signature() {
        return signature;
    }

    /** The name of the deallocation function returned memrefs are freed with. */
    public String deallocationFunction() {
        return deallocationFunction;
    }

    // ---- calls ----

    /**
     * Calls {@code _mlir_ciface_NAME} with {@code args} (see {@link PreparedCall#set(int, Object)} for what each
     * may be), checking every argument first.
     *
     * @throws IllegalArgumentException naming the argument that does not fit the signature, or the symbol that
     *                                  does not exist
     * @throws IllegalStateException    naming the argument whose memory was freed
     */
    public CallResults invoke(Object... args) {
        return call(PreparedCall.Form.C_INTERFACE, args);
    }

    /** Calls the packed form {@code _mlir_NAME(void**)} with {@code args}; checks as {@link #invoke}. */
    public CallResults invokePacked(Object... args) {
        return call(PreparedCall.Form.PACKED, args);
    }

    private CallResults call(PreparedCall.Form form, Object[] args) {
        if (args.length != signature.inputs().size()) {
            throw new IllegalArgumentException("@" + signature.name() + " takes " + signature.inputs().size()
                    + " arguments, not " + args.length);
        }
        try (Arena arena = Arena.ofConfined()) {
            PreparedCall call = new PreparedCall(this, form, arena);
            call.setAll(args);
            call.call();
            return call.results();
        }
    }

    /**
     * A call whose argument and result memory lives in {@code arena}, to be set and made any number of times
     * by one thread at a time.
     */
    public PreparedCall prepare(Arena arena, PreparedCall.Form form) {
        return new PreparedCall(this, form, arena);
    }

    /**
     * The expanded form {@code NAME} as a downcall handle of exact types: per memref argument
     * {@code (MemorySegment allocated, MemorySegment aligned, long offset, long... sizes, long... strides)}
     * ({@code int}s with a 32-bit index), scalars as {@code byte} ({@code i1}, {@code i8}), {@code short},
     * {@code int}, {@code long}, {@code float}, {@code double}. Calling it directly checks nothing beyond what
     * FFM checks; {@link #invokeExpanded} checks first.
     *
     * @throws UnsupportedOperationException if the function returns a struct (see {@link FunctionSignature})
     */
    public MethodHandle expandedHandle() {
        MethodHandle h = expanded;
        if (h == null) {
            FunctionDescriptor descriptor = signature.expandedDescriptor();
            h = expanded = downcall(signature.expandedSymbol(), descriptor);
        }
        return h;
    }

    /**
     * The expanded form as {@link #expandedHandle()} takes it, made with FFM's
     * {@link Linker.Option#critical(boolean) Linker.Option.critical(true)}: its pointer arguments may be heap
     * segments ({@code MemorySegment.ofArray(float[])}), passed in place without a copy. A critical call must
     * never call back into Java, keeps the garbage collector waiting while it runs, and must not let the code
     * keep a pointer after it returns; the caller ensures all three ({@code dev.mlirj.JitFunction#callInPlace}
     * checks the first from the compiled code). Checks nothing beyond what FFM checks.
     *
     * @throws UnsupportedOperationException if the function returns a struct (see {@link FunctionSignature})
     */
    public MethodHandle heapAccessHandle() {
        MethodHandle h = heapAccess;
        if (h == null) {
            MemorySegment resolved = resolve(signature.expandedSymbol());
            MemorySegment address = lifetimeChecks ? resolved : unchecked(resolved);
            h = heapAccess = LINKER.downcallHandle(address, signature.expandedDescriptor(),
                    Linker.Option.critical(true));
        }
        return h;
    }

    /**
     * Calls the expanded form with {@code args} checked and spread as {@link #expandedHandle()} takes them;
     * returns the result boxed, or null.
     */
    public Object invokeExpanded(Object... args) {
        if (args.length != signature.inputs().size()) {
            throw new IllegalArgumentException("@" + signature.name() + " takes " + signature.inputs().size()
                    + " arguments, not " + args.length);
        }
        MethodHandle h = expandedHandle();
        boolean index64 = signature.indexBitwidth() == 64;
        List<Object> spread = new ArrayList<>();
        List<MemRefView> views = new ArrayList<>();
        try (Arena arena = Arena.ofConfined()) {
            PreparedCall checker = new PreparedCall(this, PreparedCall.Form.PACKED, arena, false);
            for (int i = 0; i < args.length; i++) {
                Value v = signature.inputs().get(i);
                Object a = args[i] instanceof OwnedMemRef o ? o.view() : args[i];
                checker.set(i, a); // checks type, range and layout
                if (v instanceof RankedMemRef) {
                    MemRefView m = (MemRefView) a;
                    views.add(m);
                    spread.add(m.allocatedPointer());
                    spread.add(m.segment());
                    spread.add(index64 ? (Object) m.offset() : (Object) (int) m.offset());
                    for (long s : m.sizes()) {
                        spread.add(index64 ? (Object) s : (Object) (int) s);
                    }
                    for (long s : m.strides()) {
                        spread.add(index64 ? (Object) s : (Object) (int) s);
                    }
                } else {
                    spread.add(checker.carrierValue(i, (Scalar) v));
                }
            }
        }
        try {
            Object result = h.invokeWithArguments(spread);
            afterCall();
            return signature.fromCarrier(result);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable t) {
            throw new IllegalStateException("calling @" + signature.name(), t);
        } finally {
            Reference.reachabilityFence(views);
        }
    }

    // ---- handles, made once ----

    /** {@link #packedHandle()} as a constant of its own class, made once: what {@link PreparedCall} calls. */
    ConstantHandle.Packed packedCall() {
        ConstantHandle.Packed c = packedCall;
        if (c == null) {
            c = packedCall = ConstantHandle.packed(packedHandle());
        }
        return c;
    }

    /** {@link #cInterfaceSpreader()} as a constant of its own class, made once: what {@link PreparedCall} calls. */
    ConstantHandle.Spread spreadCall() {
        ConstantHandle.Spread c = spreadCall;
        if (c == null) {
            c = spreadCall = ConstantHandle.spread(cInterfaceSpreader());
        }
        return c;
    }

    MethodHandle cInterfaceSpreader() {
        MethodHandle h = cInterfaceSpreader;
        if (h == null) {
            MethodHandle raw = cInterfaceHandle();
            int n = raw.type().parameterCount();
            h = cInterfaceSpreader = raw.asSpreader(Object[].class, n)
                    .asType(MethodType.methodType(Object.class, Object[].class));
        }
        return h;
    }

    /**
     * The C interface {@code _mlir_ciface_NAME} as a downcall handle of exact types, for callers that keep their
     * descriptors themselves and want no boxing: first, when the function returns a struct (several results or a
     * memref), the {@code MemorySegment} the results are written to; then per memref argument the
     * {@code MemorySegment} holding its descriptor ({@link MemRefDescriptorLayout}), and scalars as
     * {@link #expandedHandle()} takes them; returns a single scalar result, or nothing. Calling it checks nothing
     * beyond what FFM checks.
     *
     * @throws UnsupportedOperationException if a type has no C-interface form (see {@link FunctionSignature})
     */
    public MethodHandle cInterfaceHandle() {
        MethodHandle h = cInterface;
        if (h == null) {
            h = cInterface = downcall(signature.cInterfaceSymbol(), signature.cInterfaceDescriptor());
        }
        return h;
    }

    /**
     * The packed form {@code _mlir_NAME(void **args)} as a downcall handle {@code (MemorySegment args) -> void},
     * for callers that keep the argument storage themselves: {@code args} holds one pointer per argument of the
     * expanded form ({@link #expandedHandle()}), each to that argument's storage, then, when the function returns
     * a value, one pointer to where the result is stored (as MLIR's {@code ExecutionEngine::invokePacked}).
     * Calling it checks nothing beyond what FFM checks: the pointers must point to storage of the right sizes;
     * {@link #invokePacked} and {@link PreparedCall} check first.
     */
    public MethodHandle packedHandle() {
        MethodHandle h = packed;
        if (h == null) {
            h = packed = downcall(signature.packedSymbol(), FunctionDescriptor.ofVoid(ValueLayout.ADDRESS));
        }
        return h;
    }

    /** The deallocation function's handle, {@code void(ptr)}, looked up on first need. */
    MethodHandle deallocation() {
        MethodHandle h = deallocation;
        if (h == null) {
            h = deallocation = LINKER.downcallHandle(resolve(deallocationFunction),
                    FunctionDescriptor.ofVoid(ValueLayout.ADDRESS));
        }
        return h;
    }

    private MethodHandle downcall(String symbol, FunctionDescriptor descriptor) {
        MemorySegment resolved = resolve(symbol);
        MemorySegment address = lifetimeChecks ? resolved : unchecked(resolved);
        return critical ? LINKER.downcallHandle(address, descriptor, Linker.Option.critical(false))
                : LINKER.downcallHandle(address, descriptor);
    }

    /**
     * {@code resolved}'s address in a fresh automatic scope whose cleanup holds {@code resolved}: downcalls need
     * not acquire it, and whatever keeps the handle (or a call in flight) reachable keeps {@code resolved}'s
     * scope reachable too, so the function of an automatic engine is never freed under its handle. A closeable
     * scope can still be closed: that is the check this skips.
     */
    @SuppressWarnings("restricted")
    private static MemorySegment unchecked(MemorySegment resolved) {
        return MemorySegment.ofAddress(resolved.address()).reinterpret(Arena.ofAuto(),
                ignored -> Reference.reachabilityFence(resolved));
    }

    private MemorySegment resolve(String symbol) {
        MemorySegment address;
        try {
            address = lookup.apply(symbol);
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("cannot find symbol '" + symbol + "' of @" + signature.name() + ": "
                    + e.getMessage(), e);
        }
        if (address == null || address.equals(MemorySegment.NULL)) {
            throw new IllegalArgumentException("cannot find symbol '" + symbol + "' of @" + signature.name());
        }
        return address;
    }

    @Override
    public String toString() {
        return (critical ? "compiled (critical calls) " : "compiled ") + signature;
    }
}

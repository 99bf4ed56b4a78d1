package dev.mlirj.executionengine;

import dev.mlirj.executionengine.FunctionSignature.RankedMemRef;
import dev.mlirj.executionengine.FunctionSignature.Scalar;
import dev.mlirj.executionengine.FunctionSignature.Value;
import java.lang.invoke.MethodType;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodHandle;
import java.lang.foreign.Arena;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.ref.Reference;
import java.util.Arrays;

/**
 * One call of a {@link CompiledFunction}, prepared once and made any number of times: the argument memory
 * (memref descriptors, scalar slots, the packed form's pointer array, the result struct) is allocated once in
 * an arena the caller chooses, each {@code set} writes an argument in place, and {@link #call()} runs the
 * compiled code. This is how MLIR's {@code ExecutionEngine::invokePacked} is meant to be used on a hot path.
 *
 * <p>Garbage: in the {@link Form#PACKED packed} form a call allocates nothing on the Java heap (the downcall
 * takes one pointer; results are read from the result slot by the typed {@code result...} accessors), unless
 * the function returns memrefs, which become new {@link OwnedMemRef} objects. In the
 * {@link Form#C_INTERFACE C-interface} form descriptors and the result struct are reused, but scalar arguments
 * and a scalar result are boxed for the generic downcall.
 *
 * <p>Checks: a memref argument is checked against the signature when set (rank, element type, static sizes,
 * layout, index width), and again, for liveness, by every {@link #call()}; a scalar is checked for type and
 * range when set. A call with an argument not yet set throws. Every check happens before native code runs.
 *
 * <p>Memref results: after each call, each memref result is wrapped into a new {@link OwnedMemRef} the caller
 * must close ({@link #resultMemRef(int)}); nothing leaks if the caller ignores them, since their Cleaner frees
 * them, but closing is deterministic.
 *
 * <p>Not thread-safe: use one prepared call per thread (they may share the {@link CompiledFunction}). The
 * memory a memref argument views must stay alive while a call runs; closing its arena from another thread
 * during a call is undefined, as for any native access.
 */
public final class PreparedCall {
    /** Which compiled symbol the call goes through. */
    public enum Form {
        /** {@code _mlir_ciface_NAME}: descriptors by pointer, struct results through a first pointer parameter. */
        C_INTERFACE,
        /** {@code _mlir_NAME(void**)}: pointers to every expanded argument, then to the result slot. */
        PACKED
    }

    private final CompiledFunction function;
    private final FunctionSignature signature;
    private final Form form;
    private final Arena arena;
    /** The call, its handle a constant of its own class (see {@link ConstantHandle}); null when not callable. */
    private final ConstantHandle.Packed packedCall;
    private final ConstantHandle.Spread spreadCall;
    private final MemorySegment[] descriptors;
    private final MemorySegment[] scalarSlots;
    private final Object[] boxedArguments;
    private final int argumentBase;
    private final MemRefView[] memRefArguments;
    /** The {@link OwnedMemRef}s arguments were set from, kept reachable while their views are used. */
    private final Object[] owners;
    private final boolean[] isSet;
    private final MemorySegment result;
    private final MemorySegment packedArray;
    private final OwnedMemRef[] memRefResults;
    private final long[] borrowed;
    private boolean called;

    PreparedCall(CompiledFunction function, Form form, Arena arena) {
        this(function, form, arena, true);
    }

    /** With {@code callable} false, only argument checking and storage: no symbol is looked up. */
    PreparedCall(CompiledFunction function, Form form, Arena arena, boolean callable) {
        this.function = function;
        this.signature = function.signature();
        this.form = form;
        this.arena = arena;
        this.packedCall = callable && form == Form.PACKED ? function.packedCall() : null;
        this.spreadCall = callable && form == Form.C_INTERFACE ? function.spreadCall() : null;
        int n = signature.inputs().size();
        descriptors = new MemorySegment[n];
        scalarSlots = new MemorySegment[n];
        memRefArguments = new MemRefView[n];
        owners = new Object[n];
        isSet = new boolean[n];
        borrowed = new long[n];
        MemoryLayout resultLayout = signature.resultLayout();
        result = resultLayout == null ? null : arena.allocate(resultLayout);
        memRefResults = new OwnedMemRef[signature.results().size()];
        for (int i = 0; i < n; i++) {
            Value v = signature.inputs().get(i);
            if (v instanceof RankedMemRef m) {
                descriptors[i] = arena.allocate(signature.descriptor(m.rank()).layout());
            } else if (form == Form.PACKED) {
                scalarSlots[i] = arena.allocate(signature.memoryLayout(v));
            }
        }
        if (form == Form.C_INTERFACE) {
            argumentBase = signature.returnsThroughPointer() ? 1 : 0;
            boxedArguments = new Object[argumentBase + n];
            if (argumentBase == 1) {
                boxedArguments[0] = result;
            }
            for (int i = 0; i < n; i++) {
                if (descriptors[i] != null) {
                    boxedArguments[argumentBase + i] = descriptors[i];
                }
            }
            packedArray = null;
        } else {
            argumentBase = 0;
            boxedArguments = null;
            packedArray = arena.allocate(ValueLayout.ADDRESS, Math.max(1, signature.packedSlotCount()));
            long slot = 0;
            for (int i = 0; i < n; i++) {
                if (descriptors[i] != null) {
                    MemRefDescriptorLayout d = signature.descriptor(((RankedMemRef) signature.inputs().get(i)).rank());
                    for (long fieldOffset : fieldOffsets(d)) {
                        packedArray.setAtIndex(ValueLayout.ADDRESS, slot++, descriptors[i].asSlice(fieldOffset));
                    }
                } else {
                    packedArray.setAtIndex(ValueLayout.ADDRESS, slot++, scalarSlots[i]);
                }
            }
            if (result != null) {
                packedArray.setAtIndex(ValueLayout.ADDRESS, slot, result);
            }
        }
    }

    /** Where each field of a descriptor lies, in the expanded form's argument order. */
    private static long[] fieldOffsets(MemRefDescriptorLayout d) {
        int rank = d.rank();
        long[] offsets = new long[3 + 2 * rank];
        offsets[0] = 0;
        offsets[1] = ValueLayout.ADDRESS.byteSize();
        offsets[2] = d.layout().byteOffset(MemoryLayout.PathElement.groupElement("offset"));
        for (int k = 0; k < rank; k++) {
            offsets[3 + k] = d.layout().byteOffset(MemoryLayout.PathElement.groupElement("sizes"),
                    MemoryLayout.PathElement.sequenceElement(k));
            offsets[3 + rank + k] = d.layout().byteOffset(MemoryLayout.PathElement.groupElement("strides"),
                    MemoryLayout.PathElement.sequenceElement(k));
        }
        return offsets;
    }

    /** The function called. */
    public CompiledFunction function() {
        return function;
    }

    /** The form the call goes through. */
    public Form form() {
        return form;
    }

    // ---- arguments ----

    private void checkIndex(int i) {
        if (i < 0 || i >= isSet.length) {
            throw new IndexOutOfBoundsException("@" + signature.name() + " has " + isSet.length + " arguments; there "
                    + "is no argument " + i);
        }
    }

    /**
     * Sets memref argument {@code i} to {@code view}, writing its descriptor.
     *
     * @throws IllegalArgumentException naming the argument if the view does not fit its type
     * @throws IllegalStateException    if the view's memory was freed
     */
    public PreparedCall set(int i, MemRefView view) {
        checkIndex(i);
        owners[i] = null;
        signature.checkArgument(i, view);
        RankedMemRef m = (RankedMemRef) signature.inputs().get(i);
        view.writeDescriptor(signature.descriptor(m.rank()), descriptors[i]);
        memRefArguments[i] = view;
        borrowed[i] = view.allocatedPointer().address();
        isSet[i] = true;
        return this;
    }

    private Scalar scalar(int i, String javaType) {
        checkIndex(i);
        if (!(signature.inputs().get(i) instanceof Scalar s)) {
            throw new IllegalArgumentException(signature.describeArgument(i) + " is a memref, not a " + javaType);
        }
        return s;
    }

    /**
     * Sets integer or {@code index} argument {@code i}; the value must fit the type's width, read as signed or
     * as unsigned ({@code i8} accepts -128 to 255).
     */
    public PreparedCall set(int i, long value) {
        scalar(i, "integer");
        Object carrier = signature.integerCarrier(i, value);
        if (form == Form.PACKED) {
            MemorySegment slot = scalarSlots[i];
            switch (carrier) {
                case Byte b -> slot.set(ValueLayout.JAVA_BYTE, 0, b);
                case Short n -> slot.set(ValueLayout.JAVA_SHORT, 0, n);
                case Integer n -> slot.set(ValueLayout.JAVA_INT, 0, n);
                default -> slot.set(ValueLayout.JAVA_LONG, 0, (Long) carrier);
            }
        } else {
            boxedArguments[argumentBase + i] = carrier;
        }
        isSet[i] = true;
        return this;
    }

    /** Sets {@code i1} argument {@code i}. */
    public PreparedCall set(int i, boolean value) {
        Scalar s = scalar(i, "boolean");
        if (s.kind() != MemRefElementType.I1) {
            throw new IllegalArgumentException(signature.describeArgument(i) + " is not i1; a boolean fits only i1");
        }
        return set(i, value ? 1L : 0L);
    }

    /** Sets {@code f32}, {@code f16} or {@code bf16} argument {@code i} (rounded to nearest for the 16-bit types). */
    public PreparedCall set(int i, float value) {
        Scalar s = scalar(i, "float");
        switch (s.kind()) {
            case F32 -> {
                if (form == Form.PACKED) {
                    scalarSlots[i].set(ValueLayout.JAVA_FLOAT, 0, value);
                } else {
                    boxedArguments[argumentBase + i] = value;
                }
            }
            case F64 -> {
                return set(i, (double) value);
            }
            case F16, BF16 -> {
                if (form != Form.PACKED) {
                    signature.carrier(s, "C-interface", "argument " + i); // throws, naming the packed form
                }
                scalarSlots[i].set(ValueLayout.JAVA_SHORT, 0, s.kind() == MemRefElementType.F16
                        ? Float.floatToFloat16(value) : Bfloat16.fromFloat(value));
            }
            default -> throw new IllegalArgumentException(signature.describeArgument(i) + " is not a float type");
        }
        isSet[i] = true;
        return this;
    }

    /** Sets {@code f64} argument {@code i}. */
    public PreparedCall set(int i, double value) {
        Scalar s = scalar(i, "double");
        if (s.kind() != MemRefElementType.F64) {
            throw new IllegalArgumentException(signature.describeArgument(i) + " is not f64"
                    + (s.kind() == MemRefElementType.F32 ? "; pass a float" : ""));
        }
        if (form == Form.PACKED) {
            scalarSlots[i].set(ValueLayout.JAVA_DOUBLE, 0, value);
        } else {
            boxedArguments[argumentBase + i] = value;
        }
        isSet[i] = true;
        return this;
    }

    /** Sets {@code complex<f32>} or {@code complex<f64>} argument {@code i} (packed form only). */
    public PreparedCall setComplex(int i, double real, double imaginary) {
        Scalar s = scalar(i, "complex number");
        if (!s.kind().isComplex()) {
            throw new IllegalArgumentException(signature.describeArgument(i) + " is not complex");
        }
        if (form != Form.PACKED) {
            signature.carrier(s, "C-interface", "argument " + i); // throws, naming the packed form
        }
        if (s.kind() == MemRefElementType.COMPLEX_F32) {
            scalarSlots[i].set(ValueLayout.JAVA_FLOAT, 0, (float) real);
            scalarSlots[i].set(ValueLayout.JAVA_FLOAT, 4, (float) imaginary);
        } else {
            scalarSlots[i].set(ValueLayout.JAVA_DOUBLE, 0, real);
            scalarSlots[i].set(ValueLayout.JAVA_DOUBLE, 8, imaginary);
        }
        isSet[i] = true;
        return this;
    }

    /**
     * Sets argument {@code i} from a Java object: a {@link MemRefView} (or {@link OwnedMemRef}), a {@code Boolean},
     * a {@code Byte}/{@code Short}/{@code Integer}/{@code Long}, a {@code Float}, a {@code Double} (f64 only),
     * or a {@code double[]{real, imaginary}}.
     */
    public PreparedCall set(int i, Object value) {
        switch (value) {
            case MemRefView m -> set(i, m);
            case OwnedMemRef o -> {
                set(i, o.view());
                owners[i] = o;
            }
            case Boolean b -> set(i, (boolean) b);
            case Byte b -> set(i, (long) b);
            case Short s -> set(i, (long) s);
            case Integer n -> set(i, (long) n);
            case Long n -> set(i, (long) n);
            case Float f -> set(i, (float) f);
            case Double d -> set(i, (double) d);
            case double[] c when c.length == 2 -> setComplex(i, c[0], c[1]);
            case null -> throw new IllegalArgumentException(signature.describeArgument(i) + " is null");
            default -> throw new IllegalArgumentException(signature.describeArgument(i) + " cannot be a "
                    + value.getClass().getName());
        }
        return this;
    }

    /** Sets every argument, in order. */
    public PreparedCall setAll(Object... values) {
        if (values.length != isSet.length) {
            throw new IllegalArgumentException("@" + signature.name() + " takes " + isSet.length + " arguments, not "
                    + values.length);
        }
        for (int i = 0; i < values.length; i++) {
            set(i, values[i]);
        }
        return this;
    }

    /** Packed-form scalar argument {@code i}, boxed as its by-value FFM carrier. */
    Object carrierValue(int i, Scalar s) {
        MemorySegment slot = scalarSlots[i];
        return switch (s.kind()) {
            case I1, I8 -> slot.get(ValueLayout.JAVA_BYTE, 0);
            case I16 -> slot.get(ValueLayout.JAVA_SHORT, 0);
            case I32 -> slot.get(ValueLayout.JAVA_INT, 0);
            case I64 -> slot.get(ValueLayout.JAVA_LONG, 0);
            case INDEX -> signature.indexBitwidth() == 64 ? (Object) slot.get(ValueLayout.JAVA_LONG, 0)
                    : (Object) slot.get(ValueLayout.JAVA_INT, 0);
            case F32 -> slot.get(ValueLayout.JAVA_FLOAT, 0);
            case F64 -> slot.get(ValueLayout.JAVA_DOUBLE, 0);
            default -> throw new IllegalStateException("no by-value carrier for " + s.kind());
        };
    }

    // ---- the call ----

    /**
     * Calls the compiled code with the arguments set.
     *
     * @throws IllegalStateException naming the argument if one was never set or its memory was freed, or if the
     *                               arena of this prepared call is closed
     */
    public void call() {
        if (packedCall == null && spreadCall == null) {
            throw new IllegalStateException("this prepared call only checks arguments");
        }
        for (int i = 0; i < isSet.length; i++) {
            if (!isSet[i]) {
                throw new IllegalStateException(signature.describeArgument(i) + " was not set");
            }
            if (memRefArguments[i] != null && !memRefArguments[i].isAlive()) {
                throw new IllegalStateException(signature.describeArgument(i) + ": the memref's memory is no longer "
                        + "accessible (its arena was closed)");
            }
        }
        if (!arena.scope().isAlive()) {
            throw new IllegalStateException("the arena of this prepared call of @" + signature.name() + " is closed");
        }
        Arrays.fill(memRefResults, null);
        try {
            if (form == Form.PACKED) {
                packedCall.invoke(packedArray);
            } else {
                Object returned = spreadCall.invoke(boxedArguments);
                if (returned != null) {
                    storeReturned(returned);
                }
            }
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable t) {
            throw new IllegalStateException("calling @" + signature.name(), t);
        } finally {
            Reference.reachabilityFence(memRefArguments);
        }
        called = false;
        function.afterCall();
        called = true;
        for (int r = 0; r < memRefResults.length; r++) {
            if (signature.results().get(r) instanceof RankedMemRef m) {
                memRefResults[r] = OwnedMemRef.adopt(signature.descriptor(m.rank()),
                        result.asSlice(signature.resultOffset(r)), m.elementType(), function.deallocation(), borrowed);
            }
        }
    }

    /**
     * This call, with the arguments set now, as a {@link BoundCall} whose {@link BoundCall#call()} makes the
     * downcall with nothing to check but the memrefs' liveness and confinement: the descriptors are copied into
     * memory of the bound call's own (so later {@code set}s of this prepared call do not change it), and the handle,
     * with every argument bound, is a constant the JVM's JIT compiles as a {@code static final} one.
     *
     * @param afterEachCall run after every call (e.g. to rethrow what a Java symbol of the engine threw), or null
     * @throws IllegalStateException         if an argument is not set
     * @throws UnsupportedOperationException if the form is not the C interface or the function returns more than
     *                                       one scalar
     */
    public BoundCall bind(Runnable afterEachCall) {
        return bindWith(afterEachCall);
    }

    /** {@link #bind(Runnable)} with nothing run after each call. */
    public BoundCall bind() {
        return bindWith(null);
    }

    private BoundCall bindWith(Runnable extra) {
        Runnable check = function.afterEachCall();
        Runnable afterEachCall = check == null ? extra : extra == null ? check : () -> {
            check.run();
            extra.run();
        };
        if (form != Form.C_INTERFACE || spreadCall == null) {
            throw new UnsupportedOperationException("only a callable C-interface call can be bound");
        }
        if (signature.returnsThroughPointer()) {
            throw new UnsupportedOperationException("@" + signature.name() + " returns a memref or several results; "
                    + "a bound call returns at most one scalar");
        }
        for (int i = 0; i < isSet.length; i++) {
            if (!isSet[i]) {
                throw new IllegalStateException(signature.describeArgument(i) + " was not set");
            }
        }
        Arena own = Arena.ofAuto();
        Object[] bound = boxedArguments.clone();
        for (int i = 0; i < bound.length; i++) {
            if (bound[i] instanceof MemorySegment descriptor) {
                bound[i] = own.allocate(descriptor.byteSize(), 8).copyFrom(descriptor);
            }
        }
        MethodHandle target = MethodHandles.insertArguments(function.cInterfaceHandle(), 0, bound)
                .asType(MethodType.methodType(Object.class));
        return new BoundCall(signature, ConstantHandle.bound(target), memRefArguments.clone(), owners.clone(), own,
                afterEachCall);
    }

    private void storeReturned(Object returned) {
        switch (returned) {
            case Byte b -> result.set(ValueLayout.JAVA_BYTE, 0, ((Scalar) signature.results().get(0)).kind()
                    == MemRefElementType.I1 ? (byte) (b & 1) : b);
            case Short s -> result.set(ValueLayout.JAVA_SHORT, 0, s);
            case Integer n -> result.set(ValueLayout.JAVA_INT, 0, n);
            case Long n -> result.set(ValueLayout.JAVA_LONG, 0, n);
            case Float f -> result.set(ValueLayout.JAVA_FLOAT, 0, f);
            case Double d -> result.set(ValueLayout.JAVA_DOUBLE, 0, d);
            default -> throw new IllegalStateException("unexpected result " + returned);
        }
    }

    // ---- results ----

    private Scalar resultScalar(int r) {
        if (!called) {
            throw new IllegalStateException("@" + signature.name() + " has not been called");
        }
        if (r < 0 || r >= memRefResults.length) {
            throw new IndexOutOfBoundsException("@" + signature.name() + " has " + memRefResults.length + " results");
        }
        if (!(signature.results().get(r) instanceof Scalar s)) {
            throw new IllegalArgumentException("result " + r + " of @" + signature.name() + " is a memref; use "
                    + "resultMemRef");
        }
        return s;
    }

    /** Integer or {@code index} result {@code r} of the last call, sign-extended ({@code i1}: 0 or 1). */
    public long resultLong(int r) {
        Scalar s = resultScalar(r);
        long at = signature.resultOffset(r);
        return switch (s.kind()) {
            case I1 -> result.get(ValueLayout.JAVA_BYTE, at) & 1;
            case I8 -> result.get(ValueLayout.JAVA_BYTE, at);
            case I16 -> result.get(ValueLayout.JAVA_SHORT, at);
            case I32 -> result.get(ValueLayout.JAVA_INT, at);
            case I64 -> result.get(ValueLayout.JAVA_LONG, at);
            case INDEX -> signature.indexBitwidth() == 64 ? result.get(ValueLayout.JAVA_LONG, at)
                    : result.get(ValueLayout.JAVA_INT, at);
            default -> throw new IllegalArgumentException("result " + r + " of @" + signature.name() + " is "
                    + s.kind() + ", not an integer");
        };
    }

    /** {@code i1} result {@code r} of the last call. */
    public boolean resultBoolean(int r) {
        if (resultScalar(r).kind() != MemRefElementType.I1) {
            throw new IllegalArgumentException("result " + r + " of @" + signature.name() + " is not i1");
        }
        return resultLong(r) != 0;
    }

    /** {@code f32}, {@code f16} or {@code bf16} result {@code r} of the last call. */
    public float resultFloat(int r) {
        Scalar s = resultScalar(r);
        long at = signature.resultOffset(r);
        return switch (s.kind()) {
            case F32 -> result.get(ValueLayout.JAVA_FLOAT, at);
            case F16 -> Float.float16ToFloat(result.get(ValueLayout.JAVA_SHORT, at));
            case BF16 -> Bfloat16.toFloat(result.get(ValueLayout.JAVA_SHORT, at));
            default -> throw new IllegalArgumentException("result " + r + " of @" + signature.name() + " is "
                    + s.kind() + ", not f32, f16 or bf16");
        };
    }

    /** Floating-point result {@code r} of the last call, widened to {@code double}. */
    public double resultDouble(int r) {
        Scalar s = resultScalar(r);
        return s.kind() == MemRefElementType.F64 ? result.get(ValueLayout.JAVA_DOUBLE, signature.resultOffset(r))
                : resultFloat(r);
    }

    /** Complex result {@code r} of the last call as {@code {real, imaginary}}. */
    public double[] resultComplex(int r) {
        Scalar s = resultScalar(r);
        long at = signature.resultOffset(r);
        return switch (s.kind()) {
            case COMPLEX_F32 -> new double[] {result.get(ValueLayout.JAVA_FLOAT, at),
                    result.get(ValueLayout.JAVA_FLOAT, at + 4)};
            case COMPLEX_F64 -> new double[] {result.get(ValueLayout.JAVA_DOUBLE, at),
                    result.get(ValueLayout.JAVA_DOUBLE, at + 8)};
            default -> throw new IllegalArgumentException("result " + r + " of @" + signature.name() + " is not "
                    + "complex");
        };
    }

    /** Memref result {@code r} of the last call; the caller owns it and closes it. */
    public OwnedMemRef resultMemRef(int r) {
        if (!called) {
            throw new IllegalStateException("@" + signature.name() + " has not been called");
        }
        if (!(signature.results().get(r) instanceof RankedMemRef)) {
            throw new IllegalArgumentException("result " + r + " of @" + signature.name() + " is not a memref");
        }
        return memRefResults[r];
    }

    /** Result {@code r} of the last call, boxed (an {@link OwnedMemRef} for a memref). */
    public Object result(int r) {
        Value v = signature.results().get(r);
        if (v instanceof RankedMemRef) {
            return resultMemRef(r);
        }
        MemRefElementType kind = ((Scalar) v).kind();
        return switch (kind) {
            case I1 -> resultBoolean(r);
            case I8 -> (byte) resultLong(r);
            case I16 -> (short) resultLong(r);
            case I32 -> (int) resultLong(r);
            case I64 -> resultLong(r);
            case INDEX -> signature.indexBitwidth() == 64 ? (Object) resultLong(r) : (Object) (int) resultLong(r);
            case F16, BF16, F32 -> resultFloat(r);
            case F64 -> resultDouble(r);
            case COMPLEX_F32, COMPLEX_F64 -> resultComplex(r);
        };
    }

    /** All results of the last call, as a snapshot; the memref results in it are the same owned objects. */
    public CallResults results() {
        Object[] values = new Object[memRefResults.length];
        for (int r = 0; r < values.length; r++) {
            values[r] = result(r);
        }
        return new CallResults(signature, values);
    }
}

package dev.mlirj.executionengine;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * MLIR's {@code libmlir_runner_utils} ({@code mlir/lib/ExecutionEngine/RunnerUtils.cpp}, MLIR 19) in Java: the
 * memref printers and verifiers compiled programs call, printing byte for byte what the C++ library prints for the
 * same values. The functions, by their C names:
 * <ul>
 *   <li>{@code _mlir_ciface_printMemref{I8,I16,I32,I64,F16,BF16,F32,F64,Ind,C32,C64}(UnrankedMemRefType<T> *)} and
 *   the plain {@code printMemref{I32,I64,F32,F64,Ind,C32,C64}(int64_t rank, void *descriptor)}: a header
 *   {@code Unranked Memref base@ = 0x... rank = R offset = O sizes = [..] strides = [..] data = } and the elements in
 *   nested brackets;</li>
 *   <li>{@code _mlir_ciface_printMemref{0..4}dF32}, {@code _mlir_ciface_printMemref1d{I8,I32,I64,F64,Ind,C32,C64}}
 *   and {@code _mlir_ciface_printMemrefVector4x4xf32} taking a ranked descriptor (header {@code Memref base@ ...});</li>
 *   <li>{@code _mlir_ciface_printMemrefShape{I8,I32,I64,F32,F64,Ind,C32,C64}}: the header alone;</li>
 *   <li>{@code _mlir_ciface_verifyMemRef{I8,I16,I32,I64,F16,BF16,F32,F64,Ind,C32,C64}(actual, expected)} and the plain
 *   {@code verifyMemRef{I32,F32,F64,Ind,C32,C64}(rank, actual, expected)}: the number of elements that differ (floats
 *   with MLIR's relative tolerance), the first ten printed to standard error as {@code a != b offset = N}; -1 and
 *   both headers on standard error when the shapes differ;</li>
 *   <li>{@code _mlir_ciface_nanoTime()}: nanoseconds since the epoch; and {@code printCString(char *)}, which older
 *   MLIR releases had, printing a C string.</li>
 * </ul>
 * Loading {@code libmlir_runner_utils} brings its dependency {@code libmlir_c_runner_utils} with it, so
 * {@link #symbols(Arena, RunnerOutput)} returns {@link CRunnerUtils}'s functions too.
 *
 * <p>An instance writes to one {@link RunnerOutput}; it is immutable and may be called from many threads.
 * Descriptors are trusted as MLIR trusts them (their pointers must point where they say), but a null pointer, a
 * negative rank or a view whose reach overflows is reported through {@link RunnerOutput#drainFailures()}
 * instead of being read.
 */
public final class RunnerUtils {
    private static final MethodHandles.Lookup LOOKUP = MethodHandles.lookup();
    private static final List<RunnerElementType> PRINTABLE_UNRANKED = List.of(RunnerElementType.I8,
            RunnerElementType.I16, RunnerElementType.I32, RunnerElementType.I64, RunnerElementType.F16,
            RunnerElementType.BF16, RunnerElementType.F32, RunnerElementType.F64, RunnerElementType.IND,
            RunnerElementType.C32, RunnerElementType.C64);
    private static final List<RunnerElementType> PRINTABLE_PLAIN = List.of(RunnerElementType.I32,
            RunnerElementType.I64, RunnerElementType.F32, RunnerElementType.F64, RunnerElementType.IND,
            RunnerElementType.C32, RunnerElementType.C64);
    private static final List<RunnerElementType> PRINTABLE_1D = List.of(RunnerElementType.I8, RunnerElementType.I32,
            RunnerElementType.I64, RunnerElementType.F64, RunnerElementType.IND, RunnerElementType.C32,
            RunnerElementType.C64);
    private static final List<RunnerElementType> SHAPES = List.of(RunnerElementType.I8, RunnerElementType.I32,
            RunnerElementType.I64, RunnerElementType.F32, RunnerElementType.F64, RunnerElementType.IND,
            RunnerElementType.C32, RunnerElementType.C64);
    private static final List<RunnerElementType> VERIFIABLE_PLAIN = List.of(RunnerElementType.I32,
            RunnerElementType.F32, RunnerElementType.F64, RunnerElementType.IND, RunnerElementType.C32,
            RunnerElementType.C64);
    /** {@code MemRefDataVerifier::printLimit}. */
    private static final int PRINT_LIMIT = 10;

    private final RunnerOutput output;

    /** The utilities writing to {@code output}. */
    public RunnerUtils(RunnerOutput output) {
        this.output = Objects.requireNonNull(output, "output");
    }

    /**
     * Upcall stubs, allocated in {@code arena}, for every function of {@code libmlir_runner_utils} and
     * {@code libmlir_c_runner_utils} that mlirj provides, and the default {@link MemRefAllocationFunctions}, by C
     * symbol name, writing to {@code output}: what to
     * define as absolute symbols in a JIT. The stubs live as long as {@code arena}; the caller keeps it open while
     * compiled code may call them.
     */
    public static Map<String, MemorySegment> symbols(Arena arena, RunnerOutput output) {
        Map<String, MemorySegment> symbols = new LinkedHashMap<>(new CRunnerUtils(output).symbols(arena));
        symbols.putAll(new RunnerUtils(output).symbols(arena));
        symbols.putAll(MemRefAllocationFunctions.defaultSymbols());
        return symbols;
    }

    /** Upcall stubs for this library's own functions (without {@link CRunnerUtils}'s), by C name. */
    public Map<String, MemorySegment> symbols(Arena arena) {
        Objects.requireNonNull(arena, "arena");
        Upcalls upcalls = new Upcalls(arena, output);
        for (RunnerElementType type : SHAPES) {
            upcalls.add("_mlir_ciface_printMemrefShape" + type.suffix(), bound("printMemrefShapeUnranked", type),
                    FunctionDescriptor.ofVoid(ValueLayout.ADDRESS));
        }
        for (RunnerElementType type : PRINTABLE_UNRANKED) {
            upcalls.add("_mlir_ciface_printMemref" + type.suffix(), bound("printMemrefUnranked", type),
                    FunctionDescriptor.ofVoid(ValueLayout.ADDRESS));
        }
        upcalls.add("_mlir_ciface_nanoTime", handle("nanoTime", MethodType.methodType(long.class)),
                FunctionDescriptor.of(ValueLayout.JAVA_LONG));
        for (RunnerElementType type : PRINTABLE_PLAIN) {
            upcalls.add("printMemref" + type.suffix(), bound("printMemrefPlain", type),
                    FunctionDescriptor.ofVoid(ValueLayout.JAVA_LONG, ValueLayout.ADDRESS));
        }
        upcalls.add("printCString", handle("printCString", MethodType.methodType(void.class, MemorySegment.class)),
                FunctionDescriptor.ofVoid(ValueLayout.ADDRESS));
        for (int rank = 0; rank <= 4; rank++) {
            upcalls.add("_mlir_ciface_printMemref" + rank + "dF32", MethodHandles.insertArguments(
                    bound("printMemrefRanked", RunnerElementType.F32), 0, rank),
                    FunctionDescriptor.ofVoid(ValueLayout.ADDRESS));
        }
        for (RunnerElementType type : PRINTABLE_1D) {
            upcalls.add("_mlir_ciface_printMemref1d" + type.suffix(), MethodHandles.insertArguments(
                    bound("printMemrefRanked", type), 0, 1), FunctionDescriptor.ofVoid(ValueLayout.ADDRESS));
        }
        upcalls.add("_mlir_ciface_printMemrefVector4x4xf32", MethodHandles.insertArguments(
                bound("printMemrefRanked", RunnerElementType.VECTOR_4X4_F32), 0, 2),
                FunctionDescriptor.ofVoid(ValueLayout.ADDRESS));
        for (RunnerElementType type : PRINTABLE_UNRANKED) {
            upcalls.add("_mlir_ciface_verifyMemRef" + type.suffix(), bound("verifyMemRefUnranked", type),
                    FunctionDescriptor.of(ValueLayout.JAVA_LONG, ValueLayout.ADDRESS, ValueLayout.ADDRESS));
        }
        for (RunnerElementType type : VERIFIABLE_PLAIN) {
            upcalls.add("verifyMemRef" + type.suffix(), bound("verifyMemRefPlain", type),
                    FunctionDescriptor.of(ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG, ValueLayout.ADDRESS,
                            ValueLayout.ADDRESS));
        }
        return upcalls.symbols();
    }

    private MethodHandle bound(String method, RunnerElementType type) {
        MethodHandle target = switch (method) {
            case "printMemrefShapeUnranked", "printMemrefUnranked" ->
                    handle(method, MethodType.methodType(void.class, RunnerElementType.class, MemorySegment.class));
            case "printMemrefPlain" -> handle(method, MethodType.methodType(void.class, RunnerElementType.class,
                    long.class, MemorySegment.class));
            case "printMemrefRanked" -> handle(method, MethodType.methodType(void.class, RunnerElementType.class,
                    int.class, MemorySegment.class));
            case "verifyMemRefUnranked" -> handle(method, MethodType.methodType(long.class, RunnerElementType.class,
                    MemorySegment.class, MemorySegment.class));
            case "verifyMemRefPlain" -> handle(method, MethodType.methodType(long.class, RunnerElementType.class,
                    long.class, MemorySegment.class, MemorySegment.class));
            default -> throw new IllegalArgumentException(method);
        };
        return MethodHandles.insertArguments(target, 0, type);
    }

    private MethodHandle handle(String method, MethodType type) {
        try {
            return LOOKUP.findVirtual(RunnerUtils.class, method, type).bindTo(this);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    // The functions, as the upcalls see them. Each may throw; Upcalls turns that into a reported failure.

    void printMemrefShapeUnranked(RunnerElementType type, MemorySegment descriptor) {
        DynamicMemRefType view = DynamicMemRefType.fromUnranked(descriptor);
        RunnerOutput.Buffer text = new RunnerOutput.Buffer().print("Unranked Memref ");
        printMetaData(text, view);
        output.writeOut(text.print('\n').toByteArray());
    }

    void printMemrefUnranked(RunnerElementType type, MemorySegment descriptor) {
        printMemref("Unranked Memref ", type, DynamicMemRefType.fromUnranked(descriptor));
    }

    void printMemrefPlain(RunnerElementType type, long rank, MemorySegment descriptor) {
        printMemref("Unranked Memref ", type, DynamicMemRefType.fromUnranked(rank, descriptor));
    }

    void printMemrefRanked(RunnerElementType type, int rank, MemorySegment descriptor) {
        printMemref("Memref ", type, DynamicMemRefType.fromRanked(rank, descriptor));
    }

    long verifyMemRefUnranked(RunnerElementType type, MemorySegment actual, MemorySegment expected) {
        return verifyMemRef(type, DynamicMemRefType.fromUnranked(actual), DynamicMemRefType.fromUnranked(expected));
    }

    long verifyMemRefPlain(RunnerElementType type, long rank, MemorySegment actual, MemorySegment expected) {
        return verifyMemRef(type, DynamicMemRefType.fromUnranked(rank, actual),
                DynamicMemRefType.fromUnranked(rank, expected));
    }

    long nanoTime() {
        Instant now = Instant.now();
        return now.getEpochSecond() * 1_000_000_000L + now.getNano();
    }

    void printCString(MemorySegment string) {
        output.writeOut(CRunnerUtils.cString(string));
    }

    /** {@code impl::printMemRef}: header, data, newline, then {@code std::flush}. */
    private void printMemref(String prefix, RunnerElementType type, DynamicMemRefType view) {
        DynamicMemRefType.Elements elements = view.elements(type.size(), 1);
        RunnerOutput.Buffer text = new RunnerOutput.Buffer().print(prefix);
        printMetaData(text, view);
        text.print(" data = \n");
        if (view.rank() == 0) {
            text.print('[');
        }
        printData(text, type, elements, view, 0, view.offset());
        if (view.rank() == 0) {
            text.print(']');
        }
        output.writeOut(text.print('\n').toByteArray());
        if (output instanceof RunnerOutput.Stdio stdio) {
            stdio.flushOut();
        } else {
            output.flush();
        }
    }

    /** {@code printMemRefMetaData}: {@code base@ = 0x.. rank = R offset = O sizes = [..] strides = [..]}. */
    private static void printMetaData(RunnerOutput.Buffer text, DynamicMemRefType view) {
        // std::hex << std::showbase prints 0 without the prefix.
        text.print("base@ = ").print(view.data() == 0 ? "0" : "0x" + Long.toHexString(view.data()))
                .print(" rank = ").print(Integer.toString(view.rank()))
                .print(" offset = ").print(Long.toString(view.offset()))
                .print(" sizes = [").print(join(view.sizes()))
                .print("] strides = [").print(join(view.strides())).print("]");
    }

    private static String join(long[] values) {
        StringBuilder joined = new StringBuilder();
        for (int i = 0; i < values.length; i++) {
            joined.append(i == 0 ? "" : ", ").append(values[i]);
        }
        return joined.toString();
    }

    /**
     * {@code MemRefDataPrinter<T>::print} for dimension {@code dim} (0 outermost) of the view at element
     * {@code offset}: the first sub-view after {@code [}, then the middle ones and the last one each indented by
     * {@code dim + 1} spaces, separated by {@code ", "} and, above the innermost dimension, a newline. As in MLIR,
     * a dimension of size 0 or 1 prints its first sub-view only.
     */
    private static void printData(RunnerOutput.Buffer text, RunnerElementType type, DynamicMemRefType.Elements elements,
                                  DynamicMemRefType view, int dim, long offset) {
        int rank = view.rank();
        if (dim == rank) {
            type.print(elements.segment(), elements.byteOffset(offset), text);
            return;
        }
        long size = view.sizes()[dim];
        long stride = view.strides()[dim];
        boolean inner = dim == rank - 1;
        text.print('[');
        printData(text, type, elements, view, dim + 1, offset);
        if (size <= 1) {
            text.print(']');
            return;
        }
        text.print(", ");
        if (!inner) {
            text.print('\n');
        }
        String indent = " ".repeat(dim + 1);
        for (long i = 1; i + 1 < size; i++) {
            text.print(indent);
            printData(text, type, elements, view, dim + 1, offset + i * stride);
            text.print(", ");
            if (!inner) {
                text.print('\n');
            }
        }
        text.print(indent);
        printData(text, type, elements, view, dim + 1, offset + (size - 1) * stride);
        text.print(']');
    }

    /**
     * {@code impl::verifyMemRef}: -1 (and both headers on standard error) when ranks, offsets, sizes or strides
     * differ (checked, as MLIR does, only for rank > 0), else the number of elements where the two differ.
     */
    private long verifyMemRef(RunnerElementType type, DynamicMemRefType actual, DynamicMemRefType expected) {
        for (int i = 0; i < actual.rank(); i++) {
            if (expected.rank() != actual.rank() || actual.offset() != expected.offset()
                    || actual.sizes()[i] != expected.sizes()[i] || actual.strides()[i] != expected.strides()[i]) {
                RunnerOutput.Buffer text = new RunnerOutput.Buffer();
                printMetaData(text, actual);
                printMetaData(text, expected);
                output.writeErr(text.toByteArray());
                return -1;
            }
        }
        DynamicMemRefType.Elements actualElements = actual.elements(type.size(), 0);
        // MLIR walks the expected buffer with the actual view's offset, sizes and strides.
        DynamicMemRefType.Elements expectedElements = new DynamicMemRefType(actual.rank(), expected.allocated(),
                expected.data(), actual.offset(), actual.sizes(), actual.strides()).elements(type.size(), 0);
        RunnerOutput.Buffer report = new RunnerOutput.Buffer();
        long[] counts = new long[2]; // errors, printed
        verify(type, actual, actualElements, expectedElements, 0, actual.offset(), counts, report);
        if (report.size() > 0) {
            output.writeErr(report.toByteArray());
        }
        return counts[0];
    }

    private static void verify(RunnerElementType type, DynamicMemRefType view, DynamicMemRefType.Elements actual,
                               DynamicMemRefType.Elements expected, int dim, long offset, long[] counts,
                               RunnerOutput.Buffer report) {
        if (dim == view.rank()) {
            long a = actual.byteOffset(offset);
            long e = expected.byteOffset(offset);
            if (!type.matches(actual.segment(), a, expected.segment(), e)) {
                if (counts[1] < PRINT_LIMIT) {
                    type.print(actual.segment(), a, report);
                    report.print(" != ");
                    type.print(expected.segment(), e, report);
                    report.print(" offset = ").print(Long.toString(offset)).print('\n');
                    counts[1]++;
                }
                counts[0]++;
            }
            return;
        }
        long size = view.sizes()[dim];
        long stride = view.strides()[dim];
        for (long i = 0; i < size; i++) {
            verify(type, view, actual, expected, dim + 1, offset + i * stride, counts, report);
        }
    }
}

package dev.mlirj.executionengine;

import java.io.ByteArrayOutputStream;
import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.time.Instant;
import java.util.Map;
import java.util.Objects;

/**
 * MLIR's {@code libmlir_c_runner_utils} ({@code mlir/lib/ExecutionEngine/CRunnerUtils.cpp}, MLIR 19) in Java: the
 * small runtime {@code vector.print}, {@code memref.copy} and benchmarks lower to, with the same output byte for
 * byte. The functions, by their C names:
 * <ul>
 *   <li>{@code printI64(int64_t)} and {@code printU64(uint64_t)} in decimal; {@code printF32(float)} and
 *   {@code printF64(double)} as {@code printf("%g")} ({@code inf}, {@code -nan}, {@code -0}, {@code 1e-07}, ...);
 *   {@code printString(const char *)}; {@code printOpen} {@code "( "}, {@code printClose} {@code " )"},
 *   {@code printComma} {@code ", "}, {@code printNewline}; {@code printF16} and {@code printBF16} of 16-bit patterns;</li>
 *   <li>{@code __truncsfbf2(float)} and {@code __truncdfbf2(double)}, the conversions to {@code bf16} LLVM's code
 *   generator calls for an {@code fptrunc} it does not fold (at {@code -O0}, for one) on a CPU without an
 *   instruction for it, which MLIR's {@code Float16bits.cpp} (linked into this library) exports for C runtimes
 *   that lack them, as this JVM's does;</li>
 *   <li>{@code printFlops(double)}: {@code "%f GFLOPS\n"} of flops / 1e9, to standard error;
 *   {@code rtclock()}: seconds since the epoch with microseconds, as {@code gettimeofday};</li>
 *   <li>{@code memrefCopy(int64_t elemSize, UnrankedMemRefType<char> *src, UnrankedMemRefType<char> *dst)}: copies
 *   between two views of the same shape, any strides;</li>
 *   <li>{@code mlirAlloc}, {@code mlirAlignedAlloc}, {@code mlirFree}, {@code mlirAlignedFree}: the C library's
 *   {@code malloc}, {@code aligned_alloc} and {@code free} themselves (MLIR's are one-line wrappers of them).</li>
 * </ul>
 * Not provided: the random-number and {@code stdSort} helpers and the sparse-tensor runtime.
 *
 * <p>An instance writes to one {@link RunnerOutput}; it is immutable and may be called from many threads.
 */
public final class CRunnerUtils {
    private static final MethodHandles.Lookup LOOKUP = MethodHandles.lookup();

    private final RunnerOutput output;

    /** The utilities writing to {@code output}. */
    public CRunnerUtils(RunnerOutput output) {
        this.output = Objects.requireNonNull(output, "output");
    }

    /**
     * Upcall stubs, allocated in {@code arena}, for every function of {@code libmlir_c_runner_utils} mlirj
     * provides, by C symbol name, writing to {@code output}.
     */
    public static Map<String, MemorySegment> symbols(Arena arena, RunnerOutput output) {
        return new CRunnerUtils(output).symbols(arena);
    }

    /** Upcall stubs for this library's functions, by C name; they live as long as {@code arena}. */
    public Map<String, MemorySegment> symbols(Arena arena) {
        Objects.requireNonNull(arena, "arena");
        Upcalls upcalls = new Upcalls(arena, output);
        upcalls.add("printI64", handle("printI64", long.class), FunctionDescriptor.ofVoid(ValueLayout.JAVA_LONG));
        upcalls.add("printU64", handle("printU64", long.class), FunctionDescriptor.ofVoid(ValueLayout.JAVA_LONG));
        upcalls.add("printF32", handle("printF32", float.class), FunctionDescriptor.ofVoid(ValueLayout.JAVA_FLOAT));
        upcalls.add("printF64", handle("printF64", double.class), FunctionDescriptor.ofVoid(ValueLayout.JAVA_DOUBLE));
        upcalls.add("printString", handle("printString", MemorySegment.class),
                FunctionDescriptor.ofVoid(ValueLayout.ADDRESS));
        upcalls.add("printOpen", handle("printOpen"), FunctionDescriptor.ofVoid());
        upcalls.add("printClose", handle("printClose"), FunctionDescriptor.ofVoid());
        upcalls.add("printComma", handle("printComma"), FunctionDescriptor.ofVoid());
        upcalls.add("printNewline", handle("printNewline"), FunctionDescriptor.ofVoid());
        upcalls.add("memrefCopy", handle("memrefCopy", long.class, MemorySegment.class, MemorySegment.class),
                FunctionDescriptor.ofVoid(ValueLayout.JAVA_LONG, ValueLayout.ADDRESS, ValueLayout.ADDRESS));
        upcalls.add("printFlops", handle("printFlops", double.class), FunctionDescriptor.ofVoid(ValueLayout.JAVA_DOUBLE));
        upcalls.add("rtclock", handleReturning(double.class, "rtclock"), FunctionDescriptor.of(ValueLayout.JAVA_DOUBLE));
        // the 16-bit float prints vector.print calls
        upcalls.add("printF16", handle("printF16", short.class), FunctionDescriptor.ofVoid(ValueLayout.JAVA_SHORT));
        upcalls.add("printBF16", handle("printBF16", short.class), FunctionDescriptor.ofVoid(ValueLayout.JAVA_SHORT));
        // the bf16 conversions of Float16bits.cpp; a bf16 result travels in the low half of a float register
        upcalls.add("__truncsfbf2", handleReturning(float.class, "truncsfbf2", float.class),
                FunctionDescriptor.of(ValueLayout.JAVA_FLOAT, ValueLayout.JAVA_FLOAT));
        upcalls.add("__truncdfbf2", handleReturning(float.class, "truncdfbf2", double.class),
                FunctionDescriptor.of(ValueLayout.JAVA_FLOAT, ValueLayout.JAVA_DOUBLE));
        var libc = Linker.nativeLinker().defaultLookup();
        for (String[] alias : new String[][] {{"mlirAlloc", "malloc"}, {"mlirAlignedAlloc", "aligned_alloc"},
                {"mlirFree", "free"}, {"mlirAlignedFree", "free"}}) {
            libc.find(alias[1]).ifPresent(address -> upcalls.addNative(alias[0], address));
        }
        return upcalls.symbols();
    }

    private MethodHandle handle(String method, Class<?>... parameters) {
        return handleReturning(void.class, method, parameters);
    }

    private MethodHandle handleReturning(Class<?> result, String method, Class<?>... parameters) {
        try {
            return LOOKUP.findVirtual(CRunnerUtils.class, method, MethodType.methodType(result, parameters)).bindTo(this);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    /** {@code printI64}: {@code "%" PRId64}. */
    public void printI64(long value) {
        output.printOut(Long.toString(value));
    }

    /** {@code printU64}: {@code "%" PRIu64} of {@code value}'s bits read as unsigned. */
    public void printU64(long value) {
        output.printOut(PrintfFormat.u64(value));
    }

    /** {@code printF32}: {@code "%g"}. */
    public void printF32(float value) {
        output.printOut(PrintfFormat.g(value));
    }

    /** {@code printF64}: {@code "%g"}. */
    public void printF64(double value) {
        output.printOut(PrintfFormat.g(value));
    }

    /** {@code printString}: the bytes of the NUL-terminated string at {@code string}. */
    public void printString(MemorySegment string) {
        output.writeOut(cString(string));
    }

    /** {@code printOpen}: {@code "( "}. */
    public void printOpen() {
        output.printOut("( ");
    }

    /** {@code printClose}: {@code " )"}. */
    public void printClose() {
        output.printOut(" )");
    }

    /** {@code printComma}: {@code ", "}. */
    public void printComma() {
        output.printOut(", ");
    }

    /** {@code printNewline}. */
    public void printNewline() {
        output.printOut("\n");
    }

    /** {@code printFlops}: {@code "%lf GFLOPS\n"} of {@code flops / 1e9}, to standard error. */
    public void printFlops(double flops) {
        output.printErr(PrintfFormat.f(flops / 1.0E9) + " GFLOPS\n");
    }

    /** {@code rtclock}: seconds since the epoch, to the microsecond, as MLIR computes it from {@code gettimeofday}. */
    public double rtclock() {
        Instant now = Instant.now();
        long seconds = now.getEpochSecond();
        long micros = now.getNano() / 1000;
        return seconds + micros * 1.0e-6;
    }

    /**
     * {@code memrefCopy}: copies each element ({@code elementSize} bytes) of the view {@code source} describes to the
     * same position of {@code target}'s view; nothing when a dimension is empty.
     *
     * @throws IllegalArgumentException if the views differ in rank or sizes, the element size is not positive, or
     *                                  a pointer is null
     */
    public void memrefCopy(long elementSize, MemorySegment source, MemorySegment target) {
        if (elementSize <= 0) {
            throw new IllegalArgumentException("element size " + elementSize + " is not positive");
        }
        DynamicMemRefType from = DynamicMemRefType.fromUnranked(source);
        DynamicMemRefType to = DynamicMemRefType.fromUnranked(target);
        if (from.rank() != to.rank() || !java.util.Arrays.equals(from.sizes(), to.sizes())) {
            throw new IllegalArgumentException("cannot copy memref " + from + " to memref " + to
                    + " of a different shape");
        }
        if (from.isEmpty()) {
            return;
        }
        DynamicMemRefType.Elements read = from.elements(elementSize, 0);
        DynamicMemRefType.Elements write = to.elements(elementSize, 0);
        int rank = from.rank();
        long[] index = new long[rank];
        long readAt = from.offset();
        long writeAt = to.offset();
        while (true) {
            MemorySegment.copy(read.segment(), read.byteOffset(readAt), write.segment(), write.byteOffset(writeAt),
                    elementSize);
            int axis = rank - 1;
            for (; axis >= 0; axis--) {
                index[axis]++;
                readAt += from.strides()[axis];
                writeAt += to.strides()[axis];
                if (index[axis] != from.sizes()[axis]) {
                    break;
                }
                index[axis] = 0;
                readAt -= from.sizes()[axis] * from.strides()[axis];
                writeAt -= to.sizes()[axis] * to.strides()[axis];
            }
            if (axis < 0) {
                return;
            }
        }
    }

    /** The bytes of the NUL-terminated C string at {@code string}, without the NUL. */
    @SuppressWarnings("restricted")
    static byte[] cString(MemorySegment string) {
        if (string.address() == 0) {
            throw new IllegalArgumentException("null string pointer");
        }
        MemorySegment bytes = string.reinterpret(Long.MAX_VALUE - string.address());
        ByteArrayOutputStream text = new ByteArrayOutputStream();
        for (long i = 0; ; i++) {
            byte b = bytes.get(ValueLayout.JAVA_BYTE, i);
            if (b == 0) {
                return text.toByteArray();
            }
            text.write(b);
        }
    }

    /** {@code printF16(uint16_t)}: the bits as an IEEE half, widened to float, {@code "%g"}. */
    public void printF16(short bits) {
        output.printOut(PrintfFormat.g(Float.float16ToFloat(bits)));
    }

    /** {@code printBF16(uint16_t)}: the bits as a bfloat16 (the top half of a float), {@code "%g"}. */
    public void printBF16(short bits) {
        output.printOut(PrintfFormat.g(Float.intBitsToFloat((bits & 0xFFFF) << 16)));
    }

    /**
     * {@code __truncsfbf2}: the {@code bf16} nearest to {@code value} (ties to even; a NaN becomes the quiet NaN of
     * its sign, {@code 0x7fc0} or {@code 0xffc0}), as MLIR's {@code Float16bits.cpp} rounds, returned as the
     * x86-64 and AArch64 calling conventions return a {@code bf16}: in the low 16 bits of a float register, the
     * rest zero (MLIR declares the result a {@code float} on x86-64 for that reason).
     */
    public float truncsfbf2(float value) {
        return Float.intBitsToFloat(toBfloat16(value) & 0xFFFF);
    }

    /** {@code __truncdfbf2}: {@code value} rounded to float, then to {@code bf16} (MLIR's two roundings). */
    public float truncdfbf2(double value) {
        return truncsfbf2((float) value);
    }

    private static short toBfloat16(float value) {
        if (Float.isNaN(value)) {
            return (short) (Float.floatToRawIntBits(value) < 0 ? 0xFFC0 : 0x7FC0);
        }
        int bits = Float.floatToRawIntBits(value);
        return (short) ((bits + 0x7FFF + ((bits >>> 16) & 1)) >>> 16);
    }
}

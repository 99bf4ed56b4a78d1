package dev.mlirj.executionengine;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;

/**
 * The element types MLIR's runner utilities are instantiated for, named as in their C names
 * ({@code printMemrefF32}, {@code verifyMemRefInd}, ...), with how {@code std::ostream <<} prints one element and
 * how {@code verifyMemRef} compares two:
 * <ul>
 *   <li>{@code I8} is C++'s {@code int8_t}, a character type: it prints as one raw byte, not as a number;</li>
 *   <li>{@code I16}, {@code I32}, {@code I64} print in signed decimal, {@code Ind} ({@code uint64_t}) unsigned;</li>
 *   <li>floats print as {@code %g} ({@link PrintfFormat#g}); {@code F16} and {@code BF16} through {@code float};</li>
 *   <li>complex numbers as libstdc++ prints {@code std::complex}: {@code (re,im)};</li>
 *   <li>{@code F32} and {@code F64} compare with MLIR's relative tolerance (1e-6 in {@code float} arithmetic,
 *   1e-12 in {@code double}; anything not finite never matches), {@code F16} and {@code BF16} by their bits,
 *   complex numbers with {@code ==} on both parts, integers exactly.</li>
 * </ul>
 */
enum RunnerElementType {
    I8("I8", 1),
    I16("I16", 2),
    I32("I32", 4),
    I64("I64", 8),
    F16("F16", 2),
    BF16("BF16", 2),
    F32("F32", 4),
    F64("F64", 8),
    IND("Ind", 8),
    C32("C32", 8),
    C64("C64", 16),
    /** {@code Vector2D<4, 4, float>}: four rows of four floats, as {@code printMemrefVector4x4xf32} takes. */
    VECTOR_4X4_F32("Vector4x4xf32", 64);

    private static final ValueLayout.OfShort I16_LAYOUT = ValueLayout.JAVA_SHORT_UNALIGNED;
    private static final ValueLayout.OfInt I32_LAYOUT = ValueLayout.JAVA_INT_UNALIGNED;
    private static final ValueLayout.OfLong I64_LAYOUT = ValueLayout.JAVA_LONG_UNALIGNED;
    private static final ValueLayout.OfFloat F32_LAYOUT = ValueLayout.JAVA_FLOAT_UNALIGNED;
    private static final ValueLayout.OfDouble F64_LAYOUT = ValueLayout.JAVA_DOUBLE_UNALIGNED;

    private final String suffix;
    private final long size;

    RunnerElementType(String suffix, long size) {
        this.suffix = suffix;
        this.size = size;
    }

    /** The part of the C function names naming this type: {@code F32}, {@code Ind}, {@code C64}, ... */
    String suffix() {
        return suffix;
    }

    /** The element's size in bytes. */
    long size() {
        return size;
    }

    /** Appends what {@code os << element} prints for the element at {@code byteOffset} of {@code data}. */
    void print(MemorySegment data, long byteOffset, RunnerOutput.Buffer out) {
        switch (this) {
            case I8 -> out.write(data.get(ValueLayout.JAVA_BYTE, byteOffset));
            case I16 -> out.print(Short.toString(data.get(I16_LAYOUT, byteOffset)));
            case I32 -> out.print(Integer.toString(data.get(I32_LAYOUT, byteOffset)));
            case I64 -> out.print(Long.toString(data.get(I64_LAYOUT, byteOffset)));
            case IND -> out.print(PrintfFormat.u64(data.get(I64_LAYOUT, byteOffset)));
            case F16 -> out.print(PrintfFormat.g(Float.float16ToFloat(data.get(I16_LAYOUT, byteOffset))));
            case BF16 -> out.print(PrintfFormat.g(bf16ToFloat(data.get(I16_LAYOUT, byteOffset))));
            case F32 -> out.print(PrintfFormat.g(data.get(F32_LAYOUT, byteOffset)));
            case F64 -> out.print(PrintfFormat.g(data.get(F64_LAYOUT, byteOffset)));
            case C32 -> out.print('(').print(PrintfFormat.g(data.get(F32_LAYOUT, byteOffset))).print(',')
                    .print(PrintfFormat.g(data.get(F32_LAYOUT, byteOffset + 4))).print(')');
            case C64 -> out.print('(').print(PrintfFormat.g(data.get(F64_LAYOUT, byteOffset))).print(',')
                    .print(PrintfFormat.g(data.get(F64_LAYOUT, byteOffset + 8))).print(')');
            case VECTOR_4X4_F32 -> printVector4x4(data, byteOffset, out);
        }
    }

    /**
     * {@code VectorDataPrinter} for {@code Vector<float, 4, 4>}: the outer vector lists its rows with the
     * indentation that template gives ({@code 2 * sizeof...(Dims)} spaces before middle rows, {@code sizeof...(Dims)}
     * before the last), each row {@code (a, b, c, d)}.
     */
    private static void printVector4x4(MemorySegment data, long byteOffset, RunnerOutput.Buffer out) {
        out.print('(');
        for (int row = 0; row < 4; row++) {
            if (row == 3) {
                out.print(' ');
            } else if (row > 0) {
                out.print("  ");
            }
            out.print('(');
            for (int column = 0; column < 4; column++) {
                out.print(PrintfFormat.g(data.get(F32_LAYOUT, byteOffset + 16L * row + 4L * column)));
                if (column < 3) {
                    out.print(", ");
                }
            }
            out.print(')');
            if (row < 3) {
                out.print(", ");
            }
        }
        out.print(')');
    }

    /** {@code verifyElem(actual, expected)}. */
    boolean matches(MemorySegment actual, long actualOffset, MemorySegment expected, long expectedOffset) {
        return switch (this) {
            case I8 -> actual.get(ValueLayout.JAVA_BYTE, actualOffset) == expected.get(ValueLayout.JAVA_BYTE, expectedOffset);
            case I16, F16, BF16 -> actual.get(I16_LAYOUT, actualOffset) == expected.get(I16_LAYOUT, expectedOffset);
            case I32 -> actual.get(I32_LAYOUT, actualOffset) == expected.get(I32_LAYOUT, expectedOffset);
            case I64, IND -> actual.get(I64_LAYOUT, actualOffset) == expected.get(I64_LAYOUT, expectedOffset);
            case F32 -> closeF32(actual.get(F32_LAYOUT, actualOffset), expected.get(F32_LAYOUT, expectedOffset));
            case F64 -> closeF64(actual.get(F64_LAYOUT, actualOffset), expected.get(F64_LAYOUT, expectedOffset));
            case C32 -> actual.get(F32_LAYOUT, actualOffset) == expected.get(F32_LAYOUT, expectedOffset)
                    && actual.get(F32_LAYOUT, actualOffset + 4) == expected.get(F32_LAYOUT, expectedOffset + 4);
            case C64 -> actual.get(F64_LAYOUT, actualOffset) == expected.get(F64_LAYOUT, expectedOffset)
                    && actual.get(F64_LAYOUT, actualOffset + 8) == expected.get(F64_LAYOUT, expectedOffset + 8);
            case VECTOR_4X4_F32 -> throw new UnsupportedOperationException("MLIR has no verifyMemRefVector4x4xf32");
        };
    }

    private static boolean closeF32(float actual, float expected) {
        if (!Float.isFinite(actual) || !Float.isFinite(expected)) {
            return false;
        }
        float delta = Math.abs(actual - expected);
        return delta <= 1e-6f * Math.abs(expected);
    }

    private static boolean closeF64(double actual, double expected) {
        if (!Double.isFinite(actual) || !Double.isFinite(expected)) {
            return false;
        }
        double delta = Math.abs(actual - expected);
        return delta <= 1e-12 * Math.abs(expected);
    }

    /** A bfloat16's bits widened to the {@code float} with the same sign, exponent and leading mantissa bits. */
    static float bf16ToFloat(short bits) {
        return Float.intBitsToFloat((bits & 0xffff) << 16);
    }
}

package dev.mlirj.executionengine;

import dev.mlirj.ir.ComplexType;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Type;
import dev.mlirj.syntax.TypePrinter;
import java.lang.foreign.ValueLayout;

/**
 * The element types a Java {@link MemRefView} view can hold, with how the lowering stores each in memory (the
 * layout LLVM's data layout gives the element's LLVM type on x86-64 and AArch64): {@code i1} in one byte holding
 * 0 or 1, {@code index} in 64 bits, {@code f16}/{@code bf16} as their 16-bit patterns, {@code complex<fN>} as
 * the struct {@code {fN real, fN imaginary}}.
 *
 * <p>Signed and unsigned integers ({@code si32}, {@code ui8}) lower to the same memory as signless ones and map
 * to the same constant.
 */
public enum MemRefElementType {
    /** {@code i1}: one byte, 0 or 1. */
    I1(1, 1),
    /** {@code i8}. */
    I8(1, 1),
    /** {@code i16}. */
    I16(2, 2),
    /** {@code i32}. */
    I32(4, 4),
    /** {@code i64}. */
    I64(8, 8),
    /** {@code index}, 64 bits wide (modules with a 32-bit index store index memrefs in 32 bits: not supported). */
    INDEX(8, 8),
    /** {@code f16}: IEEE half precision bits. */
    F16(2, 2),
    /** {@code bf16}: the upper half of an {@code f32}'s bits. */
    BF16(2, 2),
    /** {@code f32}. */
    F32(4, 4),
    /** {@code f64}. */
    F64(8, 8),
    /** {@code complex<f32>}: real part, then imaginary part. */
    COMPLEX_F32(8, 4),
    /** {@code complex<f64>}: real part, then imaginary part. */
    COMPLEX_F64(16, 8);

    private final long byteSize;
    private final long byteAlignment;

    MemRefElementType(long byteSize, long byteAlignment) {
        this.byteSize = byteSize;
        this.byteAlignment = byteAlignment;
    }

    /** The bytes one element occupies; consecutive elements of a unit-stride dimension are this far apart. */
    public long byteSize() {
        return byteSize;
    }

    /** The alignment the compiled code assumes for each element's address. */
    public long byteAlignment() {
        return byteAlignment;
    }

    /** The MLIR type this stands for (signless for integers). */
    public Type mlirType() {
        return switch (this) {
            case I1 -> IntegerType.of(1);
            case I8 -> IntegerType.of(8);
            case I16 -> IntegerType.of(16);
            case I32 -> IntegerType.of(32);
            case I64 -> IntegerType.of(64);
            case INDEX -> IndexType.INSTANCE;
            case F16 -> FloatType.F16;
            case BF16 -> FloatType.BF16;
            case F32 -> FloatType.F32;
            case F64 -> FloatType.F64;
            case COMPLEX_F32 -> new ComplexType(FloatType.F32);
            case COMPLEX_F64 -> new ComplexType(FloatType.F64);
        };
    }

    /** The layout of one scalar part: the element itself, or one part of a complex number. */
    ValueLayout partLayout() {
        return switch (this) {
            case I1, I8 -> ValueLayout.JAVA_BYTE;
            case I16, F16, BF16 -> ValueLayout.JAVA_SHORT;
            case I32 -> ValueLayout.JAVA_INT;
            case I64, INDEX -> ValueLayout.JAVA_LONG;
            case F32, COMPLEX_F32 -> ValueLayout.JAVA_FLOAT;
            case F64, COMPLEX_F64 -> ValueLayout.JAVA_DOUBLE;
        };
    }

    /** Whether the element is an integer ({@code i1} to {@code i64} or {@code index}). */
    public boolean isInteger() {
        return switch (this) {
            case I1, I8, I16, I32, I64, INDEX -> true;
            default -> false;
        };
    }

    /** Whether the element is a real floating-point number. */
    public boolean isFloat() {
        return this == F16 || this == BF16 || this == F32 || this == F64;
    }

    /** Whether the element is a complex number. */
    public boolean isComplex() {
        return this == COMPLEX_F32 || this == COMPLEX_F64;
    }

    /**
     * The constant for an MLIR element type.
     *
     * @throws IllegalArgumentException naming the type when a memref of it has no Java view (e.g. {@code i7},
     *                                  {@code f80}, {@code complex<i32>}, vectors)
     */
    public static MemRefElementType of(Type type) {
        if (type instanceof IntegerType i) {
            switch (i.width()) {
                case 1: return I1;
                case 8: return I8;
                case 16: return I16;
                case 32: return I32;
                case 64: return I64;
                default: break;
            }
        } else if (type instanceof IndexType) {
            return INDEX;
        } else if (type instanceof FloatType f) {
            switch (f.kind()) {
                case F16: return F16;
                case BF16: return BF16;
                case F32: return F32;
                case F64: return F64;
                default: break;
            }
        } else if (type instanceof ComplexType c && c.elementType() instanceof FloatType f) {
            if (f.kind() == FloatType.Kind.F32) {
                return COMPLEX_F32;
            }
            if (f.kind() == FloatType.Kind.F64) {
                return COMPLEX_F64;
            }
        }
        throw new IllegalArgumentException("memref element type " + TypePrinter.toString(type) + " has no Java view (supported: i1, i8, "
                + "i16, i32, i64 (signless, signed or unsigned), index, f16, bf16, f32, f64, complex<f32>, "
                + "complex<f64>)");
    }

    @Override
    public String toString() {
        return TypePrinter.toString(mlirType());
    }
}

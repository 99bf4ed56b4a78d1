package dev.mlirj.conversion.complextollvm;

import dev.mlirj.conversion.llvmcommon.StructBuilder;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.ir.Builder;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;

/**
 * A view over the LLVM struct {@code !llvm.struct<(T, T)>} a {@code complex<T>} converts to, MLIR's
 * {@code ComplexStructBuilder}: field 0 is the real part, field 1 the imaginary part.
 */
public final class ComplexStructBuilder extends StructBuilder {
    private static final long REAL = 0;
    private static final long IMAGINARY = 1;

    /** A view of the complex struct {@code value}. */
    public ComplexStructBuilder(MlirContext context, Value value) {
        super(context, value);
    }

    /** A view of a new {@code llvm.mlir.undef} of the struct type {@code type}. */
    public static ComplexStructBuilder undef(Builder b, Location loc, Type type) {
        MlirContext context = b.context();
        return new ComplexStructBuilder(context, Llvm.undef(b, loc, type));
    }

    /** The real part. */
    public Value real(Builder b, Location loc) {
        return extract(b, loc, REAL);
    }

    /** The imaginary part. */
    public Value imaginary(Builder b, Location loc) {
        return extract(b, loc, IMAGINARY);
    }

    /** Writes the real part. */
    public void setReal(Builder b, Location loc, Value real) {
        insert(b, loc, real, REAL);
    }

    /** Writes the imaginary part. */
    public void setImaginary(Builder b, Location loc, Value imaginary) {
        insert(b, loc, imaginary, IMAGINARY);
    }
}

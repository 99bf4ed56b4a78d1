package dev.mlirj.conversion.llvmcommon;

import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.ir.Builder;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Value;

/**
 * A mutable view over an LLVM dialect struct value that reads fields with {@code llvm.extractvalue} and replaces
 * the value with an {@code llvm.insertvalue} for each field written, MLIR's {@code StructBuilder}: the base of the
 * memref descriptor builders. Operations are built at the builder given to each call; the context must have the
 * LLVM dialect loaded.
 */
public abstract class StructBuilder {
    /** The context operations are built in. */
    protected final MlirContext context;
    private Value value;

    /** A view of {@code value}. */
    protected StructBuilder(MlirContext context, Value value) {
        this.context = java.util.Objects.requireNonNull(context, "context");
        this.value = java.util.Objects.requireNonNull(value, "value");
    }

    /** The current struct value (after the fields written so far). */
    public final Value value() {
        return value;
    }

    /** The field at {@code position} ({@code llvm.extractvalue}). */
    protected final Value extract(Builder b, Location loc, long... position) {
        return Llvm.extractValue(b, loc, value, position);
    }

    /** Writes {@code field} at {@code position}: the value becomes the {@code llvm.insertvalue}'s result. */
    protected final void insert(Builder b, Location loc, Value field, long... position) {
        value = Llvm.insertValue(b, loc, value, field, position);
    }

    /** MLIR's {@code createIndexAttrConstant}: {@code llvm.mlir.constant(v : index) : type}. */
    public static Value createIndexAttrConstant(Builder b, Location loc, dev.mlirj.ir.Type type,
                                                long v) {
        return Llvm.constant(b, loc, type,
                dev.mlirj.ir.IntegerAttr.of(dev.mlirj.ir.IndexType.INSTANCE, v));
    }
}

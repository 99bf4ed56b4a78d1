package dev.mlirj.tool;

import dev.mlirj.llvm.LlvmType;
import dev.mlirj.llvm.TypeKind;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.ValueLayout;
import java.util.Locale;

/**
 * The result types {@code mlirj run --entry-point-result} accepts, as mlir-cpu-runner's (plus {@code f64}):
 * how to call the entry function and how to print what it returns, byte for byte as mlir-cpu-runner does.
 */
enum EntryResult {
    VOID(FunctionDescriptor.ofVoid()),
    I32(FunctionDescriptor.of(ValueLayout.JAVA_INT)),
    I64(FunctionDescriptor.of(ValueLayout.JAVA_LONG)),
    F32(FunctionDescriptor.of(ValueLayout.JAVA_FLOAT)),
    F64(FunctionDescriptor.of(ValueLayout.JAVA_DOUBLE));

    final FunctionDescriptor descriptor;

    EntryResult(FunctionDescriptor descriptor) {
        this.descriptor = descriptor;
    }

    /** Whether a function returning {@code type} has this result. */
    boolean matches(LlvmType type) {
        TypeKind kind = type.kind();
        return switch (this) {
            case VOID -> kind == TypeKind.VOID;
            case I32 -> kind == TypeKind.INTEGER && type.intWidth() == 32;
            case I64 -> kind == TypeKind.INTEGER && type.intWidth() == 64;
            case F32 -> kind == TypeKind.FLOAT;
            case F64 -> kind == TypeKind.DOUBLE;
        };
    }

    /** mlir-cpu-runner's complaint when the entry function returns something else. */
    String mismatch() {
        return this == VOID ? "Error: expected void function"
                : "Error: only single " + name().toLowerCase(Locale.ROOT) + " function result supported";
    }

    /** The returned value as mlir-cpu-runner prints it (through LLVM's raw_ostream); null for void. */
    String format(Object value) {
        return switch (this) {
            case VOID -> null;
            case I32, I64 -> value.toString();
            case F32 -> formatDouble((Float) value);
            case F64 -> formatDouble((Double) value);
        };
    }

    /** LLVM's {@code write_double} with its default style: {@code nan}, {@code INF}, else {@code %.6e}. */
    static String formatDouble(double value) {
        if (Double.isNaN(value)) {
            return "nan";
        }
        if (Double.isInfinite(value)) {
            return value < 0 ? "-INF" : "INF";
        }
        return String.format(Locale.ROOT, "%.6e", value);
    }
}

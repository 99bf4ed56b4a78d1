package dev.mlirj.dialect.llvm;

import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.DialectAsmPrinter;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.VectorType;
import dev.mlirj.syntax.AttributePrinter;
import dev.mlirj.syntax.TypePrinter;

/** Questions about types the LLVM dialect asks (MLIR's {@code LLVMTypes.h} free functions), and type text for messages. */
public final class LlvmTypes {
    private LlvmTypes() {
    }

    /**
     * Whether {@code type} can appear in LLVM dialect IR (MLIR's {@code isCompatibleType}): LLVM types, signless
     * integers, the floating-point types LLVM has, and one-dimensional builtin vectors of those.
     */
    public static boolean isCompatible(Type type) {
        return switch (type) {
            case LlvmDialectType t -> true;
            case IntegerType t -> t.signedness() == IntegerType.Signedness.SIGNLESS;
            case FloatType t -> isCompatibleFloat(t);
            case VectorType v -> v.rank() == 1 && (v.elementType() instanceof IntegerType i
                    && i.signedness() == IntegerType.Signedness.SIGNLESS
                    || v.elementType() instanceof FloatType f && isCompatibleFloat(f));
            default -> false;
        };
    }

    /** Whether {@code type} is a float type LLVM has (bf16, f16, f32, f64, f80, f128). */
    public static boolean isCompatibleFloat(Type type) {
        return type instanceof FloatType f && switch (f.kind()) {
            case BF16, F16, F32, F64, F80, F128 -> true;
            default -> false;
        };
    }

    /** Whether {@code type} is a vector LLVM supports: a 1-D builtin vector or an {@code !llvm.vec}. */
    public static boolean isCompatibleVector(Type type) {
        return type instanceof VectorType v && v.rank() == 1 && isCompatible(v)
                || type instanceof LlvmFixedVectorType || type instanceof LlvmScalableVectorType;
    }

    /** The element type of a compatible vector, or {@code type} itself. */
    public static Type elementOrSelf(Type type) {
        return switch (type) {
            case VectorType v -> v.elementType();
            case LlvmFixedVectorType v -> v.elementType();
            case LlvmScalableVectorType v -> v.elementType();
            default -> type;
        };
    }

    /** {@code type} as mlir-opt prints it, LLVM types included ({@code !llvm.struct<(i32, ptr)>}); for messages. */
    public static String toString(Type type) {
        StringBuilder out = new StringBuilder();
        new TextPrinter(out).print(type);
        return out.toString();
    }

    /** A printer for messages: LLVM types and attributes through the dialect's syntax, others as the core prints them. */
    private record TextPrinter(StringBuilder out) implements DialectAsmPrinter {
        @Override
        public DialectAsmPrinter print(String text) {
            out.append(text);
            return this;
        }

        @Override
        public DialectAsmPrinter printString(String bytes) {
            out.append(AttributePrinter.quoted(bytes));
            return this;
        }

        @Override
        public DialectAsmPrinter print(Type type) {
            if (type instanceof LlvmDialectType t) {
                out.append("!llvm.");
                LlvmTypeSyntax.print(t, this);
            } else {
                out.append(TypePrinter.toString(type));
            }
            return this;
        }

        @Override
        public DialectAsmPrinter print(Attribute attribute) {
            if (attribute instanceof LlvmDialectAttribute a) {
                out.append("#llvm.");
                LlvmAttributeSyntax.print(a, this);
            } else {
                out.append(AttributePrinter.toString(attribute));
            }
            return this;
        }
    }
}

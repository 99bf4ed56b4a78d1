package dev.mlirj.syntax;

import dev.mlirj.ir.ComplexType;
import dev.mlirj.ir.Dialect;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.FunctionType;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.NoneType;
import dev.mlirj.ir.OpaqueType;
import dev.mlirj.ir.RankedTensorType;
import dev.mlirj.ir.ShapedType;
import dev.mlirj.ir.TupleType;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.UnrankedMemRefType;
import dev.mlirj.ir.UnrankedTensorType;
import dev.mlirj.ir.VectorType;
import java.util.List;

/** Prints types as MLIR does; the inverse of {@link TypeParser}. */
public final class TypePrinter {
    private TypePrinter() {
    }

    /**
     * The text of {@code type}, for messages: a dialect type prints through its dialect as loaded by any context
     * (or, when none ever loaded it, in the opaque form {@code !ns<"...">}); never throws.
     */
    public static String toString(Type type) {
        StringBuilder out = new StringBuilder();
        print(out, type, null);
        return out.toString();
    }

    /** Appends the text of {@code type}, or its alias when an {@link AsmPrinter} is printing and gave it one. */
    static void print(StringBuilder out, Type type, MlirContext context) {
        AliasState aliases = AliasState.current();
        if (aliases == null) {
            printWithoutAlias(out, type, context);
        } else if (!aliases.enter(out, type)) {
            printWithoutAlias(out, type, context);
            aliases.exit();
        }
    }

    /** Appends the text of {@code type} itself, even when it has an alias (its parts still print theirs). */
    static void printWithoutAlias(StringBuilder out, Type type, MlirContext context) {
        switch (type) {
            case IntegerType t -> out.append(t.prefix()).append(t.width());
            case FloatType t -> out.append(t.toString());
            case IndexType t -> out.append("index");
            case NoneType t -> out.append("none");
            case ComplexType t -> {
                out.append("complex<");
                print(out, t.elementType(), context);
                out.append('>');
            }
            case TupleType t -> {
                out.append("tuple<");
                list(out, t.types(), context);
                out.append('>');
            }
            case FunctionType t -> {
                out.append('(');
                list(out, t.inputs(), context);
                out.append(") -> ");
                results(out, t.results(), context);
            }
            case VectorType t -> {
                out.append("vector<");
                for (int i = 0; i < t.rank(); i++) {
                    if (t.scalable().get(i)) {
                        out.append('[').append(t.shape().get(i)).append(']');
                    } else {
                        out.append(t.shape().get(i));
                    }
                    out.append('x');
                }
                print(out, t.elementType(), context);
                out.append('>');
            }
            case MemRefType t -> {
                out.append("memref<");
                dims(out, t.shape());
                print(out, t.elementType(), context);
                if (t.layout() != null) {
                    out.append(", ");
                    AttributePrinter.print(out, t.layout(), false, context);
                }
                if (t.memorySpace() != null) {
                    out.append(", ");
                    AttributePrinter.print(out, t.memorySpace(), true, context);
                }
                out.append('>');
            }
            case UnrankedMemRefType t -> {
                out.append("memref<*x");
                print(out, t.elementType(), context);
                if (t.memorySpace() != null) {
                    out.append(", ");
                    AttributePrinter.print(out, t.memorySpace(), true, context);
                }
                out.append('>');
            }
            case RankedTensorType t -> {
                out.append("tensor<");
                dims(out, t.shape());
                print(out, t.elementType(), context);
                if (t.encoding() != null) {
                    out.append(", ");
                    AttributePrinter.print(out, t.encoding(), false, context);
                }
                out.append('>');
            }
            case UnrankedTensorType t -> {
                out.append("tensor<*x");
                print(out, t.elementType(), context);
                out.append('>');
            }
            case OpaqueType t -> out.append('!').append(t.dialectNamespace()).append(t.body());
            default -> {
                Dialect d = context == null ? null : context.dialect(type.dialect());
                if (d == null) {
                    d = Dialect.loadedAnywhere(type.dialect());
                }
                if (d == null) {
                    // No context ever loaded the dialect: the opaque form, so that a message can still say it.
                    out.append('!').append(type.dialect()).append('<');
                    AttributePrinter.escaped(out, new String(type.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8),
                            java.nio.charset.StandardCharsets.ISO_8859_1));
                    out.append('>');
                    return;
                }
                out.append('!').append(type.dialect()).append('.');
                d.printType(type, new DialectTextPrinter(out, context));
            }
        }
    }

    /** {@code type} or {@code (types)}: a function type's results, parenthesised unless a single non-function. */
    static void results(StringBuilder out, List<Type> results, MlirContext context) {
        if (results.size() == 1 && !(results.getFirst() instanceof FunctionType)) {
            print(out, results.getFirst(), context);
        } else {
            out.append('(');
            list(out, results, context);
            out.append(')');
        }
    }

    static void list(StringBuilder out, List<Type> types, MlirContext context) {
        for (int i = 0; i < types.size(); i++) {
            if (i > 0) {
                out.append(", ");
            }
            print(out, types.get(i), context);
        }
    }

    private static void dims(StringBuilder out, List<Long> shape) {
        for (long d : shape) {
            out.append(d == ShapedType.DYNAMIC ? "?" : Long.toString(d)).append('x');
        }
    }

}

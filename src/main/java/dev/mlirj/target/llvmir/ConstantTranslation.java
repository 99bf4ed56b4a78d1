package dev.mlirj.target.llvmir;

import dev.mlirj.dialect.llvm.LlvmArrayType;
import dev.mlirj.dialect.llvm.LlvmFixedVectorType;
import dev.mlirj.dialect.llvm.LlvmStructType;
import dev.mlirj.ir.ArrayAttr;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.DenseElementsAttr;
import dev.mlirj.ir.DenseResourceElementsAttr;
import dev.mlirj.ir.FloatAttr;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.StringAttr;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.VectorType;
import dev.mlirj.llvm.LlvmContext;
import dev.mlirj.llvm.LlvmType;
import dev.mlirj.llvm.LlvmValue;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;

/**
 * MLIR's {@code getLLVMConstant}: an attribute as an LLVM constant of a given type. Integers and floats (exact
 * bits, splatted over a vector type), dense elements (a vector, or nested arrays of scalars or vectors, filled in
 * row-major order; splats repeated), dense resources with data, strings (as {@code [N x i8]}) and arrays of
 * attributes for structs and arrays. Anything else is an error at the operation.
 */
final class ConstantTranslation {
    private ConstantTranslation() {
    }

    static LlvmValue constant(Attribute value, Type type, LlvmType llvmType, Operation op, ModuleTranslation t) {
        LlvmContext c = t.context();
        switch (value) {
            case IntegerAttr i -> {
                return splatIfVector(type, scalar(i.value(), elementOf(type), op, t), c);
            }
            case FloatAttr f -> {
                Type element = elementOf(type);
                if (!(element instanceof FloatType ft) || ft.width() != f.type().width()) {
                    throw new TranslationException(op, "float attribute of type " + f.type()
                            + " does not match the constant's type");
                }
                return splatIfVector(type, scalar(f.bits(), element, op, t), c);
            }
            case StringAttr s -> {
                if (!(type instanceof LlvmArrayType a) || !(a.elementType() instanceof IntegerType i)
                        || i.width() != 8) {
                    throw new TranslationException(op, "a string constant needs an array of i8 type");
                }
                return c.constBytes(s.bytes());
            }
            case DenseElementsAttr d -> {
                return fromFlat(type, d.elements(), d.splat(), op, t);
            }
            case DenseResourceElementsAttr r -> {
                if (!r.hasData()) {
                    throw new TranslationException(op, "dense resource '" + r.name() + "' has no data");
                }
                return fromFlat(type, resourceElements(r, op), false, op, t);
            }
            case ArrayAttr a -> {
                if (type instanceof LlvmStructType s) {
                    if (s.body().size() != a.elements().size()) {
                        throw new TranslationException(op, "expected " + s.body().size()
                                + " elements for the struct constant");
                    }
                    List<LlvmValue> fields = new ArrayList<>();
                    for (int k = 0; k < a.elements().size(); k++) {
                        Type ft = s.body().get(k);
                        fields.add(constant(a.elements().get(k), ft, t.type(ft, op), op, t));
                    }
                    return c.constStruct(llvmType, fields);
                }
                if (type instanceof LlvmArrayType arr) {
                    if (arr.numElements() != a.elements().size()) {
                        throw new TranslationException(op, "expected " + arr.numElements()
                                + " elements for the array constant");
                    }
                    LlvmType et = t.type(arr.elementType(), op);
                    List<LlvmValue> elements = new ArrayList<>();
                    for (Attribute e : a.elements()) {
                        elements.add(constant(e, arr.elementType(), et, op, t));
                    }
                    return c.constArray(et, elements);
                }
                throw new TranslationException(op, "an array attribute needs a struct or array type");
            }
            default -> throw new TranslationException(op, "attribute " + value
                    + " cannot be translated to an LLVM constant");
        }
    }

    private static Type elementOf(Type type) {
        return switch (type) {
            case VectorType v -> v.elementType();
            case LlvmFixedVectorType v -> v.elementType();
            default -> type;
        };
    }

    private static LlvmValue splatIfVector(Type type, LlvmValue scalar, LlvmContext c) {
        long n = switch (type) {
            case VectorType v -> v.isScalable() ? -1 : v.shape().getFirst();
            case LlvmFixedVectorType v -> v.numElements();
            default -> 0;
        };
        if (n == 0) {
            return scalar;
        }
        if (n < 0) {
            throw new IllegalStateException("scalable splat");
        }
        List<LlvmValue> copies = new ArrayList<>();
        for (long k = 0; k < n; k++) {
            copies.add(scalar);
        }
        return c.constVector(copies);
    }

    /** The integer or float constant of scalar {@code type} with bits {@code bits}. */
    private static LlvmValue scalar(BigInteger bits, Type type, Operation op, ModuleTranslation t) {
        LlvmType lt = t.type(type, op);
        return switch (type) {
            case IntegerType i -> t.context().constInt(lt, bits);
            case FloatType f -> t.context().constRealBits(lt, f.width(), bits.signum() < 0
                    ? bits.add(BigInteger.ONE.shiftLeft(f.width())) : bits);
            default -> throw new TranslationException(op, "expected an integer or float element type for the "
                    + "constant, not " + dev.mlirj.dialect.llvm.LlvmTypes.toString(type));
        };
    }

    /** Builds {@code type} (a vector, or nested arrays ending in scalars or vectors) from row-major elements. */
    private static LlvmValue fromFlat(Type type, List<BigInteger> flat, boolean splat, Operation op,
                                      ModuleTranslation t) {
        long needed = scalarCount(type, op);
        if (!splat && flat.size() != needed) {
            throw new TranslationException(op, "dense constant has " + flat.size() + " elements, but its type "
                    + "needs " + needed);
        }
        int[] next = {0};
        return build(type, splat ? List.of(flat.getFirst()) : flat, splat, next, op, t);
    }

    private static long scalarCount(Type type, Operation op) {
        return switch (type) {
            case LlvmArrayType a -> a.numElements() * scalarCount(a.elementType(), op);
            case VectorType v when v.rank() == 1 && !v.isScalable() -> v.shape().getFirst();
            case LlvmFixedVectorType v -> v.numElements();
            case IntegerType i -> 1;
            case FloatType f -> 1;
            default -> throw new TranslationException(op, "a dense constant cannot have type "
                    + dev.mlirj.dialect.llvm.LlvmTypes.toString(type));
        };
    }

    private static LlvmValue build(Type type, List<BigInteger> flat, boolean splat, int[] next, Operation op,
                                   ModuleTranslation t) {
        LlvmContext c = t.context();
        switch (type) {
            case LlvmArrayType a -> {
                List<LlvmValue> elements = new ArrayList<>();
                for (long k = 0; k < a.numElements(); k++) {
                    elements.add(build(a.elementType(), flat, splat, next, op, t));
                }
                return c.constArray(t.type(a.elementType(), op), elements);
            }
            case VectorType v -> {
                return vector(v.elementType(), v.shape().getFirst(), flat, splat, next, op, t);
            }
            case LlvmFixedVectorType v -> {
                return vector(v.elementType(), v.numElements(), flat, splat, next, op, t);
            }
            default -> {
                BigInteger bits = flat.get(splat ? 0 : next[0]++);
                return scalar(bits, type, op, t);
            }
        }
    }

    private static LlvmValue vector(Type element, long n, List<BigInteger> flat, boolean splat, int[] next,
                                    Operation op, ModuleTranslation t) {
        List<LlvmValue> elements = new ArrayList<>();
        for (long k = 0; k < n; k++) {
            elements.add(scalar(flat.get(splat ? 0 : next[0]++), element, op, t));
        }
        return t.context().constVector(elements);
    }

    /** The elements of a dense resource blob, little-endian, one byte-rounded slot per element. */
    private static List<BigInteger> resourceElements(DenseResourceElementsAttr r, Operation op) {
        Type element = r.type().elementType();
        int width = switch (element) {
            case IntegerType i -> i.width();
            case FloatType f -> f.width();
            default -> throw new TranslationException(op, "dense resource of element type " + element
                    + " cannot be translated");
        };
        int bytes = (width + 7) / 8;
        ByteBuffer data = r.rawData().duplicate().order(ByteOrder.LITTLE_ENDIAN);
        long count = r.type().elementCount();
        if ((long) data.remaining() < count * bytes) {
            throw new TranslationException(op, "dense resource '" + r.name() + "' holds too few bytes");
        }
        List<BigInteger> out = new ArrayList<>();
        for (long k = 0; k < count; k++) {
            byte[] big = new byte[bytes + 1];
            for (int b = 0; b < bytes; b++) {
                big[bytes - b] = data.get();
            }
            out.add(new BigInteger(big));
        }
        return out;
    }
}

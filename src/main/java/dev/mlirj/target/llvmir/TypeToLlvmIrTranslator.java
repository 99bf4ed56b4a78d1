package dev.mlirj.target.llvmir;

import dev.mlirj.dialect.llvm.LlvmArrayType;
import dev.mlirj.dialect.llvm.LlvmFixedVectorType;
import dev.mlirj.dialect.llvm.LlvmFunctionType;
import dev.mlirj.dialect.llvm.LlvmPointerType;
import dev.mlirj.dialect.llvm.LlvmPrimitiveType;
import dev.mlirj.dialect.llvm.LlvmScalableVectorType;
import dev.mlirj.dialect.llvm.LlvmStructType;
import dev.mlirj.dialect.llvm.LlvmTargetExtType;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.VectorType;
import dev.mlirj.llvm.LlvmContext;
import dev.mlirj.llvm.LlvmType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * MLIR's {@code TypeToLLVMIRTranslator}: LLVM-dialect-compatible MLIR types to LLVM types of one context.
 * Identified structs are created once per translator, by name, so a recursive struct refers to itself.
 * A type LLVM cannot represent (e.g. {@code index}, {@code f8E5M2}, a multi-dimensional vector, an integer wider
 * than LLVM 17's {@link LlvmContext#MAX_INT_BITS}) yields null.
 * The LLVM types it returns belong to its context and live as long as it does. Not thread-safe.
 */
public final class TypeToLlvmIrTranslator {
    private final LlvmContext context;
    private final Map<String, LlvmType> identified = new HashMap<>();

    /** A translator making types in {@code context}. */
    public TypeToLlvmIrTranslator(LlvmContext context) {
        this.context = context;
    }

    /** The LLVM type of {@code type}, or null when it has none. */
    public LlvmType translate(Type type) {
        return switch (type) {
            case IntegerType i -> i.signedness() == IntegerType.Signedness.SIGNLESS && i.width() >= 1
                    && i.width() <= LlvmContext.MAX_INT_BITS ? context.intType(i.width()) : null;
            case FloatType f -> switch (f.kind()) {
                case BF16 -> context.bf16();
                case F16 -> context.f16();
                case F32 -> context.f32();
                case F64 -> context.f64();
                case F80 -> context.f80();
                case F128 -> context.f128();
                default -> null;
            };
            case VectorType v -> {
                LlvmType element = translate(v.elementType());
                if (element == null || v.rank() != 1 || v.shape().getFirst() > Integer.MAX_VALUE) {
                    yield null;
                }
                int n = (int) (long) v.shape().getFirst();
                yield v.isScalable() ? context.scalableVector(element, n) : context.vector(element, n);
            }
            case LlvmPointerType p -> context.ptr(p.addressSpace());
            case LlvmArrayType a -> {
                LlvmType element = translate(a.elementType());
                yield element == null ? null : context.array(element, a.numElements());
            }
            case LlvmFixedVectorType v -> {
                LlvmType element = translate(v.elementType());
                yield element == null || v.numElements() > Integer.MAX_VALUE ? null
                        : context.vector(element, (int) v.numElements());
            }
            case LlvmScalableVectorType v -> {
                LlvmType element = translate(v.elementType());
                yield element == null || v.minNumElements() > Integer.MAX_VALUE ? null
                        : context.scalableVector(element, (int) v.minNumElements());
            }
            case LlvmFunctionType f -> {
                LlvmType result = f.returnsVoid() ? context.voidType() : translate(f.returnType());
                List<LlvmType> params = translateAll(f.params());
                yield result == null || params == null ? null : context.function(result, params, f.varArg());
            }
            case LlvmStructType s -> struct(s);
            case LlvmPrimitiveType p -> switch (p.keyword()) {
                case "void" -> context.voidType();
                case "token" -> context.token();
                case "label" -> context.label();
                case "metadata" -> context.metadataType();
                case "ppc_fp128" -> context.ppcFp128();
                case "x86_amx" -> context.x86Amx();
                default -> null;
            };
            case LlvmTargetExtType t -> {
                List<LlvmType> params = translateAll(t.typeParams());
                List<Integer> ints = new ArrayList<>();
                for (long v : t.intParams()) {
                    if (v < 0 || v > 0xFFFF_FFFFL) {
                        yield null;
                    }
                    ints.add((int) v);
                }
                yield params == null ? null : context.targetExtension(t.name(), params, ints);
            }
            default -> null;
        };
    }

    /** The LLVM types of {@code types}, or null if one has none. */
    List<LlvmType> translateAll(List<Type> types) {
        List<LlvmType> out = new ArrayList<>();
        for (Type t : types) {
            LlvmType l = translate(t);
            if (l == null) {
                return null;
            }
            out.add(l);
        }
        return out;
    }

    private LlvmType struct(LlvmStructType s) {
        if (!s.isIdentified()) {
            List<LlvmType> body = translateAll(s.body());
            return body == null ? null : context.struct(body, s.isPacked());
        }
        LlvmType known = identified.get(s.name());
        if (known != null) {
            return known;
        }
        LlvmType created = context.namedStruct(s.name());
        identified.put(s.name(), created);
        if (s.isInitialized() && !s.isOpaque()) {
            List<LlvmType> body = translateAll(s.body());
            if (body == null) {
                return null;
            }
            context.setStructBody(created, body, s.isPacked());
        }
        return created;
    }
}

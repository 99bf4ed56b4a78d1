package dev.mlirj.conversion.llvmcommon;

import dev.mlirj.dialect.func.FuncOp;
import dev.mlirj.dialect.llvm.IdentifiedStructs;
import dev.mlirj.dialect.llvm.LlvmArrayType;
import dev.mlirj.dialect.llvm.LlvmDialectType;
import dev.mlirj.dialect.llvm.LlvmFixedVectorType;
import dev.mlirj.dialect.llvm.LlvmFuncOp;
import dev.mlirj.dialect.llvm.LlvmFunctionType;
import dev.mlirj.dialect.llvm.LlvmPointerType;
import dev.mlirj.dialect.llvm.LlvmPrimitiveType;
import dev.mlirj.dialect.llvm.LlvmScalableVectorType;
import dev.mlirj.dialect.llvm.LlvmStructType;
import dev.mlirj.dialect.llvm.LlvmTypes;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.BlockArgument;
import dev.mlirj.ir.Builder;
import dev.mlirj.ir.ComplexType;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.FunctionType;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.ShapedType;
import dev.mlirj.ir.StridesAndOffset;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.UnrankedMemRefType;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.VectorType;
import dev.mlirj.transforms.dialectconversion.SignatureConversion;
import dev.mlirj.transforms.dialectconversion.TypeConverter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * The type converter of every lowering to the LLVM dialect, MLIR's {@code LLVMTypeConverter}, following the
 * "LLVM IR Target" document row by row (each row is one {@code addConversion}, most specific added last):
 * <table>
 * <caption>Type conversion</caption>
 * <tr><th>builtin type</th><th>LLVM dialect type</th></tr>
 * <tr><td>{@code iN}, {@code siN}, {@code uiN}</td><td>{@code iN} (signedness dropped)</td></tr>
 * <tr><td>{@code bf16 f16 f32 f64 f80 f128} (and {@code tf32})</td><td>as is</td></tr>
 * <tr><td>the 8-bit floats {@code f8E5M2 ...}</td><td>{@code i8}</td></tr>
 * <tr><td>{@code index}</td><td>{@code iN}, N the {@link LowerToLlvmOptions#indexBitwidth()}</td></tr>
 * <tr><td>{@code vector<T>} / {@code vector<NxT>} / {@code vector<AxBx...xNxT>}</td><td>{@code vector<1xT'>} /
 * {@code vector<NxT'>} / {@code !llvm.array<A x array<B x ... vector<NxT'>>>} (only the trailing dimension may be
 * scalable)</td></tr>
 * <tr><td>{@code complex<T>}</td><td>{@code !llvm.struct<(T', T')>}</td></tr>
 * <tr><td>{@code memref<...xT, strided layout, addrspace A>}</td><td>the descriptor
 * {@code !llvm.struct<(ptr<A>, ptr<A>, iN, array<R x iN>, array<R x iN>)>} ({@link MemRefDescriptor}; rank 0 has
 * no arrays); non-strided layouts and non-integer memory spaces fail</td></tr>
 * <tr><td>{@code memref<*xT>}</td><td>{@code !llvm.struct<(iN, ptr)>} ({@link UnrankedMemRefDescriptor})</td></tr>
 * <tr><td>{@code (A) -> B} as a value</td><td>{@code !llvm.ptr}</td></tr>
 * <tr><td>LLVM-compatible types</td><td>as is</td></tr>
 * <tr><td>{@code !llvm.struct}, {@code !llvm.array}, {@code !llvm.func} holding incompatible types</td><td>the
 * same container of converted types; an identified struct {@code "x"} becomes {@code "_Converted.x"}</td></tr>
 * <tr><td>anything else ({@code tensor}, {@code none}, {@code tuple}, ...)</td><td>no conversion</td></tr>
 * </table>
 * Function signatures are converted by {@link #convertFunctionSignature}: memref arguments unbundled into their
 * descriptor's scalars (ranked: 2 pointers, the offset, R sizes, R strides; unranked: rank and pointer), or one
 * bare pointer under the bare-pointer convention; results packed by {@link #packFunctionResults}.
 *
 * <p>Materializations: the default {@code builtin.unrealized_conversion_cast} of {@link TypeConverter}, and the
 * argument materializations that rebuild a memref descriptor from the scalars (or the bare pointer) a signature
 * conversion unbundled it into (see the section for the func lowering at the end).
 */
public class LlvmTypeConverter extends TypeConverter {
    private final LowerToLlvmOptions options;
    private final IdentifiedStructs identifiedStructs;
    private final List<Type> recursiveStack = new ArrayList<>();

    /**
     * A converter with {@code options}; identified structs are made in {@code identifiedStructs}, the table of the
     * context's LLVM dialect ({@code LlvmDialect.identifiedStructs()}).
     */
    public LlvmTypeConverter(LowerToLlvmOptions options, IdentifiedStructs identifiedStructs) {
        this.options = java.util.Objects.requireNonNull(options);
        this.identifiedStructs = java.util.Objects.requireNonNull(identifiedStructs);
        addConversion(ComplexType.class, this::convertComplexType);
        addConversion(FloatType.class, this::convertFloatType);
        addConversion(FunctionType.class, t -> LlvmPointerType.DEFAULT);
        addConversion(IndexType.class, t -> indexType());
        addConversion(IntegerType.class, t -> IntegerType.of(t.width()));
        addConversion(MemRefType.class, this::convertMemRefType);
        addConversion(UnrankedMemRefType.class, this::convertUnrankedMemRefType);
        addConversion((type, results) -> {
            if (!(type instanceof VectorType v)) {
                return Outcome.NOT_APPLICABLE;
            }
            Type converted = convertVectorType(v);
            if (converted == null) {
                return Outcome.NOT_APPLICABLE;
            }
            results.add(converted);
            return Outcome.SUCCESS;
        });
        // LLVM-compatible types are kept; added before the container rules below, which are tried first.
        addConversion((type, results) -> {
            if (!isCompatibleType(type)) {
                return Outcome.NOT_APPLICABLE;
            }
            results.add(type);
            return Outcome.SUCCESS;
        });
        addConversion(LlvmStructType.class, this::convertStructType);
        addConversion((type, results) -> {
            if (!(type instanceof LlvmArrayType a)) {
                return Outcome.NOT_APPLICABLE;
            }
            Type element = convertType(a.elementType());
            if (element == null) {
                return Outcome.NOT_APPLICABLE;
            }
            results.add(new LlvmArrayType(element, a.numElements()));
            return Outcome.SUCCESS;
        });
        addConversion((type, results) -> {
            if (!(type instanceof LlvmFunctionType f)) {
                return Outcome.NOT_APPLICABLE;
            }
            Type result = convertType(f.returnType());
            List<Type> params = new ArrayList<>();
            if (result == null || !convertTypes(f.params(), params)) {
                return Outcome.NOT_APPLICABLE;
            }
            results.add(new LlvmFunctionType(result, params, f.varArg()));
            return Outcome.SUCCESS;
        });
        addMemRefArgumentMaterializations();
    }

    /** A converter with the default options. */
    public LlvmTypeConverter(IdentifiedStructs identifiedStructs) {
        this(LowerToLlvmOptions.DEFAULT, identifiedStructs);
    }

    /** The options. */
    public LowerToLlvmOptions options() {
        return options;
    }

    /** The integer type {@code index} becomes. */
    public IntegerType indexType() {
        return IntegerType.of(options.indexBitwidth());
    }

    // ---- rows --------------------------------------------------------------------------------------------------

    private Type convertFloatType(FloatType type) {
        return switch (type.kind()) {
            case F8E5M2, F8E4M3, F8E4M3FN, F8E5M2FNUZ, F8E4M3FNUZ, F8E4M3B11FNUZ -> IntegerType.of(type.width());
            default -> type;
        };
    }

    private Type convertComplexType(ComplexType type) {
        Type element = convertType(type.elementType());
        return element == null ? null : LlvmStructType.literal(element, element);
    }

    /** n-D vectors to nested arrays of 1-D vectors; null (not converted) when a non-trailing dim is scalable. */
    private Type convertVectorType(VectorType type) {
        Type element = convertType(type.elementType());
        if (element == null) {
            return null;
        }
        if (type.shape().isEmpty()) {
            return VectorType.of(List.of(1L), element);
        }
        int rank = type.shape().size();
        if (type.scalable().subList(0, rank - 1).contains(true)) {
            return null;
        }
        Type result = new VectorType(List.of(type.shape().get(rank - 1)), List.of(type.scalable().get(rank - 1)),
                element);
        for (int i = rank - 2; i >= 0; i--) {
            result = new LlvmArrayType(result, type.shape().get(i));
        }
        return result;
    }

    private Type convertMemRefType(MemRefType type) {
        List<Type> fields = memRefDescriptorFields(type, false);
        return fields == null ? null : LlvmStructType.literal(fields, false);
    }

    private Type convertUnrankedMemRefType(UnrankedMemRefType type) {
        if (convertType(type.elementType()) == null || addressSpace(type.memorySpace()) < 0) {
            return null;
        }
        return LlvmStructType.literal(unrankedMemRefDescriptorFields(), false);
    }

    private Outcome convertStructType(LlvmStructType type, List<Type> results) {
        if (isCompatibleType(type)) {
            results.add(type);
            return Outcome.SUCCESS;
        }
        if (type.isIdentified()) {
            LlvmStructType converted = identifiedStructs.get("_Converted." + type.name());
            if (recursiveStack.contains(type)) {
                results.add(converted);
                return Outcome.SUCCESS;
            }
            recursiveStack.add(type);
            try {
                List<Type> body = new ArrayList<>();
                if (!convertTypes(type.body(), body)) {
                    return Outcome.NOT_APPLICABLE;
                }
                if (!converted.isInitialized()) {
                    if (!converted.setBody(body, type.isPacked())) {
                        return Outcome.FAILURE;
                    }
                    results.add(converted);
                    return Outcome.SUCCESS;
                }
                if (converted.body().equals(body) && converted.isPacked() == type.isPacked()) {
                    results.add(converted);
                    return Outcome.SUCCESS;
                }
                return Outcome.FAILURE;
            } finally {
                recursiveStack.removeLast();
            }
        }
        List<Type> body = new ArrayList<>();
        if (!convertTypes(type.body(), body)) {
            return Outcome.NOT_APPLICABLE;
        }
        results.add(LlvmStructType.literal(body, type.isPacked()));
        return Outcome.SUCCESS;
    }

    // ---- memref descriptors ------------------------------------------------------------------------------------

    /**
     * The fields of the descriptor of {@code type}, MLIR's {@code getMemRefDescriptorFields}: the allocated and the
     * aligned pointer in its address space, the offset, and (rank > 0) the sizes and strides as two arrays, or as
     * {@code 2 * rank} scalars when {@code unpackAggregates}; null when the layout is not strided, the element type
     * does not convert or the memory space is not an integer. The runtime's {@code MemRefDescriptorLayout} declares
     * the same struct for Java, and a test holds the two together.
     */
    public List<Type> memRefDescriptorFields(MemRefType type, boolean unpackAggregates) {
        if (stridesAndOffset(type) == null || convertType(type.elementType()) == null) {
            return null;
        }
        int space = addressSpace(type.memorySpace());
        if (space < 0) {
            return null;
        }
        Type pointer = new LlvmPointerType(space);
        List<Type> fields = new ArrayList<>(List.of(pointer, pointer, indexType()));
        int rank = type.rank();
        if (rank > 0 && unpackAggregates) {
            for (int i = 0; i < 2 * rank; i++) {
                fields.add(indexType());
            }
        } else if (rank > 0) {
            fields.add(new LlvmArrayType(indexType(), rank));
            fields.add(new LlvmArrayType(indexType(), rank));
        }
        return fields;
    }

    /** The unranked descriptor's fields, MLIR's {@code getUnrankedMemRefDescriptorFields}: the rank and a pointer. */
    public List<Type> unrankedMemRefDescriptorFields() {
        return List.of(indexType(), LlvmPointerType.DEFAULT);
    }

    /** The integer address space of a memory space attribute (0 when absent), or -1 when it is not an integer. */
    static int addressSpace(Attribute memorySpace) {
        if (memorySpace == null) {
            return 0;
        }
        if (memorySpace instanceof IntegerAttr i && (i.type() instanceof IndexType
                || i.type() instanceof IntegerType t && t.signedness() == IntegerType.Signedness.SIGNLESS)) {
            long v = i.longValue();
            return v >= 0 && v <= 0xFFFFFF ? (int) v : -1;
        }
        return -1;
    }

    /** The strides and offset of {@code type}'s layout ({@link ShapedType#DYNAMIC} when unknown), or null. */
    public static StridesAndOffset stridesAndOffset(MemRefType type) {
        return StridesAndOffset.of(type);
    }

    /** Whether {@code type} can travel as one bare pointer: static shape, strides and offset (MLIR's canConvertToBarePtr). */
    public static boolean canConvertToBarePtr(Type type) {
        if (!(type instanceof MemRefType m) || !m.hasStaticShape()) {
            return false;
        }
        StridesAndOffset layout = StridesAndOffset.of(m);
        return layout != null && !layout.strides().contains(ShapedType.DYNAMIC) && layout.offset() != ShapedType.DYNAMIC;
    }

    /** The bare pointer a memref becomes under the bare-pointer convention, or null when it cannot. */
    public Type convertMemRefToBarePtr(Type type) {
        if (!canConvertToBarePtr(type)) {
            return null;
        }
        MemRefType m = (MemRefType) type;
        if (convertType(m.elementType()) == null) {
            return null;
        }
        int space = addressSpace(m.memorySpace());
        return space < 0 ? null : new LlvmPointerType(space);
    }

    // ---- signatures --------------------------------------------------------------------------------------------

    /**
     * Converts {@code type} as a function argument or result under the calling convention: memrefs to a bare
     * pointer when {@code useBarePtrCallConv} (failing when they cannot be), everything else by
     * {@link #convertType}. False when it cannot be converted.
     */
    public boolean convertCallingConventionType(Type type, List<Type> results, boolean useBarePtrCallConv) {
        if (useBarePtrCallConv && (type instanceof MemRefType || type instanceof UnrankedMemRefType)) {
            Type bare = convertMemRefToBarePtr(type);
            if (bare == null) {
                return false;
            }
            results.add(bare);
            return true;
        }
        return convertType(type, results);
    }

    /**
     * MLIR's {@code convertFunctionSignature}: fills {@code result} with the argument mapping (memref arguments
     * unbundled: ranked into {@code 2 + 1 + 2 * rank} scalars, unranked into 2; bare pointers under the bare
     * pointer convention) and returns the {@code !llvm.func} type, its result {@code void} without results, the
     * single converted result, or a struct of several. Null when a type cannot be converted.
     */
    public LlvmFunctionType convertFunctionSignature(FunctionType type, boolean isVariadic, boolean useBarePtrCallConv,
                                                     SignatureConversion result) {
        boolean bare = useBarePtrCallConv || options.useBarePtrCallConv();
        for (int i = 0; i < type.inputs().size(); i++) {
            Type input = type.inputs().get(i);
            List<Type> converted = new ArrayList<>();
            if (bare) {
                if (!convertCallingConventionType(input, converted, true)) {
                    return null;
                }
            } else if (input instanceof MemRefType m) {
                List<Type> fields = memRefDescriptorFields(m, true);
                if (fields == null) {
                    return null;
                }
                converted.addAll(fields);
            } else if (input instanceof UnrankedMemRefType u) {
                if (convertType(u) == null) {
                    return null;
                }
                converted.addAll(unrankedMemRefDescriptorFields());
            } else {
                Type t = convertType(input);
                if (t == null) {
                    return null;
                }
                converted.add(t);
            }
            result.addInputs(i, converted);
        }
        Type resultType = type.results().isEmpty() ? LlvmPrimitiveType.VOID : packFunctionResults(type.results(), bare);
        return resultType == null ? null : new LlvmFunctionType(resultType, result.convertedTypes(), isVariadic);
    }

    /**
     * MLIR's {@code packFunctionResults}: the single converted result, or a literal struct of the converted
     * results (each under the calling convention); null when one cannot be converted or there are none.
     */
    public Type packFunctionResults(List<Type> types, boolean useBarePtrCallConv) {
        boolean bare = useBarePtrCallConv || options.useBarePtrCallConv();
        List<Type> converted = new ArrayList<>();
        for (Type t : types) {
            if (!convertCallingConventionType(t, converted, bare)) {
                return null;
            }
        }
        if (converted.isEmpty()) {
            return null;
        }
        return converted.size() == 1 ? converted.getFirst() : LlvmStructType.literal(converted, false);
    }

    /**
     * MLIR's {@code packOperationResults}: the one converted type, or a struct of several (each LLVM-compatible);
     * null when one cannot be converted.
     */
    public Type packOperationResults(List<Type> types) {
        if (types.size() == 1) {
            return convertType(types.getFirst());
        }
        List<Type> converted = new ArrayList<>();
        for (Type t : types) {
            Type c = convertType(t);
            if (c == null || !isCompatibleType(c)) {
                return null;
            }
            converted.add(c);
        }
        return LlvmStructType.literal(converted, false);
    }

    /**
     * Why {@code type} does not convert, for diagnostics that name the type; null when it does convert. Mentions
     * MLIR's reason for non-strided layouts and memory spaces.
     */
    public String explainFailure(Type type) {
        if (convertType(type) != null) {
            return null;
        }
        String text = LlvmTypes.toString(type);
        if (type instanceof MemRefType m) {
            if (stridesAndOffset(m) == null) {
                return "cannot convert " + text + " to the LLVM dialect: conversion to strided form failed either due "
                        + "to non-strided layout maps (which should have been normalized away) or other reasons";
            }
            if (addressSpace(m.memorySpace()) < 0) {
                return "cannot convert " + text + " to the LLVM dialect: conversion of memref memory space "
                        + dev.mlirj.syntax.AttributePrinter.toString(m.memorySpace())
                        + " to integer address space failed";
            }
        }
        return "cannot convert " + text + " to the LLVM dialect: it has no LLVM equivalent";
    }

    // ---- compatibility ----------------------------------------------------------------------------------------

    /**
     * MLIR's {@code LLVM::isCompatibleType}, recursively: LLVM types whose nested types are all compatible, signless
     * integers, LLVM's float types, and 1-D builtin vectors of those.
     */
    public static boolean isCompatibleType(Type type) {
        return isCompatible(type, Collections.newSetFromMap(new IdentityHashMap<>()));
    }

    private static boolean isCompatible(Type type, Set<Type> visiting) {
        return switch (type) {
            case LlvmStructType s -> {
                if (s.isIdentified() && !visiting.add(s)) {
                    yield true;
                }
                for (Type t : s.body()) {
                    if (!isCompatible(t, visiting)) {
                        yield false;
                    }
                }
                yield true;
            }
            case LlvmArrayType a -> isCompatible(a.elementType(), visiting);
            case LlvmFixedVectorType v -> isCompatible(v.elementType(), visiting);
            case LlvmScalableVectorType v -> isCompatible(v.elementType(), visiting);
            case LlvmFunctionType f -> isCompatible(f.returnType(), visiting)
                    && f.params().stream().allMatch(p -> isCompatible(p, visiting));
            case LlvmDialectType t -> true;
            default -> LlvmTypes.isCompatible(type);
        };
    }

    /**
     * MLIR 19's argument materializations of {@code LLVMTypeConverter}: a memref block argument unbundled by a
     * signature conversion is rebuilt from its scalars
     * ({@link dev.mlirj.conversion.llvmcommon.MemRefDescriptor#pack},
     * {@link dev.mlirj.conversion.llvmcommon.UnrankedMemRefDescriptor#pack}), or, under the bare-pointer
     * convention, from the one pointer argument of a function's entry block
     * ({@code dev.mlirj.conversion.llvmcommon.MemRefDescriptor.fromStaticShape}); the descriptor is then cast to the
     * memref type the materialization must produce.
     */
    private void addMemRefArgumentMaterializations() {
        addArgumentMaterialization((builder, resultType, inputs, loc) -> {
            if (!(resultType instanceof UnrankedMemRefType u) || inputs.size() == 1) {
                return null;
            }
            Value desc = dev.mlirj.conversion.llvmcommon.UnrankedMemRefDescriptor.pack(builder, loc, this, u, inputs).value();
            return createUnrealizedCast(builder, loc, resultType, List.of(desc));
        });
        addArgumentMaterialization((builder, resultType, inputs, loc) -> {
            if (!(resultType instanceof MemRefType m)) {
                return null;
            }
            Value desc;
            if (inputs.size() == 1) {
                // A bare pointer: only for the entry block arguments of a function.
                if (!(inputs.getFirst() instanceof BlockArgument arg) || !arg.owner().isEntryBlock()
                        || arg.owner().parentOp() == null || !canConvertToBarePtr(m)
                        || !List.of(LlvmFuncOp.NAME, FuncOp.NAME).contains(arg.owner().parentOp().name().fullName())) {
                    return null;
                }
                desc = dev.mlirj.conversion.llvmcommon.MemRefDescriptor.fromStaticShape(builder, loc, this, m, arg).value();
            } else {
                desc = dev.mlirj.conversion.llvmcommon.MemRefDescriptor.pack(builder, loc, this, m, inputs).value();
            }
            return createUnrealizedCast(builder, loc, resultType, List.of(desc));
        });
    }

    /**
     * MLIR's {@code convertFunctionTypeCWrapper}: the type of the {@code _mlir_ciface_} wrapper of a function of
     * {@code type} (memref arguments as pointers to their descriptors; a struct result returned through a pointer
     * passed first, the wrapper then returning void), and that struct result type (null when the result is not a
     * struct). Null when a type does not convert.
     *
     * @param type       the wrapper's function type
     * @param resultType the struct result passed through the first argument, or null
     */
    public record CWrapperType(LlvmFunctionType type, LlvmStructType resultType) {
    }

    /** The C-interface wrapper type of {@code type} (see {@link CWrapperType}), or null. */
    public CWrapperType convertFunctionTypeCWrapper(FunctionType type) {
        Type resultType = type.results().isEmpty() ? LlvmPrimitiveType.VOID : packFunctionResults(type.results(), false);
        if (resultType == null) {
            return null;
        }
        List<Type> inputs = new ArrayList<>();
        LlvmStructType structResult = resultType instanceof LlvmStructType s ? s : null;
        if (structResult != null) {
            inputs.add(LlvmPointerType.DEFAULT);
            resultType = LlvmPrimitiveType.VOID;
        }
        for (Type t : type.inputs()) {
            Type converted = convertType(t);
            if (converted == null || !isCompatibleType(converted)) {
                return null;
            }
            inputs.add(t instanceof MemRefType || t instanceof UnrankedMemRefType ? LlvmPointerType.DEFAULT : converted);
        }
        return new CWrapperType(new LlvmFunctionType(resultType, inputs, false), structResult);
    }

    /**
     * MLIR's {@code promoteOperands}: the operands of a call under the calling convention. {@code operands} are the
     * original ones (for their types), {@code converted} the remapped ones; memref descriptors are unpacked into
     * their scalars, or reduced to their aligned pointer under the bare-pointer convention. Builds at {@code b}.
     *
     * @throws IllegalArgumentException for an unranked memref under the bare-pointer convention
     */
    public List<Value> promoteOperands(Builder b, Location loc, List<Value> operands, List<Value> converted,
                                       boolean useBarePtrCallConv) {
        boolean bare = useBarePtrCallConv || options.useBarePtrCallConv();
        List<Value> promoted = new ArrayList<>();
        for (int i = 0; i < operands.size(); i++) {
            Type type = operands.get(i).type();
            Value llvmOperand = converted.get(i);
            if (bare && type instanceof MemRefType) {
                promoted.add(new dev.mlirj.conversion.llvmcommon.MemRefDescriptor(context(), llvmOperand).alignedPtr(b, loc));
            } else if (bare && type instanceof UnrankedMemRefType) {
                throw new IllegalArgumentException("unranked memrefs are not supported by the bare-pointer convention");
            } else if (type instanceof UnrankedMemRefType) {
                dev.mlirj.conversion.llvmcommon.UnrankedMemRefDescriptor.unpack(b, loc, llvmOperand, promoted);
            } else if (type instanceof MemRefType m) {
                dev.mlirj.conversion.llvmcommon.MemRefDescriptor.unpack(b, loc, llvmOperand, m, promoted);
            } else {
                promoted.add(llvmOperand);
            }
        }
        return promoted;
    }
}

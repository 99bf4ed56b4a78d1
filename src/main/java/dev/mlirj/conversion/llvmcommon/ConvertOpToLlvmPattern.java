package dev.mlirj.conversion.llvmcommon;

import dev.mlirj.dialect.builtin.ModuleOp;
import dev.mlirj.dialect.llvm.FunctionCallUtils;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.dialect.llvm.LlvmPointerType;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.StridesAndOffset;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.UnrankedMemRefType;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpConversionPattern;
import java.util.ArrayList;
import java.util.List;

/**
 * The base of every pattern that lowers one operation to the LLVM dialect, MLIR's
 * {@code ConvertOpToLLVMPattern<SourceOp>}: an {@link OpConversionPattern} whose type converter is an
 * {@link LlvmTypeConverter}, with the helpers those patterns share (the converted {@code index} type, index
 * constants). Subclasses are immutable and may be shared between conversions using the same converter.
 */
public abstract class ConvertOpToLlvmPattern extends OpConversionPattern {
    private final LlvmTypeConverter converter;

    /** A pattern for operations named {@code opName}, with benefit 1. */
    protected ConvertOpToLlvmPattern(String opName, LlvmTypeConverter converter) {
        this(opName, converter, 1);
    }

    /** A pattern for operations named {@code opName} with {@code benefit}. */
    protected ConvertOpToLlvmPattern(String opName, LlvmTypeConverter converter, int benefit) {
        super(opName, java.util.Objects.requireNonNull(converter, "converter"), benefit);
        this.converter = converter;
    }

    /** The LLVM type converter (the same object as {@link #typeConverter()}). */
    public final LlvmTypeConverter llvmTypeConverter() {
        return converter;
    }

    /** The integer type {@code index} converts to (the data layout's pointer width, or {@code index-bitwidth}). */
    protected final IntegerType indexType() {
        return converter.indexType();
    }

    /** An {@code llvm.mlir.constant} of the converted index type with {@code value}. */
    protected final Value createIndexConstant(ConversionPatternRewriter rewriter, Location location, long value) {
        return Llvm.constant(rewriter, location, indexType(), value);
    }

    /**
     * MLIR's {@code copyUnrankedDescriptors}: replaces each unranked memref among {@code operands} (those whose
     * original type in {@code origTypes} is unranked) by a descriptor whose ranked descriptor is a fresh copy: on
     * the heap ({@code malloc}) when {@code toDynamic} (a value being returned: the callee's stack is going away),
     * else on the stack ({@code alloca}, freeing the heap copy the callee made). Declares {@code malloc} or
     * {@code free} in the module of {@code op} as needed; builds before {@code op}. False when a declaration cannot
     * be made (a symbol of that name that is not the C function).
     */
    protected final boolean copyUnrankedDescriptors(ConversionPatternRewriter rewriter, Operation op, Location loc,
                                                    List<Type> origTypes, List<Value> operands, boolean toDynamic) {
        List<UnrankedMemRefDescriptor> unranked = new ArrayList<>();
        for (int i = 0; i < operands.size(); i++) {
            if (origTypes.get(i) instanceof UnrankedMemRefType) {
                unranked.add(new UnrankedMemRefDescriptor(rewriter.context(), operands.get(i)));
            }
        }
        if (unranked.isEmpty()) {
            return true;
        }
        Operation module = op.ancestorNamed(ModuleOp.NAME);
        Operation fn = toDynamic ? FunctionCallUtils.lookupOrCreateMallocFn(rewriter, module, indexType())
                : FunctionCallUtils.lookupOrCreateFreeFn(rewriter, module);
        rewriter.setInsertionPoint(op);
        if (fn == null) {
            return false;
        }
        List<Value> sizes = UnrankedMemRefDescriptor.computeSizes(rewriter, loc, llvmTypeConverter(), unranked);
        int next = 0;
        for (int i = 0; i < operands.size(); i++) {
            if (!(origTypes.get(i) instanceof UnrankedMemRefType)) {
                continue;
            }
            Value size = sizes.get(next);
            UnrankedMemRefDescriptor desc = unranked.get(next++);
            Value memory = toDynamic
                    ? Llvm.call(rewriter, loc, "malloc", LlvmPointerType.DEFAULT, List.of(size)).result(0)
                    : Llvm.alloca(rewriter, loc, IntegerType.of(8), size, 0);
            Value source = desc.memRefDescPtr(rewriter, loc);
            Llvm.memcpy(rewriter, loc, memory, source, size, false);
            if (!toDynamic) {
                Llvm.call(rewriter, loc, "free", null, List.of(source));
            }
            UnrankedMemRefDescriptor updated = UnrankedMemRefDescriptor.undef(rewriter, loc,
                    desc.value().type());
            updated.setRank(rewriter, loc, desc.rank(rewriter, loc));
            updated.setMemRefDescPtr(rewriter, loc, memory);
            operands.set(i, updated.value());
        }
        return true;
    }

    /** MLIR's {@code createIndexAttrConstant}: {@code llvm.mlir.constant(value : index) : iN}. */
    protected final Value createIndexAttrConstant(ConversionPatternRewriter rewriter, Location location, long value) {
        return StructBuilder.createIndexAttrConstant(rewriter, location, indexType(), value);
    }

    /**
     * MLIR's {@code getSizeInBytes}: the size of one {@code type} (converted) as the data layout has it, built as
     * {@code ptrtoint(getelementptr null[1])}.
     */
    protected final Value getSizeInBytes(ConversionPatternRewriter rewriter, Location location, Type type) {
        Value zero = Llvm.zero(rewriter, location, LlvmPointerType.DEFAULT);
        Value gep = Llvm.gep(rewriter, location, converter.convertType(type), zero, List.of(1), false);
        return Llvm.ptrtoint(rewriter, location, gep, indexType());
    }

    /**
     * MLIR's {@code getStridedElementPtr}: the address of element {@code indices} of the strided memref
     * {@code type} whose descriptor is {@code descriptor}: the buffer pointer (aligned pointer moved by the offset)
     * and one GEP by the sum of index times stride, static strides as constants, unit strides not multiplied; the
     * buffer pointer itself when there are no indices.
     */
    protected final Value getStridedElementPtr(ConversionPatternRewriter rewriter, Location location, MemRefType type,
                                               Value descriptor, List<Value> indices) {
        StridesAndOffset layout = StridesAndOffset.of(type);
        if (layout == null) {
            throw new IllegalArgumentException(converter.explainFailure(type));
        }
        MlirContext ctx = rewriter.context();
        MemRefDescriptor desc = new MemRefDescriptor(ctx, descriptor);
        Value base = desc.bufferPtr(rewriter, location, converter, type);
        Value index = null;
        for (int i = 0; i < indices.size(); i++) {
            Value increment = indices.get(i);
            long stride = layout.strides().get(i);
            if (stride != 1) {
                Value strideValue = stride == dev.mlirj.ir.ShapedType.DYNAMIC
                        ? desc.stride(rewriter, location, i) : createIndexAttrConstant(rewriter, location, stride);
                increment = Llvm.mul(rewriter, location, increment, strideValue);
            }
            index = index == null ? increment : Llvm.add(rewriter, location, index, increment);
        }
        return index == null ? base : Llvm.gep(rewriter, location, converter.convertType(type.elementType()),
                base, List.of(index), false);
    }

    /**
     * The sizes and strides of a new contiguous row-major buffer, and its size (in bytes, or in elements), as
     * MLIR's {@code getMemRefDescriptorSizes} builds them.
     *
     * @param sizes   one value per dimension
     * @param strides one value per dimension
     * @param size    the buffer's size in bytes or elements
     */
    protected record DescriptorSizes(List<Value> sizes, List<Value> strides, Value size) {
    }

    /**
     * MLIR's {@code getMemRefDescriptorSizes} for the identity-layout {@code type}: static sizes as constants,
     * {@code dynamicSizes} (converted, in order) for the {@code ?} ones, strides as running products (constants
     * while static), and the total size in bytes ({@code sizeInBytes}) or in elements.
     */
    protected final DescriptorSizes getMemRefDescriptorSizes(ConversionPatternRewriter rewriter, Location location,
                                                             MemRefType type, List<Value> dynamicSizes,
                                                             boolean sizeInBytes) {
        List<Long> shape = type.shape();
        List<Value> sizes = new ArrayList<>();
        int dynamicIndex = 0;
        for (long size : shape) {
            sizes.add(size == dev.mlirj.ir.ShapedType.DYNAMIC ? dynamicSizes.get(dynamicIndex++)
                    : createIndexAttrConstant(rewriter, location, size));
        }
        long stride = 1;
        Value runningStride = createIndexAttrConstant(rewriter, location, 1);
        Value[] strides = new Value[shape.size()];
        for (int i = shape.size() - 1; i >= 0; i--) {
            strides[i] = runningStride;
            long staticSize = shape.get(i);
            boolean useSizeAsStride = stride == 1;
            if (staticSize == dev.mlirj.ir.ShapedType.DYNAMIC) {
                stride = dev.mlirj.ir.ShapedType.DYNAMIC;
            }
            if (stride != dev.mlirj.ir.ShapedType.DYNAMIC) {
                stride *= staticSize;
            }
            if (useSizeAsStride) {
                runningStride = sizes.get(i);
            } else if (stride == dev.mlirj.ir.ShapedType.DYNAMIC) {
                runningStride = Llvm.mul(rewriter, location, runningStride, sizes.get(i));
            } else {
                runningStride = createIndexAttrConstant(rewriter, location, stride);
            }
        }
        Value size = runningStride;
        if (sizeInBytes) {
            Value zero = Llvm.zero(rewriter, location, LlvmPointerType.DEFAULT);
            Value gep = Llvm.gep(rewriter, location, converter.convertType(type.elementType()), zero,
                    List.of(runningStride), false);
            size = Llvm.ptrtoint(rewriter, location, gep, indexType());
        }
        return new DescriptorSizes(sizes, List.of(strides), size);
    }

    /**
     * MLIR's {@code createMemRefDescriptor}: a descriptor of {@code type} with the two pointers, offset 0, and
     * the given sizes then strides.
     */
    protected final MemRefDescriptor createMemRefDescriptor(ConversionPatternRewriter rewriter, Location location,
                                                            MemRefType type, Value allocatedPtr, Value alignedPtr,
                                                            List<Value> sizes, List<Value> strides) {
        MemRefDescriptor d = MemRefDescriptor.undef(rewriter, location,
                converter.convertType(type));
        d.setAllocatedPtr(rewriter, location, allocatedPtr);
        d.setAlignedPtr(rewriter, location, alignedPtr);
        d.setOffset(rewriter, location, createIndexAttrConstant(rewriter, location, 0));
        for (int i = 0; i < sizes.size(); i++) {
            d.setSize(rewriter, location, i, sizes.get(i));
        }
        for (int i = 0; i < strides.size(); i++) {
            d.setStride(rewriter, location, i, strides.get(i));
        }
        return d;
    }

    /** MLIR's {@code isConvertibleAndHasIdentityMaps}: {@code type} converts and has the identity layout. */
    protected final boolean isConvertibleAndHasIdentityMaps(MemRefType type) {
        return converter.convertType(type) != null && type.layout() == null;
    }
}

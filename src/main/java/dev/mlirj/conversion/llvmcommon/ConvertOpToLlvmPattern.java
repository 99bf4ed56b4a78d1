package dev.mlirj.conversion.llvmcommon;

import dev.mlirj.dialect.builtin.IntegerType;
import dev.mlirj.dialect.builtin.UnrankedMemRefType;
import dev.mlirj.dialect.llvm.FunctionCallUtils;
import dev.mlirj.dialect.llvm.LlvmPointerType;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Type;
import java.util.ArrayList;
import java.util.List;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpConversionPattern;

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
        return Llvm.constant(rewriter, rewriter.context(), location, indexType(), value);
    }

    // ---- additions for the func lowering (convert-func-to-llvm) ----

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
        MlirContext ctx = rewriter.context();
        Operation module = op.ancestorNamed("builtin.module");
        Operation fn = toDynamic ? FunctionCallUtils.lookupOrCreateMallocFn(rewriter, ctx, module, indexType())
                : FunctionCallUtils.lookupOrCreateFreeFn(rewriter, ctx, module);
        rewriter.setInsertionPoint(op);
        if (fn == null) {
            return false;
        }
        List<Value> sizes = UnrankedMemRefDescriptor.computeSizes(rewriter, ctx, loc, llvmTypeConverter(), unranked);
        int next = 0;
        for (int i = 0; i < operands.size(); i++) {
            if (!(origTypes.get(i) instanceof UnrankedMemRefType)) {
                continue;
            }
            Value size = sizes.get(next);
            UnrankedMemRefDescriptor desc = unranked.get(next++);
            Value memory = toDynamic
                    ? Llvm.call(rewriter, ctx, loc, "malloc", LlvmPointerType.DEFAULT, List.of(size)).result(0)
                    : Llvm.alloca(rewriter, ctx, loc, IntegerType.of(8), size, 0);
            Value source = desc.memRefDescPtr(rewriter, loc);
            Llvm.memcpy(rewriter, ctx, loc, memory, source, size, false);
            if (!toDynamic) {
                Llvm.call(rewriter, ctx, loc, "free", null, List.of(source));
            }
            UnrankedMemRefDescriptor updated = UnrankedMemRefDescriptor.undef(rewriter, ctx, loc,
                    desc.value().type());
            updated.setRank(rewriter, loc, desc.rank(rewriter, loc));
            updated.setMemRefDescPtr(rewriter, loc, memory);
            operands.set(i, updated.value());
        }
        return true;
    }
}

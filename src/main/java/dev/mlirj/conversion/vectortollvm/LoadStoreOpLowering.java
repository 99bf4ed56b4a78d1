package dev.mlirj.conversion.vectortollvm;

import dev.mlirj.conversion.llvmcommon.ConvertOpToLlvmPattern;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.dialect.llvm.LlvmPointerType;
import dev.mlirj.dialect.vector.LoadStoreOps;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.VectorType;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import java.util.List;

/**
 * {@code vector.load}, {@code vector.store}, {@code vector.maskedload} and {@code vector.maskedstore} of 1-D
 * vectors, as MLIR 19's {@code VectorLoadStoreConversion}: the address of the first element
 * ({@link #getStridedElementPtr}), then {@code llvm.load}/{@code llvm.store} (keeping {@code nontemporal}) or
 * {@code llvm.intr.masked.load}/{@code llvm.intr.masked.store}, aligned as the memref's element type prefers
 * ({@link #preferredAlignment}). Loads and stores of n-D vectors are not lowered (they stay, as in mlir-opt 19);
 * one-element ones are rewritten into memref accesses before the conversion
 * ({@link dev.mlirj.dialect.vector.transforms.VectorLowerings}).
 */
final class LoadStoreOpLowering extends ConvertOpToLlvmPattern {
    private final String opName;

    /** {@code opName} is {@link LoadStoreOps#LOAD}, {@code STORE}, {@code MASKEDLOAD} or {@code MASKEDSTORE}. */
    LoadStoreOpLowering(LlvmTypeConverter converter, String opName) {
        super(opName, converter);
        this.opName = opName;
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        int base = opName.equals(LoadStoreOps.STORE) ? 1 : 0;
        VectorType vector = LoadStoreOps.vectorType(op);
        if (vector.rank() > 1) {
            return rewriter.notifyMatchFailure(op, "only 1-D vectors are lowered to LLVM");
        }
        MemRefType memref = (MemRefType) LoadStoreOps.base(op).type();
        Type element = llvmTypeConverter().convertType(memref.elementType());
        Type converted = llvmTypeConverter().convertType(vector);
        if (element == null || converted == null || llvmTypeConverter().convertType(memref) == null) {
            return rewriter.notifyMatchFailure(op, "the memref or vector type has no LLVM type");
        }
        int alignment = preferredAlignment(element);
        if (alignment == 0) {
            return rewriter.notifyMatchFailure(op, "no known alignment for " + element);
        }
        Location loc = op.location();
        var ctx = rewriter.context();
        List<Value> operands = adaptor.operands();
        int rank = memref.rank();
        Value ptr = getStridedElementPtr(rewriter, loc, memref, operands.get(base),
                operands.subList(base + 1, base + 1 + rank));
        switch (opName) {
            case LoadStoreOps.LOAD -> rewriter.replaceOp(op, List.of(Llvm.load(rewriter, loc, converted, ptr,
                    alignment, LoadStoreOps.nontemporal(op))));
            case LoadStoreOps.STORE -> {
                Llvm.store(rewriter, loc, operands.get(0), ptr, alignment, LoadStoreOps.nontemporal(op));
                rewriter.eraseOp(op);
            }
            case LoadStoreOps.MASKEDLOAD -> rewriter.replaceOp(op, List.of(Llvm.maskedLoad(rewriter, loc, ptr,
                    operands.get(1 + rank), operands.get(2 + rank), alignment)));
            default -> {
                Llvm.maskedStore(rewriter, loc, operands.get(2 + rank), ptr, operands.get(1 + rank), alignment);
                rewriter.eraseOp(op);
            }
        }
        return true;
    }

    /**
     * MLIR's {@code getMemRefAlignment}: the preferred alignment, in bytes, of an LLVM type under LLVM's default
     * data layout (which MLIR 19's conversion consults): integers by the next standard width (1, 2, 4, then 8 for
     * everything wider than 32 bits), floats by their size (f80 and f128: 16), pointers 8, and vectors their store
     * size rounded up to a power of two; 0 for other types.
     */
    static int preferredAlignment(Type type) {
        return switch (type) {
            case IntegerType i -> i.width() <= 8 ? 1 : i.width() <= 16 ? 2 : i.width() <= 32 ? 4 : 8;
            case FloatType f -> switch (f.semantics().width()) {
                case 16 -> 2;
                case 32 -> 4;
                case 64 -> 8;
                case 80, 128 -> 16;
                default -> f.semantics().width() <= 8 ? 1 : 0;
            };
            case LlvmPointerType p -> 8;
            case VectorType v when v.rank() == 1 && !v.scalable().contains(true) -> {
                int bits = elementBits(v.elementType());
                if (bits <= 0) {
                    yield 0;
                }
                long bytes = Math.max(1, (bits * v.shape().getFirst() + 7) / 8);
                yield (int) Long.highestOneBit(bytes) == bytes ? (int) bytes : (int) Long.highestOneBit(bytes) * 2;
            }
            default -> 0;
        };
    }

    private static int elementBits(Type element) {
        return switch (element) {
            case IntegerType i -> i.width();
            case FloatType f -> f.semantics().width();
            case LlvmPointerType p -> 64;
            default -> 0;
        };
    }
}

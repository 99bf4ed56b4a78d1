package dev.mlirj.conversion.memreftollvm;

import dev.mlirj.conversion.llvmcommon.ConvertOpToLlvmPattern;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.conversion.llvmcommon.MemRefDescriptor;
import dev.mlirj.conversion.llvmcommon.UnrankedMemRefDescriptor;
import dev.mlirj.dialect.builtin.ModuleOp;
import dev.mlirj.dialect.llvm.FunctionCallUtils;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.dialect.llvm.LlvmPointerType;
import dev.mlirj.dialect.llvm.LlvmPrimitiveType;
import dev.mlirj.dialect.memref.CopyOp;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.ShapedType;
import dev.mlirj.ir.StridesAndOffset;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.UnrankedMemRefType;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import java.util.List;

/**
 * {@code memref.copy}, MLIR's {@code MemRefCopyOpLowering}. When both memrefs are contiguous (identity layout, or
 * a static non-empty shape whose strides are row-major after leading unit dimensions), an {@code llvm.intr.memcpy}
 * of size × element size bytes between the two buffer pointers. Otherwise the runtime's
 * {@code memrefCopy(elementSize, UnrankedMemRefType *src, UnrankedMemRefType *dst)}: ranked descriptors are made
 * unranked (stored to the stack), both unranked descriptors stored to the stack, the call made, and the stack
 * restored to where it was before.
 */
final class CopyOpLowering extends ConvertOpToLlvmPattern {
    CopyOpLowering(LlvmTypeConverter converter) {
        super(CopyOp.NAME, converter);
    }

    /** MLIR's {@code isStaticShapeAndContiguousRowMajor}. */
    static boolean isStaticShapeAndContiguousRowMajor(MemRefType type) {
        StridesAndOffset layout = StridesAndOffset.of(type);
        if (!type.hasStaticShape() || layout == null) {
            return false;
        }
        long runningStride = 1;
        int dim = layout.strides().size() - 1;
        while (dim >= 0 && layout.strides().get(dim) == runningStride) {
            runningStride *= type.shape().get(dim);
            dim--;
        }
        while (dim >= 0 && type.shape().get(dim) == 1) {
            dim--;
        }
        return dim < 0;
    }

    private static boolean isContiguous(Type type) {
        return type instanceof MemRefType m && (m.layout() == null || (m.hasStaticShape()
                && m.shape().stream().reduce(1L, (a, b) -> a * b) > 0 && isStaticShapeAndContiguousRowMajor(m)));
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        Type srcType = CopyOp.source(op).type();
        Type dstType = CopyOp.target(op).type();
        if (llvmTypeConverter().convertType(srcType) == null || llvmTypeConverter().convertType(dstType) == null) {
            return rewriter.notifyMatchFailure(op, "the memref types do not convert");
        }
        if (isContiguous(srcType) && isContiguous(dstType)) {
            lowerToMemCopyIntrinsic(op, adaptor, rewriter, (MemRefType) srcType);
            return true;
        }
        return lowerToMemCopyFunctionCall(op, adaptor, rewriter, srcType, dstType);
    }

    private void lowerToMemCopyIntrinsic(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter,
                                         MemRefType srcType) {
        Location loc = op.location();
        MlirContext ctx = rewriter.context();
        MemRefDescriptor src = new MemRefDescriptor(ctx, adaptor.operand(0));
        Value numElements = Llvm.constant(rewriter, loc, indexType(), IntegerAttr.of(IndexType.INSTANCE, 1));
        for (int pos = 0; pos < srcType.rank(); pos++) {
            numElements = Llvm.mul(rewriter, loc, numElements, src.size(rewriter, loc, pos));
        }
        Value elementSize = getSizeInBytes(rewriter, loc, srcType.elementType());
        Value totalSize = Llvm.mul(rewriter, loc, numElements, elementSize);
        Type elementType = llvmTypeConverter().convertType(srcType.elementType());
        Value srcPtr = Llvm.gep(rewriter, loc, elementType, src.alignedPtr(rewriter, loc),
                List.of(src.offset(rewriter, loc)), false);
        MemRefDescriptor dst = new MemRefDescriptor(ctx, adaptor.operand(1));
        Value dstPtr = Llvm.gep(rewriter, loc, elementType, dst.alignedPtr(rewriter, loc),
                List.of(dst.offset(rewriter, loc)), false);
        Llvm.memcpy(rewriter, loc, dstPtr, srcPtr, totalSize, false);
        rewriter.eraseOp(op);
    }

    private boolean lowerToMemCopyFunctionCall(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter,
                                               Type srcType, Type dstType) {
        Location loc = op.location();
        Operation module = op.ancestorNamed(ModuleOp.NAME);
        Operation copyFn = FunctionCallUtils.lookupOrCreateFn(rewriter, module, "memrefCopy",
                List.of(indexType(), LlvmPointerType.DEFAULT, LlvmPointerType.DEFAULT), LlvmPrimitiveType.VOID);
        rewriter.setInsertionPoint(op);
        if (copyFn == null) {
            return rewriter.notifyMatchFailure(op, "the module has a symbol named memrefCopy of another type");
        }
        Value stackSave = Llvm.stackSave(rewriter, loc);
        Value unrankedSource = srcType instanceof MemRefType m ? makeUnranked(rewriter, loc, adaptor.operand(0), m)
                : adaptor.operand(0);
        Value unrankedTarget = dstType instanceof MemRefType m ? makeUnranked(rewriter, loc, adaptor.operand(1), m)
                : adaptor.operand(1);
        Value one = createIndexAttrConstant(rewriter, loc, 1);
        Value sourcePtr = Llvm.alloca(rewriter, loc, unrankedSource.type(), one, 0);
        Llvm.store(rewriter, loc, unrankedSource, sourcePtr);
        Value targetPtr = Llvm.alloca(rewriter, loc, unrankedTarget.type(), one, 0);
        Llvm.store(rewriter, loc, unrankedTarget, targetPtr);
        Type elementType = ((dev.mlirj.ir.ShapedType) srcType).elementType();
        Value elementSize = getSizeInBytes(rewriter, loc, elementType);
        Llvm.call(rewriter, loc, "memrefCopy", null, List.of(elementSize, sourcePtr, targetPtr));
        Llvm.stackRestore(rewriter, loc, stackSave);
        rewriter.eraseOp(op);
        return true;
    }

    /** A ranked descriptor as an unranked one: the rank and the address of a stack copy of the descriptor. */
    private Value makeUnranked(ConversionPatternRewriter rewriter, Location loc, Value ranked, MemRefType type) {
        Value rank = Llvm.constant(rewriter, loc, indexType(), type.rank());
        Value one = createIndexAttrConstant(rewriter, loc, 1);
        Value slot = Llvm.alloca(rewriter, loc, ranked.type(), one, 0);
        Llvm.store(rewriter, loc, ranked, slot);
        UnrankedMemRefType unrankedType = new UnrankedMemRefType(type.elementType(), type.memorySpace());
        return UnrankedMemRefDescriptor.pack(rewriter, loc, llvmTypeConverter(), unrankedType,
                List.of(rank, slot)).value();
    }
}

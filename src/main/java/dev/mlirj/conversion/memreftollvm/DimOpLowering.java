package dev.mlirj.conversion.memreftollvm;

import dev.mlirj.conversion.llvmcommon.ConvertOpToLlvmPattern;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.conversion.llvmcommon.MemRefDescriptor;
import dev.mlirj.conversion.llvmcommon.UnrankedMemRefDescriptor;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.dialect.memref.DimOp;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.OpResult;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.ShapedType;
import dev.mlirj.ir.UnrankedMemRefType;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import java.util.List;

/**
 * {@code memref.dim}, MLIR's {@code DimOpLowering}. Ranked: with a constant in-range index, the static size as a
 * constant or the dynamic one read from the descriptor; otherwise the sizes array spilled to the stack and indexed
 * ({@link MemRefDescriptor#size(dev.mlirj.ir.Builder, Location, Value, int)}). Unranked: a load from the ranked
 * descriptor in memory, at the offset field's address plus {@code index + 1} index-sized words.
 */
final class DimOpLowering extends ConvertOpToLlvmPattern {
    DimOpLowering(LlvmTypeConverter converter) {
        super(DimOp.NAME, converter);
    }

    /** The value of {@code v} when a constant-like operation defines it as an integer (MLIR's getConstantIntValue). */
    static Long constantIndex(Value v) {
        if (v instanceof OpResult r && r.owner().has(dev.mlirj.ir.OpTrait.CONSTANT_LIKE)
                && r.owner().properties().get("value") instanceof IntegerAttr a) {
            return a.longValue();
        }
        return null;
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        Location loc = op.location();
        MlirContext ctx = rewriter.context();
        if (DimOp.source(op).type() instanceof UnrankedMemRefType unranked) {
            Value descPtr = new UnrankedMemRefDescriptor(ctx, adaptor.operand(0)).memRefDescPtr(rewriter, loc);
            MemRefType scalar = new MemRefType(List.of(), unranked.elementType(), null, unranked.memorySpace());
            Value offsetPtr = Llvm.gep(rewriter, loc, llvmTypeConverter().convertType(scalar), descPtr,
                    List.of(0, 2), false);
            Value idxPlusOne = Llvm.add(rewriter, loc, createIndexAttrConstant(rewriter, loc, 1),
                    adaptor.operand(1));
            Value sizePtr = Llvm.gep(rewriter, loc, indexType(), offsetPtr, List.of(idxPlusOne), false);
            rewriter.replaceOp(op, List.of(Llvm.load(rewriter, loc, indexType(), sizePtr)));
            return true;
        }
        MemRefType type = (MemRefType) DimOp.source(op).type();
        MemRefDescriptor descriptor = new MemRefDescriptor(ctx, adaptor.operand(0));
        Long index = constantIndex(DimOp.index(op));
        Value size;
        if (index != null && index >= 0 && index < type.rank()) {
            long dim = type.shape().get(index.intValue());
            size = dim == ShapedType.DYNAMIC ? descriptor.size(rewriter, loc, index.intValue())
                    : createIndexAttrConstant(rewriter, loc, dim);
        } else {
            size = descriptor.size(rewriter, loc, adaptor.operand(1), type.rank());
        }
        rewriter.replaceOp(op, List.of(size));
        return true;
    }
}

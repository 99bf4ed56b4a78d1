package dev.mlirj.conversion.memreftollvm;

import dev.mlirj.conversion.llvmcommon.ConvertOpToLlvmPattern;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.conversion.llvmcommon.MemRefDescriptor;
import dev.mlirj.dialect.llvm.Linkage;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.dialect.llvm.LlvmArrayType;
import dev.mlirj.dialect.llvm.LlvmPointerType;
import dev.mlirj.dialect.llvm.LlvmStructType;
import dev.mlirj.dialect.memref.GlobalOp;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.DenseElementsAttr;
import dev.mlirj.ir.FloatAttr;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.UnitAttr;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import java.util.List;

/**
 * {@code memref.global}, MLIR's {@code GlobalMemrefOpLowering}: an {@code llvm.mlir.global} of nested arrays over
 * the shape ({@link #globalType}; the element itself for rank 0), external linkage when the symbol is public and
 * private otherwise, {@code constant} kept, the alignment kept. A dense initializer is the global's value (its
 * single element for rank 0); {@code uninitialized} becomes an initializer region returning
 * {@code llvm.mlir.undef}; a declaration (no initializer) stays one.
 */
final class GlobalOpLowering extends ConvertOpToLlvmPattern {
    GlobalOpLowering(LlvmTypeConverter converter) {
        super(GlobalOp.NAME, converter);
    }

    /** MLIR's {@code convertGlobalMemrefTypeToLLVM}: the element type nested in one array per dimension. */
    static Type globalType(MemRefType type, LlvmTypeConverter converter) {
        Type result = converter.convertType(type.elementType());
        List<Long> shape = type.shape();
        for (int i = shape.size() - 1; i >= 0; i--) {
            result = new LlvmArrayType(result, shape.get(i));
        }
        return result;
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        MemRefType type = GlobalOp.type(op);
        if (!isConvertibleAndHasIdentityMaps(type)) {
            return rewriter.notifyMatchFailure(op, "incompatible memref type");
        }
        Type arrayType = globalType(type, llvmTypeConverter());
        String visibility = GlobalOp.symVisibility(op);
        boolean isPublic = visibility == null || visibility.equals("public");
        Attribute init = GlobalOp.initialValue(op);
        boolean uninitialized = init instanceof UnitAttr;
        Attribute value = null;
        if (init != null && !uninitialized) {
            value = init;
            if (type.rank() == 0) {
                if (!(init instanceof DenseElementsAttr dense)) {
                    return rewriter.notifyMatchFailure(op, "a rank-0 global needs a dense initializer");
                }
                value = dense.type().elementType() instanceof FloatType f
                        ? new FloatAttr(f, dense.elements().get(0))
                        : new IntegerAttr(dense.type().elementType(), dense.elements().get(0));
            }
        }
        long alignment = GlobalOp.alignment(op) instanceof Long a ? a : 0;
        int addressSpace = ((LlvmPointerType) ((LlvmStructType) llvmTypeConverter().convertType(type)).body()
                .get(MemRefDescriptor.ALLOCATED_PTR)).addressSpace();
        Location loc = op.location();
        String name = GlobalOp.symName(op);
        Operation global = Llvm.global(rewriter, loc, name, arrayType, GlobalOp.constant(op),
                isPublic ? Linkage.EXTERNAL : Linkage.PRIVATE, value, alignment, addressSpace);
        if (uninitialized) {
            rewriter.createBlock(global.region(0), null, List.of(), List.of());
            Llvm.return_(rewriter, loc, List.of(Llvm.undef(rewriter, loc, arrayType)));
        }
        rewriter.eraseOp(op);
        return true;
    }
}

package dev.mlirj.conversion.vectortollvm;

import dev.mlirj.conversion.llvmcommon.ConvertOpToLlvmPattern;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.conversion.llvmcommon.MemRefDescriptor;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.dialect.vector.CastOps;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Type;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import java.util.List;

/**
 * {@code vector.type_cast}, as MLIR 19's {@code VectorTypeCastOpConversion}: the statically shaped, contiguous
 * source memref's allocated and aligned pointers go into a new descriptor of the 0-D memref of one vector, with
 * offset {@code llvm.mlir.constant(0 : index) : i64} (always {@code i64}, as in MLIR, whatever the index width). The
 * verifier already requires identity layouts, so the source is contiguous.
 */
final class TypeCastOpLowering extends ConvertOpToLlvmPattern {
    TypeCastOpLowering(LlvmTypeConverter converter) {
        super(CastOps.TYPE_CAST, converter);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        MemRefType source = (MemRefType) CastOps.source(op).type();
        MemRefType target = (MemRefType) CastOps.result(op).type();
        Type targetDescriptor = llvmTypeConverter().convertType(target);
        if (!source.hasStaticShape() || !target.hasStaticShape() || targetDescriptor == null
                || llvmTypeConverter().convertType(source) == null) {
            return rewriter.notifyMatchFailure(op, "only static shapes with LLVM types are cast");
        }
        Location loc = op.location();
        var ctx = rewriter.context();
        MemRefDescriptor from = new MemRefDescriptor(ctx, adaptor.operand(0));
        MemRefDescriptor desc = MemRefDescriptor.undef(rewriter, loc, targetDescriptor);
        desc.setAllocatedPtr(rewriter, loc, from.allocatedPtr(rewriter, loc));
        desc.setAlignedPtr(rewriter, loc, from.alignedPtr(rewriter, loc));
        desc.setOffset(rewriter, loc, Llvm.constant(rewriter, loc, IntegerType.of(64),
                IntegerAttr.of(IndexType.INSTANCE, 0)));
        rewriter.replaceOp(op, List.of(desc.value()));
        return true;
    }
}

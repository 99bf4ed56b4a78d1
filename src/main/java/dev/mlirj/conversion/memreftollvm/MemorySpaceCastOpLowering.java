package dev.mlirj.conversion.memreftollvm;

import dev.mlirj.conversion.llvmcommon.ConvertOpToLlvmPattern;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.conversion.llvmcommon.MemRefDescriptor;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.dialect.llvm.LlvmPointerType;
import dev.mlirj.dialect.llvm.LlvmStructType;
import dev.mlirj.dialect.memref.CastOps;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code memref.memory_space_cast} of a ranked memref, MLIR's {@code MemorySpaceCastOpLowering}: the descriptor
 * unpacked, both pointers {@code llvm.addrspacecast} to the result's address space, and packed again. The unranked
 * form (which MLIR copies through a new stack descriptor) is not lowered here and is refused.
 */
final class MemorySpaceCastOpLowering extends ConvertOpToLlvmPattern {
    MemorySpaceCastOpLowering(LlvmTypeConverter converter) {
        super(CastOps.MEMORY_SPACE_CAST, converter);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        if (!(CastOps.dest(op).type() instanceof MemRefType resultType)
                || !(llvmTypeConverter().convertType(resultType) instanceof LlvmStructType resultStruct)) {
            return rewriter.notifyMatchFailure(op, "only ranked memrefs that convert are lowered");
        }
        Location loc = op.location();
        LlvmPointerType newPtrType = (LlvmPointerType) resultStruct.body().get(MemRefDescriptor.ALLOCATED_PTR);
        List<Value> values = new ArrayList<>();
        MemRefDescriptor.unpack(rewriter, loc, adaptor.operand(0), resultType, values);
        values.set(0, Llvm.addrspacecast(rewriter, loc, values.get(0), newPtrType));
        values.set(1, Llvm.addrspacecast(rewriter, loc, values.get(1), newPtrType));
        rewriter.replaceOp(op, List.of(MemRefDescriptor.pack(rewriter, loc, llvmTypeConverter(), resultType,
                values).value()));
        return true;
    }
}

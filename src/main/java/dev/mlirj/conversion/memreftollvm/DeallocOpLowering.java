package dev.mlirj.conversion.memreftollvm;

import dev.mlirj.conversion.llvmcommon.ConvertOpToLlvmPattern;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.conversion.llvmcommon.MemRefDescriptor;
import dev.mlirj.conversion.llvmcommon.UnrankedMemRefDescriptor;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.dialect.llvm.LlvmPointerType;
import dev.mlirj.dialect.memref.DeallocOp;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.UnrankedMemRefType;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import java.util.List;

/**
 * {@code memref.dealloc}, MLIR's {@code DeallocOpLowering}: {@code free} (or {@code _mlir_memref_to_llvm_free}) of
 * the descriptor's allocated pointer, read through the ranked descriptor's pointer for an unranked memref.
 */
final class DeallocOpLowering extends ConvertOpToLlvmPattern {
    private final AllocationFunctions functions;

    DeallocOpLowering(LlvmTypeConverter converter, AllocationFunctions functions) {
        super(DeallocOp.NAME, converter);
        this.functions = functions;
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        String fn = functions.freeFn(rewriter, op);
        if (fn == null) {
            return rewriter.notifyMatchFailure(op, "the module has a symbol named like the free function");
        }
        Value allocated;
        if (DeallocOp.memref(op).type() instanceof UnrankedMemRefType) {
            Value descPtr = new UnrankedMemRefDescriptor(rewriter.context(), adaptor.operand(0))
                    .memRefDescPtr(rewriter, op.location());
            allocated = UnrankedMemRefDescriptor.allocatedPtr(rewriter, op.location(), descPtr,
                    LlvmPointerType.DEFAULT);
        } else {
            allocated = new MemRefDescriptor(rewriter.context(), adaptor.operand(0)).allocatedPtr(rewriter,
                    op.location());
        }
        Llvm.call(rewriter, op.location(), fn, null, List.of(allocated));
        rewriter.eraseOp(op);
        return true;
    }
}

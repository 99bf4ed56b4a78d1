package dev.mlirj.conversion.memreftollvm;

import dev.mlirj.conversion.llvmcommon.ConvertOpToLlvmPattern;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.conversion.llvmcommon.UnrankedMemRefDescriptor;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.dialect.memref.CastOps;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.UnrankedMemRefType;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import java.util.List;

/**
 * {@code memref.cast}, MLIR's {@code MemRefCastOpLowering}. Between ranked types (static and dynamic sizes,
 * strides or offset) the descriptor is the same struct and stays as it is. Ranked to unranked: the descriptor is
 * stored to a stack slot ({@code llvm.alloca}, living as long as the function) and the unranked descriptor holds
 * the rank and that slot's address, as TargetLLVMIR describes. Unranked to ranked: the descriptor loaded back from
 * the pointer (the op asserts that the rank and types agree; a mismatch is undefined behaviour, as in MLIR).
 */
final class CastOpLowering extends ConvertOpToLlvmPattern {
    CastOpLowering(LlvmTypeConverter converter) {
        super(CastOps.CAST, converter);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        Type srcType = CastOps.source(op).type();
        Type dstType = CastOps.dest(op).type();
        Type target = llvmTypeConverter().convertType(dstType);
        if (target == null || llvmTypeConverter().convertType(srcType) == null) {
            return rewriter.notifyMatchFailure(op, "the memref types do not convert");
        }
        Location loc = op.location();
        MlirContext ctx = rewriter.context();
        if (srcType instanceof MemRefType && dstType instanceof MemRefType) {
            if (!adaptor.operand(0).type().equals(target)) {
                return rewriter.notifyMatchFailure(op, "the descriptors of the two types differ");
            }
            rewriter.replaceOp(op, List.of(adaptor.operand(0)));
            return true;
        }
        if (srcType instanceof MemRefType ranked && dstType instanceof UnrankedMemRefType) {
            Value ptr = promoteOneMemRefDescriptor(rewriter, loc, adaptor.operand(0));
            Value rank = createIndexAttrConstant(rewriter, loc, ranked.rank());
            UnrankedMemRefDescriptor desc = UnrankedMemRefDescriptor.undef(rewriter, loc, target);
            desc.setRank(rewriter, loc, rank);
            desc.setMemRefDescPtr(rewriter, loc, ptr);
            rewriter.replaceOp(op, List.of(desc.value()));
            return true;
        }
        if (srcType instanceof UnrankedMemRefType && dstType instanceof MemRefType) {
            Value ptr = new UnrankedMemRefDescriptor(ctx, adaptor.operand(0)).memRefDescPtr(rewriter, loc);
            rewriter.replaceOp(op, List.of(Llvm.load(rewriter, loc, target, ptr)));
            return true;
        }
        return rewriter.notifyMatchFailure(op, "unexpected memref type pair");
    }

    /**
     * MLIR's {@code promoteOneMemRefDescriptor}: {@code descriptor} stored to a new one-element stack slot, whose
     * address is returned.
     */
    Value promoteOneMemRefDescriptor(ConversionPatternRewriter rewriter, Location loc, Value descriptor) {
        Value one = createIndexAttrConstant(rewriter, loc, 1);
        Value slot = Llvm.alloca(rewriter, loc, descriptor.type(), one, 0);
        Llvm.store(rewriter, loc, descriptor, slot);
        return slot;
    }
}

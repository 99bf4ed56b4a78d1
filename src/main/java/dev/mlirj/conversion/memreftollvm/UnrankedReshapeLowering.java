package dev.mlirj.conversion.memreftollvm;

import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.conversion.llvmcommon.MemRefDescriptor;
import dev.mlirj.conversion.llvmcommon.StructBuilder;
import dev.mlirj.conversion.llvmcommon.UnrankedMemRefDescriptor;
import dev.mlirj.dialect.llvm.ICmpPredicate;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.dialect.llvm.LlvmPointerType;
import dev.mlirj.dialect.memref.ReshapeOp;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import java.util.List;

/**
 * {@code memref.reshape} with a shape operand of dynamic length, whose result is unranked: MLIR's
 * {@code MemRefReshapeOpLowering} builds an unranked descriptor whose rank is the shape's length and whose ranked
 * descriptor lives in an {@code llvm.alloca} of the size that rank needs; the source's pointers and offset are
 * stored into it, then a loop from the last dimension down to 0 copies each size from the shape and writes the
 * running row-major stride. The block is split at the op: the loop's condition, body and the rest of the block
 * follow, as in MLIR 19. As in MLIR 19, a shape of another element type than index is read through a pointer to
 * that type but loaded as an index.
 */
final class UnrankedReshapeLowering {
    private UnrankedReshapeLowering() {
    }

    static boolean rewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter,
                           LlvmTypeConverter converter) {
        Type targetDescType = converter.convertType(op.result(0).type());
        MemRefType shapeType = (MemRefType) ReshapeOp.shape(op).type();
        Type shapeElementType = converter.convertType(shapeType.elementType());
        if (targetDescType == null || shapeElementType == null) {
            return rewriter.notifyMatchFailure(op, "the result or the shape's element type does not convert");
        }
        Location loc = op.location();
        MlirContext ctx = rewriter.context();
        IntegerType index = converter.indexType();
        MemRefDescriptor shapeDesc = new MemRefDescriptor(ctx, adaptor.operand(1));
        Value resultRank = shapeDesc.size(rewriter, loc, 0);

        UnrankedMemRefDescriptor targetDesc = UnrankedMemRefDescriptor.undef(rewriter, loc, targetDescType);
        targetDesc.setRank(rewriter, loc, resultRank);
        Value bytes = UnrankedMemRefDescriptor.computeSizes(rewriter, loc, converter, List.of(targetDesc))
                .getFirst();
        Value descPtr = Llvm.alloca(rewriter, loc, IntegerType.of(8), bytes, 0);
        targetDesc.setMemRefDescPtr(rewriter, loc, descPtr);

        LlvmPointerType elementPtrType = LlvmPointerType.DEFAULT;
        SourcePointers source = SourcePointers.withOffset(rewriter, loc, ReshapeOp.source(op).type(),
                adaptor.operand(0),
                elementPtrType, converter);
        UnrankedMemRefDescriptor.setAllocatedPtr(rewriter, loc, descPtr, source.allocated());
        UnrankedMemRefDescriptor.setAlignedPtr(rewriter, loc, descPtr, elementPtrType, source.aligned());
        UnrankedMemRefDescriptor.setOffset(rewriter, loc, descPtr, elementPtrType, source.offset());

        Value sizesBase = UnrankedMemRefDescriptor.sizeBasePtr(rewriter, loc, converter, descPtr,
                elementPtrType);
        Value stridesBase = UnrankedMemRefDescriptor.strideBasePtr(rewriter, loc, converter, sizesBase,
                resultRank);
        Value shapePtr = shapeDesc.alignedPtr(rewriter, loc);
        Value one = StructBuilder.createIndexAttrConstant(rewriter, loc, index, 1);
        Value lastDim = Llvm.sub(rewriter, loc, resultRank, one);

        // init: ... op | br cond(rank - 1, 1);  cond(i, stride): i >= 0 ? body : rest;  body: copy, br cond
        Block initBlock = op.block();
        Block rest = rewriter.splitBlock(initBlock, op.nextOp());
        Block condBlock = rewriter.createBlock(initBlock.parent(), null, List.of(index, index), List.of(loc, loc));
        rewriter.mergeBlocks(rest, condBlock, List.of());
        rewriter.setInsertionPointToEnd(initBlock);
        Llvm.br(rewriter, loc, condBlock, List.of(lastDim, one));

        Operation firstOfRest = condBlock.firstOp();
        rewriter.setInsertionPointToStart(condBlock);
        Value dim = condBlock.arguments().get(0);
        Value stride = condBlock.arguments().get(1);
        Value zero = StructBuilder.createIndexAttrConstant(rewriter, loc, index, 0);
        Value inRange = Llvm.icmp(rewriter, loc, ICmpPredicate.SGE, dim, zero);
        Block bodyBlock = rewriter.splitBlock(condBlock, firstOfRest);

        rewriter.setInsertionPointToStart(bodyBlock);
        Value size = Llvm.load(rewriter, loc, index, Llvm.gep(rewriter, loc, shapeElementType, shapePtr,
                List.of(dim), false));
        UnrankedMemRefDescriptor.setSize(rewriter, loc, converter, sizesBase, dim, size);
        UnrankedMemRefDescriptor.setStride(rewriter, loc, converter, stridesBase, dim, stride);
        Value nextStride = Llvm.mul(rewriter, loc, stride, size);
        Value nextDim = Llvm.sub(rewriter, loc, dim, one);
        Llvm.br(rewriter, loc, condBlock, List.of(nextDim, nextStride));
        Block remainder = rewriter.splitBlock(bodyBlock, firstOfRest);

        rewriter.setInsertionPointToEnd(condBlock);
        Llvm.condBr(rewriter, loc, inRange, bodyBlock, List.of(), remainder, List.of());
        rewriter.replaceOp(op, List.of(targetDesc.value()));
        return true;
    }
}

package dev.mlirj.conversion.memreftollvm;

import dev.mlirj.conversion.llvmcommon.ConvertOpToLlvmPattern;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.dialect.memref.AllocaScopeOp;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Region;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * {@code memref.alloca_scope}, MLIR's {@code AllocaScopeOpLowering}: the block is split at the op, the body
 * inlined between the two halves, {@code llvm.intr.stacksave} and a branch into the body end the first half, and
 * the body's {@code memref.alloca_scope.return} becomes {@code llvm.intr.stackrestore} and a branch to the
 * continuation (a new block taking the results when there are any), so the stack allocations made in the body are
 * released when it exits.
 */
final class AllocaScopeOpLowering extends ConvertOpToLlvmPattern {
    AllocaScopeOpLowering(LlvmTypeConverter converter) {
        super(AllocaScopeOp.NAME, converter);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        Location loc = op.location();
        Region body = AllocaScopeOp.bodyRegion(op);
        if (body.blocks().size() != 1) {
            return rewriter.notifyMatchFailure(op, "expected a body of one block");
        }
        Block current = op.block();
        Block remaining = rewriter.splitBlock(current, op);
        Block continueBlock;
        if (op.results().isEmpty()) {
            continueBlock = remaining;
        } else {
            List<Type> types = new ArrayList<>();
            for (Value r : op.results()) {
                types.add(r.type());
            }
            continueBlock = rewriter.createBlock(remaining.parent(), remaining, types,
                    Collections.nCopies(types.size(), loc));
            Llvm.br(rewriter, loc, remaining, List.of());
        }
        Block beforeBody = body.entryBlock();
        Block afterBody = body.blocks().get(body.blocks().size() - 1);
        Operation returnOp = afterBody.lastOp();
        rewriter.inlineRegionBefore(body, continueBlock.parent(), continueBlock);
        rewriter.setInsertionPointToEnd(current);
        Value stackSave = Llvm.stackSave(rewriter, loc);
        Llvm.br(rewriter, loc, beforeBody, List.of());
        rewriter.setInsertionPoint(returnOp);
        Llvm.stackRestore(rewriter, loc, stackSave);
        Llvm.br(rewriter, loc, continueBlock, new ArrayList<>(returnOp.operands()));
        rewriter.eraseOp(returnOp);
        rewriter.replaceOp(op, new ArrayList<>(continueBlock.arguments()));
        return true;
    }
}

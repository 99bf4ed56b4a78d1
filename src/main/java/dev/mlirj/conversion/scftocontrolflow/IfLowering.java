package dev.mlirj.conversion.scftocontrolflow;

import dev.mlirj.dialect.cf.Cf;
import dev.mlirj.dialect.scf.IfOp;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Region;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import dev.mlirj.transforms.dialectconversion.OpConversionPattern;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * {@code scf.if} to a conditional branch, as MLIR 19's {@code IfLowering}: the block holding it is split before
 * it; the then (and else) regions are inlined before the continuation and their {@code scf.yield}s become
 * branches to it. With results the continuation is a new block whose arguments replace the results and which
 * branches on to the rest of the split block; without an else region the condition branches straight to the
 * continuation. Immutable.
 */
final class IfLowering extends OpConversionPattern {
    IfLowering() {
        super(IfOp.NAME, null);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        Location loc = op.location();
        Block condBlock = rewriter.insertionBlock();
        Block remainingOpsBlock = rewriter.splitBlock(condBlock, op);
        Block continueBlock;
        if (op.results().isEmpty()) {
            continueBlock = remainingOpsBlock;
        } else {
            List<Type> types = new ArrayList<>();
            op.results().forEach(r -> types.add(r.type()));
            continueBlock = rewriter.createBlock(remainingOpsBlock.parent(), remainingOpsBlock, types,
                    Collections.nCopies(types.size(), loc));
            Cf.br(rewriter, loc, remainingOpsBlock, List.of());
        }

        Block thenBlock = inlineBranchingTo(IfOp.thenRegion(op), continueBlock, loc, rewriter);
        Block elseBlock = continueBlock;
        if (!IfOp.elseRegion(op).blocks().isEmpty()) {
            elseBlock = inlineBranchingTo(IfOp.elseRegion(op), continueBlock, loc, rewriter);
        }

        rewriter.setInsertionPointToEnd(condBlock);
        Cf.condBr(rewriter, loc, adaptor.operand(0), thenBlock, List.of(), elseBlock, List.of());
        rewriter.replaceOp(op, new ArrayList<Value>(continueBlock.arguments()));
        return true;
    }

    /**
     * Replaces the terminator of {@code region}'s last block by a branch to {@code continueBlock} with its
     * operands and moves the region's blocks before {@code continueBlock}; returns the region's entry block.
     */
    static Block inlineBranchingTo(Region region, Block continueBlock, Location loc,
                                   ConversionPatternRewriter rewriter) {
        Block entry = region.entryBlock();
        Block last = region.blocks().getLast();
        Operation terminator = last.terminator();
        rewriter.setInsertionPointToEnd(last);
        Cf.br(rewriter, loc, continueBlock, terminator.operands());
        rewriter.eraseOp(terminator);
        rewriter.inlineRegionBefore(region, continueBlock.parent(), continueBlock);
        return entry;
    }
}

package dev.mlirj.conversion.scftocontrolflow;

import dev.mlirj.dialect.cf.Cf;
import dev.mlirj.dialect.scf.ConditionOp;
import dev.mlirj.dialect.scf.WhileOp;
import dev.mlirj.dialect.scf.YieldOp;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import dev.mlirj.transforms.dialectconversion.OpConversionPattern;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code scf.while} to a loop of blocks, as MLIR 19's {@code WhileLowering}: both regions are inlined before the
 * continuation (before, then after); the block holding the loop branches to the before region with the initial
 * values; {@code scf.condition} becomes a conditional branch to the after region (with its arguments) or to the
 * continuation, and the after region's {@code scf.yield} a branch back to the before region. The results are the
 * condition's arguments, visible by dominance. Assumes each region exits from its last block, which holds as
 * long as only scf lowerings made its blocks. Immutable.
 */
final class WhileLowering extends OpConversionPattern {
    WhileLowering() {
        super(WhileOp.NAME, null);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        Location loc = op.location();
        Block currentBlock = rewriter.insertionBlock();
        Block continuation = rewriter.splitBlock(currentBlock, op);

        Block after = WhileOp.after(op).entryBlock();
        Block afterLast = WhileOp.after(op).blocks().getLast();
        Block before = WhileOp.before(op).entryBlock();
        Block beforeLast = WhileOp.before(op).blocks().getLast();
        rewriter.inlineRegionBefore(WhileOp.after(op), continuation.parent(), continuation);
        rewriter.inlineRegionBefore(WhileOp.before(op), continuation.parent(), after);

        rewriter.setInsertionPointToEnd(currentBlock);
        Cf.br(rewriter, loc, before, adaptor.operands());

        List<Value> conditionArgs = branchOnCondition(beforeLast.terminator(), after, continuation, loc, rewriter);

        Operation yield = afterLast.terminator();
        rewriter.setInsertionPoint(yield);
        Cf.br(rewriter, loc, before, YieldOp.results(yield));
        rewriter.eraseOp(yield);

        rewriter.replaceOp(op, conditionArgs);
        return true;
    }

    /**
     * Replaces {@code condition} ({@code scf.condition}) by a conditional branch to {@code trueDest} with its
     * arguments or to {@code continuation}; returns the arguments, which replace the loop's results.
     */
    static List<Value> branchOnCondition(Operation condition, Block trueDest, Block continuation, Location loc,
                                         ConversionPatternRewriter rewriter) {
        List<Value> conditionArgs = new ArrayList<>(ConditionOp.args(condition));
        rewriter.setInsertionPoint(condition);
        Cf.condBr(rewriter, loc, ConditionOp.condition(condition), trueDest, conditionArgs,
                continuation, List.of());
        rewriter.eraseOp(condition);
        return conditionArgs;
    }
}

package dev.mlirj.conversion.scftocontrolflow;

import dev.mlirj.dialect.cf.Cf;
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
 * The "do-while" form of {@code scf.while}, as MLIR 19's {@code DoWhileLowering} (benefit 2, so it is tried
 * before {@link WhileLowering}): when the after region is one block that only yields its own arguments, in
 * order, only the before region is inlined and the condition branches back to its entry directly. Immutable.
 */
final class DoWhileLowering extends OpConversionPattern {
    /** The benefit MLIR gives it. */
    static final int BENEFIT = 2;

    DoWhileLowering() {
        super(WhileOp.NAME, null, BENEFIT);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        if (WhileOp.after(op).blocks().size() != 1) {
            return rewriter.notifyMatchFailure(op,
                    "do-while simplification applicable to single-block 'after' region only");
        }
        Block afterBlock = WhileOp.after(op).entryBlock();
        if (afterBlock.operations().size() != 1) {
            return rewriter.notifyMatchFailure(op,
                    "do-while simplification applicable only if 'after' region has no payload");
        }
        Operation yield = afterBlock.operations().getFirst();
        if (!yield.name().fullName().equals(YieldOp.NAME)
                || !YieldOp.results(yield).equals(new ArrayList<Value>(afterBlock.arguments()))) {
            return rewriter.notifyMatchFailure(op,
                    "do-while simplification applicable only to forwarding 'after' regions");
        }
        Location loc = op.location();
        Block currentBlock = rewriter.insertionBlock();
        Block continuation = rewriter.splitBlock(currentBlock, op);

        Block before = WhileOp.before(op).entryBlock();
        Block beforeLast = WhileOp.before(op).blocks().getLast();
        rewriter.inlineRegionBefore(WhileOp.before(op), continuation.parent(), continuation);

        rewriter.setInsertionPointToEnd(currentBlock);
        Cf.br(rewriter, loc, before, adaptor.operands());

        List<Value> conditionArgs = WhileLowering.branchOnCondition(beforeLast.terminator(), before, continuation,
                loc, rewriter);

        rewriter.replaceOp(op, conditionArgs);
        return true;
    }
}

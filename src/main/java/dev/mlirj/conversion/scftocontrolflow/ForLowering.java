package dev.mlirj.conversion.scftocontrolflow;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.arith.CmpIPredicate;
import dev.mlirj.dialect.cf.Cf;
import dev.mlirj.dialect.scf.ForOp;
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
 * {@code scf.for} to a loop of blocks, as MLIR 19's {@code ForLowering}: the block holding the loop is split
 * before it; the body's entry block (arguments: the induction variable and the carried values) becomes the
 * condition block, comparing the induction variable with the upper bound ({@code arith.cmpi slt}) and branching
 * to the rest of the body or past the loop; the body's last block adds the step and branches back with the
 * yielded values. The loop's results are the condition block's carried arguments. Discardable attributes of the
 * loop (such as {@code llvm.loop_annotation}) are dropped, as mlir-opt 19 does. Immutable.
 */
final class ForLowering extends OpConversionPattern {
    ForLowering() {
        super(ForOp.NAME, null);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        Location loc = op.location();
        List<Value> operands = adaptor.operands();
        Value lowerBound = operands.get(0);
        Value upperBound = operands.get(1);
        Value step = operands.get(2);
        List<Value> inits = operands.subList(3, operands.size());

        Block initBlock = rewriter.insertionBlock();
        Block endBlock = rewriter.splitBlock(initBlock, op);

        Block conditionBlock = ForOp.body(op);
        Value iv = ForOp.inductionVar(op);
        Block firstBodyBlock = rewriter.splitBlock(conditionBlock, conditionBlock.operations().getFirst());
        Block lastBodyBlock = ForOp.region(op).blocks().getLast();
        rewriter.inlineRegionBefore(ForOp.region(op), endBlock.parent(), endBlock);

        Operation terminator = lastBodyBlock.operations().getLast();
        rewriter.setInsertionPointToEnd(lastBodyBlock);
        Value stepped = Arith.addi(rewriter, loc, iv, step);
        List<Value> loopCarried = new ArrayList<>();
        loopCarried.add(stepped);
        loopCarried.addAll(YieldOp.results(terminator));
        Cf.br(rewriter, loc, conditionBlock, loopCarried);
        rewriter.eraseOp(terminator);

        rewriter.setInsertionPointToEnd(initBlock);
        List<Value> destOperands = new ArrayList<>();
        destOperands.add(lowerBound);
        destOperands.addAll(inits);
        Cf.br(rewriter, loc, conditionBlock, destOperands);

        rewriter.setInsertionPointToEnd(conditionBlock);
        Value comparison = Arith.cmpi(rewriter, loc, CmpIPredicate.SLT, iv, upperBound);
        Cf.condBr(rewriter, loc, comparison, firstBodyBlock, List.of(), endBlock, List.of());
        List<Value> results = new ArrayList<>(conditionBlock.arguments().subList(1,
                conditionBlock.arguments().size()));
        rewriter.replaceOp(op, results);
        return true;
    }
}

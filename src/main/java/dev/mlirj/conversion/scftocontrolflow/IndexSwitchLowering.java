package dev.mlirj.conversion.scftocontrolflow;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.cf.Cf;
import dev.mlirj.dialect.scf.IndexSwitchOp;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.OpResult;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import dev.mlirj.transforms.dialectconversion.OpConversionPattern;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * {@code scf.index_switch} to {@code cf.switch}, as MLIR 19's {@code IndexSwitchLowering}: the block holding it
 * is split before it and the continuation gets one argument per result; each case region and the default region
 * is inlined before the continuation, its {@code scf.yield} becoming a branch there; the index is cast to
 * {@code i32} ({@code arith.index_cast}) and switched on, each case value truncated to 32 bits as MLIR's
 * {@code int32_t} case list does. Immutable.
 */
final class IndexSwitchLowering extends OpConversionPattern {
    IndexSwitchLowering() {
        super(IndexSwitchOp.NAME, null);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        Location loc = op.location();
        Block condBlock = rewriter.insertionBlock();
        Block continueBlock = rewriter.splitBlock(condBlock, op);
        // The continuation was made by this pattern's split: a rollback detaches it, arguments and all.
        List<Value> results = new ArrayList<>();
        for (OpResult result : op.results()) {
            results.add(continueBlock.addArgument(result.type(), loc));
        }

        List<Block> caseSuccessors = new ArrayList<>();
        List<BigInteger> caseValues = new ArrayList<>();
        List<Long> cases = IndexSwitchOp.cases(op);
        for (int i = 0; i < cases.size(); i++) {
            caseSuccessors.add(IfLowering.inlineBranchingTo(IndexSwitchOp.caseRegion(op, i), continueBlock, loc,
                    rewriter));
            caseValues.add(BigInteger.valueOf((int) (long) cases.get(i)));
        }
        Block defaultBlock = IfLowering.inlineBranchingTo(IndexSwitchOp.defaultRegion(op), continueBlock, loc,
                rewriter);

        rewriter.setInsertionPointToEnd(condBlock);
        Value flag = Arith.indexCast(rewriter, loc, adaptor.operand(0),
                IntegerType.of(32));
        Cf.switch_(rewriter, loc, flag, defaultBlock, List.of(), caseValues,
                caseSuccessors, Collections.nCopies(caseSuccessors.size(), List.<Value>of()));
        rewriter.replaceOp(op, results);
        return true;
    }
}

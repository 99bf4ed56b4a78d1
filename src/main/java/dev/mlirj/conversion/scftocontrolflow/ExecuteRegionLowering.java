package dev.mlirj.conversion.scftocontrolflow;

import dev.mlirj.dialect.cf.Cf;
import dev.mlirj.dialect.scf.ExecuteRegionOp;
import dev.mlirj.dialect.scf.YieldOp;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.OpResult;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Region;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import dev.mlirj.transforms.dialectconversion.OpConversionPattern;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code scf.execute_region} inlined into its parent, as MLIR 19's {@code ExecuteRegionLowering}: the block
 * holding it is split before it and branches to the region's entry; every {@code scf.yield} becomes a branch to
 * the continuation, which gets one argument per result to replace them. Immutable.
 */
final class ExecuteRegionLowering extends OpConversionPattern {
    ExecuteRegionLowering() {
        super(dev.mlirj.dialect.scf.ExecuteRegionOp.NAME, null);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        Location loc = op.location();
        Block condBlock = rewriter.insertionBlock();
        Block remainingOpsBlock = rewriter.splitBlock(condBlock, op);
        Region region = ExecuteRegionOp.region(op);
        rewriter.setInsertionPointToEnd(condBlock);
        Cf.br(rewriter, loc, region.entryBlock(), List.of());
        for (Block block : new ArrayList<>(region.blocks())) {
            Operation terminator = block.terminator();
            if (terminator != null && terminator.name().fullName().equals(YieldOp.NAME)) {
                rewriter.setInsertionPointToEnd(block);
                Cf.br(rewriter, loc, remainingOpsBlock, YieldOp.results(terminator));
                rewriter.eraseOp(terminator);
            }
        }
        rewriter.inlineRegionBefore(region, remainingOpsBlock.parent(), remainingOpsBlock);
        // The continuation was made by this pattern's split: a rollback detaches it, arguments and all.
        List<Value> values = new ArrayList<>();
        for (OpResult result : op.results()) {
            values.add(remainingOpsBlock.addArgument(result.type(), loc));
        }
        rewriter.replaceOp(op, values);
        return true;
    }
}

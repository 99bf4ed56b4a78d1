package dev.mlirj.conversion.scftocontrolflow;

import dev.mlirj.dialect.scf.ForOp;
import dev.mlirj.dialect.scf.ParallelOp;
import dev.mlirj.dialect.scf.ReduceOp;
import dev.mlirj.dialect.scf.ReduceReturnOp;
import dev.mlirj.dialect.scf.YieldOp;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import dev.mlirj.transforms.dialectconversion.OpConversionPattern;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code scf.parallel} to a nest of sequential {@code scf.for} loops (lowered in turn by {@link ForLowering}), as
 * MLIR 19's {@code ParallelLowering}: one loop per dimension, outermost first, each carrying the reductions'
 * current values; the regions of {@code scf.reduce} are inlined at the end of the innermost body, combining the
 * carried value (first argument) with the reduced operand (second), and the innermost loop yields the combined
 * values, each enclosing loop yielding its inner loop's results. The outermost loop's results replace the
 * parallel loop's. Immutable.
 */
final class ParallelLowering extends OpConversionPattern {
    ParallelLowering() {
        super(ParallelOp.NAME, null);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        MlirContext context = rewriter.context();
        Location loc = op.location();
        List<Value> iterArgs = new ArrayList<>(ParallelOp.initVals(op));
        List<Value> ivs = new ArrayList<>();
        List<Value> loopResults = new ArrayList<>(iterArgs);
        List<Value> lowers = ParallelOp.lowerBounds(op);
        List<Value> uppers = ParallelOp.upperBounds(op);
        List<Value> steps = ParallelOp.steps(op);
        for (int d = 0; d < steps.size(); d++) {
            Operation forOp = createFor(rewriter, context, loc, lowers.get(d), uppers.get(d), steps.get(d),
                    iterArgs);
            ivs.add(ForOp.inductionVar(forOp));
            iterArgs = new ArrayList<>(ForOp.regionIterArgs(forOp));
            if (d == 0) {
                loopResults = new ArrayList<>(forOp.results());
            } else if (!forOp.results().isEmpty()) {
                rewriter.setInsertionPointToEnd(rewriter.insertionBlock());
                rewriter.create(yieldState(context, loc, new ArrayList<>(forOp.results())));
            }
            rewriter.setInsertionPointToStart(ForOp.body(forOp));
        }

        Block body = ParallelOp.body(op);
        Operation reduce = body.terminator();
        List<Value> yieldOperands = new ArrayList<>();
        for (int i = 0; i < op.results().size(); i++) {
            Block reduceBlock = ReduceOp.reduction(reduce, i).entryBlock();
            Value arg = iterArgs.get(yieldOperands.size());
            Operation reduceReturn = reduceBlock.terminator();
            yieldOperands.add(ReduceReturnOp.result(reduceReturn));
            rewriter.eraseOp(reduceReturn);
            rewriter.inlineBlockBefore(reduceBlock, reduce, List.of(arg, ReduceOp.operands(reduce).get(i)));
        }
        rewriter.eraseOp(reduce);

        Block newBody = rewriter.insertionBlock();
        if (newBody.isEmpty()) {
            rewriter.mergeBlocks(body, newBody, ivs);
        } else {
            rewriter.inlineBlockBefore(body, newBody.terminator(), ivs);
        }

        if (!yieldOperands.isEmpty()) {
            rewriter.setInsertionPointToEnd(rewriter.insertionBlock());
            rewriter.create(yieldState(context, loc, yieldOperands));
        }
        rewriter.replaceOp(op, loopResults);
        return true;
    }

    /**
     * {@code scf.for} as MLIR's builder without a body builder makes it: a body block of the induction variable
     * and the carried values, ending with an empty {@code scf.yield} only when nothing is carried.
     */
    private static Operation createFor(ConversionPatternRewriter rewriter, MlirContext context, Location loc,
                                       Value lower, Value upper, Value step, List<Value> iterArgs) {
        OperationState state = new OperationState(context.operationName(ForOp.NAME), loc);
        state.operands.addAll(List.of(lower, upper, step));
        state.operands.addAll(iterArgs);
        iterArgs.forEach(v -> state.resultTypes.add(v.type()));
        Block block = state.addRegion().appendBlock();
        block.addArgument(lower.type(), loc);
        iterArgs.forEach(v -> block.addArgument(v.type(), loc));
        Operation forOp = rewriter.create(state);
        if (iterArgs.isEmpty()) {
            block.append(Operation.create(yieldState(context, loc, List.of())));
        }
        return forOp;
    }

    private static OperationState yieldState(MlirContext context, Location loc, List<Value> operands) {
        OperationState state = new OperationState(context.operationName(YieldOp.NAME), loc);
        state.operands.addAll(operands);
        return state;
    }
}

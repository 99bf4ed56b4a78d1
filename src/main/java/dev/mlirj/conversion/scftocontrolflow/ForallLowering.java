package dev.mlirj.conversion.scftocontrolflow;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.scf.ForallOp;
import dev.mlirj.dialect.scf.ParallelOp;
import dev.mlirj.dialect.scf.ReduceOp;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.DenseArrayAttr;
import dev.mlirj.ir.IndexType;
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
 * {@code scf.forall} to {@code scf.parallel} (lowered in turn by {@link ParallelLowering}), as MLIR 19's
 * {@code ForallLowering}, which calls {@code scf::forallToParallelLoop}: the mixed bounds and steps become values
 * (an {@code arith.constant} of {@code index} for each static entry, lower bounds first, then upper bounds, then
 * steps), the body moves into the parallel loop with {@code scf.reduce} in place of
 * {@code scf.forall.in_parallel}, and a {@code mapping} is kept as a discardable attribute. A loop with
 * {@code shared_outs} (on tensors) is refused: only bufferized loops can run in parallel form. Immutable.
 */
final class ForallLowering extends OpConversionPattern {
    ForallLowering() {
        super(ForallOp.NAME, null);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        if (!ForallOp.group(op, 3).isEmpty()) {
            return rewriter.notifyMatchFailure(op,
                    "only fully bufferized " + ForallOp.NAME + " ops can be lowered to " + ParallelOp.NAME);
        }
        MlirContext context = rewriter.context();
        Location loc = op.location();
        List<List<Value>> bounds = new ArrayList<>();
        for (int g = 0; g < 3; g++) {
            bounds.add(mixedValues(rewriter, context, loc, ForallOp.staticList(op, g), ForallOp.group(op, g)));
        }
        OperationState state = new OperationState(context.operationName(ParallelOp.NAME), loc);
        bounds.forEach(state.operands::addAll);
        int rank = ForallOp.rank(op);
        state.properties.put(ParallelOp.SEGMENTS, DenseArrayAttr.ofI32(rank, rank, rank, 0));
        state.addRegion();
        Operation parallel = rewriter.create(state);
        rewriter.inlineRegionBefore(ForallOp.region(op), ParallelOp.region(parallel), null);
        Block body = ParallelOp.body(parallel);
        Operation terminator = body.terminator();
        // At the end, as MLIR does: the erased terminator stays in the block until the conversion commits.
        rewriter.setInsertionPointToEnd(body);
        rewriter.create(new OperationState(context.operationName(ReduceOp.NAME), loc));
        rewriter.eraseOp(terminator);
        Attribute mapping = ForallOp.mapping(op);
        if (mapping != null) {
            parallel.setAttribute(ForallOp.MAPPING, mapping);
        }
        rewriter.replaceOp(op, List.of());
        return true;
    }

    /** MLIR's {@code getValueOrCreateConstantIndexOp} over a mixed list: a constant for each static entry. */
    private static List<Value> mixedValues(ConversionPatternRewriter rewriter, MlirContext context, Location loc,
                                           List<Long> statics, List<Value> dynamics) {
        List<Value> values = new ArrayList<>();
        int next = 0;
        for (long s : statics) {
            values.add(s == ForallOp.DYNAMIC ? dynamics.get(next++)
                    : Arith.constant(rewriter, loc, IndexType.INSTANCE, s));
        }
        return values;
    }
}

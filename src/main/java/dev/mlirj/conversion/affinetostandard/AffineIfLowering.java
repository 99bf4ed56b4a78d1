package dev.mlirj.conversion.affinetostandard;

import dev.mlirj.dialect.affine.AffineIfOp;
import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.arith.CmpIPredicate;
import dev.mlirj.dialect.scf.IfOp;
import dev.mlirj.ir.Diagnostic;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Region;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.affine.IntegerSet;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import dev.mlirj.transforms.dialectconversion.OpConversionPattern;
import java.util.List;
import java.util.function.Consumer;

/**
 * {@code affine.if} → {@code scf.if} on the conjunction of its constraints, as MLIR 19's {@code AffineIfLowering}:
 * one {@code index} zero, then per constraint its expression compared {@code sge} (or {@code eq}) with zero, the
 * comparisons combined with {@code arith.andi} left to right without short-circuit; a set without constraints is
 * the constant {@code true}. The regions move over unchanged.
 */
final class AffineIfLowering extends OpConversionPattern {
    private final Consumer<Diagnostic> errors;

    AffineIfLowering(Consumer<Diagnostic> errors) {
        super(AffineIfOp.NAME, null);
        this.errors = errors;
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        IntegerSet set = AffineIfOp.condition(op);
        Value zero = Arith.constant(rewriter, op.location(), IndexType.INSTANCE, 0);
        List<Value> operands = adaptor.operands();
        Value condition = null;
        for (int i = 0; i < set.numConstraints(); i++) {
            AffineApplyExpander expander = new AffineApplyExpander(rewriter, op.location(),
                    operands.subList(0, set.numDims()), operands.subList(set.numDims(), operands.size()));
            Value value = expander.expand(set.constraint(i));
            if (value == null) {
                errors.accept(Diagnostic.error(op.location(), expander.error()));
                return rewriter.notifyMatchFailure(op, "the condition cannot be expanded");
            }
            Value compared = Arith.cmpi(rewriter, op.location(),
                    set.isEq(i) ? CmpIPredicate.EQ : CmpIPredicate.SGE, value, zero);
            condition = condition == null ? compared
                    : Arith.andi(rewriter, op.location(), condition, compared);
        }
        if (condition == null) {
            condition = Arith.constant(rewriter, op.location(), IntegerType.of(1), 1);
        }
        OperationState state = Lowering.state(rewriter, IfOp.NAME, op.location());
        state.operands.add(condition);
        state.resultTypes.addAll(op.resultTypes());
        Region then = state.addRegion();
        Region otherwise = state.addRegion();
        Operation ifOp = rewriter.create(state);
        rewriter.inlineRegionBefore(AffineIfOp.thenRegion(op), then, null);
        if (!AffineIfOp.elseRegion(op).isEmpty()) {
            rewriter.inlineRegionBefore(AffineIfOp.elseRegion(op), otherwise, null);
        }
        rewriter.replaceOp(op, ifOp.results());
        return true;
    }
}

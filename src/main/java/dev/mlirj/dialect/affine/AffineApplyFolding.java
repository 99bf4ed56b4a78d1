package dev.mlirj.dialect.affine;

import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.Builder;
import dev.mlirj.ir.FoldResult;
import dev.mlirj.ir.Folding;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.OpResult;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.affine.AffineBinaryOpExpr;
import dev.mlirj.ir.affine.AffineConstantExpr;
import dev.mlirj.ir.affine.AffineDimExpr;
import dev.mlirj.ir.affine.AffineExpr;
import dev.mlirj.ir.affine.AffineExprKind;
import dev.mlirj.ir.affine.AffineMap;
import dev.mlirj.ir.affine.AffineSymbolExpr;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code affine.apply}'s fold hook and MLIR 19's {@code affine::makeComposedFoldedAffineApply}: constant operands
 * folded into the map, {@code affine.apply} producers composed in, the map canonicalized
 * ({@link AffineMapCanonicalization}), and the result either an existing value or constant (nothing created) or a
 * new {@code affine.apply}.
 */
public final class AffineApplyFolding {
    private AffineApplyFolding() {
    }

    /**
     * {@code affine.apply}'s fold: a map that is a single dimension or symbol folds to that operand; a map whose
     * used operands are all constant folds to its value.
     */
    static boolean fold(Operation op, MlirContext context, List<Attribute> constants, List<FoldResult> results) {
        AffineMap map = AffineApplyOp.map(op);
        AffineExpr expr = map.result(0);
        if (expr instanceof AffineDimExpr d) {
            return results.add(FoldResult.of(AffineApplyOp.mapOperands(op).get(d.position())));
        }
        if (expr instanceof AffineSymbolExpr s) {
            return results.add(FoldResult.of(AffineApplyOp.mapOperands(op).get(map.numDims() + s.position())));
        }
        long[] dims = new long[map.numDims()];
        long[] symbols = new long[map.numSymbols()];
        for (int i = 0; i < map.numInputs(); i++) {
            boolean used = i < map.numDims() ? expr.isFunctionOfDim(i) : expr.isFunctionOfSymbol(i - map.numDims());
            if (!used) {
                continue;
            }
            if (!(constants.get(i) instanceof IntegerAttr c)) {
                return false;
            }
            if (i < map.numDims()) {
                dims[i] = c.value().longValue();
            } else {
                symbols[i - map.numDims()] = c.value().longValue();
            }
        }
        long[] value = map.evaluate(dims, symbols);
        return value != null && results.add(FoldResult.of(IntegerAttr.of(IndexType.INSTANCE, value[0])));
    }

    /**
     * The single-result {@code expr} over symbols {@code s0...} (and no dimensions) applied to {@code operands}
     * (one per symbol, each an index value or an {@link IntegerAttr}), composed and folded; an {@code affine.apply}
     * is created at {@code b}'s insertion point only when the result is neither constant nor an existing value.
     */
    public static FoldResult makeComposedFoldedAffineApply(Builder b, Location location,
                                                           AffineExpr expr, List<FoldResult> operands) {
        return makeComposedFoldedAffineApply(b, location,
                new AffineMap(0, operands.size(), List.of(expr)), operands);
    }

    /** As {@link #makeComposedFoldedAffineApply(Builder, Location, AffineExpr, List)} for a map. */
    public static FoldResult makeComposedFoldedAffineApply(Builder b, Location location,
                                                           AffineMap map, List<FoldResult> operands) {
        MlirContext context = b.context();
        List<Value> values = new ArrayList<>();
        AffineMap folded = foldAttributesIntoMap(map, operands, values);
        AffineMap composed = AffineMapCanonicalization.compose(folded, values);
        Builder detached = new Builder(context) {
            @Override
            public Operation insert(Operation op) {
                return op;
            }
        };
        Operation apply = ((OpResult) Affine.apply(detached, location, composed, values)).owner();
        List<FoldResult> results = new ArrayList<>();
        if (Folding.fold(apply, context, results) && results.size() == 1) {
            apply.erase();
            return results.getFirst();
        }
        b.insert(apply);
        return FoldResult.of(apply.result(0));
    }

    /**
     * MLIR 19's {@code makeComposedFoldedAffineMin} over the identity map of {@code operands}: the constants folded
     * into the map, the values as symbols where valid (else dimensions), repeated ones merged; a single remaining
     * operand is the result, all-constant results fold to their minimum, otherwise an {@code affine.min} is created.
     * Unlike MLIR, {@code affine.apply} producers are not composed into the map.
     */
    public static FoldResult makeComposedFoldedAffineMin(Builder b, Location location,
                                                         List<FoldResult> operands) {
        List<AffineExpr> results = new ArrayList<>();
        List<Value> values = new ArrayList<>();
        for (FoldResult operand : operands) {
            if (operand.attribute() != null) {
                results.add(AffineExpr.constant(((IntegerAttr) operand.attribute()).value().longValue()));
            } else {
                results.add(AffineExpr.dim(values.size()));
                values.add(operand.value());
            }
        }
        AffineMap map = AffineMapCanonicalization.canonicalizeMultiResult(new AffineMap(values.size(), 0, results),
                values);
        if (map.numResults() == 1 && map.numInputs() == 1 && map.result(0).equals(
                map.numDims() == 1 ? AffineExpr.dim(0) : AffineExpr.symbol(0))) {
            return FoldResult.of(values.getFirst());
        }
        if (map.results().stream().allMatch(e -> e instanceof AffineConstantExpr)) {
            long min = map.results().stream().mapToLong(e -> ((AffineConstantExpr) e).value()).min().orElseThrow();
            return FoldResult.of(IntegerAttr.of(IndexType.INSTANCE, min));
        }
        return FoldResult.of(Affine.min(b, location, map, values));
    }

    /** MLIR's {@code foldAttributesIntoMap}: constant operands become constants of the map; the rest go to values. */
    static AffineMap foldAttributesIntoMap(AffineMap map, List<FoldResult> operands, List<Value> values) {
        List<AffineExpr> dims = new ArrayList<>();
        List<AffineExpr> symbols = new ArrayList<>();
        int numDims = 0;
        int numSymbols = 0;
        for (int i = 0; i < map.numInputs(); i++) {
            FoldResult operand = operands.get(i);
            boolean isDim = i < map.numDims();
            AffineExpr replacement;
            if (operand.attribute() != null) {
                replacement = AffineExpr.constant(((IntegerAttr) operand.attribute()).value().longValue());
            } else {
                replacement = isDim ? AffineExpr.dim(numDims++) : AffineExpr.symbol(numSymbols++);
                values.add(operand.value());
            }
            (isDim ? dims : symbols).add(replacement);
        }
        return map.replaceDimsAndSymbols(dims, symbols, numDims, numSymbols);
    }

    /**
     * MLIR's {@code simplifyAffineExpr} for the expressions it can flatten into a sum of multiples of dimensions and
     * symbols plus a constant (sums and products by constants); others are kept as they are (mlirj does not
     * flatten divisions, modulos or products of symbols, which MLIR also rewrites).
     */
    static AffineExpr simplify(AffineExpr expr, int numDims, int numSymbols) {
        long[] flat = new long[numDims + numSymbols + 1];
        if (!flatten(expr, numDims, flat, 1)) {
            return expr;
        }
        AffineExpr result = AffineExpr.constant(0);
        for (int j = 0; j < numDims + numSymbols; j++) {
            if (flat[j] != 0) {
                AffineExpr id = j < numDims ? AffineExpr.dim(j) : AffineExpr.symbol(j - numDims);
                result = result.add(id.mul(flat[j]));
            }
        }
        long constant = flat[flat.length - 1];
        return constant != 0 ? result.add(constant) : result;
    }

    private static boolean flatten(AffineExpr expr, int numDims, long[] flat, long factor) {
        switch (expr) {
            case AffineConstantExpr c -> flat[flat.length - 1] += factor * c.value();
            case AffineDimExpr d -> flat[d.position()] += factor;
            case AffineSymbolExpr s -> flat[numDims + s.position()] += factor;
            case AffineBinaryOpExpr b when b.kind() == AffineExprKind.ADD -> {
                return flatten(b.lhs(), numDims, flat, factor) && flatten(b.rhs(), numDims, flat, factor);
            }
            case AffineBinaryOpExpr b
                    when b.kind() == AffineExprKind.MUL && b.rhs() instanceof AffineConstantExpr c -> {
                return flatten(b.lhs(), numDims, flat, factor * c.value());
            }
            default -> {
                return false;
            }
        }
        return true;
    }
}

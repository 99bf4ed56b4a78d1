package dev.mlirj.conversion.affinetostandard;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.ir.Diagnostic;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.affine.AffineMap;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import java.util.List;
import java.util.function.Consumer;

/**
 * Helpers the affine lowering patterns share: MLIR's {@code lowerAffineMapMax}/{@code lowerAffineMapMin} (expand a
 * map, then reduce its results with {@code arith.maxsi}/{@code minsi} left to right, {@code buildMinMaxReductionSeq})
 * and the construction of operations by name at the rewriter's insertion point. An expansion that fails reports
 * its error at the operation to {@code errors} and returns null.
 */
final class Lowering {
    private Lowering() {
    }

    /** The values of {@code map}'s results over {@code operands}, or null after reporting why not. */
    static List<Value> expand(ConversionPatternRewriter rewriter, Operation op, AffineMap map, List<Value> operands,
                              Consumer<Diagnostic> errors) {
        String[] error = new String[1];
        List<Value> values = AffineApplyExpander.expandMap(rewriter, op.location(), map, operands,
                error);
        if (values == null) {
            errors.accept(Diagnostic.error(op.location(), error[0]));
        }
        return values;
    }

    /**
     * The smallest ({@code min}) or largest of {@code map}'s results over {@code operands}, or null after reporting
     * why not (or for a map without results).
     */
    static Value minMax(ConversionPatternRewriter rewriter, Operation op, AffineMap map, List<Value> operands,
                        boolean min, Consumer<Diagnostic> errors) {
        List<Value> values = expand(rewriter, op, map, operands, errors);
        if (values == null || values.isEmpty()) {
            return null;
        }
        Value value = values.getFirst();
        for (Value next : values.subList(1, values.size())) {
            value = min ? Arith.minsi(rewriter, op.location(), value, next)
                    : Arith.maxsi(rewriter, op.location(), value, next);
        }
        return value;
    }

    /** A new operation state for {@code name} at {@code location}. */
    static OperationState state(ConversionPatternRewriter rewriter, String name, Location location) {
        return new OperationState(rewriter.context().operationName(name), location);
    }
}

package dev.mlirj.conversion.vectortoscf;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.arith.CmpIPredicate;
import dev.mlirj.dialect.scf.Scf;
import dev.mlirj.dialect.vector.PrintOp;
import dev.mlirj.dialect.vector.PrintPunctuation;
import dev.mlirj.dialect.vector.Vector;
import dev.mlirj.ir.Builder;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.VectorType;
import dev.mlirj.transforms.greedy.PatternRewriter;
import dev.mlirj.transforms.greedy.RewritePattern;
import java.util.ArrayList;
import java.util.List;

/**
 * MLIR 19's {@code DecomposePrintOpConversion}: {@code vector.print} of a fixed-size vector becomes scalar prints.
 * A vector of rank other than 1 is first flattened with {@code vector.shape_cast}; then, per dimension, an
 * {@code open} punctuation, an {@code scf.for} over the dimension whose body holds the next dimension's nest (the
 * innermost: {@code vector.extractelement} at the row-major flat index, built as {@code i_last + i_d * stride_d}
 * from the inner dimensions outwards, and {@code vector.print} of it without punctuation) followed by a
 * {@code comma} under {@code scf.if} the index is below the last ({@code arith.cmpi ult}), and a {@code close}.
 * A print of the original op's punctuation follows (a newline by default; also {@code no_punctuation}, which
 * prints nothing, as MLIR emits it); scalable vectors are left.
 */
final class DecomposePrintOpLowering extends RewritePattern {
    DecomposePrintOpLowering() {
        super(PrintOp.NAME);
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
        if (!(PrintOp.source(op) instanceof Value source) || !(source.type() instanceof VectorType type)
                || type.scalable().contains(true)) {
            return rewriter.notifyMatchFailure(op, "not a print of a fixed-size vector");
        }
        Location loc = op.location();
        Value vector = source;
        List<Long> shape = type.rank() == 0 ? List.of(1L) : type.shape();
        if (type.rank() != 1) {
            long count = shape.stream().reduce(1L, (a, b) -> a * b);
            vector = Vector.shapeCast(rewriter, loc, vector, VectorType.of(List.of(count), type.elementType()));
        }
        nest(rewriter, loc, vector, shape, new ArrayList<>());
        Vector.print(rewriter, loc, null, PrintOp.punctuation(op));
        rewriter.eraseOp(op);
        return true;
    }

    /** The loop over dimension {@code ivs.size()}, bracketed by open and close, at {@code b}'s insertion point. */
    private static void nest(Builder b, Location loc, Value flat, List<Long> shape, List<Value> ivs) {
        int d = ivs.size();
        Value lower = Arith.constant(b, loc, IndexType.INSTANCE, 0);
        Value upper = Arith.constant(b, loc, IndexType.INSTANCE, shape.get(d));
        Value step = Arith.constant(b, loc, IndexType.INSTANCE, 1);
        Value last = Arith.constant(b, loc, IndexType.INSTANCE, shape.get(d) - 1);
        Vector.print(b, loc, null, PrintPunctuation.OPEN);
        Scf.for_(b, loc, lower, upper, step, List.of(), (body, args) -> {
            List<Value> inner = new ArrayList<>(ivs);
            inner.add(args.getFirst());
            if (d + 1 < shape.size()) {
                nest(body, loc, flat, shape, inner);
            } else {
                Value index = flatIndex(body, loc, shape, inner);
                Value element = Vector.extractElement(body, loc, flat, index);
                Vector.print(body, loc, element, PrintPunctuation.NO_PUNCTUATION);
            }
            Value notLast = Arith.cmpi(body, loc, CmpIPredicate.ULT, args.getFirst(), last);
            Scf.if_(body, loc, notLast, List.of(), (then, none) -> {
                Vector.print(then, loc, null, PrintPunctuation.COMMA);
                return List.of();
            }, null);
            return List.of();
        });
        Vector.print(b, loc, null, PrintPunctuation.CLOSE);
    }

    /** {@code i_last + i_(n-2) * stride + ...}, inner dimensions first. */
    private static Value flatIndex(Builder b, Location loc, List<Long> shape, List<Value> ivs) {
        Value index = ivs.getLast();
        long stride = 1;
        for (int d = shape.size() - 2; d >= 0; d--) {
            stride *= shape.get(d + 1);
            Value scaled = Arith.muli(b, loc, ivs.get(d),
                    Arith.constant(b, loc, IndexType.INSTANCE, stride));
            index = Arith.addi(b, loc, index, scaled);
        }
        return index;
    }
}

package dev.mlirj.conversion.mathtolibm;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.math.Math;
import dev.mlirj.dialect.math.MathOps;
import dev.mlirj.dialect.vector.Vector;
import dev.mlirj.ir.DenseElementsAttr;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.VectorType;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import dev.mlirj.transforms.dialectconversion.OpConversionPattern;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * A math operation on vectors unrolled into the same operation on each element, as MLIR 19's
 * {@code VecOpToScalarOp} (of {@code MathToLibm}, and of {@code MathToFuncs}, which uses this class too): the result
 * starts as an {@code arith.constant} of zeros of the vector type; for each element in row-major order, every
 * operand's element is taken out with {@code vector.extract}, the scalar operation is built (without fast-math
 * flags, as MLIR builds it; the conversion then lowers it to a call) and its result put in with
 * {@code vector.insert}. A 0-D vector is one element at the empty position. Scalable vectors are refused: MLIR 19
 * unrolls them into their minimum element count, which computes only part of the vector when {@code vscale > 1};
 * mlirj leaves the operation to fail legalization instead. Immutable.
 */
public final class VecOpToScalarOp extends OpConversionPattern {
    /** Unrolls {@code opName} (e.g. {@code math.sin}) when its result is a vector. */
    public VecOpToScalarOp(String opName) {
        super(opName, null);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        if (!(MathOps.result(op).type() instanceof VectorType type)) {
            return rewriter.notifyMatchFailure(op, "not a vector operation");
        }
        if (type.isScalable()) {
            return rewriter.notifyMatchFailure(op, "a scalable vector has no fixed number of elements to unroll");
        }
        Location loc = op.location();
        Value result = Arith.constant(rewriter, loc,
                new DenseElementsAttr(type, List.of(BigInteger.ZERO), true));
        long count = type.elementCount();
        for (long linear = 0; linear < count; linear++) {
            List<Long> position = delinearize(linear, type.shape());
            Value[] elements = new Value[adaptor.operands().size()];
            for (int i = 0; i < elements.length; i++) {
                elements[i] = Vector.extract(rewriter, loc, adaptor.operands().get(i), position);
            }
            Value scalar = Math.op(rewriter, loc, op.name().fullName(), elements);
            result = Vector.insert(rewriter, loc, scalar, result, position);
        }
        rewriter.replaceOp(op, List.of(result));
        return true;
    }

    /** The row-major position of element {@code linear} of a vector of {@code shape}. */
    private static List<Long> delinearize(long linear, List<Long> shape) {
        List<Long> position = new ArrayList<>(shape);
        long rest = linear;
        for (int d = shape.size() - 1; d >= 0; d--) {
            position.set(d, rest % shape.get(d));
            rest /= shape.get(d);
        }
        return position;
    }

    @Override
    public String debugName() {
        return "VecOpToScalarOp<" + rootName() + ">";
    }
}

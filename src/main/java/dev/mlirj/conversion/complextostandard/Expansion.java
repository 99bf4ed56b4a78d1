package dev.mlirj.conversion.complextostandard;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.arith.CmpFPredicate;
import dev.mlirj.dialect.arith.FastMathFlagsAttr;
import dev.mlirj.dialect.math.Math;
import dev.mlirj.ir.FloatAttr;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;

/**
 * Builds the scalar arithmetic of one long expansion ({@code mul}, {@code div}) at the rewriter's insertion point
 * and the expanded operation's location: float arithmetic and absolute values with the operation's fast-math
 * flags, comparisons, {@code copysign}, selects and boolean operations with none, as MLIR 19's patterns do.
 *
 * @param op       the operation being expanded
 * @param rewriter where to build
 * @param fmf      the operation's fast-math flags
 */
record Expansion(Operation op, ConversionPatternRewriter rewriter, FastMathFlagsAttr fmf) {
    /** An expansion of {@code op} with its own flags. */
    Expansion(Operation op, ConversionPatternRewriter rewriter) {
        this(op, rewriter, Parts.fastmath(op));
    }

    /** {@code arith.addf} with the flags. */
    Value addf(Value a, Value b) {
        return Arith.addf(rewriter, op.location(), a, b, fmf);
    }

    /** {@code arith.subf} with the flags. */
    Value subf(Value a, Value b) {
        return Arith.subf(rewriter, op.location(), a, b, fmf);
    }

    /** {@code arith.mulf} with the flags. */
    Value mulf(Value a, Value b) {
        return Arith.mulf(rewriter, op.location(), a, b, fmf);
    }

    /** {@code arith.divf} with the flags. */
    Value divf(Value a, Value b) {
        return Arith.divf(rewriter, op.location(), a, b, fmf);
    }

    /** {@code arith.maximumf} with the flags. */
    Value maximumf(Value a, Value b) {
        return Arith.maximumf(rewriter, op.location(), a, b, fmf);
    }

    /** {@code arith.minimumf} with the flags. */
    Value minimumf(Value a, Value b) {
        return Arith.minimumf(rewriter, op.location(), a, b, fmf);
    }

    /** {@code math.absf} with the flags. */
    Value abs(Value x) {
        return Math.absf(rewriter, op.location(), x, fmf);
    }

    /** {@code arith.cmpf} without flags. */
    Value cmp(CmpFPredicate predicate, Value a, Value b) {
        return Arith.cmpf(rewriter, op.location(), predicate, a, b);
    }

    /** {@code arith.andi} of two booleans. */
    Value andi(Value a, Value b) {
        return Arith.andi(rewriter, op.location(), a, b);
    }

    /** {@code arith.ori} of two booleans. */
    Value ori(Value a, Value b) {
        return Arith.ori(rewriter, op.location(), a, b);
    }

    /** {@code arith.xori} of two booleans. */
    Value xori(Value a, Value b) {
        return Arith.xori(rewriter, op.location(), a, b);
    }

    /** {@code arith.select}. */
    Value select(Value c, Value a, Value b) {
        return Arith.select(rewriter, op.location(), c, a, b);
    }

    /** {@code math.copysign} without flags. */
    Value copysign(Value a, Value b) {
        return Math.copysign(rewriter, op.location(), a, b);
    }

    /** {@code math.copysign} with the flags. */
    Value copysignWithFlags(Value a, Value b) {
        return Math.copysign(rewriter, op.location(), a, b, fmf);
    }

    /** {@code arith.constant} of {@code value} in {@code type}. */
    Value constant(FloatType type, double value) {
        return Parts.constant(rewriter, op, type, value);
    }

    /** {@code arith.constant} of positive infinity in {@code type}. */
    Value infinity(FloatType type) {
        return Arith.constant(rewriter, op.location(),
                new FloatAttr(type, type.semantics().infinity(false)));
    }

    /** {@code arith.constant} of negative infinity in {@code type}. */
    Value negativeInfinity(FloatType type) {
        return Arith.constant(rewriter, op.location(),
                new FloatAttr(type, type.semantics().infinity(true)));
    }

    /** {@code arith.constant} of APFloat's default NaN (positive, quiet) in {@code type}. */
    Value nan(FloatType type) {
        var semantics = type.semantics();
        return Arith.constant(rewriter, op.location(),
                new FloatAttr(type, semantics.infinity(false).setBit(semantics.mantissaBits() - 1)));
    }

    /** {@code arith.cmpf} with the flags. */
    Value cmpWithFlags(CmpFPredicate predicate, Value a, Value b) {
        return Arith.cmpf(rewriter, op.location(), predicate, a, b, fmf);
    }

    /** {@code math.sin} with the flags. */
    Value sin(Value x) {
        return Math.sin(rewriter, op.location(), x, fmf);
    }

    /** {@code math.cos} with the flags. */
    Value cos(Value x) {
        return Math.cos(rewriter, op.location(), x, fmf);
    }

    /** {@code math.exp} with the flags. */
    Value exp(Value x) {
        return Math.exp(rewriter, op.location(), x, fmf);
    }

    /** {@code math.expm1} with the flags. */
    Value expm1(Value x) {
        return Math.expm1(rewriter, op.location(), x, fmf);
    }

    /** {@code math.log} with the flags. */
    Value log(Value x) {
        return Math.log(rewriter, op.location(), x, fmf);
    }

    /** {@code math.atan2} with the flags. */
    Value atan2(Value y, Value x) {
        return Math.atan2(rewriter, op.location(), y, x, fmf);
    }

    /** {@code math.powf} with the flags. */
    Value powf(Value base, Value exponent) {
        return Math.powf(rewriter, op.location(), base, exponent, fmf);
    }

    /** Whether the flags include both {@code nnan} and {@code ninf}. */
    boolean noNaNsNoInfs() {
        return fmf.has(FastMathFlagsAttr.NNAN | FastMathFlagsAttr.NINF);
    }

    /** {@code arith.constant true}. */
    Value trueValue() {
        return Arith.constant(rewriter, op.location(),
                dev.mlirj.ir.IntegerType.of(1), 1);
    }
}

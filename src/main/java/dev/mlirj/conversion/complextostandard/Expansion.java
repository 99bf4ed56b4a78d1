package dev.mlirj.conversion.complextostandard;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.arith.CmpFPredicate;
import dev.mlirj.dialect.arith.FastMathFlagsAttr;
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

    /** {@code arith.<mnemonic>} ({@code addf subf mulf divf}) with the flags. */
    Value f(String mnemonic, Value a, Value b) {
        return Parts.arith(rewriter, op, mnemonic, a, b, fmf);
    }

    /** {@code math.absf} with the flags. */
    Value abs(Value x) {
        return Parts.math(rewriter, op, "absf", fmf, x);
    }

    /** {@code arith.cmpf} without flags. */
    Value cmp(CmpFPredicate predicate, Value a, Value b) {
        return Arith.cmpf(rewriter, op.location(), predicate, a, b);
    }

    /** {@code arith.<mnemonic>} ({@code andi ori xori}) of two booleans. */
    Value bool(String mnemonic, Value a, Value b) {
        return Arith.binary(rewriter, op.location(), mnemonic, a, b);
    }

    /** {@code arith.select}. */
    Value select(Value c, Value a, Value b) {
        return Arith.select(rewriter, op.location(), c, a, b);
    }

    /** {@code math.copysign} without flags. */
    Value copysign(Value a, Value b) {
        return Parts.math(rewriter, op, "copysign", FastMathFlagsAttr.NONE, a, b);
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

    /** {@code math.<mnemonic>} with the flags. */
    Value math(String mnemonic, Value... operands) {
        return Parts.math(rewriter, op, mnemonic, fmf, operands);
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

package dev.mlirj.dialect.arith;

import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.FloatAttr;
import dev.mlirj.ir.FoldResult;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpFolder;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Type;
import java.math.BigInteger;
import java.util.List;
import java.util.function.BinaryOperator;

/**
 * The arith fold hooks mlirj has: {@code arith.constant} folds to its value; {@code addi}, {@code subi} and
 * {@code muli} on scalar integers and indices fold two constants (wrapping at the type's width, an index as 64
 * bits) and MLIR's identities {@code x + 0}, {@code x - 0}, {@code x - x}, {@code x * 1}, {@code x * 0};
 * {@code index_cast}/{@code index_castui} of a constant; {@code mulf} by 1.0, {@code addf} of -0.0, {@code subf}
 * of 0.0 (float constants are not computed). MLIR 19 folds more (vectors, floats, the other operations,
 * reassociations such as {@code (a - b) + b}); those are not reproduced.
 */
final class ArithFolders {
    private ArithFolders() {
    }

    /** {@code definition} with its fold hook, when mlirj has one for it. */
    static OpDefinition withFolder(OpDefinition definition) {
        OpFolder hook = switch (definition.name()) {
            case ConstantOp.NAME -> (op, context, operands, results) -> results.add(FoldResult.of(
                    ConstantOp.value(op)));
            case BinaryOps.ADDI -> (op, x, c, r) -> foldBinary(op, c, r, BigInteger::add, 0, false);
            case BinaryOps.SUBI -> ArithFolders::foldSubi;
            case BinaryOps.MULI -> (op, x, c, r) -> foldBinary(op, c, r, BigInteger::multiply, 1, true);
            case CastOps.INDEX_CAST -> (op, x, c, r) -> foldIndexCast(op, c, r, false);
            case CastOps.INDEX_CASTUI -> (op, x, c, r) -> foldIndexCast(op, c, r, true);
            case BinaryOps.MULF -> (op, x, c, r) -> foldFloatIdentity(op, c, r, 1.0);
            case BinaryOps.ADDF -> (op, x, c, r) -> foldFloatIdentity(op, c, r, -0.0);
            case BinaryOps.SUBF -> (op, x, c, r) -> foldFloatIdentity(op, c, r, 0.0);
            default -> null;
        };
        return hook == null ? definition : definition.withFolder(hook);
    }

    /**
     * An integer operation: two constants computed; {@code x op identity} is {@code x}; with
     * {@code zeroAbsorbs}, {@code x op 0} is that zero operand.
     */
    private static boolean foldBinary(Operation op, List<Attribute> constants, List<FoldResult> results,
                                      BinaryOperator<BigInteger> function, long identity, boolean zeroAbsorbs) {
        Type type = BinaryOps.result(op).type();
        if (!(type instanceof IntegerType || type instanceof IndexType)) {
            return false;
        }
        BigInteger lhs = constants.get(0) instanceof IntegerAttr a ? a.value() : null;
        BigInteger rhs = constants.get(1) instanceof IntegerAttr a ? a.value() : null;
        if (lhs != null && rhs != null) {
            return results.add(FoldResult.of(wrap(type, function.apply(lhs, rhs))));
        }
        if (rhs != null && rhs.longValue() == identity && rhs.bitLength() < 64) {
            return results.add(FoldResult.of(BinaryOps.lhs(op)));
        }
        if (zeroAbsorbs && rhs != null && rhs.signum() == 0) {
            return results.add(FoldResult.of(BinaryOps.rhs(op)));
        }
        return false;
    }

    private static boolean foldSubi(Operation op, MlirContext context, List<Attribute> constants,
                                    List<FoldResult> results) {
        Type type = BinaryOps.result(op).type();
        if (!(type instanceof IntegerType || type instanceof IndexType)) {
            return false;
        }
        if (BinaryOps.lhs(op) == BinaryOps.rhs(op)) {
            return results.add(FoldResult.of(wrap(type, BigInteger.ZERO)));
        }
        return foldBinary(op, constants, results, BigInteger::subtract, 0, false);
    }

    /** A constant scalar cast to or from {@code index}: sign-extended or truncated ({@code ui}: zero-extended). */
    private static boolean foldIndexCast(Operation op, List<Attribute> constants, List<FoldResult> results,
                                         boolean unsigned) {
        Type from = CastOps.in(op).type();
        Type to = CastOps.out(op).type();
        if (!(constants.get(0) instanceof IntegerAttr c) || !(to instanceof IntegerType || to instanceof IndexType)) {
            return false;
        }
        BigInteger value = c.value();
        if (unsigned) {
            int width = from instanceof IntegerType t ? t.width() : 64;
            value = value.mod(BigInteger.ONE.shiftLeft(width));
        }
        return results.add(FoldResult.of(wrap(to, value)));
    }

    /** {@code x op identity} is {@code x} for a scalar float constant {@code identity} (bit for bit: -0.0 differs). */
    private static boolean foldFloatIdentity(Operation op, List<Attribute> constants, List<FoldResult> results,
                                             double identity) {
        if (!(constants.get(1) instanceof FloatAttr f)) {
            return false;
        }
        long bits = switch (f.type().kind()) {
            case F64 -> Double.doubleToRawLongBits(identity) & Long.MAX_VALUE;
            case F32 -> Float.floatToRawIntBits((float) identity) & 0xFFFFFFFFL;
            case F16 -> identity == 1.0 ? 0x3C00 : identity == 0.0 && 1 / identity > 0 ? 0 : 0x8000;
            case BF16 -> identity == 1.0 ? 0x3F80 : identity == 0.0 && 1 / identity > 0 ? 0 : 0x8000;
            default -> -1;
        };
        boolean negativeZero = f.type().kind() == dev.mlirj.ir.FloatType.Kind.F64
                && Double.doubleToRawLongBits(identity) < 0;
        java.math.BigInteger expected = negativeZero ? java.math.BigInteger.ONE.shiftLeft(63)
                : java.math.BigInteger.valueOf(bits);
        return bits >= 0 && f.bits().equals(expected) && results.add(FoldResult.of(BinaryOps.lhs(op)));
    }

    /** {@code value} wrapped to {@code type}'s width, read as signed ({@code i1} as 0 or 1), as MLIR prints it. */
    static IntegerAttr wrap(Type type, BigInteger value) {
        int width = type instanceof IntegerType t ? t.width() : 64;
        BigInteger modulus = BigInteger.ONE.shiftLeft(width);
        BigInteger v = value.mod(modulus);
        if (width > 1 && v.testBit(width - 1)) {
            v = v.subtract(modulus);
        }
        return new IntegerAttr(type, v);
    }
}

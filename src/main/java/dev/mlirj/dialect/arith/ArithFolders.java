package dev.mlirj.dialect.arith;

import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.FloatAttr;
import dev.mlirj.ir.FoldResult;
import dev.mlirj.ir.Folding;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpFolder;
import dev.mlirj.ir.OpResult;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import java.math.BigInteger;
import java.util.List;
import java.util.function.BinaryOperator;

/**
 * The arith fold hooks mlirj has: {@code arith.constant} folds to its value; {@code addi}, {@code subi} and
 * {@code muli} on scalar integers and indices fold two constants (wrapping at the type's width, an index as 64
 * bits) and MLIR's identities {@code x + 0}, {@code x - 0}, {@code x - x}, {@code x * 1}, {@code x * 0};
 * {@code index_cast}/{@code index_castui} of a constant; {@code mulf} by 1.0, {@code addf} of -0.0, {@code subf}
 * of 0.0 (float constants are not computed); {@code andi} as MLIR 19 ({@code x & 0}, {@code x & -1}, {@code x & ~x}, two
 * constants); {@code ori} ({@code x | 0}, {@code x | -1}, two constants); {@code cmpi} of equal operands or two constants, and with a constant left operand moved to the right
 * (in place, the predicate swapped). MLIR 19 folds more (vectors, floats, the other operations,
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
            case BinaryOps.ANDI -> ArithFolders::foldAndi;
            case BinaryOps.ORI -> ArithFolders::foldOri;
            case CmpOps.CMPI -> ArithFolders::foldCmpi;
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

    /**
     * MLIR 19's {@code AndIOp::fold}, in its order: {@code x & 0} is that zero, {@code x & -1} is {@code x},
     * {@code x & (x ^ -1)} and {@code (x ^ -1) & x} are 0, two constants are computed (scalars only).
     */
    private static boolean foldAndi(Operation op, MlirContext context, List<Attribute> constants,
                                    List<FoldResult> results) {
        Type type = BinaryOps.result(op).type();
        if (!(type instanceof IntegerType || type instanceof IndexType)) {
            return false;
        }
        Value lhs = BinaryOps.lhs(op);
        Value rhs = BinaryOps.rhs(op);
        BigInteger rhsConstant = constants.get(1) instanceof IntegerAttr a ? a.value() : null;
        if (rhsConstant != null && rhsConstant.signum() == 0) {
            return results.add(FoldResult.of(rhs));
        }
        if (rhsConstant != null && isAllOnes(type, rhsConstant)) {
            return results.add(FoldResult.of(lhs));
        }
        if (isNotOf(rhs, lhs) || isNotOf(lhs, rhs)) {
            return results.add(FoldResult.of(wrap(type, BigInteger.ZERO)));
        }
        BigInteger lhsConstant = constants.get(0) instanceof IntegerAttr a ? a.value() : null;
        if (lhsConstant != null && rhsConstant != null) {
            return results.add(FoldResult.of(wrap(type, lhsConstant.and(rhsConstant))));
        }
        return false;
    }

    /**
     * MLIR 19's {@code OrIOp::fold} on scalars: {@code x | 0} is {@code x}, {@code x | -1} is that -1, two constants
     * are computed. (MLIR's {@code x | ~x} and {@code (a ^ b) | b}-style folds are not reproduced.)
     */
    private static boolean foldOri(Operation op, MlirContext context, List<Attribute> constants,
                                   List<FoldResult> results) {
        Type type = BinaryOps.result(op).type();
        if (!(type instanceof IntegerType || type instanceof IndexType)) {
            return false;
        }
        BigInteger rhsConstant = constants.get(1) instanceof IntegerAttr a ? a.value() : null;
        if (rhsConstant != null && rhsConstant.signum() == 0) {
            return results.add(FoldResult.of(BinaryOps.lhs(op)));
        }
        if (rhsConstant != null && isAllOnes(type, rhsConstant)) {
            return results.add(FoldResult.of(BinaryOps.rhs(op)));
        }
        BigInteger lhsConstant = constants.get(0) instanceof IntegerAttr a ? a.value() : null;
        if (lhsConstant != null && rhsConstant != null) {
            return results.add(FoldResult.of(wrap(type, lhsConstant.or(rhsConstant))));
        }
        return false;
    }

    /** Whether {@code value} is {@code arith.xori %x, -1} of {@code x}. */
    private static boolean isNotOf(Value value, Value x) {
        if (!(value instanceof OpResult r) || !r.owner().name().fullName().equals(BinaryOps.XORI)
                || BinaryOps.lhs(r.owner()) != x) {
            return false;
        }
        return Folding.constantValue(BinaryOps.rhs(r.owner())) instanceof IntegerAttr c && isAllOnes(x.type(), c.value());
    }

    private static boolean isAllOnes(Type type, BigInteger value) {
        return wrap(type, value).value().equals(wrap(type, BigInteger.ONE.negate()).value());
    }

    /**
     * MLIR 19's {@code CmpIOp::fold} on scalars: equal operands give the predicate's answer for equality; a constant
     * left operand with a non-constant right one is moved to the right, the predicate swapped ({@code slt} becomes
     * {@code sgt}; an in-place fold); two constants are compared. (MLIR's folds of {@code extsi}/{@code extui} of an
     * {@code i1} compared with 0 are not reproduced.)
     */
    private static boolean foldCmpi(Operation op, MlirContext context, List<Attribute> constants,
                                    List<FoldResult> results) {
        Value lhs = CmpOps.lhs(op);
        Type type = lhs.type();
        CmpIPredicate predicate = CmpOps.cmpiPredicate(op);
        if (!(type instanceof IntegerType || type instanceof IndexType) || predicate == null) {
            return false;
        }
        IntegerType i1 = IntegerType.of(1);
        if (lhs == CmpOps.rhs(op)) {
            boolean answer = switch (predicate) {
                case EQ, SLE, SGE, ULE, UGE -> true;
                default -> false;
            };
            return results.add(FoldResult.of(wrap(i1, answer ? BigInteger.ONE : BigInteger.ZERO)));
        }
        IntegerAttr a = constants.get(0) instanceof IntegerAttr c ? c : null;
        IntegerAttr b = constants.get(1) instanceof IntegerAttr c ? c : null;
        if (a != null && b == null) {
            CmpIPredicate swapped = switch (predicate) {
                case EQ, NE -> predicate;
                case SLT -> CmpIPredicate.SGT;
                case SLE -> CmpIPredicate.SGE;
                case SGT -> CmpIPredicate.SLT;
                case SGE -> CmpIPredicate.SLE;
                case ULT -> CmpIPredicate.UGT;
                case ULE -> CmpIPredicate.UGE;
                case UGT -> CmpIPredicate.ULT;
                case UGE -> CmpIPredicate.ULE;
            };
            op.setOperands(List.of(CmpOps.rhs(op), lhs));
            op.setAttribute(CmpOps.PREDICATE, IntegerAttr.of(IntegerType.of(64), swapped.value()));
            return true;
        }
        if (a == null) {
            return false;
        }
        int width = type instanceof IntegerType t ? t.width() : 64;
        BigInteger x = wrap(type, a.value()).value();
        BigInteger y = wrap(type, b.value()).value();
        BigInteger modulus = BigInteger.ONE.shiftLeft(width);
        BigInteger ux = x.signum() < 0 ? x.add(modulus) : x;
        BigInteger uy = y.signum() < 0 ? y.add(modulus) : y;
        boolean answer = switch (predicate) {
            case EQ -> x.equals(y);
            case NE -> !x.equals(y);
            case SLT -> x.compareTo(y) < 0;
            case SLE -> x.compareTo(y) <= 0;
            case SGT -> x.compareTo(y) > 0;
            case SGE -> x.compareTo(y) >= 0;
            case ULT -> ux.compareTo(uy) < 0;
            case ULE -> ux.compareTo(uy) <= 0;
            case UGT -> ux.compareTo(uy) > 0;
            case UGE -> ux.compareTo(uy) >= 0;
        };
        return results.add(FoldResult.of(wrap(i1, answer ? BigInteger.ONE : BigInteger.ZERO)));
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

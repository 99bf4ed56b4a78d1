package dev.mlirj.dialect.arith;

import dev.mlirj.dialect.builtin.IndexType;
import dev.mlirj.dialect.builtin.IntegerAttr;
import dev.mlirj.dialect.builtin.IntegerType;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.FoldResult;
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
 * bits) and MLIR's identities {@code x + 0}, {@code x - 0}, {@code x - x}, {@code x * 1}, {@code x * 0}. MLIR 19
 * folds more (vectors, floats, the other operations, reassociations such as {@code (a - b) + b}); those are not
 * reproduced.
 */
final class ArithFolders {
    private ArithFolders() {
    }

    /** {@code definition} with its fold hook, when mlirj has one for it. */
    static OpDefinition withFolder(OpDefinition definition) {
        OpFolder hook = switch (definition.name()) {
            case ConstantOp.NAME -> (op, context, operands, results) -> results.add(FoldResult.of(
                    op.properties().get(ConstantOp.VALUE)));
            case "arith.addi" -> (op, x, c, r) -> foldBinary(op, c, r, BigInteger::add, 0, false);
            case "arith.subi" -> ArithFolders::foldSubi;
            case "arith.muli" -> (op, x, c, r) -> foldBinary(op, c, r, BigInteger::multiply, 1, true);
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
        Type type = op.result(0).type();
        if (!(type instanceof IntegerType || type instanceof IndexType)) {
            return false;
        }
        BigInteger lhs = constants.get(0) instanceof IntegerAttr a ? a.value() : null;
        BigInteger rhs = constants.get(1) instanceof IntegerAttr a ? a.value() : null;
        if (lhs != null && rhs != null) {
            return results.add(FoldResult.of(wrap(type, function.apply(lhs, rhs))));
        }
        if (rhs != null && rhs.longValue() == identity && rhs.bitLength() < 64) {
            return results.add(FoldResult.of(op.operand(0)));
        }
        if (zeroAbsorbs && rhs != null && rhs.signum() == 0) {
            return results.add(FoldResult.of(op.operand(1)));
        }
        return false;
    }

    private static boolean foldSubi(Operation op, MlirContext context, List<Attribute> constants, List<FoldResult> results) {
        Type type = op.result(0).type();
        if (!(type instanceof IntegerType || type instanceof IndexType)) {
            return false;
        }
        if (op.operand(0) == op.operand(1)) {
            return results.add(FoldResult.of(wrap(type, BigInteger.ZERO)));
        }
        return foldBinary(op, constants, results, BigInteger::subtract, 0, false);
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

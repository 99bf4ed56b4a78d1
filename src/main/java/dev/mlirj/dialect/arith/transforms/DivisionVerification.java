package dev.mlirj.dialect.arith.transforms;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.arith.ArithDialect;
import dev.mlirj.dialect.arith.BinaryOps;
import dev.mlirj.dialect.arith.CmpIPredicate;
import dev.mlirj.dialect.cf.Cf;
import dev.mlirj.interfaces.RuntimeVerifiableOpInterface;
import dev.mlirj.ir.Builder;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import java.math.BigInteger;

/**
 * Beyond MLIR (no version checks arith): the integer divisions and remainders that are undefined behaviour in LLVM
 * IR, where the hardware traps. {@code divui}, {@code remui}, {@code ceildivui}: the divisor is not 0, else
 * {@code division by zero}; {@code divsi}, {@code remsi}, {@code ceildivsi}, {@code floordivsi}: also not the most
 * negative value divided by -1, one condition {@code rhs != 0 && (lhs != MIN || rhs != -1)}, else
 * {@code division by zero or signed overflow (minimum value divided by -1)}. Built with {@code createOrFold}, so a
 * constant divisor leaves a constant condition. Scalars of integer and {@code index} type only ({@code index} taken
 * as 64 bits); vectors are not checked.
 *
 * @param signed whether the operation divides signed values
 */
public record DivisionVerification(boolean signed) implements RuntimeVerifiableOpInterface {

    /** Attaches the models to the arith divisions of {@code context}; nothing when arith is not loaded. */
    public static void registerRuntimeVerifiableOpInterfaceExternalModels(MlirContext context) {
        if (context.dialect(ArithDialect.NAMESPACE) == null) {
            return;
        }
        for (String name : new String[] {BinaryOps.DIVUI, BinaryOps.REMUI, BinaryOps.CEILDIVUI}) {
            RuntimeVerifiableOpInterface.attach(context, name, new DivisionVerification(false));
        }
        for (String name : new String[] {BinaryOps.DIVSI, BinaryOps.REMSI, BinaryOps.CEILDIVSI,
                BinaryOps.FLOORDIVSI}) {
            RuntimeVerifiableOpInterface.attach(context, name, new DivisionVerification(true));
        }
    }

    @Override
    public void generateRuntimeVerification(Operation op, Builder b, Location loc) {
        Value lhs = BinaryOps.lhs(op);
        Value rhs = BinaryOps.rhs(op);
        Type type = rhs.type();
        if (!(type instanceof IntegerType || type instanceof IndexType)) {
            return;
        }
        int width = type instanceof IntegerType t ? t.width() : 64;
        Value zero = Arith.constant(b, loc, type, 0);
        Value condition = b.createOrFold(Arith.cmpi(b, loc, CmpIPredicate.NE, rhs, zero));
        String message = "division by zero";
        if (signed) {
            long min = BigInteger.ONE.shiftLeft(width - 1).negate().longValue();
            Value minimum = Arith.constant(b, loc, type, width == 1 ? -1 : min);
            Value minusOne = Arith.constant(b, loc, type, -1);
            Value notMin = b.createOrFold(Arith.cmpi(b, loc, CmpIPredicate.NE, lhs, minimum));
            Value notMinusOne = b.createOrFold(Arith.cmpi(b, loc, CmpIPredicate.NE, rhs, minusOne));
            Value noOverflow = b.createOrFold(Arith.ori(b, loc, notMin, notMinusOne));
            condition = b.createOrFold(Arith.andi(b, loc, condition, noOverflow));
            message = "division by zero or signed overflow (minimum value divided by -1)";
        }
        Cf.assert_(b, loc, condition, RuntimeVerifiableOpInterface.generateErrorMessage(op, b.context(), message));
    }
}

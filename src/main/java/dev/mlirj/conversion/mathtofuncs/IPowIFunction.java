package dev.mlirj.conversion.mathtofuncs;

import static dev.mlirj.dialect.arith.CmpIPredicate.EQ;
import static dev.mlirj.dialect.arith.CmpIPredicate.NE;
import static dev.mlirj.dialect.arith.CmpIPredicate.SLE;

import dev.mlirj.dialect.arith.BinaryOps;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.FunctionType;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import java.util.List;

/**
 * MLIR 19's {@code createElementIPowIFunc}: {@code @__mlir_math_ipowi_iN(b, p)}, integer power by squaring. A zero
 * power gives 1; a negative power gives {@code 1 / 0} (a division by zero, as in C) for base 0, 1 for base 1,
 * {@code ±1} for base -1 by the power's parity and 0 otherwise; a positive power multiplies the squares of the
 * base its bits select, wrapping on overflow. The blocks are made in MLIR's order.
 */
final class IPowIFunction {
    private IPowIFunction() {
    }

    /** Appends the function for {@code type} to {@code module} and returns it. */
    static Operation create(MlirContext context, Operation module, IntegerType type) {
        OutlinedFunction f = new OutlinedFunction(context, module, "__mlir_math_ipowi_" + type,
                new FunctionType(List.of(type, type), List.of(type)));
        Value base = f.argument(0);
        Value power = f.argument(1);
        Block entry = f.b.insertionBlock();
        Value zero = f.constant(type, 0);
        Value one = f.constant(type, 1);
        Value minusOne = f.constant(type, -1);

        // if (p == 0) return 1;
        Value pIsZero = f.cmpi(EQ, power, zero);
        Block then = f.block();
        f.return_(one);
        Block fallthrough = f.block();
        f.at(entry);
        f.condBr(pIsZero, then, List.of(), fallthrough, List.of());

        // if (p < 0) {
        f.at(fallthrough);
        Block pIsNegBlock = fallthrough;
        Value pIsNeg = f.cmpi(SLE, power, zero);
        //   if (b == 0) return 1 / 0;
        Block bIsZeroBlock = f.block();
        Value bIsZero = f.cmpi(EQ, base, zero);
        then = f.block();
        f.return_(f.binary(BinaryOps.DIVSI, one, zero));
        fallthrough = f.block();
        f.at(bIsZeroBlock);
        f.condBr(bIsZero, then, List.of(), fallthrough, List.of());
        //   if (b == 1) return 1;
        f.at(fallthrough);
        Block bIsOneBlock = fallthrough;
        Value bIsOne = f.cmpi(EQ, base, one);
        then = f.block();
        f.return_(one);
        fallthrough = f.block();
        f.at(bIsOneBlock);
        f.condBr(bIsOne, then, List.of(), fallthrough, List.of());
        //   if (b == -1) { if (p & 1) return -1; return 1; }
        f.at(fallthrough);
        Block bIsMinusOneBlock = fallthrough;
        Value bIsMinusOne = f.cmpi(EQ, base, minusOne);
        Block pIsOddBlock = f.block();
        Value pIsOdd = f.cmpi(NE, f.binary(BinaryOps.ANDI, power, one), zero);
        then = f.block();
        f.return_(minusOne);
        fallthrough = f.block();
        f.at(pIsOddBlock);
        f.condBr(pIsOdd, then, List.of(), fallthrough, List.of());
        f.at(fallthrough);
        f.return_(one);
        fallthrough = f.block();
        f.at(bIsMinusOneBlock);
        f.condBr(bIsMinusOne, pIsOddBlock, List.of(), fallthrough, List.of());
        //   return 0;
        // }
        f.at(fallthrough);
        f.return_(zero);
        Block loopHeader = f.block(type, type, type);
        f.at(pIsNegBlock);
        f.condBr(pIsNeg, bIsZeroBlock, List.of(), loopHeader, List.of(one, base, power));

        // result = 1; while (true) { if (p & 1) result *= b; p >>= 1; if (p == 0) return result; b *= b; }
        OutlinedFunction.SquareStep step = f.squareStep(loopHeader, type, one, zero, BinaryOps.MULI);
        Value merged = step.merged();
        Value shifted = step.shifted();
        Value done = step.done();
        Block doneCheckBlock = step.block();
        Value square = loopHeader.argument(1);
        then = f.block();
        f.return_(merged);
        fallthrough = f.block();
        f.at(doneCheckBlock);
        f.condBr(done, then, List.of(), fallthrough, List.of());
        f.at(fallthrough);
        Value squared = f.binary(BinaryOps.MULI, square, square);
        f.br(loopHeader, merged, squared, shifted);
        return f.func;
    }
}

package dev.mlirj.conversion.mathtofuncs;

import static dev.mlirj.dialect.arith.CmpIPredicate.EQ;
import static dev.mlirj.dialect.arith.CmpIPredicate.SLE;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.arith.BinaryOps;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.FloatAttr;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.FunctionType;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import java.math.BigInteger;
import java.util.List;

/**
 * MLIR 19's {@code createElementFPowIFunc}: {@code @__mlir_math_fpowi_fM_iN(b, p)}, a float to an integer power by
 * squaring: power 0 gives 1.0; a negative power is negated (the minimum, which cannot be, becomes the maximum and
 * the result is multiplied by the base once more) and the result inverted at the end. The blocks are made in MLIR's
 * order.
 */
final class FPowIFunction {
    private FPowIFunction() {
    }

    /** Appends the function for {@code baseType} and {@code powerType} to {@code module} and returns it. */
    static Operation create(MlirContext context, Operation module, FloatType baseType, IntegerType powerType) {
        OutlinedFunction f = new OutlinedFunction(context, module,
                "__mlir_math_fpowi_" + baseType + "_" + powerType,
                new FunctionType(List.of(baseType, powerType), List.of(baseType)));
        Value base = f.argument(0);
        Value power = f.argument(1);
        Block entry = f.b.insertionBlock();
        int width = powerType.width();
        Value oneB = Arith.constant(f.b, f.loc, FloatAttr.of(baseType, 1.0));
        Value zeroP = f.constant(powerType, 0);
        Value oneP = f.constant(powerType, 1);
        Value minP = Arith.constant(f.b, f.loc, new IntegerAttr(powerType,
                BigInteger.ONE.shiftLeft(width - 1).negate()));
        Value maxP = Arith.constant(f.b, f.loc, new IntegerAttr(powerType,
                BigInteger.ONE.shiftLeft(width - 1).subtract(BigInteger.ONE)));

        // if (p == 0) return 1.0;
        Value pIsZero = f.cmpi(EQ, power, zeroP);
        Block then = f.block();
        f.return_(oneB);
        Block fallthrough = f.block();
        f.at(entry);
        f.condBr(pIsZero, then, List.of(), fallthrough, List.of());

        f.at(fallthrough);
        Block initBlock = fallthrough;
        Value pIsNeg = f.cmpi(SLE, power, zeroP);
        Value pIsMin = f.cmpi(EQ, power, minP);
        Value negP = f.binary(BinaryOps.SUBI, zeroP, power);
        Value pInit = Arith.select(f.b, f.loc, pIsNeg, negP, power);
        pInit = Arith.select(f.b, f.loc, pIsMin, maxP, pInit);

        Block loopHeader = f.block(baseType, baseType, powerType);
        f.at(initBlock);
        f.br(loopHeader, oneB, base, pInit);

        OutlinedFunction.SquareStep step = f.squareStep(loopHeader, baseType, oneP, zeroP, BinaryOps.MULF);
        Value merged = step.merged();
        Value shifted = step.shifted();
        Value done = step.done();
        Block doneCheckBlock = step.block();
        Value square = loopHeader.argument(1);
        fallthrough = f.block();
        Value squared = f.binary(BinaryOps.MULF, square, square);
        f.br(loopHeader, merged, squared, shifted);

        // Leaving the loop: if (isMin) result *= b; if (isNegative) result = 1.0 / result; return result;
        Block loopExit = f.block(baseType);
        f.at(doneCheckBlock);
        f.condBr(done, loopExit, List.of(merged), fallthrough, List.of());
        Value exitResult = loopExit.argument(0);
        then = f.block();
        fallthrough = f.block(baseType);
        f.at(loopExit);
        f.condBr(pIsMin, then, List.of(), fallthrough, List.of(exitResult));
        f.at(then);
        f.br(fallthrough, f.binary(BinaryOps.MULF, exitResult, base));

        Value minFixed = fallthrough.argument(0);
        then = f.block();
        Block returnBlock = f.block(baseType);
        f.at(fallthrough);
        f.condBr(pIsNeg, then, List.of(), returnBlock, List.of(minFixed));
        f.at(then);
        f.br(returnBlock, f.binary(BinaryOps.DIVF, oneB, minFixed));
        f.at(returnBlock);
        f.return_(returnBlock.argument(0));
        return f.func;
    }
}

package dev.mlirj.conversion.mathtofuncs;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.arith.CmpIPredicate;
import dev.mlirj.dialect.scf.Scf;
import dev.mlirj.ir.FunctionType;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import java.util.List;

/**
 * MLIR 19's {@code createCtlzFunc}: {@code @__mlir_math_ctlz_iN(x)}, leading zeros counted by shifting: 0 gives N;
 * otherwise an {@code scf.for} over 1 to N-1 shifts x left and counts until its sign bit is set. The function body
 * is structured control flow (lowered later by {@code convert-scf-to-cf}), as in MLIR.
 */
final class CtlzFunction {
    private CtlzFunction() {
    }

    /** Appends the function for {@code type} to {@code module} and returns it. */
    static Operation create(MlirContext context, Operation module, IntegerType type) {
        OutlinedFunction f = new OutlinedFunction(context, module, "__mlir_math_ctlz_" + type,
                new FunctionType(List.of(type), List.of(type)));
        Location loc = f.loc;
        int bitWidth = type.width();
        Value arg = f.argument(0);
        Value bitWidthValue = f.constant(type, bitWidth);
        Value zero = f.constant(type, 0);
        Value inputIsZero = f.cmpi(CmpIPredicate.EQ, arg, zero);
        Operation ifOp = Scf.if_(f.b, loc, inputIsZero, List.of(type),
                (b, args) -> List.of(bitWidthValue),
                (b, args) -> {
                    Value oneIndex = Arith.constant(b, loc, IndexType.INSTANCE, 1);
                    Value one = Arith.constant(b, loc, type, 1);
                    Value bitWidthIndex = Arith.constant(b, loc, IndexType.INSTANCE, bitWidth);
                    Value n = Arith.constant(b, loc, type, 0);
                    Operation loop = Scf.for_(b, loc, oneIndex, bitWidthIndex, oneIndex, List.of(arg, n),
                            (lb, iterArgs) -> {
                                Value x = iterArgs.get(1);
                                Value count = iterArgs.get(2);
                                Value negative = Arith.cmpi(lb, loc, CmpIPredicate.SLT, x, zero);
                                Operation step = Scf.if_(lb, loc, negative, List.of(type, type),
                                        (tb, none) -> List.of(x, count),
                                        (eb, none) -> {
                                            Value next = Arith.addi(eb, loc, count, one);
                                            Value shifted = Arith.shli(eb, loc, x, one);
                                            return List.of(shifted, next);
                                        });
                                return List.of(step.result(0), step.result(1));
                            });
                    return List.of(loop.result(1));
                });
        f.return_(ifOp.result(0));
        return f.func;
    }
}

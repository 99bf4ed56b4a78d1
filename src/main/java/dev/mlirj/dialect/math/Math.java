package dev.mlirj.dialect.math;

import dev.mlirj.dialect.arith.FastMathFlagsAttr;
import dev.mlirj.dialect.arith.FastMathSyntax;
import dev.mlirj.ir.Builder;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Value;
import java.util.List;

/**
 * Builds math operations at a builder's insertion point with the properties the parser would give them, so built IR
 * prints and verifies like parsed IR: {@code Math.op(b, ctx, loc, "sqrt", x)}. The context must have the math
 * dialect loaded. Operand types are not checked here; the verifier reports them as it would for parsed input.
 */
public final class Math {
    private Math() {
    }

    /**
     * {@code math.<mnemonic>} of {@code operands} with no fast-math flags: the result has the first operand's type
     * (for {@code fpowi}, the base's).
     */
    public static Value op(Builder b, Location location, String mnemonic, Value... operands) {
        return op(b, location, mnemonic, FastMathFlagsAttr.NONE, operands);
    }

    /**
     * {@code math.<mnemonic>} of {@code operands} with fast-math flags {@code flags} (which must be
     * {@link FastMathFlagsAttr#NONE} for the integer operations, which have none).
     */
    public static Value op(Builder b, Location location, String mnemonic,
                           FastMathFlagsAttr flags, Value... operands) {
        MlirContext context = b.context();
        MathOps.Row row = MathOps.row(mnemonic);
        if (row == null) {
            throw new IllegalArgumentException("math." + mnemonic + " is not an operation of the math dialect");
        }
        if (operands.length != row.kind().operands) {
            throw new IllegalArgumentException(row.name() + " takes " + row.kind().operands + " operands, not "
                    + operands.length);
        }
        if (!row.kind().fastmath && flags.bits() != 0) {
            throw new IllegalArgumentException(row.name() + " has no fast-math flags");
        }
        OperationState state = OperationState.forRegistered(context, row.name(), location);
        state.operands.addAll(List.of(operands));
        state.resultTypes.add(operands[0].type());
        if (row.kind().fastmath) {
            state.properties.put(FastMathSyntax.ATTR, flags);
        }
        return b.create(state).result(0);
    }
}

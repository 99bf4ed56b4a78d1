package dev.mlirj.dialect.vector;

import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpResult;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.VectorType;
import java.util.Set;

/**
 * {@code vector.splat %s : vector<...>}: a scalar copied into every element. Pure; no result names. The accessors
 * expect an operation of this kind.
 */
public final class SplatOp {
    /** The operation name. */
    public static final String NAME = "vector.splat";

    /** What {@code vector.splat} broadcasts. */
    private static final TypeConstraint SPLAT_INPUT = new TypeConstraint("integer/index/float type",
            t -> TypeConstraint.isSignlessIntegerOrIndex(t) || t instanceof FloatType);

    private SplatOp() {
    }

    /** The scalar copied. */
    public static Value input(Operation op) {
        return op.operand(0);
    }

    /** The result vector. */
    public static OpResult aggregate(Operation op) {
        return op.result(0);
    }

    static OpDefinition definition() {
        return new OpDefinition(NAME, Set.of(OpTrait.PURE), Set.of(), new BroadcastOp.Syntax(false),
                SplatOp::verify, "");
    }

    private static boolean verify(Operation op, DiagnosticEngine diagnostics) {
        VectorChecks c = new VectorChecks(op, diagnostics);
        if (!c.counts(1, true, 1, 0) || !c.operand(0, SPLAT_INPUT) || !c.result(0, TypeConstraint.ANY_VECTOR)) {
            return false;
        }
        return input(op).type().equals(((VectorType) aggregate(op).type()).elementType())
                || c.predicate("operand type matches element type of result");
    }
}

package dev.mlirj.dialect.vector;

import dev.mlirj.dialect.OpChecks;
import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpResult;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.VectorType;
import java.util.List;
import java.util.Set;

/**
 * {@code vector.broadcast %s : T to vector<...>}: a scalar or a vector whose trailing dimensions match or are 1,
 * copied along the result's leading and unit dimensions. Pure; no result names. Its custom form is shared with
 * {@link SplatOp}. The accessors expect a {@code vector.broadcast}.
 */
public final class BroadcastOp {
    /** The operation name. */
    public static final String NAME = "vector.broadcast";

    private BroadcastOp() {
    }

    /** The scalar or vector broadcast. */
    public static Value source(Operation op) {
        return op.operand(0);
    }

    /** The result vector. */
    public static OpResult vector(Operation op) {
        return op.result(0);
    }

    static OpDefinition definition() {
        return new OpDefinition(NAME, Set.of(OpTrait.PURE), Set.of(), new Syntax(true),
                BroadcastOp::verifyBroadcast, "");
    }

    private static boolean verifyBroadcast(Operation op, DiagnosticEngine diagnostics) {
        VectorChecks c = new VectorChecks(op, diagnostics);
        if (!c.counts(1, true, 1, 0) || !c.result(0, TypeConstraint.ANY_VECTOR)) {
            return false;
        }
        Type source = source(op).type();
        VectorType result = (VectorType) op.result(0).type();
        if (!VectorChecks.elementOrSelf(source).equals(result.elementType())) {
            return c.predicate("source operand and result have same element type");
        }
        String problem = broadcastProblem(source, result);
        return problem == null || c.fail(problem);
    }

    /** MLIR's {@code isBroadcastableTo} as the verifier's message, or null when {@code source} broadcasts. */
    static String broadcastProblem(Type source, VectorType result) {
        if (VectorChecks.isScalar(source) && source.equals(result.elementType())) {
            return null;
        }
        if (!(source instanceof VectorType v)) {
            return "source type is not a vector";
        }
        if (v.rank() > result.rank()) {
            return "source rank higher than destination rank";
        }
        int lead = result.rank() - v.rank();
        for (int r = 0; r < v.rank(); r++) {
            long s = v.shape().get(r);
            long d = result.shape().get(lead + r);
            boolean sScalable = v.scalable().get(r);
            boolean dScalable = result.scalable().get(lead + r);
            if (s == 1 && !sScalable || s == d && sScalable == dScalable) {
                continue;
            }
            return "dimension mismatch (" + (sScalable ? "[" + s + "]" : s) + " vs. "
                    + (dScalable ? "[" + d + "]" : d) + ")";
        }
        return null;
    }

    /** {@code $source attr-dict : type($source) to type($vector)}, or {@code $input attr-dict : type($aggregate)}. */
    record Syntax(boolean broadcast) implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            OpAsmParser.UnresolvedOperand source = parser.parseOperand();
            if (source == null || !parser.parseOptionalAttrDict(state)) {
                return false;
            }
            Type first = parser.parseColonType();
            if (first == null) {
                return false;
            }
            Type result = first;
            if (broadcast) {
                if (!parser.parseKeyword("to") || (result = parser.parseType()) == null) {
                    return false;
                }
                if (!VectorSyntax.resolve(parser, source, first, state)) {
                    return false;
                }
            } else {
                if (!(first instanceof VectorType v)) {
                    return parser.emitError(parser.nameLocation(), "'aggregate' must be vector of any type "
                            + "values, but got " + OpChecks.quote(first));
                }
                if (!VectorSyntax.resolve(parser, source, v.elementType(), state)) {
                    return false;
                }
            }
            state.resultTypes.add(result);
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printOperand(op.operand(0));
            printer.printAttrDict(op, List.of());
            if (broadcast) {
                printer.print(" : ").print(op.operand(0).type()).print(" to ").print(op.result(0).type());
            } else {
                printer.print(" : ").print(op.result(0).type());
            }
        }
    }
}

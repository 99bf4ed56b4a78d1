package dev.mlirj.dialect.affine;

import dev.mlirj.dialect.OpChecks;
import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Region;
import dev.mlirj.ir.Value;
import java.util.List;

/**
 * The checks of the affine operations on top of ODS's: index operands and results, the
 * {@code SingleBlockImplicitTerminator<"affine.yield">} rules, and dimension and symbol operands valid in the
 * affine scope, with mlir-opt 19's messages.
 */
final class AffineChecks extends OpChecks {
    AffineChecks(Operation op, DiagnosticEngine diagnostics) {
        super(op, diagnostics);
    }

    /** Operands {@code from} onwards are of type {@code index}. */
    boolean indexOperands(int from) {
        return operandsFrom(from, TypeConstraint.VARIADIC_INDEX);
    }

    /** Operands {@code from} (inclusive) to {@code to} (exclusive) are of type {@code index}. */
    boolean indexOperands(int from, int to) {
        return operands(from, to, TypeConstraint.VARIADIC_INDEX);
    }

    /** Exactly one result, of type {@code index}. */
    boolean oneIndexResult() {
        return resultCount(1) && result(0, TypeConstraint.INDEX);
    }

    /** The rules of MLIR's {@code SingleBlockImplicitTerminator} trait, with {@link AffineYieldOp} as terminator. */
    boolean singleBlockEndingWithYield() {
        return singleBlockEndingWith(AffineYieldOp.NAME);
    }

    /**
     * MLIR's {@code verifyDimAndSymbolIdentifiers}: the first {@code numDims} of {@code operands} are valid
     * dimensions in the operation's affine scope, the rest valid symbols.
     */
    boolean dimsAndSymbols(List<Value> operands, int numDims) {
        Region scope = AffineScope.of(op);
        for (int i = 0; i < operands.size(); i++) {
            if (i < numDims) {
                if (!AffineScope.isValidDim(operands.get(i), scope)) {
                    return fail("operand cannot be used as a dimension id");
                }
            } else if (!AffineScope.isValidSymbol(operands.get(i), scope)) {
                return fail("operand cannot be used as a symbol");
            }
        }
        return true;
    }
}

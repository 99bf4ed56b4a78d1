package dev.mlirj.dialect.complex;

import dev.mlirj.dialect.OpChecks;
import dev.mlirj.dialect.arith.FastMathSyntax;
import dev.mlirj.ir.ComplexType;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import java.util.EnumSet;
import java.util.Set;

/**
 * {@code complex.bitcast %x : complex<f32> to i64}: reinterprets the bits of a complex number as an integer or
 * float of twice its element width, or the reverse. Exactly one side is complex, unless both types are equal (a
 * no-op MLIR allows because it folds away). The views take an operation that must be a {@code complex.bitcast}
 * (unchecked, as ODS's getters).
 */
public final class ComplexBitcastOp {
    /** The operation name. */
    public static final String NAME = "complex.bitcast";

    private ComplexBitcastOp() {
    }

    /** The value reinterpreted. */
    public static Value operand(Operation op) {
        return op.operand(0);
    }

    /** The result. */
    public static Value result(Operation op) {
        return op.result(0);
    }

    static OpDefinition definition() {
        return new OpDefinition(NAME, EnumSet.of(OpTrait.PURE), Set.of(), new Syntax(), ComplexBitcastOp::verify, "");
    }

    static boolean verify(Operation op, DiagnosticEngine diagnostics) {
        if (!new OpChecks(op, diagnostics).counts(1, 1)) {
            return false;
        }
        Type operand = operand(op).type();
        Type result = result(op).type();
        if (operand.equals(result)) {
            return true;
        }
        if (!isIntOrFloat(operand) && !(operand instanceof ComplexType)) {
            return ComplexOps.fail(op, diagnostics, "operand must be int/float/complex");
        }
        if (!isIntOrFloat(result) && !(result instanceof ComplexType)) {
            return ComplexOps.fail(op, diagnostics, "result must be int/float/complex");
        }
        if (operand instanceof ComplexType == result instanceof ComplexType) {
            return ComplexOps.fail(op, diagnostics, "requires that either input or output has a complex type");
        }
        ComplexType complex = (ComplexType) (operand instanceof ComplexType ? operand : result);
        Type other = operand instanceof ComplexType ? result : operand;
        if (!isIntOrFloat(complex.elementType()) || 2L * width(complex.elementType()) != width(other)) {
            return ComplexOps.fail(op, diagnostics, "casting bitwidths do not match");
        }
        return true;
    }

    private static boolean isIntOrFloat(Type type) {
        return type instanceof IntegerType || type instanceof FloatType;
    }

    private static long width(Type type) {
        return switch (type) {
            case IntegerType i -> i.width();
            case FloatType f -> f.width();
            default -> -1;
        };
    }

    /** {@code $operand attr-dict : type($operand) to type($result)}. */
    private record Syntax() implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            OpAsmParser.UnresolvedOperand operand = parser.parseOperand();
            return operand != null && parser.parseOptionalAttrDict(state) && parser.parseCastTypes(operand, state);
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printOperand(operand(op));
            FastMathSyntax.printAttrDictWithoutFlags(op, printer);
            printer.print(" : ").print(operand(op).type()).print(" to ").print(result(op).type());
        }
    }
}

package dev.mlirj.dialect.llvm;

import static dev.mlirj.dialect.llvm.LlvmOps.def;

import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Value;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The constrained floating-point intrinsics mlirj lowers to, MLIR's {@code ConstrainedFPTruncIntr}:
 * {@code llvm.intr.experimental.constrained.fptrunc %x upward ignore : f64 to f32}, a truncation that assumes the
 * given rounding mode ({@code roundingmode}, a {@link RoundingMode}) and exception behaviour
 * ({@code fpExceptionBehavior}, an {@link FPExceptionBehavior}), both {@code i64} properties. Translated to a call
 * of {@code llvm.experimental.constrained.fptrunc} with the metadata strings of the two. The views take such an
 * operation (unchecked, as ODS's getters).
 */
public final class LlvmConstrainedFpOps {
    /** {@code llvm.intr.experimental.constrained.fptrunc}. */
    public static final String FPTRUNC = "llvm.intr.experimental.constrained.fptrunc";
    /** The rounding-mode property. */
    public static final String ROUNDING_MODE = "roundingmode";
    /** The exception-behaviour property. */
    public static final String EXCEPTION_BEHAVIOR = "fpExceptionBehavior";

    private LlvmConstrainedFpOps() {
    }

    /** The operand. */
    public static Value arg(Operation op) {
        return op.operand(0);
    }

    /** The rounding mode; null when absent or invalid. */
    public static RoundingMode roundingmode(Operation op) {
        return LlvmEnum.byAttribute(RoundingMode.values(), op.properties().get(ROUNDING_MODE));
    }

    /** The exception behaviour; null when absent or invalid. */
    public static FPExceptionBehavior fpExceptionBehavior(Operation op) {
        return LlvmEnum.byAttribute(FPExceptionBehavior.values(), op.properties().get(EXCEPTION_BEHAVIOR));
    }

    /** The {@code roundingmode} property of {@code mode}. */
    public static IntegerAttr roundingModeAttr(RoundingMode mode) {
        return LlvmEnum.i64(mode);
    }

    /** The {@code fpExceptionBehavior} property of {@code behavior}. */
    public static IntegerAttr exceptionBehaviorAttr(FPExceptionBehavior behavior) {
        return LlvmEnum.i64(behavior);
    }

    static void register(Consumer<OpDefinition> register) {
        register.accept(def(FPTRUNC, Set.of(), Set.of(ROUNDING_MODE, EXCEPTION_BEHAVIOR), new Syntax(),
                (op, d) -> {
                    if (op.operandCount() != 1 || op.resultCount() != 1) {
                        return LlvmOps.fail(op, d, "expects one operand and one result");
                    }
                    if (roundingmode(op) == null || fpExceptionBehavior(op) == null) {
                        return LlvmOps.fail(op, d, "requires the properties 'roundingmode' and "
                                + "'fpExceptionBehavior'");
                    }
                    return true;
                }));
    }

    /** {@code %arg rounding exceptions {attrs}? : from to to}. */
    private record Syntax() implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            OpAsmParser.UnresolvedOperand arg = parser.parseOperand();
            if (arg == null) {
                return false;
            }
            Location at = parser.location();
            String rounding = parser.parseOptionalKeyword();
            RoundingMode mode = rounding == null ? null : RoundingMode.fromKeyword(rounding);
            if (mode == null) {
                return parser.emitError(at, "expected string or keyword containing one "
                        + "of the following enum values for attribute 'roundingmode' [towardzero, tonearest, upward, "
                        + "downward, tonearestaway, dynamic, invalid]");
            }
            at = parser.location();
            String exceptions = parser.parseOptionalKeyword();
            FPExceptionBehavior behavior = exceptions == null ? null : FPExceptionBehavior.fromKeyword(exceptions);
            if (behavior == null) {
                return parser.emitError(at, "expected string or keyword containing one "
                        + "of the following enum values for attribute 'fpExceptionBehavior' [ignore, maytrap, strict]");
            }
            state.properties.put(ROUNDING_MODE, roundingModeAttr(mode));
            state.properties.put(EXCEPTION_BEHAVIOR, exceptionBehaviorAttr(behavior));
            return parser.parseOptionalAttrDict(state) && parser.parseCastTypes(arg, state);
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printOperand(arg(op)).print(" ").print(roundingmode(op).keyword()).print(" ")
                    .print(fpExceptionBehavior(op).keyword());
            LlvmOps.printAttrs(op, printer, List.of(ROUNDING_MODE, EXCEPTION_BEHAVIOR));
            printer.print(" : ").print(op.operand(0).type()).print(" to ").print(op.result(0).type());
        }
    }
}

package dev.mlirj.dialect.llvm;

import static dev.mlirj.dialect.llvm.LlvmOps.def;

import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The constrained floating-point intrinsics mlirj lowers to, MLIR's {@code ConstrainedFPTruncIntr}:
 * {@code llvm.intr.experimental.constrained.fptrunc %x upward ignore : f64 to f32}, a truncation that assumes the
 * given rounding mode ({@code roundingmode}, an i64 {@code llvm::RoundingMode}) and exception behaviour
 * ({@code fpExceptionBehavior}, an i64 {@code llvm::fp::ExceptionBehavior}), both properties. Translated to a
 * call of {@code llvm.experimental.constrained.fptrunc} with the metadata strings {@link #roundingMetadata} and
 * {@link #exceptionMetadata} give.
 */
public final class LlvmConstrainedFpOps {
    /** The operation's name. */
    public static final String FPTRUNC = "llvm.intr.experimental.constrained.fptrunc";
    /** The rounding-mode property. */
    public static final String ROUNDING_MODE = "roundingmode";
    /** The exception-behaviour property. */
    public static final String EXCEPTION_BEHAVIOR = "fpExceptionBehavior";
    /** The keywords of {@code llvm::RoundingMode} by value (0 to 4; 7 is {@code dynamic}). */
    private static final List<String> ROUNDING = List.of("towardzero", "tonearest", "upward", "downward",
            "tonearestaway");
    /** The {@code round.*} metadata of each rounding mode, by value. */
    private static final List<String> ROUNDING_METADATA = List.of("round.towardzero", "round.tonearest",
            "round.upward", "round.downward", "round.tonearestaway");
    private static final int DYNAMIC = 7;
    /** The keywords of {@code llvm::fp::ExceptionBehavior} by value. */
    private static final List<String> EXCEPTIONS = List.of("ignore", "maytrap", "strict");

    private LlvmConstrainedFpOps() {
    }

    static void register(Consumer<OpDefinition> register) {
        register.accept(def(FPTRUNC, Set.of(), Set.of(ROUNDING_MODE, EXCEPTION_BEHAVIOR), new Syntax(),
                (op, d) -> {
                    if (op.operandCount() != 1 || op.resultCount() != 1) {
                        return LlvmOps.fail(op, d, "expects one operand and one result");
                    }
                    if (roundingMetadata(op) == null || exceptionMetadata(op) == null) {
                        return LlvmOps.fail(op, d, "requires the properties 'roundingmode' and "
                                + "'fpExceptionBehavior'");
                    }
                    return true;
                }));
    }

    /** The rounding-mode keyword of {@code value}, or null. */
    private static String roundingKeyword(long value) {
        return value == DYNAMIC ? "dynamic" : value >= 0 && value < ROUNDING.size() ? ROUNDING.get((int) value) : null;
    }

    private static long property(Operation op, String name) {
        return op.properties().get(name) instanceof IntegerAttr a ? a.value().longValue() : -1;
    }

    /** The {@code round.*} metadata string of {@code op}'s rounding mode, or null when it has none valid. */
    public static String roundingMetadata(Operation op) {
        long value = property(op, ROUNDING_MODE);
        return value == DYNAMIC ? "round.dynamic" : value >= 0 && value < ROUNDING_METADATA.size()
                ? ROUNDING_METADATA.get((int) value) : null;
    }

    /** The {@code fpexcept.*} metadata string of {@code op}'s exception behaviour, or null. */
    public static String exceptionMetadata(Operation op) {
        long value = property(op, EXCEPTION_BEHAVIOR);
        return value >= 0 && value < EXCEPTIONS.size() ? "fpexcept." + EXCEPTIONS.get((int) value) : null;
    }

    /** The i64 attribute of a {@code llvm::RoundingMode} value. */
    public static IntegerAttr roundingMode(long value) {
        if (roundingKeyword(value) == null) {
            throw new IllegalArgumentException("not an llvm::RoundingMode: " + value);
        }
        return IntegerAttr.of(IntegerType.of(64), value);
    }

    /** The i64 attribute of an {@code llvm::fp::ExceptionBehavior} value. */
    public static IntegerAttr exceptionBehavior(long value) {
        if (value < 0 || value >= EXCEPTIONS.size()) {
            throw new IllegalArgumentException("not an llvm::fp::ExceptionBehavior: " + value);
        }
        return IntegerAttr.of(IntegerType.of(64), value);
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
            int roundingValue = "dynamic".equals(rounding) ? DYNAMIC : ROUNDING.indexOf(rounding);
            if (roundingValue < 0) {
                return parser.emitError(at, "expected string or keyword containing one "
                        + "of the following enum values for attribute 'roundingmode' [towardzero, tonearest, upward, "
                        + "downward, tonearestaway, dynamic, invalid]");
            }
            at = parser.location();
            int exceptions = EXCEPTIONS.indexOf(parser.parseOptionalKeyword());
            if (exceptions < 0) {
                return parser.emitError(at, "expected string or keyword containing one "
                        + "of the following enum values for attribute 'fpExceptionBehavior' [ignore, maytrap, strict]");
            }
            state.properties.put(ROUNDING_MODE, roundingMode(roundingValue));
            state.properties.put(EXCEPTION_BEHAVIOR, exceptionBehavior(exceptions));
            return parser.parseOptionalAttrDict(state) && parser.parseCastTypes(arg, state);
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printOperand(op.operand(0)).print(" ")
                    .print(roundingKeyword(property(op, ROUNDING_MODE))).print(" ")
                    .print(EXCEPTIONS.get((int) property(op, EXCEPTION_BEHAVIOR)));
            LlvmOps.printAttrs(op, printer, List.of(ROUNDING_MODE, EXCEPTION_BEHAVIOR));
            printer.print(" : ").print(op.operand(0).type()).print(" to ").print(op.result(0).type());
        }
    }
}

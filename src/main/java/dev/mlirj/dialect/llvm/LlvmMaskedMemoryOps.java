package dev.mlirj.dialect.llvm;

import static dev.mlirj.dialect.llvm.LlvmOps.def;

import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.FunctionType;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.OpAsmParser.UnresolvedOperand;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.VectorType;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The masked memory intrinsics {@code convert-vector-to-llvm} emits for {@code vector.maskedload} and
 * {@code vector.maskedstore}, with MLIR 19's forms:
 * <ul>
 *   <li>{@code llvm.intr.masked.load %ptr, %mask (, %pass_thru)? {alignment = N : i32} : (types) -> vector}: the
 *   lanes whose mask bit is set are read from consecutive elements at {@code ptr}, the others come from
 *   {@code pass_thru} (poison without it);</li>
 *   <li>{@code llvm.intr.masked.store %value, %ptr, %mask {alignment = N : i32} : vector, mask into !llvm.ptr}:
 *   only the lanes whose mask bit is set are written.</li>
 * </ul>
 * {@code alignment} (an {@code i32}) is required and becomes the intrinsic's immediate argument in translation.
 * The views take an operation of one of these kinds (unchecked, as ODS's getters).
 */
public final class LlvmMaskedMemoryOps {
    /** {@code llvm.intr.masked.load}. */
    public static final String MASKED_LOAD = "llvm.intr.masked.load";
    /** {@code llvm.intr.masked.store}. */
    public static final String MASKED_STORE = "llvm.intr.masked.store";
    /** The required alignment property. */
    public static final String ALIGNMENT = "alignment";

    private LlvmMaskedMemoryOps() {
    }

    /** The pointer read from or written to. */
    public static Value data(Operation op) {
        return op.operand(isStore(op) ? 1 : 0);
    }

    /** The mask: a vector of {@code i1}, one per lane. */
    public static Value mask(Operation op) {
        return op.operand(isStore(op) ? 2 : 1);
    }

    /** The values a masked load yields in the lanes it does not read, or null (poison). */
    public static Value passThru(Operation op) {
        return op.operandCount() > 2 && !isStore(op) ? op.operand(2) : null;
    }

    /** The vector a masked store writes. */
    public static Value value(Operation op) {
        return op.operand(0);
    }

    /** The alignment in bytes. */
    public static int alignment(Operation op) {
        return (int) LlvmOps.longProperty(op, ALIGNMENT, 0);
    }

    private static boolean isStore(Operation op) {
        return op.name().fullName().equals(MASKED_STORE);
    }

    static void register(Consumer<OpDefinition> register) {
        register.accept(def(MASKED_LOAD, Set.of(), Set.of(ALIGNMENT), new LoadSyntax(),
                LlvmMaskedMemoryOps::verifyLoad));
        register.accept(def(MASKED_STORE, Set.of(), Set.of(ALIGNMENT), new StoreSyntax(),
                LlvmMaskedMemoryOps::verifyStore));
    }

    private static boolean verifyLoad(Operation op, DiagnosticEngine d) {
        if (op.operandCount() < 2 || op.operandCount() > 3 || op.resultCount() != 1) {
            return LlvmOps.fail(op, d, "expects a pointer, a mask, an optional pass-through value and one result");
        }
        if (op.operandCount() == 3 && !op.operand(2).type().equals(op.result(0).type())) {
            return LlvmOps.fail(op, d, "expects the pass-through value to have the result type");
        }
        return common(op, d, 0, 1, op.result(0).type());
    }

    private static boolean verifyStore(Operation op, DiagnosticEngine d) {
        if (op.operandCount() != 3 || op.resultCount() != 0) {
            return LlvmOps.fail(op, d, "expects a value, a pointer and a mask, and no result");
        }
        return common(op, d, 1, 2, op.operand(0).type());
    }

    /** The pointer, a vector of i1 as long as the data, and the i32 alignment. */
    private static boolean common(Operation op, DiagnosticEngine d, int ptr, int mask, Type data) {
        if (!(op.operand(ptr).type() instanceof LlvmPointerType)) {
            return LlvmOps.fail(op, d, "operand #" + ptr + " must be LLVM pointer type, but got "
                    + LlvmOps.str(op.operand(ptr).type()));
        }
        if (!(data instanceof VectorType v) || !(op.operand(mask).type() instanceof VectorType m)
                || !m.elementType().equals(IntegerType.of(1)) || !m.shape().equals(v.shape())) {
            return LlvmOps.fail(op, d, "expects a vector of data and a vector of i1 of the same shape as mask");
        }
        if (op.properties().get(ALIGNMENT) == null) {
            return LlvmOps.fail(op, d, "requires attribute 'alignment'");
        }
        if (!(op.properties().get(ALIGNMENT) instanceof IntegerAttr a && a.type().equals(IntegerType.of(32)))) {
            return LlvmOps.fail(op, d, "attribute 'alignment' failed to satisfy constraint: 32-bit signless integer "
                    + "attribute");
        }
        return true;
    }

    private static List<Type> operandTypes(Operation op) {
        List<Type> types = new ArrayList<>();
        for (Value v : op.operands()) {
            types.add(v.type());
        }
        return types;
    }

    /** {@code operands attr-dict : functional-type(operands, results)}. */
    private static final class LoadSyntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            List<UnresolvedOperand> operands = parser.parseOperandList();
            if (operands == null || !parser.parseOptionalAttrDict(state) || !parser.parseColon()) {
                return false;
            }
            FunctionType fn = parser.parseFunctionType();
            if (fn == null || !parser.resolveOperands(operands, fn.inputs(), parser.nameLocation(), state.operands)) {
                return false;
            }
            state.resultTypes.addAll(fn.results());
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printOperands(op.operands());
            LlvmOps.printAttrs(op, printer, List.of());
            printer.print(" : ").print(new FunctionType(operandTypes(op), op.resultTypes()));
        }
    }

    /** {@code $value, $data, $mask attr-dict : type($value), type($mask) into type($data)}. */
    private static final class StoreSyntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            List<UnresolvedOperand> operands = parser.parseOperandList();
            if (operands == null || !parser.parseOptionalAttrDict(state)) {
                return false;
            }
            if (operands.size() != 3) {
                parser.emitError(parser.nameLocation(), "expected 3 operands");
                return false;
            }
            Type value = parser.parseColonType();
            if (value == null || !parser.parseComma()) {
                return false;
            }
            Type mask = parser.parseType();
            if (mask == null || !parser.parseKeyword("into")) {
                return false;
            }
            Type data = parser.parseType();
            return data != null && parser.resolveOperands(operands, List.of(value, data, mask), parser.nameLocation(),
                    state.operands);
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printOperands(op.operands());
            LlvmOps.printAttrs(op, printer, List.of());
            printer.print(" : ").print(op.operand(0).type()).print(", ").print(op.operand(2).type()).print(" into ")
                    .print(op.operand(1).type());
        }
    }
}

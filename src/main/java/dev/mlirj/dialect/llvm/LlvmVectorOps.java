package dev.mlirj.dialect.llvm;

import static dev.mlirj.dialect.llvm.LlvmOps.def;
import static dev.mlirj.dialect.llvm.LlvmOps.fail;

import dev.mlirj.ir.DenseArrayAttr;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.OpAsmParser.UnresolvedOperand;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.VectorType;
import java.math.BigInteger;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The LLVM dialect's vector element operations: {@code llvm.extractelement} and {@code llvm.insertelement} at a
 * dynamic {@code position}, and {@code llvm.shufflevector} with a constant {@code mask}. The views take an
 * operation of one of these kinds (unchecked, as ODS's getters).
 */
public final class LlvmVectorOps {
    /** {@code llvm.extractelement}. */
    public static final String EXTRACTELEMENT = "llvm.extractelement";
    /** {@code llvm.insertelement}. */
    public static final String INSERTELEMENT = "llvm.insertelement";
    /** {@code llvm.shufflevector}. */
    public static final String SHUFFLEVECTOR = "llvm.shufflevector";

    /** {@code shufflevector}'s mask property. */
    public static final String MASK = "mask";

    private LlvmVectorOps() {
    }

    /** The vector {@code extractelement} reads or {@code insertelement} writes into. */
    public static Value vector(Operation op) {
        return op.operand(0);
    }

    /** The value {@code insertelement} inserts. */
    public static Value value(Operation op) {
        return op.operand(1);
    }

    /** The element's position operand (the last operand of {@code extractelement} and {@code insertelement}). */
    public static Value position(Operation op) {
        return op.operand(op.operandCount() - 1);
    }

    /** The first vector {@code shufflevector} takes elements from. */
    public static Value v1(Operation op) {
        return op.operand(0);
    }

    /** The second vector {@code shufflevector} takes elements from. */
    public static Value v2(Operation op) {
        return op.operand(1);
    }

    /** {@code shufflevector}'s mask: per result element, the index into {@code v1} then {@code v2}; -1 is poison. */
    public static int[] mask(Operation op) {
        return ((DenseArrayAttr) op.properties().get(MASK)).elements().stream().mapToInt(BigInteger::intValue)
                .toArray();
    }

    /** The result. */
    public static Value res(Operation op) {
        return op.result(0);
    }

    static void register(Consumer<OpDefinition> register) {
        register.accept(def(EXTRACTELEMENT, EnumSet.of(OpTrait.PURE), Set.of(), new ExtractElement(),
                (op, d) -> op.result(0).type().equals(LlvmTypes.elementOrSelf(op.operand(0).type()))
                        || fail(op, d, "failed to verify that result type matches vector element type")));
        register.accept(def(INSERTELEMENT, EnumSet.of(OpTrait.PURE), Set.of(), new InsertElement(),
                (op, d) -> op.operand(1).type().equals(LlvmTypes.elementOrSelf(op.operand(0).type()))
                        || fail(op, d, "failed to verify that argument type matches vector element type")));
        register.accept(def(SHUFFLEVECTOR, EnumSet.of(OpTrait.PURE), Set.of(MASK), new Shuffle(),
                LlvmVectorOps::verifyShuffle));
    }

    /** {@code %vector[%pos : posType] {attrs}? : vectorType}. */
    private record ExtractElement() implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            UnresolvedOperand vector = parser.parseOperand();
            if (vector == null || !parser.parseLSquare()) {
                return false;
            }
            UnresolvedOperand pos = parser.parseOperand();
            Type posType = pos == null ? null : parser.parseColonType();
            if (posType == null || !parser.parseRSquare() || !parser.parseOptionalAttrDict(state)) {
                return false;
            }
            Type vecType = parser.parseColonType();
            if (vecType == null || !parser.resolveOperands(List.of(vector, pos), List.of(vecType, posType),
                    parser.nameLocation(), state.operands)) {
                return false;
            }
            state.resultTypes.add(LlvmTypes.elementOrSelf(vecType));
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printOperand(op.operand(0)).print("[").printOperand(op.operand(1)).print(" : ")
                    .print(op.operand(1).type()).print("]");
            printer.printOptionalAttrDict(LlvmOps.allAttrs(op), List.of());
            printer.print(" : ").print(op.operand(0).type());
        }
    }

    /** {@code %value, %vector[%pos : posType] {attrs}? : vectorType}. */
    private record InsertElement() implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            UnresolvedOperand value = parser.parseOperand();
            if (value == null || !parser.parseComma()) {
                return false;
            }
            UnresolvedOperand vector = parser.parseOperand();
            if (vector == null || !parser.parseLSquare()) {
                return false;
            }
            UnresolvedOperand pos = parser.parseOperand();
            Type posType = pos == null ? null : parser.parseColonType();
            if (posType == null || !parser.parseRSquare() || !parser.parseOptionalAttrDict(state)) {
                return false;
            }
            Type vecType = parser.parseColonType();
            if (vecType == null || !parser.resolveOperands(List.of(vector, value, pos),
                    List.of(vecType, LlvmTypes.elementOrSelf(vecType), posType), parser.nameLocation(),
                    state.operands)) {
                return false;
            }
            state.resultTypes.add(vecType);
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printOperand(op.operand(1)).print(", ").printOperand(op.operand(0)).print("[")
                    .printOperand(op.operand(2)).print(" : ").print(op.operand(2).type()).print("]");
            printer.printOptionalAttrDict(LlvmOps.allAttrs(op), List.of());
            printer.print(" : ").print(op.operand(0).type());
        }
    }

    /**
     * {@code %v1, %v2 [mask] {attrs}? : v1Type} — with mlir-opt's trailing space; the result has the mask's
     * length.
     */
    private record Shuffle() implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            UnresolvedOperand v1 = parser.parseOperand();
            if (v1 == null || !parser.parseComma()) {
                return false;
            }
            UnresolvedOperand v2 = parser.parseOperand();
            DenseArrayAttr mask = v2 == null ? null : LlvmAggregateOps.parsePosition(parser);
            if (mask == null || !parser.parseOptionalAttrDict(state)) {
                return false;
            }
            state.properties.put(MASK, new DenseArrayAttr(IntegerType.of(32), mask.elements()));
            Location at = parser.location();
            Type type = parser.parseColonType();
            if (type == null || !parser.resolveOperands(List.of(v1, v2), type, state.operands)) {
                return false;
            }
            if (!(type instanceof VectorType v) || !LlvmTypes.isCompatibleVector(type)) {
                return parser.emitError(at, "expected an LLVM compatible vector type");
            }
            state.resultTypes.add(new VectorType(List.of((long) mask.elements().size()), List.of(v.isScalable()),
                    v.elementType()));
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            StringBuilder mask = new StringBuilder(" [");
            List<BigInteger> values = ((DenseArrayAttr) op.properties().get(MASK)).elements();
            for (int i = 0; i < values.size(); i++) {
                mask.append(i > 0 ? ", " : "").append(values.get(i));
            }
            printer.print(" ").printOperand(op.operand(0)).print(", ").printOperand(op.operand(1))
                    .print(mask.append(']').toString());
            printer.printOptionalAttrDict(LlvmOps.allAttrs(op), List.of(MASK));
            printer.print(" : ").print(op.operand(0).type()).print(" ");
        }
    }

    private static boolean verifyShuffle(Operation op, DiagnosticEngine d) {
        if (op.operand(0).type() instanceof VectorType v && v.isScalable()) {
            for (BigInteger m : ((DenseArrayAttr) op.properties().get(MASK)).elements()) {
                if (m.signum() != 0) {
                    return fail(op, d, "expected a splat operation for scalable vectors");
                }
            }
        }
        return true;
    }
}

package dev.mlirj.dialect.llvm;

import static dev.mlirj.dialect.llvm.LlvmOps.def;
import static dev.mlirj.dialect.llvm.LlvmOps.fail;
import static dev.mlirj.dialect.llvm.LlvmOps.str;

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
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The LLVM dialect's aggregate operations: {@code llvm.extractvalue} and {@code llvm.insertvalue}, which read and
 * write an element of a struct or array at a constant {@code position}. The views take an operation of one of
 * these kinds (unchecked, as ODS's getters).
 */
public final class LlvmAggregateOps {
    /** {@code llvm.extractvalue}. */
    public static final String EXTRACTVALUE = "llvm.extractvalue";
    /** {@code llvm.insertvalue}. */
    public static final String INSERTVALUE = "llvm.insertvalue";

    /** The element position property. */
    public static final String POSITION = "position";

    private LlvmAggregateOps() {
    }

    /** The struct or array read from or inserted into. */
    public static Value container(Operation op) {
        return op.operand(0);
    }

    /** The value {@code insertvalue} inserts. */
    public static Value value(Operation op) {
        return op.operand(1);
    }

    /** The element's position: one index per nesting level. */
    public static long[] position(Operation op) {
        return ((DenseArrayAttr) op.properties().get(POSITION)).elements().stream().mapToLong(BigInteger::longValue)
                .toArray();
    }

    /** The result: the element extracted, or the container with the value inserted. */
    public static Value res(Operation op) {
        return op.result(0);
    }

    static void register(Consumer<OpDefinition> register) {
        register.accept(def(EXTRACTVALUE, EnumSet.of(OpTrait.PURE), Set.of(POSITION), new ExtractValue(),
                LlvmAggregateOps::verifyExtractValue));
        register.accept(def(INSERTVALUE, EnumSet.of(OpTrait.PURE), Set.of(POSITION), new InsertValue(),
                LlvmAggregateOps::verifyInsertValue));
    }

    /** The {@code [0, 1]} position of extractvalue and insertvalue. */
    static DenseArrayAttr parsePosition(OpAsmParser parser) {
        if (!parser.parseLSquare()) {
            return null;
        }
        List<BigInteger> values = new ArrayList<>();
        if (!parser.parseOptionalRSquare()) {
            do {
                Long v = parser.parseInteger();
                if (v == null) {
                    return null;
                }
                values.add(BigInteger.valueOf(v));
            } while (parser.parseOptionalComma());
            if (!parser.parseRSquare()) {
                return null;
            }
        }
        return new DenseArrayAttr(IntegerType.of(64), values);
    }

    private static String positionText(Operation op) {
        StringBuilder out = new StringBuilder("[");
        List<BigInteger> values = ((DenseArrayAttr) op.properties().get(POSITION)).elements();
        for (int i = 0; i < values.size(); i++) {
            out.append(i > 0 ? ", " : "").append(values.get(i));
        }
        return out.append(']').toString();
    }

    /**
     * The type at {@code position} inside {@code container}; null after calling {@code error} with MLIR's message
     * (the message is reported at the op by verifiers and at the type by parsers).
     */
    static Type elementAt(Type container, List<BigInteger> position, java.util.function.Consumer<String> error) {
        if (!LlvmTypes.isCompatible(container)) {
            error.accept("expected LLVM IR Dialect type, got " + str(container));
            return null;
        }
        Type t = container;
        for (BigInteger p : position) {
            long idx = p.longValue();
            if (t instanceof LlvmArrayType a) {
                if (idx < 0 || idx >= a.numElements()) {
                    error.accept("position out of bounds: " + idx);
                    return null;
                }
                t = a.elementType();
            } else if (t instanceof LlvmStructType s) {
                if (idx < 0 || idx >= s.body().size()) {
                    error.accept("position out of bounds: " + idx);
                    return null;
                }
                t = s.body().get((int) idx);
            } else {
                error.accept("expected LLVM IR structure/array type, got: " + str(t));
                return null;
            }
        }
        return t;
    }

    /** {@code %container[pos] {attrs}? : containerType} — with mlir-opt's trailing space. */
    private record ExtractValue() implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            UnresolvedOperand container = parser.parseOperand();
            if (container == null) {
                return false;
            }
            DenseArrayAttr position = parsePosition(parser);
            if (position == null || !parser.parseOptionalAttrDict(state)) {
                return false;
            }
            state.properties.put(POSITION, position);
            Type type = parser.parseColonType();
            if (type == null || !parser.resolveOperands(List.of(container), type, state.operands)) {
                return false;
            }
            Location at = parser.location();
            Type result = elementAt(type, position.elements(), m -> parser.emitError(at, m));
            if (result == null) {
                return false;
            }
            state.resultTypes.add(result);
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printOperand(op.operand(0)).print(positionText(op));
            printer.printOptionalAttrDict(LlvmOps.allAttrs(op), List.of(POSITION));
            printer.print(" : ").print(op.operand(0).type()).print(" ");
        }
    }

    /** {@code %value, %container[pos] {attrs}? : containerType} — with mlir-opt's trailing space. */
    private record InsertValue() implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            UnresolvedOperand value = parser.parseOperand();
            if (value == null || !parser.parseComma()) {
                return false;
            }
            UnresolvedOperand container = parser.parseOperand();
            if (container == null) {
                return false;
            }
            DenseArrayAttr position = parsePosition(parser);
            if (position == null || !parser.parseOptionalAttrDict(state)) {
                return false;
            }
            state.properties.put(POSITION, position);
            Type type = parser.parseColonType();
            if (type == null) {
                return false;
            }
            Location at = parser.location();
            Type valueType = elementAt(type, position.elements(), m -> parser.emitError(at, m));
            if (valueType == null || !parser.resolveOperands(List.of(container, value), List.of(type, valueType),
                    parser.nameLocation(), state.operands)) {
                return false;
            }
            state.resultTypes.add(type);
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printOperand(op.operand(1)).print(", ").printOperand(op.operand(0))
                    .print(positionText(op));
            printer.printOptionalAttrDict(LlvmOps.allAttrs(op), List.of(POSITION));
            printer.print(" : ").print(op.operand(0).type()).print(" ");
        }
    }

    private static boolean verifyExtractValue(Operation op, DiagnosticEngine d) {
        boolean[] ok = {true};
        Type expected = elementAt(op.operand(0).type(), ((DenseArrayAttr) op.properties().get(POSITION)).elements(),
                m -> ok[0] = fail(op, d, m));
        if (expected == null) {
            return false;
        }
        if (!op.result(0).type().equals(expected)) {
            return fail(op, d, "Type mismatch: extracting from " + str(op.operand(0).type()) + " should produce "
                    + str(expected) + " but this op returns " + str(op.result(0).type()));
        }
        return ok[0];
    }

    private static boolean verifyInsertValue(Operation op, DiagnosticEngine d) {
        Type expected = elementAt(op.operand(0).type(), ((DenseArrayAttr) op.properties().get(POSITION)).elements(),
                m -> fail(op, d, m));
        if (expected == null) {
            return false;
        }
        if (!op.operand(1).type().equals(expected)) {
            return fail(op, d, "Type mismatch: cannot insert " + str(op.operand(1).type()) + " into "
                    + str(op.operand(0).type()));
        }
        return true;
    }
}

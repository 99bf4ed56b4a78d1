package dev.mlirj.dialect.vector;

import dev.mlirj.ir.DialectAsmParser;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/** Pieces of the vector operations' custom forms shared by several operations. */
final class VectorSyntax {
    /** MLIR's {@code ShapedType::kDynamic}: a dynamic position in {@code static_position}. */
    static final long DYNAMIC = Long.MIN_VALUE;

    private VectorSyntax() {
    }

    /**
     * Parses {@code <keyword>} naming a case of an enum whose keywords are {@code keywords} (in MLIR's order, for
     * the error message) and whose case of a keyword is {@code fromKeyword}'s; returns the case, or null after
     * MLIR's two errors for an unknown keyword.
     */
    static <E extends Enum<E>> E parseEnum(DialectAsmParser parser, List<String> keywords,
                                           Function<String, E> fromKeyword, String cppName) {
        if (!parser.parseLess()) {
            return null;
        }
        Location at = parser.location();
        String word = parser.parseOptionalKeyword();
        E value = word == null ? null : fromKeyword.apply(word);
        if (value == null) {
            parser.emitError(at, "expected ::mlir::vector::" + cppName + " to be one of: "
                    + String.join(", ", keywords));
            // MLIR's second error; mlirj's parser reports only the first error of a parse.
            parser.emitError(parser.location(), "failed to parse Vector_" + cppName
                    + (cppName.equals("CombiningKind") ? "Attr" : "") + " parameter 'value' which is to be a "
                    + "`::mlir::vector::" + cppName + "`");
            return null;
        }
        if (!parser.parseGreater()) {
            return null;
        }
        return value;
    }

    /** Resolves {@code operands} as {@code index} values into {@code state}. */
    static boolean resolveIndices(OpAsmParser parser, List<OpAsmParser.UnresolvedOperand> operands,
                                  OperationState state) {
        return parser.resolveOperands(operands, IndexType.INSTANCE, state.operands);
    }

    /** Resolves one operand of {@code type} into {@code state}. */
    static boolean resolve(OpAsmParser parser, OpAsmParser.UnresolvedOperand operand, Type type,
                           OperationState state) {
        return parser.resolveOperands(List.of(operand), type, state.operands);
    }

    /**
     * MLIR's {@code custom<DynamicIndexList>} with square brackets: {@code [1, %i]}, integers going to
     * {@code statics} and operands (marked {@link #DYNAMIC} there) to {@code dynamics}; false after an error.
     */
    static boolean parseDynamicIndexList(OpAsmParser parser, List<Long> statics,
                                         List<OpAsmParser.UnresolvedOperand> dynamics) {
        if (!parser.parseLSquare()) {
            return false;
        }
        if (parser.parseOptionalRSquare()) {
            return true;
        }
        do {
            OpAsmParser.UnresolvedOperand operand = parser.parseOptionalOperand();
            if (operand != null) {
                dynamics.add(operand);
                statics.add(DYNAMIC);
                continue;
            }
            java.math.BigInteger value = parser.parseIntegerValue();
            if (value == null) {
                return false;
            }
            statics.add(value.longValue());
        } while (parser.parseOptionalComma());
        return parser.parseRSquare();
    }

    /** Prints {@code [1, %i]} from static positions and the dynamic operands that fill their gaps. */
    static void printDynamicIndexList(OpAsmPrinter printer, long[] statics, List<Value> dynamics) {
        printer.print("[");
        int d = 0;
        for (int i = 0; i < statics.length; i++) {
            if (i > 0) {
                printer.print(", ");
            }
            if (statics[i] == DYNAMIC) {
                printer.printOperand(dynamics.get(d++));
            } else {
                printer.print(Long.toString(statics[i]));
            }
        }
        printer.print("]");
    }

    /** {@code array<i64: values>}. */
    static dev.mlirj.ir.DenseArrayAttr i64Array(List<Long> values) {
        List<java.math.BigInteger> list = new ArrayList<>();
        values.forEach(v -> list.add(java.math.BigInteger.valueOf(v)));
        return new dev.mlirj.ir.DenseArrayAttr(dev.mlirj.ir.IntegerType.of(64), list);
    }

    /**
     * Prints {@code " %source, %vector"} ({@code withSource}) or {@code " %vector"}: the leading operands of the
     * insert and extract forms; returns the vector's operand index.
     */
    static int printSourceAndVector(Operation op, OpAsmPrinter printer, boolean withSource) {
        printer.print(" ");
        if (withSource) {
            printer.printOperand(op.operand(0)).print(", ");
        }
        int vector = withSource ? 1 : 0;
        printer.printOperand(op.operand(vector));
        return vector;
    }
}

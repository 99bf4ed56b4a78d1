package dev.mlirj.dialect.cf;

import dev.mlirj.dialect.OpChecks;
import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.BranchOpInterface;
import dev.mlirj.ir.DenseArrayAttr;
import dev.mlirj.ir.DenseElementsAttr;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.VectorType;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code cf.switch}: branches on an integer flag to the successor of the matching case value, or to the default
 * successor (successor 0). Operands: the flag, the default operands, then every case's operands; properties:
 * {@code operandSegmentSizes} ({@code array<i32: 1, d, c>}), {@code case_operand_segments} (one size per case)
 * and, when there are cases, {@code case_values} (a dense vector of the flag's type). Custom form:
 * <pre>
 * %flag : type, [
 *   default: ^bb((%a : types))?,
 *   42: ^bb((...))?
 * ] attr-dict
 * </pre>
 * Case values print as MLIR prints them: the value's bits read as unsigned (so {@code -1 : i32} prints
 * {@code 4294967295}), limited to 64 bits.
 */
public final class SwitchOp {
    /** The operation name. */
    public static final String NAME = "cf.switch";
    /** The property holding the case values. */
    public static final String CASE_VALUES = "case_values";
    /** The property holding the number of operands of each case. */
    public static final String CASE_OPERAND_SEGMENTS = "case_operand_segments";
    /** The property holding the operand group sizes. */
    public static final String SEGMENTS = CondBranchOp.SEGMENTS;

    private static final BigInteger MAX_U64 = BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE);
    /** ODS's {@code AnyInteger} constraint on the flag. */
    private static final TypeConstraint FLAG = new TypeConstraint("integer", t -> t instanceof IntegerType);

    private SwitchOp() {
    }

    /** The integer switched on. */
    public static Value flag(Operation op) {
        return op.operand(0);
    }

    /** The successor taken when no case value matches. */
    public static Block defaultDestination(Operation op) {
        return op.successor(0);
    }

    /** The successors of the cases, in case order. */
    public static List<Block> caseDestinations(Operation op) {
        return op.successors().subList(1, op.successors().size());
    }

    /** The case values as an attribute (a vector of the flag's type), or null without cases. */
    public static DenseElementsAttr caseValuesAttr(Operation op) {
        return op.properties().get(CASE_VALUES) instanceof DenseElementsAttr values ? values : null;
    }

    /** The case values as stored (signed for signless types), one per case; empty without cases. */
    public static List<BigInteger> caseValues(Operation op) {
        if (!(caseValuesAttr(op) instanceof DenseElementsAttr values)) {
            return List.of();
        }
        if (!values.splat()) {
            return values.elements();
        }
        int count = Math.toIntExact(values.type().elementCount());
        return java.util.Collections.nCopies(count, values.elements().getFirst());
    }

    /** The operands passed to successor {@code index} (0: default, i: case i - 1); assumes a verified operation. */
    public static List<Value> successorOperands(Operation op, int index) {
        int[] sizes = OpChecks.i32s(op.properties().get(SEGMENTS));
        if (index == 0) {
            return op.operands().subList(1, 1 + sizes[1]);
        }
        int[] cases = OpChecks.i32s(op.properties().get(CASE_OPERAND_SEGMENTS));
        int from = 1 + sizes[1];
        for (int i = 0; i < index - 1; i++) {
            from += cases[i];
        }
        return op.operands().subList(from, from + cases[index - 1]);
    }

    static boolean verify(Operation op, DiagnosticEngine diagnostics) {
        OpChecks c = new OpChecks(op, diagnostics);
        if (!c.regions(0) || !c.resultCount(0) || !c.atLeastSuccessors(1) || !c.atLeastOperands(1)) {
            return false;
        }
        int[] sizes = c.operandSegmentsOrMissing(SEGMENTS, 3);
        if (sizes == null) {
            return false;
        }
        if (sizes[0] != 1) {
            return c.fail("operand group starting at #0 requires 1 operand, but found " + sizes[0]);
        }
        if (!c.operand(0, FLAG) || !c.attr(CASE_OPERAND_SEGMENTS, true, a -> OpChecks.i32s(a) != null,
                "i32 dense array attribute")) {
            return false;
        }
        Type flagType = op.operand(0).type();
        int[] cases = OpChecks.i32s(op.properties().get(CASE_OPERAND_SEGMENTS));
        int caseTotal = 0;
        for (int size : cases) {
            caseTotal += size;
        }
        if (caseTotal != sizes[2]) {
            diagnostics.opError(op, "caseOperands count (" + sizes[2] + ") does not match with the total size ("
                    + caseTotal + ") specified in attribute '" + CASE_OPERAND_SEGMENTS + "'");
            return false;
        }
        if (!c.attr(CASE_VALUES, false, a -> a instanceof DenseElementsAttr d
                && d.type().elementType() instanceof IntegerType, "integer elements attribute")) {
            return false;
        }
        Object valuesAttr = op.properties().get(CASE_VALUES);
        if (op.successorCount() < 1) {
            diagnostics.opError(op, "requires at least 1 successor but found 0");
            return false;
        }
        int caseDestinations = op.successorCount() - 1;
        if (valuesAttr instanceof DenseElementsAttr values) {
            Type caseType = values.type().elementType();
            if (!caseType.equals(flagType)) {
                diagnostics.opError(op, "'flag' type (" + OpChecks.quote(flagType) + ") should match case value type ("
                        + OpChecks.quote(caseType) + ")");
                return false;
            }
        }
        long valueCount = valuesAttr instanceof DenseElementsAttr values ? values.type().elementCount() : 0;
        if (valueCount != caseDestinations) {
            diagnostics.opError(op, "number of case values (" + valueCount
                    + ") should match number of case destinations (" + caseDestinations + ")");
            return false;
        }
        if (cases.length != caseDestinations) {
            diagnostics.opError(op, "'" + CASE_OPERAND_SEGMENTS + "' has " + cases.length
                    + " sizes, but the operation has " + caseDestinations + " case destinations");
            return false;
        }
        for (int i = 0; i < op.successorCount(); i++) {
            if (!BranchOpInterface.verifySuccessorOperands(op, i, successorOperands(op, i), diagnostics)) {
                return false;
            }
        }
        return true;
    }

    /**
     * A case value as MLIR's parser builds it: the literal becomes an {@code int64_t} (an error when it does not fit
     * MLIR's {@code parseInteger} rules), then {@code APInt(width, value)} truncates or zero-extends its 64 bits.
     * Returns the value as {@link DenseElementsAttr} stores it, or null when out of range.
     */
    static BigInteger caseValue(BigInteger literal, int digits, IntegerType type) {
        if (literal.signum() < 0 ? digits * 4L > 64 : literal.compareTo(MAX_U64) > 0) {
            return null;
        }
        BigInteger bits = literal.and(MAX_U64);
        int width = type.width();
        if (width < 64) {
            bits = bits.and(BigInteger.ONE.shiftLeft(width).subtract(BigInteger.ONE));
        }
        if (type.signedness() == IntegerType.Signedness.UNSIGNED || width == 1 || !bits.testBit(width - 1)) {
            return bits;
        }
        return bits.subtract(BigInteger.ONE.shiftLeft(width));
    }

    /** A stored case value as MLIR prints it: its bits unsigned, limited to 64 bits. */
    static BigInteger printedValue(BigInteger stored, IntegerType type) {
        BigInteger bits = stored.signum() < 0 ? stored.add(BigInteger.ONE.shiftLeft(type.width())) : stored;
        return bits.min(MAX_U64);
    }

    /** The custom form; see the class comment. */
    static final class Syntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            OpAsmParser.UnresolvedOperand flag = parser.parseOperand();
            if (flag == null || !parser.parseColon()) {
                return false;
            }
            Location typeAt = parser.location();
            Type type = parser.parseType();
            if (type == null) {
                return false;
            }
            if (!(type instanceof IntegerType flagType)) {
                return parser.emitError(typeAt, "invalid kind of type specified");
            }
            if (!parser.parseComma() || !parser.parseLSquare() || !parser.parseKeyword("default")
                    || !parser.parseColon()) {
                return false;
            }
            List<Value> defaultOperands = new ArrayList<>();
            if (!parser.parseSuccessorAndUseList(state.successors, defaultOperands)) {
                return false;
            }
            List<BigInteger> values = new ArrayList<>();
            List<Value> caseOperands = new ArrayList<>();
            List<Integer> caseSizes = new ArrayList<>();
            while (parser.parseOptionalComma()) {
                Location valueAt = parser.location();
                BigInteger literal = parser.parseIntegerValue();
                if (literal == null) {
                    return false;
                }
                BigInteger value = caseValue(literal, literal.abs().toString().length(), flagType);
                if (value == null) {
                    return parser.emitError(valueAt, "integer value too large");
                }
                values.add(value);
                int before = caseOperands.size();
                if (!parser.parseColon() || !parser.parseSuccessorAndUseList(state.successors, caseOperands)) {
                    return false;
                }
                caseSizes.add(caseOperands.size() - before);
            }
            if (!parser.parseRSquare() || !parser.parseOptionalAttrDict(state)
                    || !parser.resolveOperands(List.of(flag), type, state.operands)) {
                return false;
            }
            // The flag comes first among the operands although it is resolved last.
            state.operands.add(0, state.operands.removeLast());
            state.operands.addAll(defaultOperands);
            state.operands.addAll(caseOperands);
            if (!values.isEmpty()) {
                VectorType vectorType = VectorType.of(List.of((long) values.size()), type);
                boolean splat = values.stream().allMatch(values.getFirst()::equals);
                state.properties.put(CASE_VALUES, new DenseElementsAttr(vectorType,
                        splat ? List.of(values.getFirst()) : values, splat));
            }
            state.properties.put(CASE_OPERAND_SEGMENTS,
                    DenseArrayAttr.ofI32(caseSizes.stream().mapToInt(Integer::intValue).toArray()));
            state.properties.put(SEGMENTS, DenseArrayAttr.ofI32(1, defaultOperands.size(), caseOperands.size()));
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            IntegerType type = (IntegerType) op.operand(0).type();
            printer.print(" ").printOperand(op.operand(0)).print(" : ").print(type).print(", [");
            printer.printNewline().print("  default: ");
            printer.printSuccessorAndUseList(op.successor(0), successorOperands(op, 0));
            List<BigInteger> values = caseValues(op);
            for (int i = 0; i < values.size(); i++) {
                printer.print(",").printNewline().print("  ").print(printedValue(values.get(i), type).toString())
                        .print(": ");
                printer.printSuccessorAndUseList(op.successor(i + 1), successorOperands(op, i + 1));
            }
            if (!values.isEmpty()) {
                printer.printNewline();
            }
            printer.print("]");
            printer.printOptionalAttrDict(op.attributes(), List.of());
        }
    }
}

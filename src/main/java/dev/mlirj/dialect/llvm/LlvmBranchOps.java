package dev.mlirj.dialect.llvm;

import static dev.mlirj.dialect.llvm.LlvmOps.def;

import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.DenseArrayAttr;
import dev.mlirj.ir.DenseElementsAttr;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.IntegerType;
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
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * {@code llvm.br}, {@code llvm.cond_br} and {@code llvm.switch}. Successor operands are stored in the operand list
 * after the op's own operands, split by {@code operandSegmentSizes} (and, for {@code switch}, per case by
 * {@code case_operand_segments}); {@link #successorOperands} gives the ones passed to one successor.
 * Note that MLIR 19 accepts an {@code llvm.cond_br} whose two successors are the same block with different
 * arguments ({@code ^bb1(%a : f32), ^bb1(%b : f32)}), and so does mlirj. The views take an operation of one of
 * these kinds (unchecked, as ODS's getters).
 */
public final class LlvmBranchOps {
    /** {@code llvm.br}. */
    public static final String BR = "llvm.br";
    /** {@code llvm.cond_br}. */
    public static final String COND_BR = "llvm.cond_br";
    /** {@code llvm.switch}. */
    public static final String SWITCH = "llvm.switch";

    /** How many operands each operand group has ({@code cond_br}, {@code switch}). */
    public static final String OPERAND_SEGMENT_SIZES = "operandSegmentSizes";
    /** The branch weights of {@code cond_br} and {@code switch}. */
    public static final String BRANCH_WEIGHTS = "branch_weights";
    /** The loop annotation of {@code br} and {@code cond_br}. */
    public static final String LOOP_ANNOTATION = "loop_annotation";
    /** {@code switch}'s case values. */
    public static final String CASE_VALUES = "case_values";
    /** How many operands each case of {@code switch} passes. */
    public static final String CASE_OPERAND_SEGMENTS = "case_operand_segments";

    private LlvmBranchOps() {
    }

    /** {@code br}'s destination. */
    public static Block dest(Operation op) {
        return op.successor(0);
    }

    /** The operands {@code br} passes to its destination. */
    public static List<Value> destOperands(Operation op) {
        return op.operands();
    }

    /** {@code cond_br}'s condition. */
    public static Value condition(Operation op) {
        return op.operand(0);
    }

    /** {@code cond_br}'s destination when the condition holds. */
    public static Block trueDest(Operation op) {
        return op.successor(0);
    }

    /** {@code cond_br}'s destination when the condition does not hold. */
    public static Block falseDest(Operation op) {
        return op.successor(1);
    }

    /** The operands {@code cond_br} passes to its true destination. */
    public static List<Value> trueDestOperands(Operation op) {
        return successorOperands(op, 0);
    }

    /** The operands {@code cond_br} passes to its false destination. */
    public static List<Value> falseDestOperands(Operation op) {
        return successorOperands(op, 1);
    }

    /** The branch weights of {@code cond_br} or {@code switch}, one per successor; null when absent. */
    public static int[] branchWeights(Operation op) {
        return op.properties().get(BRANCH_WEIGHTS) instanceof DenseArrayAttr w
                ? w.elements().stream().mapToInt(BigInteger::intValue).toArray() : null;
    }

    /** The loop annotation of {@code br} or {@code cond_br}, or null. */
    public static Attribute loopAnnotation(Operation op) {
        return op.properties().get(LOOP_ANNOTATION);
    }

    /** The value {@code switch} switches on. */
    public static Value value(Operation op) {
        return op.operand(0);
    }

    /** {@code switch}'s default destination. */
    public static Block defaultDestination(Operation op) {
        return op.successor(0);
    }

    /** The operands {@code switch} passes to its default destination. */
    public static List<Value> defaultOperands(Operation op) {
        return successorOperands(op, 0);
    }

    /** {@code switch}'s case values, one per case destination (a splat expanded); empty when there are none. */
    public static List<BigInteger> caseValues(Operation op) {
        if (!(op.properties().get(CASE_VALUES) instanceof DenseElementsAttr values)) {
            return List.of();
        }
        if (!values.splat()) {
            return values.elements();
        }
        return java.util.Collections.nCopies(Math.toIntExact(values.type().elementCount()),
                values.elements().getFirst());
    }

    /** {@code switch}'s case destinations, in the order of the case values. */
    public static List<Block> caseDestinations(Operation op) {
        return op.successors().subList(1, op.successorCount());
    }

    /** The operands {@code switch} passes to its case destination {@code index}. */
    public static List<Value> caseOperands(Operation op, int index) {
        return successorOperands(op, index + 1);
    }

    static void register(Consumer<OpDefinition> register) {
        Set<OpTrait> terminator = EnumSet.of(OpTrait.TERMINATOR, OpTrait.PURE);
        register.accept(def(BR, terminator, Set.of(LOOP_ANNOTATION), new Br(), null));
        register.accept(def(COND_BR, terminator, Set.of(OPERAND_SEGMENT_SIZES, BRANCH_WEIGHTS, LOOP_ANNOTATION),
                new CondBr(), LlvmBranchOps::verifyCondBr));
        register.accept(def(SWITCH, terminator, Set.of(OPERAND_SEGMENT_SIZES, CASE_VALUES, CASE_OPERAND_SEGMENTS,
                BRANCH_WEIGHTS), new Switch(), LlvmBranchOps::verifySwitch));
    }

    /** The operands a {@code br}, {@code cond_br} or {@code switch} passes to its successor {@code index}. */
    public static List<Value> successorOperands(Operation op, int index) {
        return switch (op.name().fullName()) {
            case BR -> op.operands();
            case COND_BR -> {
                List<Integer> seg = LlvmFuncOps.segments(op, OPERAND_SEGMENT_SIZES);
                int start = 1 + (index == 0 ? 0 : seg.get(1));
                yield op.operands().subList(start, start + seg.get(1 + index));
            }
            case SWITCH -> {
                List<Integer> seg = LlvmFuncOps.segments(op, OPERAND_SEGMENT_SIZES);
                if (index == 0) {
                    yield op.operands().subList(1, 1 + seg.get(1));
                }
                List<Integer> cases = LlvmFuncOps.segments(op, CASE_OPERAND_SEGMENTS);
                int start = 1 + seg.get(1);
                for (int i = 0; i < index - 1; i++) {
                    start += cases.get(i);
                }
                yield op.operands().subList(start, start + cases.get(index - 1));
            }
            default -> throw new IllegalArgumentException(op.name().fullName() + " is not an LLVM branch");
        };
    }

    /** Parses {@code ^bb} then an optional {@code (%ops : types)}, resolving into {@code state}; null after errors. */
    private static Block successorAndUseList(OpAsmParser parser, OperationState state, int[] count) {
        Block dest = parser.parseSuccessor();
        if (dest == null) {
            return null;
        }
        count[0] = 0;
        if (parser.parseOptionalLParen()) {
            List<UnresolvedOperand> operands = parser.parseOperandList();
            List<Type> types = parser.parseColonTypeList();
            if (types == null || !parser.parseRParen()
                    || !parser.resolveOperands(operands, types, parser.location(), state.operands)) {
                return null;
            }
            count[0] = operands.size();
        }
        state.successors.add(dest);
        return dest;
    }

    private static void printSuccessor(OpAsmPrinter printer, Block dest, List<Value> operands) {
        printer.printSuccessor(dest);
        if (!operands.isEmpty()) {
            printer.print("(").printOperands(operands).print(" : ");
            List<Type> types = new ArrayList<>();
            for (Value v : operands) {
                types.add(v.type());
            }
            printer.printTypes(types).print(")");
        }
    }

    /** {@code ^dest(%ops : types)? {attrs}?}. */
    private record Br() implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            return successorAndUseList(parser, state, new int[1]) != null && parser.parseOptionalAttrDict(state);
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ");
            printSuccessor(printer, op.successor(0), op.operands());
            printer.printOptionalAttrDict(LlvmOps.allAttrs(op), List.of());
        }
    }

    /** {@code %cond (weights([t, f]))?, ^true(...)?, ^false(...)? {attrs}?}. */
    private record CondBr() implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            UnresolvedOperand cond = parser.parseOperand();
            if (cond == null || !parser.resolveOperands(List.of(cond), IntegerType.of(1), state.operands)) {
                return false;
            }
            if (parser.parseOptionalKeyword("weights")) {
                DenseArrayAttr weights = parseI32List(parser);
                if (weights == null) {
                    return false;
                }
                state.properties.put(BRANCH_WEIGHTS, weights);
            }
            int[] t = new int[1];
            int[] f = new int[1];
            if (!parser.parseComma() || successorAndUseList(parser, state, t) == null || !parser.parseComma()
                    || successorAndUseList(parser, state, f) == null || !parser.parseOptionalAttrDict(state)) {
                return false;
            }
            state.properties.put(OPERAND_SEGMENT_SIZES, DenseArrayAttr.ofI32(1, t[0], f[0]));
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printOperand(op.operand(0));
            if (op.properties().get(BRANCH_WEIGHTS) instanceof DenseArrayAttr w) {
                printer.print(" weights(").print(i32List(w)).print(")");
            }
            printer.print(", ");
            printSuccessor(printer, op.successor(0), successorOperands(op, 0));
            printer.print(", ");
            printSuccessor(printer, op.successor(1), successorOperands(op, 1));
            printer.printOptionalAttrDict(LlvmOps.allAttrs(op), List.of(OPERAND_SEGMENT_SIZES, BRANCH_WEIGHTS));
        }
    }

    /** {@code ([a, b, ...])} after a keyword: a dense i32 array written as a list. */
    private static DenseArrayAttr parseI32List(OpAsmParser parser) {
        if (!parser.parseLParen() || !parser.parseLSquare()) {
            return null;
        }
        List<Integer> values = new ArrayList<>();
        if (!parser.parseOptionalRSquare()) {
            do {
                // MLIR's parseInteger<int32_t>: a literal outside the 32-bit signed range is too large.
                dev.mlirj.ir.Location at = parser.location();
                BigInteger v = parser.parseIntegerValue();
                if (v == null) {
                    return null;
                }
                if (v.bitLength() > 31) {
                    parser.emitError(at, "integer value too large");
                    return null;
                }
                values.add(v.intValue());
            } while (parser.parseOptionalComma());
            if (!parser.parseRSquare()) {
                return null;
            }
        }
        if (!parser.parseRParen()) {
            return null;
        }
        return DenseArrayAttr.ofI32(values.stream().mapToInt(Integer::intValue).toArray());
    }

    private static String i32List(DenseArrayAttr a) {
        StringBuilder out = new StringBuilder("[");
        for (int i = 0; i < a.elements().size(); i++) {
            out.append(i > 0 ? ", " : "").append(a.elements().get(i));
        }
        return out.append(']').toString();
    }

    private static boolean verifyCondBr(Operation op, DiagnosticEngine d) {
        if (!(LlvmFuncOps.segments(op, OPERAND_SEGMENT_SIZES) instanceof List<Integer> seg) || seg.size() != 3
                || seg.get(0) + seg.get(1) + seg.get(2) != op.operandCount()) {
            return LlvmOps.fail(op, d, "operand count (" + op.operandCount()
                    + ") does not match with the total size specified in attribute 'operandSegmentSizes'");
        }
        // ODS's I1: a scalar, unlike select's condition.
        return LlvmOps.operandIs(op, 0, dev.mlirj.dialect.TypeConstraint.I1, d);
    }

    /**
     * {@code %value : type, ^default(...)? [ newline (int: ^dest(...)?),* newline ] {attrs}?}, the cases one per
     * line as mlir-opt prints them. Case values print as unsigned numbers of the condition's width, as MLIR's
     * {@code APInt} printing does ({@code -5 : i32} prints {@code 4294967291}).
     */
    private record Switch() implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            UnresolvedOperand value = parser.parseOperand();
            if (value == null) {
                return false;
            }
            Type type = parser.parseColonType();
            if (type == null || !parser.resolveOperands(List.of(value), type, state.operands) || !parser.parseComma()) {
                return false;
            }
            int[] count = new int[1];
            if (successorAndUseList(parser, state, count) == null) {
                return false;
            }
            int defaultCount = count[0];
            if (!parser.parseLSquare()) {
                return false;
            }
            List<BigInteger> values = new ArrayList<>();
            List<Integer> caseCounts = new ArrayList<>();
            int caseTotal = 0;
            if (!parser.parseOptionalRSquare()) {
                do {
                    Long v = parser.parseInteger();
                    if (v == null || !parser.parseColon() || successorAndUseList(parser, state, count) == null) {
                        return false;
                    }
                    values.add(BigInteger.valueOf(v));
                    caseCounts.add(count[0]);
                    caseTotal += count[0];
                } while (parser.parseOptionalComma());
                if (!parser.parseRSquare()) {
                    return false;
                }
                if (!(type instanceof IntegerType it)) {
                    return parser.emitError(parser.nameLocation(), "expected an integer condition type");
                }
                // As APInt(width, value): keep the low bits, stored signed as for every signless integer.
                BigInteger modulus = BigInteger.ONE.shiftLeft(it.width());
                values.replaceAll(v -> {
                    BigInteger low = v.mod(modulus);
                    return low.testBit(it.width() - 1) ? low.subtract(modulus) : low;
                });
                boolean splat = values.stream().distinct().count() == 1;
                state.properties.put(CASE_VALUES, new DenseElementsAttr(
                        VectorType.of(List.of((long) values.size()), it), splat ? values.subList(0, 1) : values,
                        splat));
            }
            state.properties.put(CASE_OPERAND_SEGMENTS,
                    DenseArrayAttr.ofI32(caseCounts.stream().mapToInt(Integer::intValue).toArray()));
            state.properties.put(OPERAND_SEGMENT_SIZES, DenseArrayAttr.ofI32(1, defaultCount, caseTotal));
            return parser.parseOptionalAttrDict(state);
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printOperand(op.operand(0)).print(" : ").print(op.operand(0).type()).print(", ");
            printSuccessor(printer, op.successor(0), successorOperands(op, 0));
            printer.print(" [").printNewline();
            if (op.properties().get(CASE_VALUES) instanceof DenseElementsAttr values) {
                int width = ((IntegerType) values.type().elementType()).width();
                BigInteger modulus = BigInteger.ONE.shiftLeft(width);
                for (int i = 1; i < op.successorCount(); i++) {
                    BigInteger v = values.splat() ? values.elements().getFirst() : values.elements().get(i - 1);
                    printer.print("  " + v.mod(modulus) + ": ");
                    printSuccessor(printer, op.successor(i), successorOperands(op, i));
                    if (i + 1 < op.successorCount()) {
                        printer.print(",").printNewline();
                    }
                }
                printer.printNewline();
            }
            printer.print("]");
            printer.printOptionalAttrDict(LlvmOps.allAttrs(op), List.of(OPERAND_SEGMENT_SIZES, CASE_VALUES,
                    CASE_OPERAND_SEGMENTS));
        }
    }

    private static boolean verifySwitch(Operation op, DiagnosticEngine d) {
        int cases = op.successorCount() - 1;
        // ODS's checks first, as MLIR 19 makes them: the case operand segments are required; the operand segment
        // sizes, when missing, are all zero (their default in the op's properties).
        List<Integer> caseSegments = LlvmFuncOps.segments(op, CASE_OPERAND_SEGMENTS);
        if (caseSegments == null) {
            return LlvmOps.fail(op, d, "requires attribute '" + CASE_OPERAND_SEGMENTS + "'");
        }
        List<Integer> seg = LlvmFuncOps.segments(op, OPERAND_SEGMENT_SIZES);
        if (seg == null) {
            seg = List.of(0, 0, 0);
        }
        if (seg.size() != 3) {
            return LlvmOps.fail(op, d, "'" + OPERAND_SEGMENT_SIZES + "' attribute for specifying operand segments must"
                    + " have 3 elements, but got " + seg.size());
        }
        if (seg.stream().anyMatch(n -> n < 0)) {
            return LlvmOps.fail(op, d, "'" + OPERAND_SEGMENT_SIZES + "' attribute cannot have negative elements");
        }
        long total = (long) seg.get(0) + seg.get(1) + seg.get(2);
        if (total != op.operandCount()) {
            return LlvmOps.fail(op, d, "operand count (" + op.operandCount() + ") does not match with the total size ("
                    + total + ") specified in attribute '" + OPERAND_SEGMENT_SIZES + "'");
        }
        if (caseSegments.stream().anyMatch(n -> n < 0)) {
            return LlvmOps.fail(op, d, "'" + CASE_OPERAND_SEGMENTS + "' attribute cannot have negative elements");
        }
        long caseTotal = caseSegments.stream().mapToLong(Integer::longValue).sum();
        if (caseTotal != seg.get(2)) {
            return LlvmOps.fail(op, d, "caseOperands count (" + seg.get(2) + ") does not match with the total size ("
                    + caseTotal + ") specified in attribute '" + CASE_OPERAND_SEGMENTS + "'");
        }
        if (caseSegments.size() < cases) {
            // MLIR 19 reads past the segments here; refused, so that every case destination has its operands.
            return LlvmOps.fail(op, d, "'" + CASE_OPERAND_SEGMENTS + "' has " + caseSegments.size()
                    + " segment(s) for " + cases + " case destination(s)");
        }
        Object values = op.properties().get(CASE_VALUES);
        long count = values instanceof DenseElementsAttr v ? v.type().elementCount() : 0;
        if (count != cases) {
            return LlvmOps.fail(op, d, "expects number of case values to match number of case destinations");
        }
        if (values instanceof DenseElementsAttr v && !v.type().elementType().equals(op.operand(0).type())) {
            d.error(op.location(), "expects case value type to match condition value type");
            return false;
        }
        return true;
    }
}

package dev.mlirj.dialect.llvm;

import static dev.mlirj.dialect.llvm.LlvmOps.def;

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
 * arguments ({@code ^bb1(%a : f32), ^bb1(%b : f32)}), and so does mlirj.
 */
final class LlvmBranchOps {
    private LlvmBranchOps() {
    }

    static void register(Consumer<OpDefinition> register) {
        Set<OpTrait> terminator = EnumSet.of(OpTrait.TERMINATOR, OpTrait.PURE);
        register.accept(def("llvm.br", terminator, Set.of("loop_annotation"), new Br(), null));
        register.accept(def("llvm.cond_br", terminator, Set.of("operandSegmentSizes", "branch_weights",
                "loop_annotation"), new CondBr(), LlvmBranchOps::verifyCondBr));
        register.accept(def("llvm.switch", terminator, Set.of("operandSegmentSizes", "case_values",
                "case_operand_segments", "branch_weights"), new Switch(), LlvmBranchOps::verifySwitch));
    }

    /** The operands {@code op} passes to its successor {@code index}. */
    static List<Value> successorOperands(Operation op, int index) {
        return switch (op.name().fullName()) {
            case "llvm.br" -> op.operands();
            case "llvm.cond_br" -> {
                List<Integer> seg = LlvmFuncOps.segments(op, "operandSegmentSizes");
                int start = 1 + (index == 0 ? 0 : seg.get(1));
                yield op.operands().subList(start, start + seg.get(1 + index));
            }
            case "llvm.switch" -> {
                List<Integer> seg = LlvmFuncOps.segments(op, "operandSegmentSizes");
                if (index == 0) {
                    yield op.operands().subList(1, 1 + seg.get(1));
                }
                List<Integer> cases = LlvmFuncOps.segments(op, "case_operand_segments");
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
                state.properties.put("branch_weights", weights);
            }
            int[] t = new int[1];
            int[] f = new int[1];
            if (!parser.parseComma() || successorAndUseList(parser, state, t) == null || !parser.parseComma()
                    || successorAndUseList(parser, state, f) == null || !parser.parseOptionalAttrDict(state)) {
                return false;
            }
            state.properties.put("operandSegmentSizes", DenseArrayAttr.ofI32(1, t[0], f[0]));
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printOperand(op.operand(0));
            if (op.properties().get("branch_weights") instanceof DenseArrayAttr w) {
                printer.print(" weights(").print(i32List(w)).print(")");
            }
            printer.print(", ");
            printSuccessor(printer, op.successor(0), successorOperands(op, 0));
            printer.print(", ");
            printSuccessor(printer, op.successor(1), successorOperands(op, 1));
            printer.printOptionalAttrDict(LlvmOps.allAttrs(op), List.of("operandSegmentSizes", "branch_weights"));
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
                Long v = parser.parseInteger();
                if (v == null) {
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
        if (!(LlvmFuncOps.segments(op, "operandSegmentSizes") instanceof List<Integer> seg) || seg.size() != 3
                || seg.get(0) + seg.get(1) + seg.get(2) != op.operandCount()) {
            return LlvmOps.fail(op, d, "operand count (" + op.operandCount()
                    + ") does not match with the total size specified in attribute 'operandSegmentSizes'");
        }
        return LlvmOps.operandIs(op, 0, LlvmTypeConstraints.I1, d);
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
                state.properties.put("case_values", new DenseElementsAttr(
                        VectorType.of(List.of((long) values.size()), it), splat ? values.subList(0, 1) : values,
                        splat));
            }
            state.properties.put("case_operand_segments",
                    DenseArrayAttr.ofI32(caseCounts.stream().mapToInt(Integer::intValue).toArray()));
            state.properties.put("operandSegmentSizes", DenseArrayAttr.ofI32(1, defaultCount, caseTotal));
            return parser.parseOptionalAttrDict(state);
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printOperand(op.operand(0)).print(" : ").print(op.operand(0).type()).print(", ");
            printSuccessor(printer, op.successor(0), successorOperands(op, 0));
            printer.print(" [").printNewline();
            if (op.properties().get("case_values") instanceof DenseElementsAttr values) {
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
            printer.printOptionalAttrDict(LlvmOps.allAttrs(op), List.of("operandSegmentSizes", "case_values",
                    "case_operand_segments"));
        }
    }

    private static boolean verifySwitch(Operation op, DiagnosticEngine d) {
        int cases = op.successorCount() - 1;
        Object values = op.properties().get("case_values");
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

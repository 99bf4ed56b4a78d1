package dev.mlirj.dialect.scf;

import dev.mlirj.ir.Block;
import dev.mlirj.ir.FunctionType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Region;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import java.util.List;

/**
 * Pieces of the scf operations' custom forms that several share: MLIR's {@code ensureTerminator} (the implicit
 * {@code scf.yield} of a body written without one), assignment lists {@code (%inner = %outer, ...)} and the type
 * lists MLIR prints after {@code ->}.
 */
final class ScfSyntax {
    private ScfSyntax() {
    }

    /**
     * MLIR's {@code SingleBlockImplicitTerminator<"scf.yield">::ensureTerminator}: gives an empty region one block,
     * and appends an operand-less {@code scf.yield} (at {@code location}) to that block when it does not end with a
     * terminator (an unregistered operation is not known to be one and gets the yield after it: MLIR checks
     * {@code hasTrait<IsTerminator>}).
     */
    static void ensureTerminator(Region region, Location location) {
        ensureTerminator(region, location, YieldOp.OPERATION_NAME);
    }

    /**
     * As {@link #ensureTerminator(Region, Location)}, with an operand-less {@code terminator} ({@code scf.reduce});
     * {@code scf.forall.in_parallel} gets its region of one empty block, as MLIR's builder makes it.
     */
    static void ensureTerminator(Region region, Location location, dev.mlirj.ir.OperationName terminator) {
        if (region.isEmpty()) {
            region.appendBlock();
        }
        Block block = region.entryBlock();
        Operation last = block.isEmpty() ? null : block.lastOp();
        if (last != null && last.has(OpTrait.TERMINATOR)) {
            return;
        }
        OperationState state = new OperationState(terminator, location);
        if (terminator.equals(InParallelOp.OPERATION_NAME)) {
            state.addRegion().appendBlock();
        }
        block.append(Operation.create(state));
    }

    /**
     * Parses {@code (%inner = %outer, ...)} (MLIR's {@code parseAssignmentList}): the inner names, untyped, go to
     * {@code arguments}, the outer uses to {@code operands}. When {@code optional}, a missing list (no {@code (}
     * next) is no error. False after an error.
     */
    static boolean parseAssignmentList(OpAsmParser parser, List<OpAsmParser.Argument> arguments,
                                       List<OpAsmParser.UnresolvedOperand> operands, boolean optional) {
        if (optional ? !parser.parseOptionalLParen() : !parser.parseLParen()) {
            return optional;
        }
        if (parser.parseOptionalRParen()) {
            return true;
        }
        do {
            OpAsmParser.Argument inner = parser.parseArgument(false, false);
            if (inner == null || !parser.parseEqual()) {
                return false;
            }
            OpAsmParser.UnresolvedOperand outer = parser.parseOperand();
            if (outer == null) {
                return false;
            }
            arguments.add(inner);
            operands.add(outer);
        } while (parser.parseOptionalComma());
        return parser.parseRParen();
    }

    /**
     * Parses ODS's {@code ($values^ : type($values))?}: operands, if any are next, then {@code :} and one type each;
     * appends the resolved values to {@code out}. False after an error.
     */
    static boolean parseOptionalTypedOperands(OpAsmParser parser, List<Value> out) {
        Location at = parser.location();
        List<OpAsmParser.UnresolvedOperand> operands = parser.parseOperandList();
        if (operands == null) {
            return false;
        }
        if (operands.isEmpty()) {
            return true;
        }
        List<Type> types = parser.parseColonTypeList();
        return types != null && parser.resolveOperands(operands, types, at, out);
    }

    /** Prints {@code " %a, %b : t1, t2"}, nothing for no values. */
    static void printOptionalTypedOperands(OpAsmPrinter printer, List<Value> values) {
        if (!values.isEmpty()) {
            printer.print(" ").printOperands(values).print(" : ");
            printer.printTypes(values.stream().map(Value::type).toList());
        }
    }

    /**
     * Parses {@code (%i, %j, ...)}, the induction variables of {@code scf.parallel} and {@code scf.forall}, typed
     * {@code index}; null after an error.
     */
    static List<OpAsmParser.Argument> parseInductionVariables(OpAsmParser parser) {
        if (!parser.parseLParen()) {
            return null;
        }
        List<OpAsmParser.Argument> ivs = new java.util.ArrayList<>();
        if (parser.parseOptionalRParen()) {
            return ivs;
        }
        do {
            OpAsmParser.Argument iv = parser.parseArgument(false, false);
            if (iv == null) {
                return null;
            }
            ivs.add(typed(iv, dev.mlirj.ir.IndexType.INSTANCE));
        } while (parser.parseOptionalComma());
        return parser.parseRParen() ? ivs : null;
    }

    /** Parses the keyword {@code keyword}, reporting {@code expected 'keyword'} as a custom-op error (as MLIR). */
    static boolean keyword(OpAsmParser parser, String keyword) {
        return parser.parseOptionalKeyword(keyword) || parser.emitError("expected '" + keyword + "'");
    }

    /** {@code argument} with type {@code type}. */
    static OpAsmParser.Argument typed(OpAsmParser.Argument argument, Type type) {
        return new OpAsmParser.Argument(argument.operand(), type, argument.attributes(), argument.location());
    }

    /** Prints {@code prefix(%inner = %outer, ...)}, nothing when there are no pairs. */
    static void printInitializationList(OpAsmPrinter printer, List<? extends Value> inner, List<Value> outer,
                                        String prefix) {
        if (outer.isEmpty()) {
            return;
        }
        printer.print(prefix + "(");
        for (int i = 0; i < outer.size(); i++) {
            if (i > 0) {
                printer.print(", ");
            }
            printer.printOperand(inner.get(i)).print(" = ").printOperand(outer.get(i));
        }
        printer.print(")");
    }

    /**
     * MLIR's {@code printOptionalArrowTypeList}: nothing for no types, {@code " -> t"} for one type that is not a
     * function type, {@code " -> (t1, t2)"} otherwise.
     */
    static void printOptionalArrowTypeList(OpAsmPrinter printer, List<Type> types) {
        if (types.isEmpty()) {
            return;
        }
        printer.print(" -> ");
        printResultTypes(printer, types);
    }

    /** MLIR's {@code printFunctionalType}: {@code (inputs) -> results}, results as after an arrow. */
    static void printFunctionalType(OpAsmPrinter printer, List<Type> inputs, List<Type> results) {
        printer.print("(").printTypes(inputs).print(") -> ");
        printResultTypes(printer, results);
    }

    private static void printResultTypes(OpAsmPrinter printer, List<Type> types) {
        boolean parens = types.size() != 1 || types.getFirst() instanceof FunctionType;
        if (parens) {
            printer.print("(");
        }
        printer.printTypes(types);
        if (parens) {
            printer.print(")");
        }
    }
}

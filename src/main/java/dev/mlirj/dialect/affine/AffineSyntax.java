package dev.mlirj.dialect.affine;

import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.Value;
import java.util.List;

/**
 * Pieces of the affine operations' custom forms that several share: MLIR's {@code parseDimAndSymbolList} and
 * {@code printDimAndSymbolList}, the {@code (%d0, %d1)[%s0]} operand lists that follow a map or set.
 */
final class AffineSyntax {
    private AffineSyntax() {
    }

    /**
     * Parses {@code (%d, ...)} and an optional {@code [%s, ...]}, resolved as {@code index} and appended to
     * {@code out}; the number of dimension operands, or -1 after an error.
     */
    static int parseDimAndSymbolList(OpAsmParser parser, List<Value> out) {
        if (!parser.parseLParen()) {
            return -1;
        }
        List<OpAsmParser.UnresolvedOperand> dims = parser.parseOperandList();
        if (dims == null || !parser.parseRParen()) {
            return -1;
        }
        List<OpAsmParser.UnresolvedOperand> symbols = List.of();
        if (parser.parseOptionalLSquare()) {
            symbols = parser.parseOperandList();
            if (symbols == null || !parser.parseRSquare()) {
                return -1;
            }
        }
        if (!parser.resolveOperands(dims, IndexType.INSTANCE, out)
                || !parser.resolveOperands(symbols, IndexType.INSTANCE, out)) {
            return -1;
        }
        return dims.size();
    }

    /** Prints {@code (%d, ...)} and, when there are symbol operands, {@code [%s, ...]}. */
    static void printDimAndSymbolList(OpAsmPrinter printer, List<Value> operands, int numDims) {
        printer.print("(").printOperands(operands.subList(0, numDims)).print(")");
        if (operands.size() > numDims) {
            printer.print("[").printOperands(operands.subList(numDims, operands.size())).print("]");
        }
    }

    /**
     * MLIR's {@code SingleBlockImplicitTerminator<"affine.yield">::ensureTerminator}: gives an empty region one
     * block, and appends an operand-less {@code affine.yield} (at {@code location}) to that block when it does not
     * end with a terminator (an unregistered operation is not known to be one, so it gets the yield after it, as in
     * MLIR, whose check is {@code hasTrait<IsTerminator>}).
     */
    static void ensureTerminator(dev.mlirj.ir.Region region, dev.mlirj.ir.Location location) {
        if (region.isEmpty()) {
            region.appendBlock();
        }
        dev.mlirj.ir.Block block = region.entryBlock();
        dev.mlirj.ir.Operation last = block.isEmpty() ? null : block.lastOp();
        if (last != null && last.has(dev.mlirj.ir.OpTrait.TERMINATOR)) {
            return;
        }
        block.append(dev.mlirj.ir.Operation.create(
                new dev.mlirj.ir.OperationState(AffineYieldOp.OPERATION_NAME, location)));
    }

    /**
     * Prints {@code map} over {@code operands} as MLIR's {@code printAffineMapOfSSAIds}: the results separated by
     * commas, each dimension as its operand and each symbol as {@code symbol(%operand)}.
     */
    static void printAffineMapOfSsaIds(OpAsmPrinter printer, dev.mlirj.ir.affine.AffineMap map,
                                       List<Value> operands) {
        dev.mlirj.ir.affine.AffinePrinter.Output out = new dev.mlirj.ir.affine.AffinePrinter.Output() {
            @Override
            public void text(String text) {
                printer.print(text);
            }

            @Override
            public void identifier(boolean symbol, int position) {
                if (symbol) {
                    printer.print("symbol(").printOperand(operands.get(map.numDims() + position)).print(")");
                } else {
                    printer.printOperand(operands.get(position));
                }
            }
        };
        for (int i = 0; i < map.numResults(); i++) {
            if (i > 0) {
                printer.print(", ");
            }
            dev.mlirj.ir.affine.AffinePrinter.print(out, map.result(i));
        }
    }

    /**
     * Parses {@code (%inner = %outer, ...)} (MLIR's {@code parseAssignmentList}): the inner names, untyped, go to
     * {@code arguments}, the outer uses to {@code operands}. False after an error.
     */
    static boolean parseAssignmentList(OpAsmParser parser, List<OpAsmParser.Argument> arguments,
                                       List<OpAsmParser.UnresolvedOperand> operands) {
        if (!parser.parseLParen()) {
            return false;
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
     * MLIR's {@code printOptionalArrowTypeList}: nothing for no types, {@code " -> t"} for one type that is not a
     * function type, {@code " -> (t1, t2)"} otherwise.
     */
    static void printOptionalArrowTypeList(OpAsmPrinter printer, List<dev.mlirj.ir.Type> types) {
        if (types.isEmpty()) {
            return;
        }
        boolean parens = types.size() != 1 || types.getFirst() instanceof dev.mlirj.ir.FunctionType;
        printer.print(parens ? " -> (" : " -> ").printTypes(types).print(parens ? ")" : "");
    }

    /**
     * Parses an attribute that must be of {@code kind} (MLIR's typed {@code parseAttribute}): null after an error,
     * including {@code invalid kind of attribute specified} for another kind.
     */
    static <T extends dev.mlirj.ir.Attribute> T parseAttributeOf(OpAsmParser parser, Class<T> kind) {
        dev.mlirj.ir.Attribute attribute = parser.parseAttribute();
        if (attribute == null) {
            return null;
        }
        if (!kind.isInstance(attribute)) {
            parser.emitError("invalid kind of attribute specified");
            return null;
        }
        return kind.cast(attribute);
    }
}

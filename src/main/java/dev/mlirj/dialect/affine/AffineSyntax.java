package dev.mlirj.dialect.affine;

import dev.mlirj.dialect.builtin.IndexType;
import dev.mlirj.ir.Value;
import dev.mlirj.syntax.OpAsmParser;
import dev.mlirj.syntax.OpAsmPrinter;
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
}

package dev.mlirj.dialect.memref;

import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import java.util.Collection;
import java.util.List;

/** Pieces the memref operations' custom forms share: the attribute dictionary and index lists. */
final class MemRefSyntax {
    private MemRefSyntax() {
    }

    /** Parses {@code ( %a, %b )} (possibly empty). */
    static List<OpAsmParser.UnresolvedOperand> parseParenOperands(OpAsmParser parser) {
        if (!parser.parseLParen()) {
            return null;
        }
        if (parser.parseOptionalRParen()) {
            return List.of();
        }
        List<OpAsmParser.UnresolvedOperand> operands = parser.parseOperandList();
        return operands == null || !parser.parseRParen() ? null : operands;
    }

    /** Resolves {@code operands} as {@code index} values into {@code state}. */
    static boolean resolveIndices(OpAsmParser parser, List<OpAsmParser.UnresolvedOperand> operands,
                                  OperationState state) {
        return parser.resolveOperands(operands, dev.mlirj.ir.IndexType.INSTANCE, state.operands);
    }

    /** Resolves one operand of {@code type} into {@code state}. */
    static boolean resolve(OpAsmParser parser, OpAsmParser.UnresolvedOperand operand, Type type,
                           OperationState state) {
        return parser.resolveOperands(List.of(operand), type, state.operands);
    }

    /**
     * Parses {@code attr-dict : type keyword type} (e.g. {@code ... : memref<4xf32> to memref<?xf32>}), resolving
     * {@code source} with the first type; returns the second, or null after an error.
     */
    static Type parseTypeConversion(OpAsmParser parser, OperationState state, OpAsmParser.UnresolvedOperand source,
                                    String keyword) {
        if (!parser.parseOptionalAttrDict(state)) {
            return null;
        }
        Type from = parser.parseColonType();
        if (from == null || !parser.parseKeyword(keyword)) {
            return null;
        }
        Type to = parser.parseType();
        return to != null && resolve(parser, source, from, state) ? to : null;
    }

    /** Prints {@code attr-dict : type(operand 0) keyword type(result 0)}, leaving {@code shown} out of the dict. */
    static void printTypeConversion(Operation op, OpAsmPrinter printer, Collection<String> shown, String keyword) {
        printer.printAttrDict(op, shown);
        printer.print(" : ").print(op.operand(0).type()).print(" " + keyword + " ").print(op.result(0).type());
    }

    /**
     * Parses {@code %source : type -> types attr-dict} (one result type, or a list when {@code many}), resolving the
     * source; returns the result types, or null after an error.
     */
    static List<Type> parseSourceArrowTypes(OpAsmParser parser, OperationState state, boolean many) {
        OpAsmParser.UnresolvedOperand source = parser.parseOperand();
        if (source == null) {
            return null;
        }
        Type type = parser.parseColonType();
        if (type == null || !parser.parseOptionalArrow() && !parser.emitError("expected '->'")) {
            return null;
        }
        List<Type> results = new java.util.ArrayList<>();
        do {
            Type t = parser.parseType();
            if (t == null) {
                return null;
            }
            results.add(t);
        } while (many && parser.parseOptionalComma());
        return parser.parseOptionalAttrDict(state) && resolve(parser, source, type, state) ? results : null;
    }

    /**
     * The custom form {@code $source : type($source) -> type(results) attr-dict} (one result type, or a list when
     * {@code many}), with the result names {@code names} suggests.
     */
    record SourceArrowTypes(boolean many,
                            java.util.function.BiConsumer<Operation,
                                    java.util.function.BiConsumer<dev.mlirj.ir.OpResult, String>> names)
            implements dev.mlirj.ir.OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            List<Type> results = parseSourceArrowTypes(parser, state, many);
            return results != null && state.resultTypes.addAll(results);
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printOperand(op.operand(0)).print(" : ").print(op.operand(0).type()).print(" -> ")
                    .printTypes(op.resultTypes());
            printer.printAttrDict(op, List.of());
        }

        @Override
        public void resultNames(Operation op, java.util.function.BiConsumer<dev.mlirj.ir.OpResult, String> setName) {
            names.accept(op, setName);
        }
    }

    /** Prints {@code [%i, %j]}. */
    static void printSquare(OpAsmPrinter printer, List<Value> values) {
        printer.print("[").printOperands(values).print("]");
    }
}

package dev.mlirj.dialect.memref;

import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.ShapedType;
import dev.mlirj.ir.Value;
import java.util.ArrayList;
import java.util.List;

/**
 * MLIR's mixed static/dynamic index lists ({@code custom<DynamicIndexList>} of StaticValueUtils and
 * ViewLikeInterface): {@code [%a, 4, %b]} is stored as the operands {@code %a, %b} and the property
 * {@code array<i64: kDynamic, 4, kDynamic>}, each {@link ShapedType#DYNAMIC} entry standing for the next operand. The
 * offsets/sizes/strides checks of {@code OffsetSizeAndStrideOpInterface} are here too.
 */
final class DynamicIndexList {
    private DynamicIndexList() {
    }

    /** Parses {@code [ (ssa-use | integer) (, ...)* ]} into {@code operands} and {@code statics}. */
    static boolean parse(OpAsmParser parser, List<OpAsmParser.UnresolvedOperand> operands, List<Long> statics) {
        if (!parser.parseLSquare()) {
            return false;
        }
        if (parser.parseOptionalRSquare()) {
            return true;
        }
        do {
            OpAsmParser.UnresolvedOperand operand = parser.parseOptionalOperand();
            if (operand != null) {
                operands.add(operand);
                statics.add(ShapedType.DYNAMIC);
                continue;
            }
            dev.mlirj.ir.Location at = parser.location();
            Long value = parser.parseOptionalInteger();
            if (value == null) {
                return parser.emitError(at, "expected SSA value or integer");
            }
            statics.add(value);
        } while (parser.parseOptionalComma());
        return parser.parseRSquare();
    }

    /** Prints {@code [%a, 4, %b]}: the list {@code statics} with its dynamic entries taken from {@code values}. */
    static void print(OpAsmPrinter printer, List<Value> values, long[] statics) {
        printer.print("[");
        int next = 0;
        for (int i = 0; i < statics.length; i++) {
            if (i > 0) {
                printer.print(", ");
            }
            if (statics[i] == ShapedType.DYNAMIC) {
                printer.printOperand(values.get(next++));
            } else {
                printer.print(Long.toString(statics[i]));
            }
        }
        printer.print("]");
    }

    /**
     * MLIR's {@code verifyListOfOperandsOrIntegers}: {@code statics} has {@code expected} entries and one operand per
     * dynamic entry.
     */
    static boolean verifyList(MemRefChecks c, String name, int expected, long[] statics, int operands) {
        if (statics.length != expected) {
            return c.failPlain("expected " + expected + " " + name + " values, got " + statics.length);
        }
        long dynamic = java.util.Arrays.stream(statics).filter(v -> v == ShapedType.DYNAMIC).count();
        if (operands != dynamic) {
            return c.failPlain("expected " + dynamic + " dynamic " + name + " values");
        }
        return true;
    }

    /** The offsets, sizes and strides of a verified-shape view operation (operand groups 1, 2 and 3). */
    record Mixed(long[] offsets, long[] sizes, long[] strides, int[] segments) {
    }

    static final String STATIC_OFFSETS = "static_offsets";
    static final String STATIC_SIZES = "static_sizes";
    static final String STATIC_STRIDES = "static_strides";

    /**
     * The ODS checks of an operation with {@code source, offsets, sizes, strides} operand groups and the three
     * static arrays; the mixed lists, or null after an error.
     */
    static Mixed properties(MemRefChecks c, Operation op) {
        int[] segments = c.segments(4);
        if (segments == null) {
            return null;
        }
        for (String name : List.of(STATIC_OFFSETS, STATIC_SIZES, STATIC_STRIDES)) {
            if (!c.attr(name, true, a -> MemRefChecks.i64s(a) != null, "i64 dense array attribute")) {
                return null;
            }
        }
        return new Mixed(OffsetSizeAndStrideOp.staticOffsets(op), OffsetSizeAndStrideOp.staticSizes(op),
                OffsetSizeAndStrideOp.staticStrides(op), segments);
    }

    /**
     * MLIR's {@code verifyOffsetSizeAndStrideOp}: list ranks agree, each list has {@code maxRanks} entries and one
     * operand per dynamic entry, no static offset or size is negative.
     */
    static boolean verifyOffsetSizeAndStride(MemRefChecks c, Mixed m, int[] maxRanks) {
        if (!(m.offsets.length == 1 && maxRanks[0] == 1) && m.offsets.length != m.sizes.length) {
            return c.failPlain("expected mixed offsets rank to match mixed sizes rank (" + m.offsets.length + " vs "
                    + m.sizes.length + ") so the rank of the result type is well-formed.");
        }
        if (m.sizes.length != m.strides.length) {
            return c.failPlain("expected mixed sizes rank to match mixed strides rank (" + m.sizes.length + " vs "
                    + m.strides.length + ") so the rank of the result type is well-formed.");
        }
        if (!verifyList(c, "offset", maxRanks[0], m.offsets, m.segments[1])
                || !verifyList(c, "size", maxRanks[1], m.sizes, m.segments[2])
                || !verifyList(c, "stride", maxRanks[2], m.strides, m.segments[3])) {
            return false;
        }
        for (long v : m.offsets) {
            if (v < 0 && v != ShapedType.DYNAMIC) {
                return c.failPlain("expected offsets to be non-negative, but got " + v);
            }
        }
        for (long v : m.sizes) {
            if (v < 0 && v != ShapedType.DYNAMIC) {
                return c.failPlain("expected sizes to be non-negative, but got " + v);
            }
        }
        return true;
    }

    /**
     * Parses {@code source-less} offsets, sizes and strides lists written one after another with the given
     * keywords (e.g. {@code offset: [..], sizes: [..], strides: [..]}) — see {@link SubViewOp} and
     * {@link ReinterpretCastOp}; stores the three arrays and returns the operands per group.
     */
    static List<List<OpAsmParser.UnresolvedOperand>> parseGroups(OpAsmParser parser,
                                                               dev.mlirj.ir.OperationState state,
                                                               List<String> keywords) {
        List<List<OpAsmParser.UnresolvedOperand>> groups = new ArrayList<>();
        List<String> names = List.of(STATIC_OFFSETS, STATIC_SIZES, STATIC_STRIDES);
        for (int i = 0; i < 3; i++) {
            if (keywords != null) {
                if (i > 0 && !parser.parseComma()) {
                    return null;
                }
                if (!parser.parseKeyword(keywords.get(i)) || !parser.parseColon()) {
                    return null;
                }
            }
            List<OpAsmParser.UnresolvedOperand> operands = new ArrayList<>();
            List<Long> statics = new ArrayList<>();
            if (!parse(parser, operands, statics)) {
                return null;
            }
            groups.add(operands);
            state.properties.put(names.get(i), MemRefChecks.i64Array(statics));
        }
        return groups;
    }

    /** The properties of a view operation with offsets, sizes and strides. */
    static final List<String> VIEW_PROPERTIES = List.of(MemRefChecks.SEGMENTS, STATIC_OFFSETS, STATIC_SIZES,
            STATIC_STRIDES);

    /**
     * Parses what follows a view operation's source: the three lists ({@link #parseGroups}), then
     * {@code attr-dict : type to type}; resolves the operands and stores the segment sizes and result type.
     */
    static boolean parseViewTail(OpAsmParser parser, dev.mlirj.ir.OperationState state,
                                 OpAsmParser.UnresolvedOperand source, List<String> keywords) {
        List<List<OpAsmParser.UnresolvedOperand>> groups = parseGroups(parser, state, keywords);
        dev.mlirj.ir.Type to = groups == null ? null : MemRefSyntax.parseTypeConversion(parser, state, source, "to");
        if (to == null) {
            return false;
        }
        for (List<OpAsmParser.UnresolvedOperand> g : groups) {
            if (!MemRefSyntax.resolveIndices(parser, g, state)) {
                return false;
            }
        }
        state.properties.put(MemRefChecks.SEGMENTS, dev.mlirj.ir.DenseArrayAttr.ofI32(1, groups.get(0).size(),
                groups.get(1).size(), groups.get(2).size()));
        state.resultTypes.add(to);
        return true;
    }

    /** Prints the three lists of a view operation, each preceded by {@code prefixes[i]}. */
    static void printGroups(OpAsmPrinter printer, Operation op, List<String> prefixes) {
        int[] segments = MemRefChecks.segmentSizes(op, 4);
        List<String> names = List.of(STATIC_OFFSETS, STATIC_SIZES, STATIC_STRIDES);
        int from = segments[0];
        for (int i = 0; i < 3; i++) {
            printer.print(prefixes.get(i));
            print(printer, op.operands().subList(from, from + segments[1 + i]),
                    MemRefChecks.i64s(op.properties().get(names.get(i))));
            from += segments[1 + i];
        }
    }
}

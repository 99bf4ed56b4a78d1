package dev.mlirj.dialect.affine;

import dev.mlirj.dialect.memref.AtomicRmwKind;
import dev.mlirj.ir.AffineMapAttr;
import dev.mlirj.ir.ArrayAttr;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.BlockArgument;
import dev.mlirj.ir.DenseElementsAttr;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.RankedTensorType;
import dev.mlirj.ir.Region;
import dev.mlirj.ir.StringAttr;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.affine.AffineConstantExpr;
import dev.mlirj.ir.affine.AffineExpr;
import dev.mlirj.ir.affine.AffineMap;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * {@code affine.parallel}: a band of loops whose iterations may run in any order. Each induction variable runs
 * from the maximum of a group of lower bound expressions to the minimum of a group of upper bound expressions by a
 * constant step; all lower bound expressions form one map ({@code lowerBoundsMap}, groups sizes in
 * {@code lowerBoundsGroups}, a {@code tensor<Nxi32>}), likewise the upper bounds. Results are reductions of the
 * values the body yields, by the {@link AtomicRmwKind} in {@code reductions}. Operands: the lower bound map's, then
 * the upper bound map's. Custom form (MLIR 19):
 * <pre>
 * (%i, ...) = (lb, max(e, ...), ...) to (ub, min(e, ...), ...) (step (s, ...))? (reduce ("addf", ...) -> (types))?
 *     { body } attr-dict
 * </pre>
 */
public final class AffineParallelOp {
    /** The operation name. */
    public static final String NAME = "affine.parallel";
    /** The reduction kinds property (an array of i64). */
    public static final String REDUCTIONS = "reductions";
    /** The lower bounds map property. */
    public static final String LOWER_MAP = "lowerBoundsMap";
    /** The lower bounds groups property. */
    public static final String LOWER_GROUPS = "lowerBoundsGroups";
    /** The upper bounds map property. */
    public static final String UPPER_MAP = "upperBoundsMap";
    /** The upper bounds groups property. */
    public static final String UPPER_GROUPS = "upperBoundsGroups";
    /** The steps property (an array of i64). */
    public static final String STEPS = "steps";

    static final OpDefinition DEFINITION = new OpDefinition(NAME,
            EnumSet.of(OpTrait.SINGLE_BLOCK, OpTrait.RECURSIVE_MEMORY_EFFECTS),
            Set.of(REDUCTIONS, LOWER_MAP, LOWER_GROUPS, UPPER_MAP, UPPER_GROUPS, STEPS), new Syntax(),
            AffineParallelOp::verify, "");

    private AffineParallelOp() {
    }

    /** The lower bounds map. */
    public static AffineMap lowerBoundsMap(Operation op) {
        return ((AffineMapAttr) op.properties().get(LOWER_MAP)).map();
    }

    /** The upper bounds map. */
    public static AffineMap upperBoundsMap(Operation op) {
        return ((AffineMapAttr) op.properties().get(UPPER_MAP)).map();
    }

    /** The lower bounds map's operands. */
    public static List<Value> lowerBoundsOperands(Operation op) {
        return op.operands().subList(0, lowerBoundsMap(op).numInputs());
    }

    /** The upper bounds map's operands. */
    public static List<Value> upperBoundsOperands(Operation op) {
        return op.operands().subList(lowerBoundsMap(op).numInputs(), op.operandCount());
    }

    /** The number of results of the lower bounds map in each group. */
    public static List<Integer> lowerBoundsGroups(Operation op) {
        return groups(op.properties().get(LOWER_GROUPS));
    }

    /** The number of results of the upper bounds map in each group. */
    public static List<Integer> upperBoundsGroups(Operation op) {
        return groups(op.properties().get(UPPER_GROUPS));
    }

    /** The steps. */
    public static List<Long> steps(Operation op) {
        return ((ArrayAttr) op.properties().get(STEPS)).elements().stream()
                .map(a -> ((IntegerAttr) a).value().longValue()).toList();
    }

    /** The body region. */
    public static Region region(Operation op) {
        return op.region(0);
    }

    /** The reduction of each result. */
    public static List<AtomicRmwKind> reductions(Operation op) {
        return ((ArrayAttr) op.properties().get(REDUCTIONS)).elements().stream()
                .map(a -> AtomicRmwKind.fromValue(((IntegerAttr) a).longValue())).toList();
    }

    private static List<Integer> groups(Attribute attribute) {
        DenseElementsAttr d = (DenseElementsAttr) attribute;
        int count = Math.toIntExact(d.type().elementCount());
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            out.add(d.elements().get(d.splat() ? 0 : i).intValue());
        }
        return out;
    }

    private static DenseElementsAttr groupsAttr(List<Integer> sizes) {
        List<BigInteger> values = sizes.stream().map(BigInteger::valueOf).toList();
        boolean splat = !values.isEmpty() && values.stream().allMatch(values.getFirst()::equals);
        return new DenseElementsAttr(new RankedTensorType(List.of((long) sizes.size()), IntegerType.of(32), null),
                splat ? List.of(values.getFirst()) : values, splat);
    }

    private static ArrayAttr i64Array(List<Long> values) {
        return new ArrayAttr(values.stream().map(v -> (Attribute) IntegerAttr.of(IntegerType.of(64), v)).toList());
    }

    private static boolean isI32Tensor(Attribute a) {
        return a instanceof DenseElementsAttr d && d.type() instanceof RankedTensorType t && t.rank() == 1
                && d.type().elementType() instanceof IntegerType i && i.isSignless(32);
    }

    private static boolean isI64Array(Attribute a) {
        return a instanceof ArrayAttr array && array.elements().stream()
                .allMatch(e -> e instanceof IntegerAttr i && i.type() instanceof IntegerType t && t.isSignless(64));
    }

    /** MLIR's {@code isResultTypeMatchAtomicRMWKind}. */
    private static boolean matches(Type type, AtomicRmwKind kind) {
        return switch (kind) {
            case ASSIGN -> true;
            case ADDI, MULI, ORI, ANDI -> type instanceof IntegerType;
            case MAXS, MINS -> type instanceof IntegerType i && i.signedness() == IntegerType.Signedness.SIGNED;
            case MAXU, MINU -> type instanceof IntegerType i && i.signedness() == IntegerType.Signedness.UNSIGNED;
            default -> type instanceof FloatType;
        };
    }

    static boolean verify(Operation op, DiagnosticEngine diagnostics) {
        AffineChecks c = new AffineChecks(op, diagnostics);
        if (!c.attr(LOWER_GROUPS, true, AffineParallelOp::isI32Tensor,
                "32-bit signless integer elements attribute")
                || !c.attr(LOWER_MAP, true, a -> a instanceof AffineMapAttr, "AffineMap attribute")
                || !c.attr(REDUCTIONS, true, a -> a instanceof ArrayAttr array
                        && array.elements().stream().allMatch(AtomicRmwKind::isAttribute), "Reduction ops")
                || !c.attr(STEPS, true, AffineParallelOp::isI64Array, "64-bit integer array attribute")
                || !c.attr(UPPER_GROUPS, true, AffineParallelOp::isI32Tensor,
                "32-bit signless integer elements attribute")
                || !c.attr(UPPER_MAP, true, a -> a instanceof AffineMapAttr, "AffineMap attribute")
                || !c.indexOperands(0) || !c.regions(1) || !c.successors(0) || !c.singleBlockEndingWithYield()) {
            return false;
        }
        if (op.region(0).isEmpty()) {
            return c.fail("region #0 ('region') failed to verify constraint: region with 1 blocks");
        }
        int numDims = steps(op).size();
        // The group counts come from the attributes' types: a splat's elements are never expanded to count them.
        long lower = ((DenseElementsAttr) op.properties().get(LOWER_GROUPS)).type().elementCount();
        long upper = ((DenseElementsAttr) op.properties().get(UPPER_GROUPS)).type().elementCount();
        int arguments = op.region(0).entryBlock().arguments().size();
        if (lower != numDims || upper != numDims || arguments != numDims) {
            return c.fail("the number of region arguments (" + arguments
                    + ") and the number of map groups for lower (" + lower + ") and upper bound ("
                    + upper + "), and the number of steps (" + numDims + ") must all match");
        }
        // MLIR sums the groups as 32-bit integers.
        int expectedLower = lowerBoundsGroups(op).stream().mapToInt(Integer::intValue).sum();
        if (expectedLower != lowerBoundsMap(op).numResults()) {
            return c.fail("expected lower bounds map to have " + expectedLower + " results");
        }
        int expectedUpper = upperBoundsGroups(op).stream().mapToInt(Integer::intValue).sum();
        if (expectedUpper != upperBoundsMap(op).numResults()) {
            return c.fail("expected upper bounds map to have " + expectedUpper + " results");
        }
        List<Attribute> reductions = ((ArrayAttr) op.properties().get(REDUCTIONS)).elements();
        if (reductions.size() != op.resultCount()) {
            return c.fail("a reduction must be specified for each output");
        }
        for (int i = 0; i < reductions.size(); i++) {
            AtomicRmwKind kind = reductions.get(i) instanceof IntegerAttr a && a.value().bitLength() < 64
                    ? AtomicRmwKind.fromValue(a.value().longValue()) : null;
            if (kind == null) {
                return c.fail("invalid reduction attribute");
            }
            if (!matches(op.result(i).type(), kind)) {
                return c.fail("result type cannot match reduction attribute");
            }
        }
        // Not checked by MLIR 19, which then prints and lowers such a loop wrongly.
        if (op.operandCount() != lowerBoundsMap(op).numInputs() + upperBoundsMap(op).numInputs()) {
            return c.fail("the bound maps take " + (lowerBoundsMap(op).numInputs() + upperBoundsMap(op).numInputs())
                    + " operands, but " + op.operandCount() + " are given");
        }
        return c.dimsAndSymbols(lowerBoundsOperands(op), lowerBoundsMap(op).numDims())
                && c.dimsAndSymbols(upperBoundsOperands(op), upperBoundsMap(op).numDims());
    }

    /** The custom form; see the class comment. */
    static final class Syntax implements OpSyntax {
        /** MLIR's {@code parseAffineMapWithMinMax}: a parenthesised list of bounds into a map and its groups. */
        private static boolean parseBounds(OpAsmParser parser, OperationState state, boolean lower) {
            String mapName = lower ? LOWER_MAP : UPPER_MAP;
            String groupsName = lower ? LOWER_GROUPS : UPPER_GROUPS;
            if (!parser.parseLParen()) {
                return false;
            }
            if (parser.parseOptionalRParen()) {
                state.properties.put(mapName, new AffineMapAttr(new AffineMap(0, 0, List.of())));
                state.properties.put(groupsName, groupsAttr(List.of()));
                return true;
            }
            List<AffineExpr> exprs = new ArrayList<>();
            List<List<OpAsmParser.UnresolvedOperand>> dims = new ArrayList<>();
            List<List<OpAsmParser.UnresolvedOperand>> symbols = new ArrayList<>();
            List<Integer> groups = new ArrayList<>();
            do {
                if (parser.parseOptionalKeyword(lower ? "max" : "min")) {
                    List<OpAsmParser.UnresolvedOperand> operands = new ArrayList<>();
                    AffineMap map = parser.parseAffineMapOfSsaIds(operands, false);
                    if (map == null) {
                        return false;
                    }
                    exprs.addAll(map.results());
                    for (int i = 0; i < map.numResults(); i++) {
                        dims.add(operands.subList(0, map.numDims()));
                        symbols.add(operands.subList(map.numDims(), operands.size()));
                    }
                    groups.add(map.numResults());
                } else {
                    List<OpAsmParser.UnresolvedOperand> d = new ArrayList<>();
                    List<OpAsmParser.UnresolvedOperand> s = new ArrayList<>();
                    AffineExpr expr = parser.parseAffineExprOfSsaIds(d, s);
                    if (expr == null) {
                        return false;
                    }
                    exprs.add(expr);
                    dims.add(d);
                    symbols.add(s);
                    groups.add(1);
                }
            } while (parser.parseOptionalComma());
            if (!parser.parseRParen()) {
                return false;
            }
            List<Value> dimValues = new ArrayList<>();
            List<Value> symbolValues = new ArrayList<>();
            List<AffineExpr> flat = new ArrayList<>();
            for (int i = 0; i < exprs.size(); i++) {
                List<AffineExpr> dimReplacements = resolveUnique(parser, dims.get(i), dimValues, false);
                List<AffineExpr> symbolReplacements = resolveUnique(parser, symbols.get(i), symbolValues, true);
                if (dimReplacements == null || symbolReplacements == null) {
                    return false;
                }
                flat.add(exprs.get(i).replaceDimsAndSymbols(dimReplacements, symbolReplacements));
            }
            state.operands.addAll(dimValues);
            state.operands.addAll(symbolValues);
            state.properties.put(mapName, new AffineMapAttr(new AffineMap(dimValues.size(), symbolValues.size(),
                    flat)));
            state.properties.put(groupsName, groupsAttr(groups));
            return true;
        }

        /**
         * Resolves {@code operands} as {@code index}, adding each value not yet in {@code unique}; the identifier
         * each operand becomes (MLIR's {@code deduplicateAndResolveOperands}), or null after an error.
         */
        private static List<AffineExpr> resolveUnique(OpAsmParser parser, List<OpAsmParser.UnresolvedOperand> operands,
                                                      List<Value> unique, boolean symbols) {
            List<Value> values = new ArrayList<>();
            if (!parser.resolveOperands(operands, IndexType.INSTANCE, values)) {
                return null;
            }
            List<AffineExpr> replacements = new ArrayList<>();
            for (Value v : values) {
                int at = unique.indexOf(v);
                if (at < 0) {
                    at = unique.size();
                    unique.add(v);
                }
                replacements.add(symbols ? AffineExpr.symbol(at) : AffineExpr.dim(at));
            }
            return replacements;
        }

        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            if (!parser.parseLParen()) {
                return false;
            }
            List<OpAsmParser.Argument> ivs = new ArrayList<>();
            if (!parser.parseOptionalRParen()) {
                do {
                    OpAsmParser.Argument iv = parser.parseArgument(false, false);
                    if (iv == null) {
                        return false;
                    }
                    ivs.add(new OpAsmParser.Argument(iv.operand(), IndexType.INSTANCE, iv.attributes(),
                            iv.location()));
                } while (parser.parseOptionalComma());
                if (!parser.parseRParen()) {
                    return false;
                }
            }
            if (!parser.parseEqual() || !parseBounds(parser, state, true)) {
                return false;
            }
            if (!parser.parseOptionalKeyword("to")) {
                return parser.emitError("expected 'to'");
            }
            if (!parseBounds(parser, state, false)) {
                return false;
            }
            List<Long> steps = new ArrayList<>();
            if (parser.parseOptionalKeyword("step")) {
                AffineMap map = parser.parseAffineMapOfSsaIds(new ArrayList<>(), false);
                if (map == null) {
                    return false;
                }
                for (AffineExpr e : map.results()) {
                    if (!(e instanceof AffineConstantExpr constant)) {
                        return parser.emitError(parser.nameLocation(), "steps must be constant integers");
                    }
                    steps.add(constant.value());
                }
            } else {
                ivs.forEach(iv -> steps.add(1L));
            }
            state.properties.put(STEPS, i64Array(steps));
            List<Attribute> reductions = new ArrayList<>();
            if (parser.parseOptionalKeyword("reduce")) {
                if (!parser.parseLParen()) {
                    return false;
                }
                do {
                    dev.mlirj.ir.Location at = parser.location();
                    Attribute a = parser.parseAttribute();
                    if (a == null) {
                        return false;
                    }
                    if (!(a instanceof StringAttr s)) {
                        return parser.emitError(at, "invalid kind of attribute specified");
                    }
                    AtomicRmwKind kind = AtomicRmwKind.fromKeyword(s.value());
                    if (kind == null) {
                        return parser.emitError(at, "invalid reduction value: \"" + s.value() + "\"");
                    }
                    reductions.add(IntegerAttr.of(IntegerType.of(64), kind.value()));
                } while (parser.parseOptionalComma());
                if (!parser.parseRParen()) {
                    return false;
                }
            }
            state.properties.put(REDUCTIONS, new ArrayAttr(reductions));
            List<Type> types = parser.parseOptionalArrowTypeList();
            if (types == null) {
                return false;
            }
            state.resultTypes.addAll(types);
            Region body = state.addRegion();
            if (!parser.parseRegion(body, ivs) || !parser.parseOptionalAttrDict(state)) {
                return false;
            }
            AffineSyntax.ensureTerminator(body, state.location);
            return true;
        }

        /** MLIR's {@code printMinMaxBound}. */
        private static void printBounds(OpAsmPrinter printer, AffineMap map, List<Integer> groups,
                                        List<Value> operands, String keyword) {
            int start = 0;
            for (int size : groups) {
                if (start != 0) {
                    printer.print(", ");
                }
                if (size == 1) {
                    AffineSyntax.printAffineMapOfSsaIds(printer, new AffineMap(map.numDims(), map.numSymbols(),
                            List.of(map.result(start))), operands);
                } else {
                    printer.print(keyword + "(");
                    AffineSyntax.printAffineMapOfSsaIds(printer, new AffineMap(map.numDims(), map.numSymbols(),
                            map.results().subList(start, start + size)), operands);
                    printer.print(")");
                }
                start += size;
            }
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            List<BlockArgument> ivs = op.region(0).entryBlock().arguments();
            printer.print(" (").printOperands(ivs).print(") = (");
            printBounds(printer, lowerBoundsMap(op), lowerBoundsGroups(op), lowerBoundsOperands(op), "max");
            printer.print(") to (");
            printBounds(printer, upperBoundsMap(op), upperBoundsGroups(op), upperBoundsOperands(op), "min");
            printer.print(")");
            List<Long> steps = steps(op);
            if (!steps.stream().allMatch(s -> s == 1)) {
                printer.print(" step (");
                for (int i = 0; i < steps.size(); i++) {
                    printer.print((i == 0 ? "" : ", ") + steps.get(i));
                }
                printer.print(")");
            }
            if (op.resultCount() > 0) {
                printer.print(" reduce (");
                List<AtomicRmwKind> kinds = reductions(op);
                for (int i = 0; i < kinds.size(); i++) {
                    printer.print((i == 0 ? "\"" : ", \"") + kinds.get(i).keyword() + "\"");
                }
                printer.print(") -> (").printTypes(op.resultTypes()).print(")");
            }
            printer.print(" ");
            printer.printRegion(op.region(0), false, op.resultCount() > 0);
            printer.printOptionalAttrDict(op.attributes(),
                    List.of(REDUCTIONS, LOWER_MAP, LOWER_GROUPS, UPPER_MAP, UPPER_GROUPS, STEPS));
        }
    }
}

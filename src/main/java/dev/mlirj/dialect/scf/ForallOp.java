package dev.mlirj.dialect.scf;

import dev.mlirj.dialect.OpChecks;
import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.dialect.arith.ConstantOp;
import dev.mlirj.ir.ArrayAttr;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.DenseArrayAttr;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpResult;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.RankedTensorType;
import dev.mlirj.ir.Region;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * {@code scf.forall}: a loop nest whose iterations may run in parallel, over {@code index} induction variables; each
 * bound and step is a constant or a value. Properties: {@code staticLowerBound}, {@code staticUpperBound},
 * {@code staticStep} ({@code array<i64: ...>}, one entry per loop, the int64 minimum where the bound is a value),
 * {@code operandSegmentSizes} ({@code array<i32: lbs, ubs, steps, outputs>}), optional {@code mapping}. Operands: the
 * dynamic lower bounds, upper bounds, steps, then the shared outputs (ranked tensors), one result each. One region of
 * one block (the induction variables, then one argument per output) ended by {@code scf.forall.in_parallel}.
 * Custom form:
 * <pre>
 * (%i, ...) in (ubs)  |  (%i, ...) = (lbs) to (ubs) step (steps)
 *     (shared_outs(%o = %init, ...) -> (types))? { body } attr-dict
 * </pre>
 * the {@code in} form when every lower bound is the constant 0 and every step the constant 1; a bound list mixes
 * integers and values, e.g. {@code (%n, 8)}.
 */
public final class ForallOp {
    /** The operation name. */
    public static final String NAME = "scf.forall";
    /** The property holding the static lower bounds. */
    public static final String STATIC_LOWER_BOUND = "staticLowerBound";
    /** The property holding the static upper bounds. */
    public static final String STATIC_UPPER_BOUND = "staticUpperBound";
    /** The property holding the static steps. */
    public static final String STATIC_STEP = "staticStep";
    /** The property holding the operand group sizes. */
    public static final String SEGMENTS = ParallelOp.SEGMENTS;
    /** The property holding the optional device mapping. */
    public static final String MAPPING = "mapping";
    /** The static entry that stands for a value (MLIR's {@code ShapedType::kDynamic}). */
    public static final long DYNAMIC = Long.MIN_VALUE;

    private static final List<String> STATIC = List.of(STATIC_LOWER_BOUND, STATIC_UPPER_BOUND, STATIC_STEP);
    /** The constraint on the shared outputs, the last operand group. */
    private static final TypeConstraint OUTPUTS = new TypeConstraint("variadic of ranked tensor of any type values",
            t -> t instanceof RankedTensorType);

    static final OpDefinition DEFINITION = new OpDefinition(NAME,
            EnumSet.of(OpTrait.SINGLE_BLOCK, OpTrait.RECURSIVE_MEMORY_EFFECTS),
            Set.of(STATIC_LOWER_BOUND, STATIC_UPPER_BOUND, STATIC_STEP, SEGMENTS, MAPPING), new Syntax(),
            ForallOp::verify, "");

    private ForallOp() {
    }

    /** The static entries of bound list {@code index} (0 lower, 1 upper, 2 steps); assumes a verified operation. */
    public static List<Long> staticList(Operation op, int index) {
        return ((DenseArrayAttr) op.properties().get(STATIC.get(index))).elements().stream()
                .map(BigInteger::longValue).toList();
    }

    /** Operand group {@code index} (0 lower bounds, 1 upper bounds, 2 steps, 3 outputs). */
    public static List<Value> group(Operation op, int index) {
        int[] sizes = ((DenseArrayAttr) op.properties().get(SEGMENTS)).elements().stream()
                .mapToInt(BigInteger::intValue).toArray();
        int from = 0;
        for (int i = 0; i < index; i++) {
            from += sizes[i];
        }
        return op.operands().subList(from, from + sizes[index]);
    }

    /** The number of loops. */
    public static int rank(Operation op) {
        return staticList(op, 0).size();
    }

    /** The mapping of the loop to processors, or null when absent. */
    public static Attribute mapping(Operation op) {
        return op.properties().get(MAPPING);
    }

    /** The body region. */
    public static Region region(Operation op) {
        return op.region(0);
    }

    /** The body block. */
    public static Block body(Operation op) {
        return region(op).entryBlock();
    }

    static boolean verify(Operation op, DiagnosticEngine diagnostics) {
        OpChecks c = new OpChecks(op, diagnostics);
        if (!c.regions(1) || !c.successors(0) || !c.atMostOneBlock() || c.operandSegments(SEGMENTS, 4) == null) {
            return false;
        }
        for (String name : List.of(STATIC_LOWER_BOUND, STATIC_STEP, STATIC_UPPER_BOUND)) {
            if (!c.attr(name, true, a -> OpChecks.i64s(a) != null, "i64 dense array attribute")) {
                return false;
            }
        }
        if (!c.attr(MAPPING, false, a -> a instanceof ArrayAttr, "Device Mapping array attribute")) {
            return false;
        }
        int index = 0;
        for (int g = 0; g < 4; g++) {
            for (int i = 0; i < group(op, g).size(); i++) {
                if (!c.operand(index++, g < 3 ? TypeConstraint.VARIADIC_INDEX : OUTPUTS)) {
                    return false;
                }
            }
        }
        if (!c.oneBlock(0, "region") || !c.nonEmptyBlocks()) {
            return false;
        }
        int rank = rank(op);
        List<Value> outputs = group(op, 3);
        if (op.resultCount() != outputs.size()) {
            return c.fail("produces " + op.resultCount() + " results, but has only " + outputs.size() + " outputs");
        }
        Block body = body(op);
        if (body.arguments().size() != rank + outputs.size()) {
            return c.fail("region expects " + rank + " arguments");
        }
        for (int i = 0; i < rank; i++) {
            if (!(body.argument(i).type() instanceof IndexType)) {
                return c.fail("expects " + i + "-th block argument to be an index");
            }
        }
        for (int i = 0; i < outputs.size(); i++) {
            if (!body.argument(rank + i).type().equals(outputs.get(i).type())) {
                return c.fail("type mismatch between " + i + "-th output and corresponding block argument");
            }
        }
        if (op.properties().get(MAPPING) instanceof ArrayAttr array && !array.elements().isEmpty()) {
            if (array.elements().size() != rank) {
                return c.fail("mapping attribute size must match op rank");
            }
            return c.fail(MAPPING + " is not device mapping attribute"); // mlirj has no device mapping attributes
        }
        List<String> names = List.of("lower bound", "upper bound", "step");
        for (int g = 0; g < 3; g++) {
            List<Long> statics = staticList(op, g);
            if (statics.size() != rank) {
                diagnostics.error(op, "expected " + rank + " " + names.get(g) + " values, got " + statics.size());
                return false;
            }
            long dynamic = statics.stream().filter(v -> v == DYNAMIC).count();
            if (group(op, g).size() != dynamic) {
                diagnostics.error(op, "expected " + dynamic + " dynamic " + names.get(g) + " values");
                return false;
            }
        }
        return c.endsWith(InParallelOp.NAME);
    }

    /**
     * Whether entry {@code i} of bound list {@code g} is the constant {@code value} (a static one or a constant
     * op).
     */
    private static boolean isConstant(Operation op, int g, int i, long value) {
        List<Long> statics = staticList(op, g);
        if (statics.get(i) != DYNAMIC) {
            return statics.get(i) == value;
        }
        int dynamicIndex = (int) statics.subList(0, i).stream().filter(v -> v == DYNAMIC).count();
        Value v = group(op, g).get(dynamicIndex);
        return v instanceof OpResult r && r.owner().name().fullName().equals(ConstantOp.NAME)
                && ConstantOp.value(r.owner()) instanceof IntegerAttr a
                && a.value().equals(BigInteger.valueOf(value));
    }

    /** MLIR's {@code isNormalized}: every lower bound is 0 and every step 1. */
    private static boolean isNormalized(Operation op) {
        for (int i = 0; i < rank(op); i++) {
            if (!isConstant(op, 0, i, 0) || !isConstant(op, 2, i, 1)) {
                return false;
            }
        }
        return true;
    }

    /** MLIR's {@code parseDynamicIndexList} in parentheses: integers and values; false after an error. */
    private static boolean parseIndexList(OpAsmParser parser, List<OpAsmParser.UnresolvedOperand> dynamic,
                                          List<Long> statics) {
        if (!parser.parseLParen()) {
            return false;
        }
        if (parser.parseOptionalRParen()) {
            return true;
        }
        do {
            OpAsmParser.UnresolvedOperand operand = parser.parseOptionalOperand();
            if (operand != null) {
                dynamic.add(operand);
                statics.add(DYNAMIC);
                continue;
            }
            Long value = parser.parseInteger();
            if (value == null) {
                return false;
            }
            statics.add(value);
        } while (parser.parseOptionalComma());
        return parser.parseRParen();
    }

    private static DenseArrayAttr i64s(List<Long> values) {
        return new DenseArrayAttr(IntegerType.of(64), values.stream().map(BigInteger::valueOf).toList());
    }

    /** The custom form; see the class comment. */
    static final class Syntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            List<OpAsmParser.Argument> ivs = ScfSyntax.parseInductionVariables(parser);
            if (ivs == null) {
                return false;
            }
            List<OpAsmParser.Argument> regionArgs = new ArrayList<>(ivs);
            int loops = regionArgs.size();
            List<List<OpAsmParser.UnresolvedOperand>> dynamic = List.of(new ArrayList<>(), new ArrayList<>(),
                    new ArrayList<>());
            List<List<Long>> statics = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
            if (parser.parseOptionalKeyword("in")) {
                if (!parseIndexList(parser, dynamic.get(1), statics.get(1))) {
                    return false;
                }
                for (int i = 0; i < loops; i++) {
                    statics.get(0).add(0L);
                    statics.get(2).add(1L);
                }
            } else if (!parser.parseEqual() || !parseIndexList(parser, dynamic.get(0), statics.get(0))
                    || !ScfSyntax.keyword(parser, "to") || !parseIndexList(parser, dynamic.get(1), statics.get(1))
                    || !ScfSyntax.keyword(parser, "step")
                    || !parseIndexList(parser, dynamic.get(2), statics.get(2))) {
                return false;
            }
            for (List<OpAsmParser.UnresolvedOperand> d : dynamic) {
                if (!parser.resolveOperands(d, IndexType.INSTANCE, state.operands)) {
                    return false;
                }
            }
            List<OpAsmParser.Argument> outArgs = new ArrayList<>();
            List<OpAsmParser.UnresolvedOperand> outs = new ArrayList<>();
            dev.mlirj.ir.Location outsAt = parser.location();
            if (parser.parseOptionalKeyword("shared_outs")) {
                List<Type> types = null;
                if (!ScfSyntax.parseAssignmentList(parser, outArgs, outs, false)
                        || (types = parser.parseArrowTypeList()) == null
                        || !parser.resolveOperands(outs, types, outsAt, state.operands)) {
                    return false;
                }
                state.resultTypes.addAll(types);
            }
            for (int i = 0; i < outArgs.size(); i++) {
                regionArgs.add(ScfSyntax.typed(outArgs.get(i), state.resultTypes.get(i)));
            }
            Region body = state.addRegion();
            if (!parser.parseRegion(body, regionArgs)) {
                return false;
            }
            ScfSyntax.ensureTerminator(body, state.location, InParallelOp.OPERATION_NAME);
            if (!parser.parseOptionalAttrDict(state)) {
                return false;
            }
            for (int g = 0; g < 3; g++) {
                state.properties.put(STATIC.get(g), i64s(statics.get(g)));
            }
            state.properties.put(SEGMENTS, DenseArrayAttr.ofI32(dynamic.get(0).size(), dynamic.get(1).size(),
                    dynamic.get(2).size(), outs.size()));
            return true;
        }

        private static void printIndexList(OpAsmPrinter printer, Operation op, int g) {
            List<Long> statics = staticList(op, g);
            List<Value> dynamic = group(op, g);
            printer.print("(");
            int next = 0;
            for (int i = 0; i < statics.size(); i++) {
                if (i > 0) {
                    printer.print(", ");
                }
                if (statics.get(i) == DYNAMIC) {
                    printer.printOperand(dynamic.get(next++));
                } else {
                    printer.print(Long.toString(statics.get(i)));
                }
            }
            printer.print(")");
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            int rank = rank(op);
            printer.print(" (").printOperands(body(op).arguments().subList(0, rank));
            if (isNormalized(op)) {
                printer.print(") in ");
                printIndexList(printer, op, 1);
            } else {
                printer.print(") = ");
                printIndexList(printer, op, 0);
                printer.print(" to ");
                printIndexList(printer, op, 1);
                printer.print(" step ");
                printIndexList(printer, op, 2);
            }
            List<Value> outputs = group(op, 3);
            List<? extends Value> outArgs = body(op).arguments().subList(rank, body(op).arguments().size());
            ScfSyntax.printInitializationList(printer, outArgs, outputs, " shared_outs");
            printer.print(" ");
            if (!outArgs.isEmpty()) {
                printer.print("-> (").printTypes(op.resultTypes()).print(") ");
            }
            printer.printRegion(op.region(0), false, op.resultCount() > 0);
            java.util.Map<String, Attribute> shown = new java.util.TreeMap<>(op.attributes());
            if (op.properties().containsKey(MAPPING)) {
                shown.put(MAPPING, op.properties().get(MAPPING));
            }
            printer.printOptionalAttrDict(shown, List.of());
        }
    }
}

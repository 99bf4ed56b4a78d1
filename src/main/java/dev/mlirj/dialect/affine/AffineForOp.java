package dev.mlirj.dialect.affine;

import dev.mlirj.dialect.OpChecks;
import dev.mlirj.ir.AffineMapAttr;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.BlockArgument;
import dev.mlirj.ir.DenseArrayAttr;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Region;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.affine.AffineConstantExpr;
import dev.mlirj.ir.affine.AffineExpr;
import dev.mlirj.ir.affine.AffineMap;
import dev.mlirj.ir.affine.AffineSymbolExpr;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * {@code affine.for}: a loop whose induction variable runs from the maximum of its lower bound map's results up to
 * (excluding) the minimum of its upper bound map's results, by a positive constant step, carrying
 * {@code iter_args} from one iteration to the next. Operands: the lower bound map's operands, the upper bound
 * map's, then the initial values ({@code operandSegmentSizes}). Custom form (MLIR 19):
 * <pre>
 * %iv = (max)? bound to (min)? bound (step N)? (iter_args(%a = %init, ...) -> (types))? { body } attr-dict
 * bound ::= integer | %ssa | #map(%dims)[%symbols]
 * </pre>
 * A constant bound is the map {@code () -> (c)}, an SSA bound {@code ()[s0] -> (s0)}; a map with several results
 * needs the {@code max} ({@code min}) prefix.
 */
public final class AffineForOp {
    /** The operation name. */
    public static final String NAME = "affine.for";
    /** The lower bound map property. */
    public static final String LOWER_BOUND_MAP = "lowerBoundMap";
    /** The upper bound map property. */
    public static final String UPPER_BOUND_MAP = "upperBoundMap";
    /** The step property (an {@code index} integer). */
    public static final String STEP = "step";
    /** The operand segment sizes property. */
    public static final String SEGMENTS = "operandSegmentSizes";

    static final OpDefinition DEFINITION = new OpDefinition(NAME,
            EnumSet.of(OpTrait.SINGLE_BLOCK, OpTrait.RECURSIVE_MEMORY_EFFECTS),
            Set.of(LOWER_BOUND_MAP, UPPER_BOUND_MAP, STEP, SEGMENTS), new Syntax(), AffineForOp::verify, "");

    private AffineForOp() {
    }

    /** The lower bound map. */
    public static AffineMap lowerBoundMap(Operation op) {
        return ((AffineMapAttr) op.properties().get(LOWER_BOUND_MAP)).map();
    }

    /** The upper bound map. */
    public static AffineMap upperBoundMap(Operation op) {
        return ((AffineMapAttr) op.properties().get(UPPER_BOUND_MAP)).map();
    }

    private static int segment(Operation op, int index) {
        return ((DenseArrayAttr) op.properties().get(SEGMENTS)).elements().get(index).intValue();
    }

    /** The lower bound map's operands. */
    public static List<Value> lowerBoundOperands(Operation op) {
        return op.operands().subList(0, segment(op, 0));
    }

    /** The upper bound map's operands. */
    public static List<Value> upperBoundOperands(Operation op) {
        int from = segment(op, 0);
        return op.operands().subList(from, from + segment(op, 1));
    }

    /** The initial values of the loop-carried values. */
    public static List<Value> inits(Operation op) {
        return op.operands().subList(segment(op, 0) + segment(op, 1), op.operandCount());
    }

    /** The step. */
    public static long step(Operation op) {
        return ((IntegerAttr) op.properties().get(STEP)).value().longValue();
    }

    /** The body region. */
    public static Region region(Operation op) {
        return op.region(0);
    }

    /** The body block. */
    public static Block body(Operation op) {
        return region(op).entryBlock();
    }

    /** The induction variable: the body's first argument. */
    public static BlockArgument inductionVar(Operation op) {
        return body(op).argument(0);
    }

    /** The loop-carried values inside the body. */
    public static List<BlockArgument> regionIterArgs(Operation op) {
        List<BlockArgument> args = body(op).arguments();
        return args.subList(1, args.size());
    }

    static boolean verify(Operation op, DiagnosticEngine diagnostics) {
        AffineChecks c = new AffineChecks(op, diagnostics);
        if (!c.attr(LOWER_BOUND_MAP, true, a -> a instanceof AffineMapAttr, "AffineMap attribute")
                || !c.attr(STEP, true, a -> a instanceof IntegerAttr i && i.type() instanceof IndexType,
                "index attribute")
                || !c.attr(UPPER_BOUND_MAP, true, a -> a instanceof AffineMapAttr, "AffineMap attribute")) {
            return false;
        }
        int[] segments = c.operandSegments(SEGMENTS, 3);
        if (segments == null || !c.indexOperands(0, segments[0] + segments[1]) || !c.regions(1)
                || !c.successors(0) || !c.singleBlockEndingWithYield()) {
            return false;
        }
        if (op.region(0).isEmpty()) {
            return c.fail("region #0 ('region') failed to verify constraint: region with 1 blocks");
        }
        // Not checked by MLIR 19, which then prints and lowers such a loop wrongly: the operand groups must fit
        // the maps.
        if (segments[0] != lowerBoundMap(op).numInputs() || segments[1] != upperBoundMap(op).numInputs()) {
            return c.fail("the bound maps take " + lowerBoundMap(op).numInputs() + " and "
                    + upperBoundMap(op).numInputs() + " operands, but " + segments[0] + " and " + segments[1]
                    + " are given");
        }
        List<Value> inits = inits(op);
        List<BlockArgument> args = body(op).arguments();
        int iterArgs = Math.max(0, args.size() - 1);
        if (inits.size() != iterArgs) {
            return c.fail("different number of inits and region iter_args: " + inits.size() + " != " + iterArgs);
        }
        for (int i = 0; i < inits.size(); i++) {
            Type init = inits.get(i).type();
            Type arg = args.get(i + 1).type();
            if (!init.equals(arg)) {
                return c.fail(i + "-th init and " + i + "-th region iter_arg have different type: "
                        + OpChecks.quote(init) + " != " + OpChecks.quote(arg));
            }
        }
        if (args.isEmpty() || !(args.getFirst().type() instanceof IndexType)) {
            return c.fail("expected body to have a single index argument for the induction variable");
        }
        if (lowerBoundMap(op).numInputs() > 0
                && !c.dimsAndSymbols(lowerBoundOperands(op), lowerBoundMap(op).numDims())) {
            return false;
        }
        if (upperBoundMap(op).numInputs() > 0
                && !c.dimsAndSymbols(upperBoundOperands(op), upperBoundMap(op).numDims())) {
            return false;
        }
        if (op.resultCount() == 0) {
            return true;
        }
        if (inits.size() != op.resultCount()) {
            return c.fail("mismatch between the number of loop-carried values and results");
        }
        return iterArgs == op.resultCount()
                || c.fail("mismatch between the number of basic block args and results");
    }

    /** Prints a bound as MLIR's {@code printBound}. */
    static void printBound(OpAsmPrinter printer, AffineMapAttr attr, List<Value> operands, String prefix) {
        AffineMap map = attr.map();
        if (map.numResults() == 1) {
            AffineExpr expr = map.result(0);
            if (map.numInputs() == 0 && expr instanceof AffineConstantExpr constant) {
                printer.print(Long.toString(constant.value()));
                return;
            }
            if (map.numDims() == 0 && map.numSymbols() == 1 && expr instanceof AffineSymbolExpr) {
                printer.printOperand(operands.getFirst());
                return;
            }
        } else {
            printer.print(prefix + " ");
        }
        printer.print(attr);
        AffineSyntax.printDimAndSymbolList(printer, operands, map.numDims());
    }

    /** The custom form; see the class comment. */
    static final class Syntax implements OpSyntax {
        /** MLIR's {@code parseBound}: puts the map in {@code name} and appends its operands; false after an error. */
        private static boolean parseBound(OpAsmParser parser, OperationState state, boolean lower) {
            boolean minMax = parser.parseOptionalKeyword(lower ? "max" : "min");
            String name = lower ? LOWER_BOUND_MAP : UPPER_BOUND_MAP;
            List<OpAsmParser.UnresolvedOperand> operands = parser.parseOperandList();
            if (operands == null) {
                return false;
            }
            if (!operands.isEmpty()) {
                if (operands.size() > 1) {
                    return parser.emitError(parser.nameLocation(), "expected only one loop bound operand");
                }
                if (!parser.resolveOperands(operands, IndexType.INSTANCE, state.operands)) {
                    return false;
                }
                state.properties.put(name, new AffineMapAttr(new AffineMap(0, 1, List.of(AffineExpr.symbol(0)))));
                return true;
            }
            dev.mlirj.ir.Location attrAt = parser.location();
            Attribute bound = parser.parseAttribute(IndexType.INSTANCE);
            if (bound == null) {
                return false;
            }
            if (bound instanceof AffineMapAttr mapAttr) {
                int before = state.operands.size();
                int numDims = AffineSyntax.parseDimAndSymbolList(parser, state.operands);
                if (numDims < 0) {
                    return false;
                }
                AffineMap map = mapAttr.map();
                if (map.numDims() != numDims) {
                    return parser.emitError(parser.nameLocation(),
                            "dim operand count and affine map dim count must match");
                }
                if (map.numInputs() != state.operands.size() - before) {
                    return parser.emitError(parser.nameLocation(),
                            "symbol operand count and affine map symbol count must match");
                }
                if (map.numResults() > 1 && !minMax) {
                    return parser.emitError(attrAt, lower
                            ? "lower loop bound affine map with multiple results requires 'max' prefix"
                            : "upper loop bound affine map with multiple results requires 'min' prefix");
                }
                state.properties.put(name, mapAttr);
                return true;
            }
            if (bound instanceof IntegerAttr integer) {
                state.properties.put(name, new AffineMapAttr(AffineMap.constant(integer.value().longValue())));
                return true;
            }
            return parser.emitError(parser.nameLocation(), "expected valid affine map representation for loop bounds");
        }

        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            OpAsmParser.Argument iv = parser.parseArgument(false, false);
            if (iv == null || !parser.parseEqual()) {
                return false;
            }
            List<OpAsmParser.Argument> regionArgs = new ArrayList<>();
            regionArgs.add(new OpAsmParser.Argument(iv.operand(), IndexType.INSTANCE, iv.attributes(),
                    iv.location()));
            int before = state.operands.size();
            if (!parseBound(parser, state, true)) {
                return false;
            }
            int lowerCount = state.operands.size() - before;
            if (!parser.parseOptionalKeyword("to")) {
                return parser.emitError("expected 'to' between bounds");
            }
            before = state.operands.size();
            if (!parseBound(parser, state, false)) {
                return false;
            }
            int upperCount = state.operands.size() - before;
            if (parser.parseOptionalKeyword("step")) {
                dev.mlirj.ir.Location stepAt = parser.location();
                Attribute step = parser.parseAttribute(IndexType.INSTANCE);
                if (step == null) {
                    return false;
                }
                if (!(step instanceof IntegerAttr integer)) {
                    return parser.emitError(stepAt, "invalid kind of attribute specified");
                }
                if (integer.value().signum() < 0) {
                    return parser.emitError(stepAt, "expected step to be representable as a positive signed integer");
                }
                state.properties.put(STEP, step);
            } else {
                state.properties.put(STEP, IntegerAttr.of(IndexType.INSTANCE, 1));
            }
            List<OpAsmParser.UnresolvedOperand> inits = new ArrayList<>();
            if (parser.parseOptionalKeyword("iter_args")) {
                List<OpAsmParser.Argument> iterArgs = new ArrayList<>();
                if (!AffineSyntax.parseAssignmentList(parser, iterArgs, inits)) {
                    return false;
                }
                List<Type> types = parser.parseArrowTypeList();
                if (types == null) {
                    return false;
                }
                state.resultTypes.addAll(types);
                for (int i = 0; i < iterArgs.size() && i < types.size(); i++) {
                    OpAsmParser.Argument a = iterArgs.get(i);
                    regionArgs.add(new OpAsmParser.Argument(a.operand(), types.get(i), a.attributes(), a.location()));
                    if (!parser.resolveOperands(List.of(inits.get(i)), types.get(i), state.operands)) {
                        return false;
                    }
                }
                if (iterArgs.size() != types.size()) {
                    return parser.emitError(parser.nameLocation(),
                            "mismatch between the number of loop-carried values and results");
                }
            }
            state.properties.put(SEGMENTS, DenseArrayAttr.ofI32(lowerCount, upperCount, inits.size()));
            Region body = state.addRegion();
            if (!parser.parseRegion(body, regionArgs)) {
                return false;
            }
            AffineSyntax.ensureTerminator(body, state.location);
            return parser.parseOptionalAttrDict(state);
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printOperand(inductionVar(op)).print(" = ");
            printBound(printer, (AffineMapAttr) op.properties().get(LOWER_BOUND_MAP), lowerBoundOperands(op), "max");
            printer.print(" to ");
            printBound(printer, (AffineMapAttr) op.properties().get(UPPER_BOUND_MAP), upperBoundOperands(op), "min");
            if (step(op) != 1) {
                printer.print(" step " + step(op));
            }
            List<Value> inits = inits(op);
            boolean terminators = !inits.isEmpty();
            if (terminators) {
                printer.print(" iter_args(");
                List<BlockArgument> args = regionIterArgs(op);
                for (int i = 0; i < inits.size(); i++) {
                    printer.print(i == 0 ? "" : ", ").printOperand(args.get(i)).print(" = ")
                            .printOperand(inits.get(i));
                }
                printer.print(") -> (").printTypes(op.resultTypes()).print(")");
            }
            printer.print(" ");
            printer.printRegion(op.region(0), false, terminators);
            printer.printOptionalAttrDict(op.attributes(), List.of(LOWER_BOUND_MAP, UPPER_BOUND_MAP, STEP, SEGMENTS));
        }
    }
}

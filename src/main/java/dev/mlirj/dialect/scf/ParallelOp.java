package dev.mlirj.dialect.scf;

import dev.mlirj.dialect.OpChecks;
import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.dialect.arith.ConstantOp;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.DenseArrayAttr;
import dev.mlirj.ir.Diagnostic;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpResult;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Region;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import java.math.BigInteger;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * {@code scf.parallel}: a loop nest whose iterations may run in any order, over {@code index} induction variables,
 * one per (lower bound, upper bound, step) triple, with reductions. Operands, grouped by {@code operandSegmentSizes}
 * ({@code array<i32: n, n, n, r>}): the lower bounds, upper bounds, steps and the reductions' initial values;
 * results: the reduced values. One region of one block whose arguments are the induction variables, ended by
 * {@code scf.reduce} with one operand (and reduction region) per result. Custom form:
 * <pre>
 * (%i, ...) = (lbs) to (ubs) step (steps) (init (values))? (-> types)? { body } attr-dict
 * </pre>
 * An operand-less {@code scf.reduce} may be left out (it is printed).
 */
public final class ParallelOp {
    /** The operation name. */
    public static final String NAME = "scf.parallel";
    /** The property holding the operand group sizes. */
    public static final String SEGMENTS = "operandSegmentSizes";

    static final OpDefinition DEFINITION = new OpDefinition(NAME,
            EnumSet.of(OpTrait.SINGLE_BLOCK, OpTrait.RECURSIVE_MEMORY_EFFECTS),
            Set.of(SEGMENTS), new Syntax(), ParallelOp::verify, "");

    private ParallelOp() {
    }

    /** The operand group sizes (lower bounds, upper bounds, steps, initial values); assumes a verified operation. */
    private static int[] segments(Operation op) {
        return ((DenseArrayAttr) op.properties().get(SEGMENTS)).elements().stream().mapToInt(BigInteger::intValue)
                .toArray();
    }

    private static List<Value> group(Operation op, int index) {
        int[] sizes = segments(op);
        int from = 0;
        for (int i = 0; i < index; i++) {
            from += sizes[i];
        }
        return op.operands().subList(from, from + sizes[index]);
    }

    /** The lower bounds. */
    public static List<Value> lowerBounds(Operation op) {
        return group(op, 0);
    }

    /** The upper bounds. */
    public static List<Value> upperBounds(Operation op) {
        return group(op, 1);
    }

    /** The steps. */
    public static List<Value> steps(Operation op) {
        return group(op, 2);
    }

    /** The reductions' initial values. */
    public static List<Value> initVals(Operation op) {
        return group(op, 3);
    }

    /** The body region. */
    public static Region region(Operation op) {
        return op.region(0);
    }

    /** The body block. */
    public static Block body(Operation op) {
        return region(op).entryBlock();
    }

    /** The step's value when an {@code arith.constant} defines it, else null (MLIR's {@code getConstantIntValue}). */
    private static BigInteger constantValue(Value v) {
        if (v instanceof OpResult r && r.owner().name().fullName().equals(ConstantOp.NAME)
                && ConstantOp.value(r.owner()) instanceof IntegerAttr i) {
            return i.value();
        }
        return null;
    }

    static boolean verify(Operation op, DiagnosticEngine diagnostics) {
        OpChecks c = new OpChecks(op, diagnostics);
        if (!c.regions(1) || !c.successors(0) || c.operandSegments(SEGMENTS, 4) == null || !c.atMostOneBlock()) {
            return false;
        }
        int index = 0;
        for (int g = 0; g < 3; g++) {
            for (Value v : group(op, g)) {
                if (!c.operand(index++, TypeConstraint.VARIADIC_INDEX)) {
                    return false;
                }
            }
        }
        if (!c.oneBlock(0, "region") || !c.nonEmptyBlocks()) {
            return false;
        }
        List<Value> steps = steps(op);
        if (steps.isEmpty()) {
            return c.fail("needs at least one tuple element for lowerBound, upperBound and step");
        }
        if (lowerBounds(op).size() != steps.size() || upperBounds(op).size() != steps.size()) {
            return c.fail("expects as many lower bounds, upper bounds and steps, but has "
                    + lowerBounds(op).size() + ", " + upperBounds(op).size() + " and " + steps.size());
        }
        for (Value step : steps) {
            BigInteger value = constantValue(step);
            if (value != null && value.signum() <= 0) {
                return c.fail("constant step operand must be positive");
            }
        }
        Block body = body(op);
        if (body.arguments().size() != steps.size()) {
            return c.fail("expects the same number of induction variables: " + body.arguments().size()
                    + " as bound and step values: " + steps.size());
        }
        for (Value arg : body.arguments()) {
            if (!(arg.type() instanceof IndexType)) {
                return c.fail("expects arguments for the induction variable to be of index type");
            }
        }
        Operation reduce = body.lastOp();
        if (!reduce.name().fullName().equals(ReduceOp.NAME)) {
            return c.fail("expects body to terminate with '" + ReduceOp.NAME + "'", reduce.location(),
                    "terminator here");
        }
        int reductions = reduce.operandCount();
        if (op.resultCount() != reductions) {
            return c.fail("expects number of results: " + op.resultCount()
                    + " to be the same as number of reductions: " + reductions);
        }
        if (op.resultCount() != initVals(op).size()) {
            return c.fail("expects number of results: " + op.resultCount()
                    + " to be the same as number of initial values: " + initVals(op).size());
        }
        for (int i = 0; i < reductions; i++) {
            Type result = op.result(i).type();
            Type operand = reduce.operand(i).type();
            if (!result.equals(operand)) {
                diagnostics.report(Diagnostic.opError(reduce, "expects type of " + i + "-th reduction operand: "
                        + OpChecks.quote(operand) + " to be the same as the " + i + "-th result type: "
                        + OpChecks.quote(result)));
                return false;
            }
        }
        return true;
    }

    /** Parses {@code (%a, %b)}: {@code count} operands in parentheses, reporting MLIR's message otherwise. */
    private static List<OpAsmParser.UnresolvedOperand> parseParenOperands(OpAsmParser parser, int count) {
        dev.mlirj.ir.Location at = parser.location();
        if (!parser.parseLParen()) {
            return null;
        }
        List<OpAsmParser.UnresolvedOperand> operands = parser.parseOperandList();
        if (operands == null || !parser.parseRParen()) {
            return null;
        }
        if (count >= 0 && operands.size() != count) {
            parser.emitError(at, "expected " + count + " operands");
            return null;
        }
        return operands;
    }

    /** The custom form; see the class comment. */
    static final class Syntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            List<OpAsmParser.Argument> ivs = ScfSyntax.parseInductionVariables(parser);
            if (ivs == null || !parser.parseEqual()) {
                return false;
            }
            List<OpAsmParser.UnresolvedOperand> lower = parseParenOperands(parser, ivs.size());
            if (lower == null || !parser.resolveOperands(lower, IndexType.INSTANCE, state.operands)
                    || !ScfSyntax.keyword(parser, "to")) {
                return false;
            }
            List<OpAsmParser.UnresolvedOperand> upper = parseParenOperands(parser, ivs.size());
            if (upper == null || !parser.resolveOperands(upper, IndexType.INSTANCE, state.operands)
                    || !ScfSyntax.keyword(parser, "step")) {
                return false;
            }
            List<OpAsmParser.UnresolvedOperand> steps = parseParenOperands(parser, ivs.size());
            if (steps == null || !parser.resolveOperands(steps, IndexType.INSTANCE, state.operands)) {
                return false;
            }
            List<OpAsmParser.UnresolvedOperand> inits = List.of();
            if (parser.parseOptionalKeyword("init")) {
                inits = parseParenOperands(parser, -1);
                if (inits == null) {
                    return false;
                }
            }
            List<Type> types = parser.parseOptionalArrowTypeList();
            if (types == null) {
                return false;
            }
            state.resultTypes.addAll(types);
            Region body = state.addRegion();
            if (!parser.parseRegion(body, ivs)) {
                return false;
            }
            state.properties.put(SEGMENTS, DenseArrayAttr.ofI32(lower.size(), upper.size(), steps.size(),
                    inits.size()));
            if (!parser.parseOptionalAttrDict(state)) {
                return false;
            }
            if (!parser.resolveOperands(inits, types, parser.nameLocation(), state.operands)) {
                return false;
            }
            ScfSyntax.ensureTerminator(body, state.location, ReduceOp.OPERATION_NAME);
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" (").printOperands(body(op).arguments()).print(") = (").printOperands(lowerBounds(op))
                    .print(") to (").printOperands(upperBounds(op)).print(") step (").printOperands(steps(op))
                    .print(")");
            if (!initVals(op).isEmpty()) {
                printer.print(" init (").printOperands(initVals(op)).print(")");
            }
            ScfSyntax.printOptionalArrowTypeList(printer, op.resultTypes());
            printer.print(" ");
            printer.printRegion(op.region(0), false, true);
            printer.printOptionalAttrDict(op.attributes(), List.of(SEGMENTS));
        }
    }
}

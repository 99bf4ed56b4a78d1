package dev.mlirj.dialect.scf;

import dev.mlirj.dialect.OpChecks;
import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.BlockArgument;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.IndexType;
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
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * {@code scf.for}: a counted loop from {@code lowerBound} up to (excluding) {@code upperBound} by {@code step}, all
 * three of one signless integer or index type, with loop-carried values. Operands: the bounds and step, then the
 * initial values ({@code initArgs}); results: the final loop-carried values, one per initial value. One region of
 * one block whose arguments are the induction variable and the loop-carried values, ended by {@code scf.yield}
 * with the next iteration's values. Custom form:
 * <pre>
 * %iv = %lb to %ub step %step (iter_args(%a = %init, ...) -> (types))? (: type)? { body } attr-dict
 * </pre>
 * the {@code : type} only when the bounds are not {@code index}; the {@code scf.yield} may be left out (and is not
 * printed) when there are no loop-carried values.
 */
public final class ForOp {
    /** The operation name. */
    public static final String NAME = "scf.for";

    static final OpDefinition DEFINITION = new OpDefinition(NAME,
            EnumSet.of(OpTrait.SINGLE_BLOCK, OpTrait.RECURSIVE_MEMORY_EFFECTS), Set.of(),
            new Syntax(), ForOp::verify, "");

    private ForOp() {
    }

    /** The lower bound. */
    public static Value lowerBound(Operation op) {
        return op.operand(0);
    }

    /** The upper bound. */
    public static Value upperBound(Operation op) {
        return op.operand(1);
    }

    /** The step. */
    public static Value step(Operation op) {
        return op.operand(2);
    }

    /** The initial values of the loop-carried values. */
    public static List<Value> initArgs(Operation op) {
        return op.operands().subList(3, op.operandCount());
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

    /** The loop-carried values inside the body: its arguments after the induction variable. */
    public static List<BlockArgument> regionIterArgs(Operation op) {
        List<BlockArgument> args = body(op).arguments();
        return args.subList(1, args.size());
    }

    /** The values the body yields to the next iteration. */
    public static List<Value> yieldedValues(Operation op) {
        return body(op).lastOp().operands();
    }

    /** The region control flow: into the body or straight to the results, and from the body the same. */
    static final RegionBranch.Flow FLOW = new RegionBranch.Flow() {
        @Override
        public List<RegionBranch.Successor> successors(Operation op, int point) {
            return List.of(new RegionBranch.Successor(0, regionIterArgs(op)),
                    new RegionBranch.Successor(RegionBranch.PARENT, op.results()));
        }

        @Override
        public List<Value> entryOperands(Operation op, RegionBranch.Successor successor) {
            return initArgs(op);
        }
    };

    static boolean verify(Operation op, DiagnosticEngine diagnostics) {
        OpChecks c = new OpChecks(op, diagnostics);
        if (!c.regions(1) || !c.successors(0) || !c.atLeastOperands(3) || !c.atMostOneBlock()) {
            return false;
        }
        for (int i = 0; i < 3; i++) {
            if (!c.operand(i, TypeConstraint.SIGNLESS_INTEGER_OR_INDEX)) {
                return false;
            }
        }
        Type type = op.operand(0).type();
        if (!op.operand(1).type().equals(type) || !op.operand(2).type().equals(type)) {
            return c.predicate("all of {lowerBound, upperBound, step} have same type");
        }
        if (!c.oneBlock(0, "region") || !c.nonEmptyBlocks()) {
            return false;
        }
        if (initArgs(op).size() != op.resultCount()) {
            return c.fail("mismatch in number of loop-carried values and defined values");
        }
        return c.endsWith(YieldOp.NAME) && verifyLoopLike(op, c) && RegionBranch.verify(op, FLOW, diagnostics)
                && verifyRegions(op, c);
    }

    /** MLIR's {@code LoopLikeOpInterface} checks: inits, region iteration arguments, yields and results agree. */
    private static boolean verifyLoopLike(Operation op, OpChecks c) {
        List<Value> inits = initArgs(op);
        int blockArgs = body(op).arguments().size();
        if (blockArgs == 0) {
            // MLIR 19 counts the iteration arguments as the block's arguments minus one, in an unsigned size_t.
            return c.fail("different number of inits and region iter_args: " + inits.size() + " != "
                    + Long.toUnsignedString(-1L));
        }
        List<BlockArgument> iterArgs = regionIterArgs(op);
        List<Value> yielded = yieldedValues(op);
        if (inits.size() != iterArgs.size()) {
            return c.fail("different number of inits and region iter_args: " + inits.size() + " != "
                    + iterArgs.size());
        }
        if (!yielded.isEmpty() && iterArgs.size() != yielded.size()) {
            return c.fail("different number of region iter_args and yielded values: " + iterArgs.size() + " != "
                    + yielded.size());
        }
        if (op.resultCount() != iterArgs.size()) {
            return c.fail("different number of loop results and region iter_args: " + op.resultCount() + " != "
                    + iterArgs.size());
        }
        for (int i = 0; i < inits.size(); i++) {
            if (!inits.get(i).type().equals(iterArgs.get(i).type())) {
                return c.fail(i + "-th init and " + i + "-th region iter_arg have different type: "
                        + OpChecks.quote(inits.get(i).type()) + " != " + OpChecks.quote(iterArgs.get(i).type()));
            }
        }
        for (int i = 0; i < yielded.size(); i++) {
            if (!iterArgs.get(i).type().equals(yielded.get(i).type())) {
                return c.fail(i + "-th region iter_arg and " + i + "-th yielded value have different type: "
                        + OpChecks.quote(iterArgs.get(i).type()) + " != " + OpChecks.quote(yielded.get(i).type()));
            }
        }
        for (int i = 0; i < iterArgs.size(); i++) {
            if (!iterArgs.get(i).type().equals(op.result(i).type())) {
                return c.fail(i + "-th region iter_arg and " + i + "-th loop result have different type: "
                        + OpChecks.quote(iterArgs.get(i).type()) + " != " + OpChecks.quote(op.result(i).type()));
            }
        }
        return true;
    }

    /** {@code ForOp::verifyRegions}. */
    private static boolean verifyRegions(Operation op, OpChecks c) {
        if (!inductionVar(op).type().equals(lowerBound(op).type())) {
            return c.fail("expected induction variable to be same type as bounds and step");
        }
        return true;
    }

    /** The custom form; see the class comment. */
    static final class Syntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            OpAsmParser.Argument iv = parser.parseArgument(false, false);
            if (iv == null || !parser.parseEqual()) {
                return false;
            }
            OpAsmParser.UnresolvedOperand lb = parser.parseOperand();
            if (lb == null || !ScfSyntax.keyword(parser, "to")) {
                return false;
            }
            OpAsmParser.UnresolvedOperand ub = parser.parseOperand();
            if (ub == null || !ScfSyntax.keyword(parser, "step")) {
                return false;
            }
            OpAsmParser.UnresolvedOperand step = parser.parseOperand();
            if (step == null) {
                return false;
            }
            List<OpAsmParser.Argument> iterArgs = new ArrayList<>();
            List<OpAsmParser.UnresolvedOperand> inits = new ArrayList<>();
            boolean hasIterArgs = parser.parseOptionalKeyword("iter_args");
            if (hasIterArgs) {
                if (!ScfSyntax.parseAssignmentList(parser, iterArgs, inits, false)) {
                    return false;
                }
                List<Type> types = parser.parseArrowTypeList();
                if (types == null) {
                    return false;
                }
                state.resultTypes.addAll(types);
            }
            if (iterArgs.size() != state.resultTypes.size()) {
                return parser.emitError(parser.nameLocation(),
                        "mismatch in number of loop-carried values and defined values");
            }
            Type type = IndexType.INSTANCE;
            if (parser.parseOptionalColon()) {
                type = parser.parseType();
                if (type == null) {
                    return false;
                }
            }
            if (!parser.resolveOperands(List.of(lb, ub, step), type, state.operands)) {
                return false;
            }
            List<OpAsmParser.Argument> regionArgs = new ArrayList<>();
            regionArgs.add(ScfSyntax.typed(iv, type));
            for (int i = 0; i < iterArgs.size(); i++) {
                Type t = state.resultTypes.get(i);
                regionArgs.add(ScfSyntax.typed(iterArgs.get(i), t));
                if (!parser.resolveOperands(List.of(inits.get(i)), t, state.operands)) {
                    return false;
                }
            }
            Region body = state.addRegion();
            if (!parser.parseRegion(body, regionArgs)) {
                return false;
            }
            ScfSyntax.ensureTerminator(body, state.location);
            return parser.parseOptionalAttrDict(state);
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printOperand(inductionVar(op)).print(" = ").printOperand(lowerBound(op))
                    .print(" to ").printOperand(upperBound(op)).print(" step ").printOperand(step(op));
            List<Value> inits = initArgs(op);
            ScfSyntax.printInitializationList(printer, regionIterArgs(op), inits, " iter_args");
            if (!inits.isEmpty()) {
                printer.print(" -> (").printTypes(inits.stream().map(Value::type).toList()).print(")");
            }
            printer.print(" ");
            Type type = inductionVar(op).type();
            if (!(type instanceof IndexType)) {
                printer.print(" : ").print(type).print(" ");
            }
            printer.printRegion(op.region(0), false, !inits.isEmpty());
            printer.printOptionalAttrDict(op.attributes(), List.of());
        }
    }
}

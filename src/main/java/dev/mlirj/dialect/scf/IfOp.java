package dev.mlirj.dialect.scf;

import dev.mlirj.dialect.OpChecks;
import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.IntegerType;
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
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * {@code scf.if}: runs its {@code then} region when the {@code i1} condition holds, else its {@code else} region
 * (which may be empty: then nothing runs, and the operation may have no results). Each region has one block, no
 * arguments, and ends with {@code scf.yield} of the results. Custom form:
 * <pre>
 * %cond (-> (types))? { then } (else { else })? attr-dict
 * </pre>
 * the {@code scf.yield}s may be left out (and are not printed) when there are no results.
 */
public final class IfOp {
    /** The operation name. */
    public static final String NAME = "scf.if";

    static final OpDefinition DEFINITION = new OpDefinition(NAME,
            EnumSet.of(OpTrait.SINGLE_BLOCK, OpTrait.RECURSIVE_MEMORY_EFFECTS), Set.of(),
            new Syntax(), IfOp::verify, "");

    private IfOp() {
    }

    /** The {@code i1} condition. */
    public static Value condition(Operation op) {
        return op.operand(0);
    }

    /** The region run when the condition holds. */
    public static Region thenRegion(Operation op) {
        return op.region(0);
    }

    /** The region run otherwise; empty when there is none. */
    public static Region elseRegion(Operation op) {
        return op.region(1);
    }

    /** From the operation into {@code then} and {@code else} (or its results); from either region to the results. */
    static final RegionBranch.Flow FLOW = (op, point) -> {
        RegionBranch.Successor results = new RegionBranch.Successor(RegionBranch.PARENT, op.results());
        if (point != RegionBranch.PARENT) {
            return List.of(results);
        }
        RegionBranch.Successor then = new RegionBranch.Successor(0, List.of());
        return List.of(then, elseRegion(op).isEmpty() ? new RegionBranch.Successor(RegionBranch.PARENT, List.of())
                : new RegionBranch.Successor(1, List.of()));
    };

    static boolean verify(Operation op, DiagnosticEngine diagnostics) {
        OpChecks c = new OpChecks(op, diagnostics);
        if (!c.regions(2) || !c.successors(0) || !c.atMostOneBlock()) {
            return false;
        }
        if (op.operandCount() != 1) {
            return c.fail("requires a single operand");
        }
        if (!c.operand(0, TypeConstraint.I1) || !c.oneBlock(0, "thenRegion")
                || !c.noRegionArguments() || !c.nonEmptyBlocks()) {
            return false;
        }
        if (op.resultCount() != 0 && elseRegion(op).isEmpty()) {
            return c.fail("must have an else block if defining values");
        }
        return c.endsWith(YieldOp.NAME) && RegionBranch.verify(op, FLOW, diagnostics);
    }

    /** The custom form; see the class comment. */
    static final class Syntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            Region then = state.addRegion();
            Region otherwise = state.addRegion();
            OpAsmParser.UnresolvedOperand condition = parser.parseOperand();
            if (condition == null
                    || !parser.resolveOperands(List.of(condition), IntegerType.of(1), state.operands)) {
                return false;
            }
            List<Type> types = parser.parseOptionalArrowTypeList();
            if (types == null) {
                return false;
            }
            state.resultTypes.addAll(types);
            if (!parser.parseRegion(then, List.of())) {
                return false;
            }
            ScfSyntax.ensureTerminator(then, state.location);
            if (parser.parseOptionalKeyword("else")) {
                if (!parser.parseRegion(otherwise, List.of())) {
                    return false;
                }
                ScfSyntax.ensureTerminator(otherwise, state.location);
            }
            return parser.parseOptionalAttrDict(state);
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            boolean terminators = op.resultCount() > 0;
            printer.print(" ").printOperand(condition(op));
            if (terminators) {
                printer.print(" -> (").printTypes(op.resultTypes()).print(")");
            }
            printer.print(" ");
            printer.printRegion(thenRegion(op), false, terminators);
            if (!elseRegion(op).isEmpty()) {
                printer.print(" else ");
                printer.printRegion(elseRegion(op), false, terminators);
            }
            printer.printOptionalAttrDict(op.attributes(), List.of());
        }
    }
}

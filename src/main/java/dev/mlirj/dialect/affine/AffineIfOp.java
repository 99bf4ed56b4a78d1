package dev.mlirj.dialect.affine;

import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.IntegerSetAttr;
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
import dev.mlirj.ir.affine.IntegerSet;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * {@code affine.if}: runs its {@code then} region when the operands (dimensions, then symbols) satisfy every
 * constraint of the integer set {@code condition}, else its {@code else} region (which may be empty when there are
 * no results). The set is a discardable attribute in MLIR 19, not a property. Custom form:
 * <pre>
 * #set(%dims)[%symbols] (-> types)? { then } (else { else })? attr-dict
 * </pre>
 */
public final class AffineIfOp {
    /** The operation name. */
    public static final String NAME = "affine.if";
    /** The attribute holding the {@link IntegerSetAttr}. */
    public static final String CONDITION = "condition";

    static final OpDefinition DEFINITION = new OpDefinition(NAME,
            EnumSet.of(OpTrait.SINGLE_BLOCK, OpTrait.RECURSIVE_MEMORY_EFFECTS), Set.of(),
            new Syntax(), AffineIfOp::verify, "");

    private AffineIfOp() {
    }

    /** The condition. */
    public static IntegerSet condition(Operation op) {
        return ((IntegerSetAttr) op.attributes().get(CONDITION)).set();
    }

    /** The condition's operands: its dimensions, then its symbols. */
    public static List<Value> operands(Operation op) {
        return op.operands();
    }

    /** The region run when the condition holds. */
    public static Region thenRegion(Operation op) {
        return op.region(0);
    }

    /** The region run otherwise; empty when there is none. */
    public static Region elseRegion(Operation op) {
        return op.region(1);
    }

    static boolean verify(Operation op, DiagnosticEngine diagnostics) {
        AffineChecks c = new AffineChecks(op, diagnostics);
        if (!c.regions(2) || !c.successors(0) || !c.singleBlockEndingWithYield()) {
            return false;
        }
        if (op.region(0).blocks().size() != 1) {
            return c.fail("region #0 ('thenRegion') failed to verify constraint: region with 1 blocks");
        }
        for (int i = 0; i < 2; i++) {
            if (!op.region(i).isEmpty() && !op.region(i).entryBlock().arguments().isEmpty()) {
                return c.fail("region #" + i + " should have no arguments");
            }
        }
        if (!(op.attributes().get(CONDITION) instanceof IntegerSetAttr)) {
            return c.fail("requires an integer set attribute named 'condition'");
        }
        IntegerSet set = condition(op);
        if (op.operandCount() != set.numDims() + set.numSymbols()) {
            return c.fail("operand count and condition integer set dimension and symbol count must match");
        }
        return c.dimsAndSymbols(op.operands(), set.numDims());
    }

    /** The custom form; see the class comment. */
    static final class Syntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            IntegerSetAttr setAttr = AffineSyntax.parseAttributeOf(parser, IntegerSetAttr.class);
            if (setAttr == null) {
                return false;
            }
            state.attributes.put(CONDITION, setAttr);
            int numDims = AffineSyntax.parseDimAndSymbolList(parser, state.operands);
            if (numDims < 0) {
                return false;
            }
            IntegerSet set = setAttr.set();
            if (set.numDims() != numDims) {
                return parser.emitError(parser.nameLocation(),
                        "dim operand count and integer set dim count must match");
            }
            if (numDims + set.numSymbols() != state.operands.size()) {
                return parser.emitError(parser.nameLocation(),
                        "symbol operand count and integer set symbol count must match");
            }
            List<Type> types = parser.parseOptionalArrowTypeList();
            if (types == null) {
                return false;
            }
            state.resultTypes.addAll(types);
            Region then = state.addRegion();
            Region otherwise = state.addRegion();
            if (!parser.parseRegion(then, List.of())) {
                return false;
            }
            AffineSyntax.ensureTerminator(then, state.location);
            if (parser.parseOptionalKeyword("else")) {
                if (!parser.parseRegion(otherwise, List.of())) {
                    return false;
                }
                AffineSyntax.ensureTerminator(otherwise, state.location);
            }
            return parser.parseOptionalAttrDict(state);
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").print(op.attributes().get(CONDITION));
            AffineSyntax.printDimAndSymbolList(printer, op.operands(), condition(op).numDims());
            AffineSyntax.printOptionalArrowTypeList(printer, op.resultTypes());
            boolean terminators = op.resultCount() > 0;
            printer.print(" ");
            printer.printRegion(thenRegion(op), false, terminators);
            if (!elseRegion(op).isEmpty()) {
                printer.print(" else ");
                printer.printRegion(elseRegion(op), false, terminators);
            }
            printer.printOptionalAttrDict(op.attributes(), List.of(CONDITION));
        }
    }
}

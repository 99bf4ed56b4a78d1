package dev.mlirj.dialect.affine;

import dev.mlirj.ir.AffineMapAttr;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.affine.AffineMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * {@code affine.apply}: the single result of an affine map applied to {@code index} operands, the map's dimensions
 * first, then its symbols. Custom form: {@code affine.apply #map(%d0, ...)[%s0, ...] attr-dict}. The map is the
 * property {@code map} and must have exactly one result and as many inputs as there are operands.
 */
public final class AffineApplyOp {
    /** The operation name. */
    public static final String NAME = "affine.apply";
    /** The property holding the {@link AffineMapAttr}. */
    public static final String MAP = "map";

    static final OpDefinition DEFINITION = new OpDefinition(NAME, EnumSet.of(OpTrait.PURE), Set.of(MAP),
            new Syntax(), AffineApplyOp::verify, "").withFolder(AffineApplyFolding::fold);

    private AffineApplyOp() {
    }

    /** The applied map. */
    public static AffineMap map(Operation op) {
        return ((AffineMapAttr) op.properties().get(MAP)).map();
    }

    /** The map's operands: its dimensions, then its symbols. */
    public static List<Value> mapOperands(Operation op) {
        return op.operands();
    }

    static boolean verify(Operation op, DiagnosticEngine diagnostics) {
        AffineChecks c = new AffineChecks(op, diagnostics);
        if (!c.attr(MAP, true, a -> a instanceof AffineMapAttr, "AffineMap attribute") || !c.indexOperands(0)
                || !c.oneIndexResult()) {
            return false;
        }
        AffineMap map = map(op);
        if (op.operandCount() != map.numInputs()) {
            return c.fail("operand count and affine map dimension and symbol count must match");
        }
        return map.numResults() == 1 || c.fail("mapping must produce one value");
    }

    /** The custom form; see the class comment. */
    static final class Syntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            AffineMapAttr mapAttr = AffineSyntax.parseAttributeOf(parser, AffineMapAttr.class);
            if (mapAttr == null) {
                return false;
            }
            int numDims = AffineSyntax.parseDimAndSymbolList(parser, state.operands);
            if (numDims < 0 || !parser.parseOptionalAttrDict(state)) {
                return false;
            }
            state.properties.put(MAP, mapAttr);
            AffineMap map = mapAttr.map();
            if (map.numDims() != numDims || map.numInputs() != state.operands.size()) {
                return parser.emitError(parser.nameLocation(), "dimension or symbol index mismatch");
            }
            for (int i = 0; i < map.numResults(); i++) {
                state.resultTypes.add(IndexType.INSTANCE);
            }
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").print(op.properties().get(MAP));
            AffineSyntax.printDimAndSymbolList(printer, op.operands(), map(op).numDims());
            printer.printOptionalAttrDict(op.attributes(), List.of(MAP));
        }
    }
}

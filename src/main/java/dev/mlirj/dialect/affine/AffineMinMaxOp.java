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
 * {@code affine.min} and {@code affine.max}: the smallest (largest) of the results of an affine map applied to
 * {@code index} operands, dimensions first, then symbols. Custom form: {@code affine.min #map(%d, ...)[%s, ...]
 * attr-dict}. The map is the property {@code map}; it must have as many inputs as there are operands (a map with no
 * results is accepted, as in MLIR 19).
 */
public final class AffineMinMaxOp {
    /** The name of the minimum. */
    public static final String MIN = "affine.min";
    /** The name of the maximum. */
    public static final String MAX = "affine.max";
    /** The property holding the {@link AffineMapAttr}. */
    public static final String MAP = "map";

    static final OpDefinition MIN_DEFINITION = definition(MIN);
    static final OpDefinition MAX_DEFINITION = definition(MAX);

    private AffineMinMaxOp() {
    }

    private static OpDefinition definition(String name) {
        return new OpDefinition(name, EnumSet.of(OpTrait.PURE), Set.of(MAP), new Syntax(), AffineMinMaxOp::verify,
                "");
    }

    /** The map whose results are compared. */
    public static AffineMap map(Operation op) {
        return ((AffineMapAttr) op.properties().get(MAP)).map();
    }

    /** The map's operands: its dimensions, then its symbols. */
    public static List<Value> mapOperands(Operation op) {
        return op.operands();
    }

    /** Whether {@code op} is an {@code affine.min} (else an {@code affine.max}). */
    public static boolean isMin(Operation op) {
        return op.name().fullName().equals(MIN);
    }

    static boolean verify(Operation op, DiagnosticEngine diagnostics) {
        AffineChecks c = new AffineChecks(op, diagnostics);
        if (!c.attr(MAP, true, a -> a instanceof AffineMapAttr, "AffineMap attribute") || !c.indexOperands(0)
                || !c.oneIndexResult()) {
            return false;
        }
        return op.operandCount() == map(op).numInputs()
                || c.fail("operand count and affine map dimension and symbol count must match");
    }

    /** The custom form; see the class comment. */
    static final class Syntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            AffineMapAttr mapAttr = AffineSyntax.parseAttributeOf(parser, AffineMapAttr.class);
            if (mapAttr == null) {
                return false;
            }
            if (AffineSyntax.parseDimAndSymbolList(parser, state.operands) < 0
                    || !parser.parseOptionalAttrDict(state)) {
                return false;
            }
            state.properties.put(MAP, mapAttr);
            state.resultTypes.add(IndexType.INSTANCE);
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

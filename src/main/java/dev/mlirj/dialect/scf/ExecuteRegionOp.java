package dev.mlirj.dialect.scf;

import dev.mlirj.dialect.OpChecks;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Region;
import dev.mlirj.ir.Type;
import java.util.List;
import java.util.Set;

/**
 * {@code scf.execute_region}: runs its region once, where several blocks and unstructured branches may be used; the
 * blocks that leave it end with {@code scf.yield} of the results. The entry block has no arguments. Custom form:
 * {@code (-> types)? { blocks } attr-dict}; its yields are always written.
 */
public final class ExecuteRegionOp {
    /** The operation name. */
    public static final String NAME = "scf.execute_region";

    static final OpDefinition DEFINITION = new OpDefinition(NAME, Set.of(), Set.of(), new Syntax(),
            ExecuteRegionOp::verify, "");

    private ExecuteRegionOp() {
    }

    /** The region run. */
    public static Region region(Operation op) {
        return op.region(0);
    }

    /** Into the region; from the region to the results. */
    static final RegionBranch.Flow FLOW = (op, point) -> List.of(point == RegionBranch.PARENT
            ? new RegionBranch.Successor(0, List.of())
            : new RegionBranch.Successor(RegionBranch.PARENT, op.results()));

    static boolean verify(Operation op, DiagnosticEngine diagnostics) {
        OpChecks c = new OpChecks(op, diagnostics);
        if (!c.regions(1) || !c.successors(0) || !c.atLeastOperands(0)) {
            return false;
        }
        if (op.operandCount() != 0) {
            return c.fail("requires zero operands");
        }
        Region region = op.region(0);
        if (region.isEmpty()) {
            return c.fail("region needs to have at least one block");
        }
        if (!region.entryBlock().arguments().isEmpty()) {
            return c.fail("region cannot have any arguments");
        }
        return RegionBranch.verify(op, FLOW, diagnostics);
    }

    /** {@code (-> types)? region attr-dict}. */
    static final class Syntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            List<Type> types = parser.parseOptionalArrowTypeList();
            if (types == null) {
                return false;
            }
            state.resultTypes.addAll(types);
            return parser.parseRegion(state.addRegion(), List.of()) && parser.parseOptionalAttrDict(state);
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            ScfSyntax.printOptionalArrowTypeList(printer, op.resultTypes());
            printer.print(" ");
            printer.printRegion(op.region(0), false, true);
            printer.printOptionalAttrDict(op.attributes(), List.of());
        }
    }
}

package dev.mlirj.dialect.builtin;

import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Region;
import dev.mlirj.ir.StringAttr;
import java.util.List;

/**
 * {@code builtin.module}: the top-level container, one block of operations with no terminator, optionally named
 * (a symbol). Custom form: {@code module (@name)? (attributes {...})? { ... }}.
 */
public final class ModuleOp {
    /** The operation name. */
    public static final String NAME = "builtin.module";

    private ModuleOp() {
    }

    /** A new, empty, unnamed module at {@code location}. */
    public static Operation create(MlirContext context, Location location) {
        OperationState state = new OperationState(context.operationName(NAME), location);
        state.addRegion().appendBlock();
        return Operation.create(state);
    }

    /** The module's single block. */
    public static Block body(Operation module) {
        return module.region(0).entryBlock();
    }

    /** Whether {@code op} has property {@code name} holding something other than a string. */
    private static boolean notString(Operation op, String name) {
        Attribute a = op.properties().get(name);
        return a != null && !(a instanceof StringAttr);
    }

    static boolean verify(Operation op, DiagnosticEngine diagnostics) {
        // ODS's count traits first (OneRegion, ZeroResults, ZeroSuccessors, ZeroOperands), then the properties.
        String problem = op.regions().size() != 1 ? "requires one region"
                : op.resultCount() != 0 ? "requires zero results"
                : op.successorCount() != 0 ? "requires 0 successors but found " + op.successorCount()
                : op.operandCount() != 0 ? "requires zero operands"
                : notString(op, "sym_name") ? "attribute 'sym_name' failed to satisfy constraint: string attribute"
                : notString(op, "sym_visibility")
                ? "attribute 'sym_visibility' failed to satisfy constraint: string attribute" : null;
        if (problem != null) {
            diagnostics.opError(op, problem);
            return false;
        }
        if (op.region(0).blocks().size() != 1) {
            diagnostics.error(op.location(), "'builtin.module' op expects one region with one block");
            return false;
        }
        if (!body(op).arguments().isEmpty()) {
            diagnostics.error(op.location(), "'builtin.module' op expects the body to have no arguments");
            return false;
        }
        return true;
    }

    /** {@code module (@name)? (attributes {...})? region}. */
    static final class Syntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            String name = parser.parseOptionalSymbolName();
            if (name != null) {
                state.properties.put("sym_name", new StringAttr(name, null));
            }
            if (!parser.parseOptionalAttrDictWithKeyword(state)) {
                return false;
            }
            Region body = state.addRegion();
            if (!parser.parseRegion(body, List.of())) {
                return false;
            }
            if (body.isEmpty()) {
                body.appendBlock();
            }
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            Attribute name = op.properties().get("sym_name");
            if (name instanceof StringAttr s) {
                printer.print(" ").printSymbolName(s.value());
            }
            printer.printOptionalAttrDictWithKeyword(op.attributes(), List.of());
            printer.print(" ").printRegion(op.region(0), false, false);
        }
    }
}

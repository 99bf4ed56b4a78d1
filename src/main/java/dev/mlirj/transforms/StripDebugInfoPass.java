package dev.mlirj.transforms;

import dev.mlirj.ir.Block;
import dev.mlirj.ir.BlockArgument;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Region;
import dev.mlirj.pass.Pass;

/** MLIR's {@code strip-debuginfo}: replaces every location (operations and block arguments) with unknown. */
public final class StripDebugInfoPass extends Pass {
    @Override
    public String argument() {
        return "strip-debuginfo";
    }

    @Override
    public String description() {
        return "Strip debug info from all operations";
    }

    @Override
    public boolean run(Operation op, MlirContext context, DiagnosticEngine diagnostics) {
        op.walk(o -> {
            o.setLocation(Location.unknown());
            for (Region r : o.regions()) {
                for (Block b : r.blocks()) {
                    for (BlockArgument a : b.arguments()) {
                        a.setLocation(Location.unknown());
                    }
                }
            }
        });
        return true;
    }
}

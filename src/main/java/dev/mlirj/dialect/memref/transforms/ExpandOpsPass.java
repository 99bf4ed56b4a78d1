package dev.mlirj.dialect.memref.transforms;

import dev.mlirj.dialect.memref.AtomicRmwOp;
import dev.mlirj.dialect.memref.ReshapeOp;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.pass.Pass;
import dev.mlirj.transforms.dialectconversion.ConversionTarget;
import dev.mlirj.transforms.dialectconversion.DialectConversion;
import dev.mlirj.transforms.dialectconversion.RewritePatternSet;

/**
 * MLIR's {@code memref-expand} ({@code ExpandOpsPass}): "Legalize memref operations to be convertible to LLVM". A
 * partial conversion in which arith and memref are legal except {@code memref.atomic_rmw} of the kinds LLVM's
 * {@code atomicrmw} lacks a NaN rule for ({@link AtomicRmwOpConverter#EXPANDED}), rewritten into
 * {@code memref.generic_atomic_rmw}, and {@code memref.reshape} with a statically shaped shape operand, rewritten
 * into {@code memref.reinterpret_cast} ({@link ReshapeOpConverter}).
 */
public final class ExpandOpsPass extends Pass {
    @Override
    public String argument() {
        return "memref-expand";
    }

    @Override
    public String description() {
        return "Legalize memref operations to be convertible to LLVM.";
    }

    @Override
    public boolean run(Operation op, MlirContext context, DiagnosticEngine diagnostics) {
        RewritePatternSet patterns = new RewritePatternSet();
        populateExpandOpsPatterns(patterns);
        ConversionTarget target = new ConversionTarget();
        target.addLegalDialect("arith", "memref");
        target.addDynamicallyLegalOp(AtomicRmwOp.NAME,
                o -> !AtomicRmwOpConverter.EXPANDED.containsKey(AtomicRmwOp.kind(o)));
        target.addDynamicallyLegalOp(ReshapeOp.NAME, o -> !((MemRefType) ReshapeOp.shape(o).type()).hasStaticShape());
        return DialectConversion.applyPartialConversion(op, target, patterns, context, diagnostics);
    }

    /** MLIR's {@code populateExpandOpsPatterns}. */
    public static void populateExpandOpsPatterns(RewritePatternSet patterns) {
        patterns.add(new AtomicRmwOpConverter(), new ReshapeOpConverter());
    }
}

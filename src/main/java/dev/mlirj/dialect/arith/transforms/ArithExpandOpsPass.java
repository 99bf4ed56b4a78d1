package dev.mlirj.dialect.arith.transforms;

import dev.mlirj.dialect.arith.ArithDialect;
import dev.mlirj.dialect.arith.BinaryOps;
import dev.mlirj.dialect.arith.CastOps;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.pass.Pass;
import dev.mlirj.transforms.dialectconversion.ConversionTarget;
import dev.mlirj.transforms.dialectconversion.DialectConversion;
import dev.mlirj.transforms.dialectconversion.RewritePatternSet;
import java.util.Map;

/**
 * MLIR's {@code arith-expand} ({@code ArithExpandOpsPass}): "Legalize Arith ops to be convertible to LLVM". A
 * partial conversion in which the arith dialect is legal except {@code ceildivsi}, {@code ceildivui},
 * {@code floordivsi}, {@code maximumf}, {@code minimumf}, {@code maxnumf}, {@code minnumf}, {@code maxsi},
 * {@code maxui}, {@code minsi} and {@code minui}, which {@link ExpandOps} rewrites. Option {@code include-bf16}
 * (default false) also makes {@code extf} bf16 to f32 and {@code truncf} f32 to bf16 illegal and expands them; a
 * {@code truncf} to bf16 with a rounding mode then fails to legalize, as in MLIR 19.
 */
public final class ArithExpandOpsPass extends Pass {
    private boolean includeBf16;

    @Override
    public String argument() {
        return "arith-expand";
    }

    @Override
    public String description() {
        return "Legalize Arith ops to be convertible to LLVM.";
    }

    @Override
    public void configure(Map<String, String> options) {
        for (Map.Entry<String, String> option : options.entrySet()) {
            if (!option.getKey().equals("include-bf16")) {
                throw new IllegalArgumentException("no such option " + option.getKey());
            }
            String value = option.getValue().trim();
            switch (value) {
                case "", "true", "1" -> includeBf16 = true;
                case "false", "0" -> includeBf16 = false;
                default -> throw new IllegalArgumentException("include-bf16 takes true or false, not '" + value
                        + "'");
            }
        }
    }

    @Override
    public String optionsText() {
        return "{include-bf16=" + includeBf16 + "}";
    }

    @Override
    public boolean run(Operation op, MlirContext context, DiagnosticEngine diagnostics) {
        RewritePatternSet patterns = new RewritePatternSet();
        ConversionTarget target = new ConversionTarget();
        ExpandOps.populateArithExpandOpsPatterns(patterns);
        target.addLegalDialect(ArithDialect.NAMESPACE);
        target.addIllegalOp(BinaryOps.CEILDIVSI, BinaryOps.CEILDIVUI, BinaryOps.FLOORDIVSI, BinaryOps.MAXIMUMF,
                BinaryOps.MINIMUMF, BinaryOps.MAXNUMF, BinaryOps.MINNUMF, BinaryOps.MAXSI, BinaryOps.MAXUI,
                BinaryOps.MINSI, BinaryOps.MINUI);
        if (includeBf16) {
            ExpandOps.populateExpandBFloat16Patterns(patterns);
            target.addDynamicallyLegalOp(CastOps.EXTF, o -> !(isElement(CastOps.in(o).type(), FloatType.BF16)
                    && isElement(CastOps.out(o).type(), FloatType.F32)));
            target.addDynamicallyLegalOp(CastOps.TRUNCF, o -> !(isElement(CastOps.in(o).type(), FloatType.F32)
                    && isElement(CastOps.out(o).type(), FloatType.BF16)));
        }
        return DialectConversion.applyPartialConversion(op, target, patterns, context, diagnostics);
    }

    private static boolean isElement(dev.mlirj.ir.Type type, FloatType element) {
        return ExpandOps.elementTypeOrSelf(type).equals(element);
    }
}

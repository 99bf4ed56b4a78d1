package dev.mlirj.conversion.vectortollvm;

import dev.mlirj.conversion.llvmcommon.LlvmConversionTarget;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.conversion.llvmcommon.LowerToLlvmOptions;
import dev.mlirj.dialect.builtin.ModuleOp;
import dev.mlirj.dialect.llvm.LlvmDialect;
import dev.mlirj.dialect.vector.transforms.VectorLowerings;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.pass.Pass;
import dev.mlirj.transforms.dialectconversion.DialectConversion;
import dev.mlirj.transforms.dialectconversion.RewritePatternSet;
import dev.mlirj.transforms.greedy.GreedyPatternRewriteDriver;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * MLIR's {@code convert-vector-to-llvm} ({@code ConvertVectorToLLVMPass}) on a {@code builtin.module}: first the
 * vector-level rewrites of {@link VectorLowerings#beforeLlvmConversion()}, applied greedily with folding (which
 * also hoists and deduplicates constants and erases trivially dead operations, as MLIR's driver does), then a
 * partial conversion with {@link VectorToLlvm#populatePatterns} to the {@link LlvmConversionTarget}; vector
 * operations no pattern lowers stay, without an error, as in mlir-opt 19.
 *
 * <p>Options, as MLIR 19's (booleans, {@code true}/{@code false}/{@code 1}/{@code 0}): {@code enable-amx},
 * {@code enable-arm-neon}, {@code enable-arm-sve}, {@code enable-x86vector} (target dialects mlirj does not have:
 * only false is accepted), {@code force-32bit-vector-indices} (default true: masks compare {@code i32} lane numbers, else
 * {@code i64}) and {@code reassociate-fp-reductions} (default false: the
 * {@code reassoc} flag on float reductions).
 */
public final class ConvertVectorToLlvmPass extends Pass {
    private final Map<String, Boolean> options = new LinkedHashMap<>();

    /** The pass with MLIR's defaults. */
    public ConvertVectorToLlvmPass() {
        options.put("enable-amx", false);
        options.put("enable-arm-neon", false);
        options.put("enable-arm-sve", false);
        options.put("enable-x86vector", false);
        options.put("force-32bit-vector-indices", true);
        options.put("reassociate-fp-reductions", false);
    }

    @Override
    public String argument() {
        return "convert-vector-to-llvm";
    }

    @Override
    public String name() {
        return "ConvertVectorToLLVMPass";
    }

    @Override
    public String description() {
        return "Lower the operations from the vector dialect into the LLVM dialect";
    }

    @Override
    public String anchor() {
        return ModuleOp.NAME;
    }

    @Override
    public void configure(Map<String, String> given) {
        Map<String, Boolean> parsed = new LinkedHashMap<>(options);
        for (Map.Entry<String, String> option : given.entrySet()) {
            if (!parsed.containsKey(option.getKey())) {
                throw new IllegalArgumentException("no such option " + option.getKey());
            }
            boolean value = switch (option.getValue().strip()) {
                case "", "true", "1", "TRUE", "True" -> true;
                case "false", "0", "FALSE", "False" -> false;
                default -> throw new IllegalArgumentException("invalid argument '" + option.getValue()
                        + "' to option " + option.getKey() + ": expected true or false");
            };
            if (value && option.getKey().startsWith("enable-")) {
                throw new IllegalArgumentException(option.getKey() + " needs a target dialect mlirj does not have");
            }
            parsed.put(option.getKey(), value);
        }
        options.putAll(parsed);
    }

    /** Every option, in MLIR's order, as mlir-opt 19 prints pipelines. */
    @Override
    public String optionsText() {
        StringBuilder s = new StringBuilder("{");
        options.forEach((k, v) -> s.append(s.length() > 1 ? " " : "").append(k).append('=').append(v));
        return s.append('}').toString();
    }

    @Override
    public boolean run(Operation op, MlirContext context, DiagnosticEngine diagnostics) {
        LlvmTypeConverter converter = new LlvmTypeConverter(LowerToLlvmOptions.DEFAULT,
                ((LlvmDialect) context.dialect("llvm")).identifiedStructs());
        GreedyPatternRewriteDriver.applyPatternsAndFoldGreedily(op, VectorLowerings.beforeLlvmConversion(), context);
        RewritePatternSet patterns = new RewritePatternSet();
        VectorToLlvm.populatePatterns(converter, patterns, options.get("reassociate-fp-reductions"),
                options.get("force-32bit-vector-indices"));
        // As MLIR 19's pass: arith and memref operations the patterns create stay for their own lowerings.
        LlvmConversionTarget target = new LlvmConversionTarget();
        target.addLegalDialect("arith", "memref");
        return DialectConversion.applyPartialConversion(op, target, patterns, context, diagnostics);
    }
}

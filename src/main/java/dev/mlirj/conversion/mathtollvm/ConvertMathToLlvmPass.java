package dev.mlirj.conversion.mathtollvm;

import dev.mlirj.conversion.llvmcommon.LlvmConversionTarget;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.conversion.llvmcommon.LowerToLlvmOptions;
import dev.mlirj.dialect.llvm.LlvmDialect;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.pass.Pass;
import dev.mlirj.transforms.dialectconversion.DialectConversion;
import dev.mlirj.transforms.dialectconversion.RewritePatternSet;
import java.util.Map;

/**
 * MLIR's {@code convert-math-to-llvm} ({@code ConvertMathToLLVMPass}): a partial conversion, on any operation, with
 * {@link MathToLlvm#populatePatterns} and the default LLVM type converter to the {@link LlvmConversionTarget}. Math
 * operations without an LLVM lowering stay as they are. Option {@code approximate-log1p} (boolean, default true):
 * whether {@code math.log1p} is lowered as {@code log(1 + x)}.
 */
public final class ConvertMathToLlvmPass extends Pass {
    private boolean approximateLog1p = true;

    @Override
    public String argument() {
        return "convert-math-to-llvm";
    }

    @Override
    public String name() {
        return "ConvertMathToLLVMPass";
    }

    @Override
    public String description() {
        return "Convert Math dialect to LLVM dialect";
    }

    @Override
    public void configure(Map<String, String> options) {
        boolean value = approximateLog1p;
        for (Map.Entry<String, String> e : options.entrySet()) {
            if (!e.getKey().equals("approximate-log1p")) {
                throw new IllegalArgumentException("no such option " + e.getKey());
            }
            value = switch (e.getValue()) {
                case "true", "1", "" -> true;
                case "false", "0" -> false;
                default -> throw new IllegalArgumentException("'" + e.getValue()
                        + "' is invalid value for boolean argument! Try 0 or 1");
            };
        }
        approximateLog1p = value;
    }

    @Override
    public String optionsText() {
        return "{approximate-log1p=" + approximateLog1p + "}";
    }

    @Override
    public boolean run(Operation op, MlirContext context, DiagnosticEngine diagnostics) {
        LlvmTypeConverter converter = new LlvmTypeConverter(LowerToLlvmOptions.DEFAULT,
                ((LlvmDialect) context.dialect("llvm")).identifiedStructs());
        RewritePatternSet patterns = new RewritePatternSet();
        MathToLlvm.populatePatterns(converter, patterns, approximateLog1p);
        return DialectConversion.applyPartialConversion(op, new LlvmConversionTarget(), patterns, context,
                diagnostics);
    }
}

package dev.mlirj.conversion.arithtollvm;

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
 * MLIR's {@code convert-arith-to-llvm} ({@code ArithToLLVMConversionPass}): a partial conversion of the arith
 * operations to the LLVM dialect with {@link ArithToLlvm#populatePatterns}. Like MLIR 19's, it leaves the
 * operations it cannot lower (on tensors, {@code ceildivsi} and its kin, n-D extended arithmetic) as they are and
 * never fails on them. Option: {@code index-bitwidth=N}, the width of {@code index} (0, the default: the data
 * layout's, 64).
 */
public final class ConvertArithToLlvmPass extends Pass {
    private int indexBitwidth;

    @Override
    public String argument() {
        return "convert-arith-to-llvm";
    }

    @Override
    public String name() {
        return "ArithToLLVMConversionPass";
    }

    @Override
    public String description() {
        return "Convert Arith dialect to LLVM dialect";
    }

    @Override
    public void configure(Map<String, String> options) {
        for (Map.Entry<String, String> option : options.entrySet()) {
            if (!option.getKey().equals("index-bitwidth")) {
                throw new IllegalArgumentException("no such option " + option.getKey());
            }
            int bits;
            try {
                bits = Integer.parseInt(option.getValue().trim());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("index-bitwidth takes an unsigned integer, not '"
                        + option.getValue() + "'");
            }
            if (bits < 0) {
                throw new IllegalArgumentException("index-bitwidth takes an unsigned integer, not '"
                        + option.getValue() + "'");
            }
            if (bits != 0) {
                new LowerToLlvmOptions(bits, false); // checks the width
            }
            indexBitwidth = bits;
        }
    }

    @Override
    public String optionsText() {
        return "{index-bitwidth=" + indexBitwidth + "}";
    }

    @Override
    public boolean run(Operation op, MlirContext context, DiagnosticEngine diagnostics) {
        LowerToLlvmOptions options = indexBitwidth == 0 ? LowerToLlvmOptions.DEFAULT
                : LowerToLlvmOptions.DEFAULT.withIndexBitwidth(indexBitwidth);
        LlvmTypeConverter converter = new LlvmTypeConverter(options,
                ((LlvmDialect) context.dialect("llvm")).identifiedStructs());
        RewritePatternSet patterns = new RewritePatternSet();
        ArithToLlvm.populatePatterns(converter, patterns);
        return DialectConversion.applyPartialConversion(op, new LlvmConversionTarget(), patterns, context,
                diagnostics);
    }
}

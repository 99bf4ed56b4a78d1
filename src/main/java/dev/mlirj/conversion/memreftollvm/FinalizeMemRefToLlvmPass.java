package dev.mlirj.conversion.memreftollvm;

import dev.mlirj.conversion.llvmcommon.LlvmConversionTarget;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.conversion.llvmcommon.LowerToLlvmOptions;
import dev.mlirj.dialect.func.FuncOp;
import dev.mlirj.dialect.llvm.LlvmDialect;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.pass.Pass;
import dev.mlirj.transforms.dialectconversion.DialectConversion;
import dev.mlirj.transforms.dialectconversion.RewritePatternSet;
import java.util.Map;

/**
 * MLIR's {@code finalize-memref-to-llvm} ({@code FinalizeMemRefToLLVMConversionPass}): a partial conversion of the
 * memref operations to the LLVM dialect with {@link MemRefToLlvm#populatePatterns}. Like MLIR 19's, it leaves the
 * operations it does not lower (such as {@code subview}, or an {@code alloc} of a non-identity layout) as they
 * are. Options, as MLIR 19's: {@code use-aligned-alloc} ({@code aligned_alloc} instead of {@code malloc}),
 * {@code index-bitwidth=N} (0, the default: the data layout's, 64), {@code use-generic-functions} (MLIR's
 * {@code _mlir_memref_to_llvm_*} allocation functions instead of the C library's).
 */
public final class FinalizeMemRefToLlvmPass extends Pass {
    private boolean useAlignedAlloc;
    private int indexBitwidth;
    private boolean useGenericFunctions;

    @Override
    public String argument() {
        return "finalize-memref-to-llvm";
    }

    @Override
    public String name() {
        return "FinalizeMemRefToLLVMConversionPass";
    }

    @Override
    public String description() {
        return "Finalize MemRef dialect to LLVM dialect conversion";
    }

    @Override
    public void configure(Map<String, String> options) {
        for (Map.Entry<String, String> option : options.entrySet()) {
            switch (option.getKey()) {
                case "use-aligned-alloc" -> useAlignedAlloc = parseBool(option.getKey(), option.getValue());
                case "use-generic-functions" -> useGenericFunctions = parseBool(option.getKey(), option.getValue());
                case "index-bitwidth" ->
                        indexBitwidth = LowerToLlvmOptions.parseIndexBitwidthOption(option.getValue());
                default -> throw new IllegalArgumentException("no such option " + option.getKey());
            }
        }
    }

    private static boolean parseBool(String name, String value) {
        return switch (value.trim()) {
            case "", "true", "1" -> true;
            case "false", "0" -> false;
            default -> throw new IllegalArgumentException(name + " takes a boolean, not '" + value + "'");
        };
    }

    @Override
    public String optionsText() {
        return "{index-bitwidth=" + indexBitwidth + " use-aligned-alloc=" + useAlignedAlloc
                + " use-generic-functions=" + useGenericFunctions + "}";
    }

    @Override
    public boolean run(Operation op, MlirContext context, DiagnosticEngine diagnostics) {
        LlvmTypeConverter converter = new LlvmTypeConverter(LowerToLlvmOptions.ofIndexBitwidthOption(indexBitwidth),
                ((LlvmDialect) context.dialect("llvm")).identifiedStructs());
        RewritePatternSet patterns = new RewritePatternSet();
        MemRefToLlvm.populatePatterns(converter, patterns, useAlignedAlloc, useGenericFunctions);
        LlvmConversionTarget target = new LlvmConversionTarget();
        target.addLegalOp(FuncOp.NAME);
        return DialectConversion.applyPartialConversion(op, target, patterns, context, diagnostics);
    }
}

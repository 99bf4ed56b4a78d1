package dev.mlirj.conversion.controlflowtollvm;

import dev.mlirj.conversion.llvmcommon.LlvmConversionTarget;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.conversion.llvmcommon.LowerToLlvmOptions;
import dev.mlirj.dialect.builtin.ModuleOp;
import dev.mlirj.dialect.llvm.LlvmDialect;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.pass.Pass;
import dev.mlirj.transforms.dialectconversion.DialectConversion;
import dev.mlirj.transforms.dialectconversion.RewritePatternSet;
import java.util.Map;

/**
 * MLIR's {@code convert-cf-to-llvm} ({@code ConvertControlFlowToLLVMPass}): a partial conversion of a
 * {@code builtin.module} with {@link ControlFlowToLlvm#populatePatterns} to the {@link LlvmConversionTarget}.
 * cf operations the patterns refuse (a branch to a block whose arguments still have types such as {@code index},
 * which only the lowering of the enclosing function converts) stay as they are, without an error, as in mlir-opt
 * 19.
 *
 * <p>Option {@code index-bitwidth=N} (an unsigned integer; 0, the default, derives the width from the data
 * layout, which is 64 bits for a module without a {@code dlti} data layout specification, as MLIR's default
 * layout gives).
 */
public final class ConvertControlFlowToLlvmPass extends Pass {
    /** The value of {@code index-bitwidth} that derives the width from the data layout. */
    public static final int DERIVE_INDEX_BITWIDTH = 0;
    /** The index width MLIR's default data layout gives. */
    private static final int DEFAULT_INDEX_BITWIDTH = 64;

    private int indexBitwidth = DERIVE_INDEX_BITWIDTH;

    @Override
    public String argument() {
        return "convert-cf-to-llvm";
    }

    @Override
    public String name() {
        return "ConvertControlFlowToLLVMPass";
    }

    @Override
    public String description() {
        return "Convert ControlFlow operations to the LLVM dialect";
    }

    @Override
    public String anchor() {
        return ModuleOp.NAME;
    }

    @Override
    public void configure(Map<String, String> options) {
        int bitwidth = indexBitwidth;
        for (Map.Entry<String, String> option : options.entrySet()) {
            if (!option.getKey().equals("index-bitwidth")) {
                throw new IllegalArgumentException("no such option " + option.getKey());
            }
            bitwidth = parseBitwidth(option.getValue());
        }
        indexBitwidth = bitwidth;
    }

    private static int parseBitwidth(String text) {
        try {
            long value = Long.parseLong(text.strip());
            if (value < 0 || value > IntegerType.MAX_WIDTH) {
                throw new IllegalArgumentException("index-bitwidth must be between 0 and " + IntegerType.MAX_WIDTH
                        + ", not " + text);
            }
            return (int) value;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("invalid argument '" + text + "' to option index-bitwidth: "
                    + "expected an unsigned integer");
        }
    }

    /** The option, always, as MLIR prints pipelines ({@code {index-bitwidth=0}} by default). */
    @Override
    public String optionsText() {
        return "{index-bitwidth=" + indexBitwidth + "}";
    }

    @Override
    public boolean run(Operation op, MlirContext context, DiagnosticEngine diagnostics) {
        int bits = indexBitwidth == DERIVE_INDEX_BITWIDTH ? DEFAULT_INDEX_BITWIDTH : indexBitwidth;
        LowerToLlvmOptions options = LowerToLlvmOptions.DEFAULT.withIndexBitwidth(bits);
        LlvmTypeConverter converter = new LlvmTypeConverter(options,
                ((LlvmDialect) context.dialect("llvm")).identifiedStructs());
        RewritePatternSet patterns = new RewritePatternSet();
        ControlFlowToLlvm.populatePatterns(converter, patterns);
        return DialectConversion.applyPartialConversion(op, new LlvmConversionTarget(), patterns, context,
                diagnostics);
    }
}

package dev.mlirj.conversion.functollvm;

import dev.mlirj.conversion.llvmcommon.LlvmConversionTarget;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.conversion.llvmcommon.LowerToLlvmOptions;
import dev.mlirj.dialect.builtin.ModuleOp;
import dev.mlirj.dialect.llvm.LlvmDataLayout;
import dev.mlirj.dialect.llvm.LlvmDialect;
import dev.mlirj.ir.Diagnostic;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.pass.Pass;
import dev.mlirj.transforms.dialectconversion.DialectConversion;
import dev.mlirj.transforms.dialectconversion.RewritePatternSet;
import java.util.Map;

/**
 * MLIR's {@code convert-func-to-llvm} ({@code ConvertFuncToLLVMPass}) on a {@code builtin.module}: lowers the func
 * dialect to the LLVM dialect with {@link FuncToLlvm}'s patterns, and, as MLIR 19's pass does, the arith and cf
 * patterns too, by a partial conversion whose target is the LLVM dialect. Options: {@code index-bitwidth=N} (0, the default: the pointer width of the module's data layout,
 * {@link LlvmDataLayout#indexBitwidth}) and {@code use-bare-ptr-memref-call-conv=B}.
 *
 * <p>The index width comes from the pointer width of the module's LLVM data layout ({@code llvm.data_layout}, or
 * its target triple's, or the host's); MLIR 19 reads it from the DLTI data layout specification
 * instead (mlirj has none) and so uses 64 bits for a module that only has a 32-bit {@code llvm.data_layout}.
 *
 * <p>Unlike MLIR 19, which leaves a function it cannot convert as it is, the func dialect is illegal here, so a
 * type that does not convert (a tensor, a non-strided memref, a memref that cannot be a bare pointer) fails the
 * pass with {@code failed to legalize operation} at the operation, the reason naming the type.
 */
public final class ConvertFuncToLlvmPass extends Pass {
    private int indexBitwidth;
    private boolean useBarePtrCallConv;

    @Override
    public String argument() {
        return "convert-func-to-llvm";
    }

    @Override
    public String name() {
        return "ConvertFuncToLLVMPass";
    }

    @Override
    public String description() {
        return "Convert from the Func dialect to the LLVM dialect";
    }

    @Override
    public String anchor() {
        return ModuleOp.NAME;
    }

    @Override
    public void configure(Map<String, String> options) {
        for (Map.Entry<String, String> e : options.entrySet()) {
            switch (e.getKey()) {
                case "index-bitwidth" -> {
                    try {
                        indexBitwidth = Integer.parseInt(e.getValue());
                    } catch (NumberFormatException ex) {
                        throw new IllegalArgumentException("index-bitwidth takes a non-negative integer, not '"
                                + e.getValue() + "'");
                    }
                    if (indexBitwidth < 0 || indexBitwidth > dev.mlirj.ir.IntegerType.MAX_WIDTH) {
                        throw new IllegalArgumentException("index-bitwidth must be between 0 and "
                                + dev.mlirj.ir.IntegerType.MAX_WIDTH + ", not " + e.getValue());
                    }
                }
                case "use-bare-ptr-memref-call-conv" -> useBarePtrCallConv = switch (e.getValue()) {
                    case "true", "1", "" -> true;
                    case "false", "0" -> false;
                    default -> throw new IllegalArgumentException("use-bare-ptr-memref-call-conv takes true or false, "
                            + "not '" + e.getValue() + "'");
                };
                default -> throw new IllegalArgumentException("no such option " + e.getKey());
            }
        }
    }

    @Override
    public String optionsText() {
        return "{index-bitwidth=" + indexBitwidth + " use-bare-ptr-memref-call-conv=" + useBarePtrCallConv + "}";
    }

    @Override
    public boolean run(Operation module, MlirContext context, DiagnosticEngine diagnostics) {
        int bits = indexBitwidth;
        if (bits == 0) {
            try {
                bits = LlvmDataLayout.indexBitwidth(module);
            } catch (IllegalArgumentException e) {
                diagnostics.report(Diagnostic.error(module, "cannot derive the index bitwidth from the data layout: "
                        + e.getMessage()));
                return false;
            }
        }
        LlvmDialect llvm = (LlvmDialect) context.dialect("llvm");
        LlvmTypeConverter converter = new LlvmTypeConverter(new LowerToLlvmOptions(bits, useBarePtrCallConv),
                llvm.identifiedStructs());
        converter.setContext(context);
        // As MLIR 19, which emits this error from the pattern: a variadic function with a C interface.
        boolean[] refused = {false};
        module.walk(op -> {
            if (op.name().fullName().equals(dev.mlirj.dialect.func.FuncOp.NAME) && FuncOpConversion.isVariadic(op)
                    && FuncOpConversion.emitsCInterface(op, converter)) {
                diagnostics.report(Diagnostic.error(op, FuncOpConversion.VARIADIC_C_INTERFACE));
                refused[0] = true;
            }
        });
        if (refused[0]) {
            return false;
        }
        RewritePatternSet patterns = new RewritePatternSet();
        FuncToLlvm.populatePatterns(converter, patterns);
        // As MLIR 19's pass, until their dedicated passes replace them there: the arith and cf patterns too.
        dev.mlirj.conversion.arithtollvm.ArithToLlvm.populatePatterns(converter, patterns);
        dev.mlirj.conversion.controlflowtollvm.ControlFlowToLlvm.populatePatterns(converter, patterns);
        LlvmConversionTarget target = new LlvmConversionTarget();
        target.addIllegalDialect("func");
        return DialectConversion.applyPartialConversion(module, target, patterns, context, diagnostics);
    }
}

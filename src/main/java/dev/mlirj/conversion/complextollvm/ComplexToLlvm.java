package dev.mlirj.conversion.complextollvm;

import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.dialect.complex.ComplexOps;
import dev.mlirj.dialect.llvm.LlvmArithOps;
import dev.mlirj.transforms.dialectconversion.RewritePatternSet;

/**
 * MLIR's {@code populateComplexToLLVMConversionPatterns}: the patterns lowering the complex operations MLIR 19's
 * {@code convert-complex-to-llvm} handles ({@code abs add constant create div im mul re sub}) to LLVM dialect
 * arithmetic on {@code !llvm.struct<(T, T)>} (field 0 real, field 1 imaginary). The others ({@code eq},
 * {@code neg}, {@code exp}, ...) are expanded by {@code convert-complex-to-standard} first.
 */
public final class ComplexToLlvm {
    private ComplexToLlvm() {
    }

    /** Adds the patterns, converting types with {@code converter}. */
    public static void populatePatterns(LlvmTypeConverter converter, RewritePatternSet patterns) {
        patterns.add(new AbsOpConversion(converter));
        patterns.add(new AddSubOpConversion(ComplexOps.ADD, LlvmArithOps.FADD, converter));
        patterns.add(new ConstantOpLowering(converter));
        patterns.add(new CreateOpConversion(converter));
        patterns.add(new DivOpConversion(converter));
        patterns.add(new PartOpConversion(ComplexOps.IM, true, converter));
        patterns.add(new MulOpConversion(converter));
        patterns.add(new PartOpConversion(ComplexOps.RE, false, converter));
        patterns.add(new AddSubOpConversion(ComplexOps.SUB, LlvmArithOps.FSUB, converter));
    }
}

package dev.mlirj.conversion.llvmcommon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mlirj.dialect.func.FuncOp;
import dev.mlirj.dialect.llvm.LlvmDialect;
import dev.mlirj.dialect.llvm.LlvmFuncOp;
import dev.mlirj.dialect.llvm.LlvmFunctionType;
import dev.mlirj.dialect.llvm.LlvmStructType;
import dev.mlirj.dialect.llvm.LlvmTypes;
import dev.mlirj.executionengine.MemRefDescriptorLayout;
import dev.mlirj.init.InitAllDialects;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.FunctionType;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.RankedTensorType;
import dev.mlirj.ir.StringAttr;
import dev.mlirj.ir.Type;
import dev.mlirj.syntax.SourceParser;
import dev.mlirj.transforms.dialectconversion.SignatureConversion;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The LLVM type converter against MLIR 19: every function of {@code conversion/llvm-type-conversion.mlir} (one
 * per row of the type table) has its signature converted by {@link LlvmTypeConverter#convertFunctionSignature}
 * and compared with the {@code llvm.func} type mlir-opt 19's {@code --convert-func-to-llvm} gave it (committed
 * expected files, made by {@code scripts/llvm-type-conversion-expected.sh}); where mlir-opt left a
 * {@code func.func}, the converter must refuse too.
 */
class LlvmTypeConverterTest {
    private static final Path DIR = Path.of("src/test/resources/conversion");

    private static Operation parse(MlirContext context, Path file) throws IOException {
        DiagnosticEngine diagnostics = new DiagnosticEngine();
        Operation module = SourceParser.parse(context, diagnostics, file.toString(), Files.readString(file));
        assertNotNull(module, diagnostics.collected()::toString);
        return module;
    }

    private static Map<String, Operation> functions(Operation module) {
        Map<String, Operation> byName = new LinkedHashMap<>();
        for (Operation op : module.region(0).entryBlock()) {
            byName.put(((StringAttr) op.attribute("sym_name")).value(), op);
        }
        return byName;
    }

    @TestFactory
    Stream<DynamicTest> signaturesAsMlir19() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (String[] variant : List.of(new String[] {"", "64", "false"}, new String[] {"-index32", "32", "false"},
                new String[] {"-bareptr", "64", "true"})) {
            MlirContext context = InitAllDialects.context();
            Operation input = parse(context, DIR.resolve("llvm-type-conversion.mlir"));
            Operation expected = parse(context, DIR.resolve("llvm-type-conversion" + variant[0] + ".expected.mlir"));
            LlvmTypeConverter converter = new LlvmTypeConverter(new LowerToLlvmOptions(Integer.parseInt(variant[1]),
                    Boolean.parseBoolean(variant[2])), ((LlvmDialect) context.dialect("llvm")).identifiedStructs());
            Map<String, Operation> want = functions(expected);
            for (Map.Entry<String, Operation> f : functions(input).entrySet()) {
                Operation mlir = want.get(f.getKey());
                tests.add(DynamicTest.dynamicTest("@" + f.getKey() + variant[0], () -> {
                    FunctionType type = FuncOp.functionType(f.getValue());
                    SignatureConversion conversion = new SignatureConversion(type.inputs().size());
                    LlvmFunctionType got = converter.convertFunctionSignature(type, false, false, conversion);
                    if (mlir.name().fullName().equals(FuncOp.NAME)) {
                        assertNull(got, () -> "mlir-opt 19 does not convert " + type + " but we gave "
                                + LlvmTypes.toString(got));
                        return;
                    }
                    assertNotNull(got, () -> "mlir-opt 19 converts " + type);
                    LlvmFunctionType mlirType = LlvmFuncOp.functionType(mlir);
                    assertEquals(LlvmTypes.toString(mlirType), LlvmTypes.toString(got));
                    assertEquals(mlirType, got);
                    for (int i = 0; i < got.params().size(); i++) {
                        if (got.params().get(i) instanceof LlvmStructType s && s.isIdentified()) {
                            assertEquals(((LlvmStructType) mlirType.params().get(i)).body(), s.body());
                        }
                    }
                    assertEquals(got.params(), conversion.convertedTypes());
                }));
            }
        }
        return tests.stream();
    }

    @Test
    void memrefArgumentsUnbundleIntoTwoPlusOnePlusTwoN() {
        MlirContext context = InitAllDialects.context();
        LlvmTypeConverter c = new LlvmTypeConverter(((LlvmDialect) context.dialect("llvm")).identifiedStructs());
        MemRefType m = MemRefType.of(List.of(2L, 3L, 4L), IntegerType.of(8));
        SignatureConversion conversion = new SignatureConversion(2);
        assertNotNull(c.convertFunctionSignature(new FunctionType(List.of(IndexType.INSTANCE, m), List.of()), false,
                false, conversion));
        assertEquals(new SignatureConversion.InputMapping(1, 2 + 1 + 2 * 3, null), conversion.inputMapping(1));
        assertEquals(MemRefDescriptorLayout.ranked(3).llvmType(), c.convertType(m), "the descriptor is the ABI's");
    }

    @Test
    void failuresNameTheType() {
        MlirContext context = InitAllDialects.context();
        LlvmTypeConverter c = new LlvmTypeConverter(((LlvmDialect) context.dialect("llvm")).identifiedStructs());
        Type tensor = new RankedTensorType(List.of(4L), IntegerType.of(32), null);
        assertNull(c.convertType(tensor));
        assertTrue(c.explainFailure(tensor).contains("tensor<4xi32>"), c.explainFailure(tensor));
        assertNull(c.explainFailure(IndexType.INSTANCE));
        assertThrows(IllegalArgumentException.class, () -> new LowerToLlvmOptions(0, false));
    }
}

package dev.mlirj.fuzz;

import com.code_intelligence.jazzer.junit.DictionaryFile;
import com.code_intelligence.jazzer.junit.FuzzTest;

/**
 * Jazzer's coverage-guided fuzz targets (issue 20) for the parser, the verifier, the whole lowering with the
 * translation to LLVM IR (checked by LLVM's verifier, in process), and the printer round trip; each holds the
 * property {@link FuzzTargets} states, on bytes read as a {@code .mlir} file.
 *
 * <p>In a plain test run ({@code ./test.sh}) each target replays, in regression mode, the empty input and the
 * files of {@code src/test/resources/dev/mlirj/fuzz/MlirFuzzTestInputs/<target>/}: seeds, and every input
 * fuzzing ever found wrong, checked in once fixed. {@code scripts/fuzz.sh [TARGET] [SECONDS]} fuzzes one target
 * ({@code JAZZER_FUZZ=1}), seeded with the project's {@code .mlir} corpus and guided by the MLIR token dictionary
 * {@code mlir.dict}; a finding is written to the inputs directory, where it fails every test run until fixed.
 */
class MlirFuzzTest {
    @FuzzTest(maxDuration = "10m")
    @DictionaryFile(resourcePath = "mlir.dict")
    void parse(byte[] data) {
        FuzzTargets.parse(FuzzTargets.text(data));
    }

    @FuzzTest(maxDuration = "10m")
    @DictionaryFile(resourcePath = "mlir.dict")
    void verify(byte[] data) {
        FuzzTargets.verify(FuzzTargets.text(data));
    }

    @FuzzTest(maxDuration = "10m")
    @DictionaryFile(resourcePath = "mlir.dict")
    void lower(byte[] data) {
        FuzzTargets.lower(FuzzTargets.text(data));
    }

    @FuzzTest(maxDuration = "10m")
    @DictionaryFile(resourcePath = "mlir.dict")
    void roundTrip(byte[] data) {
        FuzzTargets.roundTrip(FuzzTargets.text(data));
    }
}

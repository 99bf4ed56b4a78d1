package dev.mlirj.conversion;

import dev.mlirj.ir.Block;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Region;
import dev.mlirj.pass.PassManager;
import dev.mlirj.pass.PassPipelineParser;
import java.util.List;

/**
 * The pipeline that lowers every dialect mlirj converts to the LLVM dialect, in the order MLIR's own tests and
 * {@code ../shared/tools/mlir19-oracle.sh} run the same passes (memref and structured control flow first, then
 * arith, func, cf, and last {@code reconcile-unrealized-casts}). {@code mlirj run} applies it to input that is not
 * already in the LLVM dialect, which {@code mlir-cpu-runner} would refuse; the execution tests compare the result
 * with what {@code mlir-opt} 19 lowered the same way and {@code mlir-cpu-runner} 19 ran.
 *
 * <p>Each conversion pass is listed here when it is registered in {@link dev.mlirj.pass.PassRegistry}.
 */
public final class StandardLowering {
    /** The pass arguments, in the order they run. */
    public static final List<String> PASSES = List.of(
            // the order of ../shared/tools/mlir19-oracle.sh
            "expand-strided-metadata",
            "lower-affine",
            "convert-scf-to-cf",
            "convert-vector-to-llvm",
            "convert-complex-to-llvm",
            "convert-math-to-llvm",
            "finalize-memref-to-llvm",
            "convert-arith-to-llvm",
            "convert-func-to-llvm",
            "convert-cf-to-llvm",
            "reconcile-unrealized-casts");

    private StandardLowering() {
    }

    /** The pipeline as text: {@code builtin.module(convert-arith-to-llvm, ...)}. */
    public static String pipelineText() {
        return "builtin.module(" + String.join(", ", PASSES) + ")";
    }

    /** A new pass manager running the pipeline on a {@code builtin.module}. */
    public static PassManager passManager() {
        try {
            return PassPipelineParser.parse(pipelineText());
        } catch (PassPipelineParser.PipelineException e) {
            throw new IllegalStateException("the standard lowering names a pass that is not registered: "
                    + e.getMessage(), e);
        }
    }

    /**
     * Whether {@code module} holds nothing but LLVM dialect operations (and nested {@code builtin.module}s), so
     * that it can be translated to LLVM IR as it is.
     */
    public static boolean isLowered(Operation module) {
        for (Region region : module.regions()) {
            for (Block block : region.blocks()) {
                for (Operation op : block.operations()) {
                    String dialect = op.name().dialect();
                    boolean nestedModule = op.name().fullName().equals("builtin.module");
                    if (!(dialect.equals("llvm") || nestedModule) || !isLowered(op)) {
                        return false;
                    }
                }
            }
        }
        return true;
    }
}

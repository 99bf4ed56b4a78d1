package dev.mlirj.conversion.arithtollvm;

import static dev.mlirj.conversion.arithcommon.AttrToLlvmConverter.FASTMATH;
import static dev.mlirj.conversion.arithcommon.AttrToLlvmConverter.OVERFLOW;
import static dev.mlirj.conversion.llvmcommon.AttrConvert.PASS_THROUGH;

import dev.mlirj.conversion.llvmcommon.AttrConvert;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.conversion.llvmcommon.VectorConvertToLlvmPattern;
import dev.mlirj.transforms.dialectconversion.RewritePatternSet;
import java.util.List;

/**
 * The lowering of the arith dialect to the LLVM dialect, MLIR's {@code ArithToLLVM}
 * ({@code populateArithToLLVMConversionPatterns}): the one-to-one operations are the rows of {@link #ONE_TO_ONE};
 * {@code constant}, {@code index_cast}/{@code index_castui}, {@code cmpi}/{@code cmpf}, {@code truncf} (with and
 * without a rounding mode),
 * {@code addui_extended} and {@code mulsi_extended}/{@code mului_extended} have their own patterns. As in MLIR 19,
 * {@code ceildivsi}, {@code ceildivui} and {@code floordivsi} are not lowered here ({@code arith-expand} rewrites
 * them into operations that are).
 */
public final class ArithToLlvm {
    /**
     * One row of the one-to-one table.
     *
     * @param source the arith operation
     * @param target the LLVM operation it becomes
     * @param attrConvert how its attributes become the target's
     */
    public record Row(String source, String target, AttrConvert attrConvert) {
    }

    /** The arith operations lowered one to one, as MLIR 19's {@code VectorConvertToLLVMPattern} instances. */
    public static final List<Row> ONE_TO_ONE = List.of(
            new Row("arith.addf", "llvm.fadd", FASTMATH),
            new Row("arith.addi", "llvm.add", OVERFLOW),
            new Row("arith.andi", "llvm.and", PASS_THROUGH),
            new Row("arith.bitcast", "llvm.bitcast", PASS_THROUGH),
            new Row("arith.divf", "llvm.fdiv", FASTMATH),
            new Row("arith.divsi", "llvm.sdiv", PASS_THROUGH),
            new Row("arith.divui", "llvm.udiv", PASS_THROUGH),
            new Row("arith.extf", "llvm.fpext", PASS_THROUGH),
            new Row("arith.extsi", "llvm.sext", PASS_THROUGH),
            new Row("arith.extui", "llvm.zext", PASS_THROUGH),
            new Row("arith.fptosi", "llvm.fptosi", PASS_THROUGH),
            new Row("arith.fptoui", "llvm.fptoui", PASS_THROUGH),
            new Row("arith.maximumf", "llvm.intr.maximum", FASTMATH),
            new Row("arith.maxnumf", "llvm.intr.maxnum", FASTMATH),
            new Row("arith.maxsi", "llvm.intr.smax", PASS_THROUGH),
            new Row("arith.maxui", "llvm.intr.umax", PASS_THROUGH),
            new Row("arith.minimumf", "llvm.intr.minimum", FASTMATH),
            new Row("arith.minnumf", "llvm.intr.minnum", FASTMATH),
            new Row("arith.minsi", "llvm.intr.smin", PASS_THROUGH),
            new Row("arith.minui", "llvm.intr.umin", PASS_THROUGH),
            new Row("arith.mulf", "llvm.fmul", FASTMATH),
            new Row("arith.muli", "llvm.mul", OVERFLOW),
            new Row("arith.negf", "llvm.fneg", FASTMATH),
            new Row("arith.ori", "llvm.or", PASS_THROUGH),
            new Row("arith.remf", "llvm.frem", FASTMATH),
            new Row("arith.remsi", "llvm.srem", PASS_THROUGH),
            new Row("arith.remui", "llvm.urem", PASS_THROUGH),
            new Row("arith.select", "llvm.select", PASS_THROUGH),
            new Row("arith.shli", "llvm.shl", OVERFLOW),
            new Row("arith.shrsi", "llvm.ashr", PASS_THROUGH),
            new Row("arith.shrui", "llvm.lshr", PASS_THROUGH),
            new Row("arith.sitofp", "llvm.sitofp", PASS_THROUGH),
            new Row("arith.subf", "llvm.fsub", FASTMATH),
            new Row("arith.subi", "llvm.sub", OVERFLOW),
            new Row("arith.trunci", "llvm.trunc", PASS_THROUGH),
            new Row("arith.uitofp", "llvm.uitofp", PASS_THROUGH),
            new Row("arith.xori", "llvm.xor", PASS_THROUGH));

    private ArithToLlvm() {
    }

    /** MLIR's {@code populateArithToLLVMConversionPatterns}: adds every arith lowering to {@code patterns}. */
    public static void populatePatterns(LlvmTypeConverter converter, RewritePatternSet patterns) {
        for (Row row : ONE_TO_ONE) {
            patterns.add(new VectorConvertToLlvmPattern(row.source(), row.target(), row.attrConvert(), converter));
        }
        patterns.add(new ConstantOpLowering(converter),
                new IndexCastOpLowering("arith.index_cast", "sext", converter),
                new IndexCastOpLowering("arith.index_castui", "zext", converter),
                new CmpIOpLowering(converter),
                new CmpFOpLowering(converter),
                new TruncFOpLowering(converter),
                new ConstrainedTruncFOpLowering(converter),
                new AddUIExtendedOpLowering(converter),
                new MulIExtendedOpLowering("arith.mulsi_extended", true, converter),
                new MulIExtendedOpLowering("arith.mului_extended", false, converter));
    }
}

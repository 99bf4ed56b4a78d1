package dev.mlirj.conversion.arithtollvm;

import static dev.mlirj.conversion.arithcommon.AttrToLlvmConverter.FASTMATH;
import static dev.mlirj.conversion.arithcommon.AttrToLlvmConverter.OVERFLOW;
import static dev.mlirj.conversion.llvmcommon.AttrConvert.PASS_THROUGH;

import dev.mlirj.conversion.llvmcommon.AttrConvert;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.conversion.llvmcommon.VectorConvertToLlvmPattern;
import dev.mlirj.dialect.arith.BinaryOps;
import dev.mlirj.dialect.arith.CastOps;
import dev.mlirj.dialect.arith.ExtendedOps;
import dev.mlirj.dialect.arith.NegFOp;
import dev.mlirj.dialect.arith.SelectOp;
import dev.mlirj.dialect.llvm.LlvmArithOps;
import dev.mlirj.dialect.llvm.LlvmIntrinsicOps;
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
            new Row(BinaryOps.ADDF, LlvmArithOps.FADD, FASTMATH),
            new Row(BinaryOps.ADDI, LlvmArithOps.ADD, OVERFLOW),
            new Row(BinaryOps.ANDI, LlvmArithOps.AND, PASS_THROUGH),
            new Row(CastOps.BITCAST, LlvmArithOps.BITCAST, PASS_THROUGH),
            new Row(BinaryOps.DIVF, LlvmArithOps.FDIV, FASTMATH),
            new Row(BinaryOps.DIVSI, LlvmArithOps.SDIV, PASS_THROUGH),
            new Row(BinaryOps.DIVUI, LlvmArithOps.UDIV, PASS_THROUGH),
            new Row(CastOps.EXTF, LlvmArithOps.FPEXT, PASS_THROUGH),
            new Row(CastOps.EXTSI, LlvmArithOps.SEXT, PASS_THROUGH),
            new Row(CastOps.EXTUI, LlvmArithOps.ZEXT, PASS_THROUGH),
            new Row(CastOps.FPTOSI, LlvmArithOps.FPTOSI, PASS_THROUGH),
            new Row(CastOps.FPTOUI, LlvmArithOps.FPTOUI, PASS_THROUGH),
            new Row(BinaryOps.MAXIMUMF, LlvmIntrinsicOps.MAXIMUM, FASTMATH),
            new Row(BinaryOps.MAXNUMF, LlvmIntrinsicOps.MAXNUM, FASTMATH),
            new Row(BinaryOps.MAXSI, LlvmIntrinsicOps.SMAX, PASS_THROUGH),
            new Row(BinaryOps.MAXUI, LlvmIntrinsicOps.UMAX, PASS_THROUGH),
            new Row(BinaryOps.MINIMUMF, LlvmIntrinsicOps.MINIMUM, FASTMATH),
            new Row(BinaryOps.MINNUMF, LlvmIntrinsicOps.MINNUM, FASTMATH),
            new Row(BinaryOps.MINSI, LlvmIntrinsicOps.SMIN, PASS_THROUGH),
            new Row(BinaryOps.MINUI, LlvmIntrinsicOps.UMIN, PASS_THROUGH),
            new Row(BinaryOps.MULF, LlvmArithOps.FMUL, FASTMATH),
            new Row(BinaryOps.MULI, LlvmArithOps.MUL, OVERFLOW),
            new Row(NegFOp.NAME, LlvmArithOps.FNEG, FASTMATH),
            new Row(BinaryOps.ORI, LlvmArithOps.OR, PASS_THROUGH),
            new Row(BinaryOps.REMF, LlvmArithOps.FREM, FASTMATH),
            new Row(BinaryOps.REMSI, LlvmArithOps.SREM, PASS_THROUGH),
            new Row(BinaryOps.REMUI, LlvmArithOps.UREM, PASS_THROUGH),
            new Row(SelectOp.NAME, LlvmArithOps.SELECT, PASS_THROUGH),
            new Row(BinaryOps.SHLI, LlvmArithOps.SHL, OVERFLOW),
            new Row(BinaryOps.SHRSI, LlvmArithOps.ASHR, PASS_THROUGH),
            new Row(BinaryOps.SHRUI, LlvmArithOps.LSHR, PASS_THROUGH),
            new Row(CastOps.SITOFP, LlvmArithOps.SITOFP, PASS_THROUGH),
            new Row(BinaryOps.SUBF, LlvmArithOps.FSUB, FASTMATH),
            new Row(BinaryOps.SUBI, LlvmArithOps.SUB, OVERFLOW),
            new Row(CastOps.TRUNCI, LlvmArithOps.TRUNC, PASS_THROUGH),
            new Row(CastOps.UITOFP, LlvmArithOps.UITOFP, PASS_THROUGH),
            new Row(BinaryOps.XORI, LlvmArithOps.XOR, PASS_THROUGH));

    private ArithToLlvm() {
    }

    /** MLIR's {@code populateArithToLLVMConversionPatterns}: adds every arith lowering to {@code patterns}. */
    public static void populatePatterns(LlvmTypeConverter converter, RewritePatternSet patterns) {
        for (Row row : ONE_TO_ONE) {
            patterns.add(new VectorConvertToLlvmPattern(row.source(), row.target(), row.attrConvert(), converter));
        }
        patterns.add(new ConstantOpLowering(converter),
                new IndexCastOpLowering(CastOps.INDEX_CAST, LlvmArithOps.SEXT, converter),
                new IndexCastOpLowering(CastOps.INDEX_CASTUI, LlvmArithOps.ZEXT, converter),
                new CmpIOpLowering(converter),
                new CmpFOpLowering(converter),
                new TruncFOpLowering(converter),
                new ConstrainedTruncFOpLowering(converter),
                new AddUIExtendedOpLowering(converter),
                new MulIExtendedOpLowering(ExtendedOps.MULSI_EXTENDED, true, converter),
                new MulIExtendedOpLowering(ExtendedOps.MULUI_EXTENDED, false, converter));
    }
}

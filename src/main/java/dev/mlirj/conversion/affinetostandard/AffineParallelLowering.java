package dev.mlirj.conversion.affinetostandard;

import dev.mlirj.dialect.affine.AffineParallelOp;
import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.arith.BinaryOps;
import dev.mlirj.dialect.memref.AtomicRmwKind;
import dev.mlirj.dialect.scf.ParallelOp;
import dev.mlirj.dialect.scf.ReduceOp;
import dev.mlirj.dialect.scf.ReduceReturnOp;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.DenseArrayAttr;
import dev.mlirj.ir.Diagnostic;
import dev.mlirj.ir.FloatAttr;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Region;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.affine.AffineMap;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import dev.mlirj.transforms.dialectconversion.OpConversionPattern;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * {@code affine.parallel} → {@code scf.parallel}, as MLIR 19's {@code AffineParallelLowering}: per dimension the
 * lower bound (maximum of its group) then the upper bound (minimum of its group), then the steps as constants; with
 * reductions, each result's identity value ({@code arith::getIdentityValue}) as the initial value, and the body's
 * {@code affine.yield} replaced by an {@code scf.reduce} whose regions combine two values with the reduction's arith
 * operation ({@code arith::getReductionOp}). {@code assign} reductions, which have neither, are refused.
 */
final class AffineParallelLowering extends OpConversionPattern {
    private final Consumer<Diagnostic> errors;

    AffineParallelLowering(Consumer<Diagnostic> errors) {
        super(AffineParallelOp.NAME, null);
        this.errors = errors;
    }

    private static AffineMap group(AffineMap map, List<Integer> groups, int index) {
        int start = 0;
        for (int i = 0; i < index; i++) {
            start += groups.get(i);
        }
        return new AffineMap(map.numDims(), map.numSymbols(), map.results().subList(start, start + groups.get(index)));
    }

    /** MLIR's {@code arith::getIdentityValueAttr}, or null when the kind has none for {@code type}. */
    static Attribute identity(AtomicRmwKind kind, Type type) {
        if (type instanceof FloatType f) {
            return switch (kind) {
                case ADDF -> new FloatAttr(f, BigInteger.ZERO);
                case MULF -> f.kind() == FloatType.Kind.F32 || f.kind() == FloatType.Kind.F64 ? FloatAttr.of(f, 1.0) : null;
                case MAXIMUMF -> new FloatAttr(f, f.semantics().infinity(true));
                case MINIMUMF -> new FloatAttr(f, f.semantics().infinity(false));
                case MAXNUMF, MINNUMF -> f.kind() == FloatType.Kind.F32 || f.kind() == FloatType.Kind.F64
                        ? FloatAttr.of(f, Double.NaN) : null;
                default -> null;
            };
        }
        if (type instanceof IntegerType || type instanceof IndexType) {
            int width = type instanceof IntegerType i ? i.width() : 64;
            boolean unsigned = type instanceof IntegerType i && i.signedness() == IntegerType.Signedness.UNSIGNED;
            // All ones: -1 as MLIR stores (and prints) a signless value, 2^width - 1 for an unsigned type.
            BigInteger allOnes = unsigned ? BigInteger.ONE.shiftLeft(width).subtract(BigInteger.ONE)
                    : BigInteger.ONE.negate();
            return switch (kind) {
                case ADDI, MAXU, ORI -> IntegerAttr.of(type, 0);
                case ANDI, MINU -> new IntegerAttr(type, allOnes);
                case MULI -> IntegerAttr.of(type, 1);
                case MAXS -> new IntegerAttr(type, BigInteger.ONE.shiftLeft(width - 1).negate());
                case MINS -> new IntegerAttr(type, BigInteger.ONE.shiftLeft(width - 1).subtract(BigInteger.ONE));
                default -> null;
            };
        }
        return null;
    }

    /** The arith operation of MLIR's {@code arith::getReductionOp}, or null for {@code assign}. */
    static String reductionOp(AtomicRmwKind kind) {
        return switch (kind) {
            case ASSIGN -> null;
            case ADDF -> BinaryOps.ADDF;
            case ADDI -> BinaryOps.ADDI;
            case MAXIMUMF -> BinaryOps.MAXIMUMF;
            case MAXS -> BinaryOps.MAXSI;
            case MAXU -> BinaryOps.MAXUI;
            case MINIMUMF -> BinaryOps.MINIMUMF;
            case MINS -> BinaryOps.MINSI;
            case MINU -> BinaryOps.MINUI;
            case MULF -> BinaryOps.MULF;
            case MULI -> BinaryOps.MULI;
            case ORI -> BinaryOps.ORI;
            case ANDI -> BinaryOps.ANDI;
            case MAXNUMF -> BinaryOps.MAXNUMF;
            case MINNUMF -> BinaryOps.MINNUMF;
        };
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        Location loc = op.location();
        List<AtomicRmwKind> reductions = AffineParallelOp.reductions(op);
        for (int i = 0; i < reductions.size(); i++) {
            if (identity(reductions.get(i), op.result(i).type()) == null || reductionOp(reductions.get(i)) == null) {
                return rewriter.notifyMatchFailure(op, "reduction '" + reductions.get(i).keyword()
                        + "' has no identity value or arith operation for " + op.result(i).type());
            }
        }
        List<Long> stepValues = AffineParallelOp.steps(op);
        List<Value> lowers = new ArrayList<>();
        List<Value> uppers = new ArrayList<>();
        for (int i = 0; i < stepValues.size(); i++) {
            Value lower = Lowering.minMax(rewriter, op, group(AffineParallelOp.lowerBoundsMap(op),
                    AffineParallelOp.lowerBoundsGroups(op), i), AffineParallelOp.lowerBoundsOperands(op), false, errors);
            if (lower == null) {
                return rewriter.notifyMatchFailure(op, "couldn't convert lower bounds");
            }
            lowers.add(lower);
            Value upper = Lowering.minMax(rewriter, op, group(AffineParallelOp.upperBoundsMap(op),
                    AffineParallelOp.upperBoundsGroups(op), i), AffineParallelOp.upperBoundsOperands(op), true, errors);
            if (upper == null) {
                return rewriter.notifyMatchFailure(op, "couldn't convert upper bounds");
            }
            uppers.add(upper);
        }
        List<Value> steps = new ArrayList<>();
        for (long step : stepValues) {
            steps.add(Arith.constant(rewriter, loc, IndexType.INSTANCE, step));
        }
        List<Value> inits = new ArrayList<>();
        for (int i = 0; i < reductions.size(); i++) {
            inits.add(Arith.constant(rewriter, loc, identity(reductions.get(i),
                    op.result(i).type())));
        }
        OperationState state = Lowering.state(rewriter, ParallelOp.NAME, loc);
        state.operands.addAll(lowers);
        state.operands.addAll(uppers);
        state.operands.addAll(steps);
        state.operands.addAll(inits);
        state.properties.put(ParallelOp.SEGMENTS, DenseArrayAttr.ofI32(lowers.size(), uppers.size(), steps.size(),
                inits.size()));
        state.resultTypes.addAll(op.resultTypes());
        Region body = state.addRegion();
        Operation parallel = rewriter.create(state);
        Operation terminator = AffineParallelOp.region(op).entryBlock().lastOp();
        rewriter.inlineRegionBefore(AffineParallelOp.region(op), body, null);
        rewriter.setInsertionPoint(terminator);
        OperationState reduce = Lowering.state(rewriter, ReduceOp.NAME, loc);
        reduce.operands.addAll(terminator.operands());
        for (int i = 0; i < reductions.size(); i++) {
            reduce.addRegion();
        }
        Operation reduceOp = rewriter.replaceOpWithNewOp(terminator, reduce);
        for (int i = 0; i < reductions.size(); i++) {
            Type type = op.result(i).type();
            Block block = rewriter.createBlock(ReduceOp.reduction(reduceOp, i), null, List.of(type, type),
                    List.of(loc, loc));
            rewriter.setInsertionPointToEnd(block);
            Value combined = Arith.binary(rewriter, loc, reductionOp(reductions.get(i)),
                    block.argument(0), block.argument(1));
            OperationState ret = Lowering.state(rewriter, ReduceReturnOp.NAME, loc);
            ret.operands.add(combined);
            rewriter.create(ret);
        }
        rewriter.replaceOp(op, parallel.results());
        return true;
    }
}

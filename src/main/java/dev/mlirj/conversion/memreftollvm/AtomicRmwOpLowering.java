package dev.mlirj.conversion.memreftollvm;

import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.dialect.llvm.AtomicBinOp;
import dev.mlirj.dialect.llvm.AtomicOrdering;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.dialect.llvm.LlvmAtomicOps;
import dev.mlirj.dialect.memref.AtomicRmwKind;
import dev.mlirj.dialect.memref.AtomicRmwOp;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import java.util.List;
import java.util.Map;

/**
 * {@code memref.atomic_rmw}, MLIR's {@code AtomicRMWOpLowering}: an {@code llvm.atomicrmw ... acq_rel} at the
 * element's address, for the kinds LLVM has an operation for ({@link #BIN_OPS}). As in MLIR 19 the other kinds are
 * left alone: {@code memref-expand} rewrites {@code maxnumf}/{@code minnumf} (and {@code maximumf}/{@code minimumf})
 * into {@code generic_atomic_rmw}; {@code mulf} and {@code muli} have no lowering.
 */
final class AtomicRmwOpLowering extends LoadStoreOpLowering {
    /** The {@code llvm.atomicrmw} operation of each kind that has one. */
    private static final Map<AtomicRmwKind, AtomicBinOp> BIN_OPS = Map.ofEntries(
            Map.entry(AtomicRmwKind.ADDF, AtomicBinOp.FADD), Map.entry(AtomicRmwKind.ADDI, AtomicBinOp.ADD),
            Map.entry(AtomicRmwKind.ASSIGN, AtomicBinOp.XCHG), Map.entry(AtomicRmwKind.MAXIMUMF, AtomicBinOp.FMAX),
            Map.entry(AtomicRmwKind.MAXS, AtomicBinOp.MAX), Map.entry(AtomicRmwKind.MAXU, AtomicBinOp.UMAX),
            Map.entry(AtomicRmwKind.MINIMUMF, AtomicBinOp.FMIN), Map.entry(AtomicRmwKind.MINS, AtomicBinOp.MIN),
            Map.entry(AtomicRmwKind.MINU, AtomicBinOp.UMIN), Map.entry(AtomicRmwKind.ORI, AtomicBinOp.OR),
            Map.entry(AtomicRmwKind.ANDI, AtomicBinOp.AND));

    AtomicRmwOpLowering(LlvmTypeConverter converter) {
        super(AtomicRmwOp.NAME, converter, 1);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        AtomicBinOp binOp = BIN_OPS.get(AtomicRmwOp.kind(op));
        if (binOp == null) {
            return rewriter.notifyMatchFailure(op, "no " + LlvmAtomicOps.ATOMICRMW + " for '"
                    + AtomicRmwOp.kind(op).keyword() + "'");
        }
        Value address = elementAddress(op, adaptor, rewriter);
        if (address == null) {
            return false;
        }
        rewriter.replaceOp(op, List.of(Llvm.atomicRmw(rewriter, op.location(), binOp, address,
                adaptor.operand(0), AtomicOrdering.ACQ_REL)));
        return true;
    }
}

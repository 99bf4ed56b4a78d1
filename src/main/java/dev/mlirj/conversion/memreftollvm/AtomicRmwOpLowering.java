package dev.mlirj.conversion.memreftollvm;

import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.dialect.llvm.Llvm;
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
    private static final Map<AtomicRmwKind, String> BIN_OPS = Map.ofEntries(Map.entry(AtomicRmwKind.ADDF, "fadd"),
            Map.entry(AtomicRmwKind.ADDI, "add"), Map.entry(AtomicRmwKind.ASSIGN, "xchg"),
            Map.entry(AtomicRmwKind.MAXIMUMF, "fmax"), Map.entry(AtomicRmwKind.MAXS, "max"),
            Map.entry(AtomicRmwKind.MAXU, "umax"), Map.entry(AtomicRmwKind.MINIMUMF, "fmin"),
            Map.entry(AtomicRmwKind.MINS, "min"), Map.entry(AtomicRmwKind.MINU, "umin"),
            Map.entry(AtomicRmwKind.ORI, "_or"), Map.entry(AtomicRmwKind.ANDI, "_and"));

    AtomicRmwOpLowering(LlvmTypeConverter converter) {
        super(AtomicRmwOp.NAME, converter, 1);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        String binOp = BIN_OPS.get(AtomicRmwOp.kind(op));
        if (binOp == null) {
            return rewriter.notifyMatchFailure(op, "no llvm.atomicrmw for '" + AtomicRmwOp.kind(op).keyword() + "'");
        }
        Value address = elementAddress(op, adaptor, rewriter);
        if (address == null) {
            return false;
        }
        rewriter.replaceOp(op, List.of(Llvm.atomicRmw(rewriter, op.location(), binOp, address,
                adaptor.operand(0), "acq_rel")));
        return true;
    }
}

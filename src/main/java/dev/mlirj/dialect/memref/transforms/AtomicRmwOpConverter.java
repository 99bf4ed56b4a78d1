package dev.mlirj.dialect.memref.transforms;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.arith.BinaryOps;
import dev.mlirj.dialect.memref.AtomicRmwKind;
import dev.mlirj.dialect.memref.AtomicRmwOp;
import dev.mlirj.dialect.memref.GenericAtomicRmwOp;
import dev.mlirj.dialect.memref.MemRef;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import dev.mlirj.transforms.dialectconversion.OpConversionPattern;
import java.util.List;
import java.util.Map;

/**
 * {@code memref.atomic_rmw} of a float minimum/maximum kind as MLIR 19's {@code memref-expand} rewrites it: a
 * {@code memref.generic_atomic_rmw} of the same element whose body is {@code arith.<op> %current, %value}.
 */
final class AtomicRmwOpConverter extends OpConversionPattern {
    /** The arith operation each expanded kind becomes. */
    static final Map<AtomicRmwKind, String> EXPANDED = Map.of(AtomicRmwKind.MAXIMUMF, BinaryOps.MAXIMUMF,
            AtomicRmwKind.MINIMUMF, BinaryOps.MINIMUMF, AtomicRmwKind.MAXNUMF, BinaryOps.MAXNUMF,
            AtomicRmwKind.MINNUMF, BinaryOps.MINNUMF);

    AtomicRmwOpConverter() {
        super(AtomicRmwOp.NAME, null);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        String arithOp = EXPANDED.get(AtomicRmwOp.kind(op));
        if (arithOp == null) {
            return rewriter.notifyMatchFailure(op, "kind has an llvm.atomicrmw");
        }
        Location loc = op.location();
        List<Value> operands = adaptor.operands();
        Operation generic = MemRef.genericAtomicRmw(rewriter, loc, operands.get(1),
                operands.subList(2, operands.size()));
        Block body = GenericAtomicRmwOp.atomicBody(generic).entryBlock();
        rewriter.setInsertionPointToEnd(body);
        Value combined = Arith.binary(rewriter, loc, arithOp, GenericAtomicRmwOp.currentValue(generic),
                operands.get(0));
        MemRef.atomicYield(rewriter, loc, combined);
        rewriter.replaceOp(op, List.of(GenericAtomicRmwOp.result(generic)));
        return true;
    }
}

package dev.mlirj.conversion.memreftollvm;

import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.dialect.llvm.AtomicOrdering;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.dialect.memref.AtomicYieldOp;
import dev.mlirj.dialect.memref.GenericAtomicRmwOp;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.IrMapping;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import java.util.List;

/**
 * {@code memref.generic_atomic_rmw}, MLIR's {@code GenericAtomicRMWOpLowering}: a compare-exchange loop. The block
 * is split at the op; the first half loads the element and branches to a loop block whose argument is the value
 * last seen; the loop block holds a copy of the body (its argument standing for the current value), an
 * {@code llvm.cmpxchg ... acq_rel monotonic} of the seen value for the yielded one, and a branch to the rest of
 * the function on success or back with the value found on failure. The op's result is that found value.
 *
 * <p>As in MLIR 19 the copied body must be legal or legalizable by the patterns in use (with this pass alone, a
 * body of arith operations leaves the op unconverted; with {@code convert-arith-to-llvm} first, or all patterns at
 * once, it converts), and a float element gives an {@code llvm.cmpxchg} on floats, which the LLVM dialect's
 * verifier refuses, as mlir-opt 19 reports it.
 */
final class GenericAtomicRmwOpLowering extends LoadStoreOpLowering {
    GenericAtomicRmwOpLowering(LlvmTypeConverter converter) {
        super(GenericAtomicRmwOp.NAME, converter, 0);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        MemRefType type = memRefType(op);
        Type valueType = llvmTypeConverter().convertType(GenericAtomicRmwOp.result(op).type());
        if (llvmTypeConverter().convertType(type) == null || valueType == null) {
            return rewriter.notifyMatchFailure(op, llvmTypeConverter().explainFailure(type));
        }
        Location loc = op.location();
        Block initBlock = op.block();
        Block endBlock = rewriter.splitBlock(initBlock, op);
        Block loopBlock = rewriter.createBlock(endBlock.parent(), endBlock, List.of(valueType), List.of(loc));

        rewriter.setInsertionPointToEnd(initBlock);
        Value address = elementAddress(op, adaptor, rewriter);
        Value initial = Llvm.load(rewriter, loc, llvmTypeConverter().convertType(type.elementType()), address);
        Llvm.br(rewriter, loc, loopBlock, List.of(initial));

        rewriter.setInsertionPointToEnd(loopBlock);
        Value seen = loopBlock.arguments().getFirst();
        Block body = GenericAtomicRmwOp.atomicBody(op).entryBlock();
        IrMapping mapping = new IrMapping();
        mapping.map(GenericAtomicRmwOp.currentValue(op), seen);
        for (Operation nested : body.operations()) {
            if (nested != body.lastOp()) {
                rewriter.insert(nested.clone(mapping));
            }
        }
        Value desired = mapping.lookupOrDefault(AtomicYieldOp.result(body.lastOp()));
        Value pair = Llvm.cmpXchg(rewriter, loc, address, seen, desired, AtomicOrdering.ACQ_REL,
                AtomicOrdering.MONOTONIC);
        Value found = Llvm.extractValue(rewriter, loc, pair, 0);
        Value ok = Llvm.extractValue(rewriter, loc, pair, 1);
        Llvm.condBr(rewriter, loc, ok, endBlock, List.of(), loopBlock, List.of(found));

        rewriter.replaceOp(op, List.of(found));
        return true;
    }
}

package dev.mlirj.dialect.memref.transforms;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.arith.CmpIPredicate;
import dev.mlirj.dialect.memref.AssumeAlignmentOp;
import dev.mlirj.dialect.memref.MemRef;
import dev.mlirj.interfaces.RuntimeVerifiableOpInterface;
import dev.mlirj.ir.Builder;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;

/**
 * Beyond MLIR 19 (later MLIR's {@code AssumeAlignmentOpInterface}): the aligned pointer of the memref of a
 * {@code memref.assume_alignment} is a multiple of the alignment ({@code extract_aligned_pointer_as_index},
 * {@code arith.remui}, compared with 0), else {@code memref is not aligned to N}. Before the operation, so a
 * misaligned memref is reported before LLVM is told to assume otherwise.
 */
final class AssumeAlignmentOpVerification implements RuntimeVerifiableOpInterface {
    @Override
    public void generateRuntimeVerification(Operation op, Builder b, Location loc) {
        int alignment = AssumeAlignmentOp.alignment(op);
        Value pointer = MemRef.extractAlignedPointerAsIndex(b, loc, AssumeAlignmentOp.memref(op));
        Value rest = Arith.remui(b, loc, pointer, RuntimeOpVerification.index(b, loc, alignment));
        Value aligned = Arith.cmpi(b, loc, CmpIPredicate.EQ, rest, RuntimeOpVerification.index(b, loc, 0));
        RuntimeOpVerification.check(b, loc, op, aligned, "memref is not aligned to " + alignment);
    }
}

package dev.mlirj.dialect.llvm.transforms;

import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.BlockArgument;
import dev.mlirj.ir.Builder;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Region;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * MLIR's {@code LLVM::ensureDistinctSuccessors} ("Repeated Successor Removal" in TargetLLVMIR): LLVM IR's PHI
 * nodes take one value per predecessor block, so a terminator may not send arguments to the same block twice
 * ({@code llvm.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)}). For each repetition of a successor that has
 * arguments (the first occurrence keeps it), a new block is appended to the region, with the successor's
 * argument types and locations, that only branches on ({@code llvm.br ^bb1(%arg)}, at the terminator's location),
 * and the terminator is retargeted to it, still passing its own operands. Successors without arguments may
 * repeat. Successors are handled in the order of their first occurrence.
 *
 * <p>Used by {@link LlvmLegalizeForExportPass} and by the translation to LLVM IR, which, as mlir-translate does,
 * applies it before translating.
 */
public final class LegalizeForExport {
    private LegalizeForExport() {
    }

    /** Applies the removal to every block of every region nested in {@code op} (itself included). */
    public static void ensureDistinctSuccessors(Operation op, MlirContext context) {
        List<Block> blocks = new ArrayList<>();
        op.walk(nested -> {
            for (Region region : nested.regions()) {
                blocks.addAll(region.blocks());
            }
        });
        for (Block block : blocks) {
            ensureDistinctSuccessors(block, context);
        }
    }

    /** Whether some terminator nested in {@code op} names a successor with arguments more than once. */
    public static boolean hasRepeatedSuccessors(Operation op) {
        boolean[] found = {false};
        op.walk(nested -> {
            if (!found[0] && !repeated(nested).isEmpty()) {
                found[0] = true;
            }
        });
        return found[0];
    }

    private static void ensureDistinctSuccessors(Block block, MlirContext context) {
        if (block.isEmpty()) {
            return;
        }
        Operation terminator = block.lastOp();
        Map<Block, List<Integer>> repeated = repeated(terminator);
        for (Map.Entry<Block, List<Integer>> entry : repeated.entrySet()) {
            Block successor = entry.getKey();
            for (int position : entry.getValue()) {
                Block dummy = new Block();
                block.parent().append(dummy);
                terminator.setSuccessor(position, dummy);
                for (BlockArgument arg : successor.arguments()) {
                    dummy.addArgument(arg.type(), arg.location());
                }
                Llvm.br(Builder.atEnd(context, dummy), terminator.location(), successor,
                        new ArrayList<>(dummy.arguments()));
            }
        }
    }

    /**
     * For a terminator (registered with the terminator trait, or unregistered, which might be one), the positions
     * of the second and later occurrences of each successor with arguments, by successor in order of first
     * occurrence; empty for any other operation.
     */
    private static Map<Block, List<Integer>> repeated(Operation op) {
        Map<Block, List<Integer>> positions = new LinkedHashMap<>();
        if (op.successorCount() < 2 || op.name().isRegistered() && !op.has(OpTrait.TERMINATOR)) {
            return positions;
        }
        for (int i = 0; i < op.successorCount(); i++) {
            Block successor = op.successor(i);
            if (!successor.arguments().isEmpty()) {
                positions.computeIfAbsent(successor, s -> new ArrayList<>()).add(i);
            }
        }
        Map<Block, List<Integer>> repeats = new LinkedHashMap<>();
        positions.forEach((successor, at) -> {
            if (at.size() > 1) {
                repeats.put(successor, at.subList(1, at.size()));
            }
        });
        return repeats;
    }
}

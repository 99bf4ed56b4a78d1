package dev.mlirj.target.llvmir;

import dev.mlirj.ir.Block;
import dev.mlirj.ir.Region;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * MLIR's {@code getBlocksSortedByDominance} (the order {@code ModuleTranslation} emits blocks in): a reverse
 * post-order from the entry block, then from each block not reached yet, in region order. Every block comes after
 * the blocks that dominate it, so a value is translated before any use of it that it dominates. Unreachable
 * blocks are included. Successors are visited in operand order, as LLVM's post-order iterator does.
 */
final class TopologicalBlockOrder {
    private TopologicalBlockOrder() {
    }

    /** The blocks of {@code region}, definitions before uses. */
    static List<Block> of(Region region) {
        Set<Block> visited = new LinkedHashSet<>();
        List<Block> order = new ArrayList<>();
        for (Block start : region.blocks()) {
            if (visited.contains(start)) {
                continue;
            }
            List<Block> postOrder = new ArrayList<>();
            // Iterative DFS: each frame is a block and the index of the next successor to visit.
            Deque<Object[]> stack = new ArrayDeque<>();
            visited.add(start);
            stack.push(new Object[] {start, 0});
            while (!stack.isEmpty()) {
                Object[] frame = stack.peek();
                Block block = (Block) frame[0];
                int next = (Integer) frame[1];
                List<Block> successors = successors(block);
                if (next < successors.size()) {
                    frame[1] = next + 1;
                    Block s = successors.get(next);
                    if (s.parent() == region && visited.add(s)) {
                        stack.push(new Object[] {s, 0});
                    }
                } else {
                    stack.pop();
                    postOrder.add(block);
                }
            }
            Collections.reverse(postOrder);
            order.addAll(postOrder);
        }
        return order;
    }

    private static List<Block> successors(Block block) {
        return block.isEmpty() ? List.of() : block.lastOp().successors();
    }
}

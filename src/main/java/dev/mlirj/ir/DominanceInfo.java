package dev.mlirj.ir;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * MLIR's {@code DominanceInfo}: which blocks and operations dominate which, region by region, computed lazily
 * from the terminators' successor lists (Cooper, Harvey and Kennedy's iterative algorithm over reverse
 * post-order). Regions of {@link OpTrait#GRAPH_REGION} operations and of unregistered operations have no
 * dominance order: everything in them dominates everything else in them. Blocks unreachable from their region's entry are dominated by every block.
 *
 * <p>A snapshot: it must be discarded when blocks, branches or operation order change.
 */
public final class DominanceInfo {
    /** One region's dominator tree. */
    private static final class Tree {
        final Map<Block, Integer> order = new HashMap<>();
        final int[] idom;
        final List<Block> rpo;

        Tree(Region region) {
            rpo = reversePostOrder(region);
            for (int i = 0; i < rpo.size(); i++) {
                order.put(rpo.get(i), i);
            }
            idom = new int[rpo.size()];
            java.util.Arrays.fill(idom, -1);
            if (rpo.isEmpty()) {
                return;
            }
            List<List<Integer>> preds = new ArrayList<>();
            for (Block b : rpo) {
                List<Integer> p = new ArrayList<>();
                for (Operation pred : b.predecessors()) {
                    Integer i = order.get(pred.block());
                    if (i != null && pred.block().parent() == region) {
                        p.add(i);
                    }
                }
                preds.add(p);
            }
            idom[0] = 0;
            boolean changed = true;
            while (changed) {
                changed = false;
                for (int b = 1; b < rpo.size(); b++) {
                    int newIdom = -1;
                    for (int p : preds.get(b)) {
                        if (idom[p] < 0) {
                            continue;
                        }
                        newIdom = newIdom < 0 ? p : intersect(p, newIdom);
                    }
                    if (newIdom >= 0 && idom[b] != newIdom) {
                        idom[b] = newIdom;
                        changed = true;
                    }
                }
            }
        }

        private int intersect(int a, int b) {
            while (a != b) {
                while (a > b) {
                    a = idom[a];
                }
                while (b > a) {
                    b = idom[b];
                }
            }
            return a;
        }

        boolean dominates(Block a, Block b) {
            Integer ib = order.get(b);
            if (ib == null) {
                return true;
            }
            Integer ia = order.get(a);
            if (ia == null) {
                return false;
            }
            int i = ib;
            while (i > ia) {
                i = idom[i];
            }
            return i == ia;
        }

        private static List<Block> reversePostOrder(Region region) {
            List<Block> post = new ArrayList<>();
            if (region.isEmpty()) {
                return post;
            }
            Map<Block, Boolean> seen = new IdentityHashMap<>();
            // Iterative DFS: a frame is a block and the index of the next successor to visit.
            List<Block> stack = new ArrayList<>();
            List<Integer> next = new ArrayList<>();
            Block entry = region.entryBlock();
            seen.put(entry, true);
            stack.add(entry);
            next.add(0);
            while (!stack.isEmpty()) {
                int top = stack.size() - 1;
                Block b = stack.get(top);
                Operation term = b.terminator();
                List<Block> succs = term == null ? List.of() : term.successors();
                int i = next.get(top);
                if (i < succs.size()) {
                    next.set(top, i + 1);
                    Block s = succs.get(i);
                    if (s.parent() == region && seen.putIfAbsent(s, true) == null) {
                        stack.add(s);
                        next.add(0);
                    }
                } else {
                    post.add(b);
                    stack.removeLast();
                    next.removeLast();
                }
            }
            return post.reversed();
        }
    }

    private final Map<Region, Tree> trees = new IdentityHashMap<>();
    private final Map<Block, Map<Operation, Integer>> positions = new IdentityHashMap<>();

    private Tree tree(Region region) {
        return trees.computeIfAbsent(region, Tree::new);
    }

    /**
     * Whether {@code region}'s operations are ordered by dominance: false in graph regions and, as in MLIR, in
     * the regions of unregistered operations, whose kind is unknown.
     */
    public static boolean hasSsaDominance(Region region) {
        Operation parent = region.parentOp();
        return parent == null || parent.name().isRegistered() && !parent.has(OpTrait.GRAPH_REGION);
    }

    /** Whether {@code block} can be reached from the entry of its region. */
    public boolean isReachableFromEntry(Block block) {
        return block.parent() == null || tree(block.parent()).order.containsKey(block);
    }

    /**
     * The immediate dominator of {@code block} in its region's dominator tree (MLIR's {@code getNode(b)->getIDom()}),
     * or null for the entry block, an unreachable block, or a block of a region without SSA dominance.
     */
    public Block immediateDominator(Block block) {
        Region region = block.parent();
        if (region == null || !hasSsaDominance(region)) {
            return null;
        }
        Tree t = tree(region);
        Integer i = t.order.get(block);
        return i == null || i == 0 || t.idom[i] < 0 ? null : t.rpo.get(t.idom[i]);
    }

    /** Whether {@code a} dominates {@code b}; both in the same region. A block dominates itself. */
    public boolean dominates(Block a, Block b) {
        if (a == b) {
            return true;
        }
        if (a.parent() != b.parent()) {
            throw new IllegalArgumentException("blocks of different regions");
        }
        return !hasSsaDominance(a.parent()) || tree(a.parent()).dominates(a, b);
    }

    /**
     * Whether {@code value} is available at {@code user}: defined before it in the same block, in a block that
     * dominates the user's, or in a region enclosing it, following MLIR's {@code properlyDominates}. A result
     * does not dominate its own operation or anything nested in it.
     */
    public boolean properlyDominates(Value value, Operation user) {
        Block defBlock = value.parentBlock();
        if (defBlock == null) {
            return false;
        }
        Region defRegion = defBlock.parent();
        Operation at = user;
        while (at != null && (at.block() == null || at.block().parent() != defRegion)) {
            at = at.parentOp();
        }
        if (at == null) {
            return false;
        }
        if (value instanceof OpResult r) {
            Operation def = r.owner();
            if (def == at) {
                return false;
            }
            if (defRegion != null && !hasSsaDominance(defRegion)) {
                return true;
            }
            if (def.block() == at.block()) {
                Map<Operation, Integer> pos = positions(at.block());
                return pos.get(def) < pos.get(at);
            }
        } else if (defBlock == at.block()) {
            return true;
        }
        return defRegion == null || dominates(defBlock, at.block());
    }

    private Map<Operation, Integer> positions(Block block) {
        return positions.computeIfAbsent(block, b -> {
            Map<Operation, Integer> m = new IdentityHashMap<>();
            int i = 0;
            for (Operation op : b) {
                m.put(op, i++);
            }
            return m;
        });
    }
}

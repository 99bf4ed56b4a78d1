package dev.mlirj.transforms;

import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.DominanceInfo;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Region;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import dev.mlirj.pass.Pass;
import dev.mlirj.transforms.greedy.TriviallyDead;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * MLIR's {@code cse} ({@code CSEPass}, {@code mlir/lib/Transforms/CSE.cpp}): an operation equal to one that
 * dominates it (same name, properties, attributes, operands and result types; locations ignored) is replaced by that
 * one (a commutative operation's operands in any order), and operations found trivially dead on the way are erased. Regions are walked as MLIR walks them: a
 * single-block region in order, a region of several blocks along its dominator tree, each block seeing what its
 * dominators defined; the regions of an operation before the operation; an isolated-from-above operation's regions
 * with a fresh table. Only operations free of memory effects ({@link OpTrait#PURE}) are merged, and those that only
 * read ({@link OpTrait#MEMORY_READ}) when the earlier one is in the same block with nothing that may write in
 * between. An earlier operation with an unknown location takes the later one's.
 *
 * <p>Differences from MLIR 19: operations with regions are never merged (MLIR merges equal memory-effect-free ones
 * with single-block regions), and in regions without SSA dominance (graph regions) nothing is merged.
 */
public final class CsePass extends Pass {
    @Override
    public String argument() {
        return "cse";
    }

    @Override
    public String name() {
        return "CSE";
    }

    @Override
    public String description() {
        return "Eliminate common sub-expressions";
    }

    /**
     * What makes two operations equal for CSE: the operands in order, or, for a commutative operation, as a multiset
     * (MLIR's {@code OperationEquivalence} compares a commutative operation's operands in any order).
     */
    private record Key(String name, Map<String, Attribute> properties, Map<String, Attribute> attributes,
                       Object operands, List<Type> resultTypes) {
        static Key of(Operation op) {
            Object operands = op.operands();
            if (op.has(OpTrait.COMMUTATIVE)) {
                Map<Value, Integer> counts = new HashMap<>();
                op.operands().forEach(v -> counts.merge(v, 1, Integer::sum));
                operands = counts;
            }
            return new Key(op.name().fullName(), op.properties(), op.attributes(), operands, op.resultTypes());
        }
    }

    /** The state of one run. */
    private static final class Run {
        final DominanceInfo dominance = new DominanceInfo();
        final List<Operation> toErase = new ArrayList<>();
        /** The known operations, one map per open scope, innermost last. */
        Deque<Map<Key, Operation>> scopes = new ArrayDeque<>();

        Operation lookup(Key key) {
            var it = scopes.descendingIterator();
            while (it.hasNext()) {
                Operation known = it.next().get(key);
                if (known != null) {
                    return known;
                }
            }
            return null;
        }

        void simplifyRegion(Region region) {
            if (region.isEmpty()) {
                return;
            }
            boolean ssa = DominanceInfo.hasSsaDominance(region);
            if (region.blocks().size() == 1) {
                scopes.addLast(new HashMap<>());
                simplifyBlock(region.entryBlock(), ssa);
                scopes.removeLast();
                return;
            }
            if (!ssa) {
                return;
            }
            Map<Block, List<Block>> children = new IdentityHashMap<>();
            for (Block b : region.blocks()) {
                Block idom = dominance.immediateDominator(b);
                if (idom != null) {
                    children.computeIfAbsent(idom, k -> new ArrayList<>()).add(b);
                }
            }
            walkDominatorTree(region.entryBlock(), children);
        }

        private void walkDominatorTree(Block block, Map<Block, List<Block>> children) {
            scopes.addLast(new HashMap<>());
            simplifyBlock(block, true);
            for (Block child : children.getOrDefault(block, List.of())) {
                walkDominatorTree(child, children);
            }
            scopes.removeLast();
        }

        private void simplifyBlock(Block block, boolean ssa) {
            for (Operation op : new ArrayList<>(block.operations())) {
                if (!op.regions().isEmpty()) {
                    if (op.has(OpTrait.ISOLATED_FROM_ABOVE)) {
                        Deque<Map<Key, Operation>> outer = scopes;
                        scopes = new ArrayDeque<>();
                        op.regions().forEach(this::simplifyRegion);
                        scopes = outer;
                    } else {
                        op.regions().forEach(this::simplifyRegion);
                    }
                }
                simplifyOperation(op, ssa);
            }
        }

        private void simplifyOperation(Operation op, boolean ssa) {
            if (op.has(OpTrait.TERMINATOR)) {
                return;
            }
            if (TriviallyDead.isOpTriviallyDead(op)) {
                toErase.add(op);
                return;
            }
            if (!op.regions().isEmpty() || !ssa || !op.name().isRegistered()) {
                return;
            }
            boolean readOnly = op.has(OpTrait.MEMORY_READ);
            if (!op.has(OpTrait.PURE) && !readOnly) {
                return;
            }
            Key key = Key.of(op);
            Operation existing = lookup(key);
            if (existing != null && (!readOnly
                    || existing.block() == op.block() && !writesBetween(existing, op))) {
                if (existing.location() instanceof Location.Unknown && !(op.location() instanceof Location.Unknown)) {
                    existing.setLocation(op.location());
                }
                op.replaceAllUsesWith(existing.results());
                toErase.add(op);
                return;
            }
            scopes.getLast().put(key, op);
        }

        /** Whether an operation strictly between {@code from} and {@code to} (one block) may write memory. */
        private static boolean writesBetween(Operation from, Operation to) {
            for (Operation o = from.nextOp(); o != null && o != to; o = o.nextOp()) {
                if (mayWrite(o)) {
                    return true;
                }
            }
            return false;
        }

        private static boolean mayWrite(Operation op) {
            if (op.has(OpTrait.RECURSIVE_MEMORY_EFFECTS)) {
                for (Region r : op.regions()) {
                    for (Block b : r.blocks()) {
                        for (Operation nested : b) {
                            if (mayWrite(nested)) {
                                return true;
                            }
                        }
                    }
                }
                return false;
            }
            return !(op.has(OpTrait.PURE) || op.has(OpTrait.MEMORY_READ) || op.has(OpTrait.MEMORY_ALLOC));
        }
    }

    @Override
    public boolean run(Operation op, MlirContext context, DiagnosticEngine diagnostics) {
        Run run = new Run();
        op.regions().forEach(run::simplifyRegion);
        for (Operation dead : run.toErase) {
            dead.erase();
        }
        return true;
    }
}

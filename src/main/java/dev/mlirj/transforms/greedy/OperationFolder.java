package dev.mlirj.transforms.greedy;

import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Region;
import dev.mlirj.ir.Type;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * The constant table of MLIR's {@code OperationFolder}: one constant per (dialect, value, type) in each region that
 * constants are hoisted to (the nearest region whose parent is isolated from above, or the top region), kept at
 * the start of that region's entry block. A constant it has not seen is either replaced by the equal one it owns,
 * or taken over and moved to the front of the entry block; the ones it owns stay in a run at the front.
 */
final class OperationFolder {
    private record Key(String dialect, Attribute value, Type type) {
    }

    private final Map<Region, Map<Key, Operation>> scopes = new IdentityHashMap<>();
    private final Map<Operation, Key> owned = new IdentityHashMap<>();
    private final Map<Operation, Region> ownedScope = new IdentityHashMap<>();

    /**
     * Registers the constant {@code op} of {@code value}: returns false when an equal constant already existed and
     * {@code op} was replaced by it and erased through {@code rewriter}, true when {@code op} is now the table's.
     */
    boolean insertKnownConstant(Operation op, Attribute value, PatternRewriter rewriter) {
        Block opBlock = op.block();
        if (owned.containsKey(op)) {
            if (opBlock.firstOp() != op && !isOwned(op.prevOp())) {
                op.moveBefore(opBlock.firstOp());
                op.setLocation(Location.unknown());
            }
            return true;
        }
        Region scope = insertionRegion(opBlock);
        Key key = new Key(op.name().dialect(), value, op.result(0).type());
        Map<Key, Operation> constants = scopes.computeIfAbsent(scope, r -> new HashMap<>());
        Operation existing = constants.get(key);
        if (existing != null) {
            rewriter.replaceOp(op, existing.results());
            existing.setLocation(Location.unknown());
            return false;
        }
        Block entry = scope.entryBlock();
        if (opBlock != entry || (entry.firstOp() != op && !isOwned(op.prevOp()))) {
            op.moveBefore(entry.firstOp());
            op.setLocation(Location.unknown());
        }
        constants.put(key, op);
        owned.put(op, key);
        ownedScope.put(op, scope);
        return true;
    }

    /** Forgets {@code op} if the table owns it (it is being erased). */
    void notifyRemoval(Operation op) {
        Key key = owned.remove(op);
        if (key != null) {
            scopes.get(ownedScope.remove(op)).remove(key);
        }
    }

    private boolean isOwned(Operation op) {
        return op != null && owned.containsKey(op);
    }

    /** The region constants used in {@code block} are hoisted to. */
    private static Region insertionRegion(Block block) {
        Region region = block.parent();
        while (true) {
            Operation parent = region.parentOp();
            if (parent == null || parent.has(OpTrait.ISOLATED_FROM_ABOVE) || !parent.name().isRegistered()
                    || parent.block() == null) {
                return region;
            }
            region = parent.block().parent();
        }
    }
}

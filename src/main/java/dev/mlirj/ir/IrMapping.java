package dev.mlirj.ir;

import java.util.HashMap;
import java.util.Map;

/** A mapping from values to values and blocks to blocks, filled while cloning or inlining IR. */
public final class IrMapping {
    private final Map<Value, Value> values = new HashMap<>();
    private final Map<Block, Block> blocks = new HashMap<>();

    /** Maps {@code from} to {@code to}. */
    public void map(Value from, Value to) {
        values.put(from, to);
    }

    /** Maps {@code from} to {@code to}. */
    public void map(Block from, Block to) {
        blocks.put(from, to);
    }

    /** What {@code v} maps to, or {@code v} itself. */
    public Value lookupOrDefault(Value v) {
        return values.getOrDefault(v, v);
    }

    /** What {@code b} maps to, or {@code b} itself. */
    public Block lookupOrDefault(Block b) {
        return blocks.getOrDefault(b, b);
    }

    /** Whether {@code v} is mapped. */
    public boolean contains(Value v) {
        return values.containsKey(v);
    }
}

package dev.mlirj.transforms.greedy;

import dev.mlirj.ir.Operation;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * MLIR's driver worklist: a stack of distinct operations (pushing one already there changes nothing); removal leaves
 * a hole that {@link #pop()} skips.
 */
final class Worklist {
    private final List<Operation> list = new ArrayList<>();
    private final Map<Operation, Integer> index = new IdentityHashMap<>();

    void clear() {
        list.clear();
        index.clear();
    }

    boolean isEmpty() {
        return index.isEmpty();
    }

    void push(Operation op) {
        if (index.putIfAbsent(op, list.size()) == null) {
            list.add(op);
        }
    }

    /** The most recently pushed operation still present; the worklist must not be empty. */
    Operation pop() {
        while (true) {
            Operation op = list.removeLast();
            if (op != null) {
                index.remove(op);
                return op;
            }
        }
    }

    void remove(Operation op) {
        Integer i = index.remove(op);
        if (i != null) {
            list.set(i, null);
        }
    }

    /** Reverses the order, so that a list pushed first to last pops first to last. */
    void reverse() {
        java.util.Collections.reverse(list);
        index.clear();
        for (int i = 0; i < list.size(); i++) {
            if (list.get(i) != null) {
                index.put(list.get(i), i);
            }
        }
    }
}

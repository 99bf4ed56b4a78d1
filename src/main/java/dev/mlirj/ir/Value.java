package dev.mlirj.ir;

import java.util.ArrayList;
import java.util.List;

/**
 * An SSA value: an {@link OpResult} or a {@link BlockArgument}. It has a type and a list of uses (the
 * {@link OpOperand}s that read it), kept up to date by every IR mutation.
 */
public abstract sealed class Value permits OpResult, BlockArgument {
    private Type type;
    OpOperand firstUse;

    Value(Type type) {
        this.type = java.util.Objects.requireNonNull(type, "type");
    }

    /** The value's type. */
    public final Type type() {
        return type;
    }

    /** Changes the value's type (as type conversion does); the caller keeps the IR valid. */
    public final void setType(Type type) {
        this.type = java.util.Objects.requireNonNull(type, "type");
    }

    /** Whether anything uses this value. */
    public final boolean hasUses() {
        return firstUse != null;
    }

    /** The operands that read this value, most recent first. */
    public final List<OpOperand> uses() {
        List<OpOperand> uses = new ArrayList<>();
        for (OpOperand u = firstUse; u != null; u = u.nextUse) {
            uses.add(u);
        }
        return uses;
    }

    /** The operations that read this value, once each, in use-list order. */
    public final List<Operation> users() {
        List<Operation> users = new ArrayList<>();
        for (OpOperand u = firstUse; u != null; u = u.nextUse) {
            if (!users.contains(u.owner())) {
                users.add(u.owner());
            }
        }
        return users;
    }

    /** Makes every use of this value use {@code replacement} instead. */
    public final void replaceAllUsesWith(Value replacement) {
        if (replacement == this) {
            return;
        }
        while (firstUse != null) {
            firstUse.set(replacement);
        }
    }

    /** The block the value is defined in: the argument's block, or the defining operation's block. */
    public abstract Block parentBlock();

    /** The location of the value's definition. */
    public abstract Location location();
}

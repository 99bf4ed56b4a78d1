package dev.mlirj.ir;

/**
 * Creates operations of one {@link MlirContext} at an insertion point: before an operation, or at the end of a
 * block. All IR changes made by passes go through a builder (or a rewriter, which is one), so where new IR lands
 * is always explicit. The dialect facades ({@code Arith.addi(b, loc, lhs, rhs)}) take the context from the builder.
 */
public class Builder {
    private final MlirContext context;
    private Block block;
    private Operation before;

    /** A builder for {@code context} with no insertion point yet. */
    public Builder(MlirContext context) {
        this.context = java.util.Objects.requireNonNull(context, "context");
    }

    /** A builder for {@code context} inserting at the end of {@code block}. */
    public static Builder atEnd(MlirContext context, Block block) {
        Builder b = new Builder(context);
        b.setInsertionPointToEnd(block);
        return b;
    }

    /** A builder for {@code context} inserting right before {@code op}. */
    public static Builder before(MlirContext context, Operation op) {
        Builder b = new Builder(context);
        b.setInsertionPoint(op);
        return b;
    }

    /** The context whose operations this builder creates. */
    public final MlirContext context() {
        return context;
    }

    /** Inserts at the end of {@code target}. */
    public final void setInsertionPointToEnd(Block target) {
        block = target;
        before = null;
    }

    /** Inserts at the start of {@code target}. */
    public final void setInsertionPointToStart(Block target) {
        block = target;
        before = target.firstOp();
    }

    /** Inserts right before {@code op}. */
    public final void setInsertionPoint(Operation op) {
        if (op.block() == null) {
            throw new IllegalArgumentException("cannot insert next to a detached operation");
        }
        block = op.block();
        before = op;
    }

    /** Inserts right after {@code op}. */
    public final void setInsertionPointAfter(Operation op) {
        if (op.block() == null) {
            throw new IllegalArgumentException("cannot insert next to a detached operation");
        }
        block = op.block();
        before = op.nextOp();
    }

    /** The block new operations go into, or null when none is set. */
    public final Block insertionBlock() {
        return block;
    }

    /** Inserts a detached operation at the insertion point and returns it. */
    public Operation insert(Operation op) {
        if (block == null) {
            throw new IllegalStateException("the builder has no insertion point");
        }
        block.insertBefore(op, before);
        return op;
    }

    /** Creates an operation from {@code state} at the insertion point. */
    public final Operation create(OperationState state) {
        return insert(Operation.create(state));
    }

    /**
     * MLIR's {@code OpBuilder::createOrFold} for an operation just created at the insertion point with one result,
     * {@code created}: the operation is folded ({@link Folding#fold}); when it folds to a value, that value is
     * returned and the operation erased; when it folds to a constant, the dialect of the operation materializes it
     * at the insertion point (right after the operation) and the operation is erased; otherwise (no fold, an
     * in-place fold, a constant-like operation, or a constant the dialect cannot materialize) {@code created} is
     * returned and the operation stays.
     */
    public final Value createOrFold(Value created) {
        if (!(created instanceof OpResult result) || result.owner().resultCount() != 1) {
            throw new IllegalArgumentException("createOrFold takes the single result of an operation");
        }
        Operation op = result.owner();
        if (Folding.constantValue(op) != null) {
            return created;
        }
        java.util.List<FoldResult> results = new java.util.ArrayList<>(1);
        if (!Folding.fold(op, context, results) || results.isEmpty()) {
            return created;
        }
        FoldResult folded = results.getFirst();
        Value replacement = folded.value();
        if (replacement == null) {
            Dialect dialect = context.dialect(op.name().dialect());
            Operation constant = dialect == null ? null
                    : dialect.materializeConstant(this, folded.attribute(), created.type(), op.location());
            if (constant == null) {
                return created;
            }
            replacement = constant.result(0);
        }
        op.erase();
        return replacement;
    }
}

package dev.mlirj.transforms.greedy;

import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.Dialect;
import dev.mlirj.ir.FoldResult;
import dev.mlirj.ir.Folding;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Region;
import dev.mlirj.ir.Value;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * MLIR 19's {@code applyPatternsAndFoldGreedily}. Each iteration puts every operation nested in the root's regions
 * on a worklist (post-order, popped last first; constants are registered with the constant table on the way,
 * which deduplicates them and hoists them to the start of their isolated region's entry block), then until the
 * worklist is empty takes an operation and
 * <ol>
 *   <li>erases it when trivially dead ({@link TriviallyDead}),</li>
 *   <li>else folds it unless it is a constant: folded in place, it is revisited; folded to values and constants,
 *   it is replaced by them, the constants materialized right before it by its dialect
 *   ({@link Dialect#materializeConstant}),</li>
 *   <li>else offers it to the patterns of its name, highest benefit first, insertion point before it.</li>
 * </ol>
 * Whatever a rewrite inserts or modifies, and the users of replaced results, go on the worklist (with their
 * ancestors up to the root's regions), as do the producers of an erased operation's operands left with at most one
 * other user. Iterations repeat while anything changed, at most {@link GreedyRewriteConfig#maxIterations} times.
 *
 * <p>Difference from MLIR 19: the regions' control flow is not simplified after each iteration (MLIR erases
 * unreachable blocks and dead block arguments there).
 */
public final class GreedyPatternRewriteDriver implements PatternRewriter.Listener {
    private final MlirContext context;
    private final GreedyRewriteConfig config;
    private final Map<String, List<RewritePattern>> patternsByRoot = new HashMap<>();
    private final Worklist worklist = new Worklist();
    private final OperationFolder folder = new OperationFolder();
    private final PatternRewriter rewriter;
    private final List<Region> scopes;

    private GreedyPatternRewriteDriver(MlirContext context, List<RewritePattern> patterns,
                                       GreedyRewriteConfig config, List<Region> scopes) {
        this.context = context;
        this.config = config;
        this.scopes = scopes;
        this.rewriter = new PatternRewriter(context, this);
        for (RewritePattern p : patterns) {
            patternsByRoot.computeIfAbsent(p.rootName(), k -> new ArrayList<>()).add(p);
        }
        patternsByRoot.values().forEach(l -> l.sort(Comparator.comparingInt(RewritePattern::benefit).reversed()));
    }

    /**
     * Applies {@code patterns} and folding to everything nested in {@code root}'s regions (not {@code root}
     * itself) with MLIR's default configuration. Returns whether a fixpoint was reached within the iteration limit
     * (the IR is rewritten either way).
     */
    public static boolean applyPatternsAndFoldGreedily(Operation root, List<? extends RewritePattern> patterns,
                                                       MlirContext context) {
        return applyPatternsAndFoldGreedily(root, patterns, context, GreedyRewriteConfig.DEFAULT);
    }

    /** As {@link #applyPatternsAndFoldGreedily(Operation, List, MlirContext)}, configured by {@code config}. */
    public static boolean applyPatternsAndFoldGreedily(Operation root, List<? extends RewritePattern> patterns,
                                                       MlirContext context, GreedyRewriteConfig config) {
        boolean converged = true;
        for (Region region : root.regions()) {
            GreedyPatternRewriteDriver driver = new GreedyPatternRewriteDriver(context, List.copyOf(patterns), config,
                    List.of(region));
            converged &= driver.simplify(region);
        }
        return converged;
    }

    private boolean simplify(Region region) {
        int iteration = 0;
        boolean changed;
        do {
            if (config.maxIterations() > 0 && ++iteration > config.maxIterations()) {
                return false;
            }
            worklist.clear();
            List<Operation> ops = new ArrayList<>();
            for (var block : region.blocks()) {
                for (Operation op : block.operations()) {
                    if (config.topDown()) {
                        op.walkPreOrder(ops::add);
                    } else {
                        op.walk(ops::add);
                    }
                }
            }
            for (Operation op : ops) {
                if (op.block() == null) {
                    continue;
                }
                Attribute constant = Folding.constantValue(op);
                if (constant == null || folder.insertKnownConstant(op, constant, rewriter)) {
                    worklist.push(op);
                }
            }
            if (config.topDown()) {
                worklist.reverse();
            }
            changed = processWorklist();
        } while (changed);
        return true;
    }

    private boolean processWorklist() {
        boolean changed = false;
        while (!worklist.isEmpty()) {
            Operation op = worklist.pop();
            if (TriviallyDead.isOpTriviallyDead(op)) {
                rewriter.eraseOp(op);
                changed = true;
                continue;
            }
            if (config.fold() && !op.has(OpTrait.CONSTANT_LIKE)) {
                List<FoldResult> folded = new ArrayList<>();
                if (Folding.fold(op, context, folded)) {
                    changed = true;
                    if (folded.isEmpty()) {
                        operationModified(op);
                        continue;
                    }
                    if (replaceByFoldResults(op, folded)) {
                        continue;
                    }
                }
            }
            List<RewritePattern> candidates = patternsByRoot.getOrDefault(op.name().fullName(), List.of());
            for (RewritePattern pattern : candidates) {
                rewriter.setInsertionPoint(op);
                if (pattern.matchAndRewrite(op, rewriter)) {
                    changed = true;
                    break;
                }
            }
        }
        return changed;
    }

    /** Replaces {@code op} by what it folded to; false (nothing changed) when a constant cannot be materialized. */
    private boolean replaceByFoldResults(Operation op, List<FoldResult> folded) {
        rewriter.setInsertionPoint(op);
        Dialect dialect = context.dialect(op.name().dialect());
        List<Value> replacements = new ArrayList<>();
        List<Operation> created = new ArrayList<>();
        for (int i = 0; i < folded.size(); i++) {
            FoldResult r = folded.get(i);
            if (r.value() != null) {
                replacements.add(r.value());
                continue;
            }
            Operation constant = dialect == null ? null
                    : dialect.materializeConstant(rewriter, r.attribute(), op.result(i).type(),
                            op.location());
            if (constant == null) {
                for (Operation c : created.reversed()) {
                    rewriter.eraseOp(c);
                }
                return false;
            }
            created.add(constant);
            replacements.add(constant.result(0));
        }
        rewriter.replaceOp(op, replacements);
        return true;
    }

    /** Puts {@code op} and its ancestors up to the driver's regions on the worklist. */
    private void addToWorklist(Operation op) {
        List<Operation> ancestors = new ArrayList<>();
        Operation current = op;
        while (current != null) {
            ancestors.add(current);
            if (current.block() == null) {
                return;
            }
            Region region = current.block().parent();
            if (scopes.contains(region)) {
                ancestors.forEach(worklist::push);
                return;
            }
            current = region.parentOp();
        }
    }

    @Override
    public void operationInserted(Operation op) {
        addToWorklist(op);
    }

    @Override
    public void operationModified(Operation op) {
        addToWorklist(op);
    }

    @Override
    public void operationErased(Operation op) {
        for (Value operand : op.operands()) {
            if (!(operand instanceof dev.mlirj.ir.OpResult result)) {
                continue;
            }
            Operation other = null;
            boolean moreThanTwo = false;
            for (var use : operand.uses()) {
                Operation user = use.owner();
                if (user == op || user == other) {
                    continue;
                }
                if (other == null) {
                    other = user;
                    continue;
                }
                moreThanTwo = true;
                break;
            }
            if (!moreThanTwo) {
                addToWorklist(result.owner());
            }
        }
        worklist.remove(op);
        folder.notifyRemoval(op);
    }
}

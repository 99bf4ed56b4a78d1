package dev.mlirj.transforms.dialectconversion;

import dev.mlirj.ir.Block;
import dev.mlirj.ir.Diagnostic;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Region;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * The dialect conversion driver, MLIR's {@code applyPartialConversion} / {@code applyFullConversion}.
 *
 * <p><b>Algorithm.</b> The operations to convert are collected first, by a pre-order walk of the roots (the
 * roots included) that does not enter recursively legal operations. Each is then legalized in turn, unless it is
 * legal for the {@link ConversionTarget} or was replaced or erased (itself or an ancestor) meanwhile:
 * <ol>
 * <li>the patterns for it are tried by decreasing benefit; a pattern already being applied further up the
 * current legalization is skipped unless it declares bounded recursion;</li>
 * <li>after a pattern succeeds, the operations it created, and the ones it modified in place, are legalized
 * the same way, recursively (the conversion casts it introduced as materializations are not);</li>
 * <li>when a pattern fails, or something it made cannot be legalized, everything it did is rolled back (the
 * reason it gave is kept) and the next pattern is tried.</li>
 * </ol>
 * An operation no pattern legalizes fails a <em>full</em> conversion ({@code failed to legalize operation 'X'}),
 * and a <em>partial</em> conversion only when the target marks it illegal ({@code failed to legalize operation
 * 'X' that was explicitly marked illegal}); the error is reported at the operation, with the reasons the patterns
 * gave as notes. A failed conversion rolls back every change, so the input is left exactly as it was. A
 * successful one commits ({@link ConversionPatternRewriter}): replaced values' remaining users get the new
 * values (through {@code builtin.unrealized_conversion_cast} when they were not converted), dead operations are
 * erased, unused casts dropped. Casts that remain are for {@code reconcile-unrealized-casts}.
 *
 * <p>Differences from MLIR: operations are not folded before patterns are tried, and patterns are ordered by
 * benefit only (MLIR also prefers patterns whose results need fewer further legalization steps).
 */
public final class DialectConversion {
    private DialectConversion() {
    }

    /**
     * Converts {@code root} and what it contains as far as the patterns go: operations the target does not know
     * may stay. Returns false (reporting to {@code diagnostics} and changing nothing) when an explicitly illegal
     * operation could not be legalized.
     */
    public static boolean applyPartialConversion(Operation root, ConversionTarget target, RewritePatternSet patterns,
                                                 MlirContext context, DiagnosticEngine diagnostics) {
        return apply(List.of(root), target, patterns, context, diagnostics, false, null);
    }

    /**
     * As {@link #applyPartialConversion}, adding to {@code unlegalized} the operations that could not be legalized
     * but were allowed to stay.
     */
    public static boolean applyPartialConversion(List<Operation> roots, ConversionTarget target,
                                                 RewritePatternSet patterns, MlirContext context,
                                                 DiagnosticEngine diagnostics, Set<Operation> unlegalized) {
        return apply(roots, target, patterns, context, diagnostics, false, unlegalized);
    }

    /**
     * Converts {@code root} and what it contains so that every operation ends legal for {@code target}; returns
     * false (reporting to {@code diagnostics} and changing nothing) otherwise.
     */
    public static boolean applyFullConversion(Operation root, ConversionTarget target, RewritePatternSet patterns,
                                              MlirContext context, DiagnosticEngine diagnostics) {
        return apply(List.of(root), target, patterns, context, diagnostics, true, null);
    }

    private static boolean apply(List<Operation> roots, ConversionTarget target, RewritePatternSet patterns,
                                 MlirContext context, DiagnosticEngine diagnostics, boolean full,
                                 Set<Operation> unlegalized) {
        ConversionPatternRewriter rewriter = new ConversionPatternRewriter(context);
        for (ConversionPattern p : patterns.patterns()) {
            if (p.typeConverter() != null && p.typeConverter().context() == null) {
                p.typeConverter().setContext(context);
            }
        }
        Legalizer legalizer = new Legalizer(target, patterns, rewriter);
        List<Operation> toConvert = new ArrayList<>();
        for (Operation root : roots) {
            collect(root, target, toConvert);
        }
        for (Operation op : toConvert) {
            List<String> reasons = new ArrayList<>();
            if (legalizer.legalize(op, reasons)) {
                continue;
            }
            if (full || target.isIllegal(op)) {
                Diagnostic d = Diagnostic.error(op, "failed to legalize operation '" + op.name().fullName() + "'"
                        + (full ? "" : " that was explicitly marked illegal"));
                for (String reason : reasons) {
                    d.attachNote(op.location(), reason);
                }
                diagnostics.report(d);
                rewriter.rollbackTo(0);
                return false;
            }
            if (unlegalized != null) {
                unlegalized.add(op);
            }
        }
        if (!rewriter.canCommit(diagnostics)) {
            rewriter.rollbackTo(0);
            return false;
        }
        rewriter.commit();
        return true;
    }

    /** Pre-order: {@code op}, then what it contains unless it is recursively legal. */
    private static void collect(Operation op, ConversionTarget target, List<Operation> out) {
        out.add(op);
        ConversionTarget.LegalOpDetails legal = target.isLegal(op);
        if (legal != null && legal.isRecursivelyLegal()) {
            return;
        }
        for (Region r : op.regions()) {
            for (Block b : r.blocks()) {
                for (Operation nested : b) {
                    collect(nested, target, out);
                }
            }
        }
    }

    /** MLIR's {@code OperationLegalizer}: legalizes one operation with patterns, recursively. */
    private static final class Legalizer {
        private final ConversionTarget target;
        private final RewritePatternSet patterns;
        private final ConversionPatternRewriter rewriter;
        private final Set<ConversionPattern> active = Collections.newSetFromMap(new IdentityHashMap<>());

        Legalizer(ConversionTarget target, RewritePatternSet patterns, ConversionPatternRewriter rewriter) {
            this.target = target;
            this.patterns = patterns;
            this.rewriter = rewriter;
        }

        /** Legalizes {@code op}; on failure adds the patterns' reasons to {@code reasons}. */
        boolean legalize(Operation op, List<String> reasons) {
            if (rewriter.isIgnored(op) || rewriter.isMaterialization(op)) {
                return true;
            }
            if (target.isLegal(op) != null) {
                return true;
            }
            for (ConversionPattern pattern : patterns.patternsFor(op.name().fullName())) {
                if (active.contains(pattern) && !pattern.hasBoundedRewriteRecursion()) {
                    continue;
                }
                int checkpoint = rewriter.checkpoint();
                String failure = apply(pattern, op, checkpoint);
                if (failure == null) {
                    return true;
                }
                rewriter.rollbackTo(checkpoint);
                reasons.add("pattern '" + pattern.debugName() + "' failed: " + failure);
            }
            return false;
        }

        /** Applies {@code pattern} to {@code op}; null on success, else why it failed. */
        private String apply(ConversionPattern pattern, Operation op, int checkpoint) {
            List<dev.mlirj.ir.Value> operands = rewriter.remapOperands(op, pattern.typeConverter());
            if (operands == null) {
                return "an operand's type cannot be converted";
            }
            // Target materializations made by the remapping come after the checkpoint: a failure undoes them.
            rewriter.setCurrentConverter(pattern.typeConverter());
            rewriter.setInsertionPoint(op);
            active.add(pattern);
            try {
                boolean ok = pattern.matchAndRewrite(op, new OpAdaptor(op, operands), rewriter);
                String reason = rewriter.takeFailureReason();
                if (!ok) {
                    return reason != null ? reason : "the pattern did not apply";
                }
                if (!rewriter.isReplaced(op) && rewriter.modifiedSince(checkpoint).isEmpty()
                        && rewriter.checkpoint() == checkpoint) {
                    return "the pattern returned success but did not change the operation";
                }
                for (Operation created : rewriter.createdSince(checkpoint)) {
                    List<String> nested = new ArrayList<>();
                    if (!legalize(created, nested)) {
                        return "the operation '" + created.name().fullName() + "' it created could not be legalized"
                                + (nested.isEmpty() ? "" : " (" + String.join("; ", nested) + ")");
                    }
                }
                for (Operation modified : rewriter.modifiedSince(checkpoint)) {
                    if (modified != op || !rewriter.isReplaced(op)) {
                        if (!legalize(modified, new ArrayList<>())) {
                            return "the operation '" + modified.name().fullName() + "' it modified is still illegal";
                        }
                    }
                }
                return null;
            } finally {
                active.remove(pattern);
                rewriter.setCurrentConverter(null);
            }
        }
    }
}

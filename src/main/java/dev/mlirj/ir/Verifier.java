package dev.mlirj.ir;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * MLIR's verifier: checks an operation and everything nested in it, and reports every problem it finds to a
 * {@link DiagnosticEngine} with the message mlir-opt gives. The checks, in the order they are made:
 * <ul>
 *   <li>the operation is registered, or its dialect is unknown and the context allows that;</li>
 *   <li>its own {@link OpVerifier}, then the rules of its traits (terminator position, same operand and result
 *       types, single block, symbol name);</li>
 *   <li>region structure: entry blocks without predecessors, a terminator at the end of every block that needs
 *       one, successors only at the end of a block and only within the region;</li>
 *   <li>symbol tables: each symbol defined once;</li>
 *   <li>isolation: no value from outside used inside an {@link OpTrait#ISOLATED_FROM_ABOVE} operation;</li>
 *   <li>dominance: every operand available where it is used (reachable blocks of SSA regions only).</li>
 * </ul>
 * Unlike mlir-opt, which stops at the first error in each function, it goes on after an error wherever the IR
 * still makes sense, so a file's errors are all reported at once; dominance is only checked in regions whose
 * block structure is sound, and the regions of an operation that failed its own checks are not looked into (as
 * mlir-opt, which would not get there either).
 */
public final class Verifier {
    private final MlirContext context;
    private final DiagnosticEngine diagnostics;
    private final DominanceInfo dominance = new DominanceInfo();
    private boolean failed;

    private Verifier(MlirContext context, DiagnosticEngine diagnostics) {
        this.context = context;
        this.diagnostics = diagnostics;
    }

    /**
     * Verifies {@code root} and everything in it; returns true when nothing was reported. Deeply nested IR is
     * verified on a thread sized for it ({@link DeepNesting}).
     */
    public static boolean verify(Operation root, MlirContext context, DiagnosticEngine diagnostics) {
        return DeepNesting.call(root, context, () -> {
            Verifier v = new Verifier(context, diagnostics);
            SymbolTable.withCachedLookups(() -> v.verifyOperation(root, null));
            return !v.failed;
        });
    }

    private void error(Diagnostic d) {
        diagnostics.report(d);
        failed = true;
    }

    private void opError(Operation op, String message) {
        error(Diagnostic.opError(op, message));
    }

    // ---- operations ---------------------------------------------------------------------------------------

    /**
     * Verifies {@code op} and what it contains, in MLIR's order: an operation's own checks before its regions'
     * contents, a block's terminator and the region's dominance after them. Iterative, so deep nesting cannot
     * overflow the stack. {@code isolated} is the closest enclosing isolated-from-above operation, or null.
     */
    private void verifyOperation(Operation op, Operation isolated) {
        java.util.ArrayDeque<Runnable> work = new java.util.ArrayDeque<>();
        work.push(() -> enter(op, isolated, work));
        while (!work.isEmpty()) {
            work.pop().run();
        }
    }

    private void enter(Operation op, Operation isolated, java.util.Deque<Runnable> work) {
        verifyIsolation(op, isolated);
        boolean opOk = verifyOne(op);
        if (!opOk && !op.regions().isEmpty()) {
            // As mlir-opt, which stops at an operation that fails: its regions are not looked into, so nothing in
            // them (an scf.yield misplaced in an scf.parallel body, a body without its terminator) is reported
            // again in other words.
            return;
        }
        if (op.regions().isEmpty()) {
            // What the after-the-regions step below would do at once, without queueing it (most operations).
            if (op.has(OpTrait.SYMBOL_TABLE)) {
                verifySymbolTable(op);
            }
            return;
        }
        Operation inner = op.has(OpTrait.ISOLATED_FROM_ABOVE) ? op : isolated;
        boolean[] structureOk = {true};
        for (int i = 0; i < op.regions().size(); i++) {
            structureOk[0] &= verifyRegionEntry(op, i);
        }
        // Pushed first, so it runs after every nested operation has been verified.
        work.push(() -> {
            for (int i = 0; i < op.regions().size(); i++) {
                structureOk[0] &= verifyRegionExit(op, i);
            }
            if (structureOk[0]) {
                verifyDominance(op);
            }
            if (op.has(OpTrait.SYMBOL_TABLE)) {
                verifySymbolTable(op);
            }
        });
        List<Operation> children = new java.util.ArrayList<>();
        for (Region r : op.regions()) {
            for (Block b : r.blocks()) {
                for (Operation child : b) {
                    children.add(child);
                }
            }
        }
        for (Operation child : children.reversed()) {
            work.push(() -> enter(child, inner, work));
        }
    }

    /** Verifies {@code op} itself; false when it reported an error. */
    private boolean verifyOne(Operation op) {
        OperationName name = op.name();
        if (!name.isRegistered()) {
            String dialect = name.dialect();
            if (context.dialect(dialect) != null) {
                error(Diagnostic.error(op, "unregistered operation '" + name.fullName() + "' found in dialect ('"
                        + dialect + "') that does not allow unknown operations"));
                return false;
            } else if (!context.allowsUnregisteredDialects()) {
                opError(op, "created with unregistered dialect. If this is intended, please call "
                        + "allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with "
                        + "the MLIR opt tool used");
                return false;
            }
            return true;
        }
        OpDefinition def = name.definition();
        // As MLIR's generated verifiers: the operation's own constraints (ODS's OpInvariants) come before the
        // traits it declares, so a wrong type is named before a broken same-type rule.
        if (def.verifier() != null) {
            int before = diagnostics.errorCount();
            if (!def.verifier().verify(op, diagnostics)) {
                failed = true;
                if (diagnostics.errorCount() == before) {
                    throw new IllegalStateException(def.name() + "'s verifier failed without reporting why");
                }
                return false;
            }
        }
        return verifyTraits(op, def);
    }

    private boolean verifyTraits(Operation op, OpDefinition def) {
        if (def.has(OpTrait.TERMINATOR) && (op.block() == null || op.block().terminator() != op)) {
            opError(op, "must be the last operation in the parent block");
            return false;
        }
        if (def.has(OpTrait.SINGLE_BLOCK)) {
            for (int i = 0; i < op.regions().size(); i++) {
                if (op.region(i).blocks().size() > 1) {
                    opError(op, "expects region #" + i + " to have 0 or 1 blocks");
                    return false;
                }
            }
        }
        if (def.has(OpTrait.SAME_OPERANDS_AND_RESULT_TYPE)) {
            Type type = op.resultCount() > 0 ? op.result(0).type()
                    : op.operandCount() > 0 ? op.operand(0).type() : null;
            boolean same = true;
            for (int i = 0; i < op.operandCount(); i++) {
                same &= op.operand(i).type().equals(type);
            }
            for (Value v : op.results()) {
                same &= v.type().equals(type);
            }
            if (!same) {
                opError(op, "requires the same type for all operands and results");
                return false;
            }
        }
        if (def.has(OpTrait.SYMBOL) && !(op.attribute("sym_name") instanceof StringAttr)) {
            opError(op, "requires string attribute 'sym_name'");
            return false;
        }
        // MLIR's SymbolOpInterface: a symbol (builtin.module only when named) sits directly in a symbol table,
        // unless its parent is unregistered.
        boolean symbol = def.has(OpTrait.SYMBOL) || def.has(OpTrait.SYMBOL_TABLE)
                && op.attribute(SymbolTable.SYMBOL_ATTR_NAME) != null;
        Operation parent = op.parentOp();
        if (symbol && parent != null && parent.name().isRegistered() && !parent.has(OpTrait.SYMBOL_TABLE)) {
            opError(op, "symbol's parent must have the SymbolTable trait");
            return false;
        }
        return true;
    }

    /** Checks that no operand of {@code op} comes from outside {@code isolated}. */
    private void verifyIsolation(Operation op, Operation isolated) {
        if (isolated == null) {
            return;
        }
        for (int i = 0; i < op.operandCount(); i++) {
            Block def = op.operand(i).parentBlock();
            Operation owner = def == null ? null : def.parentOp();
            if (owner == null || !isolated.isAncestorOf(owner)) {
                error(Diagnostic.opError(op, "using value defined outside the region")
                        .attachNote(isolated.location(), "required by region isolation constraints"));
                return;
            }
        }
    }

    // ---- regions and blocks -------------------------------------------------------------------------------

    /** Checks what can be checked of region {@code index} before its operations; false when unsound. */
    private boolean verifyRegionEntry(Operation op, int index) {
        Region region = op.region(index);
        if (region.isEmpty()) {
            return true;
        }
        if (op.name().isRegistered() && op.has(OpTrait.GRAPH_REGION) && region.blocks().size() > 1) {
            opError(op, "expects graph region #" + index + " to have 0 or 1 blocks");
            return false;
        }
        boolean ok = true;
        if (region.entryBlock().hasPredecessors()) {
            error(Diagnostic.error(op.location(), "entry block of region may not have predecessors"));
            ok = false;
        }
        for (Block block : region.blocks()) {
            if (block.isEmpty()) {
                if (!mayOmitTerminator(op, region)) {
                    error(Diagnostic.error(op.location(), "empty block: expect at least a terminator"));
                    ok = false;
                }
                continue;
            }
            for (Operation o : block) {
                if (o.successorCount() != 0 && o != block.terminator()) {
                    error(Diagnostic.error(o, "operation with block successors must terminate its parent block"));
                    ok = false;
                }
            }
        }
        return ok;
    }

    /** Checks the terminators of region {@code index}'s blocks, after their operations; false when unsound. */
    private boolean verifyRegionExit(Operation op, int index) {
        Region region = op.region(index);
        boolean ok = true;
        for (Block block : region.blocks()) {
            if (block.isEmpty()) {
                continue;
            }
            Operation last = block.terminator();
            for (Block s : last.successors()) {
                if (s.parent() != region) {
                    opError(last, "branching to block of a different region");
                    ok = false;
                    break;
                }
            }
            if (!mayOmitTerminator(op, region) && last.name().isRegistered() && !last.has(OpTrait.TERMINATOR)) {
                error(Diagnostic.error(last, "block with no terminator, has "
                        + diagnostics.render(last)));
                ok = false;
            }
        }
        return ok;
    }

    /** MLIR's {@code mayBeValidWithoutTerminator}: a single block of an unregistered or no-terminator op. */
    private static boolean mayOmitTerminator(Operation op, Region region) {
        return region.blocks().size() == 1 && (!op.name().isRegistered() || op.has(OpTrait.NO_TERMINATOR));
    }

    private void verifySymbolTable(Operation op) {
        Map<String, Operation> seen = new HashMap<>();
        for (Region r : op.regions()) {
            for (Block b : r.blocks()) {
                for (Operation child : b) {
                    if (child.attribute("sym_name") instanceof StringAttr name) {
                        Operation first = seen.putIfAbsent(name.value(), child);
                        if (first != null) {
                            error(Diagnostic.error(child, "redefinition of symbol named '" + name.value() + "'")
                                    .attachNote(first.location(), "see existing symbol definition here"));
                        }
                    }
                }
            }
        }
    }

    // ---- dominance ----------------------------------------------------------------------------------------

    private void verifyDominance(Operation op) {
        for (Region region : op.regions()) {
            for (Block block : region.blocks()) {
                if (!dominance.isReachableFromEntry(block)) {
                    continue;
                }
                for (Operation user : block) {
                    for (int i = 0; i < user.operandCount(); i++) {
                        Value v = user.operand(i);
                        if (!dominance.properlyDominates(v, user) && inScope(v, user)) {
                            reportDominance(user, i);
                            break;
                        }
                    }
                }
            }
        }
    }

    /**
     * Whether a use of {@code v} by {@code user} that {@code v} does not dominate is reported here: always, unless
     * the use crosses an operation isolated from above on its way out to the operation whose regions hold the
     * definition, as isolation reports that use itself. A value of a sibling region (a case of an
     * {@code scf.index_switch} naming a value of a later case) is a dominance error, as in MLIR.
     */
    private static boolean inScope(Value v, Operation user) {
        Block def = v.parentBlock();
        Operation holder = def == null ? null : def.parentOp();
        if (holder == null) {
            return true;
        }
        for (Operation p = user.parentOp(); p != null; p = p.parentOp()) {
            if (p.isAncestorOf(holder)) {
                return true;
            }
            if (p.has(OpTrait.ISOLATED_FROM_ABOVE)) {
                return false;
            }
        }
        return true;
    }

    private void reportDominance(Operation user, int operandNo) {
        Diagnostic d = Diagnostic.error(user, "operand #" + operandNo + " does not dominate this use");
        Value operand = user.operand(operandNo);
        Region useRegion = user.block().parent();
        if (operand instanceof OpResult r) {
            Operation def = r.owner();
            Region defRegion = def.block() == null ? null : def.block().parent();
            String relation = relation(defRegion, useRegion);
            String where = def.block() == user.block() ? " (op in the same block)"
                    : relation != null ? " (op in " + relation + ")"
                    : " (op is neither in a parent nor in a child region)";
            d.attachNote(def.location(), "operand defined here" + where);
        } else {
            Block owner = operand.parentBlock();
            Region defRegion = owner.parent();
            Location at = owner.parentOp() != null ? owner.parentOp().location() : Location.unknown();
            int index = defRegion.blocks().indexOf(owner);
            String relation = relation(defRegion, useRegion);
            String where = relation != null ? " in " + relation + ")" : " neither in a parent nor in a child region)";
            d.attachNote(at, "operand defined as a block argument (block #" + index + where);
        }
        error(d);
    }

    /**
     * Where a definition's region stands relative to a use's, as MLIR's dominance notes say it: {@code the same
     * region}, {@code a parent region} or {@code a child region}; null when neither contains the other.
     */
    private static String relation(Region defRegion, Region useRegion) {
        if (defRegion == useRegion) {
            return "the same region";
        }
        if (defRegion != null && defRegion.isProperAncestorOrSelf(useRegion)) {
            return "a parent region";
        }
        if (defRegion != null && useRegion.isProperAncestorOrSelf(defRegion)) {
            return "a child region";
        }
        return null;
    }
}

package dev.mlirj.dialect.scf;

import dev.mlirj.dialect.OpChecks;
import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.ir.DenseArrayAttr;
import dev.mlirj.ir.Diagnostic;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Region;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * {@code scf.index_switch}: runs the region of the case whose value equals the {@code index} operand, or the
 * default region. Property {@code cases}: the case values ({@code array<i64: ...>}), distinct; regions: the default
 * region first, then one per case, each of one block without arguments ending with {@code scf.yield} of the results.
 * Custom form:
 * <pre>
 * %arg attr-dict (-> types)?
 * case 1 { ... }
 * default { ... }
 * </pre>
 * The default region's yield may be left out when it has no operands (and is then not printed); a case region's
 * may not.
 */
public final class IndexSwitchOp {
    /** The operation name. */
    public static final String NAME = "scf.index_switch";
    /** The property holding the case values. */
    public static final String CASES = "cases";

    static final OpDefinition DEFINITION = new OpDefinition(NAME,
            EnumSet.of(OpTrait.SINGLE_BLOCK, OpTrait.RECURSIVE_MEMORY_EFFECTS), Set.of(CASES),
            new Syntax(), IndexSwitchOp::verify, "");

    private IndexSwitchOp() {
    }

    /** The {@code index} switched on. */
    public static Value arg(Operation op) {
        return op.operand(0);
    }

    /** The case values, in region order; assumes a verified operation. */
    public static List<Long> cases(Operation op) {
        return ((DenseArrayAttr) op.properties().get(CASES)).elements().stream().map(BigInteger::longValue).toList();
    }

    /** The default region. */
    public static Region defaultRegion(Operation op) {
        return op.region(0);
    }

    /** The region of case {@code index}. */
    public static Region caseRegion(Operation op, int index) {
        return op.region(index + 1);
    }

    /** Into every region; from every region to the results. */
    static final RegionBranch.Flow FLOW = (op, point) -> {
        if (point != RegionBranch.PARENT) {
            return List.of(new RegionBranch.Successor(RegionBranch.PARENT, op.results()));
        }
        List<RegionBranch.Successor> all = new ArrayList<>();
        for (int i = 0; i < op.regions().size(); i++) {
            all.add(new RegionBranch.Successor(i, List.of()));
        }
        return all;
    };

    static boolean verify(Operation op, DiagnosticEngine diagnostics) {
        OpChecks c = new OpChecks(op, diagnostics);
        if (op.regions().isEmpty()) {
            return c.fail("expected 1 or more regions");
        }
        if (!c.successors(0) || !c.atMostOneBlock() || !c.operandCount(1)
                || !c.attr(CASES, true, a -> OpChecks.i64s(a) != null, "i64 dense array attribute")
                || !c.operand(0, TypeConstraint.INDEX) || !c.oneBlock(0, "defaultRegion")) {
            return false;
        }
        for (int i = 1; i < op.regions().size(); i++) {
            if (!c.oneBlock(i, "caseRegions")) {
                return false;
            }
        }
        if (!c.nonEmptyBlocks()) {
            return false;
        }
        List<Long> values = cases(op);
        int caseRegions = op.regions().size() - 1;
        if (values.size() != caseRegions) {
            return c.fail("has " + caseRegions + " case regions but " + values.size() + " case values");
        }
        Set<Long> seen = new HashSet<>();
        for (long v : values) {
            // mlir-opt 19 collects the values in a DenseSet<int64_t>, whose empty-bucket key is the largest int64:
            // that value, unless it comes first (into a set without buckets yet), is found "already present".
            if (v == Long.MAX_VALUE && !seen.isEmpty() || !seen.add(v)) {
                return c.fail("has duplicate case value: " + v);
            }
        }
        if (!verifyYield(op, diagnostics, defaultRegion(op), "default region")) {
            return false;
        }
        for (int i = 0; i < caseRegions; i++) {
            if (!verifyYield(op, diagnostics, caseRegion(op, i), "case region #" + i)) {
                return false;
            }
        }
        return c.endsWith(YieldOp.NAME) && RegionBranch.verify(op, FLOW, diagnostics);
    }

    private static boolean verifyYield(Operation op, DiagnosticEngine diagnostics, Region region, String name) {
        Operation yield = region.entryBlock().lastOp();
        if (!yield.name().fullName().equals(YieldOp.NAME)) {
            diagnostics.opError(op, "expected region to end with " + YieldOp.NAME + ", but got "
                    + yield.name().fullName());
            return false;
        }
        if (yield.operandCount() != op.resultCount()) {
            Diagnostic d = Diagnostic.opError(op, "expected each region to return " + op.resultCount()
                    + " values, but " + name + " returns " + yield.operandCount());
            d.attachNote(yield.location(), "see yield operation here");
            diagnostics.report(d);
            return false;
        }
        for (int i = 0; i < op.resultCount(); i++) {
            Type result = op.result(i).type();
            Type operand = yield.operand(i).type();
            if (!result.equals(operand)) {
                Diagnostic d = Diagnostic.opError(op, "expected result #" + i + " of each region to be "
                        + OpChecks.quote(result));
                d.attachNote(yield.location(), name + " returns " + OpChecks.quote(operand) + " here");
                diagnostics.report(d);
                return false;
            }
        }
        return true;
    }

    /** The custom form; see the class comment. */
    static final class Syntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            OpAsmParser.UnresolvedOperand arg = parser.parseOperand();
            if (arg == null || !parser.resolveOperands(List.of(arg), IndexType.INSTANCE, state.operands)
                    || !parser.parseOptionalAttrDict(state)) {
                return false;
            }
            if (parser.parseOptionalArrow()) {
                do {
                    Type t = parser.parseType();
                    if (t == null) {
                        return false;
                    }
                    state.resultTypes.add(t);
                } while (parser.parseOptionalComma());
            }
            Region defaultRegion = state.addRegion();
            List<BigInteger> values = new ArrayList<>();
            while (parser.parseOptionalKeyword("case")) {
                Long value = parser.parseInteger();
                if (value == null) {
                    return false;
                }
                Region region = state.addRegion();
                // As MLIR's parseSwitchCases: a case region gets no implicit terminator, only the default does.
                if (!parser.parseRegion(region, List.of())) {
                    return false;
                }
                values.add(BigInteger.valueOf(value));
            }
            state.properties.put(CASES, new DenseArrayAttr(IntegerType.of(64), values));
            if (!ScfSyntax.keyword(parser, "default") || !parser.parseRegion(defaultRegion, List.of())) {
                return false;
            }
            ScfSyntax.ensureTerminator(defaultRegion, state.location);
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printOperand(op.operand(0));
            printer.printOptionalAttrDict(op.attributes(), List.of());
            if (op.resultCount() > 0) {
                printer.print(" -> ").printTypes(op.resultTypes());
            }
            printer.print(" ");
            List<Long> values = cases(op);
            for (int i = 0; i < values.size(); i++) {
                printer.printNewline().print("case " + values.get(i) + " ");
                printer.printRegion(caseRegion(op, i), false, true);
            }
            printer.printNewline().print("default ");
            Region defaultRegion = defaultRegion(op);
            Operation yield = defaultRegion.isEmpty() || defaultRegion.entryBlock().isEmpty() ? null
                    : defaultRegion.entryBlock().lastOp();
            boolean printYield = yield == null || !yield.attributes().isEmpty() || yield.operandCount() != 0
                    || yield.resultCount() != 0;
            printer.printRegion(defaultRegion, true, printYield);
        }
    }
}

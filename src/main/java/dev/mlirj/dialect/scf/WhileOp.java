package dev.mlirj.dialect.scf;

import dev.mlirj.dialect.OpChecks;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.Diagnostic;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.FunctionType;
import dev.mlirj.ir.Location;
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
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * {@code scf.while}: a general loop of two single-block regions. The {@code before} region gets the operands (the
 * initial values) or the values {@code after} yielded, computes a condition and ends with {@code scf.condition},
 * which either passes its values to {@code after} or ends the loop with them as the results. The {@code after}
 * region ends with {@code scf.yield} of the next {@code before} arguments. Custom form:
 * <pre>
 * ((%arg = %init, ...))? : (input types) -> result types { before } do { after } (attributes {...})?
 * </pre>
 * where {@code before}'s arguments are the named ones and {@code after} names its own in a block header.
 */
public final class WhileOp {
    /** The operation name. */
    public static final String NAME = "scf.while";

    static final OpDefinition DEFINITION = new OpDefinition(NAME,
            EnumSet.of(OpTrait.SINGLE_BLOCK, OpTrait.RECURSIVE_MEMORY_EFFECTS), Set.of(),
            new Syntax(), WhileOp::verify, "");

    private WhileOp() {
    }

    /** The initial values of the {@code before} region's arguments. */
    public static List<Value> inits(Operation op) {
        return op.operands();
    }

    /** The region computing the condition. */
    public static Region before(Operation op) {
        return op.region(0);
    }

    /** The loop body. */
    public static Region after(Operation op) {
        return op.region(1);
    }

    /** Into {@code before}; from {@code before} to the results or {@code after}; from {@code after} to before. */
    static final RegionBranch.Flow FLOW = new RegionBranch.Flow() {
        @Override
        public List<RegionBranch.Successor> successors(Operation op, int point) {
            RegionBranch.Successor before = new RegionBranch.Successor(0, RegionBranch.arguments(op, 0));
            if (point != 0) {
                return List.of(before);
            }
            return List.of(new RegionBranch.Successor(RegionBranch.PARENT, op.results()),
                    new RegionBranch.Successor(1, RegionBranch.arguments(op, 1)));
        }

        @Override
        public List<Value> entryOperands(Operation op, RegionBranch.Successor successor) {
            return op.operands();
        }
    };

    static boolean verify(Operation op, DiagnosticEngine diagnostics) {
        OpChecks c = new OpChecks(op, diagnostics);
        if (!c.regions(2) || !c.successors(0) || !c.atMostOneBlock() || !c.oneBlock(0, "before")
                || !c.oneBlock(1, "after") || !c.nonEmptyBlocks()) {
            return false;
        }
        return terminator(op, diagnostics, before(op), ConditionOp.NAME,
                "expects the 'before' region to terminate with '" + ConditionOp.NAME + "'")
                && terminator(op, diagnostics, after(op), YieldOp.NAME,
                "expects the 'after' region to terminate with '" + YieldOp.NAME + "'")
                && RegionBranch.verify(op, FLOW, diagnostics);
    }

    /** MLIR's {@code verifyAndGetTerminator}: the region's block ends with {@code name}. */
    private static boolean terminator(Operation op, DiagnosticEngine diagnostics, Region region, String name,
                                      String message) {
        Block block = region.entryBlock();
        Operation last = block.lastOp();
        if (last.name().fullName().equals(name)) {
            return true;
        }
        Diagnostic d = Diagnostic.opError(op, message);
        d.attachNote(last.location(), "terminator here");
        diagnostics.report(d);
        return false;
    }

    /** The custom form; see the class comment. */
    static final class Syntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            List<OpAsmParser.Argument> args = new ArrayList<>();
            List<OpAsmParser.UnresolvedOperand> inits = new ArrayList<>();
            if (!ScfSyntax.parseAssignmentList(parser, args, inits, true)) {
                return false;
            }
            Location typeAt = parser.location();
            if (!parser.parseColon()) {
                return false;
            }
            Type type = parser.parseType();
            if (type == null) {
                return false;
            }
            if (!(type instanceof FunctionType function)) {
                return parser.emitError(typeAt, "invalid kind of type specified");
            }
            state.resultTypes.addAll(function.results());
            if (function.inputs().size() != inits.size()) {
                return parser.emitError(typeAt, "expected as many input types as operands (expected "
                        + inits.size() + " got " + function.inputs().size() + ")");
            }
            if (!parser.resolveOperands(inits, function.inputs(), parser.location(), state.operands)) {
                return false;
            }
            List<OpAsmParser.Argument> typed = new ArrayList<>();
            for (int i = 0; i < args.size(); i++) {
                typed.add(ScfSyntax.typed(args.get(i), function.inputs().get(i)));
            }
            Region before = state.addRegion();
            Region after = state.addRegion();
            return parser.parseRegion(before, typed) && ScfSyntax.keyword(parser, "do")
                    && parser.parseRegion(after, List.of()) && parser.parseOptionalAttrDictWithKeyword(state);
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            ScfSyntax.printInitializationList(printer, RegionBranch.arguments(op, 0), op.operands(), " ");
            printer.print(" : ");
            ScfSyntax.printFunctionalType(printer, op.operands().stream().map(Value::type).toList(),
                    op.resultTypes());
            printer.print(" ");
            printer.printRegion(before(op), false, true);
            printer.print(" do ");
            printer.printRegion(after(op), true, true);
            printer.printOptionalAttrDictWithKeyword(op.attributes(), List.of());
        }
    }
}

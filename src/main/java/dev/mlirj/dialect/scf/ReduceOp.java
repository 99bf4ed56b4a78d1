package dev.mlirj.dialect.scf;

import dev.mlirj.dialect.OpChecks;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationName;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Region;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * {@code scf.reduce}: ends the body of {@code scf.parallel}, contributing each operand to one reduction: region
 * {@code i} combines two values of operand {@code i}'s type (its two arguments) and ends with
 * {@code scf.reduce.return}. Custom form: {@code ((operands : types))? region (, region)* attr-dict}; without
 * operands it is just {@code scf.reduce}, which the parser of {@code scf.parallel} adds to a body without one.
 */
public final class ReduceOp {
    /** The operation name. */
    public static final String NAME = "scf.reduce";

    static final OpDefinition DEFINITION = new OpDefinition(NAME,
            EnumSet.of(OpTrait.TERMINATOR, OpTrait.RECURSIVE_MEMORY_EFFECTS), Set.of(),
            new Syntax(), ReduceOp::verify, "");
    /** The name {@code scf.parallel}'s parser gives implicit terminators. */
    static final OperationName OPERATION_NAME = new OperationName(NAME, DEFINITION);

    private ReduceOp() {
    }

    /** The values reduced, one per reduction region. */
    public static List<Value> operands(Operation op) {
        return op.operands();
    }

    /** The region combining two values of operand {@code index}'s type. */
    public static Region reduction(Operation op, int index) {
        return op.region(index);
    }

    static boolean verify(Operation op, DiagnosticEngine diagnostics) {
        OpChecks c = new OpChecks(op, diagnostics);
        if (!c.successors(0)) {
            return false;
        }
        for (int i = 0; i < op.regions().size(); i++) {
            if (!c.oneBlock(i, "reductions")) {
                return false;
            }
        }
        Operation parent = op.parentOp();
        if (parent == null || !parent.name().fullName().equals(ParallelOp.NAME)) {
            return c.fail("expects parent op '" + ParallelOp.NAME + "'");
        }
        if (op.regions().size() != op.operandCount()) {
            return c.fail("has " + op.operandCount() + " operands but " + op.regions().size()
                    + " reduction regions");
        }
        for (int i = 0; i < op.regions().size(); i++) {
            Type type = op.operand(i).type();
            Block block = op.region(i).entryBlock();
            if (block.isEmpty()) {
                return true; // the region check reports "empty block: expect at least a terminator", as mlir-opt
            }
            if (block.arguments().size() != 2 || !block.argument(0).type().equals(type)
                    || !block.argument(1).type().equals(type)) {
                return c.fail("expected two block arguments with type " + OpChecks.quote(type) + " in the " + i
                        + "-th reduction region");
            }
            if (!block.lastOp().name().fullName().equals(ReduceReturnOp.NAME)) {
                return c.fail("reduction bodies must be terminated with an '" + ReduceReturnOp.NAME + "' op");
            }
        }
        return true;
    }

    /** The custom form; see the class comment. */
    static final class Syntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            if (parser.parseOptionalLParen()) {
                dev.mlirj.ir.Location at = parser.location();
                List<OpAsmParser.UnresolvedOperand> operands = parser.parseOperandList();
                if (operands == null) {
                    return false;
                }
                List<Type> types = parser.parseColonTypeList();
                if (types == null || !parser.resolveOperands(operands, types, at, state.operands)
                        || !parser.parseRParen()) {
                    return false;
                }
            }
            Region first = new Region();
            dev.mlirj.ir.Location before = parser.location();
            if (!parser.parseOptionalRegion(first, List.of())) {
                return false;
            }
            if (!parser.location().equals(before)) { // a region was written (maybe an empty "{}")
                state.regions.add(first);
                while (parser.parseOptionalComma()) {
                    if (!parser.parseRegion(state.addRegion(), List.of())) {
                        return false;
                    }
                }
            }
            return parser.parseOptionalAttrDict(state);
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            List<Value> operands = op.operands();
            if (!operands.isEmpty()) {
                printer.print("(").printOperands(operands).print(" : ")
                        .printTypes(operands.stream().map(Value::type).toList()).print(")");
            }
            printer.print(" ");
            for (int i = 0; i < op.regions().size(); i++) {
                if (i > 0) {
                    printer.print(", ");
                }
                printer.printRegion(op.region(i), true, true);
            }
            printer.printOptionalAttrDict(op.attributes(), List.of());
        }
    }
}

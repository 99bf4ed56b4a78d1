package dev.mlirj.dialect.memref;

import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Type;
import java.util.List;
import java.util.Set;

/**
 * {@code memref.prefetch %m[%i], read|write, locality<0..3>, data|instr attr-dict : type}: a cache hint for one
 * element. Properties: {@code isWrite} and {@code isDataCache} (bools), {@code localityHint} (an i32 in [0, 3]).
 */
final class PrefetchOp {
    static final String IS_WRITE = "isWrite";
    static final String LOCALITY = "localityHint";
    static final String IS_DATA_CACHE = "isDataCache";

    private PrefetchOp() {
    }

    static OpDefinition definition() {
        return new OpDefinition("memref.prefetch", Set.of(), Set.of(IS_WRITE, LOCALITY, IS_DATA_CACHE), new Syntax(),
                (op, d) -> {
                    Checks c = new Checks(op, d);
                    if (!c.counts(1, false, 0, 0) || !c.attr(IS_DATA_CACHE, true, Checks::isBoolAttr, "bool attribute")
                            || !c.attr(IS_WRITE, true, Checks::isBoolAttr, "bool attribute")
                            || !c.attr(LOCALITY, true, a -> Checks.isIntegerAttr(a, 32)
                                    && ((IntegerAttr) a).value().signum() >= 0
                                    && ((IntegerAttr) a).value().intValue() <= 3,
                            "32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3")
                            || !c.operand(0, TypeConstraint.ANY_MEMREF) || !c.operandsFrom(1, TypeConstraint.INDEX)) {
                        return false;
                    }
                    return op.operandCount() == 1 + ((MemRefType) op.operand(0).type()).rank()
                            || c.fail("too few indices");
                }, "");
    }

    /** The custom form. */
    static final class Syntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            OpAsmParser.UnresolvedOperand memref = parser.parseOperand();
            List<OpAsmParser.UnresolvedOperand> indices;
            if (memref == null || (indices = parser.parseOperandListInSquare()) == null
                    || !parser.parseComma()) {
                return false;
            }
            String readOrWrite = parser.parseKeyword();
            if (readOrWrite == null || !parser.parseComma() || !parser.parseKeyword("locality")
                    || !parser.parseLess()) {
                return false;
            }
            Attribute locality = parser.parseAttribute(IntegerType.of(32));
            if (locality == null || !parser.parseGreater() || !parser.parseComma()) {
                return false;
            }
            String cacheType = parser.parseKeyword();
            if (cacheType == null) { // MLIR's parser takes no attribute dictionary here, though its printer writes one
                return false;
            }
            Type type = parser.parseColonType();
            if (type == null || !MemRefSyntax.resolve(parser, memref, type, state)
                    || !MemRefSyntax.resolveIndices(parser, indices, state)) {
                return false;
            }
            if (!readOrWrite.equals("read") && !readOrWrite.equals("write")) {
                return parser.emitError(parser.nameLocation(), "rw specifier has to be 'read' or 'write'");
            }
            if (!cacheType.equals("data") && !cacheType.equals("instr")) {
                return parser.emitError(parser.nameLocation(), "cache type has to be 'data' or 'instr'");
            }
            state.properties.put(LOCALITY, locality);
            state.properties.put(IS_WRITE, IntegerAttr.bool(readOrWrite.equals("write")));
            state.properties.put(IS_DATA_CACHE, IntegerAttr.bool(cacheType.equals("data")));
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            printer.print(" ").printOperand(op.operand(0));
            MemRefSyntax.printSquare(printer, op.operands().subList(1, op.operandCount()));
            printer.print(", ").print(flag(op, IS_WRITE) ? "write" : "read").print(", locality<")
                    .printAttributeWithoutType(op.properties().get(LOCALITY)).print(">, ")
                    .print(flag(op, IS_DATA_CACHE) ? "data" : "instr");
            printer.printAttrDict(op, List.of(IS_WRITE, LOCALITY, IS_DATA_CACHE));
            printer.print(" : ").print(op.operand(0).type());
        }
    }

    /** Whether the bool property {@code name} is true. */
    static boolean flag(Operation op, String name) {
        return op.properties().get(name) instanceof IntegerAttr a && a.value().signum() != 0;
    }
}

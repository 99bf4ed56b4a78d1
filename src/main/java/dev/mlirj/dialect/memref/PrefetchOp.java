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
import dev.mlirj.ir.Value;
import java.util.List;
import java.util.Set;

/**
 * {@code memref.prefetch %m[%i], read|write, locality<0..3>, data|instr attr-dict : type}: a cache hint for one
 * element. Properties: {@code isWrite} and {@code isDataCache} (bools), {@code localityHint} (an i32 in [0, 3]).
 * The accessors expect an operation of this kind.
 */
public final class PrefetchOp {
    /** The operation name. */
    public static final String NAME = "memref.prefetch";
    /** The bool property: a prefetch for writing (else reading). */
    public static final String IS_WRITE = "isWrite";
    /** The i32 property: the temporal locality, 0 (none) to 3 (extreme). */
    public static final String LOCALITY = "localityHint";
    /** The bool property: a data cache prefetch (else instruction cache). */
    public static final String IS_DATA_CACHE = "isDataCache";

    private PrefetchOp() {
    }

    /** The memref prefetched from. */
    public static Value memref(Operation op) {
        return op.operand(0);
    }

    /** The subscripts of the element, one per dimension. */
    public static List<Value> indices(Operation op) {
        return op.operands().subList(1, op.operandCount());
    }

    /** Whether the prefetch is for writing. */
    public static boolean isWrite(Operation op) {
        return flag(op, IS_WRITE);
    }

    /** The temporal locality hint, 0 to 3. */
    public static int localityHint(Operation op) {
        return ((IntegerAttr) op.properties().get(LOCALITY)).value().intValue();
    }

    /** Whether the prefetch is into the data cache. */
    public static boolean isDataCache(Operation op) {
        return flag(op, IS_DATA_CACHE);
    }

    static OpDefinition definition() {
        return new OpDefinition(NAME, Set.of(), Set.of(IS_WRITE, LOCALITY, IS_DATA_CACHE), new Syntax(),
                (op, d) -> {
                    MemRefChecks c = new MemRefChecks(op, d);
                    if (!c.counts(1, false, 0, 0)
                            || !c.attr(IS_DATA_CACHE, true, MemRefChecks::isBoolAttr, "bool attribute")
                            || !c.attr(IS_WRITE, true, MemRefChecks::isBoolAttr, "bool attribute")
                            || !c.attr(LOCALITY, true, a -> MemRefChecks.isIntegerAttr(a, 32)
                                    && ((IntegerAttr) a).value().signum() >= 0
                                    && ((IntegerAttr) a).value().intValue() <= 3,
                            "32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3")
                            || !c.operand(0, TypeConstraint.ANY_MEMREF) || !c.operandsFrom(1, TypeConstraint.INDEX)) {
                        return false;
                    }
                    return op.operandCount() == 1 + ((MemRefType) memref(op).type()).rank()
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
            printer.print(" ").printOperand(memref(op));
            MemRefSyntax.printSquare(printer, indices(op));
            printer.print(", ").print(isWrite(op) ? "write" : "read").print(", locality<")
                    .printAttributeWithoutType(op.properties().get(LOCALITY)).print(">, ")
                    .print(isDataCache(op) ? "data" : "instr");
            printer.printAttrDict(op, List.of(IS_WRITE, LOCALITY, IS_DATA_CACHE));
            printer.print(" : ").print(memref(op).type());
        }
    }

    /** Whether the bool property {@code name} is true. */
    private static boolean flag(Operation op, String name) {
        return op.properties().get(name) instanceof IntegerAttr a && a.value().signum() != 0;
    }
}

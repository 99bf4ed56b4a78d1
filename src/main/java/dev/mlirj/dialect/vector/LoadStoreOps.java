package dev.mlirj.dialect.vector;

import dev.mlirj.dialect.OpChecks;
import dev.mlirj.dialect.TypeConstraint;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpSyntax;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.StridesAndOffset;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.VectorType;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * {@code vector.load}, {@code vector.store}, {@code vector.maskedload} and {@code vector.maskedstore}: contiguous
 * vector access to a memref at {@code index} subscripts, one per memref dimension. Operand order (as MLIR's):
 * load {@code (base, indices...)}, store {@code (valueToStore, base, indices...)}, maskedload
 * {@code (base, indices..., mask, pass_thru)}, maskedstore {@code (base, indices..., mask, valueToStore)}. Load and
 * store carry an optional {@code nontemporal} bool property, printed only when true. The accessors expect an
 * operation of one of these kinds.
 */
public final class LoadStoreOps {
    /** {@code vector.load}. */
    public static final String LOAD = "vector.load";
    /** {@code vector.store}. */
    public static final String STORE = "vector.store";
    /** {@code vector.maskedload}. */
    public static final String MASKEDLOAD = "vector.maskedload";
    /** {@code vector.maskedstore}. */
    public static final String MASKEDSTORE = "vector.maskedstore";
    /** The property holding the nontemporal hint. */
    public static final String NONTEMPORAL = "nontemporal";

    /** Which operation. */
    enum Kind {
        LOAD(LoadStoreOps.LOAD, false, false), STORE(LoadStoreOps.STORE, true, false),
        MASKED_LOAD(MASKEDLOAD, false, true), MASKED_STORE(MASKEDSTORE, true, true);

        final String opName;
        final boolean store;
        final boolean masked;

        Kind(String opName, boolean store, boolean masked) {
            this.opName = opName;
            this.store = store;
            this.masked = masked;
        }

        /** The index of the memref operand. */
        int base() {
            return this == STORE ? 1 : 0;
        }

        /** The kind of {@code op}, one of the four operations. */
        static Kind of(Operation op) {
            return switch (op.name().fullName()) {
                case LoadStoreOps.LOAD -> LOAD;
                case LoadStoreOps.STORE -> STORE;
                case MASKEDLOAD -> MASKED_LOAD;
                default -> MASKED_STORE;
            };
        }
    }

    private LoadStoreOps() {
    }

    /** The memref accessed. */
    public static Value base(Operation op) {
        return op.operand(Kind.of(op).base());
    }

    /** The subscripts of the first element, one per dimension of the memref. */
    public static List<Value> indices(Operation op) {
        Kind kind = Kind.of(op);
        return op.operands().subList(kind.base() + 1, op.operandCount() - (kind.masked ? 2 : 0));
    }

    /** The vector stored by a {@code store} or {@code maskedstore}. */
    public static Value valueToStore(Operation op) {
        return Kind.of(op) == Kind.STORE ? op.operand(0) : op.operand(op.operandCount() - 1);
    }

    /** The mask of a {@code maskedload} or {@code maskedstore}. */
    public static Value mask(Operation op) {
        return op.operand(op.operandCount() - 2);
    }

    /** The values of the masked-off lanes of a {@code maskedload}. */
    public static Value passThru(Operation op) {
        return op.operand(op.operandCount() - 1);
    }

    /** The nontemporal hint of a {@code load} or {@code store}: false when absent. */
    public static boolean nontemporal(Operation op) {
        return op.properties().get(NONTEMPORAL) instanceof IntegerAttr a && a.value().signum() != 0;
    }

    /** The vector type read or written: the result's or the stored value's. */
    public static VectorType vectorType(Operation op) {
        return vectorType(op, Kind.of(op));
    }

    static OpDefinition load() {
        return definition(Kind.LOAD);
    }

    static OpDefinition store() {
        return definition(Kind.STORE);
    }

    static OpDefinition maskedLoad() {
        return definition(Kind.MASKED_LOAD);
    }

    static OpDefinition maskedStore() {
        return definition(Kind.MASKED_STORE);
    }

    private static OpDefinition definition(Kind kind) {
        Set<OpTrait> traits = kind == Kind.LOAD || kind == Kind.MASKED_LOAD ? Set.of(OpTrait.MEMORY_READ) : Set.of();
        return new OpDefinition(kind.opName, traits, kind.masked ? Set.of() : Set.of(NONTEMPORAL),
                new Syntax(kind), (op, d) -> verify(op, d, kind), "");
    }

    /** The vector type read or written: the result's or the stored value's. */
    static VectorType vectorType(Operation op, Kind kind) {
        if (!kind.store) {
            return (VectorType) op.result(0).type();
        }
        return (VectorType) op.operand(kind == Kind.STORE ? 0 : op.operandCount() - 1).type();
    }

    private static boolean verify(Operation op, DiagnosticEngine diagnostics, Kind kind) {
        VectorChecks c = new VectorChecks(op, diagnostics);
        if (!kind.masked && !c.attr(NONTEMPORAL, false, OpChecks::isBoolAttr, "bool attribute")) {
            return false;
        }
        int fixed = (kind.masked ? 3 : 1) + (kind == Kind.STORE ? 1 : 0);
        if (!c.counts(fixed, false, kind.store ? 0 : 1, 0) || !c.operand(kind.base(), TypeConstraint.ANY_MEMREF)) {
            return false;
        }
        int indexEnd = op.operandCount() - (kind.masked ? 2 : 0);
        if (!c.operands(kind.base() + 1, indexEnd, TypeConstraint.INDEX)) {
            return false;
        }
        if (kind.masked && (!c.operand(indexEnd, VectorChecks.MASK_1D) || !c.operand(indexEnd + 1,
                TypeConstraint.ANY_VECTOR))) {
            return false;
        }
        if (kind == Kind.STORE && !c.operand(0, TypeConstraint.ANY_VECTOR)
                || !kind.store && !c.result(0, TypeConstraint.ANY_VECTOR)) {
            return false;
        }
        MemRefType base = (MemRefType) op.operand(kind.base()).type();
        VectorType vector = vectorType(op, kind);
        if (!kind.masked) {
            StridesAndOffset layout = StridesAndOffset.of(base);
            if (layout == null || base.rank() > 0 && layout.strides().get(base.rank() - 1) != 1) {
                return c.fail("most minor memref dim must have unit stride");
            }
        }
        String what = kind.store ? "valueToStore" : "result";
        if (base.elementType() instanceof VectorType memVector) {
            if (!kind.masked && !memVector.equals(vector)) {
                return c.fail("base memref and " + what + " vector types should match");
            }
        } else if (!base.elementType().equals(vector.elementType())) {
            return c.fail("base and " + what + " element type" + (kind == Kind.LOAD ? "s" : "") + " should match");
        }
        if (indexEnd - kind.base() - 1 != base.rank()) {
            return c.fail("requires " + base.rank() + " indices");
        }
        if (kind == Kind.MASKED_LOAD && !op.operand(indexEnd + 1).type().equals(vector)) {
            return c.fail("expected pass_thru of same type as result type");
        }
        return true;
    }

    /**
     * {@code ($value ,)? $base [ $indices ] (, $mask , $value)? attr-dict : type($base) , (type($mask) ,)?
     * type($value) (into type($result))?}.
     */
    record Syntax(Kind kind) implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            OpAsmParser.UnresolvedOperand stored = null;
            if (kind == Kind.STORE && ((stored = parser.parseOperand()) == null || !parser.parseComma())) {
                return false;
            }
            OpAsmParser.UnresolvedOperand base = parser.parseOperand();
            List<OpAsmParser.UnresolvedOperand> indices;
            if (base == null || (indices = parser.parseOperandListInSquare()) == null) {
                return false;
            }
            OpAsmParser.UnresolvedOperand mask = null;
            OpAsmParser.UnresolvedOperand last = null;
            if (kind.masked && (!parser.parseComma() || (mask = parser.parseOperand()) == null
                    || !parser.parseComma() || (last = parser.parseOperand()) == null)) {
                return false;
            }
            if (!parser.parseOptionalAttrDict(state)) {
                return false;
            }
            List<Type> types = new ArrayList<>();
            Type t = parser.parseColonType();
            if (t == null) {
                return false;
            }
            types.add(t);
            for (int i = 0; i < (kind.masked ? 2 : 1); i++) {
                if (!parser.parseComma() || (t = parser.parseType()) == null) {
                    return false;
                }
                types.add(t);
            }
            Type result = null;
            if (kind == Kind.MASKED_LOAD && (!parser.parseKeyword("into") || (result = parser.parseType()) == null)) {
                return false;
            }
            Type vector = types.getLast();
            if (kind == Kind.STORE && !VectorSyntax.resolve(parser, stored, vector, state)
                    || !VectorSyntax.resolve(parser, base, types.getFirst(), state)
                    || !VectorSyntax.resolveIndices(parser, indices, state)) {
                return false;
            }
            if (kind.masked && (!VectorSyntax.resolve(parser, mask, types.get(1), state)
                    || !VectorSyntax.resolve(parser, last, vector, state))) {
                return false;
            }
            if (kind == Kind.LOAD) {
                state.resultTypes.add(vector);
            } else if (kind == Kind.MASKED_LOAD) {
                state.resultTypes.add(result);
            }
            return true;
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            int base = kind.base();
            int indexEnd = op.operandCount() - (kind.masked ? 2 : 0);
            printer.print(" ");
            if (kind == Kind.STORE) {
                printer.printOperand(op.operand(0)).print(", ");
            }
            printer.printOperand(op.operand(base)).print("[")
                    .printOperands(op.operands().subList(base + 1, indexEnd)).print("]");
            if (kind.masked) {
                printer.print(", ").printOperand(op.operand(indexEnd)).print(", ")
                        .printOperand(op.operand(indexEnd + 1));
            }
            boolean defaultHint = op.properties().get(NONTEMPORAL) instanceof IntegerAttr a && a.isBool()
                    && a.value().signum() == 0;
            printer.printAttrDict(op, defaultHint ? List.of(NONTEMPORAL) : List.of());
            printer.print(" : ").print(op.operand(base).type());
            if (kind.masked) {
                printer.print(", ").print(op.operand(indexEnd).type()).print(", ")
                        .print(op.operand(indexEnd + 1).type());
            } else {
                printer.print(", ").print(vectorType(op, kind));
            }
            if (kind == Kind.MASKED_LOAD) {
                printer.print(" into ").print(op.result(0).type());
            }
        }
    }
}

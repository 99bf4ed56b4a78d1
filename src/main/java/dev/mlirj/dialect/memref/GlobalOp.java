package dev.mlirj.dialect.memref;

import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.DenseElementsAttr;
import dev.mlirj.ir.DenseResourceElementsAttr;
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
import dev.mlirj.ir.RankedTensorType;
import dev.mlirj.ir.StringAttr;
import dev.mlirj.ir.SymbolTable;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.TypeAttr;
import dev.mlirj.ir.UnitAttr;
import dev.mlirj.syntax.AttributePrinter;
import java.util.List;
import java.util.Set;

/**
 * {@code memref.global}: a named global buffer of a statically shaped memref {@code type}. Without
 * {@code initial_value} it is a declaration; {@code initial_value} is {@code unit} for an uninitialized definition
 * or an elements attribute of the matching tensor type; {@code constant} marks it read-only; {@code alignment} (a
 * power of two, bytes) and {@code sym_visibility} are optional. Custom form:
 * {@code ("private")? (constant)? @name : type (= uninitialized | = dense<...>)? attr-dict}. The accessors expect an
 * operation of this kind.
 */
public final class GlobalOp {
    /** The operation name. */
    public static final String NAME = "memref.global";
    /** The property holding the global's memref type. */
    public static final String TYPE = "type";
    /** The property holding the initial value ({@code unit} or elements), absent for a declaration. */
    public static final String INITIAL_VALUE = "initial_value";
    /** The unit property marking a constant global. */
    public static final String CONSTANT = "constant";
    /** The property holding the alignment in bytes. */
    public static final String ALIGNMENT = "alignment";

    private GlobalOp() {
    }

    static OpDefinition definition() {
        return new OpDefinition(NAME, Set.of(OpTrait.SYMBOL), Set.of(SymbolTable.SYMBOL_ATTR_NAME,
                SymbolTable.VISIBILITY_ATTR_NAME, TYPE, INITIAL_VALUE, CONSTANT, ALIGNMENT), new Syntax(),
                GlobalOp::verify, "");
    }

    /** The global's memref type. */
    public static MemRefType type(Operation global) {
        return (MemRefType) ((TypeAttr) global.properties().get(TYPE)).type();
    }

    /** The symbol name. */
    public static String symName(Operation global) {
        return SymbolTable.symbolName(global);
    }

    /** The symbol visibility ({@code "private"}, {@code "nested"}), or null for public. */
    public static String symVisibility(Operation global) {
        return global.properties().get(SymbolTable.VISIBILITY_ATTR_NAME) instanceof StringAttr v ? v.value() : null;
    }

    /** The initial value: {@code unit} when uninitialized, else an elements attribute; null for a declaration. */
    public static Attribute initialValue(Operation global) {
        return global.properties().get(INITIAL_VALUE);
    }

    /** Whether the global is read-only. */
    public static boolean constant(Operation global) {
        return global.properties().get(CONSTANT) instanceof UnitAttr;
    }

    /** The alignment in bytes, or null when absent. */
    public static Long alignment(Operation global) {
        return global.properties().get(ALIGNMENT) instanceof IntegerAttr a ? a.longValue() : null;
    }

    /** The tensor type of a memref's shape and element type, which an initializer must have. */
    static RankedTensorType tensorType(MemRefType type) {
        return new RankedTensorType(type.shape(), type.elementType(), null);
    }

    private static boolean isElements(Attribute a) {
        return a instanceof DenseElementsAttr || a instanceof DenseResourceElementsAttr;
    }

    private static Type elementsType(Attribute a) {
        return a instanceof DenseElementsAttr d ? d.type() : ((DenseResourceElementsAttr) a).type();
    }

    static boolean verify(Operation op, DiagnosticEngine diagnostics) {
        MemRefChecks c = new MemRefChecks(op, diagnostics);
        if (!c.counts(0, true, 0, 0)
                || !c.attr(SymbolTable.SYMBOL_ATTR_NAME, true, a -> a instanceof StringAttr, "string attribute")
                || !c.attr(SymbolTable.VISIBILITY_ATTR_NAME, false, a -> a instanceof StringAttr, "string attribute")
                || !c.attr(TYPE, true, a -> a instanceof TypeAttr t && t.type() instanceof MemRefType,
                "memref type attribute")
                || !c.attr(CONSTANT, false, a -> a instanceof UnitAttr, "unit attribute")
                || !c.attr(ALIGNMENT, false, a -> MemRefChecks.isIntegerAttr(a, 64),
                "64-bit signless integer attribute")) {
            return false;
        }
        if (op.properties().get(SymbolTable.VISIBILITY_ATTR_NAME) instanceof StringAttr v
                && !List.of("public", "private", "nested").contains(v.value())) {
            return c.fail("visibility expected to be one of [\"public\", \"private\", \"nested\"], but got \""
                    + v.value() + "\"");
        }
        MemRefType type = type(op);
        if (!type.hasStaticShape()) {
            return c.fail("type should be static shaped memref, but got " + MemRefChecks.quote(type));
        }
        Attribute init = initialValue(op);
        if (init != null) {
            if (!(init instanceof UnitAttr) && !isElements(init)) {
                return c.fail("initial value should be a unit or elements attribute, but got "
                        + AttributePrinter.toString(init));
            }
            if (isElements(init) && !elementsType(init).equals(tensorType(type))) {
                return c.fail("initial value expected to be of type " + MemRefChecks.quote(tensorType(type))
                        + ", but was of type " + MemRefChecks.quote(elementsType(init)));
            }
        }
        if (op.properties().get(ALIGNMENT) instanceof IntegerAttr a && Long.bitCount(a.value().longValue()) != 1) {
            return c.failPlain("alignment attribute value " + a.value() + " is not a power of 2");
        }
        return true;
    }

    /** The custom form. */
    static final class Syntax implements OpSyntax {
        @Override
        public boolean parse(OpAsmParser parser, OperationState state) {
            String visibility = parser.parseOptionalString();
            if (visibility != null) {
                state.properties.put(SymbolTable.VISIBILITY_ATTR_NAME, new StringAttr(visibility, null));
            }
            if (parser.parseOptionalKeyword(CONSTANT)) {
                state.properties.put(CONSTANT, UnitAttr.INSTANCE);
            }
            String name = parser.parseSymbolName();
            if (name == null || !parser.parseColon()) {
                return false;
            }
            Type type = parser.parseType();
            if (type == null) {
                return false;
            }
            if (!(type instanceof MemRefType memref) || !memref.hasStaticShape()) {
                return parser.emitError(parser.nameLocation(), "type should be static shaped memref, but got "
                        + MemRefChecks.quote(type));
            }
            state.properties.put(SymbolTable.SYMBOL_ATTR_NAME, new StringAttr(name, null));
            state.properties.put(TYPE, new TypeAttr(type));
            if (parser.parseOptionalEqual()) {
                if (parser.parseOptionalKeyword("uninitialized")) {
                    state.properties.put(INITIAL_VALUE, UnitAttr.INSTANCE);
                } else {
                    Attribute init = parser.parseAttribute(tensorType(memref));
                    if (init == null) {
                        return false;
                    }
                    if (!isElements(init)) {
                        return parser.emitError(parser.nameLocation(),
                                "initial value should be a unit or elements attribute");
                    }
                    state.properties.put(INITIAL_VALUE, init);
                }
            }
            return parser.parseOptionalAttrDict(state);
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
            if (op.properties().get(SymbolTable.VISIBILITY_ATTR_NAME) instanceof StringAttr v) {
                printer.print(" ").printAttributeWithoutType(v);
            }
            if (constant(op)) {
                printer.print(" constant");
            }
            printer.print(" ").printSymbolName(symName(op)).print(" : ").print(type(op));
            Attribute init = initialValue(op);
            if (init != null) {
                printer.print(" = ");
                if (init instanceof UnitAttr) {
                    printer.print("uninitialized");
                } else {
                    printer.printAttributeWithoutType(init);
                }
            }
            printer.printAttrDict(op, List.of(SymbolTable.SYMBOL_ATTR_NAME,
                    SymbolTable.VISIBILITY_ATTR_NAME, TYPE, INITIAL_VALUE, CONSTANT));
        }
    }
}

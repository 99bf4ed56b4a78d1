package dev.mlirj.dialect.arith;

import dev.mlirj.dialect.OpChecks;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.OpAsmParser;
import dev.mlirj.ir.OpAsmPrinter;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * The optional {@code fastmath<...>} group of custom forms, opened to other dialects whose operations carry
 * {@link FastMathFlagsAttr} in a {@code fastmath} property (the math dialect), exactly as arith's floating-point
 * operations store, parse and print it: always stored ({@code none} by default), printed only when not
 * {@code none}.
 */
public final class FastMathSyntax {
    /** The property holding the flags. */
    public static final String ATTR = ArithSyntax.FASTMATH_ATTR;

    private FastMathSyntax() {
    }

    /** The {@code fastmath} property of {@code op}; {@code none} when absent or not a {@link FastMathFlagsAttr}. */
    public static FastMathFlagsAttr flags(Operation op) {
        return op.properties().get(ATTR) instanceof FastMathFlagsAttr f ? f : FastMathFlagsAttr.NONE;
    }

    /** Checks that the {@code fastmath} property, when present, is a {@link FastMathFlagsAttr} (MLIR's message). */
    public static boolean verify(OpChecks checks) {
        return ArithSyntax.Flags.FASTMATH.verify(checks);
    }

    /** Parses {@code fastmath<...>} if it is next, into {@code state}'s properties; false after an error. */
    public static boolean parseOptional(OpAsmParser parser, OperationState state) {
        return ArithSyntax.parseOptionalFlags(parser, state, ArithSyntax.Flags.FASTMATH);
    }

    /** Stores {@code fastmath = none} unless the custom form or the attribute dictionary set it. */
    public static void addDefault(OperationState state) {
        ArithSyntax.addDefaultFlags(state, ArithSyntax.Flags.FASTMATH);
    }

    /** Prints {@code " fastmath<...>"} when the flags are not {@code none}. */
    public static void print(Operation op, OpAsmPrinter printer) {
        ArithSyntax.printFlags(op, printer, ArithSyntax.Flags.FASTMATH);
    }

    /** Prints the attribute dictionary: the discardable attributes, and a {@code fastmath} it could not show. */
    public static void printAttrDict(Operation op, OpAsmPrinter printer) {
        ArithSyntax.printAttrDict(op, printer, List.of(ATTR));
    }

    /** Prints the attribute dictionary of an operation without fast-math flags. */
    public static void printAttrDictWithoutFlags(Operation op, OpAsmPrinter printer) {
        ArithSyntax.printAttrDict(op, printer, List.of());
    }

    /**
     * {@code definition} with the storage class of its {@code fastmath} property, if it has one: a
     * {@code #arith.fastmath<...>} attribute (MLIR's property conversion refuses anything else in {@code <{...}>}).
     */
    public static OpDefinition withStorage(OpDefinition definition) {
        if (!definition.inherentAttrs().contains(ATTR)) {
            return definition;
        }
        Map<String, Predicate<Attribute>> storage = new HashMap<>(definition.propertyStorage());
        storage.put(ATTR, FastMathFlagsAttr.class::isInstance);
        return definition.withPropertyStorage(storage);
    }
}

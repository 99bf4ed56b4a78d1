package dev.mlirj.syntax;

import dev.mlirj.ir.AffineMapAttr;
import dev.mlirj.ir.ArrayAttr;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.ComplexType;
import dev.mlirj.ir.DenseArrayAttr;
import dev.mlirj.ir.DenseElementsAttr;
import dev.mlirj.ir.DenseResourceElementsAttr;
import dev.mlirj.ir.Dialect;
import dev.mlirj.ir.DictionaryAttr;
import dev.mlirj.ir.FloatAttr;
import dev.mlirj.ir.FloatSemantics;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.IntegerSetAttr;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.NamedAttribute;
import dev.mlirj.ir.OpaqueAttr;
import dev.mlirj.ir.ShapedType;
import dev.mlirj.ir.StridedLayoutAttr;
import dev.mlirj.ir.StringAttr;
import dev.mlirj.ir.SymbolRefAttr;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.TypeAttr;
import dev.mlirj.ir.UnitAttr;
import dev.mlirj.ir.affine.AffinePrinter;
import java.math.BigInteger;
import java.util.List;

/** Prints attributes and locations as MLIR does; the inverse of {@link AttributeParser}. */
public final class AttributePrinter {
    /** Dense literals with more elements than this print as a hexadecimal blob, as mlir-opt's default. */
    static final int HEX_THRESHOLD = 100;

    private AttributePrinter() {
    }

    /** The text of {@code attribute}, types always printed. */
    public static String toString(Attribute attribute) {
        return toString(attribute, null);
    }

    /** The text of {@code attribute}, types always printed, dialect attributes by the dialects of {@code context}. */
    public static String toString(Attribute attribute, MlirContext context) {
        StringBuilder out = new StringBuilder();
        print(out, attribute, false, context);
        return out.toString();
    }

    /**
     * Appends {@code attribute}, or its alias when an {@link AsmPrinter} is printing and gave it one; with
     * {@code mayElideType} an {@code i64} integer or {@code f64} float is written without its type (as MLIR does
     * for memory spaces and in dense arrays).
     */
    static void print(StringBuilder out, Attribute attribute, boolean mayElideType, MlirContext context) {
        AliasState aliases = AliasState.current();
        if (aliases == null) {
            printWithoutAlias(out, attribute, mayElideType, context);
        } else if (!aliases.enter(out, attribute)) {
            printWithoutAlias(out, attribute, mayElideType, context);
            aliases.exit();
        }
    }

    /** Appends {@code attribute} itself, even when it has an alias (its parts still print theirs). */
    static void printWithoutAlias(StringBuilder out, Attribute attribute, boolean mayElideType,
                                  MlirContext context) {
        switch (attribute) {
            case IntegerAttr a -> {
                if (a.isBool()) {
                    out.append(a.value().signum() != 0 ? "true" : "false");
                    return;
                }
                out.append(a.value());
                if (!(mayElideType && a.type() instanceof IntegerType t && t.isSignless(64))) {
                    out.append(" : ");
                    TypePrinter.print(out, a.type(), context);
                }
            }
            case FloatAttr a -> {
                String text = floatText(a.type().semantics(), a.bits());
                out.append(text);
                // A hexadecimal bit pattern needs its type to be read back.
                if (!(mayElideType && a.type().kind() == FloatType.Kind.F64 && !text.startsWith("0x"))) {
                    out.append(" : ");
                    TypePrinter.print(out, a.type(), context);
                }
            }
            case StringAttr a -> {
                escaped(out, a.value());
                if (a.type() != null) {
                    out.append(" : ");
                    TypePrinter.print(out, a.type(), context);
                }
            }
            case UnitAttr a -> out.append("unit");
            case ArrayAttr a -> {
                out.append('[');
                for (int i = 0; i < a.elements().size(); i++) {
                    if (i > 0) {
                        out.append(", ");
                    }
                    print(out, a.elements().get(i), true, context);
                }
                out.append(']');
            }
            case DictionaryAttr a -> dictionary(out, a.entries(), context);
            case TypeAttr a -> TypePrinter.print(out, a.type(), context);
            case SymbolRefAttr a -> {
                symbol(out, a.root());
                for (String n : a.nested()) {
                    out.append("::");
                    symbol(out, n);
                }
            }
            case DenseElementsAttr a -> dense(out, a, context);
            case DenseArrayAttr a -> {
                out.append("array<");
                TypePrinter.print(out, a.elementType(), context);
                for (int i = 0; i < a.elements().size(); i++) {
                    out.append(i == 0 ? ": " : ", ");
                    element(out, a.elements().get(i), a.elementType());
                }
                out.append('>');
            }
            case StridedLayoutAttr a -> {
                out.append("strided<[");
                for (int i = 0; i < a.strides().size(); i++) {
                    out.append(i == 0 ? "" : ", ").append(dynamic(a.strides().get(i)));
                }
                out.append(']');
                if (a.offset() != 0) {
                    out.append(", offset: ").append(dynamic(a.offset()));
                }
                out.append('>');
            }
            case Location l -> {
                out.append("loc(");
                location(out, l, context);
                out.append(')');
            }
            case OpaqueAttr a -> out.append('#').append(a.dialectNamespace()).append(a.body());
            case AffineMapAttr a -> {
                out.append("affine_map<");
                AffinePrinter.print(out, a.map());
                out.append('>');
            }
            case IntegerSetAttr a -> {
                out.append("affine_set<");
                AffinePrinter.print(out, a.set());
                out.append('>');
            }
            case DenseResourceElementsAttr a -> {
                out.append("dense_resource<").append(ResourcePrinter.use(a.name(), a.blob())).append("> : ");
                TypePrinter.print(out, a.type(), context);
            }
            default -> {
                Dialect d = context == null ? null : context.dialect(attribute.dialect());
                if (d == null) {
                    d = Dialect.loadedAnywhere(attribute.dialect());
                }
                if (d == null) {
                    // No context ever loaded the dialect: the opaque form, so that a message can still say it.
                    out.append('#').append(attribute.dialect()).append('<');
                    escaped(out, new String(attribute.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8),
                            java.nio.charset.StandardCharsets.ISO_8859_1));
                    out.append('>');
                    return;
                }
                out.append('#').append(attribute.dialect()).append('.');
                d.printAttribute(attribute, new DialectTextPrinter(out, context));
            }
        }
    }

    private static String dynamic(long v) {
        return v == ShapedType.DYNAMIC ? "?" : Long.toString(v);
    }

    /** {@code {a = 1 : i32, b}}: unit values print as the bare name. */
    static void dictionary(StringBuilder out, List<NamedAttribute> entries, MlirContext context) {
        out.append('{');
        for (int i = 0; i < entries.size(); i++) {
            if (i > 0) {
                out.append(", ");
            }
            NamedAttribute e = entries.get(i);
            key(out, e.name());
            if (!(e.value() instanceof UnitAttr)) {
                out.append(" = ");
                print(out, e.value(), false, context);
            }
        }
        out.append('}');
    }

    /** An attribute name: bare when it is a valid identifier, else quoted. */
    static void key(StringBuilder out, String name) {
        if (isBareIdentifier(name)) {
            out.append(name);
        } else {
            escaped(out, name);
        }
    }

    /** {@code @name}, quoted when not a valid identifier. */
    static void symbol(StringBuilder out, String name) {
        out.append('@');
        if (isBareIdentifier(name)) {
            out.append(name);
        } else {
            escaped(out, name);
        }
    }

    /** Whether {@code s} can be written as a bare identifier: {@code [a-zA-Z_][a-zA-Z0-9_$.]*}. */
    static boolean isBareIdentifier(String s) {
        if (s.isEmpty() || !(Lexer.isLetter(s.charAt(0)) || s.charAt(0) == '_')) {
            return false;
        }
        for (int i = 1; i < s.length(); i++) {
            if (!Lexer.isIdChar(s.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /** {@code bytes} (one char per byte) as a quoted string with MLIR's escapes, as {@link #escaped} writes it. */
    public static String quoted(String bytes) {
        StringBuilder out = new StringBuilder(bytes.length() + 2);
        escaped(out, bytes);
        return out.toString();
    }

    /** A quoted string with MLIR's escapes: {@code \\}, printable ASCII as is, every other byte {@code \XX}. */
    static void escaped(StringBuilder out, String bytes) {
        out.append('"');
        for (int i = 0; i < bytes.length(); i++) {
            char c = bytes.charAt(i);
            if (c == '\\') {
                out.append("\\\\");
            } else if (c >= 0x20 && c < 0x7F && c != '"') {
                out.append(c);
            } else {
                out.append('\\').append(Character.toUpperCase(Character.forDigit(c >> 4, 16)))
                        .append(Character.toUpperCase(Character.forDigit(c & 0xF, 16)));
            }
        }
        out.append('"');
    }

    /**
     * A float as MLIR's {@code printFloatValue} writes it: {@code %.6e}-style when that reads back to the same
     * bits, else APFloat's natural precision when that has a decimal point, else the hexadecimal bit pattern.
     */
    public static String floatText(FloatSemantics semantics, BigInteger bits) {
        FloatSemantics.Category category = semantics.category(bits);
        if (category == FloatSemantics.Category.ZERO || category == FloatSemantics.Category.FINITE) {
            String scientific = semantics.toApString(bits, 6, 0, false);
            if (semantics.fromDecimal(scientific).equals(bits)) {
                return scientific;
            }
            String natural = semantics.toApString(bits, 0, 3, true);
            if (natural.contains(".")) {
                return natural;
            }
        }
        return semantics.toHexLiteral(bits);
    }

    private static void element(StringBuilder out, BigInteger bits, Type elementType) {
        switch (elementType) {
            case FloatType f -> out.append(floatText(f.semantics(), bits));
            case IntegerType i when i.isSignless(1) -> out.append(bits.signum() != 0 ? "true" : "false");
            default -> out.append(bits);
        }
    }

    private static void dense(StringBuilder out, DenseElementsAttr a, MlirContext context) {
        out.append("dense<");
        Type element = a.type().elementType();
        int per = element instanceof ComplexType ? 2 : 1;
        Type part = element instanceof ComplexType c ? c.elementType() : element;
        if (a.splat()) {
            denseElement(out, a.elements(), 0, per, part);
        } else if (a.elements().isEmpty()) {
            // zero elements: 'dense<>'
        } else if (a.type().elementCount() > HEX_THRESHOLD && DenseBlob.supports(element)) {
            out.append('"').append(DenseBlob.toHex(a.elements(), element)).append('"');
        } else {
            int[] next = {0};
            denseNested(out, a, 0, next, per, part);
        }
        out.append("> : ");
        TypePrinter.print(out, a.type(), context);
    }

    private static void denseNested(StringBuilder out, DenseElementsAttr a, int dim, int[] next, int per, Type part) {
        List<Long> shape = a.type().shape();
        if (dim == shape.size()) {
            denseElement(out, a.elements(), next[0]++, per, part);
            return;
        }
        out.append('[');
        for (long i = 0; i < shape.get(dim); i++) {
            if (i > 0) {
                out.append(", ");
            }
            denseNested(out, a, dim + 1, next, per, part);
        }
        out.append(']');
    }

    private static void denseElement(StringBuilder out, List<BigInteger> bits, int index, int per, Type part) {
        if (per == 2) {
            out.append('(');
            element(out, bits.get(2 * index), part);
            out.append(',');
            element(out, bits.get(2 * index + 1), part);
            out.append(')');
        } else {
            element(out, bits.get(index), part);
        }
    }

    /**
     * A location without the {@code loc(...)} around it, as MLIR's {@code printLocationInternal} at the top level:
     * the location itself is written out, the locations inside it print as their aliases when they have one.
     */
    static void location(StringBuilder out, Location location, MlirContext context) {
        switch (location) {
            case Location.Unknown u -> out.append("unknown");
            case Location.FileLineCol f -> {
                escaped(out, f.file());
                out.append(':').append(Integer.toUnsignedString(f.line())).append(':')
                        .append(Integer.toUnsignedString(f.column()));
            }
            case Location.Name n -> {
                escaped(out, n.name());
                if (!(n.child() instanceof Location.Unknown)) {
                    out.append('(');
                    nestedLocation(out, n.child(), context);
                    out.append(')');
                }
            }
            case Location.CallSite c -> {
                out.append("callsite(");
                nestedLocation(out, c.callee(), context);
                out.append(" at ");
                nestedLocation(out, c.caller(), context);
                out.append(')');
            }
            case Location.Fused f -> {
                out.append("fused");
                if (f.metadata() != null) {
                    out.append('<');
                    print(out, f.metadata(), false, context);
                    out.append('>');
                }
                out.append('[');
                for (int i = 0; i < f.locations().size(); i++) {
                    if (i > 0) {
                        out.append(", ");
                    }
                    nestedLocation(out, f.locations().get(i), context);
                }
                out.append(']');
            }
        }
    }

    /** A location inside another: its alias when it has one, else as {@link #location}. */
    private static void nestedLocation(StringBuilder out, Location location, MlirContext context) {
        AliasState aliases = AliasState.current();
        if (aliases == null) {
            location(out, location, context);
        } else if (!aliases.enter(out, location)) {
            location(out, location, context);
            aliases.exit();
        }
    }

    /**
     * MLIR's {@code printTrailingLocation} without the leading space: {@code loc(...)} after an operation
     * ({@code allowAlias}: {@code loc(#loc3)} when it has an alias, and the alias may be defined after the
     * operation) or after a block argument (never through its own alias; the locations inside it may use theirs).
     */
    static void trailingLocation(StringBuilder out, Location location, boolean allowAlias, MlirContext context) {
        out.append("loc(");
        AliasState aliases = AliasState.current();
        if (aliases != null && (allowAlias || aliases.collecting() || aliases.probing())) {
            if (!aliases.enter(out, location, allowAlias)) {
                location(out, location, context);
                aliases.exit();
            }
        } else {
            location(out, location, context);
        }
        out.append(')');
    }

    /** {@code attribute} without its type where MLIR's {@code printAttributeWithoutType} leaves it out. */
    static void printWithoutType(StringBuilder out, Attribute attribute, MlirContext context) {
        switch (attribute) {
            case DenseElementsAttr a -> {
                StringBuilder withType = new StringBuilder();
                dense(withType, a, context);
                out.append(withType, 0, withType.lastIndexOf("> : ") + 1);
            }
            case DenseResourceElementsAttr a -> out.append("dense_resource<")
                    .append(ResourcePrinter.use(a.name(), a.blob())).append('>');
            case IntegerAttr a when !a.isBool() -> out.append(a.value());
            case StringAttr a -> escaped(out, a.value());
            case FloatAttr a -> out.append(floatText(a.type().semantics(), a.bits()));
            default -> print(out, attribute, true, context);
        }
    }
}

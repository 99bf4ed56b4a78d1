import java.util.List;
import java.util.Set;

/**
 * Maps C types to their Java carrier and {@code ValueLayout} (LP64), and holds the Java formatting helpers the
 * writers share: identifier escaping, javadoc snippets and line wrapping at 120 columns.
 */
final class JavaTypes {
    private JavaTypes() {
    }

    /** A Java carrier type, the ValueLayout constant for it, and that constant's class. */
    record Carrier(String java, String layout, String layoutClass) { }

    static final Carrier ADDRESS = new Carrier("MemorySegment", "ValueLayout.ADDRESS", "AddressLayout");
    private static final Carrier INT = new Carrier("int", "ValueLayout.JAVA_INT", "ValueLayout.OfInt");
    private static final Carrier LONG = new Carrier("long", "ValueLayout.JAVA_LONG", "ValueLayout.OfLong");
    private static final Carrier BYTE = new Carrier("byte", "ValueLayout.JAVA_BYTE", "ValueLayout.OfByte");
    private static final Carrier SHORT = new Carrier("short", "ValueLayout.JAVA_SHORT", "ValueLayout.OfShort");
    private static final Carrier FLOAT = new Carrier("float", "ValueLayout.JAVA_FLOAT", "ValueLayout.OfFloat");
    private static final Carrier DOUBLE = new Carrier("double", "ValueLayout.JAVA_DOUBLE", "ValueLayout.OfDouble");
    private static final Carrier BOOLEAN = new Carrier("boolean", "ValueLayout.JAVA_BOOLEAN", "ValueLayout.OfBoolean");

    static final int MAX_LINE = 120;

    private static final Set<String> KEYWORDS = Set.of(
        "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const", "continue",
        "default", "do", "double", "else", "enum", "extends", "final", "finally", "float", "for", "goto", "if",
        "implements", "import", "instanceof", "int", "interface", "long", "native", "new", "package", "private",
        "protected", "public", "return", "short", "static", "strictfp", "super", "switch", "synchronized", "this",
        "throw", "throws", "transient", "try", "void", "volatile", "while", "true", "false", "null", "_");

    /**
     * The carrier of a value of this C type, or null for void. Throws {@link JextractException} with a reason
     * (no symbol name) for types FFM downcalls here cannot carry.
     */
    static Carrier carrier(CModel.Type type) {
        CModel.Type t = CModel.resolve(type);
        return switch (t) {
            case CModel.Pointer p -> ADDRESS;
            case CModel.Array a -> ADDRESS;
            case CModel.Func f -> ADDRESS;
            case CModel.EnumRef e -> INT;
            case CModel.StructRef s -> throw new JextractException(
                (s.decl().union ? "union " : "struct ") + describe(type) + " passed or returned by value is not supported");
            case CModel.Prim p -> switch (p.kind()) {
                case VOID -> null;
                case BOOL -> BOOLEAN;
                case CHAR, SCHAR, UCHAR -> BYTE;
                case SHORT, USHORT -> SHORT;
                case INT, UINT -> INT;
                case LONG, ULONG, LLONG, ULLONG -> LONG;
                case FLOAT -> FLOAT;
                case DOUBLE -> DOUBLE;
                case LDOUBLE -> throw new JextractException("long double is not supported");
            };
            case CModel.Named n -> throw new AssertionError(n);
        };
    }

    private static String describe(CModel.Type t) {
        if (t instanceof CModel.Named n) {
            return n.name();
        }
        CModel.StructDecl d = ((CModel.StructRef) CModel.resolve(t)).decl();
        return d.javaName() != null ? d.javaName() : "<anonymous>";
    }

    /** A C name usable as a Java identifier. */
    static String javaName(String name) {
        return KEYWORDS.contains(name) ? name + "_" : name;
    }

    /** Appends a javadoc comment: {@code text} lines, then {@code code} as a C snippet. */
    static void javadoc(StringBuilder sb, String indent, List<String> text, List<String> code) {
        sb.append(indent).append("/**\n");
        for (String line : text) {
            sb.append(indent).append(" *").append(line.isEmpty() ? "" : " " + line).append('\n');
        }
        if (!code.isEmpty()) {
            sb.append(indent).append(" * {@snippet lang=c :\n");
            for (String line : code) {
                sb.append(indent).append(" * ").append(line).append('\n');
            }
            sb.append(indent).append(" * }\n");
        }
        sb.append(indent).append(" */\n");
    }

    /** Word-wraps prose so that {@code prefix + line} stays within the line limit. */
    static List<String> wrapWords(String text, int prefixLength) {
        List<String> lines = new java.util.ArrayList<>();
        StringBuilder cur = new StringBuilder();
        for (String w : text.split(" ")) {
            if (!cur.isEmpty() && prefixLength + cur.length() + 1 + w.length() > MAX_LINE) {
                lines.add(cur.toString());
                cur.setLength(0);
            }
            cur.append(cur.isEmpty() ? "" : " ").append(w);
        }
        lines.add(cur.toString());
        return lines;
    }

    /**
     * Appends {@code indent + head + items + tail} on one line if it fits, else breaks after {@code head} and fills
     * the items (comma-separated) onto lines indented by {@code contIndent}.
     */
    static void wrapped(StringBuilder sb, String indent, String head, List<String> items, String tail,
                        String contIndent) {
        String one = indent + head + String.join(", ", items) + tail;
        if (one.length() <= MAX_LINE || items.isEmpty()) {
            sb.append(one).append('\n');
            return;
        }
        sb.append(indent).append(head).append('\n');
        StringBuilder line = new StringBuilder(contIndent);
        for (int i = 0; i < items.size(); i++) {
            String item = items.get(i) + (i + 1 < items.size() ? "," : tail);
            if (line.length() > contIndent.length() && line.length() + 1 + item.length() > MAX_LINE) {
                sb.append(line).append('\n');
                line.setLength(0);
                line.append(contIndent);
            }
            line.append(line.length() > contIndent.length() ? " " : "").append(item);
        }
        sb.append(line).append('\n');
    }

    /** Appends a method whose body is one statement: on one line if it fits, else as a block. */
    static void method(StringBuilder sb, String indent, String signature, String statement) {
        String one = indent + signature + " { " + statement + " }";
        if (one.length() <= MAX_LINE) {
            sb.append(one).append('\n');
        } else {
            sb.append(indent).append(signature).append(" {\n");
            sb.append(indent).append("    ").append(statement).append('\n');
            sb.append(indent).append("}\n");
        }
    }
}

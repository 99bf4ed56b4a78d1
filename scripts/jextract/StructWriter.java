import java.util.ArrayList;
import java.util.List;
import java.util.SequencedSet;
import java.util.TreeSet;

/**
 * Lays out C structs with natural (LP64) alignment and writes one jextract-style class per struct: its
 * {@code GroupLayout} with explicit padding, and offset/getter/setter per field plus allocation helpers.
 */
final class StructWriter {
    private StructWriter() {
    }

    /** A laid-out field: a scalar ({@code carrier} set) or a nested struct ({@code nested} set). */
    private record Slot(CModel.Field field, long offset, JavaTypes.Carrier carrier, CModel.StructDecl nested) { }

    /** Size and alignment in bytes. */
    private record Extent(long size, long align) { }

    /**
     * Adds a struct, after the structs its fields embed, to {@code out}; throws a {@link JextractException}
     * with the reason if it cannot be laid out.
     */
    static void collect(CModel.StructDecl d, SequencedSet<CModel.StructDecl> out) {
        if (out.contains(d)) {
            return;
        }
        if (d.fields == null) {
            throw new JextractException("opaque struct has no layout");
        }
        if (d.union) {
            throw new JextractException("unions are not supported");
        }
        if (d.javaName() == null) {
            throw new JextractException("anonymous struct without a typedef name");
        }
        for (CModel.Field f : d.fields) {
            if (f.name() == null || f.bitWidth() >= 0) {
                throw new JextractException("field '" + f.spelling() + "' (anonymous member or bit-field) is not "
                    + "supported");
            }
            CModel.Type t = CModel.resolve(f.type());
            if (t instanceof CModel.Array) {
                throw new JextractException("array field '" + f.name() + "' is not supported");
            }
            if (t instanceof CModel.StructRef s) {
                collect(s.decl(), out);
            } else {
                JavaTypes.carrier(t);
            }
        }
        out.add(d);
    }

    private static Extent extent(CModel.Type type) {
        CModel.Type t = CModel.resolve(type);
        return switch (t) {
            case CModel.StructRef s -> {
                long off = 0;
                long align = 1;
                for (CModel.Field f : s.decl().fields) {
                    Extent e = extent(f.type());
                    off = (off + e.align() - 1) / e.align() * e.align() + e.size();
                    align = Math.max(align, e.align());
                }
                yield new Extent((off + align - 1) / align * align, align);
            }
            case CModel.Prim p -> new Extent(p.kind().size, p.kind().size);
            default -> new Extent(8, 8);
        };
    }

    /** The source of the class for struct {@code d} (already checked by {@link #collect}). */
    static String write(CModel.StructDecl d) {
        String cls = d.javaName();
        List<Slot> slots = new ArrayList<>();
        List<String> elements = new ArrayList<>();
        long off = 0;
        long align = 1;
        TreeSet<String> imports = new TreeSet<>(List.of("java.lang.foreign.GroupLayout",
            "java.lang.foreign.MemoryLayout", "java.lang.foreign.MemorySegment", "java.lang.foreign.SegmentAllocator"));
        for (CModel.Field f : d.fields) {
            Extent e = extent(f.type());
            long aligned = (off + e.align() - 1) / e.align() * e.align();
            if (aligned > off) {
                elements.add("MemoryLayout.paddingLayout(" + (aligned - off) + ")");
            }
            CModel.Type t = CModel.resolve(f.type());
            if (t instanceof CModel.StructRef s) {
                slots.add(new Slot(f, aligned, null, s.decl()));
                elements.add(s.decl().javaName() + ".layout().withName(\"" + f.name() + "\")");
            } else {
                JavaTypes.Carrier c = JavaTypes.carrier(t);
                slots.add(new Slot(f, aligned, c, null));
                elements.add(c.layout() + ".withName(\"" + f.name() + "\")");
                imports.add("java.lang.foreign.ValueLayout");
                if (c.layoutClass().equals("AddressLayout")) {
                    imports.add("java.lang.foreign.AddressLayout");
                }
            }
            off = aligned + e.size();
            align = Math.max(align, e.align());
        }
        long size = (off + align - 1) / align * align;
        if (size > off) {
            elements.add("MemoryLayout.paddingLayout(" + (size - off) + ")");
        }

        List<String> definition = new ArrayList<>();
        definition.add((d.typedefName != null ? "typedef " : "") + "struct " + (d.tag != null ? d.tag + " " : "") + "{");
        for (CModel.Field f : d.fields) {
            definition.add("    " + f.spelling() + ";");
        }
        definition.add("}" + (d.typedefName != null ? " " + d.typedefName : ""));

        StringBuilder sb = new StringBuilder(BindingWriter.FIRST_LINE);
        sb.append("package ").append(BindingWriter.PACKAGE).append(";\n\n");
        for (String imp : imports) {
            sb.append("import ").append(imp).append(";\n");
        }
        sb.append('\n');
        JavaTypes.javadoc(sb, "", JavaTypes.wrapWords("Layout of the C struct {@code " + cls + "} from the LLVM-C "
            + "header {@code " + d.owner + "}, generated by scripts/jextract.sh from bindings/symbols.txt; do not "
            + "edit.", 3), definition);
        sb.append("public final class ").append(cls).append(" {\n");
        sb.append("    private ").append(cls).append("() { }\n\n");
        sb.append("    private static final GroupLayout $LAYOUT = MemoryLayout.structLayout(\n");
        for (int i = 0; i < elements.size(); i++) {
            sb.append("        ").append(elements.get(i)).append(i + 1 < elements.size() ? ",\n" : "\n");
        }
        sb.append("    ).withName(\"").append(cls).append("\");\n\n");
        sb.append("    /** The layout of this struct. */\n");
        sb.append("    public static GroupLayout layout() { return $LAYOUT; }\n");
        for (Slot s : slots) {
            field(sb, s);
        }
        sb.append('\n');
        sb.append("    /** The size of this struct in bytes. */\n");
        sb.append("    public static long sizeof() { return layout().byteSize(); }\n\n");
        sb.append("    /** Allocates one struct with the given allocator. */\n");
        sb.append("    public static MemorySegment allocate(SegmentAllocator allocator) { "
            + "return allocator.allocate(layout()); }\n\n");
        sb.append("    /** Allocates an array of {@code count} structs with the given allocator. */\n");
        sb.append("    public static MemorySegment allocateArray(long count, SegmentAllocator allocator) {\n");
        sb.append("        return allocator.allocate(MemoryLayout.sequenceLayout(count, layout()));\n");
        sb.append("    }\n\n");
        sb.append("    /** The element at {@code index} of an array of these structs. */\n");
        sb.append("    public static MemorySegment asSlice(MemorySegment array, long index) { "
            + "return array.asSlice(layout().byteSize() * index); }\n");
        sb.append("}\n");
        return sb.toString();
    }

    private static void field(StringBuilder sb, Slot s) {
        String n = JavaTypes.javaName(s.field().name());
        String c = s.field().name();
        List<String> snippet = List.of(s.field().spelling());
        String layoutClass = s.carrier() != null ? s.carrier().layoutClass() : "GroupLayout";
        sb.append('\n');
        sb.append("    private static final ").append(layoutClass).append(' ').append(n).append("$LAYOUT =\n");
        sb.append("        (").append(layoutClass).append(") $LAYOUT.select(MemoryLayout.PathElement.groupElement(\"")
            .append(c).append("\"));\n\n");
        JavaTypes.javadoc(sb, "    ", List.of("Layout for field:"), snippet);
        JavaTypes.method(sb, "    ", "public static " + layoutClass + " " + n + "$layout()", "return " + n + "$LAYOUT;");
        sb.append('\n');
        sb.append("    private static final long ").append(n).append("$OFFSET = ").append(s.offset()).append("L;\n\n");
        JavaTypes.javadoc(sb, "    ", List.of("Offset for field:"), snippet);
        JavaTypes.method(sb, "    ", "public static long " + n + "$offset()", "return " + n + "$OFFSET;");
        sb.append('\n');
        JavaTypes.javadoc(sb, "    ", List.of("Getter for field:"), snippet);
        if (s.carrier() != null) {
            String j = s.carrier().java();
            JavaTypes.method(sb, "    ", "public static " + j + " " + n + "(MemorySegment struct)",
                "return struct.get(" + n + "$LAYOUT, " + n + "$OFFSET);");
            sb.append('\n');
            JavaTypes.javadoc(sb, "    ", List.of("Setter for field:"), snippet);
            JavaTypes.method(sb, "    ", "public static void " + n + "(MemorySegment struct, " + j + " fieldValue)",
                "struct.set(" + n + "$LAYOUT, " + n + "$OFFSET, fieldValue);");
        } else {
            String size = s.nested().javaName() + ".layout().byteSize()";
            JavaTypes.method(sb, "    ", "public static MemorySegment " + n + "(MemorySegment struct)",
                "return struct.asSlice(" + n + "$OFFSET, " + size + ");");
            sb.append('\n');
            JavaTypes.javadoc(sb, "    ", List.of("Setter for field:"), snippet);
            JavaTypes.method(sb, "    ", "public static void " + n + "(MemorySegment struct, MemorySegment fieldValue)",
                "MemorySegment.copy(fieldValue, 0L, struct, " + n + "$OFFSET, " + size + ");");
        }
    }
}

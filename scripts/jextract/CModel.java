import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The declarations model: C types and the top-level declarations the parser found. Every declaration keeps its
 * owning header (see {@link Token#owner()}) and its position in the token stream, which orders output members.
 */
final class CModel {
    private CModel() {
    }

    /** A C type. */
    sealed interface Type permits Prim, Named, Pointer, Array, Func, StructRef, EnumRef { }

    /** Arithmetic and void types; size in bytes (LP64), 0 for void. */
    enum PrimKind {
        VOID(0), BOOL(1), CHAR(1), SCHAR(1), UCHAR(1), SHORT(2), USHORT(2), INT(4), UINT(4), LONG(8), ULONG(8),
        LLONG(8), ULLONG(8), FLOAT(4), DOUBLE(8), LDOUBLE(16);

        final int size;

        PrimKind(int size) {
            this.size = size;
        }
    }

    /** An arithmetic or void type. */
    record Prim(PrimKind kind) implements Type { }

    /** A use of a typedef name; {@code target} is what it stands for. */
    record Named(String name, Type target) implements Type { }

    /** A pointer. */
    record Pointer(Type pointee) implements Type { }

    /** An array; {@code length} is -1 when unspecified. */
    record Array(Type element, long length) implements Type { }

    /** A function type. */
    record Func(Type result, List<Param> params, boolean variadic) implements Type { }

    /** A function parameter; {@code name} may be null. */
    record Param(String name, Type type) { }

    /** A struct or union type. */
    record StructRef(StructDecl decl) implements Type { }

    /** An enum type. */
    record EnumRef(EnumDecl decl) implements Type { }

    /** Strips typedef names. */
    static Type resolve(Type t) {
        while (t instanceof Named n) {
            t = n.target();
        }
        return t;
    }

    /** A struct member; {@code spelling} is its declaration as written, {@code bitWidth} -1 if not a bit-field. */
    record Field(String name, Type type, String spelling, int bitWidth) { }

    /** A struct or union; {@code fields} is null while it is incomplete (opaque). */
    static final class StructDecl {
        final String tag;
        final boolean union;
        final String owner;
        List<Field> fields;
        String typedefName;

        StructDecl(String tag, boolean union, String owner) {
            this.tag = tag;
            this.union = union;
            this.owner = owner;
        }

        /** The Java class name: the typedef naming it directly, else its tag. */
        String javaName() {
            return typedefName != null ? typedefName : tag;
        }
    }

    /** An enum; {@code constants} are in declaration order. */
    static final class EnumDecl {
        final String tag;
        final String owner;
        final List<EnumConst> constants = new ArrayList<>();
        String typedefName;

        EnumDecl(String tag, String owner) {
            this.tag = tag;
            this.owner = owner;
        }

        /** The name jextract shows in its javadoc, or null for a truly anonymous enum. */
        String displayName() {
            return tag != null ? tag : typedefName;
        }
    }

    /** An enumerator with its value converted to C {@code int}. */
    record EnumConst(String name, int value, EnumDecl owner, String header, int position) { }

    /** A function declaration; {@code prototype} is the declaration normalised to one line. */
    record Function(String name, Func type, String prototype, String header, int position, boolean hasSymbol) { }

    /** A typedef. */
    record Typedef(String name, Type type, String header) { }

    /** Everything the parser collected; maps iterate in declaration order. */
    static final class Unit {
        final Map<String, Function> functions = new LinkedHashMap<>();
        final Map<String, EnumConst> constants = new LinkedHashMap<>();
        final Map<String, Typedef> typedefs = new LinkedHashMap<>();
        final Map<String, StructDecl> structTags = new LinkedHashMap<>();
        final Map<String, EnumDecl> enumTags = new LinkedHashMap<>();
        final List<EnumDecl> enums = new ArrayList<>();
    }
}

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * Parses the preprocessed token stream into top-level declarations ({@link CModel.Unit}): typedefs, structs,
 * enums with evaluated constants, and function declarations; bodies of {@code static inline} functions are skipped.
 */
final class HeaderParser {
    /** The types the ignored system headers would have provided. */
    private static final Map<String, CModel.PrimKind> BUILTIN_TYPEDEFS = Map.ofEntries(
        Map.entry("int8_t", CModel.PrimKind.SCHAR), Map.entry("uint8_t", CModel.PrimKind.UCHAR),
        Map.entry("int16_t", CModel.PrimKind.SHORT), Map.entry("uint16_t", CModel.PrimKind.USHORT),
        Map.entry("int32_t", CModel.PrimKind.INT), Map.entry("uint32_t", CModel.PrimKind.UINT),
        Map.entry("int64_t", CModel.PrimKind.LONG), Map.entry("uint64_t", CModel.PrimKind.ULONG),
        Map.entry("intptr_t", CModel.PrimKind.LONG), Map.entry("uintptr_t", CModel.PrimKind.ULONG),
        Map.entry("intmax_t", CModel.PrimKind.LONG), Map.entry("uintmax_t", CModel.PrimKind.ULONG),
        Map.entry("size_t", CModel.PrimKind.ULONG), Map.entry("ssize_t", CModel.PrimKind.LONG),
        Map.entry("ptrdiff_t", CModel.PrimKind.LONG), Map.entry("off_t", CModel.PrimKind.LONG));

    private static final Set<String> TYPE_KEYWORDS = Set.of(
        "void", "char", "short", "int", "long", "float", "double", "signed", "unsigned", "_Bool", "bool");
    private static final Set<String> QUALIFIERS = Set.of(
        "const", "volatile", "restrict", "__restrict", "__restrict__", "register", "auto", "_Noreturn");
    private static final Set<String> STORAGE = Set.of(
        "typedef", "extern", "static", "inline", "__inline", "__inline__", "__extension__");
    private static final Set<String> ATTRIBUTES = Set.of("__attribute__", "__declspec", "__asm__", "__asm");

    private final List<Token> toks;
    private final CModel.Unit unit = new CModel.Unit();
    private int pos;

    private HeaderParser(List<Token> toks) {
        this.toks = toks;
    }

    /** Parses a whole preprocessed translation unit. */
    static CModel.Unit parse(List<Token> toks) {
        HeaderParser p = new HeaderParser(toks);
        int linkageBlocks = 0;
        while (p.pos < toks.size()) {
            if (p.accept(";")) {
                continue;
            }
            if (p.peek().is("extern") && p.pos + 1 < toks.size() && toks.get(p.pos + 1).kind() == Token.Kind.STRING) {
                p.pos += 2;
                linkageBlocks += p.accept("{") ? 1 : 0;
                continue;
            }
            if (linkageBlocks > 0 && p.accept("}")) {
                linkageBlocks--;
                continue;
            }
            p.declaration();
        }
        return p.unit;
    }

    // ---- token helpers -------------------------------------------------------------------------------------

    private Token peek() {
        return pos < toks.size() ? toks.get(pos) : toks.getLast();
    }

    private Token peekAt(int ahead) {
        int i = pos + ahead;
        return i < toks.size() ? toks.get(i) : null;
    }

    private boolean accept(String s) {
        if (pos < toks.size() && toks.get(pos).is(s)) {
            pos++;
            return true;
        }
        return false;
    }

    private Token expect(String s) {
        if (!accept(s)) {
            throw error("expected '" + s + "'");
        }
        return toks.get(pos - 1);
    }

    private JextractException error(String msg) {
        String at = pos < toks.size() ? " at '" + toks.get(pos).text() + "'" : " at end of input";
        return new JextractException(peek().where() + ": " + msg + at);
    }

    private void skipBalanced(String open, String close) {
        int level = 0;
        do {
            if (pos >= toks.size()) {
                throw error("unbalanced '" + open + "'");
            }
            Token t = toks.get(pos++);
            level += t.is(open) ? 1 : t.is(close) ? -1 : 0;
        } while (level > 0);
    }

    private void skipAttributes() {
        while (pos < toks.size() && ATTRIBUTES.contains(peek().text()) && peek().isIdent()) {
            pos++;
            skipBalanced("(", ")");
        }
    }

    /** Joins tokens on one line the way the C prototypes are usually written. */
    static String spell(List<Token> ts) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < ts.size(); i++) {
            Token t = ts.get(i);
            if (i > 0) {
                Token p = ts.get(i - 1);
                boolean space;
                if (t.is(",") || t.is(")") || t.is("]") || t.is("[") || t.is(";")) {
                    space = false;
                } else if (p.is("(") || p.is("[") || p.is("*")) {
                    space = false;
                } else if (t.is("(")) {
                    space = i + 1 < ts.size() && (ts.get(i + 1).is("*") || ts.get(i + 1).is("^"));
                } else {
                    space = true;
                }
                if (space) {
                    sb.append(' ');
                }
            }
            sb.append(t.text());
        }
        return sb.toString();
    }

    // ---- declarations --------------------------------------------------------------------------------------

    /** Declaration specifiers: the base type, storage flags, and the tokens that spell the type. */
    private record Spec(CModel.Type type, boolean typedef, boolean noSymbol, List<Token> spelling) { }

    /** A declarator: the declared name (null if abstract) and how it wraps the base type. */
    private record Declarator(Token name, int nameIndex, UnaryOperator<CModel.Type> wrap) { }

    private void declaration() {
        Spec spec = specifiers();
        if (accept(";")) {
            return;
        }
        while (true) {
            int start = pos;
            Declarator d = declarator();
            List<Token> spelled = new ArrayList<>(spec.spelling());
            spelled.addAll(toks.subList(start, pos));
            skipAttributes();
            CModel.Type type = d.wrap().apply(spec.type());
            if (d.name() == null) {
                throw error("declaration without a name");
            }
            String name = d.name().text();
            if (spec.typedef()) {
                typedef(name, type, d.name());
            } else if (CModel.resolve(type) instanceof CModel.Func f) {
                boolean definition = pos < toks.size() && peek().is("{");
                unit.functions.putIfAbsent(name, new CModel.Function(name, f, spell(spelled), d.name().owner(),
                    d.nameIndex(), !spec.noSymbol() && !definition));
                if (definition) {
                    skipBalanced("{", "}");
                    return;
                }
            }
            if (accept(",")) {
                continue;
            }
            expect(";");
            return;
        }
    }

    private void typedef(String name, CModel.Type type, Token nameTok) {
        unit.typedefs.putIfAbsent(name, new CModel.Typedef(name, type, nameTok.owner()));
        if (type instanceof CModel.StructRef s && s.decl().typedefName == null) {
            s.decl().typedefName = name;
        } else if (type instanceof CModel.EnumRef e && e.decl().typedefName == null) {
            e.decl().typedefName = name;
        }
    }

    private Spec specifiers() {
        List<Token> spelling = new ArrayList<>();
        boolean typedef = false;
        boolean noSymbol = false;
        List<String> keywords = new ArrayList<>();
        CModel.Type type = null;
        while (pos < toks.size() && peek().isIdent()) {
            Token t = peek();
            String s = t.text();
            if (QUALIFIERS.contains(s)) {
                spelling.add(t);
                pos++;
            } else if (STORAGE.contains(s)) {
                typedef |= s.equals("typedef");
                noSymbol |= !s.equals("typedef") && !s.equals("extern") && !s.equals("__extension__");
                pos++;
            } else if (ATTRIBUTES.contains(s)) {
                skipAttributes();
            } else if (TYPE_KEYWORDS.contains(s) && type == null) {
                keywords.add(s);
                spelling.add(t);
                pos++;
            } else if ((s.equals("struct") || s.equals("union") || s.equals("enum")) && type == null
                    && keywords.isEmpty()) {
                type = s.equals("enum") ? enumSpecifier(spelling) : structSpecifier(spelling);
            } else if (type == null && keywords.isEmpty() && isTypeName(s)) {
                CModel.Typedef td = unit.typedefs.get(s);
                type = new CModel.Named(s, td != null ? td.type() : new CModel.Prim(BUILTIN_TYPEDEFS.get(s)));
                spelling.add(t);
                pos++;
            } else {
                break;
            }
        }
        if (type == null) {
            type = primitive(keywords);
        }
        return new Spec(type, typedef, noSymbol, spelling);
    }

    private boolean isTypeName(String s) {
        return unit.typedefs.containsKey(s) || BUILTIN_TYPEDEFS.containsKey(s);
    }

    private CModel.Type primitive(List<String> kw) {
        if (kw.isEmpty()) {
            throw error("expected a type");
        }
        int longs = (int) kw.stream().filter("long"::equals).count();
        boolean unsigned = kw.contains("unsigned");
        CModel.PrimKind k;
        if (kw.contains("void")) {
            k = CModel.PrimKind.VOID;
        } else if (kw.contains("_Bool") || kw.contains("bool")) {
            k = CModel.PrimKind.BOOL;
        } else if (kw.contains("char")) {
            k = unsigned ? CModel.PrimKind.UCHAR : kw.contains("signed") ? CModel.PrimKind.SCHAR : CModel.PrimKind.CHAR;
        } else if (kw.contains("short")) {
            k = unsigned ? CModel.PrimKind.USHORT : CModel.PrimKind.SHORT;
        } else if (kw.contains("float")) {
            k = CModel.PrimKind.FLOAT;
        } else if (kw.contains("double")) {
            k = longs > 0 ? CModel.PrimKind.LDOUBLE : CModel.PrimKind.DOUBLE;
        } else if (longs == 1) {
            k = unsigned ? CModel.PrimKind.ULONG : CModel.PrimKind.LONG;
        } else if (longs == 2) {
            k = unsigned ? CModel.PrimKind.ULLONG : CModel.PrimKind.LLONG;
        } else {
            k = unsigned ? CModel.PrimKind.UINT : CModel.PrimKind.INT;
        }
        return new CModel.Prim(k);
    }

    private Declarator declarator() {
        int pointers = 0;
        while (accept("*")) {
            pointers++;
            while (pos < toks.size() && QUALIFIERS.contains(peek().text())) {
                pos++;
            }
            skipAttributes();
        }
        Declarator inner = null;
        Token name = null;
        int nameIndex = -1;
        Token after = peekAt(1);
        if (peek().is("(") && after != null && (after.is("*") || after.is("^"))) {
            pos++;
            inner = declarator();
            expect(")");
        } else if (pos < toks.size() && peek().isIdent() && !ATTRIBUTES.contains(peek().text())) {
            nameIndex = pos;
            name = toks.get(pos++);
        }
        List<UnaryOperator<CModel.Type>> suffixes = new ArrayList<>();
        while (pos < toks.size()) {
            if (accept("[")) {
                int start = pos;
                pos--;
                skipBalanced("[", "]");
                List<Token> expr = toks.subList(start, pos - 1);
                long len = expr.isEmpty() ? -1 : ConstExpr.eval(expr, this::constantValue, false).bits();
                suffixes.add(t -> new CModel.Array(t, len));
            } else if (peek().is("(")) {
                CModel.Func f = parameters();
                suffixes.add(t -> new CModel.Func(t, f.params(), f.variadic()));
            } else {
                break;
            }
        }
        final int ptrs = pointers;
        final Declarator in = inner;
        UnaryOperator<CModel.Type> wrap = base -> {
            CModel.Type t = base;
            for (int i = 0; i < ptrs; i++) {
                t = new CModel.Pointer(t);
            }
            for (int i = suffixes.size() - 1; i >= 0; i--) {
                t = suffixes.get(i).apply(t);
            }
            return in == null ? t : in.wrap().apply(t);
        };
        return in != null ? new Declarator(in.name(), in.nameIndex(), wrap) : new Declarator(name, nameIndex, wrap);
    }

    /** Parses {@code (params)}; the result type of the returned Func is a placeholder. */
    private CModel.Func parameters() {
        expect("(");
        List<CModel.Param> params = new ArrayList<>();
        boolean variadic = false;
        Token after = peekAt(1);
        if (accept(")")) {
            return new CModel.Func(null, List.of(), false);
        }
        if (peek().is("void") && after != null && after.is(")")) {
            pos += 2;
            return new CModel.Func(null, List.of(), false);
        }
        while (true) {
            if (accept("...")) {
                variadic = true;
                expect(")");
                break;
            }
            Spec s = specifiers();
            Declarator d = declarator();
            CModel.Type t = d.wrap().apply(s.type());
            if (t instanceof CModel.Array a) {
                t = new CModel.Pointer(a.element());
            } else if (t instanceof CModel.Func) {
                t = new CModel.Pointer(t);
            }
            params.add(new CModel.Param(d.name() == null ? null : d.name().text(), t));
            if (!accept(",")) {
                expect(")");
                break;
            }
        }
        return new CModel.Func(null, List.copyOf(params), variadic);
    }

    private ConstExpr.Value constantValue(String name) {
        CModel.EnumConst c = unit.constants.get(name);
        return c == null ? null : ConstExpr.Value.ofInt(c.value());
    }

    private CModel.Type structSpecifier(List<Token> spelling) {
        Token kw = toks.get(pos++);
        spelling.add(kw);
        boolean union = kw.is("union");
        CModel.StructDecl decl = null;
        if (pos < toks.size() && peek().isIdent()) {
            Token tag = toks.get(pos++);
            spelling.add(tag);
            decl = unit.structTags.computeIfAbsent(tag.text(), k -> new CModel.StructDecl(k, union, tag.owner()));
        }
        if (accept("{")) {
            if (decl == null) {
                decl = new CModel.StructDecl(null, union, kw.owner());
            } else if (decl.fields != null) {
                throw error("redefinition of struct " + decl.tag);
            }
            List<CModel.Field> fields = new ArrayList<>();
            while (!accept("}")) {
                Spec fs = specifiers();
                if (accept(";")) {
                    fields.add(new CModel.Field(null, fs.type(), spell(fs.spelling()), -1));
                    continue;
                }
                do {
                    int start = pos;
                    Declarator d = declarator();
                    List<Token> spelled = new ArrayList<>(fs.spelling());
                    spelled.addAll(toks.subList(start, pos));
                    int width = -1;
                    if (accept(":")) {
                        int from = pos;
                        while (!peek().is(",") && !peek().is(";")) {
                            pos++;
                        }
                        width = (int) ConstExpr.eval(toks.subList(from, pos), this::constantValue, false).bits();
                    }
                    skipAttributes();
                    fields.add(new CModel.Field(d.name() == null ? null : d.name().text(), d.wrap().apply(fs.type()),
                        spell(spelled), width));
                } while (accept(","));
                expect(";");
            }
            decl.fields = List.copyOf(fields);
        }
        if (decl == null) {
            throw error("struct without tag or body");
        }
        return new CModel.StructRef(decl);
    }

    private CModel.Type enumSpecifier(List<Token> spelling) {
        Token kw = toks.get(pos++);
        spelling.add(kw);
        Token tag = null;
        CModel.EnumDecl decl = null;
        if (pos < toks.size() && peek().isIdent()) {
            tag = toks.get(pos++);
            spelling.add(tag);
            decl = unit.enumTags.get(tag.text());
        }
        if (accept("{")) {
            if (decl == null) {
                decl = new CModel.EnumDecl(tag == null ? null : tag.text(), (tag == null ? kw : tag).owner());
                unit.enums.add(decl);
                if (tag != null) {
                    unit.enumTags.put(tag.text(), decl);
                }
            } else if (!decl.constants.isEmpty()) {
                throw error("redefinition of enum " + decl.tag);
            }
            ConstExpr.Value prev = null;
            while (!accept("}")) {
                if (!peek().isIdent()) {
                    throw error("expected an enumerator");
                }
                int at = pos;
                Token name = toks.get(pos++);
                ConstExpr.Value v;
                if (accept("=")) {
                    int from = pos;
                    int level = 0;
                    while (pos < toks.size() && !(level == 0 && (peek().is(",") || peek().is("}")))) {
                        level += peek().is("(") ? 1 : peek().is(")") ? -1 : 0;
                        pos++;
                    }
                    v = ConstExpr.eval(toks.subList(from, pos), this::constantValue, false);
                } else {
                    v = prev == null ? ConstExpr.Value.ofInt(0) : ConstExpr.Value.of(prev.bits() + 1, prev.unsigned(),
                        prev.wide());
                }
                prev = v;
                CModel.EnumConst c = new CModel.EnumConst(name.text(), (int) v.bits(), decl, name.owner(), at);
                decl.constants.add(c);
                unit.constants.putIfAbsent(c.name(), c);
                if (!accept(",")) {
                    expect("}");
                    break;
                }
            }
        } else if (decl == null) {
            if (tag == null) {
                throw error("enum without tag or body");
            }
            decl = new CModel.EnumDecl(tag.text(), tag.owner());
            unit.enumTags.put(tag.text(), decl);
        }
        return new CModel.EnumRef(decl);
    }
}

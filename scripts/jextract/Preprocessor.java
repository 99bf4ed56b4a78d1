import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A small C preprocessor: conditionals, {@code #include "..."} against a {@link HeaderSource} ({@code <...>} is
 * ignored), object- and function-like macros with {@code #}, {@code ##} and hide sets, {@code #undef},
 * {@code #error} and {@code _Pragma} removal. It turns a list of root headers into one token stream, like a
 * translation unit that includes each root in turn.
 */
final class Preprocessor {
    /** A macro definition; {@code params} is null for object-like macros. */
    record Macro(String name, List<String> params, boolean variadic, List<Token> body) {
        boolean functionLike() {
            return params != null;
        }
    }

    /** Stands in for what {@code <stdint.h>} and the compiler would predefine (system headers are not read). */
    private static final String BUILTIN = """
        #define __STDC__ 1
        #define __STDC_VERSION__ 201710L
        #define INT8_MAX 127
        #define INT16_MAX 32767
        #define INT32_MAX 2147483647
        #define INT64_MAX 9223372036854775807L
        #define INT8_MIN (-INT8_MAX - 1)
        #define INT16_MIN (-INT16_MAX - 1)
        #define INT32_MIN (-INT32_MAX - 1)
        #define INT64_MIN (-INT64_MAX - 1)
        #define UINT8_MAX 255
        #define UINT16_MAX 65535
        #define UINT32_MAX 4294967295U
        #define UINT64_MAX 18446744073709551615UL
        #define SIZE_MAX UINT64_MAX
        #define INT8_C(c) c
        #define INT16_C(c) c
        #define INT32_C(c) c
        #define INT64_C(c) c ## L
        #define UINT8_C(c) c
        #define UINT16_C(c) c
        #define UINT32_C(c) c ## U
        #define UINT64_C(c) c ## UL
        #define INTMAX_C(c) c ## L
        #define UINTMAX_C(c) c ## UL
        """;

    private static final int MAX_INCLUDE_DEPTH = 64;

    private final HeaderSource source;
    private final Map<String, Macro> macros = new HashMap<>();
    private final List<Token> out = new ArrayList<>();
    private int depth;

    Preprocessor(HeaderSource source) {
        this.source = source;
        processText(BUILTIN, "<built-in>", "<built-in>");
        if (!out.isEmpty()) {
            throw new JextractException("built-in definitions produced tokens");
        }
    }

    /** Preprocesses each root in order (include guards skip repeats) and returns all resulting tokens. */
    List<Token> run(List<String> roots) {
        for (String root : roots) {
            processFile(root, root);
        }
        return out;
    }

    /** The macro with this name as defined at the end of preprocessing, or null. */
    Macro macro(String name) {
        return macros.get(name);
    }

    private void processFile(String path, String owner) {
        String text = source.read(path);
        if (text == null) {
            throw new JextractException("header not found: " + path);
        }
        if (++depth > MAX_INCLUDE_DEPTH) {
            throw new JextractException(path + ": #include nested too deeply");
        }
        processText(text, path, owner);
        depth--;
    }

    /** One level of {@code #if} nesting. */
    private static final class Cond {
        final boolean parentActive;
        boolean taken;
        boolean anyTaken;
        boolean sawElse;

        Cond(boolean parentActive, boolean taken) {
            this.parentActive = parentActive;
            this.taken = parentActive && taken;
            this.anyTaken = !parentActive || taken;
        }
    }

    private void processText(String text, String file, String owner) {
        List<Token> toks = Lexer.lex(text, file, owner);
        ArrayDeque<Cond> conds = new ArrayDeque<>();
        Stream s = new Stream(toks, true);
        while (s.pos < toks.size()) {
            boolean active = conds.isEmpty() || conds.peek().taken;
            if (s.atDirective()) {
                int end = s.pos + 1;
                while (end < toks.size() && !toks.get(end).bol()) {
                    end++;
                }
                List<Token> line = toks.subList(s.pos, end);
                s.pos = end;
                directive(line, conds, active, file, owner);
            } else if (!active) {
                s.pos++;
                while (s.pos < toks.size() && !s.atDirective()) {
                    s.pos++;
                }
            } else {
                expand(s, out);
            }
        }
        if (!conds.isEmpty()) {
            throw new JextractException(file + ": unterminated #if");
        }
    }

    private void directive(List<Token> line, ArrayDeque<Cond> conds, boolean active, String file, String owner) {
        if (line.size() == 1) {
            return;
        }
        Token d = line.get(1);
        List<Token> rest = line.subList(2, line.size());
        switch (d.text()) {
            case "if" -> conds.push(new Cond(active, active && condition(rest)));
            case "ifdef", "ifndef" -> {
                boolean def = active && macros.containsKey(name(rest, d));
                conds.push(new Cond(active, d.text().equals("ifdef") == def));
            }
            case "elif", "else" -> {
                Cond c = conds.peek();
                if (c == null || c.sawElse) {
                    throw new JextractException(d.where() + ": unexpected #" + d.text());
                }
                boolean now = !c.anyTaken && (d.text().equals("else") || condition(rest));
                c.sawElse = d.text().equals("else");
                c.taken = now;
                c.anyTaken |= now;
            }
            case "endif" -> {
                if (conds.poll() == null) {
                    throw new JextractException(d.where() + ": unexpected #endif");
                }
            }
            default -> {
                if (active) {
                    activeDirective(d, rest, file, owner);
                }
            }
        }
    }

    private void activeDirective(Token d, List<Token> rest, String file, String owner) {
        switch (d.text()) {
            case "define" -> define(rest, d);
            case "undef" -> macros.remove(name(rest, d));
            case "include" -> include(rest, d, file, owner);
            case "error" -> throw new JextractException(d.where() + ": #error " + join(rest));
            case "warning", "pragma", "line", "ident" -> { }
            default -> throw new JextractException(d.where() + ": unsupported directive #" + d.text());
        }
    }

    private static String name(List<Token> rest, Token d) {
        if (rest.isEmpty() || !rest.get(0).isIdent()) {
            throw new JextractException(d.where() + ": #" + d.text() + " needs a macro name");
        }
        return rest.get(0).text();
    }

    private static String join(List<Token> toks) {
        StringBuilder sb = new StringBuilder();
        for (Token t : toks) {
            if (!sb.isEmpty() && t.space()) {
                sb.append(' ');
            }
            sb.append(t.text());
        }
        return sb.toString();
    }

    private void define(List<Token> rest, Token d) {
        String name = name(rest, d);
        int i = 1;
        List<String> params = null;
        boolean variadic = false;
        if (rest.size() > 1 && rest.get(1).is("(") && !rest.get(1).space()) {
            params = new ArrayList<>();
            i = 2;
            while (true) {
                if (i >= rest.size()) {
                    throw new JextractException(d.where() + ": bad parameter list for macro " + name);
                }
                Token p = rest.get(i++);
                if (p.is(")") && params.isEmpty()) {
                    break;
                } else if (p.is("...")) {
                    params.add("__VA_ARGS__");
                    variadic = true;
                } else if (p.isIdent()) {
                    params.add(p.text());
                } else {
                    throw new JextractException(d.where() + ": bad parameter list for macro " + name);
                }
                Token sep = i < rest.size() ? rest.get(i++) : null;
                if (sep != null && sep.is(")")) {
                    break;
                }
                if (sep == null || !sep.is(",") || variadic) {
                    throw new JextractException(d.where() + ": bad parameter list for macro " + name);
                }
            }
        }
        List<Token> body = new ArrayList<>();
        for (Token t : rest.subList(i, rest.size())) {
            body.add(t.is("##") ? t.withText(Token.Kind.PASTE, "##") : t);
        }
        if (!body.isEmpty() && (body.get(0).kind() == Token.Kind.PASTE || body.getLast().kind() == Token.Kind.PASTE)) {
            throw new JextractException(d.where() + ": '##' at either end of macro " + name);
        }
        macros.put(name, new Macro(name, params == null ? null : List.copyOf(params), variadic, List.copyOf(body)));
    }

    private void include(List<Token> rest, Token d, String file, String owner) {
        if (!rest.isEmpty() && rest.get(0).is("<")) {
            return;
        }
        if (rest.isEmpty() || rest.get(0).kind() != Token.Kind.STRING) {
            List<Token> expanded = expandList(rest);
            if (expanded.size() != 1 || expanded.get(0).kind() != Token.Kind.STRING) {
                if (!expanded.isEmpty() && expanded.get(0).is("<")) {
                    return;
                }
                throw new JextractException(d.where() + ": bad #include");
            }
            rest = expanded;
        }
        String spelled = rest.get(0).text();
        String path = spelled.substring(1, spelled.length() - 1);
        int slash = file.lastIndexOf('/');
        String sibling = slash < 0 ? path : file.substring(0, slash + 1) + path;
        String resolved = source.read(path) != null ? path : source.read(sibling) != null ? sibling : null;
        if (resolved == null) {
            throw new JextractException(d.where() + ": cannot find #include \"" + path + "\"");
        }
        processFile(resolved, resolved.startsWith("llvm-c/") ? resolved : owner);
    }

    private boolean condition(List<Token> toks) {
        List<Token> replaced = new ArrayList<>();
        for (int i = 0; i < toks.size(); i++) {
            Token t = toks.get(i);
            if (t.is("defined")) {
                boolean paren = i + 1 < toks.size() && toks.get(i + 1).is("(");
                int n = paren ? i + 2 : i + 1;
                if (n >= toks.size() || !toks.get(n).isIdent() || paren && (n + 1 >= toks.size()
                        || !toks.get(n + 1).is(")"))) {
                    throw new JextractException(t.where() + ": bad 'defined'");
                }
                replaced.add(t.withText(Token.Kind.NUMBER, macros.containsKey(toks.get(n).text()) ? "1" : "0"));
                i = paren ? n + 1 : n;
            } else {
                replaced.add(t);
            }
        }
        List<Token> expanded = expandList(replaced);
        return ConstExpr.eval(expanded, id -> ConstExpr.Value.ofInt(0), true).isTrue();
    }

    /** Tokens still to be read: pushed-back expansion results first, then the raw tokens of a file or list. */
    private static final class Stream {
        final ArrayDeque<Token> pending = new ArrayDeque<>();
        final List<Token> raw;
        final boolean directives;
        int pos;

        Stream(List<Token> raw, boolean directives) {
            this.raw = raw;
            this.directives = directives;
        }

        boolean atDirective() {
            return directives && pending.isEmpty() && pos < raw.size() && raw.get(pos).bol() && raw.get(pos).is("#");
        }

        Token peek() {
            if (!pending.isEmpty()) {
                return pending.peekFirst();
            }
            return pos < raw.size() && !atDirective() ? raw.get(pos) : null;
        }

        Token next() {
            Token t = peek();
            if (t != null && pending.pollFirst() == null) {
                pos++;
            }
            return t;
        }

        void pushFront(List<Token> toks) {
            for (int i = toks.size() - 1; i >= 0; i--) {
                pending.addFirst(toks.get(i));
            }
        }
    }

    private List<Token> expandList(List<Token> toks) {
        List<Token> dst = new ArrayList<>();
        expand(new Stream(toks, false), dst);
        return dst;
    }

    /** Macro-expands everything up to the next directive line (or the end) into {@code dst}. */
    private void expand(Stream s, List<Token> dst) {
        Token t;
        while ((t = s.next()) != null) {
            if (t.isIdent()) {
                Macro m = macros.get(t.text());
                if (m != null && !t.hideset().contains(m.name())) {
                    Set<String> hs = new HashSet<>(t.hideset());
                    hs.add(m.name());
                    if (!m.functionLike()) {
                        s.pushFront(substitute(m, List.of(), t, Set.copyOf(hs)));
                        continue;
                    }
                    Token p = s.peek();
                    if (p != null && p.is("(")) {
                        s.next();
                        s.pushFront(substitute(m, arguments(s, m, t), t, Set.copyOf(hs)));
                        continue;
                    }
                } else if (t.is("_Pragma") && s.peek() != null && s.peek().is("(")) {
                    skipParens(s, t);
                    continue;
                }
            }
            dst.add(t);
        }
    }

    private static void skipParens(Stream s, Token site) {
        int level = 0;
        do {
            Token t = s.next();
            if (t == null) {
                throw new JextractException(site.where() + ": unterminated " + site.text() + "(");
            }
            level += t.is("(") ? 1 : t.is(")") ? -1 : 0;
        } while (level > 0);
    }

    private static List<List<Token>> arguments(Stream s, Macro m, Token site) {
        List<List<Token>> args = new ArrayList<>();
        List<Token> cur = new ArrayList<>();
        int level = 0;
        while (true) {
            Token t = s.next();
            if (t == null) {
                throw new JextractException(site.where() + ": unterminated invocation of macro " + m.name());
            }
            if (t.is(")") && level == 0) {
                break;
            }
            level += t.is("(") ? 1 : t.is(")") ? -1 : 0;
            if (t.is(",") && level == 0 && !(m.variadic() && args.size() == m.params().size() - 1)) {
                args.add(cur);
                cur = new ArrayList<>();
            } else {
                cur.add(t);
            }
        }
        args.add(cur);
        if (m.params().isEmpty() && args.size() == 1 && cur.isEmpty()) {
            args.clear();
        }
        if (m.variadic() && args.size() == m.params().size() - 1) {
            args.add(new ArrayList<>());
        }
        if (args.size() != m.params().size()) {
            throw new JextractException(site.where() + ": macro " + m.name() + " expects " + m.params().size()
                + " arguments, got " + args.size());
        }
        return args;
    }

    private List<Token> substitute(Macro m, List<List<Token>> args, Token site, Set<String> hs) {
        List<Token> body = m.body();
        List<Token> res = new ArrayList<>();
        Token placemarker = site.withText(Token.Kind.PLACEMARKER, "");
        for (int i = 0; i < body.size(); i++) {
            Token b = body.get(i);
            int pi = paramIndex(m, b);
            if (m.functionLike() && b.is("#") && i + 1 < body.size() && paramIndex(m, body.get(i + 1)) >= 0) {
                Token str = site.withText(Token.Kind.STRING, stringify(args.get(paramIndex(m, body.get(++i)))));
                res.add(str.expandedAt(site, hs, b.space()));
            } else if (b.kind() == Token.Kind.PASTE) {
                Token r = body.get(++i);
                int ri = paramIndex(m, r);
                List<Token> rhs = ri >= 0 ? args.get(ri) : List.of(r);
                if (rhs.isEmpty()) {
                    continue;
                }
                Token left = res.isEmpty() ? placemarker : res.removeLast();
                Token first = rhs.get(0).expandedAt(site, hs, left.space());
                res.add(left.kind() == Token.Kind.PLACEMARKER ? first : paste(left, first, site, hs));
                for (Token t : rhs.subList(1, rhs.size())) {
                    res.add(t.expandedAt(site, union(t.hideset(), hs), t.space()));
                }
            } else if (pi >= 0) {
                boolean raw = i + 1 < body.size() && body.get(i + 1).kind() == Token.Kind.PASTE;
                List<Token> a = raw ? args.get(pi) : expandList(args.get(pi));
                if (a.isEmpty() && raw) {
                    res.add(placemarker);
                }
                for (int k = 0; k < a.size(); k++) {
                    Token t = a.get(k);
                    res.add(t.expandedAt(site, union(t.hideset(), hs), k == 0 ? b.space() : t.space()));
                }
            } else {
                res.add(b.expandedAt(site, hs, i == 0 ? site.space() : b.space()));
            }
        }
        res.removeIf(t -> t.kind() == Token.Kind.PLACEMARKER);
        return res;
    }

    private static Set<String> union(Set<String> a, Set<String> b) {
        if (a.isEmpty()) {
            return b;
        }
        Set<String> u = new HashSet<>(a);
        u.addAll(b);
        return Set.copyOf(u);
    }

    private static int paramIndex(Macro m, Token t) {
        return m.functionLike() && t.isIdent() ? m.params().indexOf(t.text()) : -1;
    }

    private static Token paste(Token left, Token right, Token site, Set<String> hs) {
        List<Token> r = Lexer.relex(left.text() + right.text(), site);
        if (r.size() != 1) {
            throw new JextractException(site.where() + ": pasting '" + left.text() + "' and '" + right.text()
                + "' does not give a valid token");
        }
        return r.get(0).expandedAt(site, hs, left.space());
    }

    private static String stringify(List<Token> arg) {
        StringBuilder sb = new StringBuilder("\"");
        for (int i = 0; i < arg.size(); i++) {
            Token t = arg.get(i);
            if (i > 0 && t.space()) {
                sb.append(' ');
            }
            boolean quoted = t.kind() == Token.Kind.STRING || t.kind() == Token.Kind.CHAR;
            sb.append(quoted ? t.text().replace("\\", "\\\\").replace("\"", "\\\"") : t.text());
        }
        return sb.append('"').toString();
    }
}

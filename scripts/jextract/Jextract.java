import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.SequencedSet;
import java.util.TreeMap;

/**
 * Command-line entry point of the binding generator: reads the LLVM-C headers (from the bytedeco jar or an include
 * directory), preprocesses and parses them, resolves the names in the symbol list and writes jextract-style
 * bindings. Usage: {@code java Jextract.java (--jar JAR | --headers DIR) [--symbols FILE] --out DIR}; prints a
 * one-line summary, or the problems and exit status 1.
 */
public final class Jextract {
    private Jextract() {
    }

    public static void main(String[] args) {
        try {
            System.out.println(run(args));
        } catch (JextractException e) {
            System.err.println("jextract: error: " + e.getMessage());
            System.exit(1);
        } catch (IOException e) {
            System.err.println("jextract: error: " + e);
            System.exit(1);
        }
    }

    private static String run(String[] args) throws IOException {
        Path jar = null;
        Path headers = null;
        Path symbols = Path.of("bindings/symbols.txt");
        Path out = null;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (i + 1 >= args.length) {
                throw new JextractException("missing value for " + a);
            }
            switch (a) {
                case "--jar" -> jar = Path.of(args[++i]);
                case "--headers" -> headers = Path.of(args[++i]);
                case "--symbols" -> symbols = Path.of(args[++i]);
                case "--out" -> out = Path.of(args[++i]);
                default -> throw new JextractException("unknown option " + a);
            }
        }
        if ((jar == null) == (headers == null) || out == null) {
            throw new JextractException("usage: Jextract (--jar JAR | --headers DIR) [--symbols FILE] --out DIR");
        }
        HeaderSource source = jar != null ? HeaderSource.fromJar(jar) : HeaderSource.fromDirectory(headers);
        Preprocessor pp = new Preprocessor(source);
        CModel.Unit unit = HeaderParser.parse(pp.run(source.llvmCHeaders()));
        List<String> names = readSymbols(symbols);

        Selection sel = select(unit, pp, names);
        Map<String, String> files = new TreeMap<>();
        for (Map.Entry<String, List<BindingWriter.Member>> e : sel.byHeader.entrySet()) {
            files.put(BindingWriter.className(e.getKey()) + ".java", BindingWriter.headerClass(e.getKey(), e.getValue()));
        }
        for (CModel.StructDecl d : sel.structs) {
            if (files.put(d.javaName() + ".java", StructWriter.write(d)) != null) {
                throw new JextractException("two generated classes are named " + d.javaName());
            }
        }
        if (files.put("LlvmCSymbols.java", BindingWriter.symbolIndex(sel.functionNames)) != null) {
            throw new JextractException("two generated classes are named LlvmCSymbols");
        }
        Path dir = out.resolve(BindingWriter.PACKAGE.replace('.', '/'));
        Files.createDirectories(dir);
        for (Map.Entry<String, String> e : files.entrySet()) {
            Files.writeString(dir.resolve(e.getKey()), e.getValue(), StandardCharsets.UTF_8);
        }
        return sel.byHeader.size() + " headers, " + sel.functionNames.size() + " functions, " + sel.constantCount
            + " constants, " + sel.structs.size() + " structs";
    }

    /** Reads the symbol list: one name a line, {@code #} comments, blank lines ignored, duplicates dropped. */
    static List<String> readSymbols(Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            throw new JextractException("symbol list not found: " + file);
        }
        SequencedSet<String> names = new LinkedHashSet<>();
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            int hash = line.indexOf('#');
            String name = (hash >= 0 ? line.substring(0, hash) : line).strip();
            if (!name.isEmpty()) {
                names.add(name);
            }
        }
        return List.copyOf(names);
    }

    /** What to generate: header members by header (sorted), bound functions in list order, structs. */
    private static final class Selection {
        final TreeMap<String, List<BindingWriter.Member>> byHeader = new TreeMap<>();
        final List<String> functionNames = new ArrayList<>();
        final SequencedSet<CModel.StructDecl> structs = new LinkedHashSet<>();
        final SequencedSet<CModel.EnumConst> constants = new LinkedHashSet<>();
        int constantCount;
    }

    private static Selection select(CModel.Unit unit, Preprocessor pp, List<String> names) {
        Selection sel = new Selection();
        List<String> problems = new ArrayList<>();
        List<CModel.Function> functions = new ArrayList<>();
        for (String name : names) {
            try {
                selectOne(unit, pp, name, sel, functions);
            } catch (JextractException e) {
                problems.add(name + ": " + e.getMessage());
            }
        }
        if (!problems.isEmpty()) {
            throw new JextractException("cannot bind " + problems.size() + " name(s) from the symbol list:\n  "
                + String.join("\n  ", problems));
        }
        for (CModel.Function f : functions) {
            sel.functionNames.add(f.name());
            sel.byHeader.computeIfAbsent(f.header(), h -> new ArrayList<>()).add(new BindingWriter.Member(f, null));
        }
        for (CModel.EnumConst c : sel.constants) {
            sel.byHeader.computeIfAbsent(c.header(), h -> new ArrayList<>()).add(new BindingWriter.Member(null, c));
        }
        sel.constantCount = sel.constants.size();
        Map<String, String> classes = new TreeMap<>();
        for (Map.Entry<String, List<BindingWriter.Member>> e : sel.byHeader.entrySet()) {
            e.getValue().sort(Comparator.comparingInt(BindingWriter.Member::position));
            String prev = classes.put(BindingWriter.className(e.getKey()), e.getKey());
            if (prev != null) {
                throw new JextractException(prev + " and " + e.getKey() + " map to the same class name");
            }
        }
        return sel;
    }

    private static void selectOne(CModel.Unit unit, Preprocessor pp, String name, Selection sel,
                                  List<CModel.Function> functions) {
        CModel.Function f = unit.functions.get(name);
        if (f != null) {
            if (!f.hasSymbol()) {
                throw new JextractException("is a static or inline function defined in " + f.header()
                    + "; it has no symbol to bind");
            }
            if (f.type().variadic()) {
                throw new JextractException("variadic functions are not supported");
            }
            JavaTypes.carrier(f.type().result());
            for (CModel.Param p : f.type().params()) {
                JavaTypes.carrier(p.type());
            }
            functions.add(f);
            return;
        }
        CModel.EnumConst c = unit.constants.get(name);
        if (c != null) {
            if (c.owner().displayName() == null) {
                sel.constants.addAll(c.owner().constants);
            } else {
                sel.constants.add(c);
            }
            return;
        }
        CModel.EnumDecl e = unit.enumTags.get(name);
        CModel.Typedef td = unit.typedefs.get(name);
        CModel.Type t = td == null ? null : CModel.resolve(td.type());
        if (e == null && t instanceof CModel.EnumRef er) {
            e = er.decl();
        }
        if (e != null) {
            if (e.constants.isEmpty()) {
                throw new JextractException("enum has no constants (only a forward declaration was seen)");
            }
            sel.constants.addAll(e.constants);
            return;
        }
        if (t instanceof CModel.StructRef s && td.type() instanceof CModel.StructRef) {
            StructWriter.collect(s.decl(), sel.structs);
            return;
        }
        if (td != null) {
            throw new JextractException("is a typedef of a pointer or scalar type; only enum and struct typedefs "
                + "can be listed");
        }
        if (unit.structTags.containsKey(name)) {
            throw new JextractException("is a struct tag; list its typedef name instead");
        }
        if (pp.macro(name) != null) {
            throw new JextractException("is a preprocessor macro; macros are not supported");
        }
        throw new JextractException("unknown name (not a function, enum constant, enum or struct typedef in the "
            + "LLVM-C headers)");
    }
}

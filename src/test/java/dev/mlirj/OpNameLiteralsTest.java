package dev.mlirj;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mlirj.init.InitAllDialects;
import dev.mlirj.ir.Dialect;
import dev.mlirj.ir.OpDefinition;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Ops are reached through their typed classes, not through strings: in the main sources the name of a registered
 * operation ({@code "memref.load"}) may be written only where its {@code NAME} (or family) constant is declared,
 * {@code static final String LOAD = "memref.load";}. Everything else uses the constant.
 */
class OpNameLiteralsTest {
    private static final Pattern STRING = Pattern.compile("\"((?:\\\\.|[^\"\\\\\\n])*)\"");
    private static final Pattern DECLARATION =
            Pattern.compile("^\\s*(public |protected |private )?static final String [A-Z][A-Z0-9_]* = \"[^\"]*\";\\s*$");

    @Test
    void opNamesAreWrittenOnlyWhereTheirConstantIsDeclared() throws IOException {
        Set<String> names = registeredOpNames();
        assertTrue(names.size() > 300, "the dialects register their ops: " + names.size());
        List<String> found = new ArrayList<>();
        try (Stream<Path> files = Files.walk(Path.of("src/main/java"))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
                List<String> lines = Files.readAllLines(file);
                boolean inComment = false;
                for (int i = 0; i < lines.size(); i++) {
                    String line = lines.get(i);
                    String code = line;
                    if (inComment) {
                        int end = code.indexOf("*/");
                        if (end < 0) {
                            continue;
                        }
                        code = code.substring(end + 2);
                        inComment = false;
                    }
                    int start = code.indexOf("/*");
                    if (start >= 0 && code.indexOf("*/", start) < 0) {
                        code = code.substring(0, start);
                        inComment = true;
                    }
                    int lineComment = code.indexOf("//");
                    if (lineComment >= 0 && !code.substring(0, lineComment).contains("\"")) {
                        code = code.substring(0, lineComment);
                    }
                    Matcher m = STRING.matcher(code);
                    while (m.find()) {
                        if (names.contains(m.group(1)) && !DECLARATION.matcher(code).matches()) {
                            found.add(file + ":" + (i + 1) + ": " + line.strip());
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), found, "op names written as literals outside their constant's declaration");
    }

    private static Set<String> registeredOpNames() {
        Set<String> names = new TreeSet<>();
        for (Dialect d : InitAllDialects.all()) {
            for (OpDefinition def : d.definitions()) {
                names.add(def.name());
            }
        }
        return names;
    }
}

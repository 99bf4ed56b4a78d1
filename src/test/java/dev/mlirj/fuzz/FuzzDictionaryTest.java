package dev.mlirj.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mlirj.init.InitAllDialects;
import dev.mlirj.ir.Dialect;
import dev.mlirj.ir.OpDefinition;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The fuzzers' dictionary {@code mlir.dict} (libFuzzer's format: one quoted token a line) holds MLIR's syntax
 * tokens and the name of every registered operation, so that mutations can splice in whole tokens. It is made
 * by {@link #dictionary()}; this test fails when an operation was added without regenerating it, which
 * {@code scripts/fuzz.sh --dictionary} does.
 */
class FuzzDictionaryTest {
    static final Path FILE = Path.of("src/test/resources/dev/mlirj/fuzz/mlir.dict");

    /** The syntax tokens, besides the operation names. */
    private static final List<String> SYNTAX = List.of(
            "module", "func.func", "attributes", "private", "public", "nested", "->", ":", "::", "=", ",", "(", ")",
            "{", "}", "[", "]", "<", ">", "<{", "}>", "%", "%0", "%arg0", "^bb0", "^bb1", "@", "@main", "#", "!", "?",
            "x", "loc(", "loc(unknown)", "loc(\"fuzz.mlir\":1:1)", "#loc", "{-#", "#-}", "dialect_resources",
            "i1", "i8", "i16", "i32", "i64", "i128", "si32", "ui32", "index", "f16", "bf16", "f32", "f64", "f80",
            "f128", "tf32", "f8E4M3FN", "none", "tuple<", "complex<", "memref<", "memref<*x", "tensor<", "vector<",
            "vector<[4]x", "strided<[", "offset:", "affine_map<(d0) -> (d0)>", "affine_set<(d0) : (d0 >= 0)>",
            "dense<", "dense_resource<", "array<i64:", "sparse<", "opaque<", "unit", "true", "false", "0x",
            "0x7FC00000", "-0.0", "1.0e+308", "3.4028235e+38", "9223372036854775807", "-9223372036854775808",
            "18446744073709551615", "!llvm.ptr", "!llvm.struct<(", "!llvm.array<", "!llvm.vec<", "!llvm.func<",
            "!llvm.void", "#llvm.linkage<internal>", "#llvm.fastmath<fast>", "#arith.fastmath<fast>", "nsw", "nuw",
            "to", "step", "iter_args", "into", "output_shape", "sizes:", "strides:", "symbol", "floordiv", "ceildiv",
            "mod", "min", "max", "eq", "ne", "slt", "sge", "ult", "oeq", "une", "\0", "\n", "\"", "\\22");

    /** The dictionary's lines: the syntax tokens, then the operation names of every dialect, sorted. */
    static List<String> dictionary() {
        List<String> lines = new ArrayList<>();
        lines.add("# MLIR tokens for Jazzer (libFuzzer dictionary). Made by dev.mlirj.fuzz.FuzzDictionaryTest;"
                + " regenerate with scripts/fuzz.sh --dictionary.");
        for (String token : SYNTAX) {
            lines.add(quote(token));
        }
        TreeSet<String> names = new TreeSet<>();
        for (Dialect d : InitAllDialects.context().dialects()) {
            for (OpDefinition op : d.definitions()) {
                names.add(op.name());
            }
        }
        names.forEach(n -> lines.add(quote(n)));
        return lines;
    }

    /** {@code token} in libFuzzer's dictionary syntax: quoted, with {@code \\}, {@code \"} and {@code \xHH}. */
    private static String quote(String token) {
        StringBuilder b = new StringBuilder("\"");
        for (byte c : token.getBytes(StandardCharsets.UTF_8)) {
            if (c == '"' || c == '\\') {
                b.append('\\').append((char) c);
            } else if (c < 0x20 || c >= 0x7F) {
                b.append(String.format("\\x%02X", c & 0xFF));
            } else {
                b.append((char) c);
            }
        }
        return b.append('"').toString();
    }

    /** Writes the dictionary (scripts/fuzz.sh --dictionary). */
    public static void main(String[] args) throws IOException {
        Files.write(FILE, dictionary(), StandardCharsets.UTF_8);
    }

    @Test
    void theDictionaryHasEveryOperation() throws IOException {
        assertEquals(dictionary(), Files.readAllLines(FILE, StandardCharsets.UTF_8),
                FILE + " is out of date: run scripts/fuzz.sh --dictionary");
    }
}

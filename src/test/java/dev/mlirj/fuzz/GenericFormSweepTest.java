package dev.mlirj.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mlirj.init.InitAllDialects;
import dev.mlirj.ir.Dialect;
import dev.mlirj.ir.OpDefinition;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Every registered operation, written in generic form with operands, results, regions and properties it may not
 * take (a property missing, or holding a value of the wrong kind), is parsed, verified, printed and parsed again
 * ({@link FuzzTargets#roundTrip}), and lowered and translated when it verifies ({@link FuzzTargets#lower}). No
 * combination may end in an internal exception: it is refused with a located diagnostic, or it is valid IR that
 * survives the round trip and the lowering. This is the systematic side of the fuzz targets, which reach an op's
 * malformed generic forms only by chance (this found what 30-minute Jazzer campaigns had not: LLVM operations
 * without count checks, and an intrinsic whose translation crashed the JVM inside LLVM).
 *
 * <p>System properties: {@code mlirj.sweep.variants} (default 24) sets how many variants, drawn with a fixed seed
 * per op, each op gets (1,000 take a few minutes); {@code mlirj.sweep.failures} (default 20) how many failures to
 * collect before stopping; {@code mlirj.sweep.trace=FILE} writes each variant to FILE before it runs, so that the
 * input of a crash of the JVM is left behind.
 */
class GenericFormSweepTest {
    /** Values a property may be given: the kinds of attribute ops hold, and ones they never do. */
    private static final List<String> PROPERTY_VALUES = List.of("unit", "0 : i64", "1 : i32", "-1 : i64",
            "4294967296 : i64", "0 : index", "true", "1.5 : f32", "\"x\"", "\"\"", "@sym", "@a::@b", "[]", "[0]",
            "[0 : i64, 1 : i64]", "[\"x\"]", "[@sym]", "array<i64>", "array<i64: 0, -1>", "array<i32: 1, 1>",
            "array<i1: true>", "dense<0> : vector<2xi32>", "dense<1.0> : tensor<2xf32>", "i32", "index",
            "(i32) -> i32", "!llvm.ptr", "!llvm.struct<(i32)>", "memref<4xf32>", "affine_map<(d0) -> (d0)>",
            "affine_map<(d0)[s0] -> (d0, s0)>", "affine_set<(d0) : (d0 >= 0)>", "{}", "{a = 1 : i64}",
            "#llvm.linkage<internal>", "#llvm.fastmath<fast>", "#arith.fastmath<fast>", "#llvm.framePointerKind<all>",
            "loc(\"f\":1:1)");

    /** Operand lists, over the entry block arguments {@link #wrap} declares. */
    private static final List<String> OPERANDS = List.of("", "%i32", "%idx", "%f32", "%ptr", "%mem", "%vec", "%i1",
            "%i32, %i32", "%idx, %idx", "%f32, %f32", "%mem, %idx", "%ptr, %i32", "%vec, %vec", "%i1, %i32, %i32",
            "%f32, %mem, %idx", "%mem, %mem", "%idx, %idx, %idx", "%vec, %idx", "%ptr, %ptr, %i32");

    private static final List<String> TYPES = List.of("i32", "index", "f32", "!llvm.ptr", "memref<4xf32>",
            "vector<4xf32>", "i1");

    /** Region lists: none, an empty region, a region of one empty block, one yielding nothing, two regions. */
    private static final List<String> REGIONS = List.of("", "({\n})", "({\n^bb0:\n})",
            "({\n^bb0(%a: index):\n  \"llvm.unreachable\"() : () -> ()\n})", "({\n}, {\n})");

    private static String typeOf(String operand) {
        return switch (operand) {
            case "%i32" -> "i32";
            case "%idx" -> "index";
            case "%f32" -> "f32";
            case "%ptr" -> "!llvm.ptr";
            case "%mem" -> "memref<4xf32>";
            case "%vec" -> "vector<4xf32>";
            case "%i1" -> "i1";
            default -> throw new IllegalArgumentException(operand);
        };
    }

    /** One generic-form variant of {@code op}, inside a function whose arguments provide the operands. */
    static String variant(OpDefinition op, Random random) {
        String operands = OPERANDS.get(random.nextInt(OPERANDS.size()));
        List<String> operandTypes = new ArrayList<>();
        if (!operands.isEmpty()) {
            for (String o : operands.split(", ")) {
                operandTypes.add(typeOf(o));
            }
        }
        List<String> resultTypes = new ArrayList<>();
        int results = random.nextInt(4) == 0 ? 0 : random.nextInt(3);
        for (int i = 0; i < results; i++) {
            resultTypes.add(TYPES.get(random.nextInt(TYPES.size())));
        }
        StringBuilder properties = new StringBuilder();
        List<String> names = new ArrayList<>(new TreeSet<>(op.inherentAttrs()));
        for (String name : names) {
            // Each property present with a plausible or a wrong value, or left out.
            if (random.nextInt(3) != 0) {
                properties.append(properties.isEmpty() ? "" : ", ").append(name).append(" = ")
                        .append(PROPERTY_VALUES.get(random.nextInt(PROPERTY_VALUES.size())));
            }
        }
        if (random.nextInt(8) == 0) {
            properties.append(properties.isEmpty() ? "" : ", ").append("operandSegmentSizes = array<i32: ")
                    .append(random.nextInt(3)).append(", ").append(random.nextInt(3)).append(">");
        }
        String regions = REGIONS.get(random.nextInt(REGIONS.size()));
        String successors = switch (random.nextInt(6)) {
            case 0 -> " [^bb1]";
            case 1 -> " [^bb1, ^bb1]";
            default -> "";
        };
        String results_ = resultTypes.isEmpty() ? "" : (resultTypes.size() == 1 ? "%r = " : "%r:" + results + " = ");
        String op_ = results_ + "\"" + op.name() + "\"(" + operands + ")" + successors
                + (properties.isEmpty() ? "" : " <{" + properties + "}>") + (regions.isEmpty() ? "" : " " + regions)
                + " : (" + String.join(", ", operandTypes) + ") -> "
                + (resultTypes.size() == 1 ? resultTypes.get(0) : "(" + String.join(", ", resultTypes) + ")");
        return wrap(op_, random.nextInt(4));
    }

    /**
     * {@code op} at module level (when it uses no value), or in the entry block of a function whose arguments
     * are its operands: a {@code func.func} with a {@code return} after it, or a {@code func.func} or an
     * {@code llvm.func} returning i32 that it ends (as a terminator would); a block {@code ^bb1} is there for
     * successors.
     */
    private static String wrap(String op, int where) {
        if (where == 0 && !op.contains("%") && !op.contains("^bb")) {
            return op + "\n";
        }
        String args = "(%i32: i32, %idx: index, %f32: f32, %ptr: !llvm.ptr, %mem: memref<4xf32>, "
                + "%vec: vector<4xf32>, %i1: i1)";
        String body = "  " + op.replace("\n", "\n  ") + "\n";
        return switch (where) {
            case 2 -> "func.func @f" + args + " -> i32 {\n" + body + "^bb1:\n  return %i32 : i32\n}\n";
            case 3 -> "llvm.func @f" + args + " -> i32 {\n" + body + "^bb1:\n  llvm.return %i32 : i32\n}\n";
            default -> "func.func @f" + args + " {\n" + body + "  return\n^bb1:\n  return\n}\n";
        };
    }

    /** {@code e} with the frames that locate it (a finding's message says all; an exception needs its frames). */
    private static String describe(Throwable e) {
        StringBuilder s = new StringBuilder(e.toString());
        if (!(e instanceof FuzzTargets.Finding)) {
            StackTraceElement[] frames = e.getStackTrace();
            for (int i = 0; i < Math.min(frames.length, 6); i++) {
                s.append("\n\tat ").append(frames[i]);
            }
        }
        return s.toString();
    }

    @Test
    void everyOpsMalformedGenericFormsAreDiagnosedNotThrown() throws IOException {
        int perOp = Integer.getInteger("mlirj.sweep.variants", 24);
        int maxFailures = Integer.getInteger("mlirj.sweep.failures", 20);
        String trace = System.getProperty("mlirj.sweep.trace");
        List<OpDefinition> ops = new ArrayList<>();
        for (Dialect d : InitAllDialects.context().dialects()) {
            ops.addAll(d.definitions());
        }
        ops.sort(Comparator.comparing(OpDefinition::name));
        List<String> failures = new ArrayList<>();
        for (OpDefinition op : ops) {
            Random random = new Random(op.name().hashCode());
            for (int i = 0; i < perOp && failures.size() < maxFailures; i++) {
                String text = variant(op, random);
                if (trace != null) {
                    Files.writeString(Path.of(trace), text);
                }
                try {
                    FuzzTargets.roundTrip(text);
                    FuzzTargets.lower(text);
                } catch (RuntimeException | StackOverflowError e) {
                    failures.add(op.name() + ": " + describe(e) + "\n" + text);
                }
            }
        }
        assertEquals(List.of(), failures, () -> failures.size() + " variants failed:\n" + String.join("\n\n",
                failures));
    }
}

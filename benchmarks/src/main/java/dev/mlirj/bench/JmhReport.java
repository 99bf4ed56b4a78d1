package dev.mlirj.bench;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.DoubleFunction;
import java.util.function.ToDoubleFunction;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.style.Styler;

/**
 * Turns JMH's JSON result files into the README's tables and charts: the median of every benchmark's measurement
 * iterations (all forks), the ratios issue 8 sets targets for, and two PNG charts drawn with XChart (kernel time
 * relative to C, call cost in ns). Benchmarks absent from the files are left out; a target whose benchmarks are
 * missing is reported as not measured.
 *
 * <p>Several files are rounds of the same selection run one after the other ({@code scripts/bench.sh --rounds N}).
 * The benchmark table and the charts pool the iterations of all rounds. A target is computed within each round (a
 * ratio's numerator and denominator from the same file, so slow drift of the machine between rounds cancels) and
 * reported as the median of the per-round values, with their range; rounds lacking one of its benchmarks are
 * skipped. With one file both are the plain medians of that file.
 *
 * <p>Usage: {@code JmhReport RESULT.json... OUT_DIR}; prints the Markdown tables and writes
 * {@code OUT_DIR/kernels-vs-c.png} and {@code OUT_DIR/call-overhead.png}.
 */
public final class JmhReport {
    private static final String PREFIX = "dev.mlirj.bench.";

    private JmhReport() {
    }

    /**
     * One benchmark's median, min and max and unit, by the key {@code Class.method} or {@code Class.method[param]};
     * {@code rounds} is the number of result files its iterations come from.
     */
    record Score(double median, double min, double max, String unit, int rounds) {
    }

    /** One benchmark's measurement iterations (all forks) in one result file, sorted, and their unit. */
    record Samples(double[] sorted, String unit) {
    }

    /** The scores of each round (one result file each, in order) and of all rounds' iterations pooled. */
    record Results(List<Map<String, Score>> rounds, Map<String, Score> pooled) {
        boolean multiRound() {
            return rounds.size() > 1;
        }
    }

    public static void main(String[] args) throws IOException {
        List<Path> files = new ArrayList<>();
        for (int i = 0; i < Math.max(1, args.length - 1); i++) {
            files.add(Path.of(args.length > 0 ? args[i] : "target/jmh-result.json"));
        }
        Path out = Path.of(args.length > 1 ? args[args.length - 1] : ".");
        Results scores = read(files);
        boolean multi = scores.multiRound();
        StringBuilder md = new StringBuilder();
        header(md, "benchmark", "median", "min", "max", multi ? "rounds" : null);
        scores.pooled().forEach((k, s) -> row(md, "`" + k + "`", fmt(s.median()) + " " + s.unit(), fmt(s.min()),
                fmt(s.max()), multi ? Integer.toString(s.rounds()) : null));
        md.append('\n');
        header(md, "target (issue 8)", "measured", multi ? "per-round min–max" : null, "limit", "met");
        ratio(md, scores, "saxpy: mlirj / C", "SaxpyBenchmark.mlirj", "SaxpyBenchmark.c", 1.05);
        ratio(md, scores, "stencil: mlirj / C", "StencilBenchmark.mlirj", "StencilBenchmark.c", 1.05);
        ratio(md, scores, "strided copy: mlirj / C", "StridedCopyBenchmark.mlirj", "StridedCopyBenchmark.c", 1.05);
        ratio(md, scores, "matmul i-k-j math.fma: mlirj / C", "MatmulBenchmark.mlirj_ikj_fma",
                "MatmulBenchmark.c_ikj", 1.05);
        ratio(md, scores, "matmul i-k-j fastmath<contract>: mlirj / C", "MatmulBenchmark.mlirj_ikj_contract",
                "MatmulBenchmark.c_ikj", 1.05);
        ratio(md, scores, "matmul i-k-j plain: mlirj / C", "MatmulBenchmark.mlirj_ikj", "MatmulBenchmark.c_ikj", 1.20);
        inverse(md, scores, "stencil: Java arrays / mlirj (about 3 expected)", "StencilBenchmark.javaArrays",
                "StencilBenchmark.mlirj");
        inverse(md, scores, "matmul i-k-j: Java arrays / mlirj fma (about 7 expected)",
                "MatmulBenchmark.javaArrays_ikj", "MatmulBenchmark.mlirj_ikj_fma");
        ratio(md, scores, "call: _mlir_ciface_, automatic engine / C downcall", "CallBenchmark.cifaceAutomatic",
                "CallBenchmark.cDowncall", 1.3);
        ratio(md, scores, "call: the same, handles in fields / C in a field", "CallBenchmark.cifaceAutomaticField",
                "CallBenchmark.cDowncallField", 1.3);
        ratio(md, scores, "call: _mlir_ciface_, explicit engine (checked) / C downcall", "CallBenchmark.cifaceHandle",
                "CallBenchmark.cDowncall", 1.3);
        ratio(md, scores, "call: _mlir_ciface_, explicit engine unchecked / C downcall",
                "CallBenchmark.cifaceUncheckedHandle", "CallBenchmark.cDowncall", 1.3);
        ratio(md, scores, "call: expanded form / C downcall", "CallBenchmark.expanded", "CallBenchmark.cDowncall", 1.3);
        ratio(md, scores, "call: packed form / C downcall", "CallBenchmark.packed", "CallBenchmark.cDowncall", 1.3);
        absolute(md, scores, "call: critical _mlir_ciface_, automatic engine (ns)",
                "CallBenchmark.cifaceAutomaticCritical", 5);
        absolute(md, scores, "call: critical _mlir_ciface_, explicit engine unchecked (ns)",
                "CallBenchmark.cifaceUncheckedCriticalHandle", 5);
        absolute(md, scores, "call: critical _mlir_ciface_, explicit engine (checked) (ns)",
                "CallBenchmark.cifaceCriticalHandle", 5);
        absolute(md, scores, "compile: text to callable function (ms)", "CompileBenchmark.s5_callable", 50);
        absolute(md, scores, "compile: parse + lower + translate (ms)", "CompileBenchmark.s3_translate", 10);
        md.append('\n');
        header(md, "target (issue 19)", "measured", multi ? "per-round min–max" : null, "limit", "met");
        ratio(md, scores, "runtime checks: saxpy checked / unchecked", "SaxpyBenchmark.mlirjChecked",
                "SaxpyBenchmark.mlirj", 1.3);
        ratio(md, scores, "runtime checks: stencil checked / unchecked", "StencilBenchmark.mlirjChecked",
                "StencilBenchmark.mlirj", 1.3);
        ratio(md, scores, "runtime checks: matmul i-k-j checked / unchecked", "MatmulBenchmark.mlirj_ikj_checked",
                "MatmulBenchmark.mlirj_ikj", 1.3);
        ratio(md, scores, "runtime checks: strided copy checked / unchecked", "StridedCopyBenchmark.mlirjChecked",
                "StridedCopyBenchmark.mlirj", 1.3);
        inverse(md, scores, "recovery point: guarded / plain, _mlir_ciface_ + rethrowFailure",
                "RecoveryBenchmark.guardedCiface", "RecoveryBenchmark.plainCiface");
        inverse(md, scores, "recovery point: guarded / plain, BoundCall", "RecoveryBenchmark.guardedBound",
                "RecoveryBenchmark.plainBound");
        inverse(md, scores, "recovery point: guarded / plain, PreparedCall (packed)",
                "RecoveryBenchmark.guardedPrepared", "RecoveryBenchmark.plainPrepared");
        difference(md, scores, "recovery point: ns per call, _mlir_ciface_", "RecoveryBenchmark.guardedCiface",
                "RecoveryBenchmark.plainCiface");
        System.out.print(md);
        Files.createDirectories(out);
        kernelChart(scores.pooled(), out.resolve("kernels-vs-c.png"));
        callChart(scores.pooled(), out.resolve("call-overhead.png"));
    }

    /** Reads the result files as rounds, in order; a benchmark's unit must be the same in every round. */
    static Results read(List<Path> files) throws IOException {
        List<Map<String, Score>> rounds = new ArrayList<>();
        Map<String, List<Samples>> byKey = new LinkedHashMap<>();
        for (Path file : files) {
            Map<String, Score> round = new LinkedHashMap<>();
            readSamples(file).forEach((k, s) -> {
                round.put(k, score(s.sorted(), s.unit(), 1));
                byKey.computeIfAbsent(k, x -> new ArrayList<>()).add(s);
            });
            rounds.add(round);
        }
        Map<String, Score> pooled = new LinkedHashMap<>();
        byKey.forEach((k, list) -> pooled.put(k, pool(k, list)));
        return new Results(rounds, pooled);
    }

    private static Score pool(String key, List<Samples> rounds) {
        String unit = rounds.getFirst().unit();
        if (rounds.stream().anyMatch(s -> !s.unit().equals(unit))) {
            throw new IllegalArgumentException(key + ": the rounds measured it in different units");
        }
        double[] v = rounds.stream().flatMapToDouble(s -> Arrays.stream(s.sorted())).sorted().toArray();
        return score(v, unit, rounds.size());
    }

    private static Score score(double[] sorted, String unit, int rounds) {
        return new Score(median(sorted), sorted[0], sorted[sorted.length - 1], unit, rounds);
    }

    private static double median(double[] sorted) {
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

    /** Every benchmark of one JMH result file with at least one measurement iteration, in the file's order. */
    static Map<String, Samples> readSamples(Path json) throws IOException {
        Map<String, Samples> samples = new LinkedHashMap<>();
        for (JsonElement e : JsonParser.parseString(Files.readString(json)).getAsJsonArray()) {
            JsonObject b = e.getAsJsonObject();
            String key = b.get("benchmark").getAsString().replace(PREFIX, "");
            if (b.has("params")) {
                List<String> values = new ArrayList<>();
                b.getAsJsonObject("params").entrySet().forEach(p -> values.add(p.getValue().getAsString()));
                key += "[" + String.join(",", values) + "]";
            }
            JsonObject metric = b.getAsJsonObject("primaryMetric");
            List<Double> raw = new ArrayList<>();
            for (JsonElement fork : metric.getAsJsonArray("rawData")) {
                for (JsonElement v : (JsonArray) fork) {
                    raw.add(v.getAsDouble());
                }
            }
            double[] v = raw.stream().mapToDouble(Double::doubleValue).sorted().toArray();
            if (v.length > 0) {
                samples.put(key, new Samples(v, metric.get("scoreUnit").getAsString()));
            }
        }
        return samples;
    }

    private static String fmt(double v) {
        return v >= 100 ? String.format(Locale.ROOT, "%.0f", v) : v >= 1 ? String.format(Locale.ROOT, "%.2f", v)
                : String.format(Locale.ROOT, "%.3f", v);
    }

    /** A Markdown table's header and separator; a null column is left out. */
    private static void header(StringBuilder md, String... columns) {
        row(md, columns);
        md.append("|---".repeat((int) Arrays.stream(columns).filter(c -> c != null).count())).append("|\n");
    }

    /** A Markdown table row; a null cell is left out (a column only some reports have), an empty one is blank. */
    private static void row(StringBuilder md, String... cells) {
        md.append('|');
        for (String c : cells) {
            if (c != null) {
                md.append(c.isEmpty() ? " |" : " " + c + " |");
            }
        }
        md.append('\n');
    }

    /** A target's value in each round that measured all its {@code keys}, sorted; empty when no round did. */
    private static double[] perRound(Results r, List<String> keys, ToDoubleFunction<Map<String, Score>> value) {
        return r.rounds().stream().filter(s -> s.keySet().containsAll(keys)).mapToDouble(value).sorted().toArray();
    }

    /** {@code num / den} within each round that measured both, sorted. */
    private static double[] ratios(Results r, String num, String den) {
        return perRound(r, List.of(num, den), m -> m.get(num).median() / m.get(den).median());
    }

    /** The per-round range cell ({@code min–max}, formatted by {@code f}) when there are rounds, else no cell. */
    private static String range(Results r, double[] sorted, DoubleFunction<String> f) {
        return r.multiRound() ? f.apply(sorted[0]) + "–" + f.apply(sorted[sorted.length - 1]) : null;
    }

    private static String times(double v) {
        return String.format(Locale.ROOT, "%.2fx", v);
    }

    private static void notMeasured(StringBuilder md, Results r, String what, double limit) {
        row(md, what, "not measured", r.multiRound() ? "" : null, Double.toString(limit), "");
    }

    private static void ratio(StringBuilder md, Results s, String what, String num, String den, double limit) {
        double[] v = ratios(s, num, den);
        if (v.length == 0) {
            notMeasured(md, s, what, limit);
            return;
        }
        double r = median(v);
        row(md, what, times(r), range(s, v, JmhReport::times), times(limit), r <= limit ? "yes" : "no");
    }

    private static void inverse(StringBuilder md, Results s, String what, String num, String den) {
        double[] v = ratios(s, num, den);
        if (v.length > 0) {
            row(md, what, times(median(v)), range(s, v, JmhReport::times), "", "");
        }
    }

    /** {@code a - b} per round (both in the same unit), with no limit: what one side adds to the other. */
    private static void difference(StringBuilder md, Results s, String what, String a, String b) {
        double[] v = perRound(s, List.of(a, b), m -> m.get(a).median() - m.get(b).median());
        if (v.length > 0) {
            row(md, what, fmt(median(v)), range(s, v, JmhReport::fmt), "", "");
        }
    }

    private static void absolute(StringBuilder md, Results s, String what, String key, double limit) {
        double[] v = perRound(s, List.of(key), m -> m.get(key).median());
        if (v.length == 0) {
            notMeasured(md, s, what, limit);
            return;
        }
        double m = median(v);
        row(md, what, fmt(m), range(s, v, JmhReport::fmt), fmt(limit), m <= limit ? "yes" : "no");
    }

    /** Each kernel's variants as time relative to the C kernel of the same computation (1 = as fast as C). */
    private static void kernelChart(Map<String, Score> s, Path file) throws IOException {
        String[][] rows = {
                {"saxpy", "SaxpyBenchmark.c", "SaxpyBenchmark.mlirj", "SaxpyBenchmark.javaArrays",
                        "SaxpyBenchmark.javaSegments"},
                {"stencil", "StencilBenchmark.c", "StencilBenchmark.mlirj", "StencilBenchmark.javaArrays",
                        "StencilBenchmark.javaSegments"},
                {"strided copy", "StridedCopyBenchmark.c", "StridedCopyBenchmark.mlirj",
                        "StridedCopyBenchmark.javaArrays", "StridedCopyBenchmark.javaSegments"},
                {"matmul ikj plain", "MatmulBenchmark.c_ikj", "MatmulBenchmark.mlirj_ikj",
                        "MatmulBenchmark.javaArrays_ikj", "MatmulBenchmark.javaSegments_ikj"},
                {"matmul ikj fma", "MatmulBenchmark.c_ikj", "MatmulBenchmark.mlirj_ikj_fma", null, null},
                {"matmul ikj contract", "MatmulBenchmark.c_ikj", "MatmulBenchmark.mlirj_ikj_contract", null, null},
                {"matmul ijk plain", "MatmulBenchmark.c_ijk", "MatmulBenchmark.mlirj_ijk",
                        "MatmulBenchmark.javaArrays_ijk", null},
        };
        String[] series = {"C -O3 -march=native", "mlirj O3", "Java arrays", "Java segments"};
        List<String> categories = new ArrayList<>();
        List<List<Double>> values = new ArrayList<>();
        for (int k = 0; k < series.length; k++) {
            values.add(new ArrayList<>());
        }
        for (String[] row : rows) {
            Score c = s.get(row[1]);
            if (c == null) {
                continue;
            }
            categories.add(row[0]);
            for (int k = 0; k < series.length; k++) {
                Score v = row[k + 1] == null ? null : s.get(row[k + 1]);
                values.get(k).add(v == null ? null : v.median() / c.median());
            }
        }
        if (categories.isEmpty()) {
            return;
        }
        CategoryChart chart = new CategoryChartBuilder().width(1100).height(520)
                .title("Kernel time relative to C (clang -O3 -march=native = 1; lower is faster; medians; "
                        + "axis cut at 8)")
                .xAxisTitle("kernel").yAxisTitle("time / C time").build();
        chart.getStyler().setLegendPosition(Styler.LegendPosition.InsideNW);
        chart.getStyler().setYAxisMax(8.0); // Java segments on matmul are far above; the table has every value
        for (int k = 0; k < series.length; k++) {
            if (values.get(k).stream().anyMatch(x -> x != null)) {
                chart.addSeries(series[k], categories, values.get(k)); // null: variant not measured for that kernel
            }
        }
        BitmapEncoder.saveBitmap(chart, file.toString(), BitmapEncoder.BitmapFormat.PNG);
    }

    /** The cost of one call of the trivial kernel through each path, in ns. */
    private static void callChart(Map<String, Score> s, Path file) throws IOException {
        String[] keys = {"cDowncall", "cifaceAutomatic", "cifaceHandle", "cifaceUncheckedHandle", "expanded",
                "packed", "cDowncallField", "cifaceAutomaticField", "preparedPacked", "preparedCiface",
                "cCriticalDowncall", "cifaceAutomaticCritical", "cifaceCriticalHandle", "cifaceUncheckedCriticalHandle",
                "expandedCritical", "packedCritical", "preparedPackedCritical"};
        List<String> names = new ArrayList<>();
        List<Double> ns = new ArrayList<>();
        for (String k : keys) {
            Score v = s.get("CallBenchmark." + k);
            if (v != null) {
                names.add(k);
                ns.add(v.median());
            }
        }
        if (names.isEmpty()) {
            return;
        }
        CategoryChart chart = new CategoryChartBuilder().width(1100).height(480)
                .title("One call of a trivial kernel with a rank-2 memref (medians, ns)")
                .xAxisTitle("path").yAxisTitle("ns per call").build();
        chart.getStyler().setLegendVisible(false);
        chart.getStyler().setXAxisLabelRotation(30);
        chart.addSeries("ns", names, ns);
        BitmapEncoder.saveBitmap(chart, file.toString(), BitmapEncoder.BitmapFormat.PNG);
    }
}

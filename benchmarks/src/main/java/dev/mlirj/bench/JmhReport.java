package dev.mlirj.bench;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.style.Styler;

/**
 * Turns JMH's JSON result file into the README's tables and charts: the median of every benchmark's measurement
 * iterations (all forks), the ratios issue 8 sets targets for, and two PNG charts drawn with XChart (kernel time
 * relative to C, call cost in ns). Benchmarks absent from the file are left out; a target whose benchmarks are
 * missing is reported as not measured.
 *
 * <p>Usage: {@code JmhReport RESULT.json OUT_DIR}; prints the Markdown tables and writes
 * {@code OUT_DIR/kernels-vs-c.png} and {@code OUT_DIR/call-overhead.png}.
 */
public final class JmhReport {
    private static final String PREFIX = "dev.mlirj.bench.";

    private JmhReport() {
    }

    /** One benchmark's median and unit, by the key {@code Class.method} or {@code Class.method[param]}. */
    record Score(double median, double min, double max, String unit) {
    }

    public static void main(String[] args) throws IOException {
        Path json = Path.of(args.length > 0 ? args[0] : "target/jmh-result.json");
        Path out = Path.of(args.length > 1 ? args[1] : ".");
        Map<String, Score> scores = read(json);
        StringBuilder md = new StringBuilder();
        md.append("| benchmark | median | min | max |\n|---|---|---|---|\n");
        scores.forEach((k, s) -> md.append(String.format(Locale.ROOT, "| `%s` | %s %s | %s | %s |%n", k,
                fmt(s.median()), s.unit(), fmt(s.min()), fmt(s.max()))));
        md.append("\n| target (issue 8) | measured | limit | met |\n|---|---|---|---|\n");
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
        ratio(md, scores, "call: _mlir_ciface_ (exact handle) / C downcall", "CallBenchmark.cifaceHandle",
                "CallBenchmark.cDowncall", 1.3);
        ratio(md, scores, "call: _mlir_ciface_ without lifetime checks / C downcall",
                "CallBenchmark.cifaceUncheckedHandle", "CallBenchmark.cDowncall", 1.3);
        ratio(md, scores, "call: PreparedCall packed / C downcall", "CallBenchmark.preparedPacked",
                "CallBenchmark.cDowncall", 1.3);
        absolute(md, scores, "call: critical _mlir_ciface_ (ns)", "CallBenchmark.cifaceCriticalHandle", 5);
        absolute(md, scores, "call: critical _mlir_ciface_ without lifetime checks (ns)",
                "CallBenchmark.cifaceUncheckedCriticalHandle", 5);
        absolute(md, scores, "compile: text to callable function (ms)", "CompileBenchmark.s5_callable", 50);
        absolute(md, scores, "compile: parse + lower + translate (ms)", "CompileBenchmark.s3_translate", 10);
        System.out.print(md);
        Files.createDirectories(out);
        kernelChart(scores, out.resolve("kernels-vs-c.png"));
        callChart(scores, out.resolve("call-overhead.png"));
    }

    static Map<String, Score> read(Path json) throws IOException {
        Map<String, Score> scores = new LinkedHashMap<>();
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
            if (v.length == 0) {
                continue;
            }
            double median = v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
            scores.put(key, new Score(median, v[0], v[v.length - 1], metric.get("scoreUnit").getAsString()));
        }
        return scores;
    }

    private static String fmt(double v) {
        return v >= 100 ? String.format(Locale.ROOT, "%.0f", v) : v >= 1 ? String.format(Locale.ROOT, "%.2f", v)
                : String.format(Locale.ROOT, "%.3f", v);
    }

    private static void ratio(StringBuilder md, Map<String, Score> s, String what, String num, String den,
            double limit) {
        if (!s.containsKey(num) || !s.containsKey(den)) {
            md.append("| ").append(what).append(" | not measured | ").append(limit).append(" | |\n");
            return;
        }
        double r = s.get(num).median() / s.get(den).median();
        md.append(String.format(Locale.ROOT, "| %s | %.2fx | %.2fx | %s |%n", what, r, limit,
                r <= limit ? "yes" : "no"));
    }

    private static void inverse(StringBuilder md, Map<String, Score> s, String what, String num, String den) {
        if (s.containsKey(num) && s.containsKey(den)) {
            md.append(String.format(Locale.ROOT, "| %s | %.2fx | | |%n", what,
                    s.get(num).median() / s.get(den).median()));
        }
    }

    private static void absolute(StringBuilder md, Map<String, Score> s, String what, String key, double limit) {
        if (!s.containsKey(key)) {
            md.append("| ").append(what).append(" | not measured | ").append(limit).append(" | |\n");
            return;
        }
        double v = s.get(key).median();
        md.append(String.format(Locale.ROOT, "| %s | %s | %s | %s |%n", what, fmt(v), fmt(limit),
                v <= limit ? "yes" : "no"));
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
        String[] keys = {"cDowncall", "cifaceHandle", "cifaceUncheckedHandle", "expanded", "preparedPacked",
                "preparedCiface",
                "cCriticalDowncall", "cifaceCriticalHandle", "cifaceUncheckedCriticalHandle", "expandedCritical",
                "preparedPackedCritical"};
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

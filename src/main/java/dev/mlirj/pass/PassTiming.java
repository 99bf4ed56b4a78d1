package dev.mlirj.pass;

import dev.mlirj.ir.Operation;
import java.io.PrintWriter;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * mlir-opt's {@code --mlir-timing}: wall-clock time per pass and per nested pipeline (summed over every operation
 * it ran on), plus what the tool records itself ({@link #record}, e.g. {@code Parser} and {@code Output}), printed
 * as MLIR's execution time report: each line {@code    seconds (percent)  name}, nested entries indented two
 * spaces, then {@code Rest} (the total not accounted for) and {@code Total}. Single-threaded, so only the wall time
 * column is shown, as mlir-opt does without threads. Timings naturally differ from MLIR's; the shape does not.
 */
public final class PassTiming implements PassInstrumentation {
    /** One line of the report and the lines nested under it, in first-seen order. */
    private static final class Node {
        final String name;
        final Map<String, Node> children = new LinkedHashMap<>();
        long nanos;

        Node(String name) {
            this.name = name;
        }

        Node child(String childName) {
            return children.computeIfAbsent(childName, Node::new);
        }
    }

    private final Node root = new Node("");
    private final Deque<Node> stack = new ArrayDeque<>();
    private final Deque<Long> starts = new ArrayDeque<>();
    private final long created = System.nanoTime();

    /** Starts the total clock now. */
    public PassTiming() {
        stack.push(root);
    }

    /** Adds {@code nanos} to the top-level entry {@code name} (created at the end of the list when new). */
    public void record(String name, long nanos) {
        root.child(name).nanos += nanos;
    }

    private void begin(String name) {
        stack.push(stack.peek().child(name));
        starts.push(System.nanoTime());
    }

    private void end() {
        stack.pop().nanos += System.nanoTime() - starts.pop();
    }

    @Override
    public void runBeforePass(Pass pass, Operation op) {
        begin(pass.name());
    }

    @Override
    public void runAfterPass(Pass pass, Operation op) {
        end();
    }

    @Override
    public void runAfterPassFailed(Pass pass, Operation op) {
        end();
    }

    @Override
    public void runBeforePipeline(String anchor, Operation parent) {
        begin("'" + anchor + "' Pipeline");
    }

    @Override
    public void runAfterPipeline(String anchor, Operation parent) {
        end();
    }

    /** Writes the report, with the total measured from this object's creation until now. */
    public void report(PrintWriter out) {
        long total = Math.max(1, System.nanoTime() - created);
        long accounted = 0;
        for (Node n : root.children.values()) {
            accounted += n.nanos;
        }
        StringBuilder b = new StringBuilder();
        String rule = "===" + "-".repeat(73) + "===\n";
        b.append(rule).append(" ".repeat(25)).append("... Execution time report ...\n").append(rule);
        b.append(String.format(Locale.ROOT, "  Total Execution Time: %.4f seconds\n\n", total / 1e9));
        b.append("  ----Wall Time----  ----Name----\n");
        for (Node n : root.children.values()) {
            line(b, n, 0, total);
        }
        line(b, "Rest", Math.max(0, total - accounted), 0, total);
        line(b, "Total", total, 0, total);
        out.print(b);
        out.flush();
    }

    private static void line(StringBuilder b, Node n, int depth, long total) {
        line(b, n.name, n.nanos, depth, total);
        for (Node c : n.children.values()) {
            line(b, c, depth + 1, total);
        }
    }

    private static void line(StringBuilder b, String name, long nanos, int depth, long total) {
        b.append(String.format(Locale.ROOT, "    %.4f (%5.1f%%)  ", nanos / 1e9, 100.0 * nanos / total))
                .append("  ".repeat(depth)).append(name).append('\n');
    }
}

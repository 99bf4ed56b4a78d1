package dev.mlirj.bench;

/**
 * Generates the textual IR of a large, valid module with a given number of operations, for the textual-format
 * benchmarks. The module is a sequence of two kinds of functions, alternating, each about {@value #FUNC_OPS}
 * operations long so that a bigger module has more functions, not bigger ones (as real programs grow):
 * <ul>
 *   <li>a {@code func.func} of straight-line {@code arith} code over {@code i32}, {@code i64} and {@code f32}
 *       ({@code constant}, {@code addi}, {@code muli}, {@code cmpi}, {@code select}, {@code addf},
 *       {@code mulf}), split into four blocks by {@code cf.cond_br} and {@code cf.br} with block arguments, one
 *       of them calling the previous {@code func.func} with {@code func.call};</li>
 *   <li>an {@code llvm.func} doing pointer arithmetic ({@code llvm.getelementptr}), memory accesses
 *       ({@code llvm.load}, {@code llvm.store}) and {@code llvm.add}/{@code llvm.mul}, ending in an
 *       {@code llvm.call} of the previous {@code llvm.func}.</li>
 * </ul>
 * Every function calls one defined before it, so symbol lookups span the whole module. The text is what
 * mlir-opt would print (custom form, SSA names as the printer numbers them is not required).
 */
public final class IrGenerator {
    /** About how many operations one generated function holds, its own {@code func.func} included. */
    public static final int FUNC_OPS = 100;

    private final StringBuilder out = new StringBuilder();
    private int ops;

    private IrGenerator() {
    }

    /**
     * A module of at least {@code targetOps} operations (counting {@code builtin.module}, the functions and
     * every operation inside them); it overshoots by less than one function.
     */
    public static String module(int targetOps) {
        IrGenerator g = new IrGenerator();
        g.out.append("module {\n");
        g.ops = 1;
        for (int i = 0; g.ops < targetOps; i++) {
            if (i % 2 == 0) {
                g.func(i);
            } else {
                g.llvmFunc(i);
            }
        }
        g.out.append("}\n");
        return g.out.toString();
    }

    /** How many operations {@link #module(int)} generates for {@code targetOps}. */
    public static int opCount(int targetOps) {
        IrGenerator g = new IrGenerator();
        g.ops = 1;
        for (int i = 0; g.ops < targetOps; i++) {
            if (i % 2 == 0) {
                g.func(i);
            } else {
                g.llvmFunc(i);
            }
        }
        return g.ops;
    }

    private void line(String text) {
        out.append("    ").append(text).append('\n');
        ops++;
    }

    /** A func.func of about FUNC_OPS ops in four blocks; calls the func.func {@code i - 2} when there is one. */
    private void func(int i) {
        out.append("  func.func @f").append(i).append("(%a: i32, %b: i64, %x: f32, %c: i1) -> i32 {\n");
        ops++;
        line("%one = arith.constant 1 : i32");
        line("%k = arith.constant 7 : i64");
        line("%h = arith.constant 2.500000e+00 : f32");
        String v = straightLine("e", "%a", 2);
        line("cf.cond_br %c, ^bb1(" + v + " : i32), ^bb2(" + v + ", %a : i32, i32)");
        out.append("  ^bb1(%v1: i32):\n");
        String w = straightLine("t", "%v1", 4);
        line("cf.br ^bb3(" + w + " : i32)");
        out.append("  ^bb2(%u1: i32, %u2: i32):\n");
        String s = straightLine("s", "%u1", 4);
        String r = s;
        if (i >= 2) {
            line("%call = func.call @f" + (i - 2) + "(" + s + ", %b, %x, %c) : (i32, i64, f32, i1) -> i32");
            r = "%call";
        }
        line("%sum = arith.addi " + r + ", %u2 : i32");
        line("cf.br ^bb3(%sum : i32)");
        out.append("  ^bb3(%res: i32):\n");
        line("func.return %res : i32");
        out.append("  }\n");
    }

    /**
     * {@code rounds} rounds of nine arith ops (i32, i64 and f32 chains), starting from i32 value {@code start};
     * returns the name of the last i32 value.
     */
    private String straightLine(String prefix, String start, int rounds) {
        String prev = start;
        for (int j = 0; j < rounds; j++) {
            String p = "%" + prefix + j;
            line(p + "a = arith.addi " + prev + ", %one : i32");
            line(p + "m = arith.muli " + p + "a, " + prev + " : i32");
            line(p + "c = arith.cmpi slt, " + p + "m, %a : i32");
            line(p + "s = arith.select " + p + "c, " + p + "m, " + p + "a : i32");
            line(p + "w = arith.addi %b, %k : i64");
            line(p + "y = arith.muli " + p + "w, %b : i64");
            line(p + "f = arith.addf %x, %h : f32");
            line(p + "g = arith.mulf " + p + "f, %x : f32");
            line(p + "z = arith.constant " + j + " : i32");
            prev = p + "s";
        }
        return prev;
    }

    /** An llvm.func of about FUNC_OPS ops; calls the llvm.func {@code i - 2} when there is one. */
    private void llvmFunc(int i) {
        out.append("  llvm.func @g").append(i).append("(%p: !llvm.ptr, %n: i64, %v: i32) -> i32 {\n");
        ops++;
        line("%one = llvm.mlir.constant(1 : i32) : i32");
        line("%step = llvm.mlir.constant(4 : i64) : i64");
        String acc = "%v";
        String idx = "%n";
        for (int j = 0; j < 12; j++) {
            String p = "%l" + j;
            line(p + "i = llvm.add " + idx + ", %step : i64");
            line(p + "p = llvm.getelementptr %p[" + p + "i] : (!llvm.ptr, i64) -> !llvm.ptr, i32");
            line(p + "q = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f64)>");
            line(p + "x = llvm.load " + p + "p : !llvm.ptr -> i32");
            line(p + "s = llvm.add " + p + "x, " + acc + " : i32");
            line(p + "m = llvm.mul " + p + "s, %one : i32");
            line("llvm.store " + p + "m, " + p + "p : i32, !llvm.ptr");
            line("llvm.store " + p + "s, " + p + "q {alignment = 4 : i64} : i32, !llvm.ptr");
            acc = p + "m";
            idx = p + "i";
        }
        if (i >= 2) {
            line("%r = llvm.call @g" + (i - 2) + "(%p, %n, " + acc + ") : (!llvm.ptr, i64, i32) -> i32");
            acc = "%r";
        }
        line("llvm.return " + acc + " : i32");
        out.append("  }\n");
    }
}

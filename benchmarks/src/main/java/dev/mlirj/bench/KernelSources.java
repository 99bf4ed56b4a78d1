package dev.mlirj.bench;

/**
 * The MLIR text of every benchmarked kernel: scf loops over memrefs with arith and math, each the same
 * computation as the C function of the same name in {@code src/main/c/kernels.c} and the Java loops of
 * {@link JavaKernels}. Functions carry {@code llvm.emit_c_interface}, so they are called through
 * {@code _mlir_ciface_}, except the bare-pointer variant, which MLIR calls through the expanded form only.
 */
public final class KernelSources {
    static final int SAXPY_N = 1 << 24;
    static final int STENCIL_N = 2048;
    static final int MATMUL_N = 512;
    static final int COPY_ROWS = 4096;
    static final int COPY_COLS = 2048; // every second one of 4096
    static final int LOWERING_N = 1024;

    private KernelSources() {
    }

    /**
     * Writes the kernels {@code scripts/bench.sh --ab} compares with C outside the JVM into the directory
     * {@code args[0]}, one {@code NAME.mlir} each, every one with an empty {@code @main} so that
     * {@code mlirj run --dump-object-file} compiles it as the benchmarks' engine does: saxpy, the stencil, the
     * i-k-j matmul in its three flavours and the strided copy.
     */
    public static void main(String[] args) throws java.io.IOException {
        java.nio.file.Path dir = java.nio.file.Path.of(args[0]);
        java.nio.file.Files.createDirectories(dir);
        java.util.Map<String, String> kernels = new java.util.LinkedHashMap<>();
        kernels.put("saxpy", saxpy());
        kernels.put("stencil", stencil());
        kernels.put("matmul_ikj_plain", matmulIkj(Flavour.PLAIN));
        kernels.put("matmul_ikj_fma", matmulIkj(Flavour.FMA));
        kernels.put("matmul_ikj_contract", matmulIkj(Flavour.CONTRACT));
        kernels.put("strided_copy", stridedCopy());
        for (var e : kernels.entrySet()) {
            java.nio.file.Files.writeString(dir.resolve(e.getKey() + ".mlir"),
                    e.getValue() + "func.func @main() {\n  return\n}\n");
        }
    }

    static String saxpy() {
        return """
                func.func @saxpy(%a: f32, %x: memref<N_xf32>, %y: memref<N_xf32>) attributes {llvm.emit_c_interface} {
                  %c0 = arith.constant 0 : index
                  %c1 = arith.constant 1 : index
                  %n = arith.constant N_ : index
                  scf.for %i = %c0 to %n step %c1 {
                    %xi = memref.load %x[%i] : memref<N_xf32>
                    %yi = memref.load %y[%i] : memref<N_xf32>
                    %p = arith.mulf %a, %xi : f32
                    %s = arith.addf %p, %yi : f32
                    memref.store %s, %y[%i] : memref<N_xf32>
                  }
                  return
                }
                """.replace("N_", Integer.toString(SAXPY_N));
    }

    /** out[i][j] = 0.2 (in[i][j] + in[i-1][j] + in[i+1][j] + in[i][j-1] + in[i][j+1]) on the interior. */
    static String stencil() {
        return """
                func.func @stencil(%in: memref<N_xN_xf32>, %out: memref<N_xN_xf32>) attributes {llvm.emit_c_interface} {
                  %c1 = arith.constant 1 : index
                  %last = arith.constant M_ : index
                  %w = arith.constant 0.2 : f32
                  scf.for %i = %c1 to %last step %c1 {
                    %im = arith.subi %i, %c1 : index
                    %ip = arith.addi %i, %c1 : index
                    scf.for %j = %c1 to %last step %c1 {
                      %jm = arith.subi %j, %c1 : index
                      %jp = arith.addi %j, %c1 : index
                      %v0 = memref.load %in[%i, %j] : memref<N_xN_xf32>
                      %v1 = memref.load %in[%im, %j] : memref<N_xN_xf32>
                      %v2 = memref.load %in[%ip, %j] : memref<N_xN_xf32>
                      %v3 = memref.load %in[%i, %jm] : memref<N_xN_xf32>
                      %v4 = memref.load %in[%i, %jp] : memref<N_xN_xf32>
                      %s1 = arith.addf %v0, %v1 : f32
                      %s2 = arith.addf %s1, %v2 : f32
                      %s3 = arith.addf %s2, %v3 : f32
                      %s4 = arith.addf %s3, %v4 : f32
                      %r = arith.mulf %w, %s4 : f32
                      memref.store %r, %out[%i, %j] : memref<N_xN_xf32>
                    }
                  }
                  return
                }
                """.replace("N_", Integer.toString(STENCIL_N)).replace("M_", Integer.toString(STENCIL_N - 1));
    }

    /** How the matmul kernel multiplies and adds. */
    enum Flavour {
        /** {@code arith.mulf} then {@code arith.addf}, no flags: LLVM may not fuse them. */
        PLAIN,
        /** {@code math.fma}. */
        FMA,
        /** {@code arith.mulf}/{@code arith.addf} with {@code fastmath<contract>}: LLVM may fuse them. */
        CONTRACT;

        /** The ops computing {@code %r = acc + a * b}. */
        String multiplyAdd(String a, String b, String acc) {
            return switch (this) {
                case PLAIN -> "%p = arith.mulf " + a + ", " + b + " : f32\n"
                        + "%r = arith.addf " + acc + ", %p : f32\n";
                case CONTRACT -> "%p = arith.mulf " + a + ", " + b + " fastmath<contract> : f32\n"
                        + "%r = arith.addf " + acc + ", %p fastmath<contract> : f32\n";
                case FMA -> "%r = math.fma " + a + ", " + b + ", " + acc + " : f32\n";
            };
        }
    }

    /** C += A B on 512x512 f32, i-j-k (the sum of a row by a column kept in a loop-carried value). */
    static String matmulIjk(Flavour flavour) {
        return matmul("""
                    scf.for %j = %c0 to %n step %c1 {
                      %init = memref.load %C[%i, %j] : memref<T_>
                      %sum = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %init) -> (f32) {
                        %a = memref.load %A[%i, %k] : memref<T_>
                        %b = memref.load %B[%k, %j] : memref<T_>
                MULADD    scf.yield %r : f32
                      }
                      memref.store %sum, %C[%i, %j] : memref<T_>
                    }
                """, flavour.multiplyAdd("%a", "%b", "%acc"));
    }

    /** C += A B on 512x512 f32, i-k-j (a row of B scaled into a row of C: the inner loop vectorises). */
    static String matmulIkj(Flavour flavour) {
        return matmul("""
                    scf.for %k = %c0 to %n step %c1 {
                      %a = memref.load %A[%i, %k] : memref<T_>
                      scf.for %j = %c0 to %n step %c1 {
                        %b = memref.load %B[%k, %j] : memref<T_>
                        %c = memref.load %C[%i, %j] : memref<T_>
                MULADD      memref.store %r, %C[%i, %j] : memref<T_>
                      }
                    }
                """, flavour.multiplyAdd("%a", "%b", "%c"));
    }

    /** {@code @matmul} with {@code inner} inside the loop over rows {@code %i}, its MULADD replaced. */
    private static String matmul(String inner, String multiplyAdd) {
        return ("""
                func.func @matmul(%A: memref<T_>, %B: memref<T_>, %C: memref<T_>) attributes {llvm.emit_c_interface} {
                  %c0 = arith.constant 0 : index
                  %c1 = arith.constant 1 : index
                  %n = arith.constant N_ : index
                  scf.for %i = %c0 to %n step %c1 {
                """ + inner + """
                  }
                  return
                }
                """).replace("MULADD", multiplyAdd).replace("T_", "N_xN_xf32")
                .replace("N_", Integer.toString(MATMUL_N));
    }

    /** dst[i][j] = src[i][j] where src is a view of every second column of a 4096x4096 f64 matrix. */
    static String stridedCopy() {
        return """
                func.func @strided_copy(%src: memref<R_xC_xf64, strided<[W_, 2]>>, %dst: memref<R_xC_xf64>)
                    attributes {llvm.emit_c_interface} {
                  %c0 = arith.constant 0 : index
                  %c1 = arith.constant 1 : index
                  %rows = arith.constant R_ : index
                  %cols = arith.constant C_ : index
                  scf.for %i = %c0 to %rows step %c1 {
                    scf.for %j = %c0 to %cols step %c1 {
                      %v = memref.load %src[%i, %j] : memref<R_xC_xf64, strided<[W_, 2]>>
                      memref.store %v, %dst[%i, %j] : memref<R_xC_xf64>
                    }
                  }
                  return
                }
                """.replace("R_", Integer.toString(COPY_ROWS)).replace("C_", Integer.toString(COPY_COLS))
                .replace("W_", Integer.toString(2 * COPY_COLS));
    }

    /** The trivial kernel of the call-overhead benchmark: element [0][0] of a rank-2 view. */
    static String touch() {
        return """
                func.func @touch(%m: memref<?x?xf32>) -> f32 attributes {llvm.emit_c_interface} {
                  %c0 = arith.constant 0 : index
                  %v = memref.load %m[%c0, %c0] : memref<?x?xf32>
                  return %v : f32
                }
                """;
    }

    /**
     * {@link #touch()} with a {@code cf.assert} that holds for the benchmark's data (element [0][0] is not
     * negative), so that the module can fail and its entry points get recovery points; {@code touch_failing}
     * asserts the opposite and fails on every call.
     */
    static String touchGuarded() {
        return """
                func.func @touch(%m: memref<?x?xf32>) -> f32 attributes {llvm.emit_c_interface} {
                  %c0 = arith.constant 0 : index
                  %zero = arith.constant 0.0 : f32
                  %v = memref.load %m[%c0, %c0] : memref<?x?xf32>
                  %ok = arith.cmpf oge, %v, %zero : f32
                  cf.assert %ok, "element [0][0] is negative"
                  return %v : f32
                }
                func.func @touch_failing(%m: memref<?x?xf32>) -> f32 attributes {llvm.emit_c_interface} {
                  %c0 = arith.constant 0 : index
                  %zero = arith.constant 0.0 : f32
                  %v = memref.load %m[%c0, %c0] : memref<?x?xf32>
                  %bad = arith.cmpf olt, %v, %zero : f32
                  cf.assert %bad, "element [0][0] is not negative"
                  return %v : f32
                }
                """;
    }

    /**
     * The memref lowering variants of one kernel, y = 0.5 x + y on 1024x1024 f32, differing only in what the
     * lowering knows about the memrefs.
     */
    public enum Lowering {
        /** Static shapes and identity layout: every stride a constant. */
        STATIC,
        /** {@code memref<?x?xf32>}: sizes and strides read from the descriptor. */
        DYNAMIC,
        /** {@code strided<[?, ?], offset: ?>} arguments: the interior of a 1026x1026 buffer, viewed from Java. */
        STRIDED,
        /** A flat buffer given an offset and strides by {@code memref.reinterpret_cast} inside the kernel. */
        REINTERPRET,
        /**
         * {@code memref.subview} of the interior inside the kernel: lowers only once expand-strided-metadata is in
         * the standard lowering, so it is not in the default parameter list (run it with {@code -p lowering=SUBVIEW}).
         */
        SUBVIEW,
        /** Static shapes with {@code convert-func-to-llvm}'s bare-pointer convention: one pointer per memref. */
        BAREPTR;

        /** Whether the arguments are views of the interior of a (N+2)x(N+2) buffer. */
        boolean padded() {
            return this == STRIDED || this == REINTERPRET || this == SUBVIEW;
        }
    }

    static String scaleAdd(Lowering lowering) {
        String body = """
                  %c0 = arith.constant 0 : index
                  %c1 = arith.constant 1 : index
                  %half = arith.constant 0.5 : f32
                BOUNDS  scf.for %i = %c0 to %rows step %c1 {
                    scf.for %j = %c0 to %cols step %c1 {
                      %xv = memref.load %x[%i, %j] : TYPE
                      %yv = memref.load %y[%i, %j] : TYPE
                      %p = arith.mulf %half, %xv : f32
                      %s = arith.addf %p, %yv : f32
                      memref.store %s, %y[%i, %j] : TYPE
                    }
                  }
                  return
                }
                """;
        String staticBounds = "  %rows = arith.constant N_ : index\n  %cols = arith.constant N_ : index\n";
        String dynamicBounds = "  %rows = memref.dim %x, %c0 : TYPE\n  %cols = memref.dim %x, %c1 : TYPE\n";
        String header = "func.func @scale_add(%x: TYPE, %y: TYPE) attributes {llvm.emit_c_interface} {\n";
        String text = switch (lowering) {
            case STATIC -> (header + body.replace("BOUNDS", staticBounds)).replace("TYPE", "memref<N_xN_xf32>");
            case BAREPTR -> (header.replace(" attributes {llvm.emit_c_interface}", "")
                    + body.replace("BOUNDS", staticBounds)).replace("TYPE", "memref<N_xN_xf32>");
            case DYNAMIC -> (header + body.replace("BOUNDS", dynamicBounds)).replace("TYPE", "memref<?x?xf32>");
            case STRIDED -> (header + body.replace("BOUNDS", dynamicBounds))
                    .replace("TYPE", "memref<?x?xf32, strided<[?, ?], offset: ?>>");
            case REINTERPRET -> ("""
                    func.func @scale_add(%xb: memref<?xf32>, %yb: memref<?xf32>, %off: index, %ld: index)
                        attributes {llvm.emit_c_interface} {
                      %x = memref.reinterpret_cast %xb to offset: [%off], sizes: [N_, N_], strides: [%ld, 1]
                          : memref<?xf32> to TYPE
                      %y = memref.reinterpret_cast %yb to offset: [%off], sizes: [N_, N_], strides: [%ld, 1]
                          : memref<?xf32> to TYPE
                    """ + body.replace("BOUNDS", staticBounds))
                    .replace("TYPE", "memref<N_xN_xf32, strided<[?, 1], offset: ?>>");
            case SUBVIEW -> ("""
                    func.func @scale_add(%xb: memref<P_xP_xf32>, %yb: memref<P_xP_xf32>)
                        attributes {llvm.emit_c_interface} {
                      %x = memref.subview %xb[1, 1] [N_, N_] [1, 1] : memref<P_xP_xf32> to TYPE
                      %y = memref.subview %yb[1, 1] [N_, N_] [1, 1] : memref<P_xP_xf32> to TYPE
                    """ + body.replace("BOUNDS", staticBounds))
                    .replace("TYPE", "memref<N_xN_xf32, strided<[P_, 1], offset: O_>>");
        };
        int n = LOWERING_N;
        return text.replace("N_", Integer.toString(n)).replace("P_", Integer.toString(n + 2))
                .replace("O_", Integer.toString(n + 3));
    }
}

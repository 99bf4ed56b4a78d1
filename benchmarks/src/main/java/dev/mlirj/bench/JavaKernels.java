package dev.mlirj.bench;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;

/**
 * The Java references of the kernels: plain loops on arrays (also the reference results the other variants are
 * checked against) and the same loops on native {@link MemorySegment}s, row-major as the MLIR and C kernels.
 */
final class JavaKernels {
    private static final ValueLayout.OfFloat F32 = ValueLayout.JAVA_FLOAT;
    private static final ValueLayout.OfDouble F64 = ValueLayout.JAVA_DOUBLE;

    private JavaKernels() {
    }

    static void saxpy(float a, float[] x, float[] y) {
        for (int i = 0; i < y.length; i++) {
            y[i] = a * x[i] + y[i];
        }
    }

    static void saxpy(float a, MemorySegment x, MemorySegment y, long n) {
        for (long i = 0; i < n; i++) {
            y.setAtIndex(F32, i, a * x.getAtIndex(F32, i) + y.getAtIndex(F32, i));
        }
    }

    static void stencil(int n, float[] in, float[] out) {
        for (int i = 1; i < n - 1; i++) {
            for (int j = 1; j < n - 1; j++) {
                out[i * n + j] = 0.2f * (in[i * n + j] + in[(i - 1) * n + j] + in[(i + 1) * n + j]
                        + in[i * n + j - 1] + in[i * n + j + 1]);
            }
        }
    }

    static void stencil(int n, MemorySegment in, MemorySegment out) {
        for (long i = 1; i < n - 1; i++) {
            for (long j = 1; j < n - 1; j++) {
                long c = i * n + j;
                out.setAtIndex(F32, c, 0.2f * (in.getAtIndex(F32, c) + in.getAtIndex(F32, c - n)
                        + in.getAtIndex(F32, c + n) + in.getAtIndex(F32, c - 1) + in.getAtIndex(F32, c + 1)));
            }
        }
    }

    static void matmulIjk(int n, float[] a, float[] b, float[] c) {
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                float acc = c[i * n + j];
                for (int k = 0; k < n; k++) {
                    acc += a[i * n + k] * b[k * n + j];
                }
                c[i * n + j] = acc;
            }
        }
    }

    static void matmulIkj(int n, float[] a, float[] b, float[] c) {
        for (int i = 0; i < n; i++) {
            for (int k = 0; k < n; k++) {
                float aik = a[i * n + k];
                for (int j = 0; j < n; j++) {
                    c[i * n + j] += aik * b[k * n + j];
                }
            }
        }
    }

    static void matmulIkj(int n, MemorySegment a, MemorySegment b, MemorySegment c) {
        for (long i = 0; i < n; i++) {
            for (long k = 0; k < n; k++) {
                float aik = a.getAtIndex(F32, i * n + k);
                for (long j = 0; j < n; j++) {
                    long ij = i * n + j;
                    c.setAtIndex(F32, ij, c.getAtIndex(F32, ij) + aik * b.getAtIndex(F32, k * n + j));
                }
            }
        }
    }

    static void stridedCopy(int rows, int cols, double[] src, double[] dst) {
        for (int i = 0; i < rows; i++) {
            for (int j = 0; j < cols; j++) {
                dst[i * cols + j] = src[i * 2 * cols + 2 * j];
            }
        }
    }

    static void stridedCopy(int rows, int cols, MemorySegment src, MemorySegment dst) {
        for (long i = 0; i < rows; i++) {
            for (long j = 0; j < cols; j++) {
                dst.setAtIndex(F64, i * cols + j, src.getAtIndex(F64, i * 2 * cols + 2 * j));
            }
        }
    }
}

/* The C references of the mlirj kernel benchmarks, built with clang -O3 -march=native (build.sh) and called
 * through FFM downcalls. Each does what the MLIR kernel of the same name in KernelSources.java does, on the same
 * memory layout (row-major, the sizes fixed as in the MLIR text). Plain C as one would write it: no restrict,
 * no intrinsics; clang's default floating-point contraction (-ffp-contract=on) except where a name says
 * otherwise. */
#include <math.h>
#include <stdint.h>

void saxpy(int64_t n, float a, const float *x, float *y) {
  for (int64_t i = 0; i < n; i++) y[i] = a * x[i] + y[i];
}

/* 5-point stencil on the interior of an n x n grid. */
void stencil(int64_t n, const float *in, float *out) {
  for (int64_t i = 1; i < n - 1; i++)
    for (int64_t j = 1; j < n - 1; j++)
      out[i * n + j] = 0.2f * (in[i * n + j] + in[(i - 1) * n + j] + in[(i + 1) * n + j] + in[i * n + j - 1] +
                               in[i * n + j + 1]);
}

/* c += a * b, n x n, i-j-k order with the sum in a register. */
void matmul_ijk(int64_t n, const float *a, const float *b, float *c) {
  for (int64_t i = 0; i < n; i++)
    for (int64_t j = 0; j < n; j++) {
      float acc = c[i * n + j];
      for (int64_t k = 0; k < n; k++) acc += a[i * n + k] * b[k * n + j];
      c[i * n + j] = acc;
    }
}

/* c += a * b, n x n, i-k-j order (clang contracts the multiply-add into an FMA by default). */
void matmul_ikj(int64_t n, const float *a, const float *b, float *c) {
  for (int64_t i = 0; i < n; i++)
    for (int64_t k = 0; k < n; k++) {
      float aik = a[i * n + k];
      for (int64_t j = 0; j < n; j++) c[i * n + j] += aik * b[k * n + j];
    }
}

/* The same without contraction: a separate multiply and add, as the plain MLIR kernel. */
void matmul_ikj_nocontract(int64_t n, const float *a, const float *b, float *c) {
#pragma clang fp contract(off)
  for (int64_t i = 0; i < n; i++)
    for (int64_t k = 0; k < n; k++) {
      float aik = a[i * n + k];
      for (int64_t j = 0; j < n; j++) c[i * n + j] += aik * b[k * n + j];
    }
}

/* dst[i][j] = src[i][2 j]: every second column of a rows x (2 cols) f64 matrix into a rows x cols one. */
void strided_copy(int64_t rows, int64_t cols, const double *src, double *dst) {
  for (int64_t i = 0; i < rows; i++)
    for (int64_t j = 0; j < cols; j++) dst[i * cols + j] = src[i * 2 * cols + 2 * j];
}

/* MLIR's rank-2 f32 memref descriptor, as _mlir_ciface_ functions take it. */
struct memref2d {
  float *allocated;
  float *aligned;
  int64_t offset;
  int64_t sizes[2];
  int64_t strides[2];
};

/* The trivial kernel of the call-overhead benchmark: element [0][0] of the view. */
float touch(const struct memref2d *m) { return m->aligned[m->offset]; }

/* The same element read straight from an array, for the zero-copy call on a Java array (critical, heap access). */
float touch_array(const float *a) { return a[0]; }

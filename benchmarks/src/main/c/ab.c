/*
 * A/B timing of mlirj's generated code against clang's, outside the JVM (scripts/bench.sh --ab): the object
 * files mlirj's JIT compiled for the benchmark kernels (mlirj run -O3 --dump-object-file, their defined
 * symbols renamed NAME_SYMBOL) linked with kernels.c, each pair run alternately (A B, then B A) on the same
 * data, medians of the repetitions. Every pair is checked for equal results before it is timed. What JMH
 * cannot separate on a shared machine (drift between one benchmark's iterations and the next's) cancels out
 * here, so the ratios show the generated code alone. Usage: ab [REPETITIONS] (default 100).
 */
#define _POSIX_C_SOURCE 199309L
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

struct memref1f { float *allocated, *aligned; int64_t offset, sizes[1], strides[1]; };
struct memref2f { float *allocated, *aligned; int64_t offset, sizes[2], strides[2]; };
struct memref2d { double *allocated, *aligned; int64_t offset, sizes[2], strides[2]; };

/* mlirj's C-interface wrappers. */
void saxpy__mlir_ciface_saxpy(float, struct memref1f *, struct memref1f *);
void stencil__mlir_ciface_stencil(struct memref2f *, struct memref2f *);
void matmul_ikj_plain__mlir_ciface_matmul(struct memref2f *, struct memref2f *, struct memref2f *);
void matmul_ikj_fma__mlir_ciface_matmul(struct memref2f *, struct memref2f *, struct memref2f *);
void matmul_ikj_contract__mlir_ciface_matmul(struct memref2f *, struct memref2f *, struct memref2f *);
void strided_copy__mlir_ciface_strided_copy(struct memref2d *, struct memref2d *);

/* clang's (kernels.c). */
void saxpy(int64_t n, float a, const float *x, float *y);
void stencil(int64_t n, const float *in, float *out);
void matmul_ikj(int64_t n, const float *a, const float *b, float *c);
void strided_copy(int64_t rows, int64_t cols, const double *src, double *dst);

enum { SAXPY_N = 1 << 24, STENCIL_N = 2048, MATMUL_N = 512, COPY_ROWS = 4096, COPY_COLS = 2048 };

static float *x, *y, *grid, *next, *ma, *mb, *mc;
static double *src, *dst;

static struct memref1f view1(float *p, int64_t n) { return (struct memref1f){p, p, 0, {n}, {1}}; }
static struct memref2f view2(float *p, int64_t n) { return (struct memref2f){p, p, 0, {n, n}, {n, 1}}; }

static void mlirj_saxpy(void) {
  struct memref1f a = view1(x, SAXPY_N), b = view1(y, SAXPY_N);
  saxpy__mlir_ciface_saxpy(0.5f, &a, &b);
}
static void c_saxpy(void) { saxpy(SAXPY_N, 0.5f, x, y); }
static void mlirj_stencil(void) {
  struct memref2f a = view2(grid, STENCIL_N), b = view2(next, STENCIL_N);
  stencil__mlir_ciface_stencil(&a, &b);
}
static void c_stencil(void) { stencil(STENCIL_N, grid, next); }
#define MATMUL(flavour)                                                                   \
  static void mlirj_matmul_##flavour(void) {                                              \
    struct memref2f a = view2(ma, MATMUL_N), b = view2(mb, MATMUL_N), c = view2(mc, MATMUL_N); \
    matmul_ikj_##flavour##__mlir_ciface_matmul(&a, &b, &c);                               \
  }
MATMUL(plain)
MATMUL(fma)
MATMUL(contract)
static void c_matmul(void) { matmul_ikj(MATMUL_N, ma, mb, mc); }
static void mlirj_copy(void) {
  struct memref2d s = {src, src, 0, {COPY_ROWS, COPY_COLS}, {2 * COPY_COLS, 2}};
  struct memref2d d = {dst, dst, 0, {COPY_ROWS, COPY_COLS}, {COPY_COLS, 1}};
  strided_copy__mlir_ciface_strided_copy(&s, &d);
}
static void c_copy(void) { strided_copy(COPY_ROWS, COPY_COLS, src, dst); }

/* Restores a kernel's inputs and output to the same state before each side of the check. */
static void reset_saxpy(void) {
  for (int64_t i = 0; i < SAXPY_N; i++) { x[i] = (float)(i % 97) / 97; y[i] = (float)(i % 89) / 89; }
}
static void reset_stencil(void) {
  for (int64_t i = 0; i < (int64_t)STENCIL_N * STENCIL_N; i++) { grid[i] = (float)(i % 101) / 101; next[i] = 0; }
}
static void reset_matmul(void) {
  for (int64_t i = 0; i < (int64_t)MATMUL_N * MATMUL_N; i++) {
    ma[i] = (float)(i % 13) / 13; mb[i] = (float)(i % 7) / 7; mc[i] = (float)(i % 5) / 5;
  }
}
static void reset_copy(void) {
  for (int64_t i = 0; i < (int64_t)COPY_ROWS * 2 * COPY_COLS; i++) src[i] = (double)i;
  memset(dst, 0, sizeof(double) * COPY_ROWS * COPY_COLS);
}

struct pair {
  const char *name;
  void (*mlirj)(void), (*c)(void), (*reset)(void);
  float *outf; double *outd; int64_t count; double tolerance; /* relative; 0: bit for bit */
};

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}
static int by_value(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

/* Runs both sides once from the same inputs and compares their outputs; exits on a difference. */
static void check(const struct pair *p) {
  size_t bytes = p->count * (p->outf ? sizeof(float) : sizeof(double));
  void *out = p->outf ? (void *)p->outf : (void *)p->outd;
  void *expected = malloc(bytes);
  p->reset(); p->c();
  memcpy(expected, out, bytes);
  p->reset(); p->mlirj();
  for (int64_t i = 0; i < p->count; i++) {
    double e = p->outf ? ((float *)expected)[i] : ((double *)expected)[i];
    double g = p->outf ? p->outf[i] : p->outd[i];
    if (p->tolerance == 0 ? e != g : fabs(e - g) > p->tolerance * fmax(1, fabs(e))) {
      fprintf(stderr, "ab: %s: element %lld is %g from mlirj, %g from C\n", p->name, (long long)i, g, e);
      exit(1);
    }
  }
  free(expected);
}

int main(int argc, char **argv) {
  int reps = argc > 1 ? atoi(argv[1]) : 100;
  if (reps < 1) { fprintf(stderr, "usage: ab [REPETITIONS]\n"); return 2; }
  x = aligned_alloc(64, sizeof(float) * SAXPY_N); y = aligned_alloc(64, sizeof(float) * SAXPY_N);
  grid = aligned_alloc(64, sizeof(float) * STENCIL_N * STENCIL_N);
  next = aligned_alloc(64, sizeof(float) * STENCIL_N * STENCIL_N);
  ma = aligned_alloc(64, sizeof(float) * MATMUL_N * MATMUL_N);
  mb = aligned_alloc(64, sizeof(float) * MATMUL_N * MATMUL_N);
  mc = aligned_alloc(64, sizeof(float) * MATMUL_N * MATMUL_N);
  src = aligned_alloc(64, sizeof(double) * COPY_ROWS * 2 * COPY_COLS);
  dst = aligned_alloc(64, sizeof(double) * COPY_ROWS * COPY_COLS);
  /* saxpy: C contracts a*x+y into an FMA, mlirj's kernel (no fastmath) does not: rounding differs slightly. */
  struct pair pairs[] = {
      {"saxpy", mlirj_saxpy, c_saxpy, reset_saxpy, y, NULL, SAXPY_N, 1e-6},
      {"stencil", mlirj_stencil, c_stencil, reset_stencil, next, NULL, (int64_t)STENCIL_N * STENCIL_N, 0},
      {"strided copy", mlirj_copy, c_copy, reset_copy, NULL, dst, (int64_t)COPY_ROWS * COPY_COLS, 0},
      {"matmul i-k-j math.fma", mlirj_matmul_fma, c_matmul, reset_matmul, mc, NULL, MATMUL_N * MATMUL_N, 1e-5},
      {"matmul i-k-j fastmath<contract>", mlirj_matmul_contract, c_matmul, reset_matmul, mc, NULL,
       MATMUL_N * MATMUL_N, 1e-5},
      {"matmul i-k-j plain", mlirj_matmul_plain, c_matmul, reset_matmul, mc, NULL, MATMUL_N * MATMUL_N, 1e-4},
  };
  printf("| kernel | mlirj median | C median | mlirj / C |\n|---|---|---|---|\n");
  double *times[2] = {malloc(sizeof(double) * reps), malloc(sizeof(double) * reps)};
  for (size_t k = 0; k < sizeof pairs / sizeof pairs[0]; k++) {
    const struct pair *p = &pairs[k];
    check(p);
    p->reset();
    for (int w = 0; w < 3; w++) { p->mlirj(); p->c(); }
    for (int r = 0; r < reps; r++) {
      for (int side = 0; side < 2; side++) {
        int which = side ^ (r & 1); /* A B, then B A */
        double t = now();
        (which == 0 ? p->mlirj : p->c)();
        times[which][r] = now() - t;
      }
    }
    qsort(times[0], reps, sizeof(double), by_value);
    qsort(times[1], reps, sizeof(double), by_value);
    double m = times[0][reps / 2], c = times[1][reps / 2];
    printf("| %s | %.3f ms | %.3f ms | %.3fx |\n", p->name, m * 1e3, c * 1e3, m / c);
  }
  return 0;
}

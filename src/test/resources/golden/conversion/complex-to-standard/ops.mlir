// RUN: mlirj opt %s --convert-complex-to-standard | FileCheck %s
// The complex operations whose MLIR 19 expansion needs only arith (eq, neq, add, sub, neg, conj), on their parts
// through complex.re/im/create, and the ones the pass leaves alone (constant, re, create, bitcast). Expectations
// are mlir-opt 19's output (scripts/golden-checks.sh wrote them).

func.func @compare(%a: complex<f32>, %b: complex<f32>) -> (i1, i1) {
  %e = complex.eq %a, %b : complex<f32>
  %ne = complex.neq %a, %b : complex<f32>
  return %e, %ne : i1, i1
}

func.func @add_sub(%a: complex<f64>, %b: complex<f64>) -> (complex<f64>, complex<f64>) {
  %s = complex.add %a, %b fastmath<fast> : complex<f64>
  %d = complex.sub %a, %b fastmath<ninf> : complex<f64>
  return %s, %d : complex<f64>, complex<f64>
}

func.func @neg_conj(%a: complex<f16>) -> (complex<f16>, complex<f16>) {
  %n = complex.neg %a fastmath<nnan> : complex<f16>
  %c = complex.conj %n fastmath<fast> : complex<f16>
  return %n, %c : complex<f16>, complex<f16>
}

func.func @untouched(%a: complex<f32>) -> (complex<f32>, f32, complex<f32>, i64) {
  %k = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %r = complex.re %a : complex<f32>
  %z = complex.create %r, %r : complex<f32>
  %b = complex.bitcast %a : complex<f32> to i64
  return %k, %r, %z, %b : complex<f32>, f32, complex<f32>, i64
}

// CHECK: module {
// CHECK-NEXT:   func.func @compare(%arg0: complex<f32>, %arg1: complex<f32>) -> (i1, i1) {
// CHECK-NEXT:     %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT:     %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT:     %2 = complex.re %arg1 : complex<f32>
// CHECK-NEXT:     %3 = complex.im %arg1 : complex<f32>
// CHECK-NEXT:     %4 = arith.cmpf oeq, %0, %2 : f32
// CHECK-NEXT:     %5 = arith.cmpf oeq, %1, %3 : f32
// CHECK-NEXT:     %6 = arith.andi %4, %5 : i1
// CHECK-NEXT:     %7 = complex.re %arg0 : complex<f32>
// CHECK-NEXT:     %8 = complex.im %arg0 : complex<f32>
// CHECK-NEXT:     %9 = complex.re %arg1 : complex<f32>
// CHECK-NEXT:     %10 = complex.im %arg1 : complex<f32>
// CHECK-NEXT:     %11 = arith.cmpf une, %7, %9 : f32
// CHECK-NEXT:     %12 = arith.cmpf une, %8, %10 : f32
// CHECK-NEXT:     %13 = arith.ori %11, %12 : i1
// CHECK-NEXT:     return %6, %13 : i1, i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @add_sub(%arg0: complex<f64>, %arg1: complex<f64>) -> (complex<f64>, complex<f64>) {
// CHECK-NEXT:     %0 = complex.re %arg0 : complex<f64>
// CHECK-NEXT:     %1 = complex.re %arg1 : complex<f64>
// CHECK-NEXT:     %2 = arith.addf %0, %1 fastmath<fast> : f64
// CHECK-NEXT:     %3 = complex.im %arg0 : complex<f64>
// CHECK-NEXT:     %4 = complex.im %arg1 : complex<f64>
// CHECK-NEXT:     %5 = arith.addf %3, %4 fastmath<fast> : f64
// CHECK-NEXT:     %6 = complex.create %2, %5 : complex<f64>
// CHECK-NEXT:     %7 = complex.re %arg0 : complex<f64>
// CHECK-NEXT:     %8 = complex.re %arg1 : complex<f64>
// CHECK-NEXT:     %9 = arith.subf %7, %8 fastmath<ninf> : f64
// CHECK-NEXT:     %10 = complex.im %arg0 : complex<f64>
// CHECK-NEXT:     %11 = complex.im %arg1 : complex<f64>
// CHECK-NEXT:     %12 = arith.subf %10, %11 fastmath<ninf> : f64
// CHECK-NEXT:     %13 = complex.create %9, %12 : complex<f64>
// CHECK-NEXT:     return %6, %13 : complex<f64>, complex<f64>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @neg_conj(%arg0: complex<f16>) -> (complex<f16>, complex<f16>) {
// CHECK-NEXT:     %0 = complex.re %arg0 : complex<f16>
// CHECK-NEXT:     %1 = complex.im %arg0 : complex<f16>
// CHECK-NEXT:     %2 = arith.negf %0 : f16
// CHECK-NEXT:     %3 = arith.negf %1 : f16
// CHECK-NEXT:     %4 = complex.create %2, %3 : complex<f16>
// CHECK-NEXT:     %5 = complex.re %4 : complex<f16>
// CHECK-NEXT:     %6 = complex.im %4 : complex<f16>
// CHECK-NEXT:     %7 = arith.negf %6 : f16
// CHECK-NEXT:     %8 = complex.create %5, %7 : complex<f16>
// CHECK-NEXT:     return %4, %8 : complex<f16>, complex<f16>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @untouched(%arg0: complex<f32>) -> (complex<f32>, f32, complex<f32>, i64) {
// CHECK-NEXT:     %cst = complex.constant [1.000000e+00 : f32, 2.000000e+00 : f32] : complex<f32>
// CHECK-NEXT:     %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT:     %1 = complex.create %0, %0 : complex<f32>
// CHECK-NEXT:     %2 = complex.bitcast %arg0 : complex<f32> to i64
// CHECK-NEXT:     return %cst, %0, %1, %2 : complex<f32>, f32, complex<f32>, i64
// CHECK-NEXT:   }
// CHECK-NEXT: }

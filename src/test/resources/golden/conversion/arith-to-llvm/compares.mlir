// RUN: mlirj opt %s --convert-arith-to-llvm | FileCheck %s

// Expectations are mlir-opt 19's output (scripts/golden-mlir19.sh runs the same lines). Every cmpi and cmpf
// predicate; cmpf's false/true are _false/_true in the LLVM dialect; fast-math flags carried.

// CHECK-LABEL: func.func @cmpi(%arg0: i32, %arg1: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %0 = llvm.icmp "eq" %arg0, %arg1 : i32
// CHECK-NEXT: %1 = llvm.icmp "ne" %arg0, %arg1 : i32
// CHECK-NEXT: %2 = llvm.icmp "slt" %arg0, %arg1 : i32
// CHECK-NEXT: %3 = llvm.icmp "sle" %arg0, %arg1 : i32
// CHECK-NEXT: %4 = llvm.icmp "sgt" %arg0, %arg1 : i32
// CHECK-NEXT: %5 = llvm.icmp "sge" %arg0, %arg1 : i32
// CHECK-NEXT: %6 = llvm.icmp "ult" %arg0, %arg1 : i32
// CHECK-NEXT: %7 = llvm.icmp "ule" %arg0, %arg1 : i32
// CHECK-NEXT: %8 = llvm.icmp "ugt" %arg0, %arg1 : i32
// CHECK-NEXT: %9 = llvm.icmp "uge" %arg0, %arg1 : i32
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
func.func @cmpi(%a: i32, %b: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %0 = arith.cmpi eq, %a, %b : i32
  %1 = arith.cmpi ne, %a, %b : i32
  %2 = arith.cmpi slt, %a, %b : i32
  %3 = arith.cmpi sle, %a, %b : i32
  %4 = arith.cmpi sgt, %a, %b : i32
  %5 = arith.cmpi sge, %a, %b : i32
  %6 = arith.cmpi ult, %a, %b : i32
  %7 = arith.cmpi ule, %a, %b : i32
  %8 = arith.cmpi ugt, %a, %b : i32
  %9 = arith.cmpi uge, %a, %b : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// CHECK-LABEL: func.func @cmpf(%arg0: f64, %arg1: f64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %0 = llvm.fcmp "_false" %arg0, %arg1 : f64
// CHECK-NEXT: %1 = llvm.fcmp "oeq" %arg0, %arg1 : f64
// CHECK-NEXT: %2 = llvm.fcmp "ogt" %arg0, %arg1 : f64
// CHECK-NEXT: %3 = llvm.fcmp "oge" %arg0, %arg1 : f64
// CHECK-NEXT: %4 = llvm.fcmp "olt" %arg0, %arg1 : f64
// CHECK-NEXT: %5 = llvm.fcmp "ole" %arg0, %arg1 : f64
// CHECK-NEXT: %6 = llvm.fcmp "one" %arg0, %arg1 : f64
// CHECK-NEXT: %7 = llvm.fcmp "ord" %arg0, %arg1 : f64
// CHECK-NEXT: %8 = llvm.fcmp "ueq" %arg0, %arg1 : f64
// CHECK-NEXT: %9 = llvm.fcmp "ugt" %arg0, %arg1 : f64
// CHECK-NEXT: %10 = llvm.fcmp "uge" %arg0, %arg1 : f64
// CHECK-NEXT: %11 = llvm.fcmp "ult" %arg0, %arg1 : f64
// CHECK-NEXT: %12 = llvm.fcmp "ule" %arg0, %arg1 : f64
// CHECK-NEXT: %13 = llvm.fcmp "une" %arg0, %arg1 : f64
// CHECK-NEXT: %14 = llvm.fcmp "uno" %arg0, %arg1 : f64
// CHECK-NEXT: %15 = llvm.fcmp "_true" %arg0, %arg1 : f64
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
func.func @cmpf(%a: f64, %b: f64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %0 = arith.cmpf false, %a, %b : f64
  %1 = arith.cmpf oeq, %a, %b : f64
  %2 = arith.cmpf ogt, %a, %b : f64
  %3 = arith.cmpf oge, %a, %b : f64
  %4 = arith.cmpf olt, %a, %b : f64
  %5 = arith.cmpf ole, %a, %b : f64
  %6 = arith.cmpf one, %a, %b : f64
  %7 = arith.cmpf ord, %a, %b : f64
  %8 = arith.cmpf ueq, %a, %b : f64
  %9 = arith.cmpf ugt, %a, %b : f64
  %10 = arith.cmpf uge, %a, %b : f64
  %11 = arith.cmpf ult, %a, %b : f64
  %12 = arith.cmpf ule, %a, %b : f64
  %13 = arith.cmpf une, %a, %b : f64
  %14 = arith.cmpf uno, %a, %b : f64
  %15 = arith.cmpf true, %a, %b : f64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// CHECK-LABEL: func.func @cmpf_fastmath(%arg0: f32, %arg1: f32) -> (i1, i1) {
// CHECK-NEXT: %0 = llvm.fcmp "olt" %arg0, %arg1 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
// CHECK-NEXT: %1 = llvm.fcmp "uno" %arg0, %arg1 {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT: return %0, %1 : i1, i1
// CHECK-NEXT: }
func.func @cmpf_fastmath(%a: f32, %b: f32) -> (i1, i1) {
  %0 = arith.cmpf olt, %a, %b fastmath<nnan, ninf> : f32
  %1 = arith.cmpf uno, %a, %b fastmath<fast> : f32
  return %0, %1 : i1, i1
}

// CHECK-LABEL: func.func @cmp_index(%arg0: index, %arg1: index) -> i1 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %2 = llvm.icmp "ult" %1, %0 : i64
// CHECK-NEXT: return %2 : i1
// CHECK-NEXT: }
func.func @cmp_index(%a: index, %b: index) -> i1 {
  %0 = arith.cmpi ult, %a, %b : index
  return %0 : i1
}

// CHECK-LABEL: func.func @cmp_vectors(%arg0: vector<4xi8>, %arg1: vector<4xi8>, %arg2: vector<2x3xf32>, %arg3: vector<2x3xf32>) -> (vector<4xi1>, vector<2x3xi1>, vector<2x3xi1>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg2 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %2 = llvm.icmp "sge" %arg0, %arg1 : vector<4xi8>
// CHECK-NEXT: %3 = llvm.mlir.undef : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %4 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %5 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %6 = llvm.fcmp "ole" %4, %5 : vector<3xf32>
// CHECK-NEXT: %7 = llvm.insertvalue %6, %3[0] : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %8 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %9 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %10 = llvm.fcmp "ole" %8, %9 : vector<3xf32>
// CHECK-NEXT: %11 = llvm.insertvalue %10, %7[1] : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %12 = builtin.unrealized_conversion_cast %11 : !llvm.array<2 x vector<3xi1>> to vector<2x3xi1>
// CHECK-NEXT: %13 = llvm.mlir.undef : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %14 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %15 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %16 = llvm.fcmp "une" %14, %15 {fastmathFlags = #llvm.fastmath<nnan>} : vector<3xf32>
// CHECK-NEXT: %17 = llvm.insertvalue %16, %13[0] : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %18 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %19 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %20 = llvm.fcmp "une" %18, %19 {fastmathFlags = #llvm.fastmath<nnan>} : vector<3xf32>
// CHECK-NEXT: %21 = llvm.insertvalue %20, %17[1] : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %22 = builtin.unrealized_conversion_cast %21 : !llvm.array<2 x vector<3xi1>> to vector<2x3xi1>
// CHECK-NEXT: return %2, %12, %22 : vector<4xi1>, vector<2x3xi1>, vector<2x3xi1>
// CHECK-NEXT: }
func.func @cmp_vectors(%a: vector<4xi8>, %b: vector<4xi8>, %c: vector<2x3xf32>, %d: vector<2x3xf32>) -> (vector<4xi1>, vector<2x3xi1>, vector<2x3xi1>) {
  %0 = arith.cmpi sge, %a, %b : vector<4xi8>
  %1 = arith.cmpf ole, %c, %d : vector<2x3xf32>
  %2 = arith.cmpf une, %c, %d fastmath<nnan> : vector<2x3xf32>
  return %0, %1, %2 : vector<4xi1>, vector<2x3xi1>, vector<2x3xi1>
}

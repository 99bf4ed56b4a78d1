// RUN: mlirj opt %s --convert-vector-to-llvm | FileCheck %s
// vector.reduction of every kind, with and without accumulators and fast-math flags, on f32, i32, index and 0-D
// vectors, and 0-D/1-D vector.fma, as mlir-opt 19 lowers them (CHECK lines from its output,
// scripts/golden-checks-mlir19.py): llvm.intr.vector.reduce.* and the scalar combination with the accumulator.

// CHECK-LABEL: func.func @r(%arg0: vector<4xf32>, %arg1: f32, %arg2: vector<4xi32>, %arg3: i32, %arg4: vector<4xindex>, %arg5: index, %arg6: vector<f32>) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, index, f32) {
// CHECK-NEXT:  %0 = builtin.unrealized_conversion_cast %arg6 : vector<f32> to vector<1xf32>
// CHECK-NEXT:  %1 = builtin.unrealized_conversion_cast %arg5 : index to i64
// CHECK-NEXT:  %2 = builtin.unrealized_conversion_cast %arg4 : vector<4xindex> to vector<4xi64>
// CHECK-NEXT:  %3 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:  %4 = "llvm.intr.vector.reduce.fadd"(%3, %arg0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT:  %5 = "llvm.intr.vector.reduce.fadd"(%arg1, %arg0) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT:  %6 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT:  %7 = "llvm.intr.vector.reduce.fmul"(%6, %arg0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT:  %8 = "llvm.intr.vector.reduce.fmul"(%arg1, %arg0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT:  %9 = llvm.intr.vector.reduce.fmin(%arg0)  : (vector<4xf32>) -> f32
// CHECK-NEXT:  %10 = llvm.intr.vector.reduce.fmin(%arg0)  : (vector<4xf32>) -> f32
// CHECK-NEXT:  %11 = llvm.intr.minnum(%10, %arg1)  : (f32, f32) -> f32
// CHECK-NEXT:  %12 = llvm.intr.vector.reduce.fmax(%arg0)  : (vector<4xf32>) -> f32
// CHECK-NEXT:  %13 = llvm.intr.vector.reduce.fmax(%arg0)  {fastmathFlags = #llvm.fastmath<nnan>} : (vector<4xf32>) -> f32
// CHECK-NEXT:  %14 = llvm.intr.maxnum(%13, %arg1)  : (f32, f32) -> f32
// CHECK-NEXT:  %15 = llvm.intr.vector.reduce.fminimum(%arg0)  : (vector<4xf32>) -> f32
// CHECK-NEXT:  %16 = llvm.intr.vector.reduce.fminimum(%arg0)  : (vector<4xf32>) -> f32
// CHECK-NEXT:  %17 = llvm.intr.minimum(%16, %arg1)  : (f32, f32) -> f32
// CHECK-NEXT:  %18 = llvm.intr.vector.reduce.fmaximum(%arg0)  : (vector<4xf32>) -> f32
// CHECK-NEXT:  %19 = llvm.intr.vector.reduce.fmaximum(%arg0)  : (vector<4xf32>) -> f32
// CHECK-NEXT:  %20 = llvm.intr.maximum(%19, %arg1)  : (f32, f32) -> f32
// CHECK-NEXT:  %21 = "llvm.intr.vector.reduce.add"(%arg2) : (vector<4xi32>) -> i32
// CHECK-NEXT:  %22 = llvm.add %arg3, %21 : i32
// CHECK-NEXT:  %23 = "llvm.intr.vector.reduce.mul"(%arg2) : (vector<4xi32>) -> i32
// CHECK-NEXT:  %24 = "llvm.intr.vector.reduce.umin"(%arg2) : (vector<4xi32>) -> i32
// CHECK-NEXT:  %25 = llvm.icmp "ule" %arg3, %24 : i32
// CHECK-NEXT:  %26 = llvm.select %25, %arg3, %24 : i1, i32
// CHECK-NEXT:  %27 = "llvm.intr.vector.reduce.smin"(%arg2) : (vector<4xi32>) -> i32
// CHECK-NEXT:  %28 = llvm.icmp "sle" %arg3, %27 : i32
// CHECK-NEXT:  %29 = llvm.select %28, %arg3, %27 : i1, i32
// CHECK-NEXT:  %30 = "llvm.intr.vector.reduce.umax"(%arg2) : (vector<4xi32>) -> i32
// CHECK-NEXT:  %31 = llvm.icmp "uge" %arg3, %30 : i32
// CHECK-NEXT:  %32 = llvm.select %31, %arg3, %30 : i1, i32
// CHECK-NEXT:  %33 = "llvm.intr.vector.reduce.smax"(%arg2) : (vector<4xi32>) -> i32
// CHECK-NEXT:  %34 = llvm.icmp "sge" %arg3, %33 : i32
// CHECK-NEXT:  %35 = llvm.select %34, %arg3, %33 : i1, i32
// CHECK-NEXT:  %36 = "llvm.intr.vector.reduce.and"(%arg2) : (vector<4xi32>) -> i32
// CHECK-NEXT:  %37 = llvm.and %arg3, %36  : i32
// CHECK-NEXT:  %38 = "llvm.intr.vector.reduce.or"(%arg2) : (vector<4xi32>) -> i32
// CHECK-NEXT:  %39 = "llvm.intr.vector.reduce.xor"(%arg2) : (vector<4xi32>) -> i32
// CHECK-NEXT:  %40 = llvm.xor %arg3, %39  : i32
// CHECK-NEXT:  %41 = "llvm.intr.vector.reduce.smin"(%arg2) : (vector<4xi32>) -> i32
// CHECK-NEXT:  %42 = "llvm.intr.vector.reduce.umax"(%arg2) : (vector<4xi32>) -> i32
// CHECK-NEXT:  %43 = "llvm.intr.vector.reduce.and"(%arg2) : (vector<4xi32>) -> i32
// CHECK-NEXT:  %44 = "llvm.intr.vector.reduce.add"(%2) : (vector<4xi64>) -> i64
// CHECK-NEXT:  %45 = llvm.add %1, %44 : i64
// CHECK-NEXT:  %46 = builtin.unrealized_conversion_cast %45 : i64 to index
// CHECK-NEXT:  %47 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:  %48 = "llvm.intr.vector.reduce.fadd"(%47, %0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<1xf32>) -> f32
// CHECK-NEXT:  return %4, %5, %7, %8, %9, %11, %12, %14, %15, %17, %18, %20, %22, %23, %26, %29, %32, %35, %37, %38, %40, %41, %42, %43, %46, %48 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, index, f32
// CHECK-NEXT:  }
func.func @r(%v: vector<4xf32>, %s: f32, %vi: vector<4xi32>, %i: i32, %x: vector<4xindex>, %xi: index, %z: vector<f32>) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, index, f32) {
  %0 = vector.reduction <add>, %v : vector<4xf32> into f32
  %1 = vector.reduction <add>, %v, %s fastmath<fast> : vector<4xf32> into f32
  %2 = vector.reduction <mul>, %v : vector<4xf32> into f32
  %3 = vector.reduction <mul>, %v, %s : vector<4xf32> into f32
  %4 = vector.reduction <minnumf>, %v : vector<4xf32> into f32
  %5 = vector.reduction <minnumf>, %v, %s : vector<4xf32> into f32
  %6 = vector.reduction <maxnumf>, %v : vector<4xf32> into f32
  %7 = vector.reduction <maxnumf>, %v, %s fastmath<nnan> : vector<4xf32> into f32
  %8 = vector.reduction <minimumf>, %v : vector<4xf32> into f32
  %9 = vector.reduction <minimumf>, %v, %s : vector<4xf32> into f32
  %10 = vector.reduction <maximumf>, %v : vector<4xf32> into f32
  %11 = vector.reduction <maximumf>, %v, %s : vector<4xf32> into f32
  %12 = vector.reduction <add>, %vi, %i : vector<4xi32> into i32
  %13 = vector.reduction <mul>, %vi : vector<4xi32> into i32
  %14 = vector.reduction <minui>, %vi, %i : vector<4xi32> into i32
  %15 = vector.reduction <minsi>, %vi, %i : vector<4xi32> into i32
  %16 = vector.reduction <maxui>, %vi, %i : vector<4xi32> into i32
  %17 = vector.reduction <maxsi>, %vi, %i : vector<4xi32> into i32
  %18 = vector.reduction <and>, %vi, %i : vector<4xi32> into i32
  %19 = vector.reduction <or>, %vi : vector<4xi32> into i32
  %20 = vector.reduction <xor>, %vi, %i : vector<4xi32> into i32
  %21 = vector.reduction <minsi>, %vi : vector<4xi32> into i32
  %22 = vector.reduction <maxui>, %vi : vector<4xi32> into i32
  %23 = vector.reduction <and>, %vi : vector<4xi32> into i32
  %24 = vector.reduction <add>, %x, %xi : vector<4xindex> into index
  %25 = vector.reduction <add>, %z : vector<f32> into f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, index, f32
}

// CHECK-LABEL: func.func @fma(%arg0: vector<4xf32>, %arg1: vector<f64>) -> (vector<4xf32>, vector<f64>) {
// CHECK-NEXT:  %0 = builtin.unrealized_conversion_cast %arg1 : vector<f64> to vector<1xf64>
// CHECK-NEXT:  %1 = llvm.intr.fmuladd(%arg0, %arg0, %arg0)  : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:  %2 = llvm.intr.fmuladd(%0, %0, %0)  : (vector<1xf64>, vector<1xf64>, vector<1xf64>) -> vector<1xf64>
// CHECK-NEXT:  %3 = builtin.unrealized_conversion_cast %2 : vector<1xf64> to vector<f64>
// CHECK-NEXT:  return %1, %3 : vector<4xf32>, vector<f64>
// CHECK-NEXT:  }
func.func @fma(%a: vector<4xf32>, %z: vector<f64>) -> (vector<4xf32>, vector<f64>) {
  %0 = vector.fma %a, %a, %a : vector<4xf32>
  %1 = vector.fma %z, %z, %z : vector<f64>
  return %0, %1 : vector<4xf32>, vector<f64>
}

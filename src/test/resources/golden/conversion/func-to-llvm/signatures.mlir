// RUN: mlirj opt %s --convert-func-to-llvm | FileCheck %s

// Signature conversion of func.func to llvm.func (TargetLLVMIR "Function Types" and "Calling Conventions").
// Expectations are mlir-opt 19's output (scripts/golden-checks-mlir19.py wrote them; scripts/golden-mlir19.sh
// runs the same lines).

// No result: void; scalars as they are, signedness dropped, index to i64.
// CHECK-LABEL: llvm.func @scalars(%arg0: i1, %arg1: i8, %arg2: i16, %arg3: i64, %arg4: bf16, %arg5: f16, %arg6: f80, %arg7: f128) {
// CHECK-NEXT:  llvm.return
// CHECK-NEXT:  }
func.func @scalars(%a: i1, %b: si8, %c: ui16, %d: index, %e: bf16, %f: f16, %g: f80, %h: f128) {
  return
}

// One result as it is.
// CHECK-LABEL: llvm.func @one(%arg0: i32) -> i32 {
// CHECK-NEXT:  llvm.return %arg0 : i32
// CHECK-NEXT:  }
func.func @one(%a: i32) -> i32 {
  return %a : i32
}

// Several results packed into a struct (undef + insertvalue before the return).
// CHECK-LABEL: llvm.func @several(%arg0: i32, %arg1: f64, %arg2: i64) -> !llvm.struct<(i32, f64, i64)> {
// CHECK-NEXT:  %0 = llvm.mlir.undef : !llvm.struct<(i32, f64, i64)>
// CHECK-NEXT:  %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i32, f64, i64)>
// CHECK-NEXT:  %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i32, f64, i64)>
// CHECK-NEXT:  %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(i32, f64, i64)>
// CHECK-NEXT:  llvm.return %3 : !llvm.struct<(i32, f64, i64)>
// CHECK-NEXT:  }
func.func @several(%a: i32, %b: f64, %c: index) -> (i32, f64, index) {
  return %a, %b, %c : i32, f64, index
}

// Vectors: 1-D as they are, n-D as arrays of 1-D; complex as a two-field struct.
// CHECK-LABEL: llvm.func @vectors(%arg0: vector<4xf32>, %arg1: !llvm.array<2 x vector<3xi8>>, %arg2: !llvm.struct<(f64, f64)>) -> !llvm.array<2 x vector<3xi8>> {
// CHECK-NEXT:  llvm.return %arg1 : !llvm.array<2 x vector<3xi8>>
// CHECK-NEXT:  }
func.func @vectors(%a: vector<4xf32>, %b: vector<2x3xi8>, %c: complex<f64>) -> vector<2x3xi8> {
  return %b : vector<2x3xi8>
}

// Function-typed arguments and results are pointers.
// CHECK-LABEL: llvm.func @functions(%arg0: !llvm.ptr) -> !llvm.ptr {
// CHECK-NEXT:  %0 = llvm.mlir.addressof @fptr : !llvm.ptr
// CHECK-NEXT:  llvm.return %0 : !llvm.ptr
// CHECK-NEXT:  }
func.func @functions(%f: (i32) -> i32) -> ((f32) -> f32) {
  %g = constant @fptr : (f32) -> f32
  return %g : (f32) -> f32
}
// CHECK-LABEL: llvm.func @fptr(f32) -> f32 attributes {sym_visibility = "private"}
func.func private @fptr(f32) -> f32

// TargetLLVMIR: a ranked memref argument is unbundled into allocated and aligned pointers, offset, sizes and
// strides; the descriptor is rebuilt in the body (sizes and strides inserted pairwise).
// CHECK-LABEL: llvm.func @ranked(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> {
// CHECK-NEXT:  %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %8 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x4xf32>
// CHECK-NEXT:  %9 = builtin.unrealized_conversion_cast %8 : memref<?x4xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  llvm.return %9 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  }
func.func @ranked(%m: memref<?x4xf32>) -> memref<?x4xf32> {
  return %m : memref<?x4xf32>
}

// Rank 0 has no size and stride arrays; an unused memref argument is not rebuilt.
// CHECK-LABEL: llvm.func @rank0(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: !llvm.ptr, %arg4: !llvm.ptr, %arg5: i64, %arg6: i64, %arg7: i64) -> !llvm.struct<(ptr, ptr, i64)> {
// CHECK-NEXT:  %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:  %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:  %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:  %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:  %4 = builtin.unrealized_conversion_cast %3 : !llvm.struct<(ptr, ptr, i64)> to memref<f32>
// CHECK-NEXT:  %5 = builtin.unrealized_conversion_cast %4 : memref<f32> to !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:  llvm.return %5 : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:  }
func.func @rank0(%m: memref<f32>, %unused: memref<8xi32>) -> memref<f32> {
  return %m : memref<f32>
}

// An unranked memref is {rank, pointer}.
// CHECK-LABEL: llvm.func @unranked(%arg0: i64, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: i64, %arg5: i64, %arg6: i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> {
// CHECK-NEXT:  %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %1 = llvm.insertvalue %arg2, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %2 = llvm.insertvalue %arg3, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %3 = llvm.insertvalue %arg4, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %4 = llvm.insertvalue %arg5, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %5 = llvm.insertvalue %arg6, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
// CHECK-NEXT:  %7 = builtin.unrealized_conversion_cast %6 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  llvm.return %7 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  }
func.func @unranked(%m: memref<*xf32>, %n: memref<?xf32>) -> memref<?xf32> {
  return %n : memref<?xf32>
}

// Strided layouts and address spaces.
// CHECK-LABEL: llvm.func @strided(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr<3>, %arg8: !llvm.ptr<3>, %arg9: i64, %arg10: i64, %arg11: i64) {
// CHECK-NEXT:  llvm.return
// CHECK-NEXT:  }
func.func @strided(%m: memref<4x4xf32, strided<[8, 1], offset: ?>>, %n: memref<2xi8, 3>) {
  return
}

// Several results including memrefs: a struct of descriptors.
// CHECK-LABEL: llvm.func @memref_results(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64) -> !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64)> {
// CHECK-NEXT:  %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<2xf32>
// CHECK-NEXT:  %7 = builtin.unrealized_conversion_cast %6 : memref<2xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %8 = llvm.mlir.undef : !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64)>
// CHECK-NEXT:  %9 = llvm.insertvalue %7, %8[0] : !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64)>
// CHECK-NEXT:  %10 = llvm.insertvalue %arg5, %9[1] : !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64)>
// CHECK-NEXT:  llvm.return %10 : !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64)>
// CHECK-NEXT:  }
func.func @memref_results(%m: memref<2xf32>, %i: index) -> (memref<2xf32>, index) {
  return %m, %i : memref<2xf32>, index
}

// A declaration.
// CHECK-LABEL: llvm.func @declared(!llvm.ptr, !llvm.ptr, i64, i64, i64, i64) -> !llvm.struct<(i32, i32)> attributes {sym_visibility = "private"}
func.func private @declared(memref<?xf32>, i64) -> (i32, i32)

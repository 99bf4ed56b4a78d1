// RUN: mlirj opt %s --convert-vector-to-llvm | FileCheck %s
// vector.load/store (1-D, nontemporal, offset layout, memref of vectors, element types of every alignment),
// one-element loads and stores (memref.load/store with a broadcast or an extract), maskedload/maskedstore, 0-D/1-D
// bitcast and type_cast, as mlir-opt 19 lowers them (CHECK lines from its output, scripts/golden-checks-mlir19.py).
// n-D loads are left as they are, as in mlir-opt 19.

// CHECK-LABEL: func.func @load(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> vector<4xf32> {
// CHECK-NEXT:  %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT:  %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:  %2 = builtin.unrealized_conversion_cast %arg0 : memref<?x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %3 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %4 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %5 = llvm.mul %1, %4 : i64
// CHECK-NEXT:  %6 = llvm.add %5, %0 : i64
// CHECK-NEXT:  %7 = llvm.getelementptr %3[%6] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:  %8 = llvm.load %7 {alignment = 4 : i64} : !llvm.ptr -> vector<4xf32>
// CHECK-NEXT:  return %8 : vector<4xf32>
// CHECK-NEXT:  }
func.func @load(%m: memref<?x?xf32>, %i: index, %j: index) -> vector<4xf32> {
  %v = vector.load %m[%i, %j] : memref<?x?xf32>, vector<4xf32>
  return %v : vector<4xf32>
}
// CHECK-LABEL: func.func @store(%arg0: memref<8xf32>, %arg1: index, %arg2: vector<4xf32>) {
// CHECK-NEXT:  %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:  %1 = builtin.unrealized_conversion_cast %arg0 : memref<8xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:  llvm.store %arg2, %3 {alignment = 4 : i64, nontemporal} : vector<4xf32>, !llvm.ptr
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @store(%m: memref<8xf32>, %i: index, %v: vector<4xf32>) {
  vector.store %v, %m[%i] {nontemporal = true} : memref<8xf32>, vector<4xf32>
  return
}
// CHECK-LABEL: func.func @load0d(%arg0: memref<?xf32>, %arg1: index) -> vector<f32> {
// CHECK-NEXT:  %0 = memref.load %arg0[%arg1] : memref<?xf32>
// CHECK-NEXT:  %1 = llvm.mlir.undef : vector<1xf32>
// CHECK-NEXT:  %2 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:  %3 = llvm.insertelement %0, %1[%2 : i32] : vector<1xf32>
// CHECK-NEXT:  %4 = builtin.unrealized_conversion_cast %3 : vector<1xf32> to vector<f32>
// CHECK-NEXT:  return %4 : vector<f32>
// CHECK-NEXT:  }
func.func @load0d(%m: memref<?xf32>, %i: index) -> vector<f32> {
  %v = vector.load %m[%i] : memref<?xf32>, vector<f32>
  return %v : vector<f32>
}
// CHECK-LABEL: func.func @load2d(%arg0: memref<?x?xf32>, %arg1: index) -> vector<2x4xf32> {
// CHECK-NEXT:  %0 = vector.load %arg0[%arg1, %arg1] : memref<?x?xf32>, vector<2x4xf32>
// CHECK-NEXT:  return %0 : vector<2x4xf32>
// CHECK-NEXT:  }
func.func @load2d(%m: memref<?x?xf32>, %i: index) -> vector<2x4xf32> {
  %v = vector.load %m[%i, %i] : memref<?x?xf32>, vector<2x4xf32>
  return %v : vector<2x4xf32>
}
// CHECK-LABEL: func.func @loadvec(%arg0: memref<3xvector<4xi8>>, %arg1: index) -> vector<4xi8> {
// CHECK-NEXT:  %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:  %1 = builtin.unrealized_conversion_cast %arg0 : memref<3xvector<4xi8>> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, vector<4xi8>
// CHECK-NEXT:  %4 = llvm.load %3 {alignment = 4 : i64} : !llvm.ptr -> vector<4xi8>
// CHECK-NEXT:  return %4 : vector<4xi8>
// CHECK-NEXT:  }
func.func @loadvec(%m: memref<3xvector<4xi8>>, %i: index) -> vector<4xi8> {
  %v = vector.load %m[%i] : memref<3xvector<4xi8>>, vector<4xi8>
  return %v : vector<4xi8>
}
// CHECK-LABEL: func.func @mload(%arg0: memref<?xf32>, %arg1: index, %arg2: vector<4xi1>, %arg3: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT:  %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:  %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:  %4 = llvm.intr.masked.load %3, %arg2, %arg3 {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:  %5 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %6 = llvm.getelementptr %5[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:  llvm.intr.masked.store %4, %6, %arg2 {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
// CHECK-NEXT:  return %4 : vector<4xf32>
// CHECK-NEXT:  }
func.func @mload(%m: memref<?xf32>, %i: index, %mask: vector<4xi1>, %p: vector<4xf32>) -> vector<4xf32> {
  %v = vector.maskedload %m[%i], %mask, %p : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.maskedstore %m[%i], %mask, %v : memref<?xf32>, vector<4xi1>, vector<4xf32>
  return %v : vector<4xf32>
}
// CHECK-LABEL: func.func @strided(%arg0: memref<8xf32, strided<[1], offset: 3>>, %arg1: index) -> vector<4xf32> {
// CHECK-NEXT:  %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:  %1 = builtin.unrealized_conversion_cast %arg0 : memref<8xf32, strided<[1], offset: 3>> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %3 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:  %4 = llvm.getelementptr %2[%3] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:  %5 = llvm.getelementptr %4[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:  %6 = llvm.load %5 {alignment = 4 : i64} : !llvm.ptr -> vector<4xf32>
// CHECK-NEXT:  return %6 : vector<4xf32>
// CHECK-NEXT:  }
func.func @strided(%m: memref<8xf32, strided<[1], offset: 3>>, %i: index) -> vector<4xf32> {
  %v = vector.load %m[%i] : memref<8xf32, strided<[1], offset: 3>>, vector<4xf32>
  return %v : vector<4xf32>
}
// CHECK-LABEL: func.func @bc1(%arg0: vector<4xf32>) -> vector<2xi64> {
// CHECK-NEXT:  %0 = llvm.bitcast %arg0 : vector<4xf32> to vector<2xi64>
// CHECK-NEXT:  return %0 : vector<2xi64>
// CHECK-NEXT:  }
func.func @bc1(%v: vector<4xf32>) -> vector<2xi64> {
  %b = vector.bitcast %v : vector<4xf32> to vector<2xi64>
  return %b : vector<2xi64>
}
// CHECK-LABEL: func.func @bc0(%arg0: vector<f32>) -> vector<i32> {
// CHECK-NEXT:  %0 = builtin.unrealized_conversion_cast %arg0 : vector<f32> to vector<1xf32>
// CHECK-NEXT:  %1 = llvm.bitcast %0 : vector<1xf32> to vector<1xi32>
// CHECK-NEXT:  %2 = builtin.unrealized_conversion_cast %1 : vector<1xi32> to vector<i32>
// CHECK-NEXT:  return %2 : vector<i32>
// CHECK-NEXT:  }
func.func @bc0(%v: vector<f32>) -> vector<i32> {
  %b = vector.bitcast %v : vector<f32> to vector<i32>
  return %b : vector<i32>
}
// CHECK-LABEL: func.func @store0d(%arg0: memref<?xf32>, %arg1: index, %arg2: vector<f32>, %arg3: vector<1xf32>) {
// CHECK-NEXT:  %0 = builtin.unrealized_conversion_cast %arg2 : vector<f32> to vector<1xf32>
// CHECK-NEXT:  %1 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:  %2 = llvm.extractelement %0[%1 : i64] : vector<1xf32>
// CHECK-NEXT:  memref.store %2, %arg0[%arg1] : memref<?xf32>
// CHECK-NEXT:  %3 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:  %4 = llvm.extractelement %arg3[%3 : i64] : vector<1xf32>
// CHECK-NEXT:  memref.store %4, %arg0[%arg1] : memref<?xf32>
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @store0d(%m: memref<?xf32>, %i: index, %v: vector<f32>, %w: vector<1xf32>) {
  vector.store %v, %m[%i] : memref<?xf32>, vector<f32>
  vector.store %w, %m[%i] : memref<?xf32>, vector<1xf32>
  return
}
// CHECK-LABEL: func.func @alignments(%arg0: memref<?xi128>, %arg1: memref<?xindex>, %arg2: memref<?xvector<3xf32>>, %arg3: memref<?xi1>, %arg4: memref<?xf16>, %arg5: memref<?xvector<4xi1>>, %arg6: memref<?xi64>, %arg7: memref<?xf128>, %arg8: memref<?xf80>, %arg9: memref<?xi24>, %arg10: index) {
// CHECK-NEXT:  %0 = builtin.unrealized_conversion_cast %arg9 : memref<?xi24> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %1 = builtin.unrealized_conversion_cast %arg8 : memref<?xf80> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %2 = builtin.unrealized_conversion_cast %arg7 : memref<?xf128> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %3 = builtin.unrealized_conversion_cast %arg6 : memref<?xi64> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %4 = builtin.unrealized_conversion_cast %arg5 : memref<?xvector<4xi1>> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %5 = builtin.unrealized_conversion_cast %arg4 : memref<?xf16> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %6 = builtin.unrealized_conversion_cast %arg3 : memref<?xi1> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %7 = builtin.unrealized_conversion_cast %arg2 : memref<?xvector<3xf32>> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %8 = builtin.unrealized_conversion_cast %arg1 : memref<?xindex> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %9 = builtin.unrealized_conversion_cast %arg10 : index to i64
// CHECK-NEXT:  %10 = builtin.unrealized_conversion_cast %arg0 : memref<?xi128> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %11 = llvm.extractvalue %10[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %12 = llvm.getelementptr %11[%9] : (!llvm.ptr, i64) -> !llvm.ptr, i128
// CHECK-NEXT:  %13 = llvm.load %12 {alignment = 8 : i64} : !llvm.ptr -> vector<2xi128>
// CHECK-NEXT:  %14 = llvm.extractvalue %8[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %15 = llvm.getelementptr %14[%9] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT:  %16 = llvm.load %15 {alignment = 8 : i64} : !llvm.ptr -> vector<2xi64>
// CHECK-NEXT:  %17 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %18 = llvm.getelementptr %17[%9] : (!llvm.ptr, i64) -> !llvm.ptr, vector<3xf32>
// CHECK-NEXT:  %19 = llvm.load %18 {alignment = 16 : i64} : !llvm.ptr -> vector<3xf32>
// CHECK-NEXT:  %20 = llvm.extractvalue %6[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %21 = llvm.getelementptr %20[%9] : (!llvm.ptr, i64) -> !llvm.ptr, i1
// CHECK-NEXT:  %22 = llvm.load %21 {alignment = 1 : i64} : !llvm.ptr -> vector<8xi1>
// CHECK-NEXT:  %23 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %24 = llvm.getelementptr %23[%9] : (!llvm.ptr, i64) -> !llvm.ptr, f16
// CHECK-NEXT:  %25 = llvm.load %24 {alignment = 2 : i64} : !llvm.ptr -> vector<8xf16>
// CHECK-NEXT:  %26 = llvm.extractvalue %4[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %27 = llvm.getelementptr %26[%9] : (!llvm.ptr, i64) -> !llvm.ptr, vector<4xi1>
// CHECK-NEXT:  %28 = llvm.load %27 {alignment = 1 : i64} : !llvm.ptr -> vector<4xi1>
// CHECK-NEXT:  %29 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %30 = llvm.getelementptr %29[%9] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT:  %31 = llvm.load %30 {alignment = 8 : i64} : !llvm.ptr -> vector<2xi64>
// CHECK-NEXT:  %32 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %33 = llvm.getelementptr %32[%9] : (!llvm.ptr, i64) -> !llvm.ptr, f128
// CHECK-NEXT:  %34 = llvm.load %33 {alignment = 16 : i64} : !llvm.ptr -> vector<2xf128>
// CHECK-NEXT:  %35 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %36 = llvm.getelementptr %35[%9] : (!llvm.ptr, i64) -> !llvm.ptr, f80
// CHECK-NEXT:  %37 = llvm.load %36 {alignment = 16 : i64} : !llvm.ptr -> vector<2xf80>
// CHECK-NEXT:  %38 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %39 = llvm.getelementptr %38[%9] : (!llvm.ptr, i64) -> !llvm.ptr, i24
// CHECK-NEXT:  %40 = llvm.load %39 {alignment = 4 : i64} : !llvm.ptr -> vector<2xi24>
// CHECK-NEXT:  %41 = llvm.extractvalue %10[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %42 = llvm.getelementptr %41[%9] : (!llvm.ptr, i64) -> !llvm.ptr, i128
// CHECK-NEXT:  llvm.store %13, %42 {alignment = 8 : i64} : vector<2xi128>, !llvm.ptr
// CHECK-NEXT:  %43 = llvm.extractvalue %8[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %44 = llvm.getelementptr %43[%9] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT:  llvm.store %16, %44 {alignment = 8 : i64} : vector<2xi64>, !llvm.ptr
// CHECK-NEXT:  %45 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %46 = llvm.getelementptr %45[%9] : (!llvm.ptr, i64) -> !llvm.ptr, vector<3xf32>
// CHECK-NEXT:  llvm.store %19, %46 {alignment = 16 : i64} : vector<3xf32>, !llvm.ptr
// CHECK-NEXT:  %47 = llvm.extractvalue %6[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %48 = llvm.getelementptr %47[%9] : (!llvm.ptr, i64) -> !llvm.ptr, i1
// CHECK-NEXT:  llvm.store %22, %48 {alignment = 1 : i64} : vector<8xi1>, !llvm.ptr
// CHECK-NEXT:  %49 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %50 = llvm.getelementptr %49[%9] : (!llvm.ptr, i64) -> !llvm.ptr, f16
// CHECK-NEXT:  llvm.store %25, %50 {alignment = 2 : i64} : vector<8xf16>, !llvm.ptr
// CHECK-NEXT:  %51 = llvm.extractvalue %4[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %52 = llvm.getelementptr %51[%9] : (!llvm.ptr, i64) -> !llvm.ptr, vector<4xi1>
// CHECK-NEXT:  llvm.store %28, %52 {alignment = 1 : i64} : vector<4xi1>, !llvm.ptr
// CHECK-NEXT:  %53 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %54 = llvm.getelementptr %53[%9] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT:  llvm.store %31, %54 {alignment = 8 : i64} : vector<2xi64>, !llvm.ptr
// CHECK-NEXT:  %55 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %56 = llvm.getelementptr %55[%9] : (!llvm.ptr, i64) -> !llvm.ptr, f128
// CHECK-NEXT:  llvm.store %34, %56 {alignment = 16 : i64} : vector<2xf128>, !llvm.ptr
// CHECK-NEXT:  %57 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %58 = llvm.getelementptr %57[%9] : (!llvm.ptr, i64) -> !llvm.ptr, f80
// CHECK-NEXT:  llvm.store %37, %58 {alignment = 16 : i64} : vector<2xf80>, !llvm.ptr
// CHECK-NEXT:  %59 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %60 = llvm.getelementptr %59[%9] : (!llvm.ptr, i64) -> !llvm.ptr, i24
// CHECK-NEXT:  llvm.store %40, %60 {alignment = 4 : i64} : vector<2xi24>, !llvm.ptr
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @alignments(%m1: memref<?xi128>, %m2: memref<?xindex>, %m3: memref<?xvector<3xf32>>, %m4: memref<?xi1>, %m5: memref<?xf16>, %m6: memref<?xvector<4xi1>>, %m7: memref<?xi64>, %m8: memref<?xf128>, %m9: memref<?xf80>, %m10: memref<?xi24>, %i: index) {
  %a = vector.load %m1[%i] : memref<?xi128>, vector<2xi128>
  %b = vector.load %m2[%i] : memref<?xindex>, vector<2xindex>
  %c = vector.load %m3[%i] : memref<?xvector<3xf32>>, vector<3xf32>
  %d = vector.load %m4[%i] : memref<?xi1>, vector<8xi1>
  %e = vector.load %m5[%i] : memref<?xf16>, vector<8xf16>
  %f = vector.load %m6[%i] : memref<?xvector<4xi1>>, vector<4xi1>
  %g = vector.load %m7[%i] : memref<?xi64>, vector<2xi64>
  %h = vector.load %m8[%i] : memref<?xf128>, vector<2xf128>
  %j = vector.load %m9[%i] : memref<?xf80>, vector<2xf80>
  %k = vector.load %m10[%i] : memref<?xi24>, vector<2xi24>
  vector.store %a, %m1[%i] : memref<?xi128>, vector<2xi128>
  vector.store %b, %m2[%i] : memref<?xindex>, vector<2xindex>
  vector.store %c, %m3[%i] : memref<?xvector<3xf32>>, vector<3xf32>
  vector.store %d, %m4[%i] : memref<?xi1>, vector<8xi1>
  vector.store %e, %m5[%i] : memref<?xf16>, vector<8xf16>
  vector.store %f, %m6[%i] : memref<?xvector<4xi1>>, vector<4xi1>
  vector.store %g, %m7[%i] : memref<?xi64>, vector<2xi64>
  vector.store %h, %m8[%i] : memref<?xf128>, vector<2xf128>
  vector.store %j, %m9[%i] : memref<?xf80>, vector<2xf80>
  vector.store %k, %m10[%i] : memref<?xi24>, vector<2xi24>
  return
}
// CHECK-LABEL: func.func @type_cast(%arg0: memref<2x4xf32>) -> memref<vector<2x4xf32>> {
// CHECK-NEXT:  %0 = builtin.unrealized_conversion_cast %arg0 : memref<2x4xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %1 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:  %2 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %3 = llvm.insertvalue %2, %1[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:  %4 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %5 = llvm.insertvalue %4, %3[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:  %6 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:  %7 = llvm.insertvalue %6, %5[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:  %8 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(ptr, ptr, i64)> to memref<vector<2x4xf32>>
// CHECK-NEXT:  return %8 : memref<vector<2x4xf32>>
// CHECK-NEXT:  }
func.func @type_cast(%m: memref<2x4xf32>) -> memref<vector<2x4xf32>> {
  %t = vector.type_cast %m : memref<2x4xf32> to memref<vector<2x4xf32>>
  return %t : memref<vector<2x4xf32>>
}
// CHECK-LABEL: func.func @nd_one(%arg0: memref<?x?xf32>, %arg1: index) {
// CHECK-NEXT:  %0 = memref.load %arg0[%arg1, %arg1] : memref<?x?xf32>
// CHECK-NEXT:  memref.store %0, %arg0[%arg1, %arg1] : memref<?x?xf32>
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @nd_one(%m: memref<?x?xf32>, %i: index) {
  %v = vector.load %m[%i, %i] : memref<?x?xf32>, vector<1x1xf32>
  vector.store %v, %m[%i, %i] : memref<?x?xf32>, vector<1x1xf32>
  return
}

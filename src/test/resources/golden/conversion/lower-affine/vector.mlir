// RUN: mlirj opt %s --lower-affine | FileCheck %s
// affine.vector_load/vector_store into vector.load/vector.store at the expanded subscripts (1-D and 2-D vectors,
// symbols, floordiv/mod of a negative-capable index, inside affine loops); discardable attributes are dropped.
// Expectations are mlir-opt 19's output (scripts/golden-checks.sh wrote them; scripts/golden-mlir19.sh checks them
// again).

func.func @vector_access(%m: memref<100x100xf32>, %i: index, %j: index) -> vector<8xf32> {
  %v = affine.vector_load %m[%i + 3, %j * 2 - 1] : memref<100x100xf32>, vector<8xf32>
  affine.vector_store %v, %m[%i floordiv 4, symbol(%j)] : memref<100x100xf32>, vector<8xf32>
  %w = affine.vector_load %m[%i, %j mod 7] {foo = 1 : i32} : memref<100x100xf32>, vector<2x8xf32>
  affine.vector_store %w, %m[0, 5] {bar} : memref<100x100xf32>, vector<2x8xf32>
  return %v : vector<8xf32>
}

func.func @vector_loop(%a: memref<?xi32>, %b: memref<?xi32>, %n: index) {
  affine.for %i = 0 to %n step 4 {
    %x = affine.vector_load %a[%i] : memref<?xi32>, vector<4xi32>
    %y = affine.vector_load %b[%i + 1] : memref<?xi32>, vector<4xi32>
    %s = arith.addi %x, %y : vector<4xi32>
    affine.vector_store %s, %a[%i] : memref<?xi32>, vector<4xi32>
  }
  return
}

func.func @vector_zero_d(%m: memref<f64>) {
  %v = affine.vector_load %m[] : memref<f64>, vector<1xf64>
  affine.vector_store %v, %m[] : memref<f64>, vector<1xf64>
  return
}
// CHECK: module {
// CHECK-NEXT:   func.func @vector_access(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index) -> vector<8xf32> {
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %0 = arith.addi %arg1, %c3 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %1 = arith.muli %arg2, %c2 : index
// CHECK-NEXT:     %c-1 = arith.constant -1 : index
// CHECK-NEXT:     %2 = arith.addi %1, %c-1 : index
// CHECK-NEXT:     %3 = vector.load %arg0[%0, %2] : memref<100x100xf32>, vector<8xf32>
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c-1_0 = arith.constant -1 : index
// CHECK-NEXT:     %4 = arith.cmpi slt, %arg1, %c0 : index
// CHECK-NEXT:     %5 = arith.subi %c-1_0, %arg1 : index
// CHECK-NEXT:     %6 = arith.select %4, %5, %arg1 : index
// CHECK-NEXT:     %7 = arith.divsi %6, %c4 : index
// CHECK-NEXT:     %8 = arith.subi %c-1_0, %7 : index
// CHECK-NEXT:     %9 = arith.select %4, %8, %7 : index
// CHECK-NEXT:     vector.store %3, %arg0[%9, %arg2] : memref<100x100xf32>, vector<8xf32>
// CHECK-NEXT:     %c7 = arith.constant 7 : index
// CHECK-NEXT:     %10 = arith.remsi %arg2, %c7 : index
// CHECK-NEXT:     %c0_1 = arith.constant 0 : index
// CHECK-NEXT:     %11 = arith.cmpi slt, %10, %c0_1 : index
// CHECK-NEXT:     %12 = arith.addi %10, %c7 : index
// CHECK-NEXT:     %13 = arith.select %11, %12, %10 : index
// CHECK-NEXT:     %14 = vector.load %arg0[%arg1, %13] : memref<100x100xf32>, vector<2x8xf32>
// CHECK-NEXT:     %c0_2 = arith.constant 0 : index
// CHECK-NEXT:     %c5 = arith.constant 5 : index
// CHECK-NEXT:     vector.store %14, %arg0[%c0_2, %c5] : memref<100x100xf32>, vector<2x8xf32>
// CHECK-NEXT:     return %3 : vector<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @vector_loop(%arg0: memref<?xi32>, %arg1: memref<?xi32>, %arg2: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     scf.for %arg3 = %c0 to %arg2 step %c4 {
// CHECK-NEXT:       %0 = vector.load %arg0[%arg3] : memref<?xi32>, vector<4xi32>
// CHECK-NEXT:       %c1 = arith.constant 1 : index
// CHECK-NEXT:       %1 = arith.addi %arg3, %c1 : index
// CHECK-NEXT:       %2 = vector.load %arg1[%1] : memref<?xi32>, vector<4xi32>
// CHECK-NEXT:       %3 = arith.addi %0, %2 : vector<4xi32>
// CHECK-NEXT:       vector.store %3, %arg0[%arg3] : memref<?xi32>, vector<4xi32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @vector_zero_d(%arg0: memref<f64>) {
// CHECK-NEXT:     %0 = vector.load %arg0[] : memref<f64>, vector<1xf64>
// CHECK-NEXT:     vector.store %0, %arg0[] : memref<f64>, vector<1xf64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

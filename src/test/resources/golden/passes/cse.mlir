// RUN: mlirj opt %s --cse | FileCheck %s

// Expectations are mlir-opt 19's output (scripts/golden-mlir19.sh runs the same lines): equal pure operations are
// merged (commutative ones whatever their operand order), loads only with no possible write in between, a block sees
// what its dominators define but not what its siblings do, nested regions see the enclosing values, and trivially
// dead operations (the unused subi, the unused alloc) are erased on the way.

// CHECK-LABEL: func.func @pure(%arg0: index, %arg1: index) -> (index, index, index) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %1 = arith.muli %0, %c1 : index
// CHECK-NEXT: %2 = arith.addi %1, %1 : index
// CHECK-NEXT: return %2, %0, %0 : index, index, index
// CHECK-NEXT: }
func.func @pure(%a: index, %b: index) -> (index, index, index) {
  %0 = arith.addi %a, %b : index
  %1 = arith.addi %a, %b : index
  %2 = arith.addi %b, %a : index
  %c1 = arith.constant 1 : index
  %c1_0 = arith.constant 1 : index
  %3 = arith.muli %0, %c1 : index
  %4 = arith.muli %1, %c1_0 : index
  %5 = arith.addi %3, %4 : index
  %dead = arith.subi %a, %b : index
  return %5, %2, %0 : index, index, index
}

// CHECK-LABEL: func.func @reads(%arg0: memref<4xf32>, %arg1: index, %arg2: f32) -> (f32, f32, f32) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: memref.store %arg2, %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: %1 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: %2 = arith.addf %0, %0 : f32
// CHECK-NEXT: return %2, %0, %1 : f32, f32, f32
// CHECK-NEXT: }
func.func @reads(%m: memref<4xf32>, %i: index, %f: f32) -> (f32, f32, f32) {
  %0 = memref.load %m[%i] : memref<4xf32>
  %1 = memref.load %m[%i] : memref<4xf32>
  memref.store %f, %m[%i] : memref<4xf32>
  %2 = memref.load %m[%i] : memref<4xf32>
  %s = arith.addf %0, %1 : f32
  return %s, %1, %2 : f32, f32, f32
}

// CHECK-LABEL: func.func @blocks(%arg0: i1, %arg1: index) -> index {
// CHECK-NEXT: %0 = arith.addi %arg1, %arg1 : index
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %1 = arith.muli %0, %0 : index
// CHECK-NEXT: cf.br ^bb3(%1 : index)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %2 = arith.muli %0, %0 : index
// CHECK-NEXT: cf.br ^bb3(%2 : index)
// CHECK-NEXT: ^bb3(%3: index):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: %4 = arith.muli %0, %0 : index
// CHECK-NEXT: %5 = arith.addi %3, %4 : index
// CHECK-NEXT: return %5 : index
// CHECK-NEXT: }
func.func @blocks(%c: i1, %a: index) -> index {
  %0 = arith.addi %a, %a : index
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = arith.addi %a, %a : index
  %2 = arith.muli %1, %1 : index
  cf.br ^bb3(%2 : index)
^bb2:
  %3 = arith.muli %0, %0 : index
  cf.br ^bb3(%3 : index)
^bb3(%r: index):
  %4 = arith.muli %0, %0 : index
  %5 = arith.addi %r, %4 : index
  return %5 : index
}

// CHECK-LABEL: func.func @nested(%arg0: index, %arg1: memref<?xindex>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg2 = %c0 to %arg0 step %c1 {
// CHECK-NEXT: %0 = arith.addi %arg2, %c0 : index
// CHECK-NEXT: memref.store %0, %arg1[%0] : memref<?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @nested(%n: index, %m: memref<?xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %c0_1 = arith.constant 0 : index
    %x = arith.addi %i, %c0_1 : index
    %y = arith.addi %i, %c0 : index
    memref.store %x, %m[%y] : memref<?xindex>
  }
  %alloc = memref.alloc() : memref<4xf32>
  return
}

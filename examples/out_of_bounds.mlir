// A gather whose third index is out of bounds: out[k] = table[idx[k]] with idx = [2, 0, 7, 1] and a table of 4.
// `./mlirj run examples/out_of_bounds.mlir --runtime-checks -e main --entry-point-result=void` checks every
// memref access (generate-runtime-verification runs before the lowering): the program prints out[0] and out[1],
// then the load of table[7] fails, and mlirj prints MLIR's message with the operation and its location on
// stderr and exits with status 1, the JVM unharmed. Without --runtime-checks the load reads past the table, as
// the same program does under mlir-cpu-runner. `./mlirj opt examples/out_of_bounds.mlir --generate-runtime-verification`
// shows the checks.
// RUN: mlirj opt %s --generate-runtime-verification | FileCheck %s
// CHECK-LABEL: func.func @gather(
// CHECK: %[[I:.*]] = memref.load %arg1[%arg3] : memref<?xindex>
// CHECK: %[[DIM:.*]] = memref.dim %arg0, %{{.*}} : memref<?xf32>
// CHECK-NEXT: %[[GE:.*]] = arith.cmpi sge, %[[I]], %{{.*}} : index
// CHECK-NEXT: %[[LT:.*]] = arith.cmpi slt, %[[I]], %[[DIM]] : index
// CHECK-NEXT: %[[OK:.*]] = arith.andi %[[GE]], %[[LT]] : i1
// CHECK-NEXT: cf.assert %[[OK]], "ERROR: Runtime op verification failed\0A%{{[0-9]+}} = \22memref.load\22(%arg0, %{{[0-9]+}}) : (memref<?xf32>, index) -> f32\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}out_of_bounds.mlir\22:23:10)"
// CHECK-NEXT: memref.load %arg0[%[[I]]] : memref<?xf32>
func.func @gather(%table: memref<?xf32>, %idx: memref<?xindex>, %out: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %idx, %c0 : memref<?xindex>
  scf.for %k = %c0 to %n step %c1 {
    %i = memref.load %idx[%k] : memref<?xindex>
    %v = memref.load %table[%i] : memref<?xf32>
    memref.store %v, %out[%k] : memref<?xf32>
    vector.print %v : f32
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : index
  %table = memref.alloc(%c4) : memref<?xf32>
  %idx = memref.alloc(%c4) : memref<?xindex>
  %out = memref.alloc(%c4) : memref<?xf32>
  scf.for %k = %c0 to %c4 step %c1 {
    %ki = arith.index_cast %k : index to i32
    %kf = arith.sitofp %ki : i32 to f32
    %ten = arith.constant 10.0 : f32
    %v = arith.mulf %kf, %ten : f32
    memref.store %v, %table[%k] : memref<?xf32>
  }
  memref.store %c2, %idx[%c0] : memref<?xindex>
  memref.store %c0, %idx[%c1] : memref<?xindex>
  memref.store %c7, %idx[%c2] : memref<?xindex>
  memref.store %c1, %idx[%c3] : memref<?xindex>
  func.call @gather(%table, %idx, %out) : (memref<?xf32>, memref<?xindex>, memref<?xf32>) -> ()
  memref.dealloc %out : memref<?xf32>
  memref.dealloc %idx : memref<?xindex>
  memref.dealloc %table : memref<?xf32>
  return
}

// RUN: mlirj opt %s | FileCheck %s
// RUN: mlirj opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// The affine dialect's structured operations (MLIR 19) in custom form, printed back in custom and generic form:
// affine.for with constant, SSA and map bounds (min/max), steps and iter_args; affine.if with sets, results and
// else regions; affine.load/store with affine subscripts over SSA ids (symbol(...) included) and rank 0;
// affine.vector_load/store; affine.parallel with min/max bound groups, steps and reductions; implicit yields.
// Expectations are mlir-opt 19's output (scripts/golden-checks.sh wrote them; scripts/golden-mlir19.sh checks
// them again).


#set = affine_set<(d0)[s0] : (d0 - 2 >= 0, s0 - d0 == 0)>
func.func @f(%a: index, %b: index, %m: memref<?x8xf32>, %v: vector<4xf32>) -> f32 {
  %cst = arith.constant 0.0 : f32
  affine.for %i = 0 to 10 {
  }
  affine.for %i = %a to %b step 3 {
    affine.for %j = max affine_map<(d0)[s0] -> (d0, s0)>(%i)[%a] to min affine_map<(d0) -> (d0 + 4, 8)>(%i) {
      %x = affine.load %m[%i + 1, %j * 2 - symbol(%a)] : memref<?x8xf32>
      affine.store %x, %m[%i, 3] : memref<?x8xf32>
      %w = affine.vector_load %m[%i, %j] : memref<?x8xf32>, vector<4xf32>
      affine.vector_store %w, %m[%i, %j + 1] : memref<?x8xf32>, vector<4xf32>
    }
  }
  %r = affine.for %i = 0 to affine_map<()[s0] -> (s0 + 2)>()[%a] iter_args(%acc = %cst) -> (f32) {
    %y = affine.load %m[%i, 0] : memref<?x8xf32>
    %s = arith.addf %acc, %y : f32
    affine.yield %s : f32
  }
  affine.if #set(%a)[%b] {
    affine.store %r, %m[0, 0] : memref<?x8xf32>
  }
  %q = affine.if affine_set<(d0) : (d0 >= 0)>(%a) -> f32 {
    affine.yield %r : f32
  } else {
    affine.yield %cst : f32
  }
  %p:2 = affine.parallel (%i, %j) = (0, max(%a, 2)) to (symbol(%b), min(10, %a * 2)) step (1, 2) reduce ("addf", "maximumf") -> (f32, f32) {
    %z = affine.load %m[%i, %j] : memref<?x8xf32>
    affine.yield %z, %z : f32, f32
  }
  affine.parallel (%i) = (0) to (10) {
  }
  return %q : f32
}

func.func @more(%a: index, %b: index, %s: memref<f32>, %m: memref<10x10xi32>) {
  %x = affine.load %s[] : memref<f32>
  affine.store %x, %s[] {test.attr} : memref<f32>
  affine.for %i = max affine_map<()[s0, s1] -> (s0, s1, 0)>()[%a, %b] to 10 step 4 {
    affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0)>(%i)[%a] {
      %v = affine.load %m[symbol(%a) + %i, (%i floordiv 2) mod 3] : memref<10x10xi32>
      affine.store %v, %m[%i, %i] : memref<10x10xi32>
    } else {
      affine.if affine_set<() : (0 == 0)>() {
      }
    }
  } {test.loop = "outer"}
  %r:2 = affine.parallel (%i, %j) = (max(%a, %b + 1), 0) to (min(%b, 10), symbol(%a) + symbol(%b)) reduce ("addi", "muli") -> (i32, i32) {
    %v = affine.load %m[%i, %j] : memref<10x10xi32>
    affine.yield %v, %v : i32, i32
  }
  return
}

// CHECK: #map = affine_map<(d0)[s0] -> (d0, s0)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 4, 8)>
// CHECK-NEXT: #map2 = affine_map<()[s0] -> (s0 + 2)>
// CHECK-NEXT: #map3 = affine_map<()[s0, s1] -> (s0, s1, 0)>
// CHECK-NEXT: #set = affine_set<(d0)[s0] : (d0 - 2 >= 0, -d0 + s0 == 0)>
// CHECK-NEXT: #set1 = affine_set<(d0) : (d0 >= 0)>
// CHECK-NEXT: #set2 = affine_set<(d0)[s0] : (d0 - s0 >= 0)>
// CHECK-NEXT: #set3 = affine_set<() : (0 == 0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: index, %arg1: index, %arg2: memref<?x8xf32>, %arg3: vector<4xf32>) -> f32 {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     affine.for %arg4 = 0 to 10 {
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.for %arg4 = %arg0 to %arg1 step 3 {
// CHECK-NEXT:       affine.for %arg5 = max #map(%arg4)[%arg0] to min #map1(%arg4) {
// CHECK-NEXT:         %3 = affine.load %arg2[%arg4 + 1, %arg5 * 2 - symbol(%arg0)] : memref<?x8xf32>
// CHECK-NEXT:         affine.store %3, %arg2[%arg4, 3] : memref<?x8xf32>
// CHECK-NEXT:         %4 = affine.vector_load %arg2[%arg4, %arg5] : memref<?x8xf32>, vector<4xf32>
// CHECK-NEXT:         affine.vector_store %4, %arg2[%arg4, %arg5 + 1] : memref<?x8xf32>, vector<4xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     %0 = affine.for %arg4 = 0 to #map2()[%arg0] iter_args(%arg5 = %cst) -> (f32) {
// CHECK-NEXT:       %3 = affine.load %arg2[%arg4, 0] : memref<?x8xf32>
// CHECK-NEXT:       %4 = arith.addf %arg5, %3 : f32
// CHECK-NEXT:       affine.yield %4 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.if #set(%arg0)[%arg1] {
// CHECK-NEXT:       affine.store %0, %arg2[0, 0] : memref<?x8xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = affine.if #set1(%arg0) -> f32 {
// CHECK-NEXT:       affine.yield %0 : f32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       affine.yield %cst : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %2:2 = affine.parallel (%arg4, %arg5) = (0, max(%arg0, 2)) to (symbol(%arg1), min(10, %arg0 * 2)) step (1, 2) reduce ("addf", "maximumf") -> (f32, f32) {
// CHECK-NEXT:       %3 = affine.load %arg2[%arg4, %arg5] : memref<?x8xf32>
// CHECK-NEXT:       affine.yield %3, %3 : f32, f32
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.parallel (%arg4) = (0) to (10) {
// CHECK-NEXT:     }
// CHECK-NEXT:     return %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @more(%arg0: index, %arg1: index, %arg2: memref<f32>, %arg3: memref<10x10xi32>) {
// CHECK-NEXT:     %0 = affine.load %arg2[] : memref<f32>
// CHECK-NEXT:     affine.store %0, %arg2[] {test.attr} : memref<f32>
// CHECK-NEXT:     affine.for %arg4 = max #map3()[%arg0, %arg1] to 10 step 4 {
// CHECK-NEXT:       affine.if #set2(%arg4)[%arg0] {
// CHECK-NEXT:         %2 = affine.load %arg3[%arg4 + symbol(%arg0), (%arg4 floordiv 2) mod 3] : memref<10x10xi32>
// CHECK-NEXT:         affine.store %2, %arg3[%arg4, %arg4] : memref<10x10xi32>
// CHECK-NEXT:       } else {
// CHECK-NEXT:         affine.if #set3() {
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     } {test.loop = "outer"}
// CHECK-NEXT:     %1:2 = affine.parallel (%arg4, %arg5) = (max(%arg0, %arg1 + 1), 0) to (min(%arg1, 10), symbol(%arg0) + symbol(%arg1)) reduce ("addi", "muli") -> (i32, i32) {
// CHECK-NEXT:       %2 = affine.load %arg3[%arg4, %arg5] : memref<10x10xi32>
// CHECK-NEXT:       affine.yield %2, %2 : i32, i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GENERIC: #map = affine_map<() -> (0)>
// GENERIC-NEXT: #map1 = affine_map<() -> (10)>
// GENERIC-NEXT: #map2 = affine_map<(d0, d1)[s0] -> (d0 + 1, d1 * 2 - s0)>
// GENERIC-NEXT: #map3 = affine_map<(d0) -> (d0, 3)>
// GENERIC-NEXT: #map4 = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC-NEXT: #map5 = affine_map<(d0, d1) -> (d0, d1 + 1)>
// GENERIC-NEXT: #map6 = affine_map<(d0)[s0] -> (d0, s0)>
// GENERIC-NEXT: #map7 = affine_map<(d0) -> (d0 + 4, 8)>
// GENERIC-NEXT: #map8 = affine_map<()[s0] -> (s0)>
// GENERIC-NEXT: #map9 = affine_map<(d0) -> (d0, 0)>
// GENERIC-NEXT: #map10 = affine_map<()[s0] -> (s0 + 2)>
// GENERIC-NEXT: #map11 = affine_map<() -> (0, 0)>
// GENERIC-NEXT: #map12 = affine_map<(d0) -> (0, d0, 2)>
// GENERIC-NEXT: #map13 = affine_map<(d0)[s0] -> (s0, 10, d0 * 2)>
// GENERIC-NEXT: #map14 = affine_map<() -> ()>
// GENERIC-NEXT: #map15 = affine_map<(d0)[s0] -> (d0 + s0, (d0 floordiv 2) mod 3)>
// GENERIC-NEXT: #map16 = affine_map<(d0) -> (d0, d0)>
// GENERIC-NEXT: #map17 = affine_map<()[s0, s1] -> (s0, s1, 0)>
// GENERIC-NEXT: #map18 = affine_map<(d0, d1) -> (d0, d1 + 1, 0)>
// GENERIC-NEXT: #map19 = affine_map<(d0)[s0, s1] -> (d0, 10, s0 + s1)>
// GENERIC-NEXT: #set = affine_set<(d0)[s0] : (d0 - 2 >= 0, -d0 + s0 == 0)>
// GENERIC-NEXT: #set1 = affine_set<(d0) : (d0 >= 0)>
// GENERIC-NEXT: #set2 = affine_set<() : (0 == 0)>
// GENERIC-NEXT: #set3 = affine_set<(d0)[s0] : (d0 - s0 >= 0)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (index, index, memref<?x8xf32>, vector<4xf32>) -> f32, sym_name = "f"}> ({
// GENERIC-NEXT:   ^bb0(%arg7: index, %arg8: index, %arg9: memref<?x8xf32>, %arg10: vector<4xf32>):
// GENERIC-NEXT:     %4 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
// GENERIC-NEXT:     "affine.for"() <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map1}> ({
// GENERIC-NEXT:     ^bb0(%arg18: index):
// GENERIC-NEXT:       "affine.yield"() : () -> ()
// GENERIC-NEXT:     }) : () -> ()
// GENERIC-NEXT:     "affine.for"(%arg7, %arg8) <{lowerBoundMap = #map8, operandSegmentSizes = array<i32: 1, 1, 0>, step = 3 : index, upperBoundMap = #map8}> ({
// GENERIC-NEXT:     ^bb0(%arg16: index):
// GENERIC-NEXT:       "affine.for"(%arg16, %arg7, %arg16) <{lowerBoundMap = #map6, operandSegmentSizes = array<i32: 2, 1, 0>, step = 1 : index, upperBoundMap = #map7}> ({
// GENERIC-NEXT:       ^bb0(%arg17: index):
// GENERIC-NEXT:         %11 = "affine.load"(%arg9, %arg16, %arg17, %arg7) <{map = #map2}> : (memref<?x8xf32>, index, index, index) -> f32
// GENERIC-NEXT:         "affine.store"(%11, %arg9, %arg16) <{map = #map3}> : (f32, memref<?x8xf32>, index) -> ()
// GENERIC-NEXT:         %12 = "affine.vector_load"(%arg9, %arg16, %arg17) <{map = #map4}> : (memref<?x8xf32>, index, index) -> vector<4xf32>
// GENERIC-NEXT:         "affine.vector_store"(%12, %arg9, %arg16, %arg17) <{map = #map5}> : (vector<4xf32>, memref<?x8xf32>, index, index) -> ()
// GENERIC-NEXT:         "affine.yield"() : () -> ()
// GENERIC-NEXT:       }) : (index, index, index) -> ()
// GENERIC-NEXT:       "affine.yield"() : () -> ()
// GENERIC-NEXT:     }) : (index, index) -> ()
// GENERIC-NEXT:     %5 = "affine.for"(%arg7, %4) <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 1, 1>, step = 1 : index, upperBoundMap = #map10}> ({
// GENERIC-NEXT:     ^bb0(%arg14: index, %arg15: f32):
// GENERIC-NEXT:       %9 = "affine.load"(%arg9, %arg14) <{map = #map9}> : (memref<?x8xf32>, index) -> f32
// GENERIC-NEXT:       %10 = "arith.addf"(%arg15, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "affine.yield"(%10) : (f32) -> ()
// GENERIC-NEXT:     }) : (index, f32) -> f32
// GENERIC-NEXT:     "affine.if"(%arg7, %arg8) ({
// GENERIC-NEXT:       "affine.store"(%5, %arg9) <{map = #map11}> : (f32, memref<?x8xf32>) -> ()
// GENERIC-NEXT:       "affine.yield"() : () -> ()
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:     }) {condition = #set} : (index, index) -> ()
// GENERIC-NEXT:     %6 = "affine.if"(%arg7) ({
// GENERIC-NEXT:       "affine.yield"(%5) : (f32) -> ()
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:       "affine.yield"(%4) : (f32) -> ()
// GENERIC-NEXT:     }) {condition = #set1} : (index) -> f32
// GENERIC-NEXT:     %7:2 = "affine.parallel"(%arg7, %arg7, %arg8) <{lowerBoundsGroups = dense<[1, 2]> : tensor<2xi32>, lowerBoundsMap = #map12, reductions = [0, 3], steps = [1, 2], upperBoundsGroups = dense<[1, 2]> : tensor<2xi32>, upperBoundsMap = #map13}> ({
// GENERIC-NEXT:     ^bb0(%arg12: index, %arg13: index):
// GENERIC-NEXT:       %8 = "affine.load"(%arg9, %arg12, %arg13) <{map = #map4}> : (memref<?x8xf32>, index, index) -> f32
// GENERIC-NEXT:       "affine.yield"(%8, %8) : (f32, f32) -> ()
// GENERIC-NEXT:     }) : (index, index, index) -> (f32, f32)
// GENERIC-NEXT:     "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = #map, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = #map1}> ({
// GENERIC-NEXT:     ^bb0(%arg11: index):
// GENERIC-NEXT:       "affine.yield"() : () -> ()
// GENERIC-NEXT:     }) : () -> ()
// GENERIC-NEXT:     "func.return"(%6) : (f32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (index, index, memref<f32>, memref<10x10xi32>) -> (), sym_name = "more"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: index, %arg1: index, %arg2: memref<f32>, %arg3: memref<10x10xi32>):
// GENERIC-NEXT:     %0 = "affine.load"(%arg2) <{map = #map14}> : (memref<f32>) -> f32
// GENERIC-NEXT:     "affine.store"(%0, %arg2) <{map = #map14}> {test.attr} : (f32, memref<f32>) -> ()
// GENERIC-NEXT:     "affine.for"(%arg0, %arg1) <{lowerBoundMap = #map17, operandSegmentSizes = array<i32: 2, 0, 0>, step = 4 : index, upperBoundMap = #map1}> ({
// GENERIC-NEXT:     ^bb0(%arg6: index):
// GENERIC-NEXT:       "affine.if"(%arg6, %arg0) ({
// GENERIC-NEXT:         %3 = "affine.load"(%arg3, %arg6, %arg0) <{map = #map15}> : (memref<10x10xi32>, index, index) -> i32
// GENERIC-NEXT:         "affine.store"(%3, %arg3, %arg6) <{map = #map16}> : (i32, memref<10x10xi32>, index) -> ()
// GENERIC-NEXT:         "affine.yield"() : () -> ()
// GENERIC-NEXT:       }, {
// GENERIC-NEXT:         "affine.if"() ({
// GENERIC-NEXT:           "affine.yield"() : () -> ()
// GENERIC-NEXT:         }, {
// GENERIC-NEXT:         }) {condition = #set2} : () -> ()
// GENERIC-NEXT:         "affine.yield"() : () -> ()
// GENERIC-NEXT:       }) {condition = #set3} : (index, index) -> ()
// GENERIC-NEXT:       "affine.yield"() : () -> ()
// GENERIC-NEXT:     }) {test.loop = "outer"} : (index, index) -> ()
// GENERIC-NEXT:     %1:2 = "affine.parallel"(%arg0, %arg1, %arg1, %arg0, %arg1) <{lowerBoundsGroups = dense<[2, 1]> : tensor<2xi32>, lowerBoundsMap = #map18, reductions = [1, 10], steps = [1, 1], upperBoundsGroups = dense<[2, 1]> : tensor<2xi32>, upperBoundsMap = #map19}> ({
// GENERIC-NEXT:     ^bb0(%arg4: index, %arg5: index):
// GENERIC-NEXT:       %2 = "affine.load"(%arg3, %arg4, %arg5) <{map = #map4}> : (memref<10x10xi32>, index, index) -> i32
// GENERIC-NEXT:       "affine.yield"(%2, %2) : (i32, i32) -> ()
// GENERIC-NEXT:     }) : (index, index, index, index, index) -> (i32, i32)
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()

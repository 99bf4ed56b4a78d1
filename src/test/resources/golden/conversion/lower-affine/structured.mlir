// RUN: mlirj opt %s --lower-affine | FileCheck %s
// affine.for (constant, SSA and min/max map bounds, steps, iter_args) into scf.for; affine.if (conjunctions of sge/eq
// constraints, results, else, the empty set) into scf.if; affine.load/store into memref.load/store at expanded
// subscripts; affine.parallel (bound groups, steps, reductions with their identity values) into scf.parallel with
// scf.reduce.
// Expectations are mlir-opt 19's output (scripts/golden-checks.sh wrote them; scripts/golden-mlir19.sh checks them
// again).

#set = affine_set<(d0)[s0] : (d0 - 2 >= 0, s0 - d0 == 0)>
func.func @structured(%a: index, %b: index, %m: memref<?x8xf32>, %v: vector<4xf32>) -> f32 {
  %cst = arith.constant 0.0 : f32
  affine.for %i = 0 to 10 {
  }
  affine.for %i = %a to %b step 3 {
    affine.for %j = max affine_map<(d0)[s0] -> (d0, s0)>(%i)[%a] to min affine_map<(d0) -> (d0 + 4, 8)>(%i) {
      %x = affine.load %m[%i + 1, %j * 2 - symbol(%a)] : memref<?x8xf32>
      affine.store %x, %m[%i, 3] : memref<?x8xf32>
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

func.func @more(%a: index, %b: index, %m: memref<10x10xi32>) -> (i32, i32) {
  affine.for %i = max affine_map<()[s0, s1] -> (s0, s1, 0)>()[%a, %b] to 10 step 4 {
    affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0)>(%i)[%a] {
      %v = affine.load %m[symbol(%a) + %i, (%i floordiv 2) mod 3] : memref<10x10xi32>
      affine.store %v, %m[%i, %i] : memref<10x10xi32>
    } else {
      affine.if affine_set<() : (0 == 0)>() {
      }
    }
  }
  %r:2 = affine.parallel (%i, %j) = (max(%a, %b + 1), 0) to (min(%b, 10), symbol(%a) + symbol(%b)) reduce ("addi", "muli") -> (i32, i32) {
    %v = affine.load %m[%i, %j] : memref<10x10xi32>
    affine.yield %v, %v : i32, i32
  }
  %s:3 = affine.parallel (%i) = (0) to (4) reduce ("ori", "andi", "muli") -> (i32, i32, i32) {
    %v = affine.load %m[%i, %i] : memref<10x10xi32>
    affine.yield %v, %v, %v : i32, i32, i32
  }
  return %r#0, %s#1 : i32, i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @structured(%arg0: index, %arg1: index, %arg2: memref<?x8xf32>, %arg3: vector<4xf32>) -> f32 {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c10 = arith.constant 10 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     scf.for %arg4 = %c0 to %c10 step %c1 {
// CHECK-NEXT:     }
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     scf.for %arg4 = %arg0 to %arg1 step %c3 {
// CHECK-NEXT:       %14 = arith.maxsi %arg4, %arg0 : index
// CHECK-NEXT:       %c4 = arith.constant 4 : index
// CHECK-NEXT:       %15 = arith.addi %arg4, %c4 : index
// CHECK-NEXT:       %c8 = arith.constant 8 : index
// CHECK-NEXT:       %16 = arith.minsi %15, %c8 : index
// CHECK-NEXT:       %c1_15 = arith.constant 1 : index
// CHECK-NEXT:       scf.for %arg5 = %14 to %16 step %c1_15 {
// CHECK-NEXT:         %c1_16 = arith.constant 1 : index
// CHECK-NEXT:         %17 = arith.addi %arg4, %c1_16 : index
// CHECK-NEXT:         %c2_17 = arith.constant 2 : index
// CHECK-NEXT:         %18 = arith.muli %arg5, %c2_17 : index
// CHECK-NEXT:         %c-1_18 = arith.constant -1 : index
// CHECK-NEXT:         %19 = arith.muli %arg0, %c-1_18 : index
// CHECK-NEXT:         %20 = arith.addi %18, %19 : index
// CHECK-NEXT:         %21 = memref.load %arg2[%17, %20] : memref<?x8xf32>
// CHECK-NEXT:         %c3_19 = arith.constant 3 : index
// CHECK-NEXT:         memref.store %21, %arg2[%arg4, %c3_19] : memref<?x8xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0 = arith.addi %arg0, %c2 : index
// CHECK-NEXT:     %c1_1 = arith.constant 1 : index
// CHECK-NEXT:     %1 = scf.for %arg4 = %c0_0 to %0 step %c1_1 iter_args(%arg5 = %cst) -> (f32) {
// CHECK-NEXT:       %c0_15 = arith.constant 0 : index
// CHECK-NEXT:       %14 = memref.load %arg2[%arg4, %c0_15] : memref<?x8xf32>
// CHECK-NEXT:       %15 = arith.addf %arg5, %14 : f32
// CHECK-NEXT:       scf.yield %15 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %c0_2 = arith.constant 0 : index
// CHECK-NEXT:     %c-2 = arith.constant -2 : index
// CHECK-NEXT:     %2 = arith.addi %arg0, %c-2 : index
// CHECK-NEXT:     %3 = arith.cmpi sge, %2, %c0_2 : index
// CHECK-NEXT:     %c-1 = arith.constant -1 : index
// CHECK-NEXT:     %4 = arith.muli %arg0, %c-1 : index
// CHECK-NEXT:     %5 = arith.addi %4, %arg1 : index
// CHECK-NEXT:     %6 = arith.cmpi eq, %5, %c0_2 : index
// CHECK-NEXT:     %7 = arith.andi %3, %6 : i1
// CHECK-NEXT:     scf.if %7 {
// CHECK-NEXT:       %c0_15 = arith.constant 0 : index
// CHECK-NEXT:       %c0_16 = arith.constant 0 : index
// CHECK-NEXT:       memref.store %1, %arg2[%c0_15, %c0_16] : memref<?x8xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %c0_3 = arith.constant 0 : index
// CHECK-NEXT:     %8 = arith.cmpi sge, %arg0, %c0_3 : index
// CHECK-NEXT:     %9 = scf.if %8 -> (f32) {
// CHECK-NEXT:       scf.yield %1 : f32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %cst : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %c0_4 = arith.constant 0 : index
// CHECK-NEXT:     %c2_5 = arith.constant 2 : index
// CHECK-NEXT:     %10 = arith.maxsi %arg0, %c2_5 : index
// CHECK-NEXT:     %c10_6 = arith.constant 10 : index
// CHECK-NEXT:     %c2_7 = arith.constant 2 : index
// CHECK-NEXT:     %11 = arith.muli %arg0, %c2_7 : index
// CHECK-NEXT:     %12 = arith.minsi %c10_6, %11 : index
// CHECK-NEXT:     %c1_8 = arith.constant 1 : index
// CHECK-NEXT:     %c2_9 = arith.constant 2 : index
// CHECK-NEXT:     %cst_10 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %cst_11 = arith.constant 0xFF800000 : f32
// CHECK-NEXT:     %13:2 = scf.parallel (%arg4, %arg5) = (%c0_4, %10) to (%arg1, %12) step (%c1_8, %c2_9) init (%cst_10, %cst_11) -> (f32, f32) {
// CHECK-NEXT:       %14 = memref.load %arg2[%arg4, %arg5] : memref<?x8xf32>
// CHECK-NEXT:       scf.reduce(%14, %14 : f32, f32) {
// CHECK-NEXT:       ^bb0(%arg6: f32, %arg7: f32):
// CHECK-NEXT:         %15 = arith.addf %arg6, %arg7 : f32
// CHECK-NEXT:         scf.reduce.return %15 : f32
// CHECK-NEXT:       }, {
// CHECK-NEXT:       ^bb0(%arg6: f32, %arg7: f32):
// CHECK-NEXT:         %15 = arith.maximumf %arg6, %arg7 : f32
// CHECK-NEXT:         scf.reduce.return %15 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     %c0_12 = arith.constant 0 : index
// CHECK-NEXT:     %c10_13 = arith.constant 10 : index
// CHECK-NEXT:     %c1_14 = arith.constant 1 : index
// CHECK-NEXT:     scf.parallel (%arg4) = (%c0_12) to (%c10_13) step (%c1_14) {
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     }
// CHECK-NEXT:     return %9 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @more(%arg0: index, %arg1: index, %arg2: memref<10x10xi32>) -> (i32, i32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = arith.maxsi %arg0, %arg1 : index
// CHECK-NEXT:     %1 = arith.maxsi %0, %c0 : index
// CHECK-NEXT:     %c10 = arith.constant 10 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     scf.for %arg3 = %1 to %c10 step %c4 {
// CHECK-NEXT:       %c0_9 = arith.constant 0 : index
// CHECK-NEXT:       %c-1 = arith.constant -1 : index
// CHECK-NEXT:       %8 = arith.muli %arg0, %c-1 : index
// CHECK-NEXT:       %9 = arith.addi %arg3, %8 : index
// CHECK-NEXT:       %10 = arith.cmpi sge, %9, %c0_9 : index
// CHECK-NEXT:       scf.if %10 {
// CHECK-NEXT:         %11 = arith.addi %arg3, %arg0 : index
// CHECK-NEXT:         %c2 = arith.constant 2 : index
// CHECK-NEXT:         %c0_10 = arith.constant 0 : index
// CHECK-NEXT:         %c-1_11 = arith.constant -1 : index
// CHECK-NEXT:         %12 = arith.cmpi slt, %arg3, %c0_10 : index
// CHECK-NEXT:         %13 = arith.subi %c-1_11, %arg3 : index
// CHECK-NEXT:         %14 = arith.select %12, %13, %arg3 : index
// CHECK-NEXT:         %15 = arith.divsi %14, %c2 : index
// CHECK-NEXT:         %16 = arith.subi %c-1_11, %15 : index
// CHECK-NEXT:         %17 = arith.select %12, %16, %15 : index
// CHECK-NEXT:         %c3 = arith.constant 3 : index
// CHECK-NEXT:         %18 = arith.remsi %17, %c3 : index
// CHECK-NEXT:         %c0_12 = arith.constant 0 : index
// CHECK-NEXT:         %19 = arith.cmpi slt, %18, %c0_12 : index
// CHECK-NEXT:         %20 = arith.addi %18, %c3 : index
// CHECK-NEXT:         %21 = arith.select %19, %20, %18 : index
// CHECK-NEXT:         %22 = memref.load %arg2[%11, %21] : memref<10x10xi32>
// CHECK-NEXT:         memref.store %22, %arg2[%arg3, %arg3] : memref<10x10xi32>
// CHECK-NEXT:       } else {
// CHECK-NEXT:         %c0_10 = arith.constant 0 : index
// CHECK-NEXT:         %c0_11 = arith.constant 0 : index
// CHECK-NEXT:         %11 = arith.cmpi eq, %c0_11, %c0_10 : index
// CHECK-NEXT:         scf.if %11 {
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %2 = arith.addi %arg1, %c1 : index
// CHECK-NEXT:     %3 = arith.maxsi %arg0, %2 : index
// CHECK-NEXT:     %c10_0 = arith.constant 10 : index
// CHECK-NEXT:     %4 = arith.minsi %arg1, %c10_0 : index
// CHECK-NEXT:     %c0_1 = arith.constant 0 : index
// CHECK-NEXT:     %5 = arith.addi %arg0, %arg1 : index
// CHECK-NEXT:     %c1_2 = arith.constant 1 : index
// CHECK-NEXT:     %c1_3 = arith.constant 1 : index
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %6:2 = scf.parallel (%arg3, %arg4) = (%3, %c0_1) to (%4, %5) step (%c1_2, %c1_3) init (%c0_i32, %c1_i32) -> (i32, i32) {
// CHECK-NEXT:       %8 = memref.load %arg2[%arg3, %arg4] : memref<10x10xi32>
// CHECK-NEXT:       scf.reduce(%8, %8 : i32, i32) {
// CHECK-NEXT:       ^bb0(%arg5: i32, %arg6: i32):
// CHECK-NEXT:         %9 = arith.addi %arg5, %arg6 : i32
// CHECK-NEXT:         scf.reduce.return %9 : i32
// CHECK-NEXT:       }, {
// CHECK-NEXT:       ^bb0(%arg5: i32, %arg6: i32):
// CHECK-NEXT:         %9 = arith.muli %arg5, %arg6 : i32
// CHECK-NEXT:         scf.reduce.return %9 : i32
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     %c0_4 = arith.constant 0 : index
// CHECK-NEXT:     %c4_5 = arith.constant 4 : index
// CHECK-NEXT:     %c1_6 = arith.constant 1 : index
// CHECK-NEXT:     %c0_i32_7 = arith.constant 0 : i32
// CHECK-NEXT:     %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:     %c1_i32_8 = arith.constant 1 : i32
// CHECK-NEXT:     %7:3 = scf.parallel (%arg3) = (%c0_4) to (%c4_5) step (%c1_6) init (%c0_i32_7, %c-1_i32, %c1_i32_8) -> (i32, i32, i32) {
// CHECK-NEXT:       %8 = memref.load %arg2[%arg3, %arg3] : memref<10x10xi32>
// CHECK-NEXT:       scf.reduce(%8, %8, %8 : i32, i32, i32) {
// CHECK-NEXT:       ^bb0(%arg4: i32, %arg5: i32):
// CHECK-NEXT:         %9 = arith.ori %arg4, %arg5 : i32
// CHECK-NEXT:         scf.reduce.return %9 : i32
// CHECK-NEXT:       }, {
// CHECK-NEXT:       ^bb0(%arg4: i32, %arg5: i32):
// CHECK-NEXT:         %9 = arith.andi %arg4, %arg5 : i32
// CHECK-NEXT:         scf.reduce.return %9 : i32
// CHECK-NEXT:       }, {
// CHECK-NEXT:       ^bb0(%arg4: i32, %arg5: i32):
// CHECK-NEXT:         %9 = arith.muli %arg4, %arg5 : i32
// CHECK-NEXT:         scf.reduce.return %9 : i32
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return %6#0, %7#1 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

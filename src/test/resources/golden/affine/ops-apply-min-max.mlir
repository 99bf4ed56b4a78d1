// RUN: mlirj opt %s | FileCheck %s
// RUN: mlirj opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// affine.apply, affine.min and affine.max (MLIR 19) in custom form, printed back in custom and generic form: maps
// with dimensions and symbols, aliases, floordiv/ceildiv/mod, constant maps, discardable attributes. Expectations
// are mlir-opt 19's output (scripts/golden-checks.sh wrote them; scripts/golden-mlir19.sh checks them again).

#sym = affine_map<()[s0, s1] -> (s0 * 4 + s1 - 3)>

func.func @apply(%a: index, %b: index, %c: index) -> (index, index, index, index) {
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%a)[%b]
  %1 = affine.apply affine_map<(d0, d1) -> (d0 * 3 + d1 mod 7 - (d0 ceildiv 2))>(%a, %b)
  %2 = affine.apply #sym()[%a, %c]
  %3 = affine.apply affine_map<() -> (4)>() {test.attr = 1 : i32}
  return %0, %1, %2, %3 : index, index, index, index
}

func.func @min_max(%a: index, %b: index) -> (index, index, index, index) {
  %0 = affine.min affine_map<(d0)[s0] -> (d0 mod 4, s0 ceildiv 3, 7)>(%a)[%b]
  %1 = affine.max affine_map<(d0, d1) -> (d0 - d1, 0)>(%a, %b)
  %2 = affine.min affine_map<(d0) -> (d0)>(%a)
  %3 = affine.max affine_map<()[s0] -> (-s0, s0 floordiv -2)>()[%b]
  return %0, %1, %2, %3 : index, index, index, index
}

// CHECK: #map = affine_map<(d0)[s0] -> (d0 floordiv s0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0 * 3 + d1 mod 7 - d0 ceildiv 2)>
// CHECK-NEXT: #map2 = affine_map<()[s0, s1] -> (s0 * 4 + s1 - 3)>
// CHECK-NEXT: #map3 = affine_map<() -> (4)>
// CHECK-NEXT: #map4 = affine_map<(d0)[s0] -> (d0 mod 4, s0 ceildiv 3, 7)>
// CHECK-NEXT: #map5 = affine_map<(d0, d1) -> (d0 - d1, 0)>
// CHECK-NEXT: #map6 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map7 = affine_map<()[s0] -> (-s0, s0 floordiv -2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @apply(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index) {
// CHECK-NEXT:     %0 = affine.apply #map(%arg0)[%arg1]
// CHECK-NEXT:     %1 = affine.apply #map1(%arg0, %arg1)
// CHECK-NEXT:     %2 = affine.apply #map2()[%arg0, %arg2]
// CHECK-NEXT:     %3 = affine.apply #map3() {test.attr = 1 : i32}
// CHECK-NEXT:     return %0, %1, %2, %3 : index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @min_max(%arg0: index, %arg1: index) -> (index, index, index, index) {
// CHECK-NEXT:     %0 = affine.min #map4(%arg0)[%arg1]
// CHECK-NEXT:     %1 = affine.max #map5(%arg0, %arg1)
// CHECK-NEXT:     %2 = affine.min #map6(%arg0)
// CHECK-NEXT:     %3 = affine.max #map7()[%arg1]
// CHECK-NEXT:     return %0, %1, %2, %3 : index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GENERIC: #map = affine_map<(d0)[s0] -> (d0 floordiv s0)>
// GENERIC-NEXT: #map1 = affine_map<(d0, d1) -> (d0 * 3 + d1 mod 7 - d0 ceildiv 2)>
// GENERIC-NEXT: #map2 = affine_map<()[s0, s1] -> (s0 * 4 + s1 - 3)>
// GENERIC-NEXT: #map3 = affine_map<() -> (4)>
// GENERIC-NEXT: #map4 = affine_map<(d0)[s0] -> (d0 mod 4, s0 ceildiv 3, 7)>
// GENERIC-NEXT: #map5 = affine_map<(d0, d1) -> (d0 - d1, 0)>
// GENERIC-NEXT: #map6 = affine_map<(d0) -> (d0)>
// GENERIC-NEXT: #map7 = affine_map<()[s0] -> (-s0, s0 floordiv -2)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (index, index, index) -> (index, index, index, index), sym_name = "apply"}> ({
// GENERIC-NEXT:   ^bb0(%arg2: index, %arg3: index, %arg4: index):
// GENERIC-NEXT:     %4 = "affine.apply"(%arg2, %arg3) <{map = #map}> : (index, index) -> index
// GENERIC-NEXT:     %5 = "affine.apply"(%arg2, %arg3) <{map = #map1}> : (index, index) -> index
// GENERIC-NEXT:     %6 = "affine.apply"(%arg2, %arg4) <{map = #map2}> : (index, index) -> index
// GENERIC-NEXT:     %7 = "affine.apply"() <{map = #map3}> {test.attr = 1 : i32} : () -> index
// GENERIC-NEXT:     "func.return"(%4, %5, %6, %7) : (index, index, index, index) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (index, index) -> (index, index, index, index), sym_name = "min_max"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: index, %arg1: index):
// GENERIC-NEXT:     %0 = "affine.min"(%arg0, %arg1) <{map = #map4}> : (index, index) -> index
// GENERIC-NEXT:     %1 = "affine.max"(%arg0, %arg1) <{map = #map5}> : (index, index) -> index
// GENERIC-NEXT:     %2 = "affine.min"(%arg0) <{map = #map6}> : (index) -> index
// GENERIC-NEXT:     %3 = "affine.max"(%arg1) <{map = #map7}> : (index) -> index
// GENERIC-NEXT:     "func.return"(%0, %1, %2, %3) : (index, index, index, index) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()

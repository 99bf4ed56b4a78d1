// RUN: mlirj opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// Broken affine.for, affine.if, affine.load/store, affine.vector_load/store, affine.parallel and affine.yield: each
// chunk gets the located error mlir-opt 19 gives (valid dimensions and symbols in affine scopes, loop-carried
// values, yields, memory access subscripts, parallel bounds and reductions, malformed custom forms).
// scripts/golden-mlir19.sh runs this RUN line with mlir-opt 19.

#map = affine_map<(d0)[s0] -> (d0 + s0)>
func.func @for_lower_bound_invalid_dim(%arg : index) {
  affine.for %n0 = 0 to 7 {
    %dim = arith.addi %arg, %arg : index
    // expected-error@+1 {{'affine.for' op operand cannot be used as a dimension id}}
    affine.for %n1 = 0 to #map(%dim)[%arg] {
    }
  }
  return
}
// -----
#map = affine_map<(d0)[s0] -> (d0 + s0)>
func.func @for_lower_bound_invalid_sym() {
  affine.for %i0 = 0 to 7 {
    // expected-error@+1 {{operand cannot be used as a symbol}}
    affine.for %n0 = #map(%i0)[%i0] to 7 {
    }
  }
  return
}
// -----
func.func @for_ssa_bound_not_symbol(%a: index) {
  affine.for %iv = 0 to 10 {
    %c = arith.addi %a, %a : index
    // expected-error@+1 {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %j = 0 to %c {
    }
  }
  return
}
// -----
func.func @for_dim_symbols_ok(%a: index, %m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<?xf32>
  affine.for %i = 0 to 10 {
    %s = affine.apply affine_map<()[s0] -> (s0 * 2)>()[%d]
    affine.for %j = %s to affine_map<(d0)[s0] -> (d0 + s0)>(%i)[%c0] {
      %x = affine.load %m[%i + %j] : memref<?xf32>
    }
  }
  // expected-error@+1 {{'func.return' op has 1 operands, but enclosing function (@for_dim_symbols_ok) returns 0}}
  return %a : index
}
// -----
func.func @load_invalid_dim(%M : memref<10xi32>) {
  "unknown"() ({
  ^bb0(%arg: index):
    affine.load %M[%arg] : memref<10xi32>
    // expected-error@-1 {{'affine.load' op index must be a valid dimension or symbol identifier}}
    cf.br ^bb1
  ^bb1:
    cf.br ^bb1
  }) : () -> ()
  return
}
// -----
func.func @if_invalid_dim(%arg : index) {
  affine.for %n0 = 0 to 7 {
    %dim = arith.addi %arg, %arg : index
    // expected-error@+1 {{'affine.if' op operand cannot be used as a dimension id}}
    affine.if affine_set<(i)[N] : (i >= 0, N - i >= 0)>(%dim)[%n0] {}
  }
  return
}
// -----
func.func @if_invalid_sym() {
  affine.for %i0 = 0 to 7 {
    // expected-error@+1 {{'affine.if' op operand cannot be used as a symbol}}
    affine.if affine_set<(i)[N] : (i >= 0, N - i >= 0)>(%i0)[%i0] {}
  }
  return
}
// -----
func.func @if_dim_mismatch(%a : index) {
  // expected-error@+1 {{custom op 'affine.if' dim operand count and integer set dim count must match}}
  affine.if affine_set<(i, j) : (i >= 0)>(%a) {}
  return
}
// -----
func.func @if_symbol_mismatch(%a : index) {
  // expected-error@+1 {{custom op 'affine.if' symbol operand count and integer set symbol count must match}}
  affine.if affine_set<(i) : (i >= 0)>(%a)[%a] {}
  return
}
// -----
func.func @if_generic_operand_count(%a : index) {
  // expected-error@+1 {{'affine.if' op operand count and condition integer set dimension and symbol count must match}}
  "affine.if"(%a, %a) ({
    "affine.yield"() : () -> ()
  }, {
  }) {condition = affine_set<(d0) : (d0 >= 0)>} : (index, index) -> ()
  return
}
// -----
func.func @if_generic_no_condition(%a : index) {
  // expected-error@+1 {{'affine.if' op requires an integer set attribute named 'condition'}}
  "affine.if"(%a) ({
    "affine.yield"() : () -> ()
  }, {
  }) : (index) -> ()
  return
}
// -----
func.func @if_then_region_args(%N: index) {
  %c = arith.constant 200 : index
  // expected-error@+1 {{'affine.if' op region #0 should have no arguments}}
  affine.if affine_set<(i)[N] : (i - 2 >= 0, 4 - i >= 0)>(%c)[%c]  {
    ^bb0(%arg:i32):
      %w = affine.apply affine_map<(d0)[s0] -> (d0 + s0)> (%c) [%N]
  }
  return
}
// -----
func.func @if_results_yield(%a: index, %x: f32) -> f32 {
  %r = affine.if affine_set<(d0) : (d0 >= 0)>(%a) -> f32 {
    // expected-error@+1 {{'affine.yield' op types mismatch between yield op and its parent}}
    affine.yield %a : index
  } else {
    affine.yield %x : f32
  }
  return %r : f32
}
// -----
func.func @store_missing_l_square(%C: memref<4096x4096xf32>) {
  %9 = arith.constant 0.0 : f32
  // expected-error@+1 {{expected '['}}
  affine.store %9, %C : memref<4096x4096xf32>
  return
}
// -----
func.func @store_wrong_value_type(%C: memref<f32>) {
  %c0 = arith.constant 0 : i32
  // expected-error@+1 {{'affine.store' op value to store must have the same type as memref element type}}
  "affine.store"(%c0, %C) <{map = affine_map<() -> ()>}> : (i32, memref<f32>) -> ()
  return
}
// -----
func.func @load_wrong_result_type(%C: memref<f32>) {
  // expected-error@+1 {{'affine.load' op result type must match element type of memref}}
  %x = "affine.load"(%C) <{map = affine_map<() -> ()>}> : (memref<f32>) -> i32
  return
}
// -----
func.func @load_rank_mismatch(%C: memref<4x4xf32>, %i: index) {
  // expected-error@+1 {{'affine.load' op affine map num results must equal memref rank}}
  %x = affine.load %C[%i] : memref<4x4xf32>
  return
}
// -----
func.func @store_subscript_count(%C: memref<4xf32>, %i: index, %v: f32) {
  // expected-error@+1 {{'affine.store' op expects as many subscripts as affine map inputs}}
  "affine.store"(%v, %C, %i, %i) <{map = affine_map<(d0) -> (d0)>}> : (f32, memref<4xf32>, index, index) -> ()
  return
}
// -----
func.func @load_not_memref(%C: index) {
  // expected-error@+1 {{'affine.load' op operand #0 must be memref of any type values, but got 'index'}}
  %x = "affine.load"(%C) <{map = affine_map<() -> ()>}> : (index) -> index
  return
}
// -----
func.func @load_subscript_not_index(%C: memref<4xf32>, %i: i32) {
  // expected-error@+1 {{'affine.load' op operand #1 must be variadic of index, but got 'i32'}}
  %x = "affine.load"(%C, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<4xf32>, i32) -> f32
  return
}
// -----
func.func @load_dynamic_dimension_index() {
  "unknown.region"() ({
    %idx = "unknown.test"() : () -> (index)
    %memref = "unknown.test"() : () -> memref<?x?xf32>
    %dim = memref.dim %memref, %idx : memref<?x?xf32>
    // expected-error @below {{op index must be a valid dimension or symbol identifier}}
    affine.load %memref[%dim, %dim] : memref<?x?xf32>
    "unknown.terminator"() : () -> ()
  }) : () -> ()
  return
}
// -----
func.func @vector_load_invalid_vector_type() {
  %0 = memref.alloc() : memref<100xf32>
  affine.for %i0 = 0 to 16 step 8 {
    // expected-error@+1 {{'affine.vector_load' op requires memref and vector types of the same elemental type}}
    %1 = affine.vector_load %0[%i0] : memref<100xf32>, vector<8xf64>
  }
  return
}
// -----
func.func @vector_store_vector_memref() {
  %0 = memref.alloc() : memref<100xvector<8xf32>>
  %1 = arith.constant dense<7.0> : vector<8xf32>
  affine.for %i0 = 0 to 4 {
    // expected-error@+1 {{'affine.vector_store' op requires memref and vector types of the same elemental type}}
    affine.vector_store %1, %0[%i0] : memref<100xvector<8xf32>>, vector<8xf32>
  }
  return
}
// -----
func.func @parallel_arg_count() {
  // expected-error@+1 {{'affine.parallel' op the number of region arguments (1) and the number of map groups for lower (2) and upper bound (2), and the number of steps (2) must all match}}
  affine.parallel (%i) = (0, 0) to (100, 100) step (10, 10) {
  }
  return
}
// -----
func.func @parallel_lower_groups() {
  // expected-error@+1 {{the number of region arguments (2) and the number of map groups for lower (1) and upper bound (2), and the number of steps (2) must all match}}
  affine.parallel (%i, %j) = (0) to (100, 100) step (10, 10) {
  }
  return
}
// -----
func.func @parallel_invalid_dim() {
  affine.for %x = 0 to 7 {
    %y = arith.addi %x, %x : index
    // expected-error@+1 {{'affine.parallel' op operand cannot be used as a dimension id}}
    affine.parallel (%i, %j) = (0, 0) to (%y, 100) step (10, 10) {
    }
  }
  return
}
// -----
func.func @parallel_invalid_symbol() {
  affine.for %x = 0 to 7 {
    %y = arith.addi %x, %x : index
    // expected-error@+1 {{'affine.parallel' op operand cannot be used as a symbol}}
    affine.parallel (%i, %j) = (0, 0) to (symbol(%y), 100) step (10, 10) {
    }
  }
  return
}
// -----
func.func @parallel_no_reduction() {
  %0 = memref.alloc() : memref<100x100xf32>
  // expected-error@+1 {{'affine.parallel' op a reduction must be specified for each output}}
  %1 = affine.parallel (%i, %j) = (0, 0) to (100, 100) step (10, 10) -> (f32) {
    %2 = affine.load %0[%i, %j] : memref<100x100xf32>
    affine.yield %2 : f32
  }
  return
}
// -----
func.func @parallel_bad_reduction() {
  %0 = memref.alloc() : memref<100x100xf32>
  // expected-error@+1 {{invalid reduction value: "bad"}}
  %1 = affine.parallel (%i, %j) = (0, 0) to (100, 100) step (10, 10) reduce ("bad") -> (f32) {
    %2 = affine.load %0[%i, %j] : memref<100x100xf32>
    affine.yield %2 : f32
  }
  return
}
// -----
func.func @parallel_yield_type() {
  %0 = memref.alloc() : memref<100x100xi32>
  %1 = affine.parallel (%i, %j) = (0, 0) to (100, 100) step (10, 10) reduce ("minimumf") -> (f32) {
    %2 = affine.load %0[%i, %j] : memref<100x100xi32>
    // expected-error@+1 {{'affine.yield' op types mismatch between yield op and its parent}}
    affine.yield %2 : i32
  }
  return
}
// -----
func.func @parallel_signless_maxs() {
  // expected-error@+1 {{'affine.parallel' op result type cannot match reduction attribute}}
  %r = affine.parallel (%i) = (0) to (10) reduce ("maxs") -> (i32) {
    %c = arith.constant 1 : i32
    affine.yield %c : i32
  }
  return
}
// -----
func.func @parallel_step_not_constant(%a: index) {
  // expected-error@+1 {{custom op 'affine.parallel' steps must be constant integers}}
  affine.parallel (%i) = (0) to (10) step (%a) {
  }
  return
}
// -----
func.func @for_iter_args_mismatch(%buffer: memref<1024xf32>) -> f32 {
  %sum_0 = arith.constant 0.0 : f32
  // expected-error@+1 {{mismatch between the number of loop-carried values and results}}
  %res = affine.for %i = 0 to 10 step 2 iter_args(%sum_iter = %sum_0) -> (f32, f32) {
    %t = affine.load %buffer[%i] : memref<1024xf32>
    affine.yield %t : f32
  }
  return %res : f32
}
// -----
func.func @for_init_type(%i: i32) {
  // expected-error@+1 {{'affine.for' op 0-th init and 0-th region iter_arg have different type: 'i32' != 'f32'}}
  %0 = "affine.for"(%i) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
    ^bb0(%iv: index, %it: f32):
      "affine.yield"(%it) : (f32) -> ()
    }) : (i32) -> f32
  return
}
// -----
func.func @for_iv_type() {
  // expected-error@+1 {{'affine.for' op expected body to have a single index argument for the induction variable}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
    ^bb0(%iv: i32):
      "affine.yield"() : () -> ()
    }) : () -> ()
  return
}
// -----
func.func @for_yield_count(%x: f32) {
  affine.for %iv = 0 to 10 {
    // expected-error@+1 {{'affine.yield' op parent of yield must have same number of results as the yield operands}}
    affine.yield %x : f32
  }
  return
}
// -----
func.func @yield_outside() {
  // expected-error@+1 {{'affine.yield' op only terminates affine.if/for/parallel regions}}
  affine.yield
}
// -----
func.func @for_symbol_count(%a: index) {
  // expected-error@+1 {{custom op 'affine.for' symbol operand count and affine map symbol count must match}}
  affine.for %j = 0 to affine_map<(d0) -> (d0)>(%a)[%a] {
  }
  return
}
// -----
func.func @for_dim_count(%a: index) {
  // expected-error@+1 {{custom op 'affine.for' dim operand count and affine map dim count must match}}
  affine.for %j = 0 to affine_map<(d0) -> (d0)>() {
  }
  return
}
// -----
func.func @for_two_bound_operands(%a: index) {
  // expected-error@+1 {{custom op 'affine.for' expected only one loop bound operand}}
  affine.for %j = 0 to %a, %a {
  }
  return
}
// -----
func.func @for_bound_string() {
  // expected-error@+1 {{custom op 'affine.for' expected valid affine map representation for loop bounds}}
  affine.for %j = 0 to "x" {
  }
  return
}
// -----
func.func @missing_for_max(%arg0: index, %arg1: index) {
  // expected-error @+1 {{lower loop bound affine map with multiple results requires 'max' prefix}}
  affine.for %i0 = affine_map<()[s]->(0,s-1)>()[%arg0] to %arg1 {
  }
  return
}
// -----
func.func @missing_for_min(%arg0: index, %arg1: index) {
  // expected-error @+1 {{upper loop bound affine map with multiple results requires 'min' prefix}}
  affine.for %i0 = %arg0 to affine_map<()[s]->(100,s+1)>()[%arg1] {
  }
  return
}
// -----
func.func @malformed_for_to() {
  affine.for %i = 1 too 10 { // expected-error {{expected 'to' between bounds}}
  }
}
// -----
func.func @for_negative_stride() {
  affine.for %i = 1 to 10 step -1
}        // expected-error@-1 {{expected step to be representable as a positive signed integer}}
// -----
func.func @nonconstant_step(%1 : i32) {
  affine.for %2 = 1 to 5 step %1 { // expected-error {{expected attribute value}}
// -----
func.func @load_ssa_in_map_attr(%m: memref<4xf32>) {
  // expected-error@+1 {{unexpected ssa identifier}}
  %0 = affine.apply affine_map<(d0) -> (%m)>(%m)
  return
}

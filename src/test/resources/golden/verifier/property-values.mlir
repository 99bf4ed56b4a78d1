// RUN: mlirj opt %s --split-input-file --verify-diagnostics
// Property values out of their kind (issue 20): an enumerated property must be one of its cases and every property
// an attribute of its storage class, or MLIR 19 refuses the file. In the generic form's <{...}> the property
// conversion refuses them at parse time; in an attribute dictionary, the constraint check does (as the verifier
// does for operations built in code). Nothing out of range reaches the printer or the translation.

llvm.func @load_ordering(%p: !llvm.ptr) {
  // expected-error@+1 {{invalid properties {alignment = 4 : i64, ordering = 99 : i64} for op llvm.load: Invalid attribute `ordering` in property conversion: 99 : i64}}
  %0 = "llvm.load"(%p) <{alignment = 4 : i64, ordering = 99 : i64}> : (!llvm.ptr) -> i32
  llvm.return
}

// -----

llvm.func @load_ordering_dictionary(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.load' op attribute 'ordering' failed to satisfy constraint: Atomic ordering for LLVM's memory model}}
  %0 = "llvm.load"(%p) {alignment = 4 : i64, ordering = 99 : i64} : (!llvm.ptr) -> i32
  llvm.return
}

// -----

// 3 is LLVM's retired 'consume': no case of AtomicOrdering.
llvm.func @store_ordering(%p: !llvm.ptr, %v: i32) {
  // expected-error@+1 {{invalid properties {alignment = 4 : i64, ordering = 3 : i64} for op llvm.store: Invalid attribute `ordering` in property conversion: 3 : i64}}
  "llvm.store"(%v, %p) <{alignment = 4 : i64, ordering = 3 : i64}> : (i32, !llvm.ptr) -> ()
  llvm.return
}

// -----

llvm.func @atomicrmw_bin_op(%p: !llvm.ptr, %v: i32) {
  // expected-error@+1 {{'llvm.atomicrmw' op attribute 'bin_op' failed to satisfy constraint: llvm.atomicrmw binary operations}}
  %0 = "llvm.atomicrmw"(%p, %v) {bin_op = 99 : i64, ordering = 2 : i64} : (!llvm.ptr, i32) -> i32
  llvm.return
}

// -----

llvm.func @cmpxchg_ordering(%p: !llvm.ptr, %v: i32) {
  // expected-error@+1 {{invalid properties {failure_ordering = 2 : i64, success_ordering = 99 : i64} for op llvm.cmpxchg: Invalid attribute `success_ordering` in property conversion: 99 : i64}}
  %0 = "llvm.cmpxchg"(%p, %v, %v) <{success_ordering = 99 : i64, failure_ordering = 2 : i64}> : (!llvm.ptr, i32, i32) -> !llvm.struct<(i32, i1)>
  llvm.return
}

// -----

llvm.func @icmp_predicate(%v: i32) {
  // expected-error@+1 {{'llvm.icmp' op attribute 'predicate' failed to satisfy constraint: lvm.icmp comparison predicate}}
  %0 = "llvm.icmp"(%v, %v) {predicate = 99 : i64} : (i32, i32) -> i1
  llvm.return
}

// -----

llvm.func @fcmp_predicate(%v: f32) {
  // expected-error@+1 {{invalid properties {predicate = 99 : i64} for op llvm.fcmp: Invalid attribute `predicate` in property conversion: 99 : i64}}
  %0 = "llvm.fcmp"(%v, %v) <{predicate = 99 : i64}> : (f32, f32) -> i1
  llvm.return
}

// -----

// expected-error@+1 {{invalid properties {global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "g", unnamed_addr = 7 : i64, value = 0 : i32} for op llvm.mlir.global: Invalid attribute `unnamed_addr` in property conversion: 7 : i64}}
"llvm.mlir.global"() <{global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "g", value = 0 : i32, unnamed_addr = 7 : i64}> ({}) : () -> ()

// -----

// An enumerated property of the wrong integer type.
// expected-error@+1 {{invalid properties {global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "g", value = 0 : i32, visibility_ = 0 : ui64} for op llvm.mlir.global: Invalid attribute `visibility_` in property conversion: 0 : ui64}}
"llvm.mlir.global"() <{global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "g", value = 0 : i32, visibility_ = 0 : ui64}> ({}) : () -> ()

// -----

// expected-error@+1 {{alignment attribute is not a power of 2}}
"llvm.mlir.global"() <{global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "g", value = 0 : i32, alignment = 3 : i64}> ({}) : () -> ()

// -----

// expected-error@+1 {{invalid properties {function_type = !llvm.func<void ()>, sym_name = "f", visibility_ = 7 : i64} for op llvm.func: Invalid attribute `visibility_` in property conversion: 7 : i64}}
"llvm.func"() <{function_type = !llvm.func<void ()>, sym_name = "f", visibility_ = 7 : i64}> ({}) : () -> ()

// -----

// The calling convention is an #llvm.cconv attribute, not its integer.
// expected-error@+1 {{invalid properties {CConv = 3 : i64, function_type = !llvm.func<void ()>, sym_name = "f"} for op llvm.func: Invalid attribute `CConv` in property conversion: 3 : i64}}
"llvm.func"() <{function_type = !llvm.func<void ()>, sym_name = "f", CConv = 3 : i64}> ({}) : () -> ()

// -----

llvm.func @g()
llvm.func @call_tail_call_kind() {
  // expected-error@+1 {{'llvm.call' op attribute 'TailCallKind' failed to satisfy constraint: LLVM Calling Convention specification}}
  "llvm.call"() {callee = @g, TailCallKind = 7 : i64, operandSegmentSizes = array<i32: 0, 0>, op_bundle_sizes = array<i32>} : () -> ()
  llvm.return
}

// -----

// The indices of a getelementptr are an array<i32>.
llvm.func @gep_indices(%p: !llvm.ptr) {
  // expected-error@+1 {{invalid properties {elem_type = i32, rawConstantIndices = array<i64: 1>} for op llvm.getelementptr: Invalid attribute `rawConstantIndices` in property conversion: array<i64: 1>}}
  %0 = "llvm.getelementptr"(%p) <{elem_type = i32, rawConstantIndices = array<i64: 1>}> : (!llvm.ptr) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @gep_indices_dictionary(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.getelementptr' op attribute 'rawConstantIndices' failed to satisfy constraint: i32 dense array attribute}}
  %0 = "llvm.getelementptr"(%p) {elem_type = i32, rawConstantIndices = array<i64: 1>} : (!llvm.ptr) -> !llvm.ptr
  llvm.return
}

// -----

func.func @cmpi_predicate(%a: i32) {
  // expected-error@+1 {{invalid properties {predicate = 99 : i64} for op arith.cmpi: Invalid attribute `predicate` in property conversion: 99 : i64}}
  %0 = "arith.cmpi"(%a, %a) <{predicate = 99 : i64}> : (i32, i32) -> i1
  return
}

// -----

func.func @truncf_rounding_mode(%a: f32) {
  // expected-error@+1 {{invalid properties {roundingmode = 99 : i32} for op arith.truncf: Invalid attribute `roundingmode` in property conversion: 99 : i32}}
  %0 = "arith.truncf"(%a) <{roundingmode = 99 : i32}> : (f32) -> f16
  return
}

// -----

func.func @addf_fastmath(%a: f32) {
  // expected-error@+1 {{invalid properties {fastmath = 99 : i32} for op arith.addf: Invalid attribute `fastmath` in property conversion: 99 : i32}}
  %0 = "arith.addf"(%a, %a) <{fastmath = 99 : i32}> : (f32, f32) -> f32
  return
}

// -----

func.func @addi_overflow(%a: i32) {
  // expected-error@+1 {{invalid properties {overflowFlags = 99 : i32} for op arith.addi: Invalid attribute `overflowFlags` in property conversion: 99 : i32}}
  %0 = "arith.addi"(%a, %a) <{overflowFlags = 99 : i32}> : (i32, i32) -> i32
  return
}

// -----

func.func @atomic_rmw_kind(%m: memref<4xf32>, %v: f32, %i: index) {
  // expected-error@+1 {{invalid properties {kind = 99 : i64} for op memref.atomic_rmw: Invalid attribute `kind` in property conversion: 99 : i64}}
  %0 = "memref.atomic_rmw"(%v, %m, %i) <{kind = 99 : i64}> : (f32, memref<4xf32>, index) -> f32
  return
}

// -----

func.func @math_fastmath(%a: f32) {
  // expected-error@+1 {{invalid properties {fastmath = 1 : i32} for op math.sqrt: Invalid attribute `fastmath` in property conversion: 1 : i32}}
  %0 = "math.sqrt"(%a) <{fastmath = 1 : i32}> : (f32) -> f32
  return
}

// -----

func.func @reduction_fastmath(%v: vector<4xf32>) {
  // expected-error@+1 {{invalid properties {fastmath = 99 : i32, kind = #vector.kind<add>} for op vector.reduction: Invalid attribute `fastmath` in property conversion: 99 : i32}}
  %0 = "vector.reduction"(%v) <{kind = #vector.kind<add>, fastmath = 99 : i32}> : (vector<4xf32>) -> f32
  return
}

// -----

// expected-error@+1 {{'affine.parallel' op attribute 'reductions' failed to satisfy constraint: Reduction ops}}
"affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, upperBoundsMap = affine_map<() -> (10)>, steps = [1], reductions = [99]}> ({
^bb0(%i: index):
  "affine.yield"() : () -> ()
}) : () -> ()

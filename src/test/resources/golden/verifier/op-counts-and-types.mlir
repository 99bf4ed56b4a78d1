// RUN: mlirj opt %s --split-input-file --verify-diagnostics
// Found by GenericFormSweepTest (issue 20): in generic form, LLVM dialect operations took any number of operands,
// results and regions (their printers and the translation then indexed what was not there: exceptions, and a
// JVM crash inside LLVM for an intrinsic overloaded on a type it cannot take); builtin and cf operations took
// results and regions they have none of; intrinsics took operands of any type. Now MLIR 19's count traits and
// type constraints, with its messages.

func.func @f(%a: i32) {
  // expected-error@+1 {{'llvm.add' op expected 2 operands, but found 1}}
  %0 = "llvm.add"(%a) : (i32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'llvm.add' op requires zero regions}}
  %0 = "llvm.add"(%a, %a) ({}) : (i32, i32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'llvm.bitcast' op requires one result}}
  "llvm.bitcast"(%a) : (i32) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'llvm.mlir.undef' op requires zero operands}}
  %0 = "llvm.mlir.undef"(%a) : (i32) -> i32
  return
}

// -----

func.func @f(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.getelementptr' op expected 1 or more operands, but found 0}}
  %0 = "llvm.getelementptr"() <{elem_type = i8, rawConstantIndices = array<i32: 0>}> : () -> !llvm.ptr
  return
}

// -----

func.func @f(%f: f32) {
  // expected-error@+1 {{'llvm.intr.vector.reduce.fmax' op operand #0 must be LLVM dialect-compatible vector of floating-point, but got 'f32'}}
  %0 = "llvm.intr.vector.reduce.fmax"(%f) : (f32) -> vector<4xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  // expected-error@+1 {{'llvm.intr.vector.reduce.fmax' op requires the same element type for all operands and results}}
  %0 = "llvm.intr.vector.reduce.fmax"(%v) : (vector<4xf32>) -> f64
  return
}

// -----

func.func @f(%a: i32, %b: i64) {
  // expected-error@+1 {{'llvm.intr.smax' op requires the same type for all operands and results}}
  %0 = "llvm.intr.smax"(%a, %b) : (i32, i64) -> i32
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  // expected-error@+1 {{'llvm.intr.lifetime.start' op requires attribute 'size'}}
  "llvm.intr.lifetime.start"(%v) : (vector<4xf32>) -> ()
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  // expected-error@+1 {{'llvm.intr.lifetime.start' op operand #0 must be LLVM pointer type, but got 'vector<4xf32>'}}
  "llvm.intr.lifetime.start"(%v) <{size = 4 : i64}> : (vector<4xf32>) -> ()
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  // expected-error@+1 {{invalid properties {position = ""} for op llvm.extractvalue: Invalid attribute `position` in property conversion: ""}}
  %0 = "llvm.extractvalue"(%v) <{position = ""}> : (vector<4xf32>) -> f32
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'llvm.mlir.zero' op result #0 must be LLVM dialect-compatible type, but got 'memref<4xf32>'}}
  %0 = "llvm.mlir.zero"() : () -> memref<4xf32>
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'builtin.module' op requires zero results}}
  %0 = "builtin.module"() ({}) : () -> index
  return
}

// -----

func.func @f(%a: index) {
  // expected-error@+1 {{'builtin.unrealized_conversion_cast' op expected at least one result for cast operation}}
  "builtin.unrealized_conversion_cast"(%a) : (index) -> ()
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error@+1 {{'cf.assert' op requires zero results}}
  %0 = "cf.assert"(%c) <{msg = ""}> : (i1) -> i32
  return
}

// -----

func.func @f(%a: f32) -> f32 {
  // expected-error@+1 {{invalid properties {fastmathFlags = 1 : i64} for op llvm.fadd: Invalid attribute `fastmathFlags` in property conversion: 1 : i64}}
  %r = "llvm.fadd"(%a, %a) <{fastmathFlags = 1 : i64}> : (f32, f32) -> f32
  return %r : f32
}

// -----

llvm.func @f(%a: i32) -> i32 {
  // expected-error@+1 {{'llvm.return' op operand group starting at #0 requires 0 or 1 element, but found 2}}
  "llvm.return"(%a, %a) : (i32, i32) -> ()
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.call' op result group starting at #0 requires 0 or 1 element, but found 2}}
  %0:2 = "llvm.call"(%p) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (!llvm.ptr) -> (i32, i32)
  llvm.return
}

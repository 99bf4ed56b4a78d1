// RUN: mlirj opt %s --split-input-file --verify-diagnostics

// What llvm.atomicrmw and llvm.cmpxchg refuse, with mlir-opt 19's messages and locations.

llvm.func @a(%p: !llvm.ptr, %v: i32) {
  // expected-error@+1 {{'llvm.atomicrmw' op expected LLVM IR floating point type}}
  %0 = llvm.atomicrmw fadd %p, %v monotonic : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @b(%p: !llvm.ptr, %v: i1) {
  // expected-error@+1 {{'llvm.atomicrmw' op unexpected LLVM IR type for 'xchg' bin_op}}
  %0 = llvm.atomicrmw xchg %p, %v monotonic : !llvm.ptr, i1
  llvm.return
}

// -----

llvm.func @c(%p: !llvm.ptr, %v: f32) {
  // expected-error@+1 {{'llvm.atomicrmw' op expected LLVM IR integer type}}
  %0 = llvm.atomicrmw max %p, %v monotonic : !llvm.ptr, f32
  llvm.return
}

// -----

llvm.func @d(%p: !llvm.ptr, %v: i32) {
  // expected-error@+1 {{'llvm.atomicrmw' op expected at least 'monotonic' ordering}}
  %0 = llvm.atomicrmw add %p, %v unordered : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @e(%p: !llvm.ptr, %v: i32) {
  // expected-error@+1 {{'llvm.cmpxchg' op ordering must be at least 'monotonic'}}
  %0 = llvm.cmpxchg %p, %v, %v unordered monotonic : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: i32) {
  // expected-error@+1 {{'llvm.cmpxchg' op failure ordering cannot be 'release' or 'acq_rel'}}
  %0 = llvm.cmpxchg %p, %v, %v acq_rel release : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @g(%p: !llvm.ptr, %v: i1) {
  // expected-error@+1 {{'llvm.cmpxchg' op unexpected LLVM IR type}}
  %0 = llvm.cmpxchg %p, %v, %v acq_rel monotonic : !llvm.ptr, i1
  llvm.return
}

// -----

llvm.func @h(%p: i32, %v: i32) {
  // expected-error@+1 {{'llvm.cmpxchg' op operand #0 must be LLVM pointer type, but got 'i32'}}
  %0 = llvm.cmpxchg %p, %v, %v acq_rel monotonic : i32, i32
  llvm.return
}

// -----

llvm.func @i(%p: !llvm.ptr, %v: i32) {
  // expected-error@+1 {{custom op 'llvm.atomicrmw' expected string or keyword containing one of the following enum values for attribute 'bin_op' [xchg, add, sub, _and, nand, _or, _xor, max, min, umax, umin, fadd, fsub, fmax, fmin, uinc_wrap, udec_wrap]}}
  %0 = llvm.atomicrmw bogus %p, %v monotonic : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @j(%p: !llvm.ptr, %v: i32) {
  // expected-error@+1 {{custom op 'llvm.atomicrmw' expected string or keyword containing one of the following enum values for attribute 'ordering' [not_atomic, unordered, monotonic, acquire, release, acq_rel, seq_cst]}}
  %0 = llvm.atomicrmw add %p, %v bogus : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @k(%p: !llvm.ptr, %v: f128) {
  %0 = llvm.atomicrmw fadd %p, %v monotonic : !llvm.ptr, f128
  %1 = llvm.atomicrmw fmax %p, %v monotonic : !llvm.ptr, f128
  %2 = llvm.atomicrmw xchg %p, %v monotonic : !llvm.ptr, f128
  llvm.return
}

// -----

llvm.func @l(%p: !llvm.ptr, %v: i128) {
  %0 = llvm.atomicrmw xchg %p, %v monotonic : !llvm.ptr, i128
  %1 = llvm.cmpxchg %p, %v, %v acq_rel monotonic : !llvm.ptr, i128
  llvm.return
}

// -----

llvm.func @m(%p: !llvm.ptr, %v: vector<2xf32>) {
  // expected-error@+1 {{custom op 'llvm.atomicrmw' 'val' must be floating point LLVM type or LLVM pointer type or signless integer, but got 'vector<2xf32>'}}
  %0 = llvm.atomicrmw fadd %p, %v monotonic : !llvm.ptr, vector<2xf32>
  llvm.return
}

// -----

llvm.func @o(%p: !llvm.ptr, %v: i32) {
  // expected-error@+1 {{'llvm.atomicrmw' op failed to verify that result #0 and operand #1 have the same type}}
  %0 = "llvm.atomicrmw"(%p, %v) <{bin_op = 1 : i64, ordering = 2 : i64}> : (!llvm.ptr, i32) -> i64
  llvm.return
}

// -----

llvm.func @p(%p: !llvm.ptr, %v: i32) {
  // expected-error@+1 {{'llvm.cmpxchg' op failed to verify that result #0 has an LLVM struct type consisting of the type of operand #2 and a bool}}
  %0 = "llvm.cmpxchg"(%p, %v, %v) <{success_ordering = 2 : i64, failure_ordering = 2 : i64}> : (!llvm.ptr, i32, i32) -> !llvm.struct<(i64, i1)>
  llvm.return
}

// -----

llvm.func @q(%p: !llvm.ptr, %v: i32, %w: i64) {
  // expected-error@+1 {{'llvm.cmpxchg' op failed to verify that operand #1 and operand #2 have the same type}}
  %0 = "llvm.cmpxchg"(%p, %v, %w) <{success_ordering = 2 : i64, failure_ordering = 2 : i64}> : (!llvm.ptr, i32, i64) -> !llvm.struct<(i32, i1)>
  llvm.return
}

// -----

llvm.func @r(%p: !llvm.ptr, %v: !llvm.ptr) {
  %1 = llvm.cmpxchg %p, %v, %v acq_rel monotonic : !llvm.ptr, !llvm.ptr
  %2 = llvm.atomicrmw xchg %p, %v monotonic : !llvm.ptr, !llvm.ptr
  // expected-error@+1 {{'llvm.atomicrmw' op expected LLVM IR floating point type}}
  %3 = llvm.atomicrmw fadd %p, %v monotonic : !llvm.ptr, !llvm.ptr
  llvm.return
}

// -----

llvm.func @a(%p: !llvm.ptr, %v: f32) {
  // expected-error@+1 {{custom op 'llvm.cmpxchg' 'val' must be signless integer or LLVM pointer type, but got 'f32'}}
  %0 = llvm.cmpxchg %p, %v, %v acq_rel monotonic : !llvm.ptr, f32
  llvm.return
}

// -----

llvm.func @b(%p: !llvm.ptr, %v: vector<2xi32>) {
  // expected-error@+1 {{custom op 'llvm.cmpxchg' 'val' must be signless integer or LLVM pointer type, but got 'vector<2xi32>'}}
  %0 = llvm.cmpxchg %p, %v, %v acq_rel monotonic : !llvm.ptr, vector<2xi32>
  llvm.return
}

// -----

llvm.func @c(%p: i32, %v: i32) {
  // expected-error@+1 {{'llvm.atomicrmw' op operand #0 must be LLVM pointer type, but got 'i32'}}
  %0 = llvm.atomicrmw add %p, %v monotonic : i32, i32
  llvm.return
}

// -----

llvm.func @e(%p: !llvm.ptr, %v: vector<2xi32>) {
  // expected-error@+1 {{'llvm.atomicrmw' op operand #1 must be floating point LLVM type or LLVM pointer type or signless integer, but got 'vector<2xi32>'}}
  %0 = "llvm.atomicrmw"(%p, %v) <{bin_op = 1 : i64, ordering = 2 : i64}> : (!llvm.ptr, vector<2xi32>) -> vector<2xi32>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: i32) {
  // expected-error@+1 {{'llvm.atomicrmw' op requires attribute 'bin_op'}}
  %0 = "llvm.atomicrmw"(%p, %v) <{ordering = 2 : i64}> : (!llvm.ptr, i32) -> i32
  llvm.return
}

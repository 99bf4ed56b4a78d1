// LLVM dialect integer and float arithmetic, comparisons and select.
llvm.func @int_binops(%a: i32, %b: i32) -> i32 {
  %0 = llvm.add %a, %b : i32
  %1 = llvm.sub %0, %b : i32
  %2 = llvm.mul %1, %a : i32
  %3 = llvm.udiv %2, %b : i32
  %4 = llvm.sdiv %3, %b : i32
  %5 = llvm.urem %4, %a : i32
  %6 = llvm.srem %5, %a : i32
  %7 = llvm.and %6, %b : i32
  %8 = llvm.or %7, %a : i32
  %9 = llvm.xor %8, %b : i32
  %10 = llvm.shl %9, %a : i32
  %11 = llvm.lshr %10, %b : i32
  %12 = llvm.ashr %11, %a : i32
  llvm.return %12 : i32
}

llvm.func @int_flags(%a: i64, %b: i64) -> i64 {
  %0 = llvm.add %a, %b overflow<nsw> : i64
  %1 = llvm.sub %0, %b overflow<nuw> : i64
  %2 = llvm.mul %1, %a overflow<nsw, nuw> : i64
  %3 = llvm.shl %2, %b overflow<nsw> : i64
  %4 = llvm.shl %3, %a overflow<nuw> : i64
  %5 = llvm.add %4, %b overflow<none> : i64
  llvm.return %5 : i64
}

llvm.func @float_binops(%a: f64, %b: f64) -> f64 {
  %0 = llvm.fadd %a, %b : f64
  %1 = llvm.fsub %0, %b : f64
  %2 = llvm.fmul %1, %a : f64
  %3 = llvm.fdiv %2, %b : f64
  %4 = llvm.frem %3, %a : f64
  %5 = llvm.fneg %4 : f64
  llvm.return %5 : f64
}

llvm.func @float_flags(%a: f32, %b: f32) -> f32 {
  %0 = llvm.fadd %a, %b {fastmathFlags = #llvm.fastmath<fast>} : f32
  %1 = llvm.fsub %0, %b {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
  %2 = llvm.fmul %1, %a {fastmathFlags = #llvm.fastmath<reassoc, contract>} : f32
  %3 = llvm.fdiv %2, %b {fastmathFlags = #llvm.fastmath<arcp>} : f32
  %4 = llvm.frem %3, %a {fastmathFlags = #llvm.fastmath<none>} : f32
  %5 = llvm.fneg %4 {fastmathFlags = #llvm.fastmath<nsz>} : f32
  llvm.return %5 : f32
}

llvm.func @vector_ops(%a: vector<4xi32>, %b: vector<4xi32>, %x: vector<2xf32>) -> vector<2xf32> {
  %0 = llvm.add %a, %b : vector<4xi32>
  %1 = llvm.xor %0, %b : vector<4xi32>
  %2 = llvm.fmul %x, %x : vector<2xf32>
  %3 = llvm.icmp "eq" %1, %a : vector<4xi32>
  llvm.return %2 : vector<2xf32>
}

llvm.func @icmp_all(%a: i32, %b: i32) -> i1 {
  %0 = llvm.icmp "eq" %a, %b : i32
  %1 = llvm.icmp "ne" %a, %b : i32
  %2 = llvm.icmp "slt" %a, %b : i32
  %3 = llvm.icmp "sle" %a, %b : i32
  %4 = llvm.icmp "sgt" %a, %b : i32
  %5 = llvm.icmp "sge" %a, %b : i32
  %6 = llvm.icmp "ult" %a, %b : i32
  %7 = llvm.icmp "ule" %a, %b : i32
  %8 = llvm.icmp "ugt" %a, %b : i32
  %9 = llvm.icmp "uge" %a, %b : i32
  %r0 = llvm.and %0, %1 : i1
  %r1 = llvm.or %r0, %2 : i1
  %r2 = llvm.or %r1, %3 : i1
  %r3 = llvm.or %r2, %4 : i1
  %r4 = llvm.or %r3, %5 : i1
  %r5 = llvm.or %r4, %6 : i1
  %r6 = llvm.or %r5, %7 : i1
  %r7 = llvm.or %r6, %8 : i1
  %r8 = llvm.or %r7, %9 : i1
  llvm.return %r8 : i1
}

llvm.func @fcmp_all(%a: f32, %b: f32) -> i1 {
  %0 = llvm.fcmp "_false" %a, %b : f32
  %1 = llvm.fcmp "oeq" %a, %b : f32
  %2 = llvm.fcmp "ogt" %a, %b : f32
  %3 = llvm.fcmp "oge" %a, %b : f32
  %4 = llvm.fcmp "olt" %a, %b : f32
  %5 = llvm.fcmp "ole" %a, %b : f32
  %6 = llvm.fcmp "one" %a, %b : f32
  %7 = llvm.fcmp "ord" %a, %b : f32
  %8 = llvm.fcmp "ueq" %a, %b : f32
  %9 = llvm.fcmp "ugt" %a, %b : f32
  %10 = llvm.fcmp "uge" %a, %b : f32
  %11 = llvm.fcmp "ult" %a, %b : f32
  %12 = llvm.fcmp "ule" %a, %b : f32
  %13 = llvm.fcmp "une" %a, %b : f32
  %14 = llvm.fcmp "uno" %a, %b : f32
  %15 = llvm.fcmp "_true" %a, %b : f32
  %r0 = llvm.and %0, %1 : i1
  %r1 = llvm.or %r0, %2 : i1
  %r2 = llvm.or %r1, %3 : i1
  %r3 = llvm.or %r2, %4 : i1
  %r4 = llvm.or %r3, %5 : i1
  %r5 = llvm.or %r4, %6 : i1
  %r6 = llvm.or %r5, %7 : i1
  %r7 = llvm.or %r6, %8 : i1
  %r8 = llvm.or %r7, %9 : i1
  %r9 = llvm.or %r8, %10 : i1
  %r10 = llvm.or %r9, %11 : i1
  %r11 = llvm.or %r10, %12 : i1
  %r12 = llvm.or %r11, %13 : i1
  %r13 = llvm.or %r12, %14 : i1
  %r14 = llvm.or %r13, %15 : i1
  llvm.return %r14 : i1
}

llvm.func @fcmp_flags(%a: f64, %b: f64) -> i1 {
  %0 = llvm.fcmp "olt" %a, %b {fastmathFlags = #llvm.fastmath<nnan>} : f64
  llvm.return %0 : i1
}

llvm.func @icmp_ptr(%p: !llvm.ptr, %q: !llvm.ptr) -> i1 {
  %0 = llvm.icmp "ult" %p, %q : !llvm.ptr
  llvm.return %0 : i1
}

llvm.func @selects(%c: i1, %a: i32, %b: i32, %x: f32, %y: f32, %m: vector<2xi1>, %v: vector<2xi64>) -> (i32) {
  %0 = llvm.select %c, %a, %b : i1, i32
  %1 = llvm.select %c, %x, %y {fastmathFlags = #llvm.fastmath<fast>} : i1, f32
  %2 = llvm.select %m, %v, %v : vector<2xi1>, vector<2xi64>
  llvm.return %0 : i32
}

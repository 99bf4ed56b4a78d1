module {
  llvm.func @int_binops(%arg0: i32, %arg1: i32) -> i32 {
    %0 = llvm.add %arg0, %arg1 : i32
    %1 = llvm.sub %0, %arg1 : i32
    %2 = llvm.mul %1, %arg0 : i32
    %3 = llvm.udiv %2, %arg1  : i32
    %4 = llvm.sdiv %3, %arg1  : i32
    %5 = llvm.urem %4, %arg0  : i32
    %6 = llvm.srem %5, %arg0  : i32
    %7 = llvm.and %6, %arg1  : i32
    %8 = llvm.or %7, %arg0  : i32
    %9 = llvm.xor %8, %arg1  : i32
    %10 = llvm.shl %9, %arg0 : i32
    %11 = llvm.lshr %10, %arg1  : i32
    %12 = llvm.ashr %11, %arg0  : i32
    llvm.return %12 : i32
  }
  llvm.func @int_flags(%arg0: i64, %arg1: i64) -> i64 {
    %0 = llvm.add %arg0, %arg1 overflow<nsw> : i64
    %1 = llvm.sub %0, %arg1 overflow<nuw> : i64
    %2 = llvm.mul %1, %arg0 overflow<nsw, nuw> : i64
    %3 = llvm.shl %2, %arg1 overflow<nsw> : i64
    %4 = llvm.shl %3, %arg0 overflow<nuw> : i64
    %5 = llvm.add %4, %arg1 : i64
    llvm.return %5 : i64
  }
  llvm.func @float_binops(%arg0: f64, %arg1: f64) -> f64 {
    %0 = llvm.fadd %arg0, %arg1  : f64
    %1 = llvm.fsub %0, %arg1  : f64
    %2 = llvm.fmul %1, %arg0  : f64
    %3 = llvm.fdiv %2, %arg1  : f64
    %4 = llvm.frem %3, %arg0  : f64
    %5 = llvm.fneg %4  : f64
    llvm.return %5 : f64
  }
  llvm.func @float_flags(%arg0: f32, %arg1: f32) -> f32 {
    %0 = llvm.fadd %arg0, %arg1  {fastmathFlags = #llvm.fastmath<fast>} : f32
    %1 = llvm.fsub %0, %arg1  {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
    %2 = llvm.fmul %1, %arg0  {fastmathFlags = #llvm.fastmath<contract, reassoc>} : f32
    %3 = llvm.fdiv %2, %arg1  {fastmathFlags = #llvm.fastmath<arcp>} : f32
    %4 = llvm.frem %3, %arg0  : f32
    %5 = llvm.fneg %4  {fastmathFlags = #llvm.fastmath<nsz>} : f32
    llvm.return %5 : f32
  }
  llvm.func @vector_ops(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: vector<2xf32>) -> vector<2xf32> {
    %0 = llvm.add %arg0, %arg1 : vector<4xi32>
    %1 = llvm.xor %0, %arg1  : vector<4xi32>
    %2 = llvm.fmul %arg2, %arg2  : vector<2xf32>
    %3 = llvm.icmp "eq" %1, %arg0 : vector<4xi32>
    llvm.return %2 : vector<2xf32>
  }
  llvm.func @icmp_all(%arg0: i32, %arg1: i32) -> i1 {
    %0 = llvm.icmp "eq" %arg0, %arg1 : i32
    %1 = llvm.icmp "ne" %arg0, %arg1 : i32
    %2 = llvm.icmp "slt" %arg0, %arg1 : i32
    %3 = llvm.icmp "sle" %arg0, %arg1 : i32
    %4 = llvm.icmp "sgt" %arg0, %arg1 : i32
    %5 = llvm.icmp "sge" %arg0, %arg1 : i32
    %6 = llvm.icmp "ult" %arg0, %arg1 : i32
    %7 = llvm.icmp "ule" %arg0, %arg1 : i32
    %8 = llvm.icmp "ugt" %arg0, %arg1 : i32
    %9 = llvm.icmp "uge" %arg0, %arg1 : i32
    %10 = llvm.and %0, %1  : i1
    %11 = llvm.or %10, %2  : i1
    %12 = llvm.or %11, %3  : i1
    %13 = llvm.or %12, %4  : i1
    %14 = llvm.or %13, %5  : i1
    %15 = llvm.or %14, %6  : i1
    %16 = llvm.or %15, %7  : i1
    %17 = llvm.or %16, %8  : i1
    %18 = llvm.or %17, %9  : i1
    llvm.return %18 : i1
  }
  llvm.func @fcmp_all(%arg0: f32, %arg1: f32) -> i1 {
    %0 = llvm.fcmp "_false" %arg0, %arg1 : f32
    %1 = llvm.fcmp "oeq" %arg0, %arg1 : f32
    %2 = llvm.fcmp "ogt" %arg0, %arg1 : f32
    %3 = llvm.fcmp "oge" %arg0, %arg1 : f32
    %4 = llvm.fcmp "olt" %arg0, %arg1 : f32
    %5 = llvm.fcmp "ole" %arg0, %arg1 : f32
    %6 = llvm.fcmp "one" %arg0, %arg1 : f32
    %7 = llvm.fcmp "ord" %arg0, %arg1 : f32
    %8 = llvm.fcmp "ueq" %arg0, %arg1 : f32
    %9 = llvm.fcmp "ugt" %arg0, %arg1 : f32
    %10 = llvm.fcmp "uge" %arg0, %arg1 : f32
    %11 = llvm.fcmp "ult" %arg0, %arg1 : f32
    %12 = llvm.fcmp "ule" %arg0, %arg1 : f32
    %13 = llvm.fcmp "une" %arg0, %arg1 : f32
    %14 = llvm.fcmp "uno" %arg0, %arg1 : f32
    %15 = llvm.fcmp "_true" %arg0, %arg1 : f32
    %16 = llvm.and %0, %1  : i1
    %17 = llvm.or %16, %2  : i1
    %18 = llvm.or %17, %3  : i1
    %19 = llvm.or %18, %4  : i1
    %20 = llvm.or %19, %5  : i1
    %21 = llvm.or %20, %6  : i1
    %22 = llvm.or %21, %7  : i1
    %23 = llvm.or %22, %8  : i1
    %24 = llvm.or %23, %9  : i1
    %25 = llvm.or %24, %10  : i1
    %26 = llvm.or %25, %11  : i1
    %27 = llvm.or %26, %12  : i1
    %28 = llvm.or %27, %13  : i1
    %29 = llvm.or %28, %14  : i1
    %30 = llvm.or %29, %15  : i1
    llvm.return %30 : i1
  }
  llvm.func @fcmp_flags(%arg0: f64, %arg1: f64) -> i1 {
    %0 = llvm.fcmp "olt" %arg0, %arg1 {fastmathFlags = #llvm.fastmath<nnan>} : f64
    llvm.return %0 : i1
  }
  llvm.func @icmp_ptr(%arg0: !llvm.ptr, %arg1: !llvm.ptr) -> i1 {
    %0 = llvm.icmp "ult" %arg0, %arg1 : !llvm.ptr
    llvm.return %0 : i1
  }
  llvm.func @selects(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: f32, %arg4: f32, %arg5: vector<2xi1>, %arg6: vector<2xi64>) -> i32 {
    %0 = llvm.select %arg0, %arg1, %arg2 : i1, i32
    %1 = llvm.select %arg0, %arg3, %arg4 {fastmathFlags = #llvm.fastmath<fast>} : i1, f32
    %2 = llvm.select %arg5, %arg6, %arg6 : vector<2xi1>, vector<2xi64>
    llvm.return %0 : i32
  }
}


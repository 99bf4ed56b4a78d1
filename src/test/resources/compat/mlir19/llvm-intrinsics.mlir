module {
  llvm.func @float_math(%arg0: f32, %arg1: f32, %arg2: f32) -> f32 {
    %0 = llvm.intr.sqrt(%arg0)  : (f32) -> f32
    %1 = llvm.intr.exp(%0)  : (f32) -> f32
    %2 = llvm.intr.log(%1)  : (f32) -> f32
    %3 = llvm.intr.fabs(%2)  : (f32) -> f32
    %4 = llvm.intr.fma(%3, %arg1, %arg2)  : (f32, f32, f32) -> f32
    %5 = llvm.intr.pow(%4, %arg1)  : (f32, f32) -> f32
    %6 = llvm.intr.copysign(%5, %arg2)  : (f32, f32) -> f32
    %7 = llvm.intr.floor(%6)  : (f32) -> f32
    %8 = llvm.intr.ceil(%7)  : (f32) -> f32
    %9 = llvm.intr.maxnum(%8, %arg0)  : (f32, f32) -> f32
    %10 = llvm.intr.minnum(%9, %arg1)  : (f32, f32) -> f32
    %11 = llvm.intr.exp2(%10)  : (f32) -> f32
    %12 = llvm.intr.log2(%11)  : (f32) -> f32
    %13 = llvm.intr.log10(%12)  : (f32) -> f32
    %14 = llvm.intr.sin(%13)  : (f32) -> f32
    %15 = llvm.intr.cos(%14)  : (f32) -> f32
    %16 = llvm.intr.trunc(%15)  : (f32) -> f32
    %17 = llvm.intr.round(%16)  : (f32) -> f32
    %18 = llvm.intr.maximum(%17, %arg0)  : (f32, f32) -> f32
    %19 = llvm.intr.minimum(%18, %arg1)  : (f32, f32) -> f32
    %20 = llvm.intr.fmuladd(%19, %arg1, %arg2)  : (f32, f32, f32) -> f32
    llvm.return %20 : f32
  }
  llvm.func @float_math_flags(%arg0: f64, %arg1: f64, %arg2: i32) -> f64 {
    %0 = llvm.intr.sqrt(%arg0)  {fastmathFlags = #llvm.fastmath<fast>} : (f64) -> f64
    %1 = llvm.intr.pow(%0, %arg1)  {fastmathFlags = #llvm.fastmath<nnan, ninf>} : (f64, f64) -> f64
    %2 = llvm.intr.powi(%1, %arg2)  : (f64, i32) -> f64
    llvm.return %2 : f64
  }
  llvm.func @vector_math(%arg0: vector<4xf32>) -> vector<4xf32> {
    %0 = llvm.intr.fabs(%arg0)  : (vector<4xf32>) -> vector<4xf32>
    %1 = llvm.intr.sqrt(%0)  : (vector<4xf32>) -> vector<4xf32>
    llvm.return %1 : vector<4xf32>
  }
  llvm.func @int_math(%arg0: i32, %arg1: i32) -> i32 {
    %0 = llvm.intr.smax(%arg0, %arg1)  : (i32, i32) -> i32
    %1 = llvm.intr.smin(%0, %arg1)  : (i32, i32) -> i32
    %2 = llvm.intr.umax(%1, %arg0)  : (i32, i32) -> i32
    %3 = llvm.intr.umin(%2, %arg1)  : (i32, i32) -> i32
    %4 = "llvm.intr.ctlz"(%3) <{is_zero_poison = false}> : (i32) -> i32
    %5 = "llvm.intr.cttz"(%4) <{is_zero_poison = true}> : (i32) -> i32
    %6 = llvm.intr.ctpop(%5)  : (i32) -> i32
    %7 = "llvm.intr.abs"(%6) <{is_int_min_poison = false}> : (i32) -> i32
    %8 = llvm.intr.bitreverse(%7)  : (i32) -> i32
    %9 = llvm.intr.bswap(%8)  : (i32) -> i32
    %10 = llvm.intr.fshl(%9, %arg0, %arg1)  : (i32, i32, i32) -> i32
    %11 = llvm.intr.fshr(%10, %arg0, %arg1)  : (i32, i32, i32) -> i32
    llvm.return %11 : i32
  }
  llvm.func @overflow_intrinsics(%arg0: i32, %arg1: i32) -> !llvm.struct<(i32, i1)> {
    %0 = "llvm.intr.sadd.with.overflow"(%arg0, %arg1) : (i32, i32) -> !llvm.struct<(i32, i1)>
    %1 = "llvm.intr.umul.with.overflow"(%arg0, %arg1) : (i32, i32) -> !llvm.struct<(i32, i1)>
    llvm.return %0 : !llvm.struct<(i32, i1)>
  }
  llvm.func @memory(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i8) {
    "llvm.intr.memcpy"(%arg0, %arg1, %arg2) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memmove"(%arg0, %arg1, %arg2) <{isVolatile = true}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memset"(%arg0, %arg3, %arg2) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
    llvm.return
  }
  llvm.func @stack(%arg0: i64) -> f32 {
    %0 = llvm.intr.stacksave : !llvm.ptr
    %1 = llvm.alloca %arg0 x f32 : (i64) -> !llvm.ptr
    %2 = llvm.load %1 : !llvm.ptr -> f32
    llvm.intr.stackrestore %0 : !llvm.ptr
    llvm.return %2 : f32
  }
  llvm.func @misc(%arg0: !llvm.ptr, %arg1: i1) {
    "llvm.intr.assume"(%arg1) : (i1) -> ()
    "llvm.intr.trap"() : () -> ()
    "llvm.intr.debugtrap"() : () -> ()
    llvm.intr.lifetime.start 16, %arg0 : !llvm.ptr
    llvm.intr.lifetime.end 16, %arg0 : !llvm.ptr
    llvm.return
  }
}


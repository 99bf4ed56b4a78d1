"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i64 (i64, i8)>, linkage = #llvm.linkage<external>, sym_name = "int_casts", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg11: i64, %arg12: i8):
    %27 = "llvm.trunc"(%arg11) : (i64) -> i32
    %28 = "llvm.zext"(%arg12) : (i8) -> i64
    %29 = "llvm.sext"(%27) : (i32) -> i64
    %30 = "llvm.add"(%28, %29) <{overflowFlags = #llvm.overflow<none>}> : (i64, i64) -> i64
    "llvm.return"(%30) : (i64) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f64 (f64, f16)>, linkage = #llvm.linkage<external>, sym_name = "float_casts", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg9: f64, %arg10: f16):
    %23 = "llvm.fptrunc"(%arg9) : (f64) -> f32
    %24 = "llvm.fpext"(%arg10) : (f16) -> f32
    %25 = "llvm.fadd"(%23, %24) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %26 = "llvm.fpext"(%25) : (f32) -> f64
    "llvm.return"(%26) : (f64) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f64 (i32, f32)>, linkage = #llvm.linkage<external>, sym_name = "int_float_casts", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg7: i32, %arg8: f32):
    %16 = "llvm.fptosi"(%arg8) : (f32) -> i64
    %17 = "llvm.fptoui"(%arg8) : (f32) -> i16
    %18 = "llvm.sitofp"(%16) : (i64) -> f64
    %19 = "llvm.uitofp"(%17) : (i16) -> f64
    %20 = "llvm.sitofp"(%arg7) : (i32) -> f64
    %21 = "llvm.fadd"(%18, %19) <{fastmathFlags = #llvm.fastmath<none>}> : (f64, f64) -> f64
    %22 = "llvm.fadd"(%21, %20) <{fastmathFlags = #llvm.fastmath<none>}> : (f64, f64) -> f64
    "llvm.return"(%22) : (f64) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (ptr, ptr<1>)>, linkage = #llvm.linkage<external>, sym_name = "pointer_casts", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg5: !llvm.ptr, %arg6: !llvm.ptr<1>):
    %9 = "llvm.ptrtoint"(%arg5) : (!llvm.ptr) -> i64
    %10 = "llvm.mlir.constant"() <{value = 8 : i64}> : () -> i64
    %11 = "llvm.add"(%9, %10) <{overflowFlags = #llvm.overflow<none>}> : (i64, i64) -> i64
    %12 = "llvm.inttoptr"(%11) : (i64) -> !llvm.ptr
    %13 = "llvm.addrspacecast"(%arg6) : (!llvm.ptr<1>) -> !llvm.ptr
    %14 = "llvm.ptrtoint"(%13) : (!llvm.ptr) -> i32
    %15 = "llvm.bitcast"(%12) : (!llvm.ptr) -> !llvm.ptr
    "llvm.return"(%15) : (!llvm.ptr) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<vector<4xi16> (i32, vector<2xi32>, f64)>, linkage = #llvm.linkage<external>, sym_name = "bitcasts", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg2: i32, %arg3: vector<2xi32>, %arg4: f64):
    %4 = "llvm.bitcast"(%arg2) : (i32) -> f32
    %5 = "llvm.bitcast"(%arg3) : (vector<2xi32>) -> i64
    %6 = "llvm.bitcast"(%arg4) : (f64) -> vector<4xi16>
    %7 = "llvm.bitcast"(%5) : (i64) -> vector<4xi16>
    %8 = "llvm.add"(%6, %7) <{overflowFlags = #llvm.overflow<none>}> : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    "llvm.return"(%8) : (vector<4xi16>) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<vector<2xi64> (vector<4xi32>, vec<2 x ptr>)>, linkage = #llvm.linkage<external>, sym_name = "vector_casts", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: vector<4xi32>, %arg1: !llvm.vec<2 x ptr>):
    %0 = "llvm.zext"(%arg0) : (vector<4xi32>) -> vector<4xi64>
    %1 = "llvm.sitofp"(%arg0) : (vector<4xi32>) -> vector<4xf32>
    %2 = "llvm.ptrtoint"(%arg1) : (!llvm.vec<2 x ptr>) -> vector<2xi64>
    %3 = "llvm.inttoptr"(%2) : (vector<2xi64>) -> !llvm.vec<2 x ptr>
    "llvm.return"(%2) : (vector<2xi64>) -> ()
  }) : () -> ()
}) : () -> ()


"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<(i32, f64)> (struct<(i32, f64)>, i32)>, linkage = #llvm.linkage<external>, sym_name = "struct_fields", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg12: !llvm.struct<(i32, f64)>, %arg13: i32):
    %19 = "llvm.extractvalue"(%arg12) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f64)>) -> i32
    %20 = "llvm.extractvalue"(%arg12) <{position = array<i64: 1>}> : (!llvm.struct<(i32, f64)>) -> f64
    %21 = "llvm.add"(%19, %arg13) <{overflowFlags = #llvm.overflow<none>}> : (i32, i32) -> i32
    %22 = "llvm.insertvalue"(%arg12, %21) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f64)>, i32) -> !llvm.struct<(i32, f64)>
    %23 = "llvm.fadd"(%20, %20) <{fastmathFlags = #llvm.fastmath<none>}> : (f64, f64) -> f64
    %24 = "llvm.insertvalue"(%22, %23) <{position = array<i64: 1>}> : (!llvm.struct<(i32, f64)>, f64) -> !llvm.struct<(i32, f64)>
    "llvm.return"(%24) : (!llvm.struct<(i32, f64)>) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i64 (struct<(i8, array<4 x struct<(i32, i64)>>)>)>, linkage = #llvm.linkage<external>, sym_name = "nested_aggregates", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg11: !llvm.struct<(i8, array<4 x struct<(i32, i64)>>)>):
    %15 = "llvm.extractvalue"(%arg11) <{position = array<i64: 1, 2, 1>}> : (!llvm.struct<(i8, array<4 x struct<(i32, i64)>>)>) -> i64
    %16 = "llvm.extractvalue"(%arg11) <{position = array<i64: 1, 3>}> : (!llvm.struct<(i8, array<4 x struct<(i32, i64)>>)>) -> !llvm.struct<(i32, i64)>
    %17 = "llvm.insertvalue"(%16, %15) <{position = array<i64: 1>}> : (!llvm.struct<(i32, i64)>, i64) -> !llvm.struct<(i32, i64)>
    %18 = "llvm.extractvalue"(%17) <{position = array<i64: 1>}> : (!llvm.struct<(i32, i64)>) -> i64
    "llvm.return"(%18) : (i64) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<"pair", (i32, ptr)> (i32, ptr)>, linkage = #llvm.linkage<external>, sym_name = "build_struct", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg9: i32, %arg10: !llvm.ptr):
    %12 = "llvm.mlir.undef"() : () -> !llvm.struct<"pair", (i32, ptr)>
    %13 = "llvm.insertvalue"(%12, %arg9) <{position = array<i64: 0>}> : (!llvm.struct<"pair", (i32, ptr)>, i32) -> !llvm.struct<"pair", (i32, ptr)>
    %14 = "llvm.insertvalue"(%13, %arg10) <{position = array<i64: 1>}> : (!llvm.struct<"pair", (i32, ptr)>, !llvm.ptr) -> !llvm.struct<"pair", (i32, ptr)>
    "llvm.return"(%14) : (!llvm.struct<"pair", (i32, ptr)>) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<array<4 x f32> (array<4 x f32>, f32)>, linkage = #llvm.linkage<external>, sym_name = "arrays", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg7: !llvm.array<4 x f32>, %arg8: f32):
    %9 = "llvm.extractvalue"(%arg7) <{position = array<i64: 3>}> : (!llvm.array<4 x f32>) -> f32
    %10 = "llvm.fmul"(%9, %arg8) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %11 = "llvm.insertvalue"(%arg7, %10) <{position = array<i64: 0>}> : (!llvm.array<4 x f32>, f32) -> !llvm.array<4 x f32>
    "llvm.return"(%11) : (!llvm.array<4 x f32>) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<vector<4xf32> (vector<4xf32>, i32, f32)>, linkage = #llvm.linkage<external>, sym_name = "vector_elements", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg4: vector<4xf32>, %arg5: i32, %arg6: f32):
    %5 = "llvm.extractelement"(%arg4, %arg5) : (vector<4xf32>, i32) -> f32
    %6 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    %7 = "llvm.fadd"(%5, %arg6) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %8 = "llvm.insertelement"(%arg4, %7, %6) : (vector<4xf32>, f32, i64) -> vector<4xf32>
    "llvm.return"(%8) : (vector<4xf32>) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<vector<8xi32> (vector<4xi32>, vector<4xi32>)>, linkage = #llvm.linkage<external>, sym_name = "shuffles", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg2: vector<4xi32>, %arg3: vector<4xi32>):
    %1 = "llvm.shufflevector"(%arg2, %arg3) <{mask = array<i32: 0, 4, 1, 5, 2, 6, 3, 7>}> : (vector<4xi32>, vector<4xi32>) -> vector<8xi32>
    %2 = "llvm.shufflevector"(%arg2, %arg2) <{mask = array<i32: 3, 2, 1, 0>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %3 = "llvm.shufflevector"(%2, %arg3) <{mask = array<i32: 0, -1>}> : (vector<4xi32>, vector<4xi32>) -> vector<2xi32>
    %4 = "llvm.shufflevector"(%1, %1) <{mask = array<i32: 0, 1, 2, 3, 4, 5, 6, 7>}> : (vector<8xi32>, vector<8xi32>) -> vector<8xi32>
    "llvm.return"(%4) : (vector<8xi32>) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (vector<[4]xi32>, i64)>, linkage = #llvm.linkage<external>, sym_name = "scalable_elements", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: vector<[4]xi32>, %arg1: i64):
    %0 = "llvm.extractelement"(%arg0, %arg1) : (vector<[4]xi32>, i64) -> i32
    "llvm.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()


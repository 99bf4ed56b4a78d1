"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i64 ()>, linkage = #llvm.linkage<external>, sym_name = "scalars", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %19 = "llvm.mlir.constant"() <{value = 42 : i32}> : () -> i32
    %20 = "llvm.mlir.constant"() <{value = -1 : i64}> : () -> i64
    %21 = "llvm.mlir.constant"() <{value = 16 : i16}> : () -> i16
    %22 = "llvm.mlir.constant"() <{value = true}> : () -> i1
    %23 = "llvm.mlir.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
    %24 = "llvm.mlir.constant"() <{value = 0x7FF8000000000000 : f64}> : () -> f64
    %25 = "llvm.mlir.constant"() <{value = -2.000810e-03 : f16}> : () -> f16
    %26 = "llvm.mlir.constant"() <{value = 7 : i64}> : () -> i64
    %27 = "llvm.mlir.constant"() <{value = 2.500000e+00 : f64}> : () -> f64
    %28 = "llvm.mlir.constant"() <{value = 123456789012345678901234567890 : i128}> : () -> i128
    %29 = "llvm.sext"(%19) : (i32) -> i64
    %30 = "llvm.add"(%29, %20) <{overflowFlags = #llvm.overflow<none>}> : (i64, i64) -> i64
    %31 = "llvm.add"(%30, %26) <{overflowFlags = #llvm.overflow<none>}> : (i64, i64) -> i64
    "llvm.return"(%31) : (i64) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<vector<4xf32> ()>, linkage = #llvm.linkage<external>, sym_name = "vectors", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %14 = "llvm.mlir.constant"() <{value = dense<[1, 2, 3, 4]> : vector<4xi32>}> : () -> vector<4xi32>
    %15 = "llvm.mlir.constant"() <{value = dense<1.000000e+00> : vector<4xf32>}> : () -> vector<4xf32>
    %16 = "llvm.mlir.constant"() <{value = dense<[true, false]> : vector<2xi1>}> : () -> vector<2xi1>
    %17 = "llvm.sitofp"(%14) : (vector<4xi32>) -> vector<4xf32>
    %18 = "llvm.fadd"(%17, %15) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    "llvm.return"(%18) : (vector<4xf32>) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<array<2 x i32> ()>, linkage = #llvm.linkage<external>, sym_name = "aggregate_constants", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %11 = "llvm.mlir.constant"() <{value = dense<[5, 6]> : tensor<2xi32>}> : () -> !llvm.array<2 x i32>
    %12 = "llvm.mlir.constant"() <{value = "hello\00"}> : () -> !llvm.array<6 x i8>
    %13 = "llvm.mlir.constant"() <{value = dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>}> : () -> !llvm.array<2 x array<2 x f32>>
    "llvm.return"(%11) : (!llvm.array<2 x i32>) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr ()>, linkage = #llvm.linkage<external>, sym_name = "special_values", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %2 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %3 = "llvm.mlir.zero"() : () -> i32
    %4 = "llvm.mlir.zero"() : () -> !llvm.struct<(i32, f32)>
    %5 = "llvm.mlir.undef"() : () -> i64
    %6 = "llvm.mlir.undef"() : () -> !llvm.array<3 x ptr>
    %7 = "llvm.mlir.poison"() : () -> f32
    %8 = "llvm.mlir.poison"() : () -> vector<4xi8>
    %9 = "llvm.mlir.zero"() : () -> !llvm.ptr<3>
    %10 = "llvm.mlir.zero"() : () -> vector<2xf64>
    "llvm.return"(%2) : (!llvm.ptr) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i1 (ptr)>, linkage = #llvm.linkage<external>, sym_name = "null_pointer_check", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: !llvm.ptr):
    %0 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %1 = "llvm.icmp"(%arg0, %0) <{predicate = 0 : i64}> : (!llvm.ptr, !llvm.ptr) -> i1
    "llvm.return"(%1) : (i1) -> ()
  }) : () -> ()
}) : () -> ()


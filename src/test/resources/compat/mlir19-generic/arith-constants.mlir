"builtin.module"() ({
  "func.func"() <{function_type = () -> (i32, i32, i64, i8, i1, i1, index, i128, i16, i64), sym_name = "int_constants"}> ({
    %29 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %30 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %31 = "arith.constant"() <{value = 9223372036854775807 : i64}> : () -> i64
    %32 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %33 = "arith.constant"() <{value = true}> : () -> i1
    %34 = "arith.constant"() <{value = false}> : () -> i1
    %35 = "arith.constant"() <{value = 42 : index}> : () -> index
    %36 = "arith.constant"() <{value = -170141183460469231731687303715884105728 : i128}> : () -> i128
    %37 = "arith.constant"() <{value = -1 : i16}> : () -> i16
    %38 = "arith.constant"() <{value = -9223372036854775808 : i64}> : () -> i64
    "func.return"(%29, %30, %31, %32, %33, %34, %35, %36, %37, %38) : (i32, i32, i64, i8, i1, i1, index, i128, i16, i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f32, f64, f16, bf16, f32, f32, f32, f64, f80, f128, f32, f64), sym_name = "float_constants"}> ({
    %17 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %18 = "arith.constant"() <{value = -2.500000e-03 : f64}> : () -> f64
    %19 = "arith.constant"() <{value = 6.550400e+04 : f16}> : () -> f16
    %20 = "arith.constant"() <{value = 5.000000e-01 : bf16}> : () -> bf16
    %21 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %22 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %23 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %24 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %25 = "arith.constant"() <{value = 1.250000e+00 : f80}> : () -> f80
    %26 = "arith.constant"() <{value = 3.14159265358979311599796346854418516 : f128}> : () -> f128
    %27 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %28 = "arith.constant"() <{value = 1.000000e+300 : f64}> : () -> f64
    "func.return"(%17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28) : (f32, f64, f16, bf16, f32, f32, f32, f64, f80, f128, f32, f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (vector<4xi32>, vector<4xi32>, vector<2x2xf32>, vector<3xi1>, tensor<2xf64>, vector<[4]xi8>, vector<2xindex>), sym_name = "dense_constants"}> ({
    %10 = "arith.constant"() <{value = dense<7> : vector<4xi32>}> : () -> vector<4xi32>
    %11 = "arith.constant"() <{value = dense<[1, 2, 3, 4]> : vector<4xi32>}> : () -> vector<4xi32>
    %12 = "arith.constant"() <{value = dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : vector<2x2xf32>}> : () -> vector<2x2xf32>
    %13 = "arith.constant"() <{value = dense<[true, false, true]> : vector<3xi1>}> : () -> vector<3xi1>
    %14 = "arith.constant"() <{value = dense<[5.000000e-01, -5.000000e-01]> : tensor<2xf64>}> : () -> tensor<2xf64>
    %15 = "arith.constant"() <{value = dense<0> : vector<[4]xi8>}> : () -> vector<[4]xi8>
    %16 = "arith.constant"() <{value = dense<[0, 1]> : vector<2xindex>}> : () -> vector<2xindex>
    "func.return"(%10, %11, %12, %13, %14, %15, %16) : (vector<4xi32>, vector<4xi32>, vector<2x2xf32>, vector<3xi1>, tensor<2xf64>, vector<[4]xi8>, vector<2xindex>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, f32) -> (i32, f32), sym_name = "use_constants"}> ({
  ^bb0(%arg0: i32, %arg1: f32):
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %3 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4 = "arith.muli"(%3, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5 = "arith.subi"(%4, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %7 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %8 = "arith.mulf"(%arg1, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %9 = "arith.addf"(%8, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%5, %9) : (i32, f32) -> ()
  }) : () -> ()
}) : () -> ()


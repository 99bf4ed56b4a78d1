module {
  func.func @int_constants() -> (i32, i32, i64, i8, i1, i1, index, i128, i16, i64) {
    %c0_i32 = arith.constant 0 : i32
    %c-1_i32 = arith.constant -1 : i32
    %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
    %c127_i8 = arith.constant 127 : i8
    %true = arith.constant true
    %false = arith.constant false
    %c42 = arith.constant 42 : index
    %c-170141183460469231731687303715884105728_i128 = arith.constant -170141183460469231731687303715884105728 : i128
    %c-1_i16 = arith.constant -1 : i16
    %c-9223372036854775808_i64 = arith.constant -9223372036854775808 : i64
    return %c0_i32, %c-1_i32, %c9223372036854775807_i64, %c127_i8, %true, %false, %c42, %c-170141183460469231731687303715884105728_i128, %c-1_i16, %c-9223372036854775808_i64 : i32, i32, i64, i8, i1, i1, index, i128, i16, i64
  }
  func.func @float_constants() -> (f32, f64, f16, bf16, f32, f32, f32, f64, f80, f128, f32, f64) {
    %cst = arith.constant 1.000000e+00 : f32
    %cst_0 = arith.constant -2.500000e-03 : f64
    %cst_1 = arith.constant 6.550400e+04 : f16
    %cst_2 = arith.constant 5.000000e-01 : bf16
    %cst_3 = arith.constant 0x7FC00000 : f32
    %cst_4 = arith.constant 0x7F800000 : f32
    %cst_5 = arith.constant 0xFF800000 : f32
    %cst_6 = arith.constant 1.000000e+00 : f64
    %cst_7 = arith.constant 1.250000e+00 : f80
    %cst_8 = arith.constant 3.14159265358979311599796346854418516 : f128
    %cst_9 = arith.constant -0.000000e+00 : f32
    %cst_10 = arith.constant 1.000000e+300 : f64
    return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_9, %cst_10 : f32, f64, f16, bf16, f32, f32, f32, f64, f80, f128, f32, f64
  }
  func.func @dense_constants() -> (vector<4xi32>, vector<4xi32>, vector<2x2xf32>, vector<3xi1>, tensor<2xf64>, vector<[4]xi8>, vector<2xindex>) {
    %cst = arith.constant dense<7> : vector<4xi32>
    %cst_0 = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
    %cst_1 = arith.constant dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : vector<2x2xf32>
    %cst_2 = arith.constant dense<[true, false, true]> : vector<3xi1>
    %cst_3 = arith.constant dense<[5.000000e-01, -5.000000e-01]> : tensor<2xf64>
    %cst_4 = arith.constant dense<0> : vector<[4]xi8>
    %cst_5 = arith.constant dense<[0, 1]> : vector<2xindex>
    return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5 : vector<4xi32>, vector<4xi32>, vector<2x2xf32>, vector<3xi1>, tensor<2xf64>, vector<[4]xi8>, vector<2xindex>
  }
  func.func @use_constants(%arg0: i32, %arg1: f32) -> (i32, f32) {
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %c1_i32_0 = arith.constant 1 : i32
    %0 = arith.addi %arg0, %c1_i32 : i32
    %1 = arith.muli %0, %c2_i32 : i32
    %2 = arith.subi %1, %c1_i32_0 : i32
    %cst = arith.constant 5.000000e-01 : f32
    %cst_1 = arith.constant 5.000000e-01 : f32
    %3 = arith.mulf %arg1, %cst : f32
    %4 = arith.addf %3, %cst_1 : f32
    return %2, %4 : i32, f32
  }
}


module {
  func.func @integers() -> (i8, i16, i32, i64, i64, i128, i128, i32, i8, index) {
    %c-128_i8 = arith.constant -128 : i8
    %c-1_i16 = arith.constant -1 : i16
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %c-9223372036854775808_i64 = arith.constant -9223372036854775808 : i64
    %c-1_i64 = arith.constant -1 : i64
    %c-1_i128 = arith.constant -1 : i128
    %c1512366075204170929049582354406559215_i128 = arith.constant 1512366075204170929049582354406559215 : i128
    %c-1_i32 = arith.constant -1 : i32
    %0 = llvm.mlir.constant(-8 : i8) : i8
    %c123 = arith.constant 123 : index
    return %c-128_i8, %c-1_i16, %c2147483647_i32, %c-9223372036854775808_i64, %c-1_i64, %c-1_i128, %c1512366075204170929049582354406559215_i128, %c-1_i32, %0, %c123 : i8, i16, i32, i64, i64, i128, i128, i32, i8, index
  }
  func.func @floats() -> (f32, f32, f32, f32, f64, f64, f64, f16, bf16, f64, f32, f32) {
    %cst = arith.constant 1.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+03 : f32
    %cst_1 = arith.constant -1.500000e+02 : f32
    %cst_2 = arith.constant 3.40282347E+38 : f32
    %cst_3 = arith.constant 2.2250738585072014E-308 : f64
    %cst_4 = arith.constant 1.7976931348623157E+308 : f64
    %cst_5 = arith.constant 0xFFF8000000000001 : f64
    %cst_6 = arith.constant 1.000000e+00 : f16
    %cst_7 = arith.constant 0x7F80 : bf16
    %cst_8 = arith.constant 0x419D6F3454000000 : f64
    %cst_9 = arith.constant 0.000000e+00 : f32
    %cst_10 = arith.constant 1.00000012 : f32
    return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_9, %cst_10 : f32, f32, f32, f32, f64, f64, f64, f16, bf16, f64, f32, f32
  }
  func.func @small_and_odd_floats() -> (f80, f128, f32, f32, f64, tf32) {
    %cst = arith.constant 1.000000e+00 : f80
    %cst_0 = arith.constant 1.000000e+00 : f128
    %cst_1 = arith.constant 1.401300e-45 : f32
    %cst_2 = arith.constant -0.000000e+00 : f32
    %cst_3 = arith.constant 9.999880e-321 : f64
    %cst_4 = arith.constant 2.500000e-01 : tf32
    return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4 : f80, f128, f32, f32, f64, tf32
  }
  func.func @in_attributes() attributes {a = [31 : i8, 0 : i32, -1], b = [1.000000e+10, -1.000000e-10, 0x7FC00000 : f32, 0x7FF0000000000000 : f64], c = dense<[1, -1]> : tensor<2xi8>, d = dense<[0x7FC00000, 1.000000e+00]> : tensor<2xf32>, e = array<i64: 16, -16>, f = [4294967295 : ui32, -8 : si8, 255 : ui8, -128 : si8]} {
    return
  }
}


// arith.constant of every kind; mlir-opt derives result names from the value.
func.func @int_constants() -> (i32, i32, i64, i8, i1, i1, index, i128, i16, i64) {
  %0 = arith.constant 0 : i32
  %1 = arith.constant -1 : i32
  %2 = arith.constant 9223372036854775807 : i64
  %3 = arith.constant 0x7F : i8
  %4 = arith.constant true
  %5 = arith.constant false
  %6 = arith.constant 42 : index
  %7 = arith.constant -170141183460469231731687303715884105728 : i128
  %8 = arith.constant 65535 : i16
  %9 = arith.constant -9223372036854775808 : i64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i32, i32, i64, i8, i1, i1, index, i128, i16, i64
}

func.func @float_constants() -> (f32, f64, f16, bf16, f32, f32, f32, f64, f80, f128, f32, f64) {
  %0 = arith.constant 1.0 : f32
  %1 = arith.constant -2.5e-3 : f64
  %2 = arith.constant 65504.0 : f16
  %3 = arith.constant 0.5 : bf16
  %4 = arith.constant 0x7FC00000 : f32
  %5 = arith.constant 0x7F800000 : f32
  %6 = arith.constant 0xFF800000 : f32
  %7 = arith.constant 0x3FF0000000000000 : f64
  %8 = arith.constant 1.25 : f80
  %9 = arith.constant 3.1415926535897932384626433832795 : f128
  %10 = arith.constant -0.0 : f32
  %11 = arith.constant 1.0e300 : f64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : f32, f64, f16, bf16, f32, f32, f32, f64, f80, f128, f32, f64
}

func.func @dense_constants() -> (vector<4xi32>, vector<4xi32>, vector<2x2xf32>, vector<3xi1>, tensor<2xf64>, vector<[4]xi8>, vector<2xindex>) {
  %0 = arith.constant dense<7> : vector<4xi32>
  %1 = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %2 = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : vector<2x2xf32>
  %3 = arith.constant dense<[true, false, true]> : vector<3xi1>
  %4 = arith.constant dense<[0.5, -0.5]> : tensor<2xf64>
  %5 = arith.constant dense<0> : vector<[4]xi8>
  %6 = arith.constant dense<[0, 1]> : vector<2xindex>
  return %0, %1, %2, %3, %4, %5, %6 : vector<4xi32>, vector<4xi32>, vector<2x2xf32>, vector<3xi1>, tensor<2xf64>, vector<[4]xi8>, vector<2xindex>
}

// Constants used by arithmetic; duplicate values get numbered names.
func.func @use_constants(%x: i32, %y: f32) -> (i32, f32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c1_dup = arith.constant 1 : i32
  %0 = arith.addi %x, %c1 : i32
  %1 = arith.muli %0, %c2 : i32
  %2 = arith.subi %1, %c1_dup : i32
  %half = arith.constant 0.5 : f32
  %half2 = arith.constant 5.000000e-01 : f32
  %3 = arith.mulf %y, %half : f32
  %4 = arith.addf %3, %half2 : f32
  return %2, %4 : i32, f32
}

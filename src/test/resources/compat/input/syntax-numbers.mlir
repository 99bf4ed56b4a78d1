// Numeric literal forms: decimal, hex, negative, large, float exponents, hex float bit patterns.
func.func @integers() -> (i8, i16, i32, i64, i64, i128, i128, i32, i8, index) {
  %0 = arith.constant -128 : i8
  %1 = arith.constant 0xFFFF : i16
  %2 = arith.constant 0x7fffffff : i32
  %3 = arith.constant 0x8000000000000000 : i64
  %4 = arith.constant -0x1 : i64
  %5 = arith.constant 340282366920938463463374607431768211455 : i128
  %6 = arith.constant 0x0123456789ABCDEF0123456789ABCDEF : i128
  %7 = arith.constant 4294967295 : i32
  %8 = llvm.mlir.constant(-8 : i8) : i8
  %9 = arith.constant 000123 : index
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i8, i16, i32, i64, i64, i128, i128, i32, i8, index
}

func.func @floats() -> (f32, f32, f32, f32, f64, f64, f64, f16, bf16, f64, f32, f32) {
  %0 = arith.constant 1.0 : f32
  %1 = arith.constant 1.e3 : f32
  %2 = arith.constant -1.5E+2 : f32
  %3 = arith.constant 3.4028234663852886e+38 : f32
  %4 = arith.constant 2.2250738585072014E-308 : f64
  %5 = arith.constant 0x7FEFFFFFFFFFFFFF : f64
  %6 = arith.constant 0xFFF8000000000001 : f64
  %7 = arith.constant 0x3C00 : f16
  %8 = arith.constant 0x7F80 : bf16
  %9 = arith.constant 123456789.0 : f64
  %10 = arith.constant 0.0 : f32
  %11 = arith.constant 1.0000001 : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : f32, f32, f32, f32, f64, f64, f64, f16, bf16, f64, f32, f32
}

func.func @small_and_odd_floats() -> (f80, f128, f32, f32, f64, tf32) {
  %0 = arith.constant 0x3FFF8000000000000000 : f80
  %1 = arith.constant 0x3FFF0000000000000000000000000000 : f128
  %2 = arith.constant 0x00000001 : f32
  %3 = arith.constant 0x80000000 : f32
  %4 = arith.constant 1.0e-320 : f64
  %5 = arith.constant 0.25 : tf32
  return %0, %1, %2, %3, %4, %5 : f80, f128, f32, f32, f64, tf32
}

func.func @in_attributes() attributes {
  a = [0x1F : i8, 0 : i32, 18446744073709551615 : i64],
  b = [1.0e10 : f64, -1.0e-10 : f64, 0x7FC00000 : f32, 0x7FF0000000000000 : f64],
  c = dense<[0x01, 0xFF]> : tensor<2xi8>,
  d = dense<[0x7FC00000, 1.0]> : tensor<2xf32>,
  e = array<i64: 0x10, -0x10>,
  f = [4294967295 : ui32, -8 : si8, 255 : ui8, -128 : si8]
} {
  return
}

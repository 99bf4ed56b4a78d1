"builtin.module"() ({
  "func.func"() <{function_type = () -> (i8, i16, i32, i64, i64, i128, i128, i32, i8, index), sym_name = "integers"}> ({
    %18 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %19 = "arith.constant"() <{value = -1 : i16}> : () -> i16
    %20 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %21 = "arith.constant"() <{value = -9223372036854775808 : i64}> : () -> i64
    %22 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %23 = "arith.constant"() <{value = -1 : i128}> : () -> i128
    %24 = "arith.constant"() <{value = 1512366075204170929049582354406559215 : i128}> : () -> i128
    %25 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %26 = "llvm.mlir.constant"() <{value = -8 : i8}> : () -> i8
    %27 = "arith.constant"() <{value = 123 : index}> : () -> index
    "func.return"(%18, %19, %20, %21, %22, %23, %24, %25, %26, %27) : (i8, i16, i32, i64, i64, i128, i128, i32, i8, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f32, f32, f32, f32, f64, f64, f64, f16, bf16, f64, f32, f32), sym_name = "floats"}> ({
    %6 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %7 = "arith.constant"() <{value = 1.000000e+03 : f32}> : () -> f32
    %8 = "arith.constant"() <{value = -1.500000e+02 : f32}> : () -> f32
    %9 = "arith.constant"() <{value = 3.40282347E+38 : f32}> : () -> f32
    %10 = "arith.constant"() <{value = 2.2250738585072014E-308 : f64}> : () -> f64
    %11 = "arith.constant"() <{value = 1.7976931348623157E+308 : f64}> : () -> f64
    %12 = "arith.constant"() <{value = 0xFFF8000000000001 : f64}> : () -> f64
    %13 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %14 = "arith.constant"() <{value = 0x7F80 : bf16}> : () -> bf16
    %15 = "arith.constant"() <{value = 0x419D6F3454000000 : f64}> : () -> f64
    %16 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %17 = "arith.constant"() <{value = 1.00000012 : f32}> : () -> f32
    "func.return"(%6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17) : (f32, f32, f32, f32, f64, f64, f64, f16, bf16, f64, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f80, f128, f32, f32, f64, tf32), sym_name = "small_and_odd_floats"}> ({
    %0 = "arith.constant"() <{value = 1.000000e+00 : f80}> : () -> f80
    %1 = "arith.constant"() <{value = 1.000000e+00 : f128}> : () -> f128
    %2 = "arith.constant"() <{value = 1.401300e-45 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %4 = "arith.constant"() <{value = 9.999880e-321 : f64}> : () -> f64
    %5 = "arith.constant"() <{value = 2.500000e-01 : tf32}> : () -> tf32
    "func.return"(%0, %1, %2, %3, %4, %5) : (f80, f128, f32, f32, f64, tf32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "in_attributes"}> ({
    "func.return"() : () -> ()
  }) {a = [31 : i8, 0 : i32, -1], b = [1.000000e+10, -1.000000e-10, 0x7FC00000 : f32, 0x7FF0000000000000 : f64], c = dense<[1, -1]> : tensor<2xi8>, d = dense<[0x7FC00000, 1.000000e+00]> : tensor<2xf32>, e = array<i64: 16, -16>, f = [4294967295 : ui32, -8 : si8, 255 : ui8, -128 : si8]} : () -> ()
}) : () -> ()


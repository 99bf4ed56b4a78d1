"builtin.module"() ({
  "func.func"() <{function_type = (i8, i64) -> (i32, i32, i16, i1), sym_name = "int_casts"}> ({
  ^bb0(%arg15: i8, %arg16: i64):
    %41 = "arith.extsi"(%arg15) : (i8) -> i32
    %42 = "arith.extui"(%arg15) : (i8) -> i32
    %43 = "arith.trunci"(%arg16) : (i64) -> i16
    %44 = "arith.trunci"(%43) : (i16) -> i1
    "func.return"(%41, %42, %43, %44) : (i32, i32, i16, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f16, f64) -> (f32, f128, f32, bf16, f16, f32), sym_name = "float_casts"}> ({
  ^bb0(%arg13: f16, %arg14: f64):
    %27 = "arith.extf"(%arg13) : (f16) -> f32
    %28 = "arith.extf"(%arg14) <{fastmath = #arith.fastmath<contract>}> : (f64) -> f128
    %29 = "arith.truncf"(%arg14) : (f64) -> f32
    %30 = "arith.truncf"(%27) <{roundingmode = 0 : i32}> : (f32) -> bf16
    %31 = "arith.truncf"(%arg14) <{roundingmode = 1 : i32}> : (f64) -> f16
    %32 = "arith.truncf"(%arg14) <{roundingmode = 2 : i32}> : (f64) -> f32
    %33 = "arith.truncf"(%arg14) <{roundingmode = 3 : i32}> : (f64) -> f32
    %34 = "arith.truncf"(%arg14) <{roundingmode = 4 : i32}> : (f64) -> f32
    %35 = "arith.truncf"(%arg14) <{fastmath = #arith.fastmath<fast>}> : (f64) -> f32
    %36 = "arith.truncf"(%arg14) <{fastmath = #arith.fastmath<nnan>, roundingmode = 0 : i32}> : (f64) -> f32
    %37 = "arith.addf"(%32, %33) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %38 = "arith.addf"(%34, %35) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %39 = "arith.addf"(%37, %38) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %40 = "arith.addf"(%39, %36) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%27, %28, %29, %30, %31, %40) : (f32, f128, f32, bf16, f16, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i64, f32, f64) -> (f32, f64, i32, i16), sym_name = "int_float_casts"}> ({
  ^bb0(%arg9: i32, %arg10: i64, %arg11: f32, %arg12: f64):
    %23 = "arith.sitofp"(%arg9) : (i32) -> f32
    %24 = "arith.uitofp"(%arg10) : (i64) -> f64
    %25 = "arith.fptosi"(%arg11) : (f32) -> i32
    %26 = "arith.fptoui"(%arg12) : (f64) -> i16
    "func.return"(%23, %24, %25, %26) : (f32, f64, i32, i16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, index) -> (index, index, i64, i8), sym_name = "index_casts"}> ({
  ^bb0(%arg7: i32, %arg8: index):
    %19 = "arith.index_cast"(%arg7) : (i32) -> index
    %20 = "arith.index_castui"(%arg7) : (i32) -> index
    %21 = "arith.index_cast"(%arg8) : (index) -> i64
    %22 = "arith.index_castui"(%arg8) : (index) -> i8
    "func.return"(%19, %20, %21, %22) : (index, index, i64, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, f32, f16, vector<2xi32>) -> (f32, i32, i16, vector<2xf32>), sym_name = "bitcasts"}> ({
  ^bb0(%arg3: i32, %arg4: f32, %arg5: f16, %arg6: vector<2xi32>):
    %13 = "arith.bitcast"(%arg3) : (i32) -> f32
    %14 = "arith.bitcast"(%arg4) : (f32) -> i32
    %15 = "arith.bitcast"(%arg5) : (f16) -> i16
    %16 = "arith.bitcast"(%arg6) : (vector<2xi32>) -> vector<2xf32>
    %17 = "arith.bitcast"(%arg3) : (i32) -> i32
    %18 = "arith.addi"(%14, %17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%13, %18, %15, %16) : (f32, i32, i16, vector<2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xi32>, vector<[4]xi8>) -> (vector<2xi16>, vector<[4]xf32>), sym_name = "vector_casts"}> ({
  ^bb0(%arg1: vector<2xi32>, %arg2: vector<[4]xi8>):
    %1 = "arith.sitofp"(%arg1) : (vector<2xi32>) -> vector<2xf64>
    %2 = "arith.truncf"(%1) : (vector<2xf64>) -> vector<2xf32>
    %3 = "arith.extf"(%2) : (vector<2xf32>) -> vector<2xf64>
    %4 = "arith.fptosi"(%3) : (vector<2xf64>) -> vector<2xi64>
    %5 = "arith.trunci"(%4) : (vector<2xi64>) -> vector<2xi32>
    %6 = "arith.index_cast"(%5) : (vector<2xi32>) -> vector<2xindex>
    %7 = "arith.index_castui"(%6) : (vector<2xindex>) -> vector<2xi32>
    %8 = "arith.extui"(%7) : (vector<2xi32>) -> vector<2xi64>
    %9 = "arith.uitofp"(%8) : (vector<2xi64>) -> vector<2xf16>
    %10 = "arith.bitcast"(%9) : (vector<2xf16>) -> vector<2xi16>
    %11 = "arith.extsi"(%arg2) : (vector<[4]xi8>) -> vector<[4]xi32>
    %12 = "arith.sitofp"(%11) : (vector<[4]xi32>) -> vector<[4]xf32>
    "func.return"(%10, %12) : (vector<2xi16>, vector<[4]xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?xi32>) -> tensor<?xf32>, sym_name = "tensor_casts"}> ({
  ^bb0(%arg0: tensor<?xi32>):
    %0 = "arith.sitofp"(%arg0) : (tensor<?xi32>) -> tensor<?xf32>
    "func.return"(%0) : (tensor<?xf32>) -> ()
  }) : () -> ()
}) : () -> ()


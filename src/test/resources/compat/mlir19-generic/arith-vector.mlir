"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xi32>, vector<4xi32>, vector<4xi1>) -> vector<4xi32>, sym_name = "vector_int"}> ({
  ^bb0(%arg12: vector<4xi32>, %arg13: vector<4xi32>, %arg14: vector<4xi1>):
    %19 = "arith.addi"(%arg12, %arg13) <{overflowFlags = #arith.overflow<nsw>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %20 = "arith.subi"(%19, %arg13) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %21 = "arith.muli"(%20, %arg12) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %22 = "arith.divsi"(%21, %arg13) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %23 = "arith.remui"(%22, %arg13) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %24 = "arith.shli"(%23, %arg13) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %25 = "arith.shrsi"(%24, %arg12) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %26 = "arith.maxsi"(%25, %arg12) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %27 = "arith.minui"(%26, %arg13) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %28 = "arith.select"(%arg14, %27, %arg12) : (vector<4xi1>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %29 = "arith.ceildivsi"(%28, %arg13) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %30 = "arith.floordivsi"(%29, %arg13) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    "func.return"(%30) : (vector<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2x3xf32>, vector<2x3xf32>, i1) -> vector<2x3xf32>, sym_name = "vector_float"}> ({
  ^bb0(%arg9: vector<2x3xf32>, %arg10: vector<2x3xf32>, %arg11: i1):
    %12 = "arith.addf"(%arg9, %arg10) <{fastmath = #arith.fastmath<fast>}> : (vector<2x3xf32>, vector<2x3xf32>) -> vector<2x3xf32>
    %13 = "arith.mulf"(%12, %arg10) <{fastmath = #arith.fastmath<nnan,ninf>}> : (vector<2x3xf32>, vector<2x3xf32>) -> vector<2x3xf32>
    %14 = "arith.divf"(%13, %arg9) <{fastmath = #arith.fastmath<none>}> : (vector<2x3xf32>, vector<2x3xf32>) -> vector<2x3xf32>
    %15 = "arith.negf"(%14) <{fastmath = #arith.fastmath<none>}> : (vector<2x3xf32>) -> vector<2x3xf32>
    %16 = "arith.maximumf"(%15, %arg9) <{fastmath = #arith.fastmath<none>}> : (vector<2x3xf32>, vector<2x3xf32>) -> vector<2x3xf32>
    %17 = "arith.minnumf"(%16, %arg10) <{fastmath = #arith.fastmath<nsz>}> : (vector<2x3xf32>, vector<2x3xf32>) -> vector<2x3xf32>
    %18 = "arith.select"(%arg11, %17, %arg9) : (i1, vector<2x3xf32>, vector<2x3xf32>) -> vector<2x3xf32>
    "func.return"(%18) : (vector<2x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<[4]xf32>, vector<[4]xf32>, vector<2x[8]xi16>) -> (vector<[4]xf32>, vector<2x[8]xi16>, vector<[4]xi1>), sym_name = "scalable"}> ({
  ^bb0(%arg6: vector<[4]xf32>, %arg7: vector<[4]xf32>, %arg8: vector<2x[8]xi16>):
    %8 = "arith.addf"(%arg6, %arg7) <{fastmath = #arith.fastmath<none>}> : (vector<[4]xf32>, vector<[4]xf32>) -> vector<[4]xf32>
    %9 = "arith.remf"(%8, %arg7) <{fastmath = #arith.fastmath<none>}> : (vector<[4]xf32>, vector<[4]xf32>) -> vector<[4]xf32>
    %10 = "arith.xori"(%arg8, %arg8) : (vector<2x[8]xi16>, vector<2x[8]xi16>) -> vector<2x[8]xi16>
    %11 = "arith.cmpf"(%9, %arg6) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (vector<[4]xf32>, vector<[4]xf32>) -> vector<[4]xi1>
    "func.return"(%9, %10, %11) : (vector<[4]xf32>, vector<2x[8]xi16>, vector<[4]xi1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, vector<4xi1>, vector<4xi32>, vector<4xi32>), sym_name = "vector_extended"}> ({
  ^bb0(%arg4: vector<4xi32>, %arg5: vector<4xi32>):
    %6:2 = "arith.addui_extended"(%arg4, %arg5) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, vector<4xi1>)
    %7:2 = "arith.mului_extended"(%6#0, %arg5) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, vector<4xi32>)
    "func.return"(%6#0, %6#1, %7#0, %7#1) : (vector<4xi32>, vector<4xi1>, vector<4xi32>, vector<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<4xf32>) -> vector<4xf32>, sym_name = "vector_constants"}> ({
  ^bb0(%arg3: vector<4xf32>):
    %2 = "arith.constant"() <{value = dense<2.000000e+00> : vector<4xf32>}> : () -> vector<4xf32>
    %3 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : vector<4xf32>}> : () -> vector<4xf32>
    %4 = "arith.mulf"(%arg3, %2) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %5 = "arith.addf"(%4, %3) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    "func.return"(%5) : (vector<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x?xf32>, tensor<4x?xf32>, tensor<*xi32>) -> (tensor<4x?xf32>, tensor<*xi32>), sym_name = "tensor_ops"}> ({
  ^bb0(%arg0: tensor<4x?xf32>, %arg1: tensor<4x?xf32>, %arg2: tensor<*xi32>):
    %0 = "arith.addf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<4x?xf32>
    %1 = "arith.muli"(%arg2, %arg2) <{overflowFlags = #arith.overflow<none>}> : (tensor<*xi32>, tensor<*xi32>) -> tensor<*xi32>
    "func.return"(%0, %1) : (tensor<4x?xf32>, tensor<*xi32>) -> ()
  }) : () -> ()
}) : () -> ()


"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1), sym_name = "cmpi_all"}> ({
  ^bb0(%arg12: i32, %arg13: i32):
    %38 = "arith.cmpi"(%arg12, %arg13) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %39 = "arith.cmpi"(%arg12, %arg13) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %40 = "arith.cmpi"(%arg12, %arg13) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %41 = "arith.cmpi"(%arg12, %arg13) <{predicate = 3 : i64}> : (i32, i32) -> i1
    %42 = "arith.cmpi"(%arg12, %arg13) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %43 = "arith.cmpi"(%arg12, %arg13) <{predicate = 5 : i64}> : (i32, i32) -> i1
    %44 = "arith.cmpi"(%arg12, %arg13) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %45 = "arith.cmpi"(%arg12, %arg13) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %46 = "arith.cmpi"(%arg12, %arg13) <{predicate = 8 : i64}> : (i32, i32) -> i1
    %47 = "arith.cmpi"(%arg12, %arg13) <{predicate = 9 : i64}> : (i32, i32) -> i1
    "func.return"(%38, %39, %40, %41, %42, %43, %44, %45, %46, %47) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32, f32) -> i1, sym_name = "cmpf_all"}> ({
  ^bb0(%arg10: f32, %arg11: f32):
    %7 = "arith.cmpf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
    %8 = "arith.cmpf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %9 = "arith.cmpf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %10 = "arith.cmpf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %11 = "arith.cmpf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %12 = "arith.cmpf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %13 = "arith.cmpf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %14 = "arith.cmpf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %15 = "arith.cmpf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %16 = "arith.cmpf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %17 = "arith.cmpf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f32, f32) -> i1
    %18 = "arith.cmpf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %19 = "arith.cmpf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
    %20 = "arith.cmpf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %21 = "arith.cmpf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %22 = "arith.cmpf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
    %23 = "arith.andi"(%7, %8) : (i1, i1) -> i1
    %24 = "arith.ori"(%23, %9) : (i1, i1) -> i1
    %25 = "arith.ori"(%24, %10) : (i1, i1) -> i1
    %26 = "arith.ori"(%25, %11) : (i1, i1) -> i1
    %27 = "arith.ori"(%26, %12) : (i1, i1) -> i1
    %28 = "arith.ori"(%27, %13) : (i1, i1) -> i1
    %29 = "arith.ori"(%28, %14) : (i1, i1) -> i1
    %30 = "arith.ori"(%29, %15) : (i1, i1) -> i1
    %31 = "arith.ori"(%30, %16) : (i1, i1) -> i1
    %32 = "arith.ori"(%31, %17) : (i1, i1) -> i1
    %33 = "arith.ori"(%32, %18) : (i1, i1) -> i1
    %34 = "arith.ori"(%33, %19) : (i1, i1) -> i1
    %35 = "arith.ori"(%34, %20) : (i1, i1) -> i1
    %36 = "arith.ori"(%35, %21) : (i1, i1) -> i1
    %37 = "arith.ori"(%36, %22) : (i1, i1) -> i1
    "func.return"(%37) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, f64, f64, i1, i1) -> (i1, i1, i1), sym_name = "cmp_misc"}> ({
  ^bb0(%arg4: index, %arg5: index, %arg6: f64, %arg7: f64, %arg8: i1, %arg9: i1):
    %2 = "arith.cmpi"(%arg4, %arg5) <{predicate = 6 : i64}> : (index, index) -> i1
    %3 = "arith.cmpf"(%arg6, %arg7) <{fastmath = #arith.fastmath<nnan>, predicate = 4 : i64}> : (f64, f64) -> i1
    %4 = "arith.cmpf"(%arg6, %arg7) <{fastmath = #arith.fastmath<fast>, predicate = 14 : i64}> : (f64, f64) -> i1
    %5 = "arith.cmpi"(%arg8, %arg9) <{predicate = 0 : i64}> : (i1, i1) -> i1
    %6 = "arith.select"(%2, %3, %4) : (i1, i1, i1) -> i1
    "func.return"(%5, %6, %4) : (i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<4xi32>, vector<4xi32>, vector<2x2xf32>, vector<2x2xf32>) -> (vector<4xi1>, vector<2x2xi1>), sym_name = "cmp_vector"}> ({
  ^bb0(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: vector<2x2xf32>, %arg3: vector<2x2xf32>):
    %0 = "arith.cmpi"(%arg0, %arg1) <{predicate = 5 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>
    %1 = "arith.cmpf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (vector<2x2xf32>, vector<2x2xf32>) -> vector<2x2xi1>
    "func.return"(%0, %1) : (vector<4xi1>, vector<2x2xi1>) -> ()
  }) : () -> ()
}) : () -> ()


module {
  func.func @cmpi_all(%arg0: i32, %arg1: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
    %0 = arith.cmpi eq, %arg0, %arg1 : i32
    %1 = arith.cmpi ne, %arg0, %arg1 : i32
    %2 = arith.cmpi slt, %arg0, %arg1 : i32
    %3 = arith.cmpi sle, %arg0, %arg1 : i32
    %4 = arith.cmpi sgt, %arg0, %arg1 : i32
    %5 = arith.cmpi sge, %arg0, %arg1 : i32
    %6 = arith.cmpi ult, %arg0, %arg1 : i32
    %7 = arith.cmpi ule, %arg0, %arg1 : i32
    %8 = arith.cmpi ugt, %arg0, %arg1 : i32
    %9 = arith.cmpi uge, %arg0, %arg1 : i32
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
  }
  func.func @cmpf_all(%arg0: f32, %arg1: f32) -> i1 {
    %0 = arith.cmpf false, %arg0, %arg1 : f32
    %1 = arith.cmpf oeq, %arg0, %arg1 : f32
    %2 = arith.cmpf ogt, %arg0, %arg1 : f32
    %3 = arith.cmpf oge, %arg0, %arg1 : f32
    %4 = arith.cmpf olt, %arg0, %arg1 : f32
    %5 = arith.cmpf ole, %arg0, %arg1 : f32
    %6 = arith.cmpf one, %arg0, %arg1 : f32
    %7 = arith.cmpf ord, %arg0, %arg1 : f32
    %8 = arith.cmpf ueq, %arg0, %arg1 : f32
    %9 = arith.cmpf ugt, %arg0, %arg1 : f32
    %10 = arith.cmpf uge, %arg0, %arg1 : f32
    %11 = arith.cmpf ult, %arg0, %arg1 : f32
    %12 = arith.cmpf ule, %arg0, %arg1 : f32
    %13 = arith.cmpf une, %arg0, %arg1 : f32
    %14 = arith.cmpf uno, %arg0, %arg1 : f32
    %15 = arith.cmpf true, %arg0, %arg1 : f32
    %16 = arith.andi %0, %1 : i1
    %17 = arith.ori %16, %2 : i1
    %18 = arith.ori %17, %3 : i1
    %19 = arith.ori %18, %4 : i1
    %20 = arith.ori %19, %5 : i1
    %21 = arith.ori %20, %6 : i1
    %22 = arith.ori %21, %7 : i1
    %23 = arith.ori %22, %8 : i1
    %24 = arith.ori %23, %9 : i1
    %25 = arith.ori %24, %10 : i1
    %26 = arith.ori %25, %11 : i1
    %27 = arith.ori %26, %12 : i1
    %28 = arith.ori %27, %13 : i1
    %29 = arith.ori %28, %14 : i1
    %30 = arith.ori %29, %15 : i1
    return %30 : i1
  }
  func.func @cmp_misc(%arg0: index, %arg1: index, %arg2: f64, %arg3: f64, %arg4: i1, %arg5: i1) -> (i1, i1, i1) {
    %0 = arith.cmpi ult, %arg0, %arg1 : index
    %1 = arith.cmpf olt, %arg2, %arg3 fastmath<nnan> : f64
    %2 = arith.cmpf uno, %arg2, %arg3 fastmath<fast> : f64
    %3 = arith.cmpi eq, %arg4, %arg5 : i1
    %4 = arith.select %0, %1, %2 : i1
    return %3, %4, %2 : i1, i1, i1
  }
  func.func @cmp_vector(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: vector<2x2xf32>, %arg3: vector<2x2xf32>) -> (vector<4xi1>, vector<2x2xi1>) {
    %0 = arith.cmpi sge, %arg0, %arg1 : vector<4xi32>
    %1 = arith.cmpf ueq, %arg2, %arg3 : vector<2x2xf32>
    return %0, %1 : vector<4xi1>, vector<2x2xi1>
  }
}


module {
  func.func @vector_int(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: vector<4xi1>) -> vector<4xi32> {
    %0 = arith.addi %arg0, %arg1 overflow<nsw> : vector<4xi32>
    %1 = arith.subi %0, %arg1 : vector<4xi32>
    %2 = arith.muli %1, %arg0 overflow<nsw, nuw> : vector<4xi32>
    %3 = arith.divsi %2, %arg1 : vector<4xi32>
    %4 = arith.remui %3, %arg1 : vector<4xi32>
    %5 = arith.shli %4, %arg1 : vector<4xi32>
    %6 = arith.shrsi %5, %arg0 : vector<4xi32>
    %7 = arith.maxsi %6, %arg0 : vector<4xi32>
    %8 = arith.minui %7, %arg1 : vector<4xi32>
    %9 = arith.select %arg2, %8, %arg0 : vector<4xi1>, vector<4xi32>
    %10 = arith.ceildivsi %9, %arg1 : vector<4xi32>
    %11 = arith.floordivsi %10, %arg1 : vector<4xi32>
    return %11 : vector<4xi32>
  }
  func.func @vector_float(%arg0: vector<2x3xf32>, %arg1: vector<2x3xf32>, %arg2: i1) -> vector<2x3xf32> {
    %0 = arith.addf %arg0, %arg1 fastmath<fast> : vector<2x3xf32>
    %1 = arith.mulf %0, %arg1 fastmath<nnan,ninf> : vector<2x3xf32>
    %2 = arith.divf %1, %arg0 : vector<2x3xf32>
    %3 = arith.negf %2 : vector<2x3xf32>
    %4 = arith.maximumf %3, %arg0 : vector<2x3xf32>
    %5 = arith.minnumf %4, %arg1 fastmath<nsz> : vector<2x3xf32>
    %6 = arith.select %arg2, %5, %arg0 : vector<2x3xf32>
    return %6 : vector<2x3xf32>
  }
  func.func @scalable(%arg0: vector<[4]xf32>, %arg1: vector<[4]xf32>, %arg2: vector<2x[8]xi16>) -> (vector<[4]xf32>, vector<2x[8]xi16>, vector<[4]xi1>) {
    %0 = arith.addf %arg0, %arg1 : vector<[4]xf32>
    %1 = arith.remf %0, %arg1 : vector<[4]xf32>
    %2 = arith.xori %arg2, %arg2 : vector<2x[8]xi16>
    %3 = arith.cmpf oge, %1, %arg0 : vector<[4]xf32>
    return %1, %2, %3 : vector<[4]xf32>, vector<2x[8]xi16>, vector<[4]xi1>
  }
  func.func @vector_extended(%arg0: vector<4xi32>, %arg1: vector<4xi32>) -> (vector<4xi32>, vector<4xi1>, vector<4xi32>, vector<4xi32>) {
    %sum, %overflow = arith.addui_extended %arg0, %arg1 : vector<4xi32>, vector<4xi1>
    %low, %high = arith.mului_extended %sum, %arg1 : vector<4xi32>
    return %sum, %overflow, %low, %high : vector<4xi32>, vector<4xi1>, vector<4xi32>, vector<4xi32>
  }
  func.func @vector_constants(%arg0: vector<4xf32>) -> vector<4xf32> {
    %cst = arith.constant dense<2.000000e+00> : vector<4xf32>
    %cst_0 = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : vector<4xf32>
    %0 = arith.mulf %arg0, %cst : vector<4xf32>
    %1 = arith.addf %0, %cst_0 : vector<4xf32>
    return %1 : vector<4xf32>
  }
  func.func @tensor_ops(%arg0: tensor<4x?xf32>, %arg1: tensor<4x?xf32>, %arg2: tensor<*xi32>) -> (tensor<4x?xf32>, tensor<*xi32>) {
    %0 = arith.addf %arg0, %arg1 : tensor<4x?xf32>
    %1 = arith.muli %arg2, %arg2 : tensor<*xi32>
    return %0, %1 : tensor<4x?xf32>, tensor<*xi32>
  }
}


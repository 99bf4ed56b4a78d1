// arith ops on vectors (fixed, n-D, scalable) and tensors.
func.func @vector_int(%a: vector<4xi32>, %b: vector<4xi32>, %m: vector<4xi1>) -> vector<4xi32> {
  %0 = arith.addi %a, %b overflow<nsw> : vector<4xi32>
  %1 = arith.subi %0, %b : vector<4xi32>
  %2 = arith.muli %1, %a overflow<nsw, nuw> : vector<4xi32>
  %3 = arith.divsi %2, %b : vector<4xi32>
  %4 = arith.remui %3, %b : vector<4xi32>
  %5 = arith.shli %4, %b : vector<4xi32>
  %6 = arith.shrsi %5, %a : vector<4xi32>
  %7 = arith.maxsi %6, %a : vector<4xi32>
  %8 = arith.minui %7, %b : vector<4xi32>
  %9 = arith.select %m, %8, %a : vector<4xi1>, vector<4xi32>
  %10 = arith.ceildivsi %9, %b : vector<4xi32>
  %11 = arith.floordivsi %10, %b : vector<4xi32>
  return %11 : vector<4xi32>
}

func.func @vector_float(%a: vector<2x3xf32>, %b: vector<2x3xf32>, %s: i1) -> vector<2x3xf32> {
  %0 = arith.addf %a, %b fastmath<fast> : vector<2x3xf32>
  %1 = arith.mulf %0, %b fastmath<nnan,ninf> : vector<2x3xf32>
  %2 = arith.divf %1, %a : vector<2x3xf32>
  %3 = arith.negf %2 : vector<2x3xf32>
  %4 = arith.maximumf %3, %a : vector<2x3xf32>
  %5 = arith.minnumf %4, %b fastmath<nsz> : vector<2x3xf32>
  %6 = arith.select %s, %5, %a : vector<2x3xf32>
  return %6 : vector<2x3xf32>
}

func.func @scalable(%a: vector<[4]xf32>, %b: vector<[4]xf32>, %i: vector<2x[8]xi16>) -> (vector<[4]xf32>, vector<2x[8]xi16>, vector<[4]xi1>) {
  %0 = arith.addf %a, %b : vector<[4]xf32>
  %1 = arith.remf %0, %b : vector<[4]xf32>
  %2 = arith.xori %i, %i : vector<2x[8]xi16>
  %3 = arith.cmpf oge, %1, %a : vector<[4]xf32>
  return %1, %2, %3 : vector<[4]xf32>, vector<2x[8]xi16>, vector<[4]xi1>
}

func.func @vector_extended(%a: vector<4xi32>, %b: vector<4xi32>) -> (vector<4xi32>, vector<4xi1>, vector<4xi32>, vector<4xi32>) {
  %sum, %overflow = arith.addui_extended %a, %b : vector<4xi32>, vector<4xi1>
  %low, %high = arith.mului_extended %sum, %b : vector<4xi32>
  return %sum, %overflow, %low, %high : vector<4xi32>, vector<4xi1>, vector<4xi32>, vector<4xi32>
}

func.func @vector_constants(%a: vector<4xf32>) -> vector<4xf32> {
  %splat = arith.constant dense<2.0> : vector<4xf32>
  %full = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %0 = arith.mulf %a, %splat : vector<4xf32>
  %1 = arith.addf %0, %full : vector<4xf32>
  return %1 : vector<4xf32>
}

func.func @tensor_ops(%a: tensor<4x?xf32>, %b: tensor<4x?xf32>, %c: tensor<*xi32>) -> (tensor<4x?xf32>, tensor<*xi32>) {
  %0 = arith.addf %a, %b : tensor<4x?xf32>
  %1 = arith.muli %c, %c : tensor<*xi32>
  return %0, %1 : tensor<4x?xf32>, tensor<*xi32>
}

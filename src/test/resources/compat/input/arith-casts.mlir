// arith conversion ops.
func.func @int_casts(%a: i8, %b: i64) -> (i32, i32, i16, i1) {
  %0 = arith.extsi %a : i8 to i32
  %1 = arith.extui %a : i8 to i32
  %2 = arith.trunci %b : i64 to i16
  %3 = arith.trunci %2 : i16 to i1
  return %0, %1, %2, %3 : i32, i32, i16, i1
}

func.func @float_casts(%h: f16, %d: f64) -> (f32, f128, f32, bf16, f16, f32) {
  %0 = arith.extf %h : f16 to f32
  %1 = arith.extf %d fastmath<contract> : f64 to f128
  %2 = arith.truncf %d : f64 to f32
  %3 = arith.truncf %0 to_nearest_even : f32 to bf16
  %4 = arith.truncf %d downward : f64 to f16
  %5 = arith.truncf %d upward : f64 to f32
  %6 = arith.truncf %d toward_zero : f64 to f32
  %7 = arith.truncf %d to_nearest_away : f64 to f32
  %8 = arith.truncf %d fastmath<fast> : f64 to f32
  %9 = arith.truncf %d to_nearest_even fastmath<nnan> : f64 to f32
  %10 = arith.addf %5, %6 : f32
  %11 = arith.addf %7, %8 : f32
  %12 = arith.addf %10, %11 : f32
  %13 = arith.addf %12, %9 : f32
  return %0, %1, %2, %3, %4, %13 : f32, f128, f32, bf16, f16, f32
}

func.func @int_float_casts(%i: i32, %u: i64, %f: f32, %d: f64) -> (f32, f64, i32, i16) {
  %0 = arith.sitofp %i : i32 to f32
  %1 = arith.uitofp %u : i64 to f64
  %2 = arith.fptosi %f : f32 to i32
  %3 = arith.fptoui %d : f64 to i16
  return %0, %1, %2, %3 : f32, f64, i32, i16
}

func.func @index_casts(%i: i32, %x: index) -> (index, index, i64, i8) {
  %0 = arith.index_cast %i : i32 to index
  %1 = arith.index_castui %i : i32 to index
  %2 = arith.index_cast %x : index to i64
  %3 = arith.index_castui %x : index to i8
  return %0, %1, %2, %3 : index, index, i64, i8
}

func.func @bitcasts(%i: i32, %f: f32, %h: f16, %v: vector<2xi32>) -> (f32, i32, i16, vector<2xf32>) {
  %0 = arith.bitcast %i : i32 to f32
  %1 = arith.bitcast %f : f32 to i32
  %2 = arith.bitcast %h : f16 to i16
  %3 = arith.bitcast %v : vector<2xi32> to vector<2xf32>
  %4 = arith.bitcast %i : i32 to i32
  %5 = arith.addi %1, %4 : i32
  return %0, %5, %2, %3 : f32, i32, i16, vector<2xf32>
}

func.func @vector_casts(%v: vector<2xi32>, %w: vector<[4]xi8>) -> (vector<2xi16>, vector<[4]xf32>) {
  %0 = arith.sitofp %v : vector<2xi32> to vector<2xf64>
  %1 = arith.truncf %0 : vector<2xf64> to vector<2xf32>
  %2 = arith.extf %1 : vector<2xf32> to vector<2xf64>
  %3 = arith.fptosi %2 : vector<2xf64> to vector<2xi64>
  %4 = arith.trunci %3 : vector<2xi64> to vector<2xi32>
  %5 = arith.index_cast %4 : vector<2xi32> to vector<2xindex>
  %6 = arith.index_castui %5 : vector<2xindex> to vector<2xi32>
  %7 = arith.extui %6 : vector<2xi32> to vector<2xi64>
  %8 = arith.uitofp %7 : vector<2xi64> to vector<2xf16>
  %9 = arith.bitcast %8 : vector<2xf16> to vector<2xi16>
  %10 = arith.extsi %w : vector<[4]xi8> to vector<[4]xi32>
  %11 = arith.sitofp %10 : vector<[4]xi32> to vector<[4]xf32>
  return %9, %11 : vector<2xi16>, vector<[4]xf32>
}

func.func @tensor_casts(%t: tensor<?xi32>) -> tensor<?xf32> {
  %0 = arith.sitofp %t : tensor<?xi32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

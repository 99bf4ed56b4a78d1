%a = "test.x"() : () -> i8
%d = "test.x"() : () -> f64
%m = "test.x"() : () -> memref<4xi32>
%t = "test.x"() : () -> tensor<3x?xf16>
%0 = arith.extsi %a : i8 to i32
%1 = arith.trunci %0 {k} : i32 to i1
%2 = arith.truncf %d "toward_zero" fastmath<nnan> : f64 to f32
%3 = arith.truncf %d {roundingmode = 4 : i32} : f64 to bf16
%4 = arith.extf %2 fastmath<none> : f32 to f80
%5 = arith.index_castui %m : memref<4xi32> to memref<4xindex>
%6 = arith.bitcast %m : memref<4xi32> to memref<4xf32>
%7 = arith.fptoui %t : tensor<3x?xf16> to tensor<3x?xi64>
%8 = arith.uitofp %1 : i1 to f16

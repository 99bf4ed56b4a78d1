// Dense elements attributes: splat detection, shapes, element types, hex form for large data.
func.func @dense_values() -> (tensor<4xi32>, tensor<2x2xf32>, vector<3xi1>) {
  // Written in full but all elements equal: printed as a splat.
  %0 = arith.constant dense<[5, 5, 5, 5]> : tensor<4xi32>
  %1 = arith.constant dense<[[2.0, 2.0], [2.0, 2.0]]> : tensor<2x2xf32>
  %2 = arith.constant dense<[true, true, true]> : vector<3xi1>
  return %0, %1, %2 : tensor<4xi32>, tensor<2x2xf32>, vector<3xi1>
}

func.func private @dense_attrs() attributes {
  shapes = [
    dense<1> : tensor<i8>,
    dense<[1]> : tensor<1xi8>,
    dense<[[1, 2]]> : tensor<1x2xi8>,
    dense<[[1], [2]]> : tensor<2x1xi8>,
    dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]> : tensor<2x2x2xi8>,
    dense<> : tensor<0x4xf32>,
    dense<3.0> : tensor<2x0xf64>
  ],
  elements = [
    dense<[1, -1]> : tensor<2xi1>,
    dense<[127, -128]> : tensor<2xi8>,
    dense<[65535, 1]> : tensor<2xui16>,
    dense<[-5, 5]> : tensor<2xsi32>,
    dense<[170141183460469231731687303715884105727, 0]> : tensor<2xi128>,
    dense<[0.5, 0.25]> : tensor<2xf16>,
    dense<[0.5, 0.25]> : tensor<2xbf16>,
    dense<[1.0e-5, 3.5]> : tensor<2xf64>,
    dense<[0x7FC00000, 0xFF800000]> : tensor<2xf32>,
    dense<[[0.0, 1.0]]> : vector<1x2xf80>,
    dense<[0, 1, 2]> : tensor<3xindex>,
    dense<[(0.5, -0.5)]> : tensor<1xcomplex<f16>>
  ],
  hex_input = dense<"0x000080BF0000803F"> : tensor<2xf32>,
  hex_splat = dense<"0x01000000"> : tensor<4xi32>,
  large_int = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 126, 127]> : tensor<128xi32>,
  large_float = dense<[0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, 9.5, 10.5, 11.5, 12.5, 13.5, 14.5, 15.5, 16.5, 17.5, 18.5, 19.5, 20.5, 21.5, 22.5, 23.5, 24.5, 25.5, 26.5, 27.5, 28.5, 29.5, 30.5, 31.5, 32.5, 33.5, 34.5, 35.5, 36.5, 37.5, 38.5, 39.5, 40.5, 41.5, 42.5, 43.5, 44.5, 45.5, 46.5, 47.5, 48.5, 49.5, 50.5, 51.5, 52.5, 53.5, 54.5, 55.5, 56.5, 57.5, 58.5, 59.5, 60.5, 61.5, 62.5, 63.5, 64.5, 65.5, 66.5, 67.5, 68.5, 69.5, 70.5, 71.5, 72.5, 73.5, 74.5, 75.5, 76.5, 77.5, 78.5, 79.5, 80.5, 81.5, 82.5, 83.5, 84.5, 85.5, 86.5, 87.5, 88.5, 89.5, 90.5, 91.5, 92.5, 93.5, 94.5, 95.5, 96.5, 97.5, 98.5, 99.5]> : tensor<100xf32>,
  large_splat = dense<1> : tensor<1000xi64>
}

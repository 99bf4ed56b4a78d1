%0 = arith.constant 7 : i3
%1 = arith.constant 0xFF : i8
%2 = arith.constant false
%3 = arith.constant 3 : index
%4 = arith.constant 3 : index
%5 = arith.constant 0.25 : f16
%6 = arith.constant dense<[true, false]> : tensor<2xi1>
%7 = arith.constant {z = 2} dense<1.0> : vector<[8]xf32>
%8 = arith.constant 1
%9 = arith.constant dense<> : tensor<0xi32>

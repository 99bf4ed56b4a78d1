%a = "test.x"() : () -> i64
%f = "test.x"() : () -> f16
%v = "test.x"() : () -> vector<2x[2]xf32>
%0 = arith.cmpi "ule", %a, %a : i64
%1 = arith.cmpi ne, %a, %a {predicate = 9 : i64} : i64
%2 = arith.cmpf true, %f, %f fastmath<nnan> : f16
%3 = arith.cmpf une, %v, %v : vector<2x[2]xf32>
%4 = arith.select %3, %v, %v : vector<2x[2]xi1>, vector<2x[2]xf32>
%5 = arith.select %0, %f, %f {s = "x"} : f16

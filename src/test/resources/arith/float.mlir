%f = "test.x"() : () -> f32
%t = "test.x"() : () -> tensor<?x2xbf16>
%0 = arith.addf %f, %f fastmath<nnan,ninf> : f32
%1 = arith.subf %0, %f fastmath<arcp,reassoc> : f32
%2 = arith.mulf %t, %t fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : tensor<?x2xbf16>
%3 = arith.divf %2, %t fastmath<fast,nnan> : tensor<?x2xbf16>
%4 = arith.remf %f, %1 fastmath<none> : f32
%5 = arith.negf %4 fastmath<afn> : f32
%6 = arith.maximumf %5, %f {fastmath = #arith.fastmath<nsz>} : f32
%7 = arith.minnumf %6, %f {fastmath = #arith.fastmath<none>} : f32

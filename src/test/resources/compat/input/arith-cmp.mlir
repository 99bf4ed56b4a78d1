// arith.cmpi with all 10 predicates and arith.cmpf with all 16 predicates.
func.func @cmpi_all(%a: i32, %b: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %0 = arith.cmpi eq, %a, %b : i32
  %1 = arith.cmpi ne, %a, %b : i32
  %2 = arith.cmpi slt, %a, %b : i32
  %3 = arith.cmpi sle, %a, %b : i32
  %4 = arith.cmpi sgt, %a, %b : i32
  %5 = arith.cmpi sge, %a, %b : i32
  %6 = arith.cmpi ult, %a, %b : i32
  %7 = arith.cmpi ule, %a, %b : i32
  %8 = arith.cmpi ugt, %a, %b : i32
  %9 = arith.cmpi uge, %a, %b : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @cmpf_all(%a: f32, %b: f32) -> i1 {
  %0 = arith.cmpf false, %a, %b : f32
  %1 = arith.cmpf oeq, %a, %b : f32
  %2 = arith.cmpf ogt, %a, %b : f32
  %3 = arith.cmpf oge, %a, %b : f32
  %4 = arith.cmpf olt, %a, %b : f32
  %5 = arith.cmpf ole, %a, %b : f32
  %6 = arith.cmpf one, %a, %b : f32
  %7 = arith.cmpf ord, %a, %b : f32
  %8 = arith.cmpf ueq, %a, %b : f32
  %9 = arith.cmpf ugt, %a, %b : f32
  %10 = arith.cmpf uge, %a, %b : f32
  %11 = arith.cmpf ult, %a, %b : f32
  %12 = arith.cmpf ule, %a, %b : f32
  %13 = arith.cmpf une, %a, %b : f32
  %14 = arith.cmpf uno, %a, %b : f32
  %15 = arith.cmpf true, %a, %b : f32
  %r0 = arith.andi %0, %1 : i1
  %r1 = arith.ori %r0, %2 : i1
  %r2 = arith.ori %r1, %3 : i1
  %r3 = arith.ori %r2, %4 : i1
  %r4 = arith.ori %r3, %5 : i1
  %r5 = arith.ori %r4, %6 : i1
  %r6 = arith.ori %r5, %7 : i1
  %r7 = arith.ori %r6, %8 : i1
  %r8 = arith.ori %r7, %9 : i1
  %r9 = arith.ori %r8, %10 : i1
  %r10 = arith.ori %r9, %11 : i1
  %r11 = arith.ori %r10, %12 : i1
  %r12 = arith.ori %r11, %13 : i1
  %r13 = arith.ori %r12, %14 : i1
  %r14 = arith.ori %r13, %15 : i1
  return %r14 : i1
}

func.func @cmp_misc(%a: index, %b: index, %x: f64, %y: f64, %p: i1, %q: i1) -> (i1, i1, i1) {
  %0 = arith.cmpi ult, %a, %b : index
  %1 = arith.cmpf olt, %x, %y fastmath<nnan> : f64
  %2 = arith.cmpf uno, %x, %y fastmath<fast> : f64
  %3 = arith.cmpi eq, %p, %q : i1
  %4 = arith.select %0, %1, %2 : i1
  return %3, %4, %2 : i1, i1, i1
}

func.func @cmp_vector(%a: vector<4xi32>, %b: vector<4xi32>, %x: vector<2x2xf32>, %y: vector<2x2xf32>) -> (vector<4xi1>, vector<2x2xi1>) {
  %0 = arith.cmpi sge, %a, %b : vector<4xi32>
  %1 = arith.cmpf ueq, %x, %y : vector<2x2xf32>
  return %0, %1 : vector<4xi1>, vector<2x2xi1>
}

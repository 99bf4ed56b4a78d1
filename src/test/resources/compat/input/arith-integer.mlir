// arith integer binary ops on scalars, with and without overflow flags.
func.func @int_binops(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.subi %0, %b : i32
  %2 = arith.muli %1, %a : i32
  %3 = arith.divsi %2, %b : i32
  %4 = arith.divui %3, %b : i32
  %5 = arith.ceildivsi %4, %a : i32
  %6 = arith.ceildivui %5, %a : i32
  %7 = arith.floordivsi %6, %b : i32
  %8 = arith.remsi %7, %a : i32
  %9 = arith.remui %8, %b : i32
  %10 = arith.andi %9, %a : i32
  %11 = arith.ori %10, %b : i32
  %12 = arith.xori %11, %a : i32
  %13 = arith.shli %12, %b : i32
  %14 = arith.shrsi %13, %a : i32
  %15 = arith.shrui %14, %b : i32
  %16 = arith.maxsi %15, %a : i32
  %17 = arith.maxui %16, %b : i32
  %18 = arith.minsi %17, %a : i32
  %19 = arith.minui %18, %b : i32
  return %19 : i32
}

func.func @overflow_flags(%a: i64, %b: i64) -> i64 {
  %0 = arith.addi %a, %b overflow<nsw> : i64
  %1 = arith.subi %0, %b overflow<nuw> : i64
  %2 = arith.muli %1, %a overflow<nsw, nuw> : i64
  %3 = arith.shli %2, %b overflow<nuw, nsw> : i64
  %4 = arith.addi %3, %a overflow<none> : i64
  return %4 : i64
}

func.func @extended(%a: i32, %b: i32) -> (i32, i1, i32, i32, i32, i32) {
  %sum, %ovf = arith.addui_extended %a, %b : i32, i1
  %lo, %hi = arith.mulsi_extended %sum, %b : i32
  %ulo, %uhi = arith.mului_extended %lo, %hi : i32
  return %sum, %ovf, %lo, %hi, %ulo, %uhi : i32, i1, i32, i32, i32, i32
}

func.func @odd_widths(%a: i1, %b: i7, %c: i128, %d: index) -> (i1, i7, i128, index) {
  %0 = arith.xori %a, %a : i1
  %1 = arith.muli %b, %b : i7
  %2 = arith.addi %c, %c : i128
  %3 = arith.divui %d, %d : index
  %4 = arith.remsi %3, %d : index
  return %0, %1, %2, %4 : i1, i7, i128, index
}

func.func @select_int(%c: i1, %a: i32, %b: i32) -> i32 {
  %0 = arith.select %c, %a, %b : i32
  return %0 : i32
}

// builtin.unrealized_conversion_cast in its 0->1, 1->1, 1->N, N->1 and N->M forms.
func.func @casts(%a: i32, %b: f32, %c: index) -> (i64, f32) {
  // 1 -> 1
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  // 1 -> N
  %1:2 = builtin.unrealized_conversion_cast %0 : i64 to i32, i32
  // N -> 1
  %2 = builtin.unrealized_conversion_cast %1#0, %1#1 : i32, i32 to i64
  // N -> M
  %3:3 = builtin.unrealized_conversion_cast %b, %c : f32, index to f16, f16, index
  // 0 -> 1
  %4 = builtin.unrealized_conversion_cast to f32
  // N -> 1 again, consuming results of a multi-result cast
  %5 = builtin.unrealized_conversion_cast %3#0, %3#1 : f16, f16 to f32
  %6 = arith.addf %4, %5 : f32
  %7 = builtin.unrealized_conversion_cast %2 : i64 to !llvm.ptr
  %8 = builtin.unrealized_conversion_cast %7 : !llvm.ptr to i64
  %9 = arith.addi %2, %8 : i64
  return %9, %6 : i64, f32
}

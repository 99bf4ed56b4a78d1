// affine.apply, affine.min and affine.max on values that arrive as function arguments (so nothing is known at
// compile time), lowered by lower-affine into arith: floordiv, ceildiv and mod by constants and by (positive)
// symbols on negative, zero and positive operands, where MLIR's semantics round toward minus infinity (floordiv),
// plus infinity (ceildiv) and keep remainders non-negative (mod); min and max over several results.
// mlirj-run: -e main --entry-point-result=void
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @print(%v: index) {
  %i = arith.index_cast %v : index to i64
  func.call @printI64(%i) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}

func.func @row(%a: index, %s: index) {
  %0 = affine.apply affine_map<(d0) -> (d0 floordiv 4)>(%a)
  %1 = affine.apply affine_map<(d0) -> (d0 ceildiv 4)>(%a)
  %2 = affine.apply affine_map<(d0) -> (d0 mod 4)>(%a)
  %3 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%a)[%s]
  %4 = affine.apply affine_map<(d0)[s0] -> (d0 ceildiv s0)>(%a)[%s]
  %5 = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%a)[%s]
  %6 = affine.apply affine_map<(d0)[s0] -> ((d0 * 3 - 7) floordiv 2 + (d0 - s0) mod 5 - d0 ceildiv 3)>(%a)[%s]
  %7 = affine.min affine_map<(d0)[s0] -> (d0, -d0, s0 - 10, d0 floordiv 3)>(%a)[%s]
  %8 = affine.max affine_map<(d0)[s0] -> (d0 mod 3, -d0 * 2, (s0 - d0) ceildiv 2)>(%a)[%s]
  %9 = affine.max affine_map<(d0, d1) -> (d0 - d1, d1 - d0)>(%a, %s)
  func.call @print(%0) : (index) -> ()
  func.call @print(%1) : (index) -> ()
  func.call @print(%2) : (index) -> ()
  func.call @print(%3) : (index) -> ()
  func.call @print(%4) : (index) -> ()
  func.call @print(%5) : (index) -> ()
  func.call @print(%6) : (index) -> ()
  func.call @print(%7) : (index) -> ()
  func.call @print(%8) : (index) -> ()
  func.call @print(%9) : (index) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %m9 = arith.constant -9 : index
  %m8 = arith.constant -8 : index
  %m1 = arith.constant -1 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c13 = arith.constant 13 : index
  %big = arith.constant -9223372036854775807 : index
  func.call @row(%m9, %c3) : (index, index) -> ()
  func.call @row(%m8, %c7) : (index, index) -> ()
  func.call @row(%m1, %c3) : (index, index) -> ()
  func.call @row(%c0, %c7) : (index, index) -> ()
  func.call @row(%c1, %c3) : (index, index) -> ()
  func.call @row(%c8, %c7) : (index, index) -> ()
  func.call @row(%c13, %c3) : (index, index) -> ()
  func.call @row(%big, %c7) : (index, index) -> ()
  return
}

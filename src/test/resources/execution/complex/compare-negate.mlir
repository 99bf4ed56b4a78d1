// complex.eq, neq, neg, conj (and add, sub) expanded by convert-complex-to-standard into arith on the parts, then
// lowered by the standard pipeline: comparisons at equal, unequal, signed-zero and NaN parts; negation and
// conjugation of zeros, infinities and NaN. Values reach the operations through function arguments, so nothing
// folds. Expected output: mlir-cpu-runner 19 (scripts/execution-expected.sh).
// mlirj-passes: --convert-complex-to-standard
// mlirj-run: -e main --entry-point-result=void
func.func private @printF64(f64)
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @print(%z: complex<f64>) {
  %re = complex.re %z : complex<f64>
  %im = complex.im %z : complex<f64>
  func.call @printF64(%re) : (f64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF64(%im) : (f64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @printBool(%b: i1) {
  %i = arith.extui %b : i1 to i64
  func.call @printI64(%i) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @all(%a: complex<f64>, %b: complex<f64>) {
  %e = complex.eq %a, %b : complex<f64>
  func.call @printBool(%e) : (i1) -> ()
  %ne = complex.neq %a, %b : complex<f64>
  func.call @printBool(%ne) : (i1) -> ()
  %n = complex.neg %a : complex<f64>
  func.call @print(%n) : (complex<f64>) -> ()
  %c = complex.conj %b fastmath<nnan> : complex<f64>
  func.call @print(%c) : (complex<f64>) -> ()
  %s = complex.add %n, %c : complex<f64>
  func.call @print(%s) : (complex<f64>) -> ()
  %d = complex.sub %a, %c fastmath<nsz> : complex<f64>
  func.call @print(%d) : (complex<f64>) -> ()
  return
}

func.func @pair(%ar: f64, %ai: f64, %br: f64, %bi: f64) {
  %a = complex.create %ar, %ai : complex<f64>
  %b = complex.create %br, %bi : complex<f64>
  func.call @all(%a, %b) : (complex<f64>, complex<f64>) -> ()
  return
}

func.func @main() {
  %one = arith.constant 1.0 : f64
  %two = arith.constant 2.0 : f64
  %zero = arith.constant 0.0 : f64
  %mzero = arith.constant -0.0 : f64
  %inf = arith.constant 0x7FF0000000000000 : f64
  %nan = arith.constant 0x7FF8000000000000 : f64
  func.call @pair(%one, %two, %one, %two) : (f64, f64, f64, f64) -> ()
  func.call @pair(%one, %two, %two, %one) : (f64, f64, f64, f64) -> ()
  func.call @pair(%one, %two, %one, %one) : (f64, f64, f64, f64) -> ()
  func.call @pair(%zero, %mzero, %mzero, %zero) : (f64, f64, f64, f64) -> ()
  func.call @pair(%nan, %one, %nan, %one) : (f64, f64, f64, f64) -> ()
  func.call @pair(%one, %nan, %one, %one) : (f64, f64, f64, f64) -> ()
  func.call @pair(%inf, %inf, %inf, %inf) : (f64, f64, f64, f64) -> ()
  return
}

// Complex functions on f64 parts through the C library (convert-complex-to-libm: cabs, csqrt, cpow, clog, ccos,
// csin, ctan, ctanh, carg, conj), the rest of the program lowered by the standard pipeline. Values reach the calls
// through function arguments. Expected output: mlir-cpu-runner 19 (scripts/execution-expected.sh).
// mlirj-passes: --convert-complex-to-libm
// mlirj-run: -e main --entry-point-result=void
func.func private @printF64(f64)
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

func.func @all(%a: complex<f64>, %b: complex<f64>) {
  %abs = complex.abs %a : complex<f64>
  func.call @printF64(%abs) : (f64) -> ()
  func.call @printNewline() : () -> ()
  %arg = complex.angle %a : complex<f64>
  func.call @printF64(%arg) : (f64) -> ()
  func.call @printNewline() : () -> ()
  %s = complex.sqrt %a : complex<f64>
  func.call @print(%s) : (complex<f64>) -> ()
  %p = complex.pow %a, %b : complex<f64>
  func.call @print(%p) : (complex<f64>) -> ()
  %l = complex.log %a : complex<f64>
  func.call @print(%l) : (complex<f64>) -> ()
  %c = complex.cos %a : complex<f64>
  func.call @print(%c) : (complex<f64>) -> ()
  %si = complex.sin %a : complex<f64>
  func.call @print(%si) : (complex<f64>) -> ()
  %t = complex.tan %b : complex<f64>
  func.call @print(%t) : (complex<f64>) -> ()
  %th = complex.tanh %b : complex<f64>
  func.call @print(%th) : (complex<f64>) -> ()
  %cj = complex.conj %a : complex<f64>
  func.call @print(%cj) : (complex<f64>) -> ()
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
  %m3 = arith.constant -3.0 : f64
  %half = arith.constant 0.5 : f64
  %zero = arith.constant 0.0 : f64
  func.call @pair(%m3, %two, %half, %one) : (f64, f64, f64, f64) -> ()
  func.call @pair(%one, %zero, %two, %zero) : (f64, f64, f64, f64) -> ()
  return
}

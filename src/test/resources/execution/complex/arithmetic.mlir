// Complex arithmetic lowered by convert-complex-to-llvm (create, re, im, constant, add, sub, mul, div, abs) on
// f64 and f32, at ordinary values and at edges: zero divisors, infinities, NaN, signed zeros, parts whose squares
// overflow (abs and div use the unscaled textbook formulas, as MLIR 19's lowering does), and fast-math flags.
// Values reach the operations through function arguments, so nothing folds. Expected output: mlir-cpu-runner 19
// (scripts/execution-expected.sh).
// mlirj-run: -e main --entry-point-result=void
func.func private @printF64(f64)
func.func private @printF32(f32)
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

func.func @print32(%z: complex<f32>) {
  %re = complex.re %z : complex<f32>
  %im = complex.im %z : complex<f32>
  func.call @printF32(%re) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%im) : (f32) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @all(%a: complex<f64>, %b: complex<f64>) {
  %s = complex.add %a, %b : complex<f64>
  func.call @print(%s) : (complex<f64>) -> ()
  %d = complex.sub %a, %b : complex<f64>
  func.call @print(%d) : (complex<f64>) -> ()
  %m = complex.mul %a, %b : complex<f64>
  func.call @print(%m) : (complex<f64>) -> ()
  %q = complex.div %a, %b : complex<f64>
  func.call @print(%q) : (complex<f64>) -> ()
  %abs = complex.abs %a : complex<f64>
  func.call @printF64(%abs) : (f64) -> ()
  func.call @printNewline() : () -> ()
  %k = complex.constant [0.5, -2.0] : complex<f64>
  %mk = complex.mul %k, %a fastmath<contract> : complex<f64>
  func.call @print(%mk) : (complex<f64>) -> ()
  return
}

func.func @pair(%ar: f64, %ai: f64, %br: f64, %bi: f64) {
  %a = complex.create %ar, %ai : complex<f64>
  %b = complex.create %br, %bi : complex<f64>
  func.call @all(%a, %b) : (complex<f64>, complex<f64>) -> ()
  return
}

func.func @all32(%a: complex<f32>, %b: complex<f32>) {
  %s = complex.add %a, %b fastmath<nnan> : complex<f32>
  func.call @print32(%s) : (complex<f32>) -> ()
  %m = complex.mul %a, %b : complex<f32>
  func.call @print32(%m) : (complex<f32>) -> ()
  %q = complex.div %a, %b : complex<f32>
  func.call @print32(%q) : (complex<f32>) -> ()
  %abs = complex.abs %a : complex<f32>
  func.call @printF32(%abs) : (f32) -> ()
  func.call @printNewline() : () -> ()
  %k = complex.constant [1.5 : f32, 0.25 : f32] : complex<f32>
  %sk = complex.sub %a, %k : complex<f32>
  func.call @print32(%sk) : (complex<f32>) -> ()
  return
}

func.func @pair32(%ar: f32, %ai: f32, %br: f32, %bi: f32) {
  %a = complex.create %ar, %ai : complex<f32>
  %b = complex.create %br, %bi : complex<f32>
  func.call @all32(%a, %b) : (complex<f32>, complex<f32>) -> ()
  return
}

func.func @main() {
  %one = arith.constant 1.0 : f64
  %two = arith.constant 2.0 : f64
  %three = arith.constant 3.0 : f64
  %mfour = arith.constant -4.0 : f64
  %zero = arith.constant 0.0 : f64
  %mzero = arith.constant -0.0 : f64
  %inf = arith.constant 0x7FF0000000000000 : f64
  %nan = arith.constant 0x7FF8000000000000 : f64
  %huge = arith.constant 1.0e200 : f64
  %tiny = arith.constant 1.0e-200 : f64
  func.call @pair(%one, %two, %three, %mfour) : (f64, f64, f64, f64) -> ()
  func.call @pair(%three, %mfour, %zero, %zero) : (f64, f64, f64, f64) -> ()
  func.call @pair(%mzero, %zero, %one, %mzero) : (f64, f64, f64, f64) -> ()
  func.call @pair(%inf, %one, %two, %inf) : (f64, f64, f64, f64) -> ()
  func.call @pair(%nan, %one, %one, %one) : (f64, f64, f64, f64) -> ()
  func.call @pair(%huge, %huge, %huge, %one) : (f64, f64, f64, f64) -> ()
  func.call @pair(%tiny, %tiny, %tiny, %tiny) : (f64, f64, f64, f64) -> ()
  %f1 = arith.constant 1.25 : f32
  %f2 = arith.constant -3.5 : f32
  %f3 = arith.constant 0.1 : f32
  %f4 = arith.constant 2.0e20 : f32
  func.call @pair32(%f1, %f2, %f3, %f1) : (f32, f32, f32, f32) -> ()
  func.call @pair32(%f4, %f4, %f2, %f3) : (f32, f32, f32, f32) -> ()
  return
}

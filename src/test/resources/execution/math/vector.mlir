// Math operations on vectors, unrolled into per-element calls: libm functions through convert-math-to-libm
// (1-D f64 and f32 vectors at 0, -0, 1, -1, huge, infinities and NaN; binary and ternary operations; a 2-D vector;
// a one-element vector; f16 elements computed in f32; no 0-D vector, whose extraction MLIR 19's
// convert-vector-to-llvm leaves unconverted) and the functions convert-math-to-funcs outlines (ipowi, fpowi and
// ctlz on vectors, with zero, negative and overflowing exponents). Each element is printed, floats with their bits
// (scalar prints: MLIR 19's convert-vector-to-llvm does not lower vector.print of a vector).
// mlirj-passes: --convert-math-to-funcs=convert-ctlz=true --convert-math-to-libm
// mlirj-run: -e main --entry-point-result=void
module {
  func.func private @printI64(i64)
  func.func private @printF64(f64)
  func.func private @printComma()
  func.func private @printNewline()

  func.func @show_f64(%v: f64) {
    func.call @printF64(%v) : (f64) -> ()
    func.call @printComma() : () -> ()
    %b = arith.bitcast %v : f64 to i64
    func.call @printI64(%b) : (i64) -> ()
    func.call @printNewline() : () -> ()
    return
  }

  func.func @show_f32(%v: f32) {
    %w = arith.extf %v : f32 to f64
    func.call @printF64(%w) : (f64) -> ()
    func.call @printComma() : () -> ()
    %b = arith.bitcast %v : f32 to i32
    %e = arith.extui %b : i32 to i64
    func.call @printI64(%e) : (i64) -> ()
    func.call @printNewline() : () -> ()
    return
  }

  func.func @show_i64(%v: i64) {
    func.call @printI64(%v) : (i64) -> ()
    func.call @printNewline() : () -> ()
    return
  }

  func.func @show4xf64(%v: vector<4xf64>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    scf.for %i = %c0 to %c4 step %c1 {
      %e = vector.extractelement %v[%i : index] : vector<4xf64>
      func.call @show_f64(%e) : (f64) -> ()
    }
    return
  }

  func.func @show3xf64(%v: vector<3xf64>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    scf.for %i = %c0 to %c3 step %c1 {
      %e = vector.extractelement %v[%i : index] : vector<3xf64>
      func.call @show_f64(%e) : (f64) -> ()
    }
    return
  }

  func.func @show4xf32(%v: vector<4xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    scf.for %i = %c0 to %c4 step %c1 {
      %e = vector.extractelement %v[%i : index] : vector<4xf32>
      func.call @show_f32(%e) : (f32) -> ()
    }
    return
  }

  func.func @libm_f64(%x: vector<4xf64>, %y: vector<4xf64>) attributes {passthrough = ["noinline"]} {
    %0 = math.sin %x : vector<4xf64>
    func.call @show4xf64(%0) : (vector<4xf64>) -> ()
    %1 = math.exp %x fastmath<fast> : vector<4xf64>
    func.call @show4xf64(%1) : (vector<4xf64>) -> ()
    %2 = math.log1p %x : vector<4xf64>
    func.call @show4xf64(%2) : (vector<4xf64>) -> ()
    %3 = math.atan2 %x, %y : vector<4xf64>
    func.call @show4xf64(%3) : (vector<4xf64>) -> ()
    %4 = math.powf %x, %y : vector<4xf64>
    func.call @show4xf64(%4) : (vector<4xf64>) -> ()
    %5 = math.fma %x, %y, %x : vector<4xf64>
    func.call @show4xf64(%5) : (vector<4xf64>) -> ()
    %6 = math.round %x : vector<4xf64>
    func.call @show4xf64(%6) : (vector<4xf64>) -> ()
    return
  }

  func.func @libm_f32(%x: vector<4xf32>, %y: vector<4xf32>) attributes {passthrough = ["noinline"]} {
    %0 = math.tanh %x : vector<4xf32>
    func.call @show4xf32(%0) : (vector<4xf32>) -> ()
    %1 = math.cbrt %x : vector<4xf32>
    func.call @show4xf32(%1) : (vector<4xf32>) -> ()
    %2 = math.erf %x : vector<4xf32>
    func.call @show4xf32(%2) : (vector<4xf32>) -> ()
    %3 = math.atan2 %y, %x : vector<4xf32>
    func.call @show4xf32(%3) : (vector<4xf32>) -> ()
    %4 = math.roundeven %y : vector<4xf32>
    func.call @show4xf32(%4) : (vector<4xf32>) -> ()
    return
  }

  func.func @libm_shapes(%m: vector<2x3xf64>, %z: vector<1xf32>, %h: vector<3xf16>) attributes {passthrough = ["noinline"]} {
    %0 = math.cos %m : vector<2x3xf64>
    %r0 = vector.extract %0[0] : vector<3xf64> from vector<2x3xf64>
    func.call @show3xf64(%r0) : (vector<3xf64>) -> ()
    %r1 = vector.extract %0[1] : vector<3xf64> from vector<2x3xf64>
    func.call @show3xf64(%r1) : (vector<3xf64>) -> ()
    %1 = math.sqrt %z : vector<1xf32>
    %e = vector.extract %1[0] : f32 from vector<1xf32>
    func.call @show_f32(%e) : (f32) -> ()
    %2 = math.expm1 %h : vector<3xf16>
    %w = arith.extf %2 : vector<3xf16> to vector<3xf64>
    func.call @show3xf64(%w) : (vector<3xf64>) -> ()
    %b = arith.bitcast %2 : vector<3xf16> to vector<3xi16>
    %b0 = vector.extract %b[0] : i16 from vector<3xi16>
    %b0x = arith.extui %b0 : i16 to i64
    func.call @show_i64(%b0x) : (i64) -> ()
    %b2 = vector.extract %b[2] : i16 from vector<3xi16>
    %b2x = arith.extui %b2 : i16 to i64
    func.call @show_i64(%b2x) : (i64) -> ()
    return
  }

  func.func @funcs(%b: vector<6xi32>, %p: vector<6xi32>, %x: vector<3xf64>, %n: vector<3xi64>, %c: vector<4xi8>) attributes {passthrough = ["noinline"]} {
    %0 = math.ipowi %b, %p : vector<6xi32>
    %1 = math.fpowi %x, %n : vector<3xf64>, vector<3xi64>
    func.call @show3xf64(%1) : (vector<3xf64>) -> ()
    %2 = math.ctlz %c : vector<4xi8>
    %3 = math.ctlz %b : vector<6xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c6 = arith.constant 6 : index
    scf.for %i = %c0 to %c6 step %c1 {
      %e0 = vector.extractelement %0[%i : index] : vector<6xi32>
      %x0 = arith.extsi %e0 : i32 to i64
      func.call @show_i64(%x0) : (i64) -> ()
      %e3 = vector.extractelement %3[%i : index] : vector<6xi32>
      %x3 = arith.extsi %e3 : i32 to i64
      func.call @show_i64(%x3) : (i64) -> ()
    }
    scf.for %i = %c0 to %c4 step %c1 {
      %e2 = vector.extractelement %2[%i : index] : vector<4xi8>
      %x2 = arith.extsi %e2 : i8 to i64
      func.call @show_i64(%x2) : (i64) -> ()
    }
    return
  }

  func.func @main() {
    %x64 = arith.constant dense<[0.5, -0.0, 1.0e300, 0x7FF8000000000000]> : vector<4xf64>
    %y64 = arith.constant dense<[-2.0, 3.0, 0x7FF0000000000000, 1.0]> : vector<4xf64>
    func.call @libm_f64(%x64, %y64) : (vector<4xf64>, vector<4xf64>) -> ()
    func.call @libm_f64(%y64, %x64) : (vector<4xf64>, vector<4xf64>) -> ()
    %x32 = arith.constant dense<[-1.0, 0.0, 0xFF800000, 8.0]> : vector<4xf32>
    %y32 = arith.constant dense<[2.5, -3.5, 0.5, 0x7FC00000]> : vector<4xf32>
    func.call @libm_f32(%x32, %y32) : (vector<4xf32>, vector<4xf32>) -> ()
    %m = arith.constant dense<[[0.0, 1.0, -1.0], [3.14159, 1.0e10, 0xFFF0000000000000]]> : vector<2x3xf64>
    %z = arith.constant dense<2.0> : vector<1xf32>
    %h = arith.constant dense<[0.0, -1.0, 11.0]> : vector<3xf16>
    func.call @libm_shapes(%m, %z, %h) : (vector<2x3xf64>, vector<1xf32>, vector<3xf16>) -> ()
    %b = arith.constant dense<[2, -1, 0, 1, 3, 7]> : vector<6xi32>
    %p = arith.constant dense<[10, 3, 0, -5, 31, -1]> : vector<6xi32>
    %x = arith.constant dense<[2.0, -0.5, 0.0]> : vector<3xf64>
    %n = arith.constant dense<[-3, 7, -1]> : vector<3xi64>
    %c = arith.constant dense<[0, 1, -1, 16]> : vector<4xi8>
    func.call @funcs(%b, %p, %x, %n, %c) : (vector<6xi32>, vector<6xi32>, vector<3xf64>, vector<3xi64>, vector<4xi8>) -> ()
    return
  }
}

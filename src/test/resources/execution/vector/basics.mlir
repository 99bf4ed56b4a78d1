// Core vector operations on values that arrive as function arguments (so no pass can fold them), printed element
// by element with vector.print (scalars, strings and punctuation): splats and scalar broadcasts of ranks 1 to 3,
// extract/insert at static and dynamic positions, extractelement/insertelement with index and i32 positions and on
// 0-D vectors, shuffles (one shufflevector, mixed operand widths, 2-D rows, 0-D operands), and prints of i1, i8,
// ui16, index, f16, bf16, f64. The expected output is mlir-cpu-runner 19's (scripts/execution-expected.sh).
// mlirj-run: -e main --entry-point-result=void
module {
  func.func @show4(%v: vector<4xf32>) {
    %i0 = arith.constant 0 : index
    %i1 = arith.constant 1 : index
    %i2 = arith.constant 2 : index
    %i3 = arith.constant 3 : index
    vector.print punctuation <open>
    %a = vector.extractelement %v[%i0 : index] : vector<4xf32>
    vector.print %a : f32 punctuation <comma>
    %b = vector.extractelement %v[%i1 : index] : vector<4xf32>
    vector.print %b : f32 punctuation <comma>
    %c = vector.extractelement %v[%i2 : index] : vector<4xf32>
    vector.print %c : f32 punctuation <comma>
    %d = vector.extractelement %v[%i3 : index] : vector<4xf32>
    vector.print %d : f32 punctuation <close>
    vector.print
    return
  }

  func.func @show2x4(%m: vector<2x4xf32>) {
    %r0 = vector.extract %m[0] : vector<4xf32> from vector<2x4xf32>
    call @show4(%r0) : (vector<4xf32>) -> ()
    %r1 = vector.extract %m[1] : vector<4xf32> from vector<2x4xf32>
    call @show4(%r1) : (vector<4xf32>) -> ()
    return
  }

  func.func @splats(%s: f32, %k: i32) {
    vector.print str "splats\n"
    %v = vector.splat %s : vector<4xf32>
    call @show4(%v) : (vector<4xf32>) -> ()
    %b = vector.broadcast %s : f32 to vector<2x4xf32>
    call @show2x4(%b) : (vector<2x4xf32>) -> ()
    %c = vector.broadcast %k : i32 to vector<2x3x4xi32>
    %e = vector.extract %c[1, 2, 3] : i32 from vector<2x3x4xi32>
    vector.print %e : i32
    %z = vector.broadcast %s : f32 to vector<f32>
    %ze = vector.extractelement %z[] : vector<f32>
    vector.print %ze : f32
    return
  }

  func.func @positions(%v: vector<4xf32>, %m: vector<2x4xf32>, %s: f32, %i: index, %j: i32) {
    vector.print str "positions\n"
    %0 = vector.insert %s, %v[%i] : f32 into vector<4xf32>
    call @show4(%0) : (vector<4xf32>) -> ()
    %1 = vector.insert %s, %m[1, 2] : f32 into vector<2x4xf32>
    %2 = vector.insert %0, %1[0] : vector<4xf32> into vector<2x4xf32>
    call @show2x4(%2) : (vector<2x4xf32>) -> ()
    %3 = vector.extract %m[1] : vector<4xf32> from vector<2x4xf32>
    %e3 = vector.extract %3[%i] : f32 from vector<4xf32>
    vector.print %e3 : f32
    %4 = vector.extract %v[%i] : f32 from vector<4xf32>
    vector.print %4 : f32
    %5 = vector.insertelement %s, %v[%j : i32] : vector<4xf32>
    call @show4(%5) : (vector<4xf32>) -> ()
    %6 = vector.extractelement %5[%j : i32] : vector<4xf32>
    vector.print %6 : f32
    return
  }

  func.func @shuffles(%a: vector<4xf32>, %b: vector<4xf32>, %w: vector<2xf32>, %m: vector<2x4xf32>, %z: vector<f32>) {
    vector.print str "shuffles\n"
    %0 = vector.shuffle %a, %b [7, 0, 5, 2] : vector<4xf32>, vector<4xf32>
    call @show4(%0) : (vector<4xf32>) -> ()
    %1 = vector.shuffle %a, %w [5, 4, 3, 0] : vector<4xf32>, vector<2xf32>
    call @show4(%1) : (vector<4xf32>) -> ()
    %2 = vector.shuffle %m, %m [3, 0] : vector<2x4xf32>, vector<2x4xf32>
    call @show2x4(%2) : (vector<2x4xf32>) -> ()
    %3 = vector.shuffle %z, %z [1, 0, 1, 1] : vector<f32>, vector<f32>
    call @show4(%3) : (vector<4xf32>) -> ()
    return
  }

  func.func @scalars(%t: i1, %c: i8, %u: ui16, %x: index, %h: f16, %d: f64, %g: bf16) {
    vector.print str "scalars\n"
    vector.print %t : i1
    vector.print %c : i8 punctuation <comma>
    vector.print %u : ui16 punctuation <comma>
    vector.print %x : index punctuation <no_punctuation>
    vector.print
    vector.print %h : f16
    vector.print %d : f64
    vector.print %g : bf16
    vector.print str "done"
    vector.print punctuation <newline>
    return
  }

  func.func @main() {
    %f = arith.constant 2.5 : f32
    %k = arith.constant -7 : i32
    call @splats(%f, %k) : (f32, i32) -> ()
    %v = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
    %w = arith.constant dense<[10.0, 20.0, 30.0, 40.0]> : vector<4xf32>
    %m = arith.constant dense<[[5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0]]> : vector<2x4xf32>
    %two = arith.constant dense<[-1.0, -2.0]> : vector<2xf32>
    %zero = arith.constant dense<0.5> : vector<f32>
    %i = arith.constant 3 : index
    %j = arith.constant 1 : i32
    %s = arith.constant -0.25 : f32
    call @positions(%v, %m, %s, %i, %j) : (vector<4xf32>, vector<2x4xf32>, f32, index, i32) -> ()
    call @shuffles(%v, %w, %two, %m, %zero) : (vector<4xf32>, vector<4xf32>, vector<2xf32>, vector<2x4xf32>, vector<f32>) -> ()
    %t = arith.constant true
    %c = arith.constant -100 : i8
    %u16 = arith.constant 65535 : i16
    %u = builtin.unrealized_conversion_cast %u16 : i16 to ui16
    %x = arith.constant 123456789 : index
    %h = arith.constant 1.5 : f16
    %d = arith.constant 3.141592653589793 : f64
    %g = arith.constant -3.25 : bf16
    call @scalars(%t, %c, %u, %x, %h, %d, %g) : (i1, i8, ui16, index, f16, f64, bf16) -> ()
    return
  }
}

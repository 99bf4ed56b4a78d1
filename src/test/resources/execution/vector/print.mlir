// vector.print of whole vectors, as MLIR's runner tests print them: convert-vector-to-scf first decomposes each
// print into loops of scalar prints (1-D directly, 0-D and n-D through vector.shape_cast), then the standard
// lowering runs. Vectors of f32, f64, i1, i8, i64, index and f16 of ranks 0 to 3, with each punctuation; values
// arrive as arguments; each n-D print is alone in its function (mlir-opt 19 reads a bare 'vector.print' followed
// by a line '%0 = ...' as a print of %0, so it cannot parse its own output there). The expected output is mlir-cpu-runner 19's (the same passes before its lowering).
// mlirj-passes: --convert-vector-to-scf
// mlirj-run: -e main --entry-point-result=void
module {
  func.func @p_a(%a: vector<4xf32>) {
    vector.print %a : vector<4xf32>
    return
  }
  func.func @p_b(%b: vector<2x3xi32>) {
    vector.print %b : vector<2x3xi32>
    return
  }
  func.func @p_c(%c: vector<2x2x2xf64>) {
    vector.print %c : vector<2x2x2xf64>
    return
  }
  func.func @p_z(%z: vector<f32>) {
    vector.print %z : vector<f32>
    return
  }
  func.func @p_m(%m: vector<5xi1>, %x: vector<3xindex>) {
    vector.print %m : vector<5xi1> punctuation <comma>
    vector.print %x : vector<3xindex> punctuation <no_punctuation>
    vector.print str "|"
    return
  }
  func.func @p_s(%s: vector<2xi8>, %h: vector<2xf16>) {
    vector.print %s : vector<2xi8>
    vector.print %h : vector<2xf16>
    return
  }
  func.func @p_l(%l: vector<1x1xi64>) {
    vector.print %l : vector<1x1xi64>
    return
  }

  func.func @main() {
    %a = arith.constant dense<[1.5, -0.0, 0x7F800000, 3.0e-5]> : vector<4xf32>
    %b = arith.constant dense<[[1, -2, 3], [2147483647, -2147483648, 0]]> : vector<2x3xi32>
    %c = arith.constant dense<[[[1.0, 2.0], [3.0, 4.0]], [[5.0, 6.0], [7.25, -8.5]]]> : vector<2x2x2xf64>
    %z = arith.constant dense<42.0> : vector<f32>
    %m = arith.constant dense<[true, false, true, true, false]> : vector<5xi1>
    %x = arith.constant dense<[0, 7, 123456789]> : vector<3xindex>
    %s = arith.constant dense<[-128, 127]> : vector<2xi8>
    %h = arith.constant dense<[0.5, 65504.0]> : vector<2xf16>
    %l = arith.constant dense<-9223372036854775808> : vector<1x1xi64>
    call @p_a(%a) : (vector<4xf32>) -> ()
    call @p_b(%b) : (vector<2x3xi32>) -> ()
    call @p_c(%c) : (vector<2x2x2xf64>) -> ()
    call @p_z(%z) : (vector<f32>) -> ()
    call @p_m(%m, %x) : (vector<5xi1>, vector<3xindex>) -> ()
    call @p_s(%s, %h) : (vector<2xi8>, vector<2xf16>) -> ()
    call @p_l(%l) : (vector<1x1xi64>) -> ()
    return
  }
}

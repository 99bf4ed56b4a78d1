// math.ipowi, math.fpowi and math.ctlz through the functions convert-math-to-funcs outlines (then the standard
// lowering, which lowers the ctlz function's scf loop): integer powers with zero, negative and overflowing
// exponents and bases 0, 1, -1 (but no 0 to a negative power, which divides by zero as in C), float powers
// including the minimum exponent, NaN and infinities, leading zeros of 0, 1, -1 and powers of two in i8..i64.
// mlirj-passes: --convert-math-to-funcs=convert-ctlz=true
// mlirj-run: -e main --entry-point-result=void
module {
  func.func private @printI64(i64)
  func.func private @printF64(f64)
  func.func private @printComma()
  func.func private @printNewline()

  func.func @ipow(%b32: i32, %p32: i32, %b64: i64, %p64: i64) attributes {passthrough = ["noinline"]} {
    %r32 = math.ipowi %b32, %p32 : i32
    %r32x = arith.extsi %r32 : i32 to i64
    func.call @printI64(%r32x) : (i64) -> ()
    func.call @printComma() : () -> ()
    %r64 = math.ipowi %b64, %p64 : i64
    func.call @printI64(%r64) : (i64) -> ()
    func.call @printComma() : () -> ()
    %b8 = arith.trunci %b32 : i32 to i8
    %p8 = arith.trunci %p32 : i32 to i8
    %r8 = math.ipowi %b8, %p8 : i8
    %r8x = arith.extsi %r8 : i8 to i64
    func.call @printI64(%r8x) : (i64) -> ()
    func.call @printNewline() : () -> ()
    return
  }

  func.func @fpow(%x: f64, %n: i32, %m: i64) attributes {passthrough = ["noinline"]} {
    %a = math.fpowi %x, %n : f64, i32
    func.call @printF64(%a) : (f64) -> ()
    func.call @printComma() : () -> ()
    %ab = arith.bitcast %a : f64 to i64
    func.call @printI64(%ab) : (i64) -> ()
    func.call @printComma() : () -> ()
    %b = math.fpowi %x, %m : f64, i64
    func.call @printF64(%b) : (f64) -> ()
    func.call @printComma() : () -> ()
    %xf = arith.truncf %x : f64 to f32
    %c = math.fpowi %xf, %n : f32, i32
    %cx = arith.extf %c : f32 to f64
    func.call @printF64(%cx) : (f64) -> ()
    func.call @printNewline() : () -> ()
    return
  }

  func.func @clz(%v: i64) attributes {passthrough = ["noinline"]} {
    %v_i8 = arith.trunci %v : i64 to i8
    %c_i8 = math.ctlz %v_i8 : i8
    %x_i8 = arith.extui %c_i8 : i8 to i64
    func.call @printI64(%x_i8) : (i64) -> ()
    func.call @printComma() : () -> ()
    %v_i16 = arith.trunci %v : i64 to i16
    %c_i16 = math.ctlz %v_i16 : i16
    %x_i16 = arith.extui %c_i16 : i16 to i64
    func.call @printI64(%x_i16) : (i64) -> ()
    func.call @printComma() : () -> ()
    %v_i32 = arith.trunci %v : i64 to i32
    %c_i32 = math.ctlz %v_i32 : i32
    %x_i32 = arith.extui %c_i32 : i32 to i64
    func.call @printI64(%x_i32) : (i64) -> ()
    func.call @printComma() : () -> ()
    %c_i64 = math.ctlz %v : i64
    func.call @printI64(%c_i64) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printNewline() : () -> ()
    return
  }

  func.func @main() {
    %ia0 = arith.constant 2 : i32
    %ib0 = arith.constant 10 : i32
    %ic0 = arith.constant 3 : i64
    %id0 = arith.constant 40 : i64
    func.call @ipow(%ia0, %ib0, %ic0, %id0) : (i32, i32, i64, i64) -> ()
    %ia1 = arith.constant -3 : i32
    %ib1 = arith.constant 3 : i32
    %ic1 = arith.constant -3 : i64
    %id1 = arith.constant 39 : i64
    func.call @ipow(%ia1, %ib1, %ic1, %id1) : (i32, i32, i64, i64) -> ()
    %ia2 = arith.constant 7 : i32
    %ib2 = arith.constant 0 : i32
    %ic2 = arith.constant 7 : i64
    %id2 = arith.constant 0 : i64
    func.call @ipow(%ia2, %ib2, %ic2, %id2) : (i32, i32, i64, i64) -> ()
    %ia3 = arith.constant 1 : i32
    %ib3 = arith.constant -5 : i32
    %ic3 = arith.constant 1 : i64
    %id3 = arith.constant -9223372036854775808 : i64
    func.call @ipow(%ia3, %ib3, %ic3, %id3) : (i32, i32, i64, i64) -> ()
    %ia4 = arith.constant -1 : i32
    %ib4 = arith.constant -3 : i32
    %ic4 = arith.constant -1 : i64
    %id4 = arith.constant -3 : i64
    func.call @ipow(%ia4, %ib4, %ic4, %id4) : (i32, i32, i64, i64) -> ()
    %ia5 = arith.constant -1 : i32
    %ib5 = arith.constant -4 : i32
    %ic5 = arith.constant -1 : i64
    %id5 = arith.constant 9223372036854775807 : i64
    func.call @ipow(%ia5, %ib5, %ic5, %id5) : (i32, i32, i64, i64) -> ()
    %ia6 = arith.constant 5 : i32
    %ib6 = arith.constant -2 : i32
    %ic6 = arith.constant 5 : i64
    %id6 = arith.constant -1 : i64
    func.call @ipow(%ia6, %ib6, %ic6, %id6) : (i32, i32, i64, i64) -> ()
    %ia7 = arith.constant 2 : i32
    %ib7 = arith.constant 31 : i32
    %ic7 = arith.constant 2 : i64
    %id7 = arith.constant 63 : i64
    func.call @ipow(%ia7, %ib7, %ic7, %id7) : (i32, i32, i64, i64) -> ()
    %ia8 = arith.constant 3 : i32
    %ib8 = arith.constant 33 : i32
    %ic8 = arith.constant 10 : i64
    %id8 = arith.constant 19 : i64
    func.call @ipow(%ia8, %ib8, %ic8, %id8) : (i32, i32, i64, i64) -> ()
    %ia9 = arith.constant 0 : i32
    %ib9 = arith.constant 5 : i32
    %ic9 = arith.constant 0 : i64
    %id9 = arith.constant 0 : i64
    func.call @ipow(%ia9, %ib9, %ic9, %id9) : (i32, i32, i64, i64) -> ()
    %ia10 = arith.constant -2 : i32
    %ib10 = arith.constant 7 : i32
    %ic10 = arith.constant -2 : i64
    %id10 = arith.constant 64 : i64
    func.call @ipow(%ia10, %ib10, %ic10, %id10) : (i32, i32, i64, i64) -> ()
    %ia11 = arith.constant 16 : i32
    %ib11 = arith.constant 2 : i32
    %ic11 = arith.constant 0 : i64
    %id11 = arith.constant 1 : i64
    func.call @ipow(%ia11, %ib11, %ic11, %id11) : (i32, i32, i64, i64) -> ()
    %fx0 = arith.constant 2.0 : f64
    %fn0 = arith.constant -2 : i32
    %fm0 = arith.constant -2 : i64
    func.call @fpow(%fx0, %fn0, %fm0) : (f64, i32, i64) -> ()
    %fx1 = arith.constant 1.5 : f64
    %fn1 = arith.constant 7 : i32
    %fm1 = arith.constant 7 : i64
    func.call @fpow(%fx1, %fn1, %fm1) : (f64, i32, i64) -> ()
    %fx2 = arith.constant -2.0 : f64
    %fn2 = arith.constant 3 : i32
    %fm2 = arith.constant 63 : i64
    func.call @fpow(%fx2, %fn2, %fm2) : (f64, i32, i64) -> ()
    %fx3 = arith.constant 0.0 : f64
    %fn3 = arith.constant -1 : i32
    %fm3 = arith.constant -1 : i64
    func.call @fpow(%fx3, %fn3, %fm3) : (f64, i32, i64) -> ()
    %fx4 = arith.constant -0.0 : f64
    %fn4 = arith.constant -3 : i32
    %fm4 = arith.constant -3 : i64
    func.call @fpow(%fx4, %fn4, %fm4) : (f64, i32, i64) -> ()
    %fx5 = arith.constant 2.0 : f64
    %fn5 = arith.constant -2147483648 : i32
    %fm5 = arith.constant -9223372036854775808 : i64
    func.call @fpow(%fx5, %fn5, %fm5) : (f64, i32, i64) -> ()
    %fx6 = arith.constant 0.5 : f64
    %fn6 = arith.constant -2147483648 : i32
    %fm6 = arith.constant -9223372036854775808 : i64
    func.call @fpow(%fx6, %fn6, %fm6) : (f64, i32, i64) -> ()
    %fx7 = arith.constant 1.0 : f64
    %fn7 = arith.constant -2147483648 : i32
    %fm7 = arith.constant -9223372036854775808 : i64
    func.call @fpow(%fx7, %fn7, %fm7) : (f64, i32, i64) -> ()
    %fx8 = arith.constant 0x7FF8000000000000 : f64
    %fn8 = arith.constant 0 : i32
    %fm8 = arith.constant 0 : i64
    func.call @fpow(%fx8, %fn8, %fm8) : (f64, i32, i64) -> ()
    %fx9 = arith.constant 0x7FF8000000000000 : f64
    %fn9 = arith.constant 1 : i32
    %fm9 = arith.constant 2 : i64
    func.call @fpow(%fx9, %fn9, %fm9) : (f64, i32, i64) -> ()
    %fx10 = arith.constant 0x7FF0000000000000 : f64
    %fn10 = arith.constant -1 : i32
    %fm10 = arith.constant 3 : i64
    func.call @fpow(%fx10, %fn10, %fm10) : (f64, i32, i64) -> ()
    %fx11 = arith.constant 0xFFF0000000000000 : f64
    %fn11 = arith.constant 3 : i32
    %fm11 = arith.constant -2 : i64
    func.call @fpow(%fx11, %fn11, %fm11) : (f64, i32, i64) -> ()
    %fx12 = arith.constant 1.0000001 : f64
    %fn12 = arith.constant 1000000 : i32
    %fm12 = arith.constant 1000000000000 : i64
    func.call @fpow(%fx12, %fn12, %fm12) : (f64, i32, i64) -> ()
    %fx13 = arith.constant -1.0 : f64
    %fn13 = arith.constant 2147483647 : i32
    %fm13 = arith.constant 9223372036854775807 : i64
    func.call @fpow(%fx13, %fn13, %fm13) : (f64, i32, i64) -> ()
    %cv0 = arith.constant 0 : i64
    func.call @clz(%cv0) : (i64) -> ()
    %cv1 = arith.constant 1 : i64
    func.call @clz(%cv1) : (i64) -> ()
    %cv2 = arith.constant -1 : i64
    func.call @clz(%cv2) : (i64) -> ()
    %cv3 = arith.constant 128 : i64
    func.call @clz(%cv3) : (i64) -> ()
    %cv4 = arith.constant 255 : i64
    func.call @clz(%cv4) : (i64) -> ()
    %cv5 = arith.constant 256 : i64
    func.call @clz(%cv5) : (i64) -> ()
    %cv6 = arith.constant 65535 : i64
    func.call @clz(%cv6) : (i64) -> ()
    %cv7 = arith.constant 65536 : i64
    func.call @clz(%cv7) : (i64) -> ()
    %cv8 = arith.constant 2147483648 : i64
    func.call @clz(%cv8) : (i64) -> ()
    %cv9 = arith.constant 4294967296 : i64
    func.call @clz(%cv9) : (i64) -> ()
    %cv10 = arith.constant 9223372036854775807 : i64
    func.call @clz(%cv10) : (i64) -> ()
    %cv11 = arith.constant -9223372036854775808 : i64
    func.call @clz(%cv11) : (i64) -> ()
    %cv12 = arith.constant 12345 : i64
    func.call @clz(%cv12) : (i64) -> ()
    return
  }
}

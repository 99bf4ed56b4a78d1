// The scalar printers of libmlir_c_runner_utils: printF32 and printF64 ("%g") on special and awkward values,
// printI64 and printU64 at their extremes, printString (bytes as they are), the bracket helpers, and printFlops
// (to stderr).
func.func private @printF32(f32)
func.func private @printF64(f64)
func.func private @printI64(i64)
func.func private @printU64(i64)
func.func private @printString(!llvm.ptr)
func.func private @printOpen()
func.func private @printClose()
func.func private @printComma()
func.func private @printNewline()
func.func private @printFlops(f64)
llvm.mlir.global internal constant @hello("hello, caf\C3\A9\09tab\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @empty("\00") {addr_space = 0 : i32}

func.func @f32s() {
  %a = arith.constant 0x7F800000 : f32
  %b = arith.constant 0xFF800000 : f32
  %c = arith.constant 0x7FC00000 : f32
  %d = arith.constant 0xFFC00000 : f32
  %e = arith.constant -0.0 : f32
  %f = arith.constant 1.0e-7 : f32
  %g = arith.constant 123456789.0 : f32
  %h = arith.constant 0.0 : f32
  %i = arith.constant 1.0e-5 : f32
  %j = arith.constant 0.0001 : f32
  %k = arith.constant 99999.95 : f32
  %l = arith.constant 1.0e-45 : f32
  call @printOpen() : () -> ()
  call @printF32(%a) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%b) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%c) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%d) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%e) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%f) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%g) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%h) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%i) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%j) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%k) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%l) : (f32) -> ()
  call @printClose() : () -> ()
  call @printNewline() : () -> ()
  return
}

func.func @f64s() {
  %a = arith.constant 0x7FF0000000000000 : f64
  %b = arith.constant 0xFFF0000000000000 : f64
  %c = arith.constant 0x7FF8000000000000 : f64
  %d = arith.constant 0xFFF8000000000000 : f64
  %e = arith.constant -0.0 : f64
  %f = arith.constant 1.0e-7 : f64
  %g = arith.constant 123456789.0 : f64
  %h = arith.constant 1234565.0 : f64
  %i = arith.constant 1234575.0 : f64
  %j = arith.constant 0.5 : f64
  %k = arith.constant 4.9406564584124654e-324 : f64
  %l = arith.constant 1.7976931348623157e+308 : f64
  %m = arith.constant -123.456789 : f64
  %n = arith.constant 999999.5 : f64
  %o = arith.constant 0.000123456789 : f64
  %p = arith.constant 1.0e21 : f64
  %all = memref.alloc() : memref<16xf64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %values = vector.from_elements %a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %k, %l, %m, %n, %o, %p : vector<16xf64>
  vector.store %values, %all[%c0] : memref<16xf64>, vector<16xf64>
  scf.for %x = %c0 to %c16 step %c1 {
    %v = memref.load %all[%x] : memref<16xf64>
    func.call @printF64(%v) : (f64) -> ()
    func.call @printNewline() : () -> ()
  }
  memref.dealloc %all : memref<16xf64>
  return
}

func.func @ints() {
  %min = arith.constant -9223372036854775808 : i64
  %max = arith.constant 9223372036854775807 : i64
  %zero = arith.constant 0 : i64
  %neg = arith.constant -42 : i64
  %umax = arith.constant -1 : i64
  call @printI64(%min) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%max) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%zero) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%neg) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printU64(%umax) : (i64) -> ()
  call @printComma() : () -> ()
  call @printU64(%min) : (i64) -> ()
  call @printComma() : () -> ()
  call @printU64(%zero) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  call @f32s() : () -> ()
  call @f64s() : () -> ()
  call @ints() : () -> ()
  %s = llvm.mlir.addressof @hello : !llvm.ptr
  call @printString(%s) : (!llvm.ptr) -> ()
  %e = llvm.mlir.addressof @empty : !llvm.ptr
  call @printString(%e) : (!llvm.ptr) -> ()
  call @printOpen() : () -> ()
  call @printClose() : () -> ()
  call @printNewline() : () -> ()
  %flops = arith.constant 2.5e9 : f64
  call @printFlops(%flops) : (f64) -> ()
  %few = arith.constant 1234.5678 : f64
  call @printFlops(%few) : (f64) -> ()
  return
}

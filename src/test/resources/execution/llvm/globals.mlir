// Globals with value initializers, an initializer region, constants, internal linkage, alignment, and
// addressof of globals and of functions (an indirect call).
// mlirj-run: -e main --entry-point-result=void
module {
  llvm.func @printI64(i64)
  llvm.func @printF64(f64)
  llvm.func @printString(!llvm.ptr)
  llvm.func @printNewline()
  llvm.func @printComma()

  llvm.mlir.global internal constant @greeting("hello, mlirj\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal @counter(7 : i64) {alignment = 16 : i64} : i64
  llvm.mlir.global private constant @table(dense<[10, 20, 30, 40]> : tensor<4xi32>) : !llvm.array<4 x i32>
  llvm.mlir.global internal @weights(dense<[1.5, -2.0]> : tensor<2xf64>) : !llvm.array<2 x f64>
  llvm.mlir.global internal @pair() : !llvm.struct<(i64, f64)> {
    %u = llvm.mlir.undef : !llvm.struct<(i64, f64)>
    %a = llvm.mlir.constant(11 : i64) : i64
    %b = llvm.mlir.constant(0.125 : f64) : f64
    %u1 = llvm.insertvalue %a, %u[0] : !llvm.struct<(i64, f64)>
    %u2 = llvm.insertvalue %b, %u1[1] : !llvm.struct<(i64, f64)>
    llvm.return %u2 : !llvm.struct<(i64, f64)>
  }
  llvm.mlir.global internal @zeros() : !llvm.array<3 x i64> {
    %z = llvm.mlir.zero : !llvm.array<3 x i64>
    llvm.return %z : !llvm.array<3 x i64>
  }
  // A global holding the address of another global.
  llvm.mlir.global internal @counter_ref() : !llvm.ptr {
    %p = llvm.mlir.addressof @counter : !llvm.ptr
    llvm.return %p : !llvm.ptr
  }

  llvm.func @twice(%x: i64) -> i64 {
    %r = llvm.add %x, %x : i64
    llvm.return %r : i64
  }

  llvm.func @bump() -> i64 {
    %p = llvm.mlir.addressof @counter : !llvm.ptr
    %v = llvm.load %p : !llvm.ptr -> i64
    %one = llvm.mlir.constant(1 : i64) : i64
    %w = llvm.add %v, %one : i64
    llvm.store %w, %p : i64, !llvm.ptr
    llvm.return %w : i64
  }

  llvm.func @main() {
    %g = llvm.mlir.addressof @greeting : !llvm.ptr
    llvm.call @printString(%g) : (!llvm.ptr) -> ()
    %b1 = llvm.call @bump() : () -> i64
    %b2 = llvm.call @bump() : () -> i64
    llvm.call @printI64(%b1) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%b2) : (i64) -> ()
    llvm.call @printNewline() : () -> ()

    %t = llvm.mlir.addressof @table : !llvm.ptr
    %t2 = llvm.getelementptr %t[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
    %v = llvm.load %t2 : !llvm.ptr -> i32
    %v64 = llvm.sext %v : i32 to i64
    llvm.call @printI64(%v64) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    %w = llvm.mlir.addressof @weights : !llvm.ptr
    %w1 = llvm.getelementptr %w[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x f64>
    %wv = llvm.load %w1 : !llvm.ptr -> f64
    llvm.call @printF64(%wv) : (f64) -> ()
    llvm.call @printComma() : () -> ()
    %p = llvm.mlir.addressof @pair : !llvm.ptr
    %pv = llvm.load %p : !llvm.ptr -> !llvm.struct<(i64, f64)>
    %p0 = llvm.extractvalue %pv[0] : !llvm.struct<(i64, f64)>
    %p1 = llvm.extractvalue %pv[1] : !llvm.struct<(i64, f64)>
    llvm.call @printI64(%p0) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF64(%p1) : (f64) -> ()
    llvm.call @printComma() : () -> ()
    %zs = llvm.mlir.addressof @zeros : !llvm.ptr
    %z2 = llvm.getelementptr %zs[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<3 x i64>
    %zv = llvm.load %z2 : !llvm.ptr -> i64
    llvm.call @printI64(%zv) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    %rr = llvm.mlir.addressof @counter_ref : !llvm.ptr
    %cp = llvm.load %rr : !llvm.ptr -> !llvm.ptr
    %cv = llvm.load %cp : !llvm.ptr -> i64
    llvm.call @printI64(%cv) : (i64) -> ()
    llvm.call @printNewline() : () -> ()

    // An indirect call through a function's address.
    %f = llvm.mlir.addressof @twice : !llvm.ptr
    %c21 = llvm.mlir.constant(21 : i64) : i64
    %r = llvm.call %f(%c21) : !llvm.ptr, (i64) -> i64
    llvm.call @printI64(%r) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
}

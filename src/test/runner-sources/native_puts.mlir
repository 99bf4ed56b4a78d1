// Output of the runner utilities interleaved with the program's own libc writes (puts, printf): with the
// utilities writing through the C library's stdout, the order is the program order.
func.func private @puts(!llvm.ptr) -> i32
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()
func.func private @printString(!llvm.ptr)
func.func private @printMemrefI32(memref<*xi32>)
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.mlir.global internal constant @first("native puts 1\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @second("native puts 2\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt("[printf %ld]\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @str("<printString>\00") {addr_space = 0 : i32}

func.func @main() {
  %p1 = llvm.mlir.addressof @first : !llvm.ptr
  %p2 = llvm.mlir.addressof @second : !llvm.ptr
  %f = llvm.mlir.addressof @fmt : !llvm.ptr
  %s = llvm.mlir.addressof @str : !llvm.ptr
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %c3 step %c1 {
    %ii = arith.index_cast %i : index to i64
    func.call @printI64(%ii) : (i64) -> ()
    %r = llvm.call @printf(%f, %ii) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
    func.call @printString(%s) : (!llvm.ptr) -> ()
    %q = func.call @puts(%p1) : (!llvm.ptr) -> i32
  }
  %m = memref.alloc() : memref<2xi32>
  %v = arith.constant 5 : i32
  memref.store %v, %m[%c0] : memref<2xi32>
  memref.store %v, %m[%c1] : memref<2xi32>
  %u = memref.cast %m : memref<2xi32> to memref<*xi32>
  %q1 = call @puts(%p2) : (!llvm.ptr) -> i32
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  %q2 = call @puts(%p2) : (!llvm.ptr) -> i32
  %x = arith.constant 0.1 : f64
  call @printF64(%x) : (f64) -> ()
  %seven = arith.constant 7 : i64
  %r2 = llvm.call @printf(%f, %seven) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  call @printNewline() : () -> ()
  memref.dealloc %m : memref<2xi32>
  return
}

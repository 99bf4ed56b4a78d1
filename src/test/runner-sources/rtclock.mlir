// rtclock() (seconds since the epoch) and _mlir_ciface_nanoTime() (nanoseconds): never going backwards and
// plausibly "now"; printed as 0/1 so the output is deterministic.
func.func private @rtclock() -> f64
func.func private @nanoTime() -> i64 attributes {llvm.emit_c_interface}
func.func private @printI64(i64)
func.func private @printNewline()

func.func @show(%b: i1) {
  %x = arith.extui %b : i1 to i64
  call @printI64(%x) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %t1 = call @rtclock() : () -> f64
  %n1 = call @nanoTime() : () -> i64
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c100 = arith.constant 100000 : index
  %m = memref.alloc() : memref<1xf64>
  scf.for %i = %c0 to %c100 step %c1 {
    %t = func.call @rtclock() : () -> f64
    memref.store %t, %m[%c0] : memref<1xf64>
  }
  %t2 = call @rtclock() : () -> f64
  %n2 = call @nanoTime() : () -> i64
  %later = arith.cmpf oge, %t2, %t1 : f64
  call @show(%later) : (i1) -> ()
  %epoch2020 = arith.constant 1.5778368e9 : f64
  %recent = arith.cmpf ogt, %t1, %epoch2020 : f64
  call @show(%recent) : (i1) -> ()
  %nlater = arith.cmpi sge, %n2, %n1 : i64
  call @show(%nlater) : (i1) -> ()
  %nepoch = arith.constant 1577836800000000000 : i64
  %nrecent = arith.cmpi sgt, %n1, %nepoch : i64
  call @show(%nrecent) : (i1) -> ()
  memref.dealloc %m : memref<1xf64>
  return
}

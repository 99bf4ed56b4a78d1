// Beyond MLIR 19: arith division checks. A failing check prints its message and the program goes on; the
// divisions that would trap have unused results, which LLVM's -O2 pipeline removes, so the program never executes
// them. The divisions whose checks hold are printed.
// mlirj-passes: --generate-runtime-verification --arith-expand --test-cf-assert --convert-arith-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// mlirj-run: -e main --entry-point-result=void -O2

func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %zero = arith.constant 0 : i32
  %seven = arith.constant 7 : i32
  %two = arith.constant 2 : i32
  %m1 = arith.constant -1 : i32
  %min = arith.constant -2147483648 : i32
  %x = arith.constant -7 : i32

  // CHECK:      ERROR: Runtime op verification failed
  // CHECK-NEXT: %{{[0-9]+}} = "arith.divsi"(%{{[0-9]+}}, %{{[0-9]+}}) : (i32, i32) -> i32
  // CHECK-NEXT: ^ division by zero or signed overflow (minimum value divided by -1)
  // CHECK-NEXT: Location: loc("{{.*}}arith-division.mlir":22:8)
  %0 = arith.divsi %seven, %zero : i32

  // CHECK-NEXT: ERROR: Runtime op verification failed
  // CHECK-NEXT: "arith.remsi"
  // CHECK-NEXT: ^ division by zero or signed overflow (minimum value divided by -1)
  // CHECK-NEXT: Location: loc("{{.*}}arith-division.mlir":28:8)
  %1 = arith.remsi %min, %m1 : i32

  // CHECK-NEXT: ERROR: Runtime op verification failed
  // CHECK-NEXT: "arith.remui"
  // CHECK-NEXT: ^ division by zero
  // CHECK-NEXT: Location: loc("{{.*}}arith-division.mlir":34:8)
  %2 = arith.remui %seven, %zero : i32

  // CHECK-NEXT: ERROR: Runtime op verification failed
  // CHECK-NEXT: "arith.floordivsi"
  // CHECK-NEXT: ^ division by zero or signed overflow (minimum value divided by -1)
  // CHECK-NEXT: Location: loc("{{.*}}arith-division.mlir":40:8)
  %3 = arith.floordivsi %min, %m1 : i32

  // Divisions that hold: no message, and their values.
  // CHECK-NEXT: -4
  // CHECK-NEXT: 2147483647
  // CHECK-NOT: ERROR
  %4 = arith.floordivsi %x, %two : i32
  %5 = arith.divui %m1, %two : i32
  %6 = arith.extsi %4 : i32 to i64
  %7 = arith.extui %5 : i32 to i64
  call @printI64(%6) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%7) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

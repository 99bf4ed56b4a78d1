// RUN: mlirj opt %s | FileCheck %s
// RUN: mlirj opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// llvm.atomicrmw (every bin op of MLIR 19, orderings, volatile, syncscope, alignment), llvm.cmpxchg and
// llvm.intr.prefetch: custom and generic forms. Expectations are mlir-opt 19 output.

llvm.func @atomicrmw(%p: !llvm.ptr, %i: i32, %f: f32, %q: !llvm.ptr, %h: f16, %b: i8) {
  %0 = llvm.atomicrmw xchg %p, %i monotonic : !llvm.ptr, i32
  %1 = llvm.atomicrmw add %p, %i acquire : !llvm.ptr, i32
  %2 = llvm.atomicrmw sub %p, %i release : !llvm.ptr, i32
  %3 = llvm.atomicrmw _and %p, %i acq_rel : !llvm.ptr, i32
  %4 = llvm.atomicrmw nand %p, %i seq_cst : !llvm.ptr, i32
  %5 = llvm.atomicrmw _or %p, %b monotonic : !llvm.ptr, i8
  %6 = llvm.atomicrmw _xor %p, %i monotonic : !llvm.ptr, i32
  %7 = llvm.atomicrmw max %p, %i monotonic : !llvm.ptr, i32
  %8 = llvm.atomicrmw min %p, %i monotonic : !llvm.ptr, i32
  %9 = llvm.atomicrmw umax %p, %i monotonic : !llvm.ptr, i32
  %10 = llvm.atomicrmw umin %p, %i monotonic : !llvm.ptr, i32
  %11 = llvm.atomicrmw fadd %p, %f monotonic : !llvm.ptr, f32
  %12 = llvm.atomicrmw fsub %p, %h monotonic : !llvm.ptr, f16
  %13 = llvm.atomicrmw fmax %p, %f monotonic : !llvm.ptr, f32
  %14 = llvm.atomicrmw fmin %p, %f monotonic : !llvm.ptr, f32
  %15 = llvm.atomicrmw uinc_wrap %p, %i monotonic : !llvm.ptr, i32
  %16 = llvm.atomicrmw udec_wrap %p, %i monotonic : !llvm.ptr, i32
  %17 = llvm.atomicrmw xchg %p, %q acq_rel : !llvm.ptr, !llvm.ptr
  %18 = llvm.atomicrmw xchg %p, %f acq_rel : !llvm.ptr, f32
  %19 = llvm.atomicrmw volatile add %p, %i syncscope("singlethread") monotonic {alignment = 8 : i64} : !llvm.ptr, i32
  %20 = llvm.atomicrmw "add" %p, %i "seq_cst" {tag = "x"} : !llvm.ptr, i32
  llvm.return
}

llvm.func @cmpxchg(%p: !llvm.ptr, %i: i32, %j: i32, %q: !llvm.ptr, %l: i64) {
  %0 = llvm.cmpxchg %p, %i, %j acq_rel monotonic : !llvm.ptr, i32
  %1 = llvm.cmpxchg weak %p, %i, %j seq_cst acquire : !llvm.ptr, i32
  %2 = llvm.cmpxchg volatile %p, %q, %q monotonic monotonic : !llvm.ptr, !llvm.ptr
  %3 = llvm.cmpxchg weak volatile %p, %l, %l syncscope("singlethread") release seq_cst {alignment = 16 : i64} : !llvm.ptr, i64
  %4 = llvm.extractvalue %0[0] : !llvm.struct<(i32, i1)>
  %5 = llvm.extractvalue %0[1] : !llvm.struct<(i32, i1)>
  llvm.return
}

llvm.func @prefetch(%p: !llvm.ptr) {
  "llvm.intr.prefetch"(%p) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
  "llvm.intr.prefetch"(%p) <{cache = 0 : i32, hint = 0 : i32, rw = 1 : i32}> : (!llvm.ptr) -> ()
  llvm.return
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @atomicrmw(%arg0: !llvm.ptr, %arg1: i32, %arg2: f32, %arg3: !llvm.ptr, %arg4: f16, %arg5: i8) {
// CHECK-NEXT:     %0 = llvm.atomicrmw xchg %arg0, %arg1 monotonic : !llvm.ptr, i32
// CHECK-NEXT:     %1 = llvm.atomicrmw add %arg0, %arg1 acquire : !llvm.ptr, i32
// CHECK-NEXT:     %2 = llvm.atomicrmw sub %arg0, %arg1 release : !llvm.ptr, i32
// CHECK-NEXT:     %3 = llvm.atomicrmw _and %arg0, %arg1 acq_rel : !llvm.ptr, i32
// CHECK-NEXT:     %4 = llvm.atomicrmw nand %arg0, %arg1 seq_cst : !llvm.ptr, i32
// CHECK-NEXT:     %5 = llvm.atomicrmw _or %arg0, %arg5 monotonic : !llvm.ptr, i8
// CHECK-NEXT:     %6 = llvm.atomicrmw _xor %arg0, %arg1 monotonic : !llvm.ptr, i32
// CHECK-NEXT:     %7 = llvm.atomicrmw max %arg0, %arg1 monotonic : !llvm.ptr, i32
// CHECK-NEXT:     %8 = llvm.atomicrmw min %arg0, %arg1 monotonic : !llvm.ptr, i32
// CHECK-NEXT:     %9 = llvm.atomicrmw umax %arg0, %arg1 monotonic : !llvm.ptr, i32
// CHECK-NEXT:     %10 = llvm.atomicrmw umin %arg0, %arg1 monotonic : !llvm.ptr, i32
// CHECK-NEXT:     %11 = llvm.atomicrmw fadd %arg0, %arg2 monotonic : !llvm.ptr, f32
// CHECK-NEXT:     %12 = llvm.atomicrmw fsub %arg0, %arg4 monotonic : !llvm.ptr, f16
// CHECK-NEXT:     %13 = llvm.atomicrmw fmax %arg0, %arg2 monotonic : !llvm.ptr, f32
// CHECK-NEXT:     %14 = llvm.atomicrmw fmin %arg0, %arg2 monotonic : !llvm.ptr, f32
// CHECK-NEXT:     %15 = llvm.atomicrmw uinc_wrap %arg0, %arg1 monotonic : !llvm.ptr, i32
// CHECK-NEXT:     %16 = llvm.atomicrmw udec_wrap %arg0, %arg1 monotonic : !llvm.ptr, i32
// CHECK-NEXT:     %17 = llvm.atomicrmw xchg %arg0, %arg3 acq_rel : !llvm.ptr, !llvm.ptr
// CHECK-NEXT:     %18 = llvm.atomicrmw xchg %arg0, %arg2 acq_rel : !llvm.ptr, f32
// CHECK-NEXT:     %19 = llvm.atomicrmw volatile add %arg0, %arg1 syncscope("singlethread") monotonic {alignment = 8 : i64} : !llvm.ptr, i32
// CHECK-NEXT:     %20 = llvm.atomicrmw add %arg0, %arg1 seq_cst {tag = "x"} : !llvm.ptr, i32
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @cmpxchg(%arg0: !llvm.ptr, %arg1: i32, %arg2: i32, %arg3: !llvm.ptr, %arg4: i64) {
// CHECK-NEXT:     %0 = llvm.cmpxchg %arg0, %arg1, %arg2 acq_rel monotonic : !llvm.ptr, i32
// CHECK-NEXT:     %1 = llvm.cmpxchg weak %arg0, %arg1, %arg2 seq_cst acquire : !llvm.ptr, i32
// CHECK-NEXT:     %2 = llvm.cmpxchg volatile %arg0, %arg3, %arg3 monotonic monotonic : !llvm.ptr, !llvm.ptr
// CHECK-NEXT:     %3 = llvm.cmpxchg weak volatile %arg0, %arg4, %arg4 syncscope("singlethread") release seq_cst {alignment = 16 : i64} : !llvm.ptr, i64
// CHECK-NEXT:     %4 = llvm.extractvalue %0[0] : !llvm.struct<(i32, i1)> 
// CHECK-NEXT:     %5 = llvm.extractvalue %0[1] : !llvm.struct<(i32, i1)> 
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @prefetch(%arg0: !llvm.ptr) {
// CHECK-NEXT:     "llvm.intr.prefetch"(%arg0) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
// CHECK-NEXT:     "llvm.intr.prefetch"(%arg0) <{cache = 0 : i32, hint = 0 : i32, rw = 1 : i32}> : (!llvm.ptr) -> ()
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:

// GENERIC: %6 = "llvm.atomicrmw"(%arg6, %arg7) <{bin_op = 0 : i64, ordering = 2 : i64}> : (!llvm.ptr, i32) -> i32
// GENERIC: %7 = "llvm.atomicrmw"(%arg6, %arg7) <{bin_op = 1 : i64, ordering = 4 : i64}> : (!llvm.ptr, i32) -> i32
// GENERIC: %8 = "llvm.atomicrmw"(%arg6, %arg7) <{bin_op = 2 : i64, ordering = 5 : i64}> : (!llvm.ptr, i32) -> i32
// GENERIC: %9 = "llvm.atomicrmw"(%arg6, %arg7) <{bin_op = 3 : i64, ordering = 6 : i64}> : (!llvm.ptr, i32) -> i32
// GENERIC: %10 = "llvm.atomicrmw"(%arg6, %arg7) <{bin_op = 4 : i64, ordering = 7 : i64}> : (!llvm.ptr, i32) -> i32
// GENERIC: %11 = "llvm.atomicrmw"(%arg6, %arg11) <{bin_op = 5 : i64, ordering = 2 : i64}> : (!llvm.ptr, i8) -> i8
// GENERIC: %12 = "llvm.atomicrmw"(%arg6, %arg7) <{bin_op = 6 : i64, ordering = 2 : i64}> : (!llvm.ptr, i32) -> i32
// GENERIC: %13 = "llvm.atomicrmw"(%arg6, %arg7) <{bin_op = 7 : i64, ordering = 2 : i64}> : (!llvm.ptr, i32) -> i32
// GENERIC: %14 = "llvm.atomicrmw"(%arg6, %arg7) <{bin_op = 8 : i64, ordering = 2 : i64}> : (!llvm.ptr, i32) -> i32
// GENERIC: %15 = "llvm.atomicrmw"(%arg6, %arg7) <{bin_op = 9 : i64, ordering = 2 : i64}> : (!llvm.ptr, i32) -> i32
// GENERIC: %16 = "llvm.atomicrmw"(%arg6, %arg7) <{bin_op = 10 : i64, ordering = 2 : i64}> : (!llvm.ptr, i32) -> i32
// GENERIC: %17 = "llvm.atomicrmw"(%arg6, %arg8) <{bin_op = 11 : i64, ordering = 2 : i64}> : (!llvm.ptr, f32) -> f32
// GENERIC: %18 = "llvm.atomicrmw"(%arg6, %arg10) <{bin_op = 12 : i64, ordering = 2 : i64}> : (!llvm.ptr, f16) -> f16
// GENERIC: %19 = "llvm.atomicrmw"(%arg6, %arg8) <{bin_op = 13 : i64, ordering = 2 : i64}> : (!llvm.ptr, f32) -> f32
// GENERIC: %20 = "llvm.atomicrmw"(%arg6, %arg8) <{bin_op = 14 : i64, ordering = 2 : i64}> : (!llvm.ptr, f32) -> f32
// GENERIC: %21 = "llvm.atomicrmw"(%arg6, %arg7) <{bin_op = 15 : i64, ordering = 2 : i64}> : (!llvm.ptr, i32) -> i32
// GENERIC: %22 = "llvm.atomicrmw"(%arg6, %arg7) <{bin_op = 16 : i64, ordering = 2 : i64}> : (!llvm.ptr, i32) -> i32
// GENERIC: %23 = "llvm.atomicrmw"(%arg6, %arg9) <{bin_op = 0 : i64, ordering = 6 : i64}> : (!llvm.ptr, !llvm.ptr) -> !llvm.ptr
// GENERIC: %24 = "llvm.atomicrmw"(%arg6, %arg8) <{bin_op = 0 : i64, ordering = 6 : i64}> : (!llvm.ptr, f32) -> f32
// GENERIC: %25 = "llvm.atomicrmw"(%arg6, %arg7) <{alignment = 8 : i64, bin_op = 1 : i64, ordering = 2 : i64, syncscope = "singlethread", volatile_}> : (!llvm.ptr, i32) -> i32
// GENERIC: %26 = "llvm.atomicrmw"(%arg6, %arg7) <{bin_op = 1 : i64, ordering = 7 : i64}> {tag = "x"} : (!llvm.ptr, i32) -> i32
// GENERIC: %0 = "llvm.cmpxchg"(%arg1, %arg2, %arg3) <{failure_ordering = 2 : i64, success_ordering = 6 : i64}> : (!llvm.ptr, i32, i32) -> !llvm.struct<(i32, i1)>
// GENERIC: %1 = "llvm.cmpxchg"(%arg1, %arg2, %arg3) <{failure_ordering = 4 : i64, success_ordering = 7 : i64, weak}> : (!llvm.ptr, i32, i32) -> !llvm.struct<(i32, i1)>
// GENERIC: %2 = "llvm.cmpxchg"(%arg1, %arg4, %arg4) <{failure_ordering = 2 : i64, success_ordering = 2 : i64, volatile_}> : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> !llvm.struct<(ptr, i1)>
// GENERIC: %3 = "llvm.cmpxchg"(%arg1, %arg5, %arg5) <{alignment = 16 : i64, failure_ordering = 7 : i64, success_ordering = 5 : i64, syncscope = "singlethread", volatile_, weak}> : (!llvm.ptr, i64, i64) -> !llvm.struct<(i64, i1)>
// GENERIC: "llvm.intr.prefetch"(%arg0) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
// GENERIC: "llvm.intr.prefetch"(%arg0) <{cache = 0 : i32, hint = 0 : i32, rw = 1 : i32}> : (!llvm.ptr) -> ()

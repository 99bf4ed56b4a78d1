// RUN: mlirj translate --mlir-to-llvmir %s | FileCheck %s

// llvm.atomicrmw, llvm.cmpxchg and llvm.intr.prefetch in LLVM IR; expectations are mlir-translate 19 output.

llvm.func @atomics(%p: !llvm.ptr, %i: i32, %f: f32, %q: !llvm.ptr, %l: i64) {
  %0 = llvm.atomicrmw xchg %p, %i monotonic : !llvm.ptr, i32
  %1 = llvm.atomicrmw add %p, %i acquire : !llvm.ptr, i32
  %2 = llvm.atomicrmw sub %p, %i release : !llvm.ptr, i32
  %3 = llvm.atomicrmw _and %p, %i acq_rel : !llvm.ptr, i32
  %4 = llvm.atomicrmw nand %p, %i seq_cst : !llvm.ptr, i32
  %5 = llvm.atomicrmw _or %p, %i monotonic : !llvm.ptr, i32
  %6 = llvm.atomicrmw _xor %p, %i monotonic : !llvm.ptr, i32
  %7 = llvm.atomicrmw max %p, %i monotonic : !llvm.ptr, i32
  %8 = llvm.atomicrmw min %p, %i monotonic : !llvm.ptr, i32
  %9 = llvm.atomicrmw umax %p, %i monotonic : !llvm.ptr, i32
  %10 = llvm.atomicrmw umin %p, %i monotonic : !llvm.ptr, i32
  %11 = llvm.atomicrmw fadd %p, %f monotonic : !llvm.ptr, f32
  %12 = llvm.atomicrmw fsub %p, %f monotonic : !llvm.ptr, f32
  %13 = llvm.atomicrmw fmax %p, %f monotonic : !llvm.ptr, f32
  %14 = llvm.atomicrmw fmin %p, %f monotonic : !llvm.ptr, f32
  %15 = llvm.atomicrmw xchg %p, %q acq_rel : !llvm.ptr, !llvm.ptr
  %16 = llvm.atomicrmw xchg %p, %f acq_rel : !llvm.ptr, f32
  %17 = llvm.atomicrmw volatile add %p, %i syncscope("singlethread") monotonic {alignment = 8 : i64} : !llvm.ptr, i32
  %20 = llvm.cmpxchg %p, %i, %i acq_rel monotonic : !llvm.ptr, i32
  %21 = llvm.cmpxchg weak %p, %i, %i seq_cst acquire : !llvm.ptr, i32
  %22 = llvm.cmpxchg volatile %p, %q, %q monotonic monotonic : !llvm.ptr, !llvm.ptr
  %23 = llvm.cmpxchg weak volatile %p, %l, %l syncscope("singlethread") release seq_cst {alignment = 16 : i64} : !llvm.ptr, i64
  %24 = llvm.extractvalue %20[0] : !llvm.struct<(i32, i1)>
  %25 = llvm.extractvalue %20[1] : !llvm.struct<(i32, i1)>
  "llvm.intr.prefetch"(%p) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
  "llvm.intr.prefetch"(%p) <{cache = 0 : i32, hint = 1 : i32, rw = 1 : i32}> : (!llvm.ptr) -> ()
  llvm.return
}

// CHECK-LABEL: define void @atomics(ptr %0, i32 %1, float %2, ptr %3, i64 %4) {
// CHECK-NEXT:   %6 = atomicrmw xchg ptr %0, i32 %1 monotonic, align 4
// CHECK-NEXT:   %7 = atomicrmw add ptr %0, i32 %1 acquire, align 4
// CHECK-NEXT:   %8 = atomicrmw sub ptr %0, i32 %1 release, align 4
// CHECK-NEXT:   %9 = atomicrmw and ptr %0, i32 %1 acq_rel, align 4
// CHECK-NEXT:   %10 = atomicrmw nand ptr %0, i32 %1 seq_cst, align 4
// CHECK-NEXT:   %11 = atomicrmw or ptr %0, i32 %1 monotonic, align 4
// CHECK-NEXT:   %12 = atomicrmw xor ptr %0, i32 %1 monotonic, align 4
// CHECK-NEXT:   %13 = atomicrmw max ptr %0, i32 %1 monotonic, align 4
// CHECK-NEXT:   %14 = atomicrmw min ptr %0, i32 %1 monotonic, align 4
// CHECK-NEXT:   %15 = atomicrmw umax ptr %0, i32 %1 monotonic, align 4
// CHECK-NEXT:   %16 = atomicrmw umin ptr %0, i32 %1 monotonic, align 4
// CHECK-NEXT:   %17 = atomicrmw fadd ptr %0, float %2 monotonic, align 4
// CHECK-NEXT:   %18 = atomicrmw fsub ptr %0, float %2 monotonic, align 4
// CHECK-NEXT:   %19 = atomicrmw fmax ptr %0, float %2 monotonic, align 4
// CHECK-NEXT:   %20 = atomicrmw fmin ptr %0, float %2 monotonic, align 4
// CHECK-NEXT:   %21 = atomicrmw xchg ptr %0, ptr %3 acq_rel, align 8
// CHECK-NEXT:   %22 = atomicrmw xchg ptr %0, float %2 acq_rel, align 4
// CHECK-NEXT:   %23 = atomicrmw volatile add ptr %0, i32 %1 syncscope("singlethread") monotonic, align 8
// CHECK-NEXT:   %24 = cmpxchg ptr %0, i32 %1, i32 %1 acq_rel monotonic, align 4
// CHECK-NEXT:   %25 = cmpxchg weak ptr %0, i32 %1, i32 %1 seq_cst acquire, align 4
// CHECK-NEXT:   %26 = cmpxchg volatile ptr %0, ptr %3, ptr %3 monotonic monotonic, align 8
// CHECK-NEXT:   %27 = cmpxchg weak volatile ptr %0, i64 %4, i64 %4 syncscope("singlethread") release seq_cst, align 16
// CHECK-NEXT:   %28 = extractvalue { i32, i1 } %24, 0
// CHECK-NEXT:   %29 = extractvalue { i32, i1 } %24, 1
// CHECK-NEXT:   call void @llvm.prefetch.p0(ptr %0, i32 0, i32 3, i32 1)
// CHECK-NEXT:   call void @llvm.prefetch.p0(ptr %0, i32 1, i32 1, i32 0)
// CHECK-NEXT:   ret void
// CHECK-DAG: declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #0

// RUN: mlirj opt %s --allow-unregistered-dialect | FileCheck %s

// Printed forms that must read back (RoundTripTest checks every form of every file): string properties written
// with a type print without it, as MLIR's custom printers do; a region of an implicit-terminator op ending in an
// unregistered op gets its terminator after it when read (MLIR's ensureTerminator checks hasTrait<IsTerminator>),
// so the printed form, which leaves the terminator out, reads back. Expectations are mlir-opt 19's output
// (scripts/golden-mlir19.sh).

// CHECK-LABEL: llvm.func @typed_syncscope
// CHECK:         llvm.cmpxchg %arg0, %arg1, %arg2 syncscope("agent") acq_rel monotonic : !llvm.ptr, i32
// CHECK:         llvm.atomicrmw add %arg0, %arg1 syncscope("wavefront") monotonic : !llvm.ptr, i32
llvm.func @typed_syncscope(%p: !llvm.ptr, %a: i32, %b: i32) {
  %0 = "llvm.cmpxchg"(%p, %a, %b) <{failure_ordering = 2 : i64, success_ordering = 6 : i64,
                                    syncscope = "agent" : i32}> : (!llvm.ptr, i32, i32) -> !llvm.struct<(i32, i1)>
  %1 = "llvm.atomicrmw"(%p, %a) <{bin_op = 1 : i64, ordering = 2 : i64, syncscope = "wavefront" : i8}>
      : (!llvm.ptr, i32) -> i32
  llvm.return
}

// CHECK: memref.global "private" constant @typed_visibility : memref<2xi32> = dense<1>
"memref.global"() <{constant, initial_value = dense<1> : tensor<2xi32>, sym_name = "typed_visibility",
                    sym_visibility = "private" : i64, type = memref<2xi32>}> : () -> ()

// CHECK-LABEL: func.func @unregistered_last
// CHECK:         scf.if %arg0 {
// CHECK-NEXT:      "test.op"() : () -> ()
// CHECK-NEXT:    }
// CHECK:         scf.for
// CHECK-NEXT:      "test.op"() : () -> ()
// CHECK-NEXT:    }
// CHECK:         affine.for
// CHECK-NEXT:      "test.op"() : () -> ()
// CHECK-NEXT:    }
func.func @unregistered_last(%c: i1, %n: index) {
  scf.if %c {
    "test.op"() : () -> ()
  }
  scf.for %i = %n to %n step %n {
    "test.op"() : () -> ()
  }
  affine.for %j = 0 to 4 {
    "test.op"() : () -> ()
  }
  return
}

// CHECK-LABEL: func.func @expand_rank0_strided
// CHECK:         memref.expand_shape %arg0 [] output_shape [1, 1] : memref<i16, strided<[], offset: ?>> into memref<1x1xi16, strided<[1, 1], offset: ?>>
func.func @expand_rank0_strided(%m: memref<i16, strided<[], offset: ?>>) -> memref<1x1xi16, strided<[1, 1], offset: ?>> {
  %e = memref.expand_shape %m [] output_shape [1, 1]
      : memref<i16, strided<[], offset: ?>> into memref<1x1xi16, strided<[1, 1], offset: ?>>
  return %e : memref<1x1xi16, strided<[1, 1], offset: ?>>
}

// Code in the shape produced by lowering to the LLVM dialect: memref descriptors,
// a loop over a buffer, a string global and a printf call.
module attributes {llvm.data_layout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global private constant @fmt("sum = %f\0A\00") {addr_space = 0 : i32}

  // sum(memref<?xf32>) with the memref expanded to its descriptor fields.
  llvm.func @sum(%alloc: !llvm.ptr, %aligned: !llvm.ptr, %offset: i64, %size: i64, %stride: i64) -> f32 attributes {llvm.emit_c_interface} {
    %desc0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %desc1 = llvm.insertvalue %alloc, %desc0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %desc2 = llvm.insertvalue %aligned, %desc1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %desc3 = llvm.insertvalue %offset, %desc2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %desc4 = llvm.insertvalue %size, %desc3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %desc5 = llvm.insertvalue %stride, %desc4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %zero = llvm.mlir.constant(0 : index) : i64
    %one = llvm.mlir.constant(1 : index) : i64
    %init = llvm.mlir.constant(0.000000e+00 : f32) : f32
    llvm.br ^loop(%zero, %init : i64, f32)
  ^loop(%i: i64, %acc: f32):
    %n = llvm.extractvalue %desc5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %cond = llvm.icmp "slt" %i, %n : i64
    llvm.cond_br %cond, ^body, ^exit
  ^body:
    %base = llvm.extractvalue %desc5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %off = llvm.extractvalue %desc5[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %idx = llvm.add %off, %i : i64
    %addr = llvm.getelementptr %base[%idx] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %val = llvm.load %addr : !llvm.ptr -> f32
    %acc2 = llvm.fadd %acc, %val : f32
    %i2 = llvm.add %i, %one : i64
    llvm.br ^loop(%i2, %acc2 : i64, f32)
  ^exit:
    llvm.return %acc : f32
  }

  llvm.func @report(%x: f32) -> i32 {
    %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
    %p = llvm.getelementptr %fmt[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<10 x i8>
    %d = llvm.fpext %x : f32 to f64
    %r = llvm.call @printf(%p, %d) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64) -> i32
    llvm.return %r : i32
  }

  // func.func and llvm.func side by side, bridged by unrealized casts.
  func.func @bridge(%x: index, %p: !llvm.ptr) -> index {
    %0 = builtin.unrealized_conversion_cast %x : index to i64
    %1 = llvm.getelementptr %p[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %2 = llvm.ptrtoint %1 : !llvm.ptr to i64
    %3 = builtin.unrealized_conversion_cast %2 : i64 to index
    %4 = arith.addi %3, %x : index
    return %4 : index
  }
}

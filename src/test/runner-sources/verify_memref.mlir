// The plain verifyMemRef{I32,F32,F64,Ind,C32,C64}(rank, actual, expected) forms MLIR 19 exports. A func.call
// with two memref<*x..> operands would pass four arguments, so the wrappers pass the rank and both descriptor
// pointers themselves.
func.func private @printI64(i64)
func.func private @printNewline()
func.func private @verifyMemRefF32(i64, !llvm.ptr, !llvm.ptr) -> i64
func.func private @verifyMemRefF64(i64, !llvm.ptr, !llvm.ptr) -> i64
func.func private @verifyMemRefI32(i64, !llvm.ptr, !llvm.ptr) -> i64
func.func private @verifyMemRefInd(i64, !llvm.ptr, !llvm.ptr) -> i64
func.func private @verifyMemRefC32(i64, !llvm.ptr, !llvm.ptr) -> i64
func.func private @verifyMemRefC64(i64, !llvm.ptr, !llvm.ptr) -> i64

func.func @verifyF32(%a: memref<*xf32>, %e: memref<*xf32>) -> i64 {
  %da = builtin.unrealized_conversion_cast %a : memref<*xf32> to !llvm.struct<(i64, ptr)>
  %de = builtin.unrealized_conversion_cast %e : memref<*xf32> to !llvm.struct<(i64, ptr)>
  %rank = llvm.extractvalue %da[0] : !llvm.struct<(i64, ptr)>
  %pa = llvm.extractvalue %da[1] : !llvm.struct<(i64, ptr)>
  %pe = llvm.extractvalue %de[1] : !llvm.struct<(i64, ptr)>
  %n = call @verifyMemRefF32(%rank, %pa, %pe) : (i64, !llvm.ptr, !llvm.ptr) -> i64
  return %n : i64
}

func.func @verifyF64(%a: memref<*xf64>, %e: memref<*xf64>) -> i64 {
  %da = builtin.unrealized_conversion_cast %a : memref<*xf64> to !llvm.struct<(i64, ptr)>
  %de = builtin.unrealized_conversion_cast %e : memref<*xf64> to !llvm.struct<(i64, ptr)>
  %rank = llvm.extractvalue %da[0] : !llvm.struct<(i64, ptr)>
  %pa = llvm.extractvalue %da[1] : !llvm.struct<(i64, ptr)>
  %pe = llvm.extractvalue %de[1] : !llvm.struct<(i64, ptr)>
  %n = call @verifyMemRefF64(%rank, %pa, %pe) : (i64, !llvm.ptr, !llvm.ptr) -> i64
  return %n : i64
}

func.func @verifyI32(%a: memref<*xi32>, %e: memref<*xi32>) -> i64 {
  %da = builtin.unrealized_conversion_cast %a : memref<*xi32> to !llvm.struct<(i64, ptr)>
  %de = builtin.unrealized_conversion_cast %e : memref<*xi32> to !llvm.struct<(i64, ptr)>
  %rank = llvm.extractvalue %da[0] : !llvm.struct<(i64, ptr)>
  %pa = llvm.extractvalue %da[1] : !llvm.struct<(i64, ptr)>
  %pe = llvm.extractvalue %de[1] : !llvm.struct<(i64, ptr)>
  %n = call @verifyMemRefI32(%rank, %pa, %pe) : (i64, !llvm.ptr, !llvm.ptr) -> i64
  return %n : i64
}

func.func @verifyInd(%a: memref<*xindex>, %e: memref<*xindex>) -> i64 {
  %da = builtin.unrealized_conversion_cast %a : memref<*xindex> to !llvm.struct<(i64, ptr)>
  %de = builtin.unrealized_conversion_cast %e : memref<*xindex> to !llvm.struct<(i64, ptr)>
  %rank = llvm.extractvalue %da[0] : !llvm.struct<(i64, ptr)>
  %pa = llvm.extractvalue %da[1] : !llvm.struct<(i64, ptr)>
  %pe = llvm.extractvalue %de[1] : !llvm.struct<(i64, ptr)>
  %n = call @verifyMemRefInd(%rank, %pa, %pe) : (i64, !llvm.ptr, !llvm.ptr) -> i64
  return %n : i64
}

func.func @verifyC32(%a: memref<*xcomplex<f32>>, %e: memref<*xcomplex<f32>>) -> i64 {
  %da = builtin.unrealized_conversion_cast %a : memref<*xcomplex<f32>> to !llvm.struct<(i64, ptr)>
  %de = builtin.unrealized_conversion_cast %e : memref<*xcomplex<f32>> to !llvm.struct<(i64, ptr)>
  %rank = llvm.extractvalue %da[0] : !llvm.struct<(i64, ptr)>
  %pa = llvm.extractvalue %da[1] : !llvm.struct<(i64, ptr)>
  %pe = llvm.extractvalue %de[1] : !llvm.struct<(i64, ptr)>
  %n = call @verifyMemRefC32(%rank, %pa, %pe) : (i64, !llvm.ptr, !llvm.ptr) -> i64
  return %n : i64
}

func.func @verifyC64(%a: memref<*xcomplex<f64>>, %e: memref<*xcomplex<f64>>) -> i64 {
  %da = builtin.unrealized_conversion_cast %a : memref<*xcomplex<f64>> to !llvm.struct<(i64, ptr)>
  %de = builtin.unrealized_conversion_cast %e : memref<*xcomplex<f64>> to !llvm.struct<(i64, ptr)>
  %rank = llvm.extractvalue %da[0] : !llvm.struct<(i64, ptr)>
  %pa = llvm.extractvalue %da[1] : !llvm.struct<(i64, ptr)>
  %pe = llvm.extractvalue %de[1] : !llvm.struct<(i64, ptr)>
  %n = call @verifyMemRefC64(%rank, %pa, %pe) : (i64, !llvm.ptr, !llvm.ptr) -> i64
  return %n : i64
}

func.func @report(%n: i64) {
  call @printI64(%n) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<2x2xf32>
  %e = memref.alloc() : memref<2x2xf32>
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  linalg.fill ins(%one : f32) outs(%a : memref<2x2xf32>)
  linalg.fill ins(%one : f32) outs(%e : memref<2x2xf32>)
  %c1 = arith.constant 1 : index
  memref.store %two, %e[%c1, %c0] : memref<2x2xf32>
  %ua = memref.cast %a : memref<2x2xf32> to memref<*xf32>
  %ue = memref.cast %e : memref<2x2xf32> to memref<*xf32>
  %n = call @verifyF32(%ua, %ue) : (memref<*xf32>, memref<*xf32>) -> i64
  call @report(%n) : (i64) -> ()

  %a64 = memref.alloc() : memref<3xf64>
  %e64 = memref.alloc() : memref<3xf64>
  %va64 = arith.constant dense<[1.0, 2.0, 0x7FF0000000000000]> : vector<3xf64>
  %ve64 = arith.constant dense<[1.0, 2.5, 0x7FF0000000000000]> : vector<3xf64>
  vector.store %va64, %a64[%c0] : memref<3xf64>, vector<3xf64>
  vector.store %ve64, %e64[%c0] : memref<3xf64>, vector<3xf64>
  %ua64 = memref.cast %a64 : memref<3xf64> to memref<*xf64>
  %ue64 = memref.cast %e64 : memref<3xf64> to memref<*xf64>
  %n64 = call @verifyF64(%ua64, %ue64) : (memref<*xf64>, memref<*xf64>) -> i64
  call @report(%n64) : (i64) -> ()

  %ai = memref.alloc() : memref<3xi32>
  %ei = memref.alloc() : memref<3xi32>
  %vai = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  vector.store %vai, %ai[%c0] : memref<3xi32>, vector<3xi32>
  vector.store %vai, %ei[%c0] : memref<3xi32>, vector<3xi32>
  %uai = memref.cast %ai : memref<3xi32> to memref<*xi32>
  %uei = memref.cast %ei : memref<3xi32> to memref<*xi32>
  %ni = call @verifyI32(%uai, %uei) : (memref<*xi32>, memref<*xi32>) -> i64
  call @report(%ni) : (i64) -> ()

  %ax = memref.alloc() : memref<2xindex>
  %ex = memref.alloc() : memref<3xindex>
  %vax = arith.constant dense<[5, 6]> : vector<2xindex>
  vector.store %vax, %ax[%c0] : memref<2xindex>, vector<2xindex>
  %uax = memref.cast %ax : memref<2xindex> to memref<*xindex>
  %uex = memref.cast %ex : memref<3xindex> to memref<*xindex>
  %nx = call @verifyInd(%uax, %uex) : (memref<*xindex>, memref<*xindex>) -> i64
  call @report(%nx) : (i64) -> ()

  %zr = arith.constant 0.5 : f32
  %z = complex.create %zr, %one : complex<f32>
  %w = complex.create %one, %zr : complex<f32>
  %ac = memref.alloc() : memref<1xcomplex<f32>>
  %ec = memref.alloc() : memref<1xcomplex<f32>>
  memref.store %z, %ac[%c0] : memref<1xcomplex<f32>>
  memref.store %w, %ec[%c0] : memref<1xcomplex<f32>>
  %uac = memref.cast %ac : memref<1xcomplex<f32>> to memref<*xcomplex<f32>>
  %uec = memref.cast %ec : memref<1xcomplex<f32>> to memref<*xcomplex<f32>>
  %nc = call @verifyC32(%uac, %uec) : (memref<*xcomplex<f32>>, memref<*xcomplex<f32>>) -> i64
  call @report(%nc) : (i64) -> ()

  %dr = arith.constant 0.25 : f64
  %zz = complex.create %dr, %dr : complex<f64>
  %ad = memref.alloc() : memref<complex<f64>>
  memref.store %zz, %ad[] : memref<complex<f64>>
  %uad = memref.cast %ad : memref<complex<f64>> to memref<*xcomplex<f64>>
  %nd = call @verifyC64(%uad, %uad) : (memref<*xcomplex<f64>>, memref<*xcomplex<f64>>) -> i64
  call @report(%nd) : (i64) -> ()

  memref.dealloc %a : memref<2x2xf32>
  memref.dealloc %e : memref<2x2xf32>
  memref.dealloc %a64 : memref<3xf64>
  memref.dealloc %e64 : memref<3xf64>
  memref.dealloc %ai : memref<3xi32>
  memref.dealloc %ei : memref<3xi32>
  memref.dealloc %ax : memref<2xindex>
  memref.dealloc %ex : memref<3xindex>
  memref.dealloc %ac : memref<1xcomplex<f32>>
  memref.dealloc %ec : memref<1xcomplex<f32>>
  memref.dealloc %ad : memref<complex<f64>>
  return
}

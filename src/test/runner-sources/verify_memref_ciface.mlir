// _mlir_ciface_verifyMemRef* for every element type: the count of mismatches (printed with printI64), MLIR's
// relative tolerance for f32 and f64, nan and inf never matching, at most ten mismatches reported on stderr,
// -1 and both headers on stderr for different shapes.
func.func private @printI64(i64)
func.func private @printNewline()
func.func private @verifyMemRefF32(memref<*xf32>, memref<*xf32>) -> i64 attributes {llvm.emit_c_interface}
func.func private @verifyMemRefF64(memref<*xf64>, memref<*xf64>) -> i64 attributes {llvm.emit_c_interface}
func.func private @verifyMemRefF16(memref<*xf16>, memref<*xf16>) -> i64 attributes {llvm.emit_c_interface}
func.func private @verifyMemRefBF16(memref<*xbf16>, memref<*xbf16>) -> i64 attributes {llvm.emit_c_interface}
func.func private @verifyMemRefI8(memref<*xi8>, memref<*xi8>) -> i64 attributes {llvm.emit_c_interface}
func.func private @verifyMemRefI16(memref<*xi16>, memref<*xi16>) -> i64 attributes {llvm.emit_c_interface}
func.func private @verifyMemRefI32(memref<*xi32>, memref<*xi32>) -> i64 attributes {llvm.emit_c_interface}
func.func private @verifyMemRefI64(memref<*xi64>, memref<*xi64>) -> i64 attributes {llvm.emit_c_interface}
func.func private @verifyMemRefInd(memref<*xindex>, memref<*xindex>) -> i64 attributes {llvm.emit_c_interface}
func.func private @verifyMemRefC32(memref<*xcomplex<f32>>, memref<*xcomplex<f32>>) -> i64 attributes {llvm.emit_c_interface}
func.func private @verifyMemRefC64(memref<*xcomplex<f64>>, memref<*xcomplex<f64>>) -> i64 attributes {llvm.emit_c_interface}

func.func @report(%n: i64) {
  call @printI64(%n) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @f32() {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<8xf32>
  %e = memref.alloc() : memref<8xf32>
  // pairs (actual, expected): equal, within 1e-6 relative, just outside, zero vs tiny, nan, inf, -0 vs 0, big
  %va = arith.constant dense<[1.0, 1.00000095, 1.000003, 0.0, 0x7FC00000, 0x7F800000, -0.0, 1.0e30]> : vector<8xf32>
  %ve = arith.constant dense<[1.0, 1.0, 1.0, 1.0e-30, 0x7FC00000, 0x7F800000, 0.0, 1.0000009e30]> : vector<8xf32>
  vector.store %va, %a[%c0] : memref<8xf32>, vector<8xf32>
  vector.store %ve, %e[%c0] : memref<8xf32>, vector<8xf32>
  %ua = memref.cast %a : memref<8xf32> to memref<*xf32>
  %ue = memref.cast %e : memref<8xf32> to memref<*xf32>
  %n = call @verifyMemRefF32(%ua, %ue) : (memref<*xf32>, memref<*xf32>) -> i64
  call @report(%n) : (i64) -> ()
  %m = call @verifyMemRefF32(%ua, %ua) : (memref<*xf32>, memref<*xf32>) -> i64
  call @report(%m) : (i64) -> ()
  // different shapes
  %s = memref.subview %a[1] [6] [1] : memref<8xf32> to memref<6xf32, strided<[1], offset: 1>>
  %us = memref.cast %s : memref<6xf32, strided<[1], offset: 1>> to memref<*xf32>
  %x = call @verifyMemRefF32(%us, %ue) : (memref<*xf32>, memref<*xf32>) -> i64
  call @report(%x) : (i64) -> ()
  // 2-D strided views of the same shape, more than ten mismatches
  %big = memref.alloc() : memref<4x8xf32>
  %big2 = memref.alloc() : memref<4x8xf32>
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  linalg.fill ins(%one : f32) outs(%big : memref<4x8xf32>)
  linalg.fill ins(%two : f32) outs(%big2 : memref<4x8xf32>)
  %sb = memref.subview %big[0, 1] [4, 4] [1, 2] : memref<4x8xf32> to memref<4x4xf32, strided<[8, 2], offset: 1>>
  %sb2 = memref.subview %big2[0, 1] [4, 4] [1, 2] : memref<4x8xf32> to memref<4x4xf32, strided<[8, 2], offset: 1>>
  %usb = memref.cast %sb : memref<4x4xf32, strided<[8, 2], offset: 1>> to memref<*xf32>
  %usb2 = memref.cast %sb2 : memref<4x4xf32, strided<[8, 2], offset: 1>> to memref<*xf32>
  %y = call @verifyMemRefF32(%usb, %usb2) : (memref<*xf32>, memref<*xf32>) -> i64
  call @report(%y) : (i64) -> ()
  memref.dealloc %a : memref<8xf32>
  memref.dealloc %e : memref<8xf32>
  memref.dealloc %big : memref<4x8xf32>
  memref.dealloc %big2 : memref<4x8xf32>
  return
}

func.func @f64() {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<6xf64>
  %e = memref.alloc() : memref<6xf64>
  %va = arith.constant dense<[1.0, 1.0000000000009, 1.000000000002, 0x7FF8000000000000, -5.0e-300, 3.0]> : vector<6xf64>
  %ve = arith.constant dense<[1.0, 1.0, 1.0, 0x7FF8000000000000, -5.0e-300, 0x7FF0000000000000]> : vector<6xf64>
  vector.store %va, %a[%c0] : memref<6xf64>, vector<6xf64>
  vector.store %ve, %e[%c0] : memref<6xf64>, vector<6xf64>
  %ua = memref.cast %a : memref<6xf64> to memref<*xf64>
  %ue = memref.cast %e : memref<6xf64> to memref<*xf64>
  %n = call @verifyMemRefF64(%ua, %ue) : (memref<*xf64>, memref<*xf64>) -> i64
  call @report(%n) : (i64) -> ()
  memref.dealloc %a : memref<6xf64>
  memref.dealloc %e : memref<6xf64>
  return
}

func.func @halves() {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<3xf16>
  %e = memref.alloc() : memref<3xf16>
  %va = arith.constant dense<[1.0, 0x7E00, 2.0]> : vector<3xf16>
  %ve = arith.constant dense<[1.0, 0x7E00, 2.001]> : vector<3xf16>
  vector.store %va, %a[%c0] : memref<3xf16>, vector<3xf16>
  vector.store %ve, %e[%c0] : memref<3xf16>, vector<3xf16>
  %ua = memref.cast %a : memref<3xf16> to memref<*xf16>
  %ue = memref.cast %e : memref<3xf16> to memref<*xf16>
  %n = call @verifyMemRefF16(%ua, %ue) : (memref<*xf16>, memref<*xf16>) -> i64
  call @report(%n) : (i64) -> ()
  %b = memref.alloc() : memref<3xbf16>
  %f = memref.alloc() : memref<3xbf16>
  %vb = arith.constant dense<[1.0, 0x7FC0, -0.0]> : vector<3xbf16>
  %vf = arith.constant dense<[1.5, 0x7FC0, 0.0]> : vector<3xbf16>
  vector.store %vb, %b[%c0] : memref<3xbf16>, vector<3xbf16>
  vector.store %vf, %f[%c0] : memref<3xbf16>, vector<3xbf16>
  %ub = memref.cast %b : memref<3xbf16> to memref<*xbf16>
  %uf = memref.cast %f : memref<3xbf16> to memref<*xbf16>
  %m = call @verifyMemRefBF16(%ub, %uf) : (memref<*xbf16>, memref<*xbf16>) -> i64
  call @report(%m) : (i64) -> ()
  memref.dealloc %a : memref<3xf16>
  memref.dealloc %e : memref<3xf16>
  memref.dealloc %b : memref<3xbf16>
  memref.dealloc %f : memref<3xbf16>
  return
}

func.func @integers() {
  %c0 = arith.constant 0 : index
  %a8 = memref.alloc() : memref<4xi8>
  %e8 = memref.alloc() : memref<4xi8>
  %va8 = arith.constant dense<[65, 66, 67, 10]> : vector<4xi8>
  %ve8 = arith.constant dense<[65, 98, 67, -56]> : vector<4xi8>
  vector.store %va8, %a8[%c0] : memref<4xi8>, vector<4xi8>
  vector.store %ve8, %e8[%c0] : memref<4xi8>, vector<4xi8>
  %ua8 = memref.cast %a8 : memref<4xi8> to memref<*xi8>
  %ue8 = memref.cast %e8 : memref<4xi8> to memref<*xi8>
  %n8 = call @verifyMemRefI8(%ua8, %ue8) : (memref<*xi8>, memref<*xi8>) -> i64
  call @report(%n8) : (i64) -> ()
  %a16 = memref.alloc() : memref<2xi16>
  %e16 = memref.alloc() : memref<2xi16>
  %va16 = arith.constant dense<[-32768, 5]> : vector<2xi16>
  %ve16 = arith.constant dense<[32767, 5]> : vector<2xi16>
  vector.store %va16, %a16[%c0] : memref<2xi16>, vector<2xi16>
  vector.store %ve16, %e16[%c0] : memref<2xi16>, vector<2xi16>
  %ua16 = memref.cast %a16 : memref<2xi16> to memref<*xi16>
  %ue16 = memref.cast %e16 : memref<2xi16> to memref<*xi16>
  %n16 = call @verifyMemRefI16(%ua16, %ue16) : (memref<*xi16>, memref<*xi16>) -> i64
  call @report(%n16) : (i64) -> ()
  %a32 = memref.alloc() : memref<3xi32>
  %e32 = memref.alloc() : memref<3xi32>
  %va32 = arith.constant dense<[1, -2147483648, 3]> : vector<3xi32>
  %ve32 = arith.constant dense<[1, 2147483647, 4]> : vector<3xi32>
  vector.store %va32, %a32[%c0] : memref<3xi32>, vector<3xi32>
  vector.store %ve32, %e32[%c0] : memref<3xi32>, vector<3xi32>
  %ua32 = memref.cast %a32 : memref<3xi32> to memref<*xi32>
  %ue32 = memref.cast %e32 : memref<3xi32> to memref<*xi32>
  %n32 = call @verifyMemRefI32(%ua32, %ue32) : (memref<*xi32>, memref<*xi32>) -> i64
  call @report(%n32) : (i64) -> ()
  %a64 = memref.alloc() : memref<i64>
  %e64 = memref.alloc() : memref<i64>
  %x64 = arith.constant -9223372036854775808 : i64
  %y64 = arith.constant 9223372036854775807 : i64
  memref.store %x64, %a64[] : memref<i64>
  memref.store %y64, %e64[] : memref<i64>
  %ua64 = memref.cast %a64 : memref<i64> to memref<*xi64>
  %ue64 = memref.cast %e64 : memref<i64> to memref<*xi64>
  %n64 = call @verifyMemRefI64(%ua64, %ue64) : (memref<*xi64>, memref<*xi64>) -> i64
  call @report(%n64) : (i64) -> ()
  %ax = memref.alloc() : memref<2xindex>
  %ex = memref.alloc() : memref<2xindex>
  %vax = arith.constant dense<[-1, 7]> : vector<2xindex>
  %vex = arith.constant dense<[1, 7]> : vector<2xindex>
  vector.store %vax, %ax[%c0] : memref<2xindex>, vector<2xindex>
  vector.store %vex, %ex[%c0] : memref<2xindex>, vector<2xindex>
  %uax = memref.cast %ax : memref<2xindex> to memref<*xindex>
  %uex = memref.cast %ex : memref<2xindex> to memref<*xindex>
  %nx = call @verifyMemRefInd(%uax, %uex) : (memref<*xindex>, memref<*xindex>) -> i64
  call @report(%nx) : (i64) -> ()
  memref.dealloc %a8 : memref<4xi8>
  memref.dealloc %e8 : memref<4xi8>
  memref.dealloc %a16 : memref<2xi16>
  memref.dealloc %e16 : memref<2xi16>
  memref.dealloc %a32 : memref<3xi32>
  memref.dealloc %e32 : memref<3xi32>
  memref.dealloc %a64 : memref<i64>
  memref.dealloc %e64 : memref<i64>
  memref.dealloc %ax : memref<2xindex>
  memref.dealloc %ex : memref<2xindex>
  return
}

func.func @complexes() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %near = arith.constant 1.0000001 : f32
  %z0 = complex.create %one, %two : complex<f32>
  %z1 = complex.create %near, %two : complex<f32>
  %a = memref.alloc() : memref<2xcomplex<f32>>
  %e = memref.alloc() : memref<2xcomplex<f32>>
  memref.store %z0, %a[%c0] : memref<2xcomplex<f32>>
  memref.store %z0, %a[%c1] : memref<2xcomplex<f32>>
  memref.store %z0, %e[%c0] : memref<2xcomplex<f32>>
  memref.store %z1, %e[%c1] : memref<2xcomplex<f32>>
  %ua = memref.cast %a : memref<2xcomplex<f32>> to memref<*xcomplex<f32>>
  %ue = memref.cast %e : memref<2xcomplex<f32>> to memref<*xcomplex<f32>>
  %n = call @verifyMemRefC32(%ua, %ue) : (memref<*xcomplex<f32>>, memref<*xcomplex<f32>>) -> i64
  call @report(%n) : (i64) -> ()
  %d1 = arith.constant 1.0 : f64
  %d2 = arith.constant -0.0 : f64
  %d3 = arith.constant 0.0 : f64
  %w0 = complex.create %d1, %d2 : complex<f64>
  %w1 = complex.create %d1, %d3 : complex<f64>
  %w2 = complex.create %d3, %d1 : complex<f64>
  %b = memref.alloc() : memref<2xcomplex<f64>>
  %f = memref.alloc() : memref<2xcomplex<f64>>
  memref.store %w0, %b[%c0] : memref<2xcomplex<f64>>
  memref.store %w0, %b[%c1] : memref<2xcomplex<f64>>
  memref.store %w1, %f[%c0] : memref<2xcomplex<f64>>
  memref.store %w2, %f[%c1] : memref<2xcomplex<f64>>
  %ub = memref.cast %b : memref<2xcomplex<f64>> to memref<*xcomplex<f64>>
  %uf = memref.cast %f : memref<2xcomplex<f64>> to memref<*xcomplex<f64>>
  %m = call @verifyMemRefC64(%ub, %uf) : (memref<*xcomplex<f64>>, memref<*xcomplex<f64>>) -> i64
  call @report(%m) : (i64) -> ()
  memref.dealloc %a : memref<2xcomplex<f32>>
  memref.dealloc %e : memref<2xcomplex<f32>>
  memref.dealloc %b : memref<2xcomplex<f64>>
  memref.dealloc %f : memref<2xcomplex<f64>>
  return
}

func.func @main() {
  call @f32() : () -> ()
  call @f64() : () -> ()
  call @halves() : () -> ()
  call @integers() : () -> ()
  call @complexes() : () -> ()
  return
}

// printMemref for F64, F16, BF16 (printed through float), the complex types C32 and C64 (printed "(re,im)"),
// their shape printers, and printMemrefVector4x4xf32.
func.func private @printMemrefF64(memref<*xf64>)
func.func private @printMemrefF16(memref<*xf16>) attributes {llvm.emit_c_interface}
func.func private @printMemrefBF16(memref<*xbf16>) attributes {llvm.emit_c_interface}
func.func private @printMemrefC32(memref<*xcomplex<f32>>)
func.func private @printMemrefC64(memref<*xcomplex<f64>>)
func.func private @printMemref1dF64(memref<?xf64>) attributes {llvm.emit_c_interface}
func.func private @printMemref1dC32(memref<?xcomplex<f32>>) attributes {llvm.emit_c_interface}
func.func private @printMemref1dC64(memref<?xcomplex<f64>>) attributes {llvm.emit_c_interface}
func.func private @printMemrefShapeF64(memref<*xf64>) attributes {llvm.emit_c_interface}
func.func private @printMemrefShapeC32(memref<*xcomplex<f32>>) attributes {llvm.emit_c_interface}
func.func private @printMemrefShapeC64(memref<*xcomplex<f64>>) attributes {llvm.emit_c_interface}
func.func private @printMemrefVector4x4xf32(memref<?x?xvector<4x4xf32>>) attributes {llvm.emit_c_interface}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index

  // f64
  %d = memref.alloc() : memref<2x3xf64>
  %d0 = arith.constant 0.1 : f64
  %d1 = arith.constant -1.0e100 : f64
  %d2 = arith.constant 0x7FF0000000000000 : f64
  %d3 = arith.constant 0xFFF8000000000000 : f64
  %d4 = arith.constant 2.2250738585072014e-308 : f64
  %d5 = arith.constant 123456.5 : f64
  memref.store %d0, %d[%c0, %c0] : memref<2x3xf64>
  memref.store %d1, %d[%c0, %c1] : memref<2x3xf64>
  memref.store %d2, %d[%c0, %c2] : memref<2x3xf64>
  memref.store %d3, %d[%c1, %c0] : memref<2x3xf64>
  memref.store %d4, %d[%c1, %c1] : memref<2x3xf64>
  memref.store %d5, %d[%c1, %c2] : memref<2x3xf64>
  %ud = memref.cast %d : memref<2x3xf64> to memref<*xf64>
  call @printMemrefF64(%ud) : (memref<*xf64>) -> ()
  call @printMemrefShapeF64(%ud) : (memref<*xf64>) -> ()
  %drow = memref.subview %d[1, 0] [1, 3] [1, 1] : memref<2x3xf64> to memref<3xf64, strided<[1], offset: 3>>
  %dd = memref.alloc() : memref<3xf64>
  memref.copy %drow, %dd : memref<3xf64, strided<[1], offset: 3>> to memref<3xf64>
  %ddd = memref.cast %dd : memref<3xf64> to memref<?xf64>
  call @printMemref1dF64(%ddd) : (memref<?xf64>) -> ()

  // f16 and bf16
  %h = memref.alloc() : memref<4xf16>
  %h0 = arith.constant 0.1 : f16
  %h1 = arith.constant -65504.0 : f16
  %h2 = arith.constant 0x7C00 : f16
  %h3 = arith.constant 0x0001 : f16
  memref.store %h0, %h[%c0] : memref<4xf16>
  memref.store %h1, %h[%c1] : memref<4xf16>
  memref.store %h2, %h[%c2] : memref<4xf16>
  memref.store %h3, %h[%c3] : memref<4xf16>
  %uh = memref.cast %h : memref<4xf16> to memref<*xf16>
  call @printMemrefF16(%uh) : (memref<*xf16>) -> ()
  %g = memref.alloc() : memref<4xbf16>
  %g0 = arith.constant 0.1 : bf16
  %g1 = arith.constant -3.0e38 : bf16
  %g2 = arith.constant 0xFFC0 : bf16
  %g3 = arith.constant 1.0 : bf16
  memref.store %g0, %g[%c0] : memref<4xbf16>
  memref.store %g1, %g[%c1] : memref<4xbf16>
  memref.store %g2, %g[%c2] : memref<4xbf16>
  memref.store %g3, %g[%c3] : memref<4xbf16>
  %ug = memref.cast %g : memref<4xbf16> to memref<*xbf16>
  call @printMemrefBF16(%ug) : (memref<*xbf16>) -> ()

  // complex
  %z = memref.alloc() : memref<3xcomplex<f32>>
  %re0 = arith.constant 1.5 : f32
  %im0 = arith.constant -2.0 : f32
  %re1 = arith.constant 0x7FC00000 : f32
  %im1 = arith.constant 1.0e-10 : f32
  %z0 = complex.create %re0, %im0 : complex<f32>
  %z1 = complex.create %re1, %im1 : complex<f32>
  %z2 = complex.create %im0, %re0 : complex<f32>
  memref.store %z0, %z[%c0] : memref<3xcomplex<f32>>
  memref.store %z1, %z[%c1] : memref<3xcomplex<f32>>
  memref.store %z2, %z[%c2] : memref<3xcomplex<f32>>
  %uz = memref.cast %z : memref<3xcomplex<f32>> to memref<*xcomplex<f32>>
  call @printMemrefC32(%uz) : (memref<*xcomplex<f32>>) -> ()
  %dz = memref.cast %z : memref<3xcomplex<f32>> to memref<?xcomplex<f32>>
  call @printMemref1dC32(%dz) : (memref<?xcomplex<f32>>) -> ()
  call @printMemrefShapeC32(%uz) : (memref<*xcomplex<f32>>) -> ()
  %w = memref.alloc() : memref<2x2xcomplex<f64>>
  %w0 = complex.create %d0, %d1 : complex<f64>
  %w1 = complex.create %d5, %d4 : complex<f64>
  memref.store %w0, %w[%c0, %c0] : memref<2x2xcomplex<f64>>
  memref.store %w1, %w[%c0, %c1] : memref<2x2xcomplex<f64>>
  memref.store %w1, %w[%c1, %c0] : memref<2x2xcomplex<f64>>
  memref.store %w0, %w[%c1, %c1] : memref<2x2xcomplex<f64>>
  %uw = memref.cast %w : memref<2x2xcomplex<f64>> to memref<*xcomplex<f64>>
  call @printMemrefC64(%uw) : (memref<*xcomplex<f64>>) -> ()
  call @printMemrefShapeC64(%uw) : (memref<*xcomplex<f64>>) -> ()
  %wcol = memref.subview %w[0, 1] [2, 1] [1, 1] : memref<2x2xcomplex<f64>> to memref<2xcomplex<f64>, strided<[2], offset: 1>>
  %wc = memref.alloc() : memref<2xcomplex<f64>>
  memref.copy %wcol, %wc : memref<2xcomplex<f64>, strided<[2], offset: 1>> to memref<2xcomplex<f64>>
  %dwc = memref.cast %wc : memref<2xcomplex<f64>> to memref<?xcomplex<f64>>
  call @printMemref1dC64(%dwc) : (memref<?xcomplex<f64>>) -> ()

  // vector<4x4xf32> elements
  %v = memref.alloc() : memref<1x2xvector<4x4xf32>>
  %va = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0], [13.0, 14.0, 15.0, 16.5]]> : vector<4x4xf32>
  %vb = arith.constant dense<-0.5> : vector<4x4xf32>
  memref.store %va, %v[%c0, %c0] : memref<1x2xvector<4x4xf32>>
  memref.store %vb, %v[%c0, %c1] : memref<1x2xvector<4x4xf32>>
  %dv = memref.cast %v : memref<1x2xvector<4x4xf32>> to memref<?x?xvector<4x4xf32>>
  call @printMemrefVector4x4xf32(%dv) : (memref<?x?xvector<4x4xf32>>) -> ()

  memref.dealloc %d : memref<2x3xf64>
  memref.dealloc %dd : memref<3xf64>
  memref.dealloc %h : memref<4xf16>
  memref.dealloc %g : memref<4xbf16>
  memref.dealloc %z : memref<3xcomplex<f32>>
  memref.dealloc %w : memref<2x2xcomplex<f64>>
  memref.dealloc %wc : memref<2xcomplex<f64>>
  memref.dealloc %v : memref<1x2xvector<4x4xf32>>
  return
}

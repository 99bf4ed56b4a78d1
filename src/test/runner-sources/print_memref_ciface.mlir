// The _mlir_ciface_ form of the unranked printers whose plain form the other files use: F32, F64, I32, I64, Ind,
// C32, C64.
func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI64(memref<*xi64>) attributes {llvm.emit_c_interface}
func.func private @printMemrefInd(memref<*xindex>) attributes {llvm.emit_c_interface}
func.func private @printMemrefF64(memref<*xf64>) attributes {llvm.emit_c_interface}
func.func private @printMemrefC32(memref<*xcomplex<f32>>) attributes {llvm.emit_c_interface}
func.func private @printMemrefC64(memref<*xcomplex<f64>>) attributes {llvm.emit_c_interface}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = memref.alloc() : memref<2x3xf32>
  %a = arith.constant 1.5 : f32
  %b = arith.constant -0.125 : f32
  memref.store %a, %f[%c0, %c0] : memref<2x3xf32>
  memref.store %b, %f[%c0, %c1] : memref<2x3xf32>
  memref.store %a, %f[%c0, %c1] : memref<2x3xf32>
  memref.store %b, %f[%c1, %c0] : memref<2x3xf32>
  %c2 = arith.constant 2 : index
  memref.store %a, %f[%c0, %c2] : memref<2x3xf32>
  memref.store %b, %f[%c1, %c1] : memref<2x3xf32>
  memref.store %b, %f[%c1, %c2] : memref<2x3xf32>
  %uf = memref.cast %f : memref<2x3xf32> to memref<*xf32>
  call @printMemrefF32(%uf) : (memref<*xf32>) -> ()
  %i = memref.alloc() : memref<2xi32>
  %i0 = arith.constant -5 : i32
  memref.store %i0, %i[%c0] : memref<2xi32>
  memref.store %i0, %i[%c1] : memref<2xi32>
  %ui = memref.cast %i : memref<2xi32> to memref<*xi32>
  call @printMemrefI32(%ui) : (memref<*xi32>) -> ()
  %l = memref.alloc() : memref<i64>
  %l0 = arith.constant 77 : i64
  memref.store %l0, %l[] : memref<i64>
  %ul = memref.cast %l : memref<i64> to memref<*xi64>
  call @printMemrefI64(%ul) : (memref<*xi64>) -> ()
  %x = memref.alloc() : memref<1xindex>
  %x0 = arith.constant -2 : index
  memref.store %x0, %x[%c0] : memref<1xindex>
  %ux = memref.cast %x : memref<1xindex> to memref<*xindex>
  call @printMemrefInd(%ux) : (memref<*xindex>) -> ()
  %d = memref.alloc() : memref<2xf64>
  %d0 = arith.constant 2.0e-300 : f64
  %d1 = arith.constant -0.0 : f64
  memref.store %d0, %d[%c0] : memref<2xf64>
  memref.store %d1, %d[%c1] : memref<2xf64>
  %ud = memref.cast %d : memref<2xf64> to memref<*xf64>
  call @printMemrefF64(%ud) : (memref<*xf64>) -> ()
  %z = memref.alloc() : memref<complex<f32>>
  %z0 = complex.create %a, %b : complex<f32>
  memref.store %z0, %z[] : memref<complex<f32>>
  %uz = memref.cast %z : memref<complex<f32>> to memref<*xcomplex<f32>>
  call @printMemrefC32(%uz) : (memref<*xcomplex<f32>>) -> ()
  %w = memref.alloc() : memref<1x2xcomplex<f64>>
  %w0 = complex.create %d0, %d1 : complex<f64>
  %w1 = complex.create %d1, %d0 : complex<f64>
  memref.store %w0, %w[%c0, %c0] : memref<1x2xcomplex<f64>>
  memref.store %w1, %w[%c0, %c1] : memref<1x2xcomplex<f64>>
  %uw = memref.cast %w : memref<1x2xcomplex<f64>> to memref<*xcomplex<f64>>
  call @printMemrefC64(%uw) : (memref<*xcomplex<f64>>) -> ()
  memref.dealloc %d : memref<2xf64>
  memref.dealloc %z : memref<complex<f32>>
  memref.dealloc %w : memref<1x2xcomplex<f64>>
  memref.dealloc %f : memref<2x3xf32>
  memref.dealloc %i : memref<2xi32>
  memref.dealloc %l : memref<i64>
  memref.dealloc %x : memref<1xindex>
  return
}

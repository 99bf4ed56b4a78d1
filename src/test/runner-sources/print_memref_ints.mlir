// printMemref for the integer element types: I8 (printed as raw bytes, as C++ prints int8_t), I16, I32, I64
// and Ind (uint64_t), in the plain, _mlir_ciface_ unranked, ranked 1-D and shape forms MLIR 19 exports;
// extreme values, a rank-0 and a 2-D strided view.
func.func private @printMemrefI8(memref<*xi8>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI16(memref<*xi16>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefI64(memref<*xi64>)
func.func private @printMemrefInd(memref<*xindex>)
func.func private @printMemref1dI8(memref<?xi8>) attributes {llvm.emit_c_interface}
func.func private @printMemref1dI32(memref<?xi32>) attributes {llvm.emit_c_interface}
func.func private @printMemref1dI64(memref<?xi64>) attributes {llvm.emit_c_interface}
func.func private @printMemref1dInd(memref<?xindex>) attributes {llvm.emit_c_interface}
func.func private @printMemrefShapeI8(memref<*xi8>) attributes {llvm.emit_c_interface}
func.func private @printMemrefShapeI32(memref<*xi32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefShapeI64(memref<*xi64>) attributes {llvm.emit_c_interface}
func.func private @printMemrefShapeInd(memref<*xindex>) attributes {llvm.emit_c_interface}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index

  // i8: letters, a newline, bytes above 0x7f
  %b = memref.alloc() : memref<6xi8>
  %b0 = arith.constant 77 : i8
  %b1 = arith.constant 76 : i8
  %b2 = arith.constant 10 : i8
  %b3 = arith.constant -56 : i8
  %b4 = arith.constant -1 : i8
  %b5 = arith.constant 48 : i8
  memref.store %b0, %b[%c0] : memref<6xi8>
  memref.store %b1, %b[%c1] : memref<6xi8>
  memref.store %b2, %b[%c2] : memref<6xi8>
  memref.store %b3, %b[%c3] : memref<6xi8>
  memref.store %b4, %b[%c4] : memref<6xi8>
  memref.store %b5, %b[%c5] : memref<6xi8>
  %ub = memref.cast %b : memref<6xi8> to memref<*xi8>
  call @printMemrefI8(%ub) : (memref<*xi8>) -> ()
  %db = memref.cast %b : memref<6xi8> to memref<?xi8>
  call @printMemref1dI8(%db) : (memref<?xi8>) -> ()
  call @printMemrefShapeI8(%ub) : (memref<*xi8>) -> ()

  // i16
  %h = memref.alloc() : memref<2x2xi16>
  %h0 = arith.constant -32768 : i16
  %h1 = arith.constant 32767 : i16
  %h2 = arith.constant 0 : i16
  %h3 = arith.constant -7 : i16
  memref.store %h0, %h[%c0, %c0] : memref<2x2xi16>
  memref.store %h1, %h[%c0, %c1] : memref<2x2xi16>
  memref.store %h2, %h[%c1, %c0] : memref<2x2xi16>
  memref.store %h3, %h[%c1, %c1] : memref<2x2xi16>
  %uh = memref.cast %h : memref<2x2xi16> to memref<*xi16>
  call @printMemrefI16(%uh) : (memref<*xi16>) -> ()

  // i32, also viewed 2-D with a stride
  %w = memref.alloc() : memref<6xi32>
  %w0 = arith.constant -2147483648 : i32
  %w1 = arith.constant 2147483647 : i32
  %w2 = arith.constant 0 : i32
  %w3 = arith.constant -1 : i32
  %w4 = arith.constant 123456 : i32
  %w5 = arith.constant 42 : i32
  memref.store %w0, %w[%c0] : memref<6xi32>
  memref.store %w1, %w[%c1] : memref<6xi32>
  memref.store %w2, %w[%c2] : memref<6xi32>
  memref.store %w3, %w[%c3] : memref<6xi32>
  memref.store %w4, %w[%c4] : memref<6xi32>
  memref.store %w5, %w[%c5] : memref<6xi32>
  %uw = memref.cast %w : memref<6xi32> to memref<*xi32>
  call @printMemrefI32(%uw) : (memref<*xi32>) -> ()
  %dw = memref.cast %w : memref<6xi32> to memref<?xi32>
  call @printMemref1dI32(%dw) : (memref<?xi32>) -> ()
  %w2d = memref.expand_shape %w [[0, 1]] output_shape [3, 2] : memref<6xi32> into memref<3x2xi32>
  %wcol = memref.subview %w2d[0, 1] [3, 1] [1, 1] : memref<3x2xi32> to memref<3x1xi32, strided<[2, 1], offset: 1>>
  %uwcol = memref.cast %wcol : memref<3x1xi32, strided<[2, 1], offset: 1>> to memref<*xi32>
  call @printMemrefI32(%uwcol) : (memref<*xi32>) -> ()
  call @printMemrefShapeI32(%uwcol) : (memref<*xi32>) -> ()

  // i64
  %l = memref.alloc() : memref<4xi64>
  %l0 = arith.constant -9223372036854775808 : i64
  %l1 = arith.constant 9223372036854775807 : i64
  %l2 = arith.constant 1 : i64
  %l3 = arith.constant -1000000000000 : i64
  memref.store %l0, %l[%c0] : memref<4xi64>
  memref.store %l1, %l[%c1] : memref<4xi64>
  memref.store %l2, %l[%c2] : memref<4xi64>
  memref.store %l3, %l[%c3] : memref<4xi64>
  %ul = memref.cast %l : memref<4xi64> to memref<*xi64>
  call @printMemrefI64(%ul) : (memref<*xi64>) -> ()
  %dl = memref.cast %l : memref<4xi64> to memref<?xi64>
  call @printMemref1dI64(%dl) : (memref<?xi64>) -> ()
  call @printMemrefShapeI64(%ul) : (memref<*xi64>) -> ()
  %l0d = memref.alloc() : memref<i64>
  memref.store %l3, %l0d[] : memref<i64>
  %ul0d = memref.cast %l0d : memref<i64> to memref<*xi64>
  call @printMemrefI64(%ul0d) : (memref<*xi64>) -> ()

  // index, printed unsigned
  %x = memref.alloc() : memref<3xindex>
  %x0 = arith.constant -1 : index
  %x1 = arith.constant 0 : index
  %x2 = arith.constant 9223372036854775807 : index
  memref.store %x0, %x[%c0] : memref<3xindex>
  memref.store %x1, %x[%c1] : memref<3xindex>
  memref.store %x2, %x[%c2] : memref<3xindex>
  %ux = memref.cast %x : memref<3xindex> to memref<*xindex>
  call @printMemrefInd(%ux) : (memref<*xindex>) -> ()
  %dx = memref.cast %x : memref<3xindex> to memref<?xindex>
  call @printMemref1dInd(%dx) : (memref<?xindex>) -> ()
  call @printMemrefShapeInd(%ux) : (memref<*xindex>) -> ()

  memref.dealloc %b : memref<6xi8>
  memref.dealloc %h : memref<2x2xi16>
  memref.dealloc %w : memref<6xi32>
  memref.dealloc %l : memref<4xi64>
  memref.dealloc %l0d : memref<i64>
  memref.dealloc %x : memref<3xindex>
  return
}

// mlirj-only: MLIR 19 leaves these functions unconverted without an error.
// RUN: mlirj opt %s --split-input-file --verify-diagnostics --convert-func-to-llvm=use-bare-ptr-memref-call-conv

// What the bare-pointer convention cannot pass. MLIR 19 leaves such a function unconverted without a word (and
// lowers a call to it into an invalid llvm.call); mlirj refuses it at the operation, so scripts/golden-mlir19.sh
// does not apply to this file.

// expected-error@+2 {{failed to legalize operation 'func.func'}}
// expected-note@+1 {{cannot pass memref<?xf32> as a bare pointer: the bare-pointer calling convention needs a ranked memref of static shape with static strides and offset}}
func.func private @dynamic_shape(memref<?xf32>)

// -----

// expected-error@+2 {{failed to legalize operation 'func.func'}}
// expected-note@+1 {{cannot pass memref<4xf32, strided<[?]>> as a bare pointer}}
func.func private @dynamic_stride(memref<4xf32, strided<[?]>>)

// -----

// expected-error@+2 {{failed to legalize operation 'func.func'}}
// expected-note@+1 {{cannot pass memref<*xf32> as a bare pointer: unranked memrefs are not supported by the bare-pointer calling convention}}
func.func @unranked(%m: memref<*xf32>) {
  return
}

// -----

// expected-error@+2 {{failed to legalize operation 'func.func'}}
// expected-note@+1 {{cannot pass memref<?xf32> as a bare pointer}}
func.func private @dynamic_result(memref<4xf32>) -> memref<?xf32>

// -----

// A call passing a dynamically shaped memref: the callee's declaration is refused (MLIR 19 lowers the call into an
// llvm.call of a function it left unconverted, "'llvm.call' op 'ext' does not reference a valid LLVM function").
// expected-error@+2 {{failed to legalize operation 'func.func'}}
// expected-note@+1 {{cannot pass memref<?xf32> as a bare pointer}}
func.func private @ext(memref<?xf32>)
func.func @caller(%m: memref<4xf32>) {
  %d = memref.cast %m : memref<4xf32> to memref<?xf32>
  call @ext(%d) : (memref<?xf32>) -> ()
  return
}

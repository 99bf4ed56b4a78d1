// Regions: nested modules, generic-form ops with regions, empty regions,
// multi-block regions with entry-block arguments written in generic form.
"builtin.module"() <{sym_name = "outer"}> ({
  // A func.func in fully generic form: properties, region with an explicit entry block.
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "generic_add"}> ({
  ^bb0(%a: i32, %b: i32):
    %0 = "arith.addi"(%a, %b) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()

  // A declaration has an empty region.
  "func.func"() <{function_type = (f32) -> f32, sym_name = "generic_decl", sym_visibility = "private"}> ({
  }) : () -> ()

  // Multi-block region in generic form, with successors.
  "func.func"() <{function_type = (i1, i64) -> i64, sym_name = "generic_branches"}> ({
  ^entry(%c: i1, %v: i64):
    "cf.cond_br"(%c, %v, %v) [^left, ^right] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i64, i64) -> ()
  ^left(%l: i64):
    "cf.br"(%l) [^exit] : (i64) -> ()
  ^right(%r: i64):
    %n = "arith.muli"(%r, %r) <{overflowFlags = #arith.overflow<nsw>}> : (i64, i64) -> i64
    "cf.br"(%n) [^exit] : (i64) -> ()
  ^exit(%x: i64):
    "func.return"(%x) : (i64) -> ()
  }) : () -> ()

  // Modules nest to any depth; each is its own symbol table.
  module @level1 {
    module @level2 {
      module @level3 {
        func.func @deep(%x: index) -> index {
          return %x : index
        }
      }
    }
  }

  // Custom and generic forms mixed within one region.
  func.func @mixed(%x: f32) -> f32 {
    %0 = "arith.mulf"(%x, %x) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
    %1 = arith.addf %0, %x : f32
    %2 = "arith.constant"() <{value = 2.0 : f32}> : () -> f32
    %3 = "arith.divf"(%1, %2) <{fastmath = #arith.fastmath<none>}> {test.tag} : (f32, f32) -> f32
    "func.return"(%3) : (f32) -> ()
  }

  // An llvm.func with an initializer-style region on a global plus a multi-block body.
  llvm.mlir.global internal @g() : i32 {
    %0 = llvm.mlir.constant(3 : i32) : i32
    %1 = llvm.mlir.constant(4 : i32) : i32
    %2 = llvm.mul %0, %1 : i32
    llvm.return %2 : i32
  }
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i1)>, linkage = #llvm.linkage<internal>, sym_name = "generic_llvm", visibility_ = 0 : i64}> ({
  ^bb0(%c: i1):
    %p = "llvm.mlir.addressof"() <{global_name = @g}> : () -> !llvm.ptr
    %v = "llvm.load"(%p) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
    "llvm.cond_br"(%c, %v) [^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
  ^bb1(%w: i32):
    "llvm.return"(%w) : (i32) -> ()
  ^bb2:
    "llvm.unreachable"() : () -> ()
  }) : () -> ()
}) : () -> ()

// cf dialect: branches with block arguments, switch, assert.
func.func @branches(%cond: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %cond, ^then(%a : i32), ^else(%b, %a : i32, i32)
^then(%x: i32):
  cf.br ^join(%x : i32)
^else(%y: i32, %z: i32):
  %0 = arith.addi %y, %z : i32
  cf.br ^join(%0 : i32)
^join(%r: i32):
  return %r : i32
}

func.func @cond_br_no_args(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb2
^bb2:
  return
}

func.func @cond_br_one_side(%c: i1, %v: f32) -> f32 {
  cf.cond_br %c, ^bb1(%v : f32), ^bb2
^bb1(%x: f32):
  %0 = arith.negf %x : f32
  return %0 : f32
^bb2:
  return %v : f32
}

func.func @switch(%flag: i32, %a: i32, %b: f32) -> i32 {
  cf.switch %flag : i32, [
    default: ^default(%a : i32),
    42: ^case42(%a, %b : i32, f32),
    -7: ^case_neg,
    0: ^default(%flag : i32)
  ]
^default(%d: i32):
  return %d : i32
^case42(%p: i32, %q: f32):
  %0 = arith.fptosi %q : f32 to i32
  %1 = arith.addi %p, %0 : i32
  return %1 : i32
^case_neg:
  %c7 = arith.constant 7 : i32
  return %c7 : i32
}

func.func @switch_default_only(%flag: i64) {
  cf.switch %flag : i64, [
    default: ^bb1
  ]
^bb1:
  return
}

func.func @switch_i8(%flag: i8, %v: index) -> index {
  cf.switch %flag : i8, [
    default: ^bb1(%v : index),
    1: ^bb2,
    2: ^bb2,
    -128: ^bb1(%v : index)
  ]
^bb1(%x: index):
  return %x : index
^bb2:
  %c0 = arith.constant 0 : index
  return %c0 : index
}

func.func @asserts(%a: i32, %b: i32) {
  %0 = arith.cmpi slt, %a, %b : i32
  cf.assert %0, "a must be less than b"
  %1 = arith.cmpi ne, %b, %a : i32
  cf.assert %1, "escaped \"message\"\n"
  return
}

// Loops built from cf branches: counted loop, nested loops, forward references.
func.func @sum_to(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^header(%c0, %c0 : index, index)
^header(%i: index, %acc: index):
  %done = arith.cmpi sge, %i, %n : index
  cf.cond_br %done, ^exit(%acc : index), ^body
^body:
  %next_acc = arith.addi %acc, %i : index
  %next_i = arith.addi %i, %c1 : index
  cf.br ^header(%next_i, %next_acc : index, index)
^exit(%result: index):
  return %result : index
}

func.func @nested(%n: i32, %m: i32) -> i32 {
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  cf.br ^outer(%zero, %zero : i32, i32)
^outer(%i: i32, %total: i32):
  %oc = arith.cmpi slt, %i, %n : i32
  cf.cond_br %oc, ^inner(%zero, %total : i32, i32), ^done
^inner(%j: i32, %t: i32):
  %ic = arith.cmpi slt, %j, %m : i32
  cf.cond_br %ic, ^inner_body, ^outer_latch(%t : i32)
^inner_body:
  %prod = arith.muli %i, %j : i32
  %t2 = arith.addi %t, %prod : i32
  %j2 = arith.addi %j, %one : i32
  cf.br ^inner(%j2, %t2 : i32, i32)
^outer_latch(%t3: i32):
  %i2 = arith.addi %i, %one : i32
  cf.br ^outer(%i2, %t3 : i32, i32)
^done:
  return %total : i32
}

// Blocks listed out of order; uses refer to values defined in dominating blocks.
func.func @out_of_order(%x: f32) -> f32 {
  cf.br ^b3
^b1(%v: f32):
  %0 = arith.mulf %v, %x : f32
  cf.br ^b2(%0 : f32)
^b2(%w: f32):
  return %w : f32
^b3:
  cf.br ^b1(%x : f32)
}

// A loop whose exit test is in the latch (do-while).
func.func @do_while(%start: i64, %limit: i64) -> i64 {
  %c2 = arith.constant 2 : i64
  cf.br ^loop(%start : i64)
^loop(%v: i64):
  %d = arith.muli %v, %c2 overflow<nsw> : i64
  %c = arith.cmpi ult, %d, %limit : i64
  cf.cond_br %c, ^loop(%d : i64), ^exit(%d : i64)
^exit(%r: i64):
  return %r : i64
}

// Unreachable blocks are kept and printed.
func.func @unreachable_block(%x: i32) -> i32 {
  return %x : i32
^dead(%y: i32):
  cf.br ^dead(%y : i32)
}

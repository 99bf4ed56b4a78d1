// SSA value names, result groups, block labels; mlir-opt renumbers them all.
func.func @names(%arg0: i32, %foo: i32, %bar_baz: i32, %x.y: i32, %$weird: i32, %-dash: i32) -> i32 {
  %0 = arith.addi %arg0, %foo : i32
  %sum = arith.addi %0, %bar_baz : i32
  %with.dot = arith.addi %sum, %x.y : i32
  %1 = arith.addi %with.dot, %$weird : i32
  %2 = arith.addi %1, %-dash : i32
  %42 = arith.muli %2, %2 : i32
  %_underscore = arith.subi %42, %0 : i32
  return %_underscore : i32
}

func.func private @pair() -> (i32, i32)
func.func private @triple() -> (i32, f32, i64)

func.func @result_groups() -> (i32, f32) {
  %p:2 = func.call @pair() : () -> (i32, i32)
  %0 = arith.addi %p#0, %p#1 : i32
  %t:3 = func.call @triple() : () -> (i32, f32, i64)
  %1 = arith.trunci %t#2 : i64 to i32
  %2 = arith.addi %0, %1 : i32
  %3 = arith.addi %2, %t#0 : i32
  return %3, %t#1 : i32, f32
}

func.func @group_names(%a: i32, %b: i32) -> (i32, i32) {
  %s:2 = arith.addui_extended %a, %b : i32, i1
  %m:2 = arith.mulsi_extended %s#0, %b : i32
  return %m#0, %m#1 : i32, i32
}

func.func @block_names(%c: i1, %v: i32) -> i32 {
  cf.cond_br %c, ^then_block(%v : i32), ^else.block
^then_block(%t: i32):
  cf.br ^exit_42(%t : i32)
^else.block:
  %c0 = arith.constant 0 : i32
  cf.br ^exit_42(%c0 : i32)
^exit_42(%r: i32):
  return %r : i32
}

// Name reuse across functions: each function body is its own scope.
func.func @scope_a(%x: i32) -> i32 {
  %v = arith.addi %x, %x : i32
  return %v : i32
}
func.func @scope_b(%x: i32) -> i32 {
  %v = arith.muli %x, %x : i32
  return %v : i32
}

// Symbol names needing quotes.
func.func private @"quoted name"(i32) -> i32
func.func private @"9starts_with_digit"()
func.func private @with.dots$and_dollar()
func.func @calls_quoted(%x: i32) -> i32 {
  %0 = call @"quoted name"(%x) : (i32) -> i32
  call @"9starts_with_digit"() : () -> ()
  call @with.dots$and_dollar() : () -> ()
  return %0 : i32
}

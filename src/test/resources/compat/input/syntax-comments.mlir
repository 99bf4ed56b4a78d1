// Comments and whitespace in unusual places; all of it disappears on printing.
// A comment on its own line. // Nested slashes are still part of the comment.

module // after the keyword
{ // after the brace
  // Before a function.
  func.func @commented( // inside the argument list
      %a: i32, // after an argument
      %b: i32  // before the closing paren
  ) -> i32 // before the body
  {
    // Before an op.
    %0 = arith.addi %a, // between operands
                    %b : i32 // after the type
    %1 = arith.muli %0,%0:i32
    %2    =    arith.subi    %1 ,   %a   :   i32
	%3 = arith.xori %2, %b : i32	// tabs around
    cf.br ^next(%3 : i32)
  // Comment before a block label.
  ^next(%x: i32): // after a block label
    return %x : i32 // last op
    // After the terminator.
  } // after the function

  func.func private @decl(i32) -> i32 // trailing comment on a declaration
  func.func @compact(%x:i32)->i32{%0=arith.addi %x,%x:i32 return %0:i32}
} // end of module
// Final comment without a trailing newline
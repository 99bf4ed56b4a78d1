// RUN: mlirj opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// Broken scf operations: each chunk gets the located errors mlir-opt 19 gives, in custom and generic form: operand
// and region constraints, implicit terminators, loop-carried values, values along region control flow edges
// (MLIR's messages, their double spaces and missing ones included), case values (with mlir-opt 19's DenseSet
// quirk for the largest int64), parallel loops and their reductions, forall loops, malformed custom forms.
// scripts/golden-mlir19.sh runs these RUN lines with mlir-opt 19.

func.func @for_lb_float(%f: f32, %i: index) {
  // expected-error@+1 {{'scf.for' op operand #0 must be signless integer or index, but got 'f32'}}
  "scf.for"(%f, %i, %i) ({}) : (f32, index, index) -> ()
  return
}
// -----
func.func @for_ub_float(%f: f32, %i: index) {
  // expected-error@+1 {{'scf.for' op operand #1 must be signless integer or index, but got 'f32'}}
  "scf.for"(%i, %f, %i) ({}) : (index, f32, index) -> ()
  return
}
// -----
func.func @for_mixed(%a: i32, %i: index) {
  // expected-error@+1 {{'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
  "scf.for"(%i, %a, %i) ({}) : (index, i32, index) -> ()
  return
}
// -----
func.func @for_two_regions(%i: index) {
  // expected-error@+1 {{'scf.for' op requires one region}}
  "scf.for"(%i, %i, %i) ({scf.yield}, {scf.yield}) : (index, index, index) -> ()
  return
}
// -----
func.func @for_two_blocks(%i: index) {
  // expected-error@+1 {{'scf.for' op expects region #0 to have 0 or 1 blocks}}
  "scf.for"(%i, %i, %i) ({
  ^bb0(%x: index):
    scf.yield
  ^bb1:
    scf.yield
  }) : (index, index, index) -> ()
  return
}
// -----
func.func @for_iv_type(%i: index) {
  // expected-error@+1 {{'scf.for' op expected induction variable to be same type as bounds and step}}
  "scf.for"(%i, %i, %i) ({
  ^bb0(%x: f32):
    scf.yield
  }) : (index, index, index) -> ()
  return
}
// -----
func.func @for_no_results(%i: index, %f: f32) {
  // expected-error@+1 {{'scf.for' op mismatch in number of loop-carried values and defined values}}
  "scf.for"(%i, %i, %i, %f) ({
  ^bb0(%x: index, %a: f32):
    scf.yield %a : f32
  }) : (index, index, index, f32) -> ()
  return
}
// -----
func.func @for_result_type(%i: index, %f: f32) {
  // expected-error@+1 {{'scf.for' op 0-th region iter_arg and 0-th loop result have different type: 'f32' != 'f64'}}
  %r = "scf.for"(%i, %i, %i, %f) ({
  ^bb0(%x: index, %a: f32):
    scf.yield %a : f32
  }) : (index, index, index, f32) -> f64
  return
}
// -----
func.func @for_extra_iter_arg(%i: index, %f: f32) {
  // expected-error@+1 {{'scf.for' op different number of inits and region iter_args: 1 != 2}}
  %r = "scf.for"(%i, %i, %i, %f) ({
  ^bb0(%x: index, %a: f32, %b: f32):
    scf.yield %a, %b : f32, f32
  }) : (index, index, index, f32) -> f32
  return
}
// -----
func.func @for_yield_count(%i: index, %f: f32) {
  // expected-error@+1 {{'scf.for' op different number of region iter_args and yielded values: 2 != 1}}
  %r:2 = "scf.for"(%i, %i, %i, %f, %f) ({
  ^bb0(%x: index, %a: f32, %b: f32):
    scf.yield %a : f32
  }) : (index, index, index, f32, f32) -> (f32, f32)
  return
}
// -----
func.func @for_yield_type(%i: index, %f: f32) {
  // expected-error@+1 {{'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'f32' != 'i32'}}
  %r = scf.for %x = %i to %i step %i iter_args(%a = %f) -> (f32) {
    %c = arith.constant 1 : i32
    scf.yield %c : i32
  }
  return
}
// -----
func.func @for_iter_arg_type(%i: index, %f: f32) {
  // expected-error@+1 {{'scf.for' op 0-th init and 0-th region iter_arg have different type: 'f32' != 'i32'}}
  %r = "scf.for"(%i, %i, %i, %f) ({
  ^bb0(%x: index, %a: i32):
    scf.yield %a : i32
  }) : (index, index, index, f32) -> f32
  return
}
// -----
func.func @for_count_syntax(%i: index, %f: f32) {
  // expected-error@+1 {{custom op 'scf.for' mismatch in number of loop-carried values and defined values}}
  %r:2 = scf.for %x = %i to %i step %i iter_args(%a = %f) -> (f32, f32) {
    scf.yield %a, %a : f32, f32
  }
  return
}
// -----
func.func @for_no_yield_with_results(%i: index, %f: f32) {
  // expected-error@+1 {{'scf.for' op  region control flow edge from Region #0 to Region #0: source has 0 operands, but target successor needs 1}}
  %r = scf.for %x = %i to %i step %i iter_args(%a = %f) -> (f32) {
  }
  return
}
// -----
func.func @if_index(%i: index) {
  // expected-error@+1 {{'scf.if' op operand #0 must be 1-bit signless integer, but got 'index'}}
  "scf.if"(%i) ({}, {}) : (index) -> ()
  return
}
// -----
func.func @if_three(%c: i1) {
  // expected-error@+1 {{'scf.if' op expected 2 regions}}
  "scf.if"(%c) ({}, {}, {}) : (i1) -> ()
  return
}
// -----
func.func @if_two_blocks(%c: i1) {
  // expected-error@+1 {{'scf.if' op expects region #0 to have 0 or 1 blocks}}
  "scf.if"(%c) ({
  ^bb0:
    scf.yield
  ^bb1:
    scf.yield
  }, {}) : (i1) -> ()
  return
}
// -----
func.func @if_arg(%c: i1) {
  // expected-error@+1 {{'scf.if' op region #0 should have no arguments}}
  "scf.if"(%c) ({
  ^bb0(%x: index):
    scf.yield
  }, {}) : (i1) -> ()
  return
}
// -----
func.func @if_yield_count(%c: i1, %f: f32) {
  // expected-error@+1 {{'scf.if' op  region control flow edge from Region #0 to parent results: source has 1 operands, but target successor needs 2}}
  %x, %y = scf.if %c -> (f32, f32) {
    scf.yield %f : f32
  } else {
    scf.yield %f, %f : f32, f32
  }
  return
}
// -----
func.func @if_yield_type(%c: i1, %f: f32, %g: f64) {
  // expected-error@+1 {{'scf.if' op  along control flow edge from Region #1 to parent results: source type #0 'f64' should match input type #0 'f32'}}
  %x = scf.if %c -> (f32) {
    scf.yield %f : f32
  } else {
    scf.yield %g : f64
  }
  return
}
// -----
func.func @if_no_else(%c: i1, %f: f32) {
  // expected-error@+1 {{'scf.if' op must have an else block if defining values}}
  %x = scf.if %c -> (f32) {
    scf.yield %f : f32
  }
  return
}
// -----
func.func @if_no_yield_results(%c: i1, %f: f32) {
  // expected-error@+1 {{'scf.if' op  region control flow edge from Region #0 to parent results: source has 0 operands, but target successor needs 1}}
  %x = scf.if %c -> (f32) {
  } else {
    scf.yield %f : f32
  }
  return
}
// -----
func.func @yield_parent() {
  "test.op"() ({
    // expected-error@+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
    scf.yield
  }) : () -> ()
  return
}
// -----
func.func @condition_parent(%c: i1) {
  "test.op"() ({
    // expected-error@+1 {{'scf.condition' op expects parent op 'scf.while'}}
    scf.condition(%c)
  }) : () -> ()
  return
}
// -----
func.func @while_types() {
  %t = arith.constant true
  // expected-error@+1 {{custom op 'scf.while' expected as many input types as operands (expected 0 got 1)}}
  scf.while : (i32) -> () {
    scf.condition(%t)
  } do {
    scf.yield
  }
  return
}
// -----
func.func @while_before_terminator() {
  // expected-error@+1 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
  scf.while : () -> () {
    // expected-note@+1 {{terminator here}}
    "test.t"() : () -> ()
  } do {
    scf.yield
  }
  return
}
// -----
func.func @while_after_terminator() {
  %t = arith.constant true
  // expected-error@+1 {{'scf.while' op expects the 'after' region to terminate with 'scf.yield'}}
  scf.while : () -> () {
    scf.condition(%t)
  } do {
    // expected-note@+1 {{terminator here}}
    "test.t"() : () -> ()
  }
  return
}
// -----
func.func @while_empty() {
  // expected-error@+1 {{'scf.while' op region #0 ('before') failed to verify constraint: region with 1 blocks}}
  scf.while : () -> () {
  } do {
  }
  return
}
// -----
func.func @while_empty_block() {
  // expected-error@+1 {{'scf.while' op expects a non-empty block}}
  scf.while : () -> () {
  ^bb0:
  } do {
  ^bb0:
  }
  return
}
// -----
func.func @while_after_count() {
  %t = arith.constant true
  // expected-error@+1 {{'scf.while' op  region control flow edge from Region #0 to Region #1: source has 0 operands, but target successor needs 1}}
  scf.while : () -> () {
    scf.condition(%t)
  } do {
  ^bb0(%a: i32):
    scf.yield
  }
  return
}
// -----
func.func @while_after_type() {
  %t = arith.constant true
  // expected-error@+1 {{'scf.while' op  along control flow edge from Region #0 to Region #1: source type #0 'i1' should match input type #0 'i32'}}
  %0 = scf.while : () -> (i1) {
    scf.condition(%t) %t : i1
  } do {
  ^bb0(%a: i32):
    scf.yield
  }
  return
}
// -----
func.func @while_result_count() {
  %t = arith.constant true
  // expected-error@+1 {{'scf.while' op  region control flow edge from Region #0 to parent results: source has 1 operands, but target successor needs 0}}
  scf.while : () -> () {
    scf.condition(%t) %t : i1
  } do {
  ^bb0(%a: i1):
    scf.yield
  }
  return
}
// -----
func.func @while_yield_count(%f: f32) {
  %t = arith.constant true
  // expected-error@+1 {{'scf.while' op  region control flow edge from Region #1 to Region #0: source has 0 operands, but target successor needs 1}}
  %0 = scf.while (%a = %f) : (f32) -> f32 {
    scf.condition(%t) %a : f32
  } do {
  ^bb0(%b: f32):
    scf.yield
  }
  return
}
// -----
func.func @while_before_arg_type(%f: f32) {
  %t = arith.constant true
  // expected-error@+1 {{'scf.while' op  along control flow edge from parent operands to Region #0: source type #0 'f32' should match input type #0 'i32'}}
  %0 = "scf.while"(%f) ({
  ^bb0(%a: i32):
    scf.condition(%t) %a : i32
  }, {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }) : (f32) -> i32
  return
}
// -----
func.func @execute_region_arg() {
  // expected-error@+1 {{'scf.execute_region' op region cannot have any arguments}}
  "scf.execute_region"() ({
  ^bb0(%i: i32):
    scf.yield
  }) : () -> ()
  return
}
// -----
func.func @execute_region_empty() {
  // expected-error@+1 {{'scf.execute_region' op region needs to have at least one block}}
  "scf.execute_region"() ({
  }) : () -> ()
  return
}
// -----
func.func @execute_region_yield(%f: f32) {
  // expected-error@+1 {{'scf.execute_region' op  along control flow edge from Region #0 to parent results: source type #0 'f32' should match input type #0 'i32'}}
  %0 = scf.execute_region -> i32 {
    scf.yield %f : f32
  }
  return
}
// -----
func.func @switch_case_count(%i: index) {
  // expected-error@+1 {{'scf.index_switch' op has 0 case regions but 1 case values}}
  "scf.index_switch"(%i) ({
    scf.yield
  }) {cases = array<i64: 1>} : (index) -> ()
  return
}
// -----
func.func @switch_duplicate(%i: index) {
  // expected-error@+1 {{'scf.index_switch' op has duplicate case value: 3}}
  scf.index_switch %i
  case 3 {
    scf.yield
  }
  case 3 {
    scf.yield
  }
  default {
    scf.yield
  }
  return
}
// -----
func.func @switch_yield_count(%i: index) {
  // expected-error@+1 {{'scf.index_switch' op expected each region to return 0 values, but default region returns 1}}
  scf.index_switch %i
  default {
    // expected-note@+1 {{see yield operation here}}
    scf.yield %i : index
  }
  return
}
// -----
func.func @switch_yield_type(%i: index, %a: i32) {
  // expected-error@+1 {{'scf.index_switch' op expected result #0 of each region to be 'index'}}
  %0 = scf.index_switch %i -> index
  case 0 {
    // expected-note@+1 {{case region #0 returns 'i32' here}}
    scf.yield %a : i32
  }
  default {
    scf.yield %i : index
  }
  return
}
// -----
func.func @switch_terminator(%i: index) {
  // expected-error@+1 {{'scf.index_switch' op expected region to end with scf.yield, but got test.t}}
  "scf.index_switch"(%i) ({
    "scf.yield"() : () -> ()
  }, {
    "test.t"() : () -> ()
  }) {cases = array<i64: 1>} : (index) -> ()
  return
}
// -----
func.func @condition_not_i1(%i: index) {
  scf.while : () -> () {
    // expected-error@+1 {{'scf.condition' op operand #0 must be 1-bit signless integer, but got 'index'}}
    "scf.condition"(%i) : (index) -> ()
  } do {
    scf.yield
  }
  return
}
// -----
func.func @for_empty_region(%i: index) {
  // expected-error@+1 {{'scf.for' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
  "scf.for"(%i, %i, %i) ({}) : (index, index, index) -> ()
  return
}
// -----
func.func @for_no_args(%i: index) {
  // expected-error@+1 {{'scf.for' op different number of inits and region iter_args: 0 != 18446744073709551615}}
  "scf.for"(%i, %i, %i) ({
    scf.yield
  }) : (index, index, index) -> ()
  return
}
// -----
func.func @for_bad_terminator(%i: index) {
  // expected-error@+2 {{'scf.for' op expects regions to end with 'scf.yield', found 'test.t'}}
  // expected-note@+1 {{in custom textual format, the absence of terminator implies 'scf.yield'}}
  "scf.for"(%i, %i, %i) ({
  ^bb0(%x: index):
    "test.t"() : () -> ()
  }) : (index, index, index) -> ()
  return
}
// -----
func.func @for_empty_block(%i: index) {
  // expected-error@+1 {{'scf.for' op expects a non-empty block}}
  "scf.for"(%i, %i, %i) ({
  ^bb0(%x: index):
  }) : (index, index, index) -> ()
  return
}
// -----
func.func @if_bad_terminator(%c: i1) {
  // expected-error@+2 {{'scf.if' op expects regions to end with 'scf.yield', found 'test.t'}}
  // expected-note@+1 {{in custom textual format, the absence of terminator implies 'scf.yield'}}
  "scf.if"(%c) ({
    "test.t"() : () -> ()
  }, {}) : (i1) -> ()
  return
}
// -----
func.func @if_empty_then(%c: i1) {
  // expected-error@+1 {{'scf.if' op region #0 ('thenRegion') failed to verify constraint: region with 1 blocks}}
  "scf.if"(%c) ({}, {}) : (i1) -> ()
  return
}
// -----
func.func @if_results_empty_then(%c: i1, %f: f32) {
  // expected-error@+1 {{'scf.if' op region #0 ('thenRegion') failed to verify constraint: region with 1 blocks}}
  %0 = "scf.if"(%c) ({}, {
    scf.yield %f : f32
  }) : (i1) -> f32
  return
}
// -----
func.func @while_one_region() {
  // expected-error@+1 {{'scf.while' op expected 2 regions}}
  "scf.while"() ({
    %t = arith.constant true
    scf.condition(%t)
  }) : () -> ()
  return
}
// -----
func.func @execute_region_two_blocks(%c: i1) {
  %0 = scf.execute_region -> i32 {
    %a = arith.constant 1 : i32
    cf.cond_br %c, ^bb1(%a : i32), ^bb2
  ^bb1(%x: i32):
    scf.yield %x : i32
  ^bb2:
    %b = arith.constant 2 : i32
    scf.yield %b : i32
  }
  return
}
// -----
func.func @execute_region_bad_yield(%c: i1) {
  // expected-error@+1 {{'scf.execute_region' op  along control flow edgefrom Region #0 to parent results operands mismatch between return-like terminators}}
  %0 = scf.execute_region -> i32 {
    %a = arith.constant 1 : i32
    cf.cond_br %c, ^bb1(%a : i32), ^bb2
  ^bb1(%x: i32):
    scf.yield %x : i32
  ^bb2:
    %b = arith.constant 2 : i64
    scf.yield %b : i64
  }
  return
}
// -----
func.func @switch_operand(%i: i32) {
  // expected-error@+1 {{'scf.index_switch' op operand #0 must be index, but got 'i32'}}
  "scf.index_switch"(%i) ({
    scf.yield
  }) {cases = array<i64>} : (i32) -> ()
  return
}
// -----
func.func @switch_no_cases_attr(%i: index) {
  // expected-error@+1 {{'scf.index_switch' op requires attribute 'cases'}}
  "scf.index_switch"(%i) ({
    scf.yield
  }) : (index) -> ()
  return
}
// -----
func.func @switch_empty_default(%i: index) {
  // expected-error@+1 {{'scf.index_switch' op region #0 ('defaultRegion') failed to verify constraint: region with 1 blocks}}
  "scf.index_switch"(%i) ({
  }) {cases = array<i64>} : (index) -> ()
  return
}
// -----
func.func @while_result_type_mismatch(%f: f32) {
  %t = arith.constant true
  // expected-error@+1 {{'scf.while' op  along control flow edge from Region #0 to parent results: source type #0 'f32' should match input type #0 'i32'}}
  %0 = "scf.while"(%f) ({
  ^bb0(%a: f32):
    scf.condition(%t) %a : f32
  }, {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }) : (f32) -> i32
  return
}
// -----
func.func @while_yield_type(%f: f32) {
  %t = arith.constant true
  %c = arith.constant 1 : i32
  // expected-error@+1 {{'scf.while' op  along control flow edge from Region #1 to Region #0: source type #0 'i32' should match input type #0 'f32'}}
  %0 = scf.while (%a = %f) : (f32) -> f32 {
    scf.condition(%t) %a : f32
  } do {
  ^bb0(%b: f32):
    scf.yield %c : i32
  }
  return
}
// -----
func.func @for_result_count_generic(%i: index, %f: f32) {
  // expected-error@+1 {{'scf.for' op mismatch in number of loop-carried values and defined values}}
  %r:2 = "scf.for"(%i, %i, %i, %f) ({
  ^bb0(%x: index, %a: f32):
    scf.yield %a : f32
  }) : (index, index, index, f32) -> (f32, f32)
  return
}
// -----
func.func @switch_case_without_yield(%i: index) {
  // expected-error@+1 {{'scf.index_switch' op region #1 ('caseRegions') failed to verify constraint: region with 1 blocks}}
  scf.index_switch %i
  case 1 {
  }
  default {
  }
  return
}
// -----
func.func @switch_largest_case(%i: index) {
  scf.index_switch %i
  case 9223372036854775807 {
    scf.yield
  }
  default {
  }
  return
}
// -----
// expected-note@+1 {{prior use here}}
func.func @for_bound_types(%i: index, %j: i32) {
  // expected-error@+1 {{use of value '%j' expects different type than prior uses: 'index' vs 'i32'}}
  scf.for %x = %i to %j step %i {
  }
  return
}
// -----
func.func @while_not_function_type() {
  // expected-error@+1 {{custom op 'scf.while' invalid kind of type specified}}
  scf.while : i32 {
  } do {
  }
  return
}
// -----
// expected-note@+1 {{prior use here}}
func.func @if_condition_type(%i: i32) {
  // expected-error@+1 {{use of value '%i' expects different type than prior uses: 'i1' vs 'i32'}}
  scf.if %i {
  }
  return
}
// -----
func.func @switch_largest_case_after_another(%i: index) {
  // expected-error@+1 {{'scf.index_switch' op has duplicate case value: 9223372036854775807}}
  scf.index_switch %i
  case 0 {
    scf.yield
  }
  case 9223372036854775807 {
    scf.yield
  }
  default {
  }
  return
}
// -----
func.func @switch_largest_case_first(%i: index) {
  scf.index_switch %i
  case 9223372036854775807 {
    scf.yield
  }
  case 0 {
    scf.yield
  }
  default {
  }
  return
}
// -----
func.func @switch_case_below_int64(%i: index) {
  scf.index_switch %i
  // expected-error@+1 {{custom op 'scf.index_switch' integer value too large}}
  case -9223372036854775809 {
    scf.yield
  }
  default {
  }
  return
}
// -----
func.func @bounds_count(%a: index, %b: index, %c: index) {
  // expected-error@+1 {{custom op 'scf.parallel' expected 1 operands}}
  scf.parallel (%i) = (%a) to (%b, %c) step (%c) {
  }
  return
}
// -----
func.func @iv_type(%a: index) {
  // expected-error@+1 {{'scf.parallel' op expects arguments for the induction variable to be of index type}}
  "scf.parallel"(%a, %a, %a) ({
  ^bb0(%i: f32):
    scf.reduce
  }) {operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (index, index, index) -> ()
  return
}
// -----
func.func @iv_count(%a: index) {
  // expected-error@+1 {{'scf.parallel' op expects the same number of induction variables: 2 as bound and step values: 1}}
  "scf.parallel"(%a, %a, %a) ({
  ^bb0(%i: index, %j: index):
    scf.reduce
  }) {operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (index, index, index) -> ()
  return
}
// -----
func.func @no_tuple() {
  // expected-error@+1 {{'scf.parallel' op needs at least one tuple element for lowerBound, upperBound and step}}
  scf.parallel () = () to () step () {
  }
  return
}
// -----
func.func @zero_step(%a: index) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'scf.parallel' op constant step operand must be positive}}
  scf.parallel (%i) = (%a) to (%a) step (%c0) {
  }
  return
}
// -----
func.func @results_without_reductions(%a: index, %f: f32) {
  // expected-error@+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%f) -> f32 {
  }
  return
}
// -----
func.func @reductions_without_results(%a: index, %f: f32) {
  // expected-error@+1 {{'scf.parallel' op expects number of results: 0 to be the same as number of reductions: 1}}
  scf.parallel (%i) = (%a) to (%a) step (%a) {
    scf.reduce(%f : f32) {
    ^bb0(%x: f32, %y: f32):
      scf.reduce.return %x : f32
    }
  }
  return
}
// -----
func.func @results_without_inits(%a: index) {
  // expected-error@+1 {{custom op 'scf.parallel' 0 operands present, but expected 1}}
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) -> index {
    scf.reduce(%a : index) {
    ^bb0(%x: index, %y: index):
      scf.reduce.return %x : index
    }
  }
  return
}
// -----
func.func @reduction_type(%a: index, %f: f32) {
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%f) -> f32 {
    // expected-error@+1 {{'scf.reduce' op expects type of 0-th reduction operand: 'index' to be the same as the 0-th result type: 'f32'}}
    scf.reduce(%a : index) {
    ^bb0(%x: index, %y: index):
      scf.reduce.return %x : index
    }
  }
  return
}
// -----
func.func @reduce_outside(%f: f32) {
  // expected-error@+1 {{'scf.reduce' op expects parent op 'scf.parallel'}}
  scf.reduce(%f : f32) {
  ^bb0(%x: f32, %y: f32):
    scf.reduce.return %x : f32
  }
  return
}
// -----
func.func @reduce_empty_block(%a: index, %f: f32) {
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%f) -> f32 {
    // expected-error@+1 {{empty block: expect at least a terminator}}
    scf.reduce(%f : f32) {
    ^bb0(%x: f32, %y: f32):
    }
  }
  return
}
// -----
func.func @reduce_three_args(%a: index, %f: f32) {
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%f) -> f32 {
    // expected-error@+1 {{'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region}}
    scf.reduce(%f : f32) {
    ^bb0(%x: f32, %y: f32, %z: f32):
      scf.reduce.return %x : f32
    }
  }
  return
}
// -----
func.func @reduce_terminator(%a: index, %f: f32) {
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%f) -> f32 {
    // expected-error@+1 {{'scf.reduce' op reduction bodies must be terminated with an 'scf.reduce.return' op}}
    scf.reduce(%f : f32) {
    ^bb0(%x: f32, %y: f32):
      "test.t"() : () -> ()
    }
  }
  return
}
// -----
func.func @reduce_return_type(%a: index, %f: f32) {
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%f) -> f32 {
    scf.reduce(%f : f32) {
    ^bb0(%x: f32, %y: f32):
      %c = arith.constant 1 : index
      // expected-error@+1 {{'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)}}
      scf.reduce.return %c : index
    }
  }
  return
}
// -----
func.func @reduce_return_outside(%f: f32) {
  "test.r"() ({
    // expected-error@+1 {{'scf.reduce.return' op expects parent op 'scf.reduce'}}
    scf.reduce.return %f : f32
  }) : () -> ()
  return
}
// -----
func.func @parallel_yield(%a: index) {
  // expected-error@+1 {{'scf.parallel' op expects body to terminate with 'scf.reduce'}}
  scf.parallel (%i) = (%a) to (%a) step (%a) {
    %c = arith.constant 1.0 : f32
    // expected-note@+1 {{terminator here}}
    scf.yield %c : f32
  }
  return
}
// -----
func.func @parallel_no_terminator(%a: index) {
  // expected-error@+1 {{'scf.parallel' op expects body to terminate with 'scf.reduce'}}
  "scf.parallel"(%a, %a, %a) ({
  ^bb0(%i: index):
    // expected-note@+1 {{terminator here}}
    %c = "arith.constant"() <{value = 1.0 : f32}> : () -> f32
  }) {operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (index, index, index) -> ()
  return
}
// -----
func.func @parallel_float_bound(%a: index, %f: f32) {
  // expected-error@+1 {{'scf.parallel' op operand #0 must be variadic of index, but got 'f32'}}
  "scf.parallel"(%f, %a, %a) ({
  ^bb0(%i: index):
    scf.reduce
  }) {operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (f32, index, index) -> ()
  return
}
// -----
func.func @a(%i: index) {
  // expected-error@+1 {{custom op 'scf.for' expected 'to'}}
  scf.for %k = %i %i step %i {
  }
  return
}
// -----
func.func @b(%i: index) {
  // expected-error@+1 {{custom op 'scf.for' expected 'step'}}
  scf.for %k = %i to %i %i {
  }
  return
}
// -----
func.func @c(%i: index, %x: f32) {
  // expected-error@+1 {{expected '->'}}
  %r = scf.for %k = %i to %i step %i iter_args(%a = %x) {
    scf.yield %a : f32
  }
  return
}
// -----
func.func @d() {
  %t = arith.constant true
  scf.while : () -> () {
    scf.condition(%t)
  // expected-error@+1 {{custom op 'scf.while' expected 'do'}}
  } {
    scf.yield
  }
  return
}
// -----
func.func @e(%i: index) {
  scf.index_switch %i
  case 1 {
    scf.yield
  }
  // expected-error@+1 {{custom op 'scf.index_switch' expected 'default'}}
  return
}
// -----
func.func @g(%i: index) {
  scf.index_switch %i
  // expected-error@+1 {{custom op 'scf.index_switch' expected integer value}}
  case x {
    scf.yield
  }
  default {
  }
  return
}
// -----
func.func @h(%i: index, %x: f32) {
  // expected-error@+1 {{expected '='}}
  %r = scf.for %k = %i to %i step %i iter_args(%a = %x, %b) -> (f32) {
    scf.yield %a : f32
  }
  return
}
// -----
func.func @a(%n: index) {
  // expected-error@+1 {{'scf.forall' op expects 0-th block argument to be an index}}
  "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: f32):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index) -> ()
  return
}
// -----
func.func @b(%n: index) {
  // expected-error@+1 {{expected 0 dynamic upper bound values}}
  "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 7>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index) -> ()
  return
}
// -----
func.func @d(%n: index) {
  scf.forall (%i) in (%n) {
    // expected-error@+1 {{'scf.forall.in_parallel' op expected only tensor.parallel_insert_slice ops}}
    scf.forall.in_parallel {
      %c = arith.constant 1 : index
    }
  }
  return
}
// -----
func.func @e(%n: index) {
  // expected-error@+1 {{'scf.forall.in_parallel' op expects parent op 'scf.forall'}}
  scf.forall.in_parallel {
  }
  return
}
// -----
func.func @f(%n: index) {
  // expected-error@+1 {{'scf.forall' op region expects 1 arguments}}
  "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index, %j: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index) -> ()
  return
}
// -----
func.func @g(%n: index, %t: tensor<4xf32>) {
  // expected-error@+1 {{'scf.forall' op type mismatch between 0-th output and corresponding block argument}}
  %r = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<8xf32>):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return
}
// -----
func.func @h(%n: index, %t: tensor<4xf32>) {
  // expected-error@+1 {{'scf.forall' op produces 0 results, but has only 1 outputs}}
  "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (tensor<4xf32>) -> ()
  return
}
// -----
func.func @i(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.forall (%i) = (%c0) to (%n) step (%c1) {
  }
  scf.forall (%i, %j) in (%n, %n) {
  } {mapping = []}
  return
}
// -----
func.func @k(%n: index, %t: tensor<4xf32>) {
  // expected-error@+1 {{custom op 'scf.forall' 1 operands present, but expected 2}}
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<4xf32>, tensor<4xf32>) {
  }
  return
}
// -----
func.func @l(%n: index, %m: memref<4xf32>) {
  // expected-error@+1 {{'scf.forall' op operand #1 must be variadic of ranked tensor of any type values, but got 'memref<4xf32>'}}
  %r = scf.forall (%i) in (%n) shared_outs(%o = %m) -> (memref<4xf32>) {
  }
  return
}
// -----
func.func @m(%n: index) {
  // expected-error@+1 {{'scf.forall' op region expects 2 arguments}}
  "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index) -> ()
  return
}

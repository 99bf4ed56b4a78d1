// Unregistered dialects: ops, types and attributes of unknown dialects.
// Needs mlir-opt --allow-unregistered-dialect.
#opaque_attr = #foo.attr<"payload">
!opaque_type = !foo.bar<"x">
module attributes {foo.module_attr = #foo.config<level = 3>} {
  func.func @unregistered(%a: i32, %t: !foo.bar<"x">) -> (i32, !foo.bar<"x">) {
    // Ops with no results, one result, several results.
    "foo.noop"() : () -> ()
    %0 = "foo.add"(%a, %a) : (i32, i32) -> i32
    %1:2 = "foo.split"(%0) : (i32) -> (i32, i32)
    %2 = "foo.combine"(%1#0, %1#1) {foo.attr = #opaque_attr, other = #foo.attr<"payload">} : (i32, i32) -> i32
    // Properties on an unregistered op.
    %3 = "foo.with_props"(%2) <{prop = 1 : i32}> {discardable = "d"} : (i32) -> i32
    // Opaque dialect types in operand and result positions.
    %4 = "foo.make"() : () -> !foo.bar<"x">
    %5 = "foo.convert"(%4, %t) : (!foo.bar<"x">, !opaque_type) -> !foo.baz
    %6 = "foo.use"(%5) : (!foo.baz) -> !foo.bar<"x">
    %7 = "foo.pretty"() : () -> !foo.qux<i32, [1, 2], "s">
    // A region-holding op with two regions, each with its own blocks.
    %8 = "foo.region_op"(%3) ({
    ^bb0(%x: i32):
      %r = arith.addi %x, %x : i32
      "foo.yield"(%r) : (i32) -> ()
    }, {
      "foo.yield"(%a) : (i32) -> ()
    }) : (i32) -> i32
    // Nested region ops.
    "foo.outer"() ({
      "foo.inner"() ({
        "foo.innermost"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    // An unregistered terminator with successors.
    "foo.branch"(%8) [^bb1, ^bb2] : (i32) -> ()
  ^bb1:
    return %8, %6 : i32, !foo.bar<"x">
  ^bb2:
    return %a, %t : i32, !foo.bar<"x">
  }

  // A top-level unregistered op with a symbol and an empty region.
  "foo.symbol"() ({
  }) {sym_name = "sym"} : () -> ()

  func.func private @opaque_sig(!foo.bar<"x">, !foo.baz) -> !foo.bar<"y"> attributes {foo.fn = #foo<"dialect attr body">}
}

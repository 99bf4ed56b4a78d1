"builtin.module"() ({
  "func.func"() <{function_type = (i32, !foo.bar<"x">) -> (i32, !foo.bar<"x">), sym_name = "unregistered"}> ({
  ^bb0(%arg0: i32, %arg1: !foo.bar<"x">):
    "foo.noop"() : () -> ()
    %0 = "foo.add"(%arg0, %arg0) : (i32, i32) -> i32
    %1:2 = "foo.split"(%0) : (i32) -> (i32, i32)
    %2 = "foo.combine"(%1#0, %1#1) {foo.attr = #foo.attr<"payload">, other = #foo.attr<"payload">} : (i32, i32) -> i32
    %3 = "foo.with_props"(%2) <{prop = 1 : i32}> {discardable = "d"} : (i32) -> i32
    %4 = "foo.make"() : () -> !foo.bar<"x">
    %5 = "foo.convert"(%4, %arg1) : (!foo.bar<"x">, !foo.bar<"x">) -> !foo.baz
    %6 = "foo.use"(%5) : (!foo.baz) -> !foo.bar<"x">
    %7 = "foo.pretty"() : () -> !foo.qux<i32, [1, 2], "s">
    %8 = "foo.region_op"(%3) ({
    ^bb0(%arg2: i32):
      %9 = "arith.addi"(%arg2, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "foo.yield"(%9) : (i32) -> ()
    }, {
      "foo.yield"(%arg0) : (i32) -> ()
    }) : (i32) -> i32
    "foo.outer"() ({
      "foo.inner"() ({
        "foo.innermost"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "foo.branch"(%8)[^bb1, ^bb2] : (i32) -> ()
  ^bb1:  // pred: ^bb0
    "func.return"(%8, %6) : (i32, !foo.bar<"x">) -> ()
  ^bb2:  // pred: ^bb0
    "func.return"(%arg0, %arg1) : (i32, !foo.bar<"x">) -> ()
  }) : () -> ()
  "foo.symbol"() ({
  }) {sym_name = "sym"} : () -> ()
  "func.func"() <{function_type = (!foo.bar<"x">, !foo.baz) -> !foo.bar<"y">, sym_name = "opaque_sig", sym_visibility = "private"}> ({
  }) {foo.fn = #foo<"dialect attr body">} : () -> ()
}) {foo.module_attr = #foo.config<level = 3>} : () -> ()


#loc2 = loc("src/test/resources/compat/input/unregistered-ops.mlir":6:27)
#loc3 = loc("src/test/resources/compat/input/unregistered-ops.mlir":6:36)
#loc14 = loc("src/test/resources/compat/input/unregistered-ops.mlir":21:10)
"builtin.module"() ({
  "func.func"() <{function_type = (i32, !foo.bar<"x">) -> (i32, !foo.bar<"x">), sym_name = "unregistered"}> ({
  ^bb0(%arg0: i32 loc("src/test/resources/compat/input/unregistered-ops.mlir":6:27), %arg1: !foo.bar<"x"> loc("src/test/resources/compat/input/unregistered-ops.mlir":6:36)):
    "foo.noop"() : () -> () loc(#loc4)
    %0 = "foo.add"(%arg0, %arg0) : (i32, i32) -> i32 loc(#loc5)
    %1:2 = "foo.split"(%0) : (i32) -> (i32, i32) loc(#loc6)
    %2 = "foo.combine"(%1#0, %1#1) {foo.attr = #foo.attr<"payload">, other = #foo.attr<"payload">} : (i32, i32) -> i32 loc(#loc7)
    %3 = "foo.with_props"(%2) <{prop = 1 : i32}> {discardable = "d"} : (i32) -> i32 loc(#loc8)
    %4 = "foo.make"() : () -> !foo.bar<"x"> loc(#loc9)
    %5 = "foo.convert"(%4, %arg1) : (!foo.bar<"x">, !foo.bar<"x">) -> !foo.baz loc(#loc10)
    %6 = "foo.use"(%5) : (!foo.baz) -> !foo.bar<"x"> loc(#loc11)
    %7 = "foo.pretty"() : () -> !foo.qux<i32, [1, 2], "s"> loc(#loc12)
    %8 = "foo.region_op"(%3) ({
    ^bb0(%arg2: i32 loc("src/test/resources/compat/input/unregistered-ops.mlir":21:10)):
      %9 = "arith.addi"(%arg2, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc15)
      "foo.yield"(%9) : (i32) -> () loc(#loc16)
    }, {
      "foo.yield"(%arg0) : (i32) -> () loc(#loc17)
    }) : (i32) -> i32 loc(#loc13)
    "foo.outer"() ({
      "foo.inner"() ({
        "foo.innermost"() : () -> () loc(#loc20)
      }) : () -> () loc(#loc19)
    }) : () -> () loc(#loc18)
    "foo.branch"(%8)[^bb1, ^bb2] : (i32) -> () loc(#loc21)
  ^bb1:  // pred: ^bb0
    "func.return"(%8, %6) : (i32, !foo.bar<"x">) -> () loc(#loc22)
  ^bb2:  // pred: ^bb0
    "func.return"(%arg0, %arg1) : (i32, !foo.bar<"x">) -> () loc(#loc23)
  }) : () -> () loc(#loc1)
  "foo.symbol"() ({
  }) {sym_name = "sym"} : () -> () loc(#loc24)
  "func.func"() <{function_type = (!foo.bar<"x">, !foo.baz) -> !foo.bar<"y">, sym_name = "opaque_sig", sym_visibility = "private"}> ({
  }) {foo.fn = #foo<"dialect attr body">} : () -> () loc(#loc25)
}) {foo.module_attr = #foo.config<level = 3>} : () -> () loc(#loc)
#loc = loc("src/test/resources/compat/input/unregistered-ops.mlir":5:1)
#loc1 = loc("src/test/resources/compat/input/unregistered-ops.mlir":6:3)
#loc4 = loc("src/test/resources/compat/input/unregistered-ops.mlir":8:5)
#loc5 = loc("src/test/resources/compat/input/unregistered-ops.mlir":9:10)
#loc6 = loc("src/test/resources/compat/input/unregistered-ops.mlir":10:12)
#loc7 = loc("src/test/resources/compat/input/unregistered-ops.mlir":11:10)
#loc8 = loc("src/test/resources/compat/input/unregistered-ops.mlir":13:10)
#loc9 = loc("src/test/resources/compat/input/unregistered-ops.mlir":15:10)
#loc10 = loc("src/test/resources/compat/input/unregistered-ops.mlir":16:10)
#loc11 = loc("src/test/resources/compat/input/unregistered-ops.mlir":17:10)
#loc12 = loc("src/test/resources/compat/input/unregistered-ops.mlir":18:10)
#loc13 = loc("src/test/resources/compat/input/unregistered-ops.mlir":20:10)
#loc15 = loc("src/test/resources/compat/input/unregistered-ops.mlir":22:12)
#loc16 = loc("src/test/resources/compat/input/unregistered-ops.mlir":23:7)
#loc17 = loc("src/test/resources/compat/input/unregistered-ops.mlir":25:7)
#loc18 = loc("src/test/resources/compat/input/unregistered-ops.mlir":28:5)
#loc19 = loc("src/test/resources/compat/input/unregistered-ops.mlir":29:7)
#loc20 = loc("src/test/resources/compat/input/unregistered-ops.mlir":30:9)
#loc21 = loc("src/test/resources/compat/input/unregistered-ops.mlir":34:5)
#loc22 = loc("src/test/resources/compat/input/unregistered-ops.mlir":36:5)
#loc23 = loc("src/test/resources/compat/input/unregistered-ops.mlir":38:5)
#loc24 = loc("src/test/resources/compat/input/unregistered-ops.mlir":42:3)
#loc25 = loc("src/test/resources/compat/input/unregistered-ops.mlir":45:3)


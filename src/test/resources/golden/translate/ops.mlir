// RUN: mlirj translate --mlir-to-llvmir %s | FileCheck %s

// Every LLVM-dialect operation family with its flags; expectations from mlir-translate 19 (same instructions).

llvm.mlir.global internal constant @arr(dense<[1, 2]> : tensor<2xi32>) {alignment = 8 : i64} : !llvm.array<2 x i32>
llvm.mlir.global private constant @str("hi") {addr_space = 0 : i32} : !llvm.array<2 x i8>
llvm.mlir.global external thread_local @tls(0 : i64) : i64
llvm.mlir.global weak @ptrs() : !llvm.struct<(ptr, i32)> {
  %0 = llvm.mlir.addressof @arr : !llvm.ptr
  %1 = llvm.mlir.undef : !llvm.struct<(ptr, i32)>
  %2 = llvm.insertvalue %0, %1[0] : !llvm.struct<(ptr, i32)>
  %3 = llvm.mlir.constant(7 : i32) : i32
  %4 = llvm.insertvalue %3, %2[1] : !llvm.struct<(ptr, i32)>
  llvm.return %4 : !llvm.struct<(ptr, i32)>
}
llvm.mlir.global external @ext() : f32
// CHECK-DAG: @arr = internal constant [2 x i32] [i32 1, i32 2], align 8
// CHECK-DAG: @str = private constant [2 x i8] c"hi"
// CHECK-DAG: @tls = thread_local global i64 0
// CHECK-DAG: @ptrs = weak global { ptr, i32 } { ptr @arr, i32 7 }
// CHECK-DAG: @ext = external global float

// CHECK-LABEL: define i32 @arith(i32 %0, i32 %1)
llvm.func @arith(%a: i32, %b: i32) -> i32 {
  // CHECK: add nuw nsw i32 %0, %1
  %0 = llvm.add %a, %b overflow<nsw, nuw> : i32
  // CHECK: sub nuw i32
  %1 = llvm.sub %0, %b overflow<nuw> : i32
  // CHECK: mul i32
  %2 = llvm.mul %1, %a : i32
  // CHECK: shl nsw i32
  %3 = llvm.shl %2, %b overflow<nsw> : i32
  // CHECK: udiv i32
  %4 = llvm.udiv %3, %a : i32
  // CHECK: sdiv i32
  %5 = llvm.sdiv %4, %a : i32
  // CHECK: urem i32
  %6 = llvm.urem %5, %a : i32
  // CHECK: srem i32
  %7 = llvm.srem %6, %a : i32
  // CHECK: and i32
  %8 = llvm.and %7, %a : i32
  // CHECK: or i32
  %9 = llvm.or %8, %a : i32
  // CHECK: xor i32
  %10 = llvm.xor %9, %a : i32
  // CHECK: lshr i32
  %11 = llvm.lshr %10, %a : i32
  // CHECK: ashr i32
  %12 = llvm.ashr %11, %a : i32
  // CHECK: icmp ult i32
  %13 = llvm.icmp "ult" %12, %a : i32
  // CHECK: select i1 %{{[0-9]+}}, i32
  %14 = llvm.select %13, %12, %a : i1, i32
  llvm.return %14 : i32
}

// CHECK-LABEL: define double @floats(float %0, double %1)
llvm.func @floats(%x: f32, %y: f64) -> f64 {
  // CHECK: fadd fast float %0, %0
  %0 = llvm.fadd %x, %x {fastmathFlags = #llvm.fastmath<fast>} : f32
  // CHECK: fsub nnan float
  %1 = llvm.fsub %0, %x {fastmathFlags = #llvm.fastmath<nnan>} : f32
  // CHECK: fmul ninf nsz float
  %2 = llvm.fmul %1, %x {fastmathFlags = #llvm.fastmath<ninf, nsz>} : f32
  // CHECK: fdiv arcp contract float
  %3 = llvm.fdiv %2, %x {fastmathFlags = #llvm.fastmath<arcp, contract>} : f32
  // CHECK: frem afn float
  %4 = llvm.frem %3, %x {fastmathFlags = #llvm.fastmath<afn>} : f32
  // CHECK: fneg reassoc float
  %5 = llvm.fneg %4 {fastmathFlags = #llvm.fastmath<reassoc>} : f32
  // CHECK: fcmp nnan ogt float
  %6 = llvm.fcmp "ogt" %5, %x {fastmathFlags = #llvm.fastmath<nnan>} : f32
  // CHECK: fpext float %{{[0-9]+}} to double
  %7 = llvm.fpext %5 : f32 to f64
  // CHECK: call fast double @llvm.sqrt.f64(double
  %8 = llvm.intr.sqrt(%7) {fastmathFlags = #llvm.fastmath<fast>} : (f64) -> f64
  // CHECK: call double @llvm.powi.f64.i32(double %{{[0-9]+}}, i32 3)
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %9 = llvm.intr.powi(%8, %c3) : (f64, i32) -> f64
  // CHECK: call double @llvm.fma.f64(
  %10 = llvm.intr.fma(%9, %y, %y) : (f64, f64, f64) -> f64
  llvm.return %10 : f64
}

// CHECK-LABEL: define i64 @casts(i32 %0, ptr %1)
llvm.func @casts(%a: i32, %p: !llvm.ptr) -> i64 {
  // CHECK: trunc i32 %0 to i8
  %0 = llvm.trunc %a : i32 to i8
  // CHECK: zext i8 %{{[0-9]+}} to i16
  %1 = llvm.zext %0 : i8 to i16
  // CHECK: sext i16 %{{[0-9]+}} to i64
  %2 = llvm.sext %1 : i16 to i64
  // CHECK: sitofp i64 %{{[0-9]+}} to double
  %3 = llvm.sitofp %2 : i64 to f64
  // CHECK: fptoui double %{{[0-9]+}} to i32
  %4 = llvm.fptoui %3 : f64 to i32
  // CHECK: uitofp i32 %{{[0-9]+}} to float
  %5 = llvm.uitofp %4 : i32 to f32
  // CHECK: fptosi float %{{[0-9]+}} to i64
  %6 = llvm.fptosi %5 : f32 to i64
  // CHECK: fptrunc double %{{[0-9]+}} to float
  %7 = llvm.fptrunc %3 : f64 to f32
  // CHECK: bitcast float %{{[0-9]+}} to i32
  %8 = llvm.bitcast %7 : f32 to i32
  // CHECK: ptrtoint ptr %1 to i64
  %9 = llvm.ptrtoint %p : !llvm.ptr to i64
  // CHECK: inttoptr i64 %{{[0-9]+}} to ptr
  %10 = llvm.inttoptr %9 : i64 to !llvm.ptr
  // CHECK: addrspacecast ptr %{{[0-9]+}} to ptr addrspace(1)
  %11 = llvm.addrspacecast %10 : !llvm.ptr to !llvm.ptr<1>
  %12 = llvm.add %6, %9 : i64
  llvm.return %12 : i64
}

// CHECK-LABEL: define void @memory(ptr %0, i64 %1)
llvm.func @memory(%p: !llvm.ptr, %n: i64) {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  // CHECK: alloca i32, i64 1, align 16
  %a = llvm.alloca %c1 x i32 {alignment = 16 : i64} : (i64) -> !llvm.ptr
  // CHECK: load volatile i32, ptr %0, align 8
  %v = llvm.load volatile %p {alignment = 8 : i64} : !llvm.ptr -> i32
  // CHECK: store i32 %{{[0-9]+}}, ptr %{{[0-9]+}}, align 4, !nontemporal
  llvm.store %v, %a {alignment = 4 : i64, nontemporal} : i32, !llvm.ptr
  // CHECK: load atomic i32, ptr %0 acquire, align 4
  %w = llvm.load %p atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i32
  // CHECK: store atomic i32 %{{[0-9]+}}, ptr %0 syncscope("singlethread") release, align 4
  llvm.store %w, %p atomic syncscope("singlethread") release {alignment = 4 : i64} : i32, !llvm.ptr
  // CHECK: getelementptr inbounds { i32, [4 x float] }, ptr %0, i64 %1, i32 1, i32 2
  %g = llvm.getelementptr inbounds %p[%n, 1, 2] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, array<4 x f32>)>
  // CHECK: getelementptr float, ptr %{{[0-9]+}}, i32 3
  %h = llvm.getelementptr %g[3] : (!llvm.ptr) -> !llvm.ptr, f32
  // CHECK: call void @llvm.memcpy.p0.p0.i64(ptr %{{[0-9]+}}, ptr %0, i64 %1, i1 false)
  "llvm.intr.memcpy"(%h, %p, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  llvm.return
}

// CHECK-LABEL: define <4 x float> @vectors(<4 x float> %0, i32 %1)
llvm.func @vectors(%v: vector<4xf32>, %i: i32) -> vector<4xf32> {
  // CHECK: extractelement <4 x float> %0, i32 %1
  %e = llvm.extractelement %v[%i : i32] : vector<4xf32>
  // CHECK: insertelement <4 x float> %0, float %{{[0-9]+}}, i32 %1
  %f = llvm.insertelement %e, %v[%i : i32] : vector<4xf32>
  // CHECK: shufflevector <4 x float> %{{[0-9]+}}, <4 x float> %0, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %s = llvm.shufflevector %f, %v [0, 4, 1, 5] : vector<4xf32>
  // CHECK: fadd <4 x float> %{{[0-9]+}}, <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>
  %c = llvm.mlir.constant(dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>) : vector<4xf32>
  %r = llvm.fadd %s, %c : vector<4xf32>
  llvm.return %r : vector<4xf32>
}

// CHECK-LABEL: define { i32, i1 } @aggregates(i32 %0)
llvm.func @aggregates(%a: i32) -> !llvm.struct<(i32, i1)> {
  // CHECK: call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %0, i32 %0)
  %0 = "llvm.intr.sadd.with.overflow"(%a, %a) : (i32, i32) -> !llvm.struct<(i32, i1)>
  // CHECK: extractvalue { i32, i1 } %{{[0-9]+}}, 1
  %1 = llvm.extractvalue %0[1] : !llvm.struct<(i32, i1)>
  // CHECK: insertvalue { i32, i1 } %{{[0-9]+}}, i1 %{{[0-9]+}}, 1
  %2 = llvm.insertvalue %1, %0[1] : !llvm.struct<(i32, i1)>
  // CHECK: call i32 @llvm.ctlz.i32(i32 %0, i1 true)
  %3 = "llvm.intr.ctlz"(%a) <{is_zero_poison = true}> : (i32) -> i32
  // CHECK: call i32 @llvm.smin.i32(
  %4 = llvm.intr.smin(%3, %a) : (i32, i32) -> i32
  llvm.return %2 : !llvm.struct<(i32, i1)>
}

// CHECK-LABEL: define i32 @constants()
llvm.func @constants() -> i32 {
  %z = llvm.mlir.zero : !llvm.ptr
  %u = llvm.mlir.undef : i32
  %q = llvm.mlir.poison : i32
  %t = llvm.mlir.constant(true) : i1
  %h = llvm.mlir.constant(1.5 : f16) : f16
  // CHECK: store ptr null, ptr null
  llvm.store %z, %z : !llvm.ptr, !llvm.ptr
  // CHECK: store i32 undef, ptr null
  llvm.store %u, %z : i32, !llvm.ptr
  // CHECK: store i32 poison, ptr null
  llvm.store %q, %z : i32, !llvm.ptr
  // CHECK: store i1 true, ptr null
  llvm.store %t, %z : i1, !llvm.ptr
  // CHECK: store half 0xH3E00, ptr null
  llvm.store %h, %z : f16, !llvm.ptr
  %big = llvm.mlir.constant(-1 : i128) : i128
  // CHECK: store i128 -1, ptr null
  llvm.store %big, %z : i128, !llvm.ptr
  %r = llvm.mlir.constant(42 : i32) : i32
  llvm.return %r : i32
}

// CHECK-LABEL: define fastcc i32 @calls(ptr %0, i32 %1)
llvm.func fastcc @calls(%fp: !llvm.ptr, %a: i32) -> i32 {
  // CHECK: call i32 %0(i32 %1)
  %0 = llvm.call %fp(%a) : !llvm.ptr, (i32) -> i32
  // CHECK: tail call fastcc i32 @calls(ptr %0, i32 %{{[0-9]+}})
  %1 = llvm.call fastcc tail @calls(%fp, %0) : (!llvm.ptr, i32) -> i32
  // CHECK: call i32 (ptr, ...) @printf(ptr @str, i32 %{{[0-9]+}})
  %s = llvm.mlir.addressof @str : !llvm.ptr
  %2 = llvm.call @printf(%s, %1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  // CHECK: call nnan float @takes_float(float
  %f = llvm.mlir.constant(2.0 : f32) : f32
  %3 = llvm.call @takes_float(%f) {fastmathFlags = #llvm.fastmath<nnan>} : (f32) -> f32
  llvm.return %2 : i32
}
// CHECK: declare i32 @printf(ptr, ...)
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @takes_float(f32) -> f32

// CHECK-LABEL: define i32 @control(i32 %0)
llvm.func @control(%a: i32) -> i32 {
  // CHECK: switch i32 %0, label %[[DEF:[0-9]+]] [
  // CHECK-NEXT: i32 1, label %[[ONE:[0-9]+]]
  // CHECK-NEXT: i32 2, label %[[TWO:[0-9]+]]
  // CHECK-NEXT: ]
  llvm.switch %a : i32, ^def(%a : i32) [
    1: ^one,
    2: ^two(%a : i32)
  ]
^one:
  llvm.unreachable
^two(%x: i32):
  llvm.br ^def(%x : i32)
^def(%y: i32):
  // CHECK: phi i32
  llvm.return %y : i32
}

// CHECK-LABEL: define internal void @attrs(
// CHECK-SAME: ptr noalias nocapture align 8 %0, ptr byval(i32) %1) #[[ATTRS:[0-9]+]] section ".text.attrs"
llvm.func internal @attrs(%p: !llvm.ptr {llvm.noalias, llvm.nocapture, llvm.align = 8 : i64},
                          %q: !llvm.ptr {llvm.byval = i32}) attributes {no_inline, no_unwind, frame_pointer = #llvm.framePointerKind<all>, section = ".text.attrs"} {
  llvm.return
}
// CHECK: attributes #[[ATTRS]] = { noinline nounwind "frame-pointer"="all" }

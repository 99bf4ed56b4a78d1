; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare ptr @malloc(i64)

define double @scalars(i1 %0, i8 %1, i16 %2, i32 %3, i64 %4, i64 %5, float %6, double %7) {
  %9 = sitofp i8 %1 to double
  %10 = sitofp i16 %2 to double
  %11 = sitofp i32 %3 to double
  %12 = sitofp i64 %4 to double
  %13 = sitofp i64 %5 to double
  %14 = fpext float %6 to double
  %15 = fmul double %10, 1.000000e+01
  %16 = fmul double %11, 1.000000e+02
  %17 = fmul double %12, 1.000000e+03
  %18 = fmul double %13, 1.000000e+04
  %19 = fmul double %14, 1.000000e+05
  %20 = fadd double %9, %15
  %21 = fadd double %20, %16
  %22 = fadd double %21, %17
  %23 = fadd double %22, %18
  %24 = fadd double %23, %19
  %25 = fadd double %24, %7
  %26 = fneg double %25
  %27 = select i1 %0, double %26, double %25
  ret double %27
}

define double @_mlir_ciface_scalars(i1 %0, i8 %1, i16 %2, i32 %3, i64 %4, i64 %5, float %6, double %7) {
  %9 = call double @scalars(i1 %0, i8 %1, i16 %2, i32 %3, i64 %4, i64 %5, float %6, double %7)
  ret double %9
}

define { i64, i64, i32, i16, i8, i1 } @ints(i1 %0, i8 %1, i16 %2, i32 %3, i64 %4, i64 %5) {
  %7 = xor i1 %0, true
  %8 = add i8 %1, 1
  %9 = add i16 %2, 1
  %10 = add i32 %3, 1
  %11 = add i64 %4, 1
  %12 = add i64 %5, 1
  %13 = insertvalue { i64, i64, i32, i16, i8, i1 } undef, i64 %12, 0
  %14 = insertvalue { i64, i64, i32, i16, i8, i1 } %13, i64 %11, 1
  %15 = insertvalue { i64, i64, i32, i16, i8, i1 } %14, i32 %10, 2
  %16 = insertvalue { i64, i64, i32, i16, i8, i1 } %15, i16 %9, 3
  %17 = insertvalue { i64, i64, i32, i16, i8, i1 } %16, i8 %8, 4
  %18 = insertvalue { i64, i64, i32, i16, i8, i1 } %17, i1 %7, 5
  ret { i64, i64, i32, i16, i8, i1 } %18
}

define void @_mlir_ciface_ints(ptr %0, i1 %1, i8 %2, i16 %3, i32 %4, i64 %5, i64 %6) {
  %8 = call { i64, i64, i32, i16, i8, i1 } @ints(i1 %1, i8 %2, i16 %3, i32 %4, i64 %5, i64 %6)
  store { i64, i64, i32, i16, i8, i1 } %8, ptr %0, align 4
  ret void
}

define i1 @not(i1 %0) {
  %2 = xor i1 %0, true
  ret i1 %2
}

define i1 @_mlir_ciface_not(i1 %0) {
  %2 = call i1 @not(i1 %0)
  ret i1 %2
}

define { bfloat, half, double } @halves(half %0, bfloat %1, float %2) {
  %4 = bitcast half %0 to i16
  %5 = add i16 %4, 1024
  %6 = bitcast i16 %5 to half
  %7 = bitcast bfloat %1 to i16
  %8 = add i16 %7, 128
  %9 = bitcast i16 %8 to bfloat
  %10 = fpext float %2 to double
  %11 = insertvalue { bfloat, half, double } undef, bfloat %9, 0
  %12 = insertvalue { bfloat, half, double } %11, half %6, 1
  %13 = insertvalue { bfloat, half, double } %12, double %10, 2
  ret { bfloat, half, double } %13
}

define void @_mlir_ciface_halves(ptr %0, half %1, bfloat %2, float %3) {
  %5 = call { bfloat, half, double } @halves(half %1, bfloat %2, float %3)
  store { bfloat, half, double } %5, ptr %0, align 8
  ret void
}

define { i64, i64 } @divmod(i64 %0, i64 %1) {
  %3 = sdiv i64 %0, %1
  %4 = srem i64 %0, %1
  %5 = insertvalue { i64, i64 } undef, i64 %3, 0
  %6 = insertvalue { i64, i64 } %5, i64 %4, 1
  ret { i64, i64 } %6
}

define void @_mlir_ciface_divmod(ptr %0, i64 %1, i64 %2) {
  %4 = call { i64, i64 } @divmod(i64 %1, i64 %2)
  store { i64, i64 } %4, ptr %0, align 4
  ret void
}

define double @exchange(ptr %0, ptr %1, i64 %2, double %3) {
  %5 = insertvalue { ptr, ptr, i64 } undef, ptr %0, 0
  %6 = insertvalue { ptr, ptr, i64 } %5, ptr %1, 1
  %7 = insertvalue { ptr, ptr, i64 } %6, i64 %2, 2
  %8 = extractvalue { ptr, ptr, i64 } %7, 1
  %9 = load double, ptr %8, align 8
  %10 = extractvalue { ptr, ptr, i64 } %7, 1
  store double %3, ptr %10, align 8
  ret double %9
}

define double @_mlir_ciface_exchange(ptr %0, double %1) {
  %3 = load { ptr, ptr, i64 }, ptr %0, align 8
  %4 = extractvalue { ptr, ptr, i64 } %3, 0
  %5 = extractvalue { ptr, ptr, i64 } %3, 1
  %6 = extractvalue { ptr, ptr, i64 } %3, 2
  %7 = call double @exchange(ptr %4, ptr %5, i64 %6, double %1)
  ret double %7
}

define float @sum_1d(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4) {
  %6 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %0, 0
  %7 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, ptr %1, 1
  %8 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %7, i64 %2, 2
  %9 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %8, i64 %3, 3, 0
  %10 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %9, i64 %4, 4, 0
  %11 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, 3
  %12 = alloca [1 x i64], i64 1, align 8
  store [1 x i64] %11, ptr %12, align 4
  %13 = getelementptr [1 x i64], ptr %12, i32 0, i64 0
  %14 = load i64, ptr %13, align 4
  br label %15

15:                                               ; preds = %19, %5
  %16 = phi i64 [ %28, %19 ], [ 0, %5 ]
  %17 = phi float [ %27, %19 ], [ 0.000000e+00, %5 ]
  %18 = icmp slt i64 %16, %14
  br i1 %18, label %19, label %29

19:                                               ; preds = %15
  %20 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, 1
  %21 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, 2
  %22 = getelementptr float, ptr %20, i64 %21
  %23 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, 4, 0
  %24 = mul i64 %16, %23
  %25 = getelementptr float, ptr %22, i64 %24
  %26 = load float, ptr %25, align 4
  %27 = fadd float %17, %26
  %28 = add i64 %16, 1
  br label %15

29:                                               ; preds = %15
  ret float %17
}

define float @_mlir_ciface_sum_1d(ptr %0) {
  %2 = load { ptr, ptr, i64, [1 x i64], [1 x i64] }, ptr %0, align 8
  %3 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %2, 0
  %4 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %2, 1
  %5 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %2, 2
  %6 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %2, 3, 0
  %7 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %2, 4, 0
  %8 = call float @sum_1d(ptr %3, ptr %4, i64 %5, i64 %6, i64 %7)
  ret float %8
}

define i64 @sum_4(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4) {
  %6 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %0, 0
  %7 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, ptr %1, 1
  %8 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %7, i64 %2, 2
  %9 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %8, i64 %3, 3, 0
  %10 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %9, i64 %4, 4, 0
  br label %11

11:                                               ; preds = %15, %5
  %12 = phi i64 [ %20, %15 ], [ 0, %5 ]
  %13 = phi i64 [ %19, %15 ], [ 0, %5 ]
  %14 = icmp slt i64 %12, 4
  br i1 %14, label %15, label %21

15:                                               ; preds = %11
  %16 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, 1
  %17 = getelementptr i64, ptr %16, i64 %12
  %18 = load i64, ptr %17, align 4
  %19 = add i64 %13, %18
  %20 = add i64 %12, 1
  br label %11

21:                                               ; preds = %11
  ret i64 %13
}

define i64 @_mlir_ciface_sum_4(ptr %0) {
  %2 = load { ptr, ptr, i64, [1 x i64], [1 x i64] }, ptr %0, align 8
  %3 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %2, 0
  %4 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %2, 1
  %5 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %2, 2
  %6 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %2, 3, 0
  %7 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %2, 4, 0
  %8 = call i64 @sum_4(ptr %3, ptr %4, i64 %5, i64 %6, i64 %7)
  ret i64 %8
}

define i64 @dot_iota(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4) {
  %6 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %0, 0
  %7 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, ptr %1, 1
  %8 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %7, i64 %2, 2
  %9 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %8, i64 %3, 3, 0
  %10 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %9, i64 %4, 4, 0
  %11 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, 3
  %12 = alloca [1 x i64], i64 1, align 8
  store [1 x i64] %11, ptr %12, align 4
  %13 = getelementptr [1 x i64], ptr %12, i32 0, i64 0
  %14 = load i64, ptr %13, align 4
  br label %15

15:                                               ; preds = %19, %5
  %16 = phi i64 [ %25, %19 ], [ 0, %5 ]
  %17 = phi i64 [ %24, %19 ], [ 0, %5 ]
  %18 = icmp slt i64 %16, %14
  br i1 %18, label %19, label %26

19:                                               ; preds = %15
  %20 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, 1
  %21 = getelementptr i64, ptr %20, i64 %16
  %22 = load i64, ptr %21, align 4
  %23 = mul i64 %22, %16
  %24 = add i64 %17, %23
  %25 = add i64 %16, 1
  br label %15

26:                                               ; preds = %15
  ret i64 %17
}

define i64 @_mlir_ciface_dot_iota(ptr %0) {
  %2 = load { ptr, ptr, i64, [1 x i64], [1 x i64] }, ptr %0, align 8
  %3 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %2, 0
  %4 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %2, 1
  %5 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %2, 2
  %6 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %2, 3, 0
  %7 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %2, 4, 0
  %8 = call i64 @dot_iota(ptr %3, ptr %4, i64 %5, i64 %6, i64 %7)
  ret i64 %8
}

define void @scale_2d(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, double %7) {
  %9 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %0, 0
  %10 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %9, ptr %1, 1
  %11 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %10, i64 %2, 2
  %12 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %11, i64 %3, 3, 0
  %13 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %12, i64 %5, 4, 0
  %14 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %13, i64 %4, 3, 1
  %15 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14, i64 %6, 4, 1
  %16 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %15, 3
  %17 = alloca [2 x i64], i64 1, align 8
  store [2 x i64] %16, ptr %17, align 4
  %18 = getelementptr [2 x i64], ptr %17, i32 0, i64 0
  %19 = load i64, ptr %18, align 4
  %20 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %15, 3
  %21 = alloca [2 x i64], i64 1, align 8
  store [2 x i64] %20, ptr %21, align 4
  %22 = getelementptr [2 x i64], ptr %21, i32 0, i64 1
  %23 = load i64, ptr %22, align 4
  br label %24

24:                                               ; preds = %57, %8
  %25 = phi i64 [ %58, %57 ], [ 0, %8 ]
  %26 = icmp slt i64 %25, %19
  br i1 %26, label %27, label %59

27:                                               ; preds = %24
  br label %28

28:                                               ; preds = %31, %27
  %29 = phi i64 [ %56, %31 ], [ 0, %27 ]
  %30 = icmp slt i64 %29, %23
  br i1 %30, label %31, label %57

31:                                               ; preds = %28
  %32 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %15, 1
  %33 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %15, 2
  %34 = getelementptr double, ptr %32, i64 %33
  %35 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %15, 4, 0
  %36 = mul i64 %25, %35
  %37 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %15, 4, 1
  %38 = mul i64 %29, %37
  %39 = add i64 %36, %38
  %40 = getelementptr double, ptr %34, i64 %39
  %41 = load double, ptr %40, align 8
  %42 = fmul double %41, %7
  %43 = mul i64 %25, 10
  %44 = add i64 %43, %29
  %45 = sitofp i64 %44 to double
  %46 = fadd double %42, %45
  %47 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %15, 1
  %48 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %15, 2
  %49 = getelementptr double, ptr %47, i64 %48
  %50 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %15, 4, 0
  %51 = mul i64 %25, %50
  %52 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %15, 4, 1
  %53 = mul i64 %29, %52
  %54 = add i64 %51, %53
  %55 = getelementptr double, ptr %49, i64 %54
  store double %46, ptr %55, align 8
  %56 = add i64 %29, 1
  br label %28

57:                                               ; preds = %28
  %58 = add i64 %25, 1
  br label %24

59:                                               ; preds = %24
  ret void
}

define void @_mlir_ciface_scale_2d(ptr %0, double %1) {
  %3 = load { ptr, ptr, i64, [2 x i64], [2 x i64] }, ptr %0, align 8
  %4 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3, 0
  %5 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3, 1
  %6 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3, 2
  %7 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3, 3, 0
  %8 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3, 3, 1
  %9 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3, 4, 0
  %10 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3, 4, 1
  call void @scale_2d(ptr %4, ptr %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, double %1)
  ret void
}

define i64 @weigh_4d(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10) {
  %12 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } undef, ptr %0, 0
  %13 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12, ptr %1, 1
  %14 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13, i64 %2, 2
  %15 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %14, i64 %3, 3, 0
  %16 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %15, i64 %7, 4, 0
  %17 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %16, i64 %4, 3, 1
  %18 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %17, i64 %8, 4, 1
  %19 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %18, i64 %5, 3, 2
  %20 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %19, i64 %9, 4, 2
  %21 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %20, i64 %6, 3, 3
  %22 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %21, i64 %10, 4, 3
  %23 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %22, 3
  %24 = alloca [4 x i64], i64 1, align 8
  store [4 x i64] %23, ptr %24, align 4
  %25 = getelementptr [4 x i64], ptr %24, i32 0, i64 0
  %26 = load i64, ptr %25, align 4
  %27 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %22, 3
  %28 = alloca [4 x i64], i64 1, align 8
  store [4 x i64] %27, ptr %28, align 4
  %29 = getelementptr [4 x i64], ptr %28, i32 0, i64 1
  %30 = load i64, ptr %29, align 4
  %31 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %22, 3
  %32 = alloca [4 x i64], i64 1, align 8
  store [4 x i64] %31, ptr %32, align 4
  %33 = getelementptr [4 x i64], ptr %32, i32 0, i64 2
  %34 = load i64, ptr %33, align 4
  %35 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %22, 3
  %36 = alloca [4 x i64], i64 1, align 8
  store [4 x i64] %35, ptr %36, align 4
  %37 = getelementptr [4 x i64], ptr %36, i32 0, i64 3
  %38 = load i64, ptr %37, align 4
  br label %39

39:                                               ; preds = %90, %11
  %40 = phi i64 [ %91, %90 ], [ 0, %11 ]
  %41 = phi i64 [ %46, %90 ], [ 0, %11 ]
  %42 = icmp slt i64 %40, %26
  br i1 %42, label %43, label %92

43:                                               ; preds = %39
  br label %44

44:                                               ; preds = %88, %43
  %45 = phi i64 [ %89, %88 ], [ 0, %43 ]
  %46 = phi i64 [ %51, %88 ], [ %41, %43 ]
  %47 = icmp slt i64 %45, %30
  br i1 %47, label %48, label %90

48:                                               ; preds = %44
  br label %49

49:                                               ; preds = %86, %48
  %50 = phi i64 [ %87, %86 ], [ 0, %48 ]
  %51 = phi i64 [ %56, %86 ], [ %46, %48 ]
  %52 = icmp slt i64 %50, %34
  br i1 %52, label %53, label %88

53:                                               ; preds = %49
  br label %54

54:                                               ; preds = %58, %53
  %55 = phi i64 [ %85, %58 ], [ 0, %53 ]
  %56 = phi i64 [ %84, %58 ], [ %51, %53 ]
  %57 = icmp slt i64 %55, %38
  br i1 %57, label %58, label %86

58:                                               ; preds = %54
  %59 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %22, 1
  %60 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %22, 2
  %61 = getelementptr i32, ptr %59, i64 %60
  %62 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %22, 4, 0
  %63 = mul i64 %40, %62
  %64 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %22, 4, 1
  %65 = mul i64 %45, %64
  %66 = add i64 %63, %65
  %67 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %22, 4, 2
  %68 = mul i64 %50, %67
  %69 = add i64 %66, %68
  %70 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %22, 4, 3
  %71 = mul i64 %55, %70
  %72 = add i64 %69, %71
  %73 = getelementptr i32, ptr %61, i64 %72
  %74 = load i32, ptr %73, align 4
  %75 = sext i32 %74 to i64
  %76 = mul i64 %40, 1000
  %77 = mul i64 %45, 100
  %78 = mul i64 %50, 10
  %79 = add i64 %76, %77
  %80 = add i64 %79, %78
  %81 = add i64 %80, %55
  %82 = add i64 %81, 1
  %83 = mul i64 %75, %82
  %84 = add i64 %56, %83
  %85 = add i64 %55, 1
  br label %54

86:                                               ; preds = %54
  %87 = add i64 %50, 1
  br label %49

88:                                               ; preds = %49
  %89 = add i64 %45, 1
  br label %44

90:                                               ; preds = %44
  %91 = add i64 %40, 1
  br label %39

92:                                               ; preds = %39
  ret i64 %41
}

define i64 @_mlir_ciface_weigh_4d(ptr %0) {
  %2 = load { ptr, ptr, i64, [4 x i64], [4 x i64] }, ptr %0, align 8
  %3 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2, 0
  %4 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2, 1
  %5 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2, 2
  %6 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2, 3, 0
  %7 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2, 3, 1
  %8 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2, 3, 2
  %9 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2, 3, 3
  %10 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2, 4, 0
  %11 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2, 4, 1
  %12 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2, 4, 2
  %13 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2, 4, 3
  %14 = call i64 @weigh_4d(ptr %3, ptr %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13)
  ret i64 %14
}

define { ptr, ptr, i64, [1 x i64], [1 x i64] } @iota(i64 %0) {
  %2 = getelementptr i64, ptr null, i64 %0
  %3 = ptrtoint ptr %2 to i64
  %4 = call ptr @malloc(i64 %3)
  %5 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %4, 0
  %6 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %5, ptr %4, 1
  %7 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, i64 0, 2
  %8 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %7, i64 %0, 3, 0
  %9 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %8, i64 1, 4, 0
  br label %10

10:                                               ; preds = %13, %1
  %11 = phi i64 [ %16, %13 ], [ 0, %1 ]
  %12 = icmp slt i64 %11, %0
  br i1 %12, label %13, label %17

13:                                               ; preds = %10
  %14 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %9, 1
  %15 = getelementptr i64, ptr %14, i64 %11
  store i64 %11, ptr %15, align 4
  %16 = add i64 %11, 1
  br label %10

17:                                               ; preds = %10
  ret { ptr, ptr, i64, [1 x i64], [1 x i64] } %9
}

define void @_mlir_ciface_iota(ptr %0, i64 %1) {
  %3 = call { ptr, ptr, i64, [1 x i64], [1 x i64] } @iota(i64 %1)
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %3, ptr %0, align 8
  ret void
}

define { { ptr, ptr, i64, [1 x i64], [1 x i64] }, float, { ptr, ptr, i64, [2 x i64], [2 x i64] } } @scaled_copy(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, float %5) {
  %7 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %0, 0
  %8 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %7, ptr %1, 1
  %9 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %8, i64 %2, 2
  %10 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %9, i64 %3, 3, 0
  %11 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, i64 %4, 4, 0
  %12 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %11, 3
  %13 = alloca [1 x i64], i64 1, align 8
  store [1 x i64] %12, ptr %13, align 4
  %14 = getelementptr [1 x i64], ptr %13, i32 0, i64 0
  %15 = load i64, ptr %14, align 4
  %16 = getelementptr float, ptr null, i64 %15
  %17 = ptrtoint ptr %16 to i64
  %18 = call ptr @malloc(i64 %17)
  %19 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %18, 0
  %20 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %19, ptr %18, 1
  %21 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %20, i64 0, 2
  %22 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %21, i64 %15, 3, 0
  %23 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %22, i64 1, 4, 0
  br label %24

24:                                               ; preds = %28, %6
  %25 = phi i64 [ %36, %28 ], [ 0, %6 ]
  %26 = phi float [ %35, %28 ], [ 0.000000e+00, %6 ]
  %27 = icmp slt i64 %25, %15
  br i1 %27, label %28, label %37

28:                                               ; preds = %24
  %29 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %11, 1
  %30 = getelementptr float, ptr %29, i64 %25
  %31 = load float, ptr %30, align 4
  %32 = fmul float %31, %5
  %33 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %23, 1
  %34 = getelementptr float, ptr %33, i64 %25
  store float %32, ptr %34, align 4
  %35 = fadd float %26, %32
  %36 = add i64 %25, 1
  br label %24

37:                                               ; preds = %24
  %38 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (i16, ptr null, i64 6) to i64))
  %39 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %38, 0
  %40 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %39, ptr %38, 1
  %41 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %40, i64 0, 2
  %42 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %41, i64 2, 3, 0
  %43 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %42, i64 3, 3, 1
  %44 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %43, i64 3, 4, 0
  %45 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %44, i64 1, 4, 1
  br label %46

46:                                               ; preds = %63, %37
  %47 = phi i64 [ %64, %63 ], [ 0, %37 ]
  %48 = icmp slt i64 %47, 2
  br i1 %48, label %49, label %65

49:                                               ; preds = %46
  br label %50

50:                                               ; preds = %53, %49
  %51 = phi i64 [ %62, %53 ], [ 0, %49 ]
  %52 = icmp slt i64 %51, 3
  br i1 %52, label %53, label %63

53:                                               ; preds = %50
  %54 = trunc i64 %47 to i16
  %55 = trunc i64 %51 to i16
  %56 = mul i16 %54, 10
  %57 = add i16 %56, %55
  %58 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %45, 1
  %59 = mul i64 %47, 3
  %60 = add i64 %59, %51
  %61 = getelementptr i16, ptr %58, i64 %60
  store i16 %57, ptr %61, align 2
  %62 = add i64 %51, 1
  br label %50

63:                                               ; preds = %50
  %64 = add i64 %47, 1
  br label %46

65:                                               ; preds = %46
  %66 = insertvalue { { ptr, ptr, i64, [1 x i64], [1 x i64] }, float, { ptr, ptr, i64, [2 x i64], [2 x i64] } } undef, { ptr, ptr, i64, [1 x i64], [1 x i64] } %23, 0
  %67 = insertvalue { { ptr, ptr, i64, [1 x i64], [1 x i64] }, float, { ptr, ptr, i64, [2 x i64], [2 x i64] } } %66, float %26, 1
  %68 = insertvalue { { ptr, ptr, i64, [1 x i64], [1 x i64] }, float, { ptr, ptr, i64, [2 x i64], [2 x i64] } } %67, { ptr, ptr, i64, [2 x i64], [2 x i64] } %45, 2
  ret { { ptr, ptr, i64, [1 x i64], [1 x i64] }, float, { ptr, ptr, i64, [2 x i64], [2 x i64] } } %68
}

define void @_mlir_ciface_scaled_copy(ptr %0, ptr %1, float %2) {
  %4 = load { ptr, ptr, i64, [1 x i64], [1 x i64] }, ptr %1, align 8
  %5 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %4, 0
  %6 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %4, 1
  %7 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %4, 2
  %8 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %4, 3, 0
  %9 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %4, 4, 0
  %10 = call { { ptr, ptr, i64, [1 x i64], [1 x i64] }, float, { ptr, ptr, i64, [2 x i64], [2 x i64] } } @scaled_copy(ptr %5, ptr %6, i64 %7, i64 %8, i64 %9, float %2)
  store { { ptr, ptr, i64, [1 x i64], [1 x i64] }, float, { ptr, ptr, i64, [2 x i64], [2 x i64] } } %10, ptr %0, align 8
  ret void
}

define { ptr, ptr, i64, [1 x i64], [1 x i64] } @passthrough(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4) {
  %6 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %0, 0
  %7 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, ptr %1, 1
  %8 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %7, i64 %2, 2
  %9 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %8, i64 %3, 3, 0
  %10 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %9, i64 %4, 4, 0
  ret { ptr, ptr, i64, [1 x i64], [1 x i64] } %10
}

define void @_mlir_ciface_passthrough(ptr %0, ptr %1) {
  %3 = load { ptr, ptr, i64, [1 x i64], [1 x i64] }, ptr %1, align 8
  %4 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %3, 0
  %5 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %3, 1
  %6 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %3, 2
  %7 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %3, 3, 0
  %8 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %3, 4, 0
  %9 = call { ptr, ptr, i64, [1 x i64], [1 x i64] } @passthrough(ptr %4, ptr %5, i64 %6, i64 %7, i64 %8)
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %9, ptr %0, align 8
  ret void
}

define { ptr, ptr, i64 } @boxed(double %0) {
  %2 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (double, ptr null, i64 1) to i64))
  %3 = insertvalue { ptr, ptr, i64 } undef, ptr %2, 0
  %4 = insertvalue { ptr, ptr, i64 } %3, ptr %2, 1
  %5 = insertvalue { ptr, ptr, i64 } %4, i64 0, 2
  %6 = extractvalue { ptr, ptr, i64 } %5, 1
  store double %0, ptr %6, align 8
  ret { ptr, ptr, i64 } %5
}

define void @_mlir_ciface_boxed(ptr %0, double %1) {
  %3 = call { ptr, ptr, i64 } @boxed(double %1)
  store { ptr, ptr, i64 } %3, ptr %0, align 8
  ret void
}

define void @fixture_entry() {
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}

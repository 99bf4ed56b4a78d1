; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@hello = internal constant [18 x i8] c"hello, caf\C3\A9\09tab\0A\00"
@empty = internal constant [1 x i8] zeroinitializer

declare void @free(ptr)

declare ptr @malloc(i64)

declare void @printF32(float)

declare void @printF64(double)

declare void @printI64(i64)

declare void @printU64(i64)

declare void @printString(ptr)

declare void @printOpen()

declare void @printClose()

declare void @printComma()

declare void @printNewline()

declare void @printFlops(double)

define void @f32s() {
  call void @printOpen()
  call void @printF32(float 0x7FF0000000000000)
  call void @printComma()
  call void @printF32(float 0xFFF0000000000000)
  call void @printComma()
  call void @printF32(float 0x7FF8000000000000)
  call void @printComma()
  call void @printF32(float 0xFFF8000000000000)
  call void @printComma()
  call void @printF32(float -0.000000e+00)
  call void @printComma()
  call void @printF32(float 0x3E7AD7F2A0000000)
  call void @printComma()
  call void @printF32(float 0x419D6F3460000000)
  call void @printComma()
  call void @printF32(float 0.000000e+00)
  call void @printComma()
  call void @printF32(float 0x3EE4F8B580000000)
  call void @printComma()
  call void @printF32(float 0x3F1A36E2E0000000)
  call void @printComma()
  call void @printF32(float 0x40F869FF40000000)
  call void @printComma()
  call void @printF32(float 0x36A0000000000000)
  call void @printClose()
  call void @printNewline()
  ret void
}

define void @f64s() {
  %1 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (double, ptr null, i64 16) to i64))
  %2 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %1, 0
  %3 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %2, ptr %1, 1
  %4 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %3, i64 0, 2
  %5 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %4, i64 16, 3, 0
  %6 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %5, i64 1, 4, 0
  %7 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, 1
  %8 = getelementptr double, ptr %7, i64 0
  store <16 x double> <double 0x7FF0000000000000, double 0xFFF0000000000000, double 0x7FF8000000000000, double 0xFFF8000000000000, double -0.000000e+00, double 0x3E7AD7F29ABCAF48, double 0x419D6F3454000000, double 0x4132D68500000000, double 0x4132D68F00000000, double 5.000000e-01, double 4.940660e-324, double 0x7FEFFFFFFFFFFFFF, double 0xC05EDD3C07EE0B0B, double 0x412E847F00000000, double 0x3F202E85BE111841, double 1.000000e+21>, ptr %8, align 8
  br label %9

9:                                                ; preds = %12, %0
  %10 = phi i64 [ %16, %12 ], [ 0, %0 ]
  %11 = icmp slt i64 %10, 16
  br i1 %11, label %12, label %17

12:                                               ; preds = %9
  %13 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, 1
  %14 = getelementptr double, ptr %13, i64 %10
  %15 = load double, ptr %14, align 8
  call void @printF64(double %15)
  call void @printNewline()
  %16 = add i64 %10, 1
  br label %9

17:                                               ; preds = %9
  %18 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, 0
  call void @free(ptr %18)
  ret void
}

define void @ints() {
  call void @printI64(i64 -9223372036854775808)
  call void @printComma()
  call void @printI64(i64 9223372036854775807)
  call void @printComma()
  call void @printI64(i64 0)
  call void @printComma()
  call void @printI64(i64 -42)
  call void @printNewline()
  call void @printU64(i64 -1)
  call void @printComma()
  call void @printU64(i64 -9223372036854775808)
  call void @printComma()
  call void @printU64(i64 0)
  call void @printNewline()
  ret void
}

define void @main() {
  call void @f32s()
  call void @f64s()
  call void @ints()
  call void @printString(ptr @hello)
  call void @printString(ptr @empty)
  call void @printOpen()
  call void @printClose()
  call void @printNewline()
  call void @printFlops(double 2.500000e+09)
  call void @printFlops(double 0x40934A456D5CFAAD)
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}

// Entry functions returning each kind mlir-cpu-runner's --entry-point-result accepts; the runner prints the value
// (f64 is an mlirj extension: mlir-cpu-runner 19 answers "unsupported function type", so it is not run here).
// mlirj-run: -e answer_i32 --entry-point-result=i32
// mlirj-run: -e answer_i64 --entry-point-result=i64
// mlirj-run: -e answer_f32 --entry-point-result=f32
// mlirj-run: -e nothing --entry-point-result=void
module {
  llvm.func @answer_i32() -> i32 {
    %a = llvm.mlir.constant(-6 : i32) : i32
    %b = llvm.mlir.constant(7 : i32) : i32
    %r = llvm.mul %a, %b : i32
    llvm.return %r : i32
  }
  llvm.func @answer_i64() -> i64 {
    %a = llvm.mlir.constant(4294967296 : i64) : i64
    %b = llvm.mlir.constant(42 : i64) : i64
    %r = llvm.add %a, %b : i64
    llvm.return %r : i64
  }
  llvm.func @answer_f32() -> f32 {
    %a = llvm.mlir.constant(1.0 : f32) : f32
    %b = llvm.mlir.constant(3.0 : f32) : f32
    %r = llvm.fdiv %a, %b : f32
    llvm.return %r : f32
  }
  llvm.func @answer_f64() -> f64 {
    %a = llvm.mlir.constant(1.0e+300 : f64) : f64
    %r = llvm.fmul %a, %a : f64
    llvm.return %r : f64
  }
  llvm.func @nothing() {
    llvm.return
  }
}

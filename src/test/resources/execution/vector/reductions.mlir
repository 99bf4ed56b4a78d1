// vector.reduction of every kind (with and without accumulators, on f32, f64, i8, i32 and index vectors, with
// NaN, signed zeros, negative and wrapping values) and vector.fma, on vectors passed as function arguments,
// printed with vector.print. The expected output is mlir-cpu-runner 19's (scripts/execution-expected.sh).
// mlirj-run: -e main --entry-point-result=void
module {
  func.func @floats(%v: vector<4xf32>, %acc: f32) {
    %0 = vector.reduction <add>, %v : vector<4xf32> into f32
    vector.print %0 : f32 punctuation <comma>
    %1 = vector.reduction <add>, %v, %acc : vector<4xf32> into f32
    vector.print %1 : f32 punctuation <comma>
    %2 = vector.reduction <mul>, %v : vector<4xf32> into f32
    vector.print %2 : f32 punctuation <comma>
    %3 = vector.reduction <mul>, %v, %acc : vector<4xf32> into f32
    vector.print %3 : f32 punctuation <comma>
    %4 = vector.reduction <minnumf>, %v : vector<4xf32> into f32
    vector.print %4 : f32 punctuation <comma>
    %5 = vector.reduction <maxnumf>, %v, %acc : vector<4xf32> into f32
    vector.print %5 : f32 punctuation <comma>
    %6 = vector.reduction <minimumf>, %v : vector<4xf32> into f32
    vector.print %6 : f32 punctuation <comma>
    %7 = vector.reduction <maximumf>, %v, %acc : vector<4xf32> into f32
    vector.print %7 : f32
    return
  }

  func.func @doubles(%v: vector<3xf64>, %z: vector<f64>) {
    %0 = vector.reduction <add>, %v : vector<3xf64> into f64
    vector.print %0 : f64 punctuation <comma>
    %1 = vector.reduction <maximumf>, %v : vector<3xf64> into f64
    vector.print %1 : f64 punctuation <comma>
    %2 = vector.reduction <mul>, %z : vector<f64> into f64
    vector.print %2 : f64
    return
  }

  func.func @integers(%v: vector<4xi32>, %acc: i32, %b: vector<3xi8>, %x: vector<2xindex>, %xi: index) {
    %0 = vector.reduction <add>, %v, %acc : vector<4xi32> into i32
    vector.print %0 : i32 punctuation <comma>
    %1 = vector.reduction <mul>, %v : vector<4xi32> into i32
    vector.print %1 : i32 punctuation <comma>
    %2 = vector.reduction <minui>, %v, %acc : vector<4xi32> into i32
    vector.print %2 : i32 punctuation <comma>
    %3 = vector.reduction <minsi>, %v, %acc : vector<4xi32> into i32
    vector.print %3 : i32 punctuation <comma>
    %4 = vector.reduction <maxui>, %v : vector<4xi32> into i32
    vector.print %4 : i32 punctuation <comma>
    %5 = vector.reduction <maxsi>, %v, %acc : vector<4xi32> into i32
    vector.print %5 : i32 punctuation <comma>
    %6 = vector.reduction <and>, %v, %acc : vector<4xi32> into i32
    vector.print %6 : i32 punctuation <comma>
    %7 = vector.reduction <or>, %v : vector<4xi32> into i32
    vector.print %7 : i32 punctuation <comma>
    %8 = vector.reduction <xor>, %v, %acc : vector<4xi32> into i32
    vector.print %8 : i32
    %9 = vector.reduction <add>, %b : vector<3xi8> into i8
    vector.print %9 : i8 punctuation <comma>
    %10 = vector.reduction <maxui>, %b : vector<3xi8> into i8
    vector.print %10 : i8 punctuation <comma>
    %11 = vector.reduction <add>, %x, %xi : vector<2xindex> into index
    vector.print %11 : index
    return
  }

  func.func @fma(%a: vector<4xf32>, %b: vector<4xf32>, %c: vector<4xf32>) {
    %0 = vector.fma %a, %b, %c : vector<4xf32>
    %1 = vector.reduction <add>, %0 : vector<4xf32> into f32
    vector.print %1 : f32 punctuation <comma>
    %2 = vector.extract %0[3] : f32 from vector<4xf32>
    vector.print %2 : f32
    return
  }

  func.func @main() {
    %v = arith.constant dense<[1.5, -2.0, 0.25, 8.0]> : vector<4xf32>
    %acc = arith.constant 3.0 : f32
    call @floats(%v, %acc) : (vector<4xf32>, f32) -> ()
    %nan = arith.constant dense<[1.0, 0x7FC00000, -0.0, 0.0]> : vector<4xf32>
    %nacc = arith.constant -0.0 : f32
    call @floats(%nan, %nacc) : (vector<4xf32>, f32) -> ()
    %d = arith.constant dense<[1.0e300, 1.0e300, -1.0e300]> : vector<3xf64>
    %z = arith.constant dense<-4.5> : vector<f64>
    call @doubles(%d, %z) : (vector<3xf64>, vector<f64>) -> ()
    %i = arith.constant dense<[7, -3, 2147483647, 12]> : vector<4xi32>
    %iacc = arith.constant -9 : i32
    %b = arith.constant dense<[100, 100, -1]> : vector<3xi8>
    %x = arith.constant dense<[40, 2]> : vector<2xindex>
    %xi = arith.constant 1000 : index
    call @integers(%i, %iacc, %b, %x, %xi) : (vector<4xi32>, i32, vector<3xi8>, vector<2xindex>, index) -> ()
    %fa = arith.constant dense<[1.0, 2.0, 3.0, 1.0e8]> : vector<4xf32>
    %fb = arith.constant dense<[4.0, 5.0, 6.0, 1.0e8]> : vector<4xf32>
    %fc = arith.constant dense<[0.5, -0.5, 1.0, -1.0e16]> : vector<4xf32>
    call @fma(%fa, %fb, %fc) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> ()
    return
  }
}

package dev.mlirj.dialect.vector;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mlirj.dialect.DialectTesting;
import org.junit.jupiter.api.Test;

/**
 * Generic forms the custom parsers never build: each gets a located error, never an exception (mlir-opt 19 itself
 * crashes on the first).
 */
class MalformedVectorOpsTest {
    @Test
    void transferWithAnEmptyPaddingGroupIsAnError() {
        String d = DialectTesting.verify("""
                func.func @f(%m: memref<?x?xf32>, %i: index) {
                  %0 = "vector.transfer_read"(%m, %i, %i) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 0, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (memref<?x?xf32>, index, index) -> vector<4xf32>
                  return
                }
                """);
        assertTrue(d.startsWith("2:8: error: 'vector.transfer_read' op operand group #2 must hold 1 operand, not 0"),
                d);
    }

    @Test
    void transferWriteWithTwoMasksIsAnError() {
        String d = DialectTesting.verify("""
                func.func @f(%m: memref<?xf32>, %i: index, %v: vector<4xf32>, %k: vector<4xi1>) {
                  "vector.transfer_write"(%v, %m, %i, %k, %k) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 2>, permutation_map = affine_map<(d0) -> (d0)>}> : (vector<4xf32>, memref<?xf32>, index, vector<4xi1>, vector<4xi1>) -> ()
                  return
                }
                """);
        assertTrue(d.startsWith("2:3: error: 'vector.transfer_write' op operand group #3 must hold 0 or 1 operand, "
                + "not 2"), d);
    }

    @Test
    void dynamicMarkerWithoutOperandIsMlirsError() {
        String d = DialectTesting.verify("""
                func.func @f(%v: vector<4xf32>) {
                  %0 = "vector.extract"(%v) <{static_position = array<i64: -9223372036854775808>}> : (vector<4xf32>) -> f32
                  return
                }
                """);
        assertTrue(d.startsWith("2:8: error: 'vector.extract' op mismatch between dynamic and static positions"), d);
    }
}

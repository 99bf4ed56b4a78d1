package com.example;

import dev.mlirj.JitModule;
import java.util.Arrays;

/** The README's example: MLIR text compiled in-process and called on Java arrays. */
public class Saxpy {
    static final String SAXPY = """
            func.func @saxpy(%a: f32, %x: memref<?xf32>, %y: memref<?xf32>) {
              %c0 = arith.constant 0 : index
              %c1 = arith.constant 1 : index
              %n = memref.dim %x, %c0 : memref<?xf32>
              scf.for %i = %c0 to %n step %c1 {
                %xi = memref.load %x[%i] : memref<?xf32>
                %yi = memref.load %y[%i] : memref<?xf32>
                %r = math.fma %a, %xi, %yi : f32
                memref.store %r, %y[%i] : memref<?xf32>
              }
              return
            }
            """;

    public static void main(String[] args) {
        float[] x = {1, 2, 3, 4};
        float[] y = {10, 20, 30, 40};
        try (JitModule module = JitModule.compile(SAXPY)) {
            module.function("saxpy").call(2.0f, x, y);   // y = 2 * x + y
        }
        System.out.println(Arrays.toString(y));
    }
}

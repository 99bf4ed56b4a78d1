package dev.mlirj.ir;

import java.util.List;

/**
 * {@code (i32, f32) -> (i1, i2)}: the type of a function and of an operation in generic form.
 *
 * @param inputs  the argument types
 * @param results the result types
 */
public record FunctionType(List<Type> inputs, List<Type> results) implements BuiltinType {
    /** Copies the lists. */
    public FunctionType {
        inputs = List.copyOf(inputs);
        results = List.copyOf(results);
    }
}

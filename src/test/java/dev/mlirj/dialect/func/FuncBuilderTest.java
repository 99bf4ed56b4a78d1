package dev.mlirj.dialect.func;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.mlirj.dialect.DialectTesting.Building;
import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.ir.FunctionType;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link Func}'s factories build what the parser builds from the same text, and refuse a body of the wrong arity. */
class FuncBuilderTest {
    private static final Type I64 = IntegerType.of(64);

    @Test
    void builtFunctionsPrintAndVerifyLikeParsedOnes() {
        Building m = Building.start();
        Func.declare(m.builder(), m.location(), "printI64", new FunctionType(List.of(I64), List.of()));
        Func.emitCInterface(Func.func(m.builder(), m.location(), "twice",
                new FunctionType(List.of(I64), List.of(I64, I64)), (b, args) -> {
                    Value sum = Arith.addi(b, m.location(), args.get(0), args.get(0));
                    Func.call(b, m.location(), "printI64", List.of(), List.of(sum));
                    return List.of(sum, args.get(0));
                }));
        m.assertPrintsAs("""
                module {
                  func.func private @printI64(i64)
                  func.func @twice(%arg0: i64) -> (i64, i64) attributes {llvm.emit_c_interface} {
                    %0 = arith.addi %arg0, %arg0 : i64
                    call @printI64(%0) : (i64) -> ()
                    return %0, %arg0 : i64, i64
                  }
                }

                """);
    }

    @Test
    void aBodyMustReturnOneValuePerResult() {
        Building m = Building.start();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Func.func(m.builder(), m.location(), "f", new FunctionType(List.of(), List.of(I64)), (b, args) -> List.of()));
        assertEquals("the body of @f returns 0 values, but its type has 1 results", e.getMessage());
    }
}

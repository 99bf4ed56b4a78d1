package dev.mlirj.dialect.func;

import dev.mlirj.ir.Block;
import dev.mlirj.ir.BlockArgument;
import dev.mlirj.ir.Builder;
import dev.mlirj.ir.FunctionType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.StringAttr;
import dev.mlirj.ir.SymbolRefAttr;
import dev.mlirj.ir.TypeAttr;
import dev.mlirj.ir.UnitAttr;
import dev.mlirj.ir.Value;
import java.util.List;

/**
 * Builds func operations at a builder's insertion point, so built IR prints and verifies like parsed IR: functions
 * with their body ({@link #func}), external declarations ({@link #declare}), {@code func.call} and
 * {@code func.return}. A body is written by a {@link BodyBuilder} that gets a builder at the end of the entry
 * block and its arguments (one per input of the type) and returns the values to return; the facade adds the
 * {@code func.return}. The context must have the func dialect loaded. A body returning a different number of
 * values than the type has results throws {@link IllegalArgumentException}; type mismatches are left to the
 * verifier, which reports them as it would for parsed input.
 */
public final class Func {
    /** The discardable attribute asking the LLVM lowering for a {@code _mlir_ciface_} wrapper. */
    public static final String EMIT_C_INTERFACE = "llvm.emit_c_interface";

    private Func() {
    }

    /** Writes the body of a function; returns the values it returns. */
    @FunctionalInterface
    public interface BodyBuilder {
        /** Builds into the entry block with {@code b}, whose arguments are {@code arguments}. */
        List<Value> build(Builder b, List<BlockArgument> arguments);
    }

    private static OperationState state(MlirContext context, String name, Location location) {
        return OperationState.forRegistered(context, name, location);
    }

    /** {@code func.func @name(...) -> (...)} of {@code type}, its body written by {@code body}. */
    public static Operation func(Builder b, Location location, String name, FunctionType type,
                                 BodyBuilder body) {
        MlirContext context = b.context();
        OperationState state = state(context, FuncOp.NAME, location);
        state.properties.put(FuncOp.SYM_NAME, StringAttr.of(name));
        state.properties.put(FuncOp.FUNCTION_TYPE, new TypeAttr(type));
        Block entry = state.addRegion().appendBlock();
        type.inputs().forEach(t -> entry.addArgument(t, location));
        Builder inner = Builder.atEnd(context, entry);
        List<Value> returned = body.build(inner, entry.arguments());
        if (returned.size() != type.results().size()) {
            throw new IllegalArgumentException("the body of @" + name + " returns " + returned.size()
                    + " values, but its type has " + type.results().size() + " results");
        }
        inner.setInsertionPointToEnd(entry);
        return_(inner, location, returned);
        return b.create(state);
    }

    /** {@code func.func private @name(...)}: an external function, e.g. a runner utility such as {@code printF32}. */
    public static Operation declare(Builder b, Location location, String name,
                                    FunctionType type) {
        MlirContext context = b.context();
        OperationState state = state(context, FuncOp.NAME, location);
        state.properties.put(FuncOp.SYM_NAME, StringAttr.of(name));
        state.properties.put(FuncOp.FUNCTION_TYPE, new TypeAttr(type));
        state.properties.put(FuncOp.SYM_VISIBILITY, StringAttr.of("private"));
        state.addRegion();
        return b.create(state);
    }

    /** Marks {@code func} with {@code llvm.emit_c_interface}; returns it. */
    public static Operation emitCInterface(Operation func) {
        func.setAttribute(EMIT_C_INTERFACE, UnitAttr.INSTANCE);
        return func;
    }

    /** {@code func.return values}. */
    public static Operation return_(Builder b, Location location, List<Value> values) {
        MlirContext context = b.context();
        OperationState state = state(context, ReturnOp.NAME, location);
        state.operands.addAll(values);
        return b.create(state);
    }

    /** {@code func.call @callee(args) : (...) -> (results)}; the results are the call's. */
    public static Operation call(Builder b, Location location, String callee,
                                 List<dev.mlirj.ir.Type> results, List<Value> args) {
        MlirContext context = b.context();
        OperationState state = state(context, CallOp.NAME, location);
        state.properties.put(CallOp.CALLEE, SymbolRefAttr.flat(callee));
        state.operands.addAll(args);
        state.resultTypes.addAll(results);
        return b.create(state);
    }
}

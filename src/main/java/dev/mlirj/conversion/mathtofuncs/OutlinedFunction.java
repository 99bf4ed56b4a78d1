package dev.mlirj.conversion.mathtofuncs;

import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.arith.BinaryOps;
import dev.mlirj.dialect.arith.CmpIPredicate;
import dev.mlirj.dialect.cf.Cf;
import dev.mlirj.dialect.func.FuncOp;
import dev.mlirj.dialect.func.ReturnOp;
import dev.mlirj.dialect.llvm.Linkage;
import dev.mlirj.dialect.llvm.LinkageAttr;
import dev.mlirj.dialect.llvm.LlvmDialect;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.Builder;
import dev.mlirj.ir.FunctionType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Region;
import dev.mlirj.ir.StringAttr;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.TypeAttr;
import dev.mlirj.ir.Value;
import java.util.List;

/**
 * A function {@code convert-math-to-funcs} outlines, being built: {@code func.func private @name} with
 * {@code llvm.linkage = #llvm.linkage<linkonce_odr>} (so every module may carry its copy), appended to a module,
 * and a builder over its body with the few operations the implementations need. Blocks are appended at the end of
 * the body in creation order, as MLIR's {@code OpBuilder::createBlock(region)} does, so the outlined functions print
 * as mlir-opt 19 prints them. Used by one thread while it builds.
 */
final class OutlinedFunction {
    final MlirContext context;
    final Location loc;
    final Operation func;
    final Region body;
    final Builder b;

    /** Appends {@code func.func private @name(type)} with an entry block to {@code module}; builds into the entry. */
    OutlinedFunction(MlirContext context, Operation module, String name, FunctionType type) {
        this.context = context;
        this.loc = module.location();
        OperationState state = new OperationState(context.operationName(FuncOp.NAME), loc);
        state.properties.put(FuncOp.SYM_NAME, StringAttr.of(name));
        state.properties.put(FuncOp.FUNCTION_TYPE, new TypeAttr(type));
        state.properties.put(FuncOp.SYM_VISIBILITY, StringAttr.of("private"));
        body = state.addRegion();
        Block entry = body.appendBlock();
        for (Type t : type.inputs()) {
            entry.addArgument(t, loc);
        }
        func = Builder.atEnd(context, module.region(0).entryBlock()).create(state);
        func.setAttribute(LlvmDialect.LINKAGE_ATTR, new LinkageAttr(Linkage.LINKONCE_ODR));
        b = Builder.atEnd(context, FuncOp.body(func).entryBlock());
    }

    /** Argument {@code i} of the function. */
    Value argument(int i) {
        return FuncOp.body(func).entryBlock().argument(i);
    }

    /** A new block of arguments {@code types} at the end of the body; the builder moves to its end. */
    Block block(Type... types) {
        Block block = FuncOp.body(func).appendBlock();
        for (Type t : types) {
            block.addArgument(t, loc);
        }
        b.setInsertionPointToEnd(block);
        return block;
    }

    /** Moves the builder to the end of {@code block}. */
    void at(Block block) {
        b.setInsertionPointToEnd(block);
    }

    Value constant(Type type, long value) {
        return Arith.constant(b, loc, type, value);
    }

    Value cmpi(CmpIPredicate predicate, Value lhs, Value rhs) {
        return Arith.cmpi(b, loc, predicate, lhs, rhs);
    }

    Value binary(String name, Value lhs, Value rhs) {
        return Arith.binary(b, loc, name, lhs, rhs);
    }

    void return_(Value value) {
        OperationState state = new OperationState(context.operationName(ReturnOp.NAME), loc);
        state.operands.add(value);
        b.create(state);
    }

    void br(Block dest, Value... operands) {
        Cf.br(b, loc, dest, List.of(operands));
    }

    void condBr(Value condition, Block trueDest, List<Value> trueOperands, Block falseDest,
                List<Value> falseOperands) {
        Cf.condBr(b, loc, condition, trueDest, trueOperands, falseDest, falseOperands);
    }

    /**
     * The part of a power-by-squaring loop the integer and float powers share, built at {@code loopHeader}, whose
     * arguments are the result so far, the current square of the base and the exponent bits left: multiplies the
     * result by the square ({@code mul}) when the lowest bit is set, merging in a new block, then shifts the bits
     * right and compares them with zero. The builder is left at the end of the merge block.
     *
     * @param merged  the result after the step (the merge block's argument)
     * @param shifted the exponent bits left after the step
     * @param done    whether no bits are left
     * @param block   the merge block, to be ended with a branch on {@code done}
     */
    record SquareStep(Value merged, Value shifted, Value done, Block block) {
    }

    /** The {@link SquareStep} of the loop at {@code loopHeader}; {@code one} and {@code zero} of the exponent type. */
    SquareStep squareStep(Block loopHeader, Type resultType, Value one, Value zero, String mul) {
        Value result = loopHeader.argument(0);
        Value square = loopHeader.argument(1);
        Value rest = loopHeader.argument(2);
        at(loopHeader);
        Value restIsOdd = cmpi(CmpIPredicate.NE, binary(BinaryOps.ANDI, rest, one), zero);
        Block then = block();
        Value multiplied = binary(mul, result, square);
        Block merge = block(resultType);
        at(then);
        br(merge, multiplied);
        at(loopHeader);
        condBr(restIsOdd, then, List.of(), merge, List.of(result));
        at(merge);
        Value shifted = binary(BinaryOps.SHRUI, rest, one);
        Value done = cmpi(CmpIPredicate.EQ, shifted, zero);
        return new SquareStep(merge.argument(0), shifted, done, merge);
    }
}

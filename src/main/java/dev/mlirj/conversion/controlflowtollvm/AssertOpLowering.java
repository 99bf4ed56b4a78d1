package dev.mlirj.conversion.controlflowtollvm;

import dev.mlirj.conversion.llvmcommon.ConvertOpToLlvmPattern;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.dialect.builtin.ModuleOp;
import dev.mlirj.dialect.cf.AssertOp;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.dialect.llvm.LlvmArrayType;
import dev.mlirj.dialect.llvm.LlvmFuncOp;
import dev.mlirj.dialect.llvm.LlvmFunctionType;
import dev.mlirj.dialect.llvm.LlvmPointerType;
import dev.mlirj.dialect.llvm.LlvmPrimitiveType;
import dev.mlirj.dialect.llvm.LlvmTypes;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.SymbolTable;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import java.util.List;

/**
 * {@code cf.assert %cond, "msg"} as MLIR 19's {@code AssertOpLowering} lowers it: the block is split at the
 * assertion; {@code llvm.cond_br %cond} goes on to the rest of the block or to a new failure block (appended to
 * the region) that prints the message with {@code puts} and calls {@code abort}, then {@code llvm.unreachable}
 * (or, when the pattern does not abort, branches on). The message becomes a zero-terminated
 * {@code llvm.mlir.global private constant @assert_msg} (renamed {@code @assert_msg_N} while the name is taken),
 * inserted at the start of the enclosing module, and is passed as {@code llvm.getelementptr} of its address;
 * {@code llvm.func @puts(!llvm.ptr)} and {@code llvm.func @abort()} are declared at the start of the module unless
 * an {@code llvm.func} of that name exists.
 *
 * <p>Differences from MLIR 19: the {@code _N} counter belongs to this pattern instance (one conversion), where
 * MLIR's is one per process (so in mlir-opt the second module of a {@code --split-input-file} run may continue
 * its numbering); an assertion outside a {@code builtin.module}, or a module whose {@code puts} or {@code abort}
 * is not an {@code llvm.func} of the expected type, is refused with a reason instead of producing invalid IR.
 *
 * <p>Not thread-safe (the counter); used by one conversion at a time.
 */
public final class AssertOpLowering extends ConvertOpToLlvmPattern {
    /** The base name of the message globals. */
    public static final String MESSAGE_SYMBOL = "assert_msg";

    private final boolean abortOnFailedAssert;
    private int counter;

    /** The pattern for {@code cf.assert}; {@code abortOnFailedAssert} false prints the message and continues. */
    public AssertOpLowering(LlvmTypeConverter converter, boolean abortOnFailedAssert) {
        super(AssertOp.NAME, converter);
        this.abortOnFailedAssert = abortOnFailedAssert;
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        Operation module = op.parentOp();
        while (module != null && !module.name().fullName().equals(ModuleOp.NAME)) {
            module = module.parentOp();
        }
        if (module == null) {
            return rewriter.notifyMatchFailure(op, AssertOp.NAME + " is lowered inside a " + ModuleOp.NAME + " only");
        }
        LlvmFunctionType putsType = new LlvmFunctionType(LlvmPrimitiveType.VOID, List.of(LlvmPointerType.DEFAULT),
                false);
        LlvmFunctionType abortType = new LlvmFunctionType(LlvmPrimitiveType.VOID, List.of(), false);
        String problem = checkDeclaration(module, "puts", putsType);
        if (problem == null && abortOnFailedAssert) {
            problem = checkDeclaration(module, "abort", abortType);
        }
        if (problem != null) {
            return rewriter.notifyMatchFailure(op, problem);
        }
        Location loc = op.location();
        Block opBlock = op.block();
        Block continuation = rewriter.splitBlock(opBlock, op);
        Block failure = rewriter.createBlock(opBlock.parent(), null, List.of(), List.of());

        // The message global, at the start of the module.
        String name = MESSAGE_SYMBOL;
        while (SymbolTable.lookupIn(module, name) != null) {
            name = MESSAGE_SYMBOL + "_" + counter++;
        }
        Block moduleBody = module.region(0).entryBlock();
        rewriter.setInsertionPointToStart(moduleBody);
        LlvmArrayType arrayType = Llvm.cStringGlobal(rewriter, loc, name, AssertOp.msgAttr(op).bytes());

        // Print it.
        rewriter.setInsertionPointToEnd(failure);
        Value address = Llvm.addressOf(rewriter, loc, name);
        Value message = Llvm.gep(rewriter, loc, arrayType, address, List.of(0), false);
        declare(rewriter, module, "puts", putsType, module.location());
        rewriter.setInsertionPointToEnd(failure);
        Llvm.call(rewriter, loc, "puts", null, List.of(message));
        if (abortOnFailedAssert) {
            declare(rewriter, module, "abort", abortType, Location.unknown());
            rewriter.setInsertionPointToEnd(failure);
            Llvm.call(rewriter, loc, "abort", null, List.of());
            Llvm.unreachable(rewriter, loc);
        } else {
            Llvm.br(rewriter, loc, continuation, List.of());
        }

        // The test.
        rewriter.setInsertionPointToEnd(opBlock);
        Llvm.condBr(rewriter, loc, adaptor.operand(0), continuation, List.of(), failure,
                List.of());
        rewriter.eraseOp(op);
        return true;
    }

    /** Null when {@code @name} is free or an {@code llvm.func} of {@code type}; else why it cannot be called. */
    private static String checkDeclaration(Operation module, String name, LlvmFunctionType type) {
        Operation existing = SymbolTable.lookupIn(module, name);
        if (existing == null) {
            return null;
        }
        if (!existing.name().fullName().equals(LlvmFuncOp.NAME)) {
            return "the module's symbol @" + name + " is a " + existing.name().fullName() + ", not the "
                    + LlvmFuncOp.NAME + " the assertion calls";
        }
        if (!LlvmFuncOp.functionType(existing).equals(type)) {
            return "the module's " + LlvmFuncOp.NAME + " @" + name + " has type "
                    + LlvmTypes.toString(LlvmFuncOp.functionType(existing)) + ", not " + LlvmTypes.toString(type);
        }
        return null;
    }

    /** Declares {@code llvm.func @name} at the start of the module unless it exists. */
    private static void declare(ConversionPatternRewriter rewriter, Operation module, String name,
                                LlvmFunctionType type, Location location) {
        if (SymbolTable.lookupIn(module, name) == null) {
            rewriter.setInsertionPointToStart(module.region(0).entryBlock());
            Llvm.funcDeclaration(rewriter, location, name, type);
        }
    }
}

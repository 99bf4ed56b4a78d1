package dev.mlirj.conversion.functollvm;

import dev.mlirj.conversion.llvmcommon.ConvertOpToLlvmPattern;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.conversion.llvmcommon.MemRefDescriptor;
import dev.mlirj.dialect.func.ReturnOp;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.dialect.llvm.LlvmFuncOp;
import dev.mlirj.dialect.llvm.LlvmTypes;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.UnrankedMemRefType;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code func.return} to {@code llvm.return}, MLIR's {@code ReturnOpLowering}: several values packed into the
 * struct the function's signature returns ({@code llvm.mlir.undef} and one {@code llvm.insertvalue} each); under
 * the bare-pointer convention (the option, or {@code llvm.bareptr} on the enclosing function) a memref returns its
 * allocated pointer; otherwise the ranked descriptor of a returned unranked memref is copied to the heap
 * ({@code malloc}), as the callee's stack goes away. Fails for unranked memrefs under the bare-pointer convention.
 */
final class ReturnOpLowering extends ConvertOpToLlvmPattern {
    ReturnOpLowering(LlvmTypeConverter converter) {
        super(ReturnOp.NAME, converter);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        LlvmTypeConverter converter = llvmTypeConverter();
        Location loc = op.location();
        Operation func = op.ancestorNamed(LlvmFuncOp.NAME);
        boolean bare = FuncOpConversion.useBarePtrCallConv(func, converter);
        List<Value> updated = new ArrayList<>();
        List<Type> types = new ArrayList<>();
        for (int i = 0; i < op.operandCount(); i++) {
            Type oldType = op.operand(i).type();
            types.add(oldType);
            Value operand = adaptor.operand(i);
            if (bare && oldType instanceof UnrankedMemRefType) {
                return rewriter.notifyMatchFailure(op, "returning an unranked memref (" + LlvmTypes.toString(oldType)
                        + ") is not supported by the bare-pointer calling convention");
            }
            if (bare && oldType instanceof MemRefType && converter.canConvertToBarePtr(oldType)) {
                operand = new MemRefDescriptor(rewriter.context(), operand).allocatedPtr(rewriter, loc);
            }
            updated.add(operand);
        }
        // The callee's stack goes away: unranked descriptors are copied to the heap.
        if (!bare && !copyUnrankedDescriptors(rewriter, op, loc, types, updated, true)) {
            return rewriter.notifyMatchFailure(op, "cannot declare malloc to copy unranked memref descriptors");
        }
        if (updated.size() <= 1) {
            Operation ret = Llvm.return_(rewriter, loc, updated);
            op.attributes().forEach(ret::setAttribute);
            rewriter.replaceOp(op, ret);
            return true;
        }
        Type packedType = converter.packFunctionResults(types, bare);
        if (packedType == null) {
            return rewriter.notifyMatchFailure(op, "could not convert result types: "
                    + CallOpInterfaceLowering.explain(converter, types, bare));
        }
        Value packed = Llvm.undef(rewriter, loc, packedType);
        for (int i = 0; i < updated.size(); i++) {
            packed = Llvm.insertValue(rewriter, loc, packed, updated.get(i), i);
        }
        Operation ret = Llvm.return_(rewriter, loc, List.of(packed));
        op.attributes().forEach(ret::setAttribute);
        rewriter.replaceOp(op, ret);
        return true;
    }
}

package dev.mlirj.conversion.functollvm;

import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.conversion.llvmcommon.MemRefDescriptor;
import dev.mlirj.conversion.llvmcommon.UnrankedMemRefDescriptor;
import dev.mlirj.dialect.func.FuncOp;
import dev.mlirj.dialect.llvm.Linkage;
import dev.mlirj.dialect.llvm.LinkageAttr;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.dialect.llvm.LlvmFuncOp;
import dev.mlirj.dialect.llvm.LlvmFunctionType;
import dev.mlirj.ir.ArrayAttr;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.DictionaryAttr;
import dev.mlirj.ir.FunctionType;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.UnrankedMemRefType;
import dev.mlirj.ir.Value;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The {@code _mlir_ciface_} wrappers of functions with {@code llvm.emit_c_interface}, as MLIR's FuncToLLVM
 * ({@code wrapForExternalCallers}, {@code wrapExternalFunction}). A C caller passes each memref as a pointer to its
 * descriptor, and receives a struct result (several results, or one memref) through a pointer passed first:
 * <ul>
 * <li>for a defined function {@code @f}, {@code @_mlir_ciface_f} is defined: it loads each descriptor, unpacks it
 * into the scalars {@code @f} takes, calls {@code @f} and returns its result, or stores it through the first
 * argument;</li>
 * <li>for an external function {@code @f}, {@code @_mlir_ciface_f} is declared (it is the C function), and
 * {@code @f} gets a private body that packs each memref argument's scalars into a descriptor on the stack, calls
 * the interface with pointers to them (and to a stack slot for a struct result, which it then loads and
 * returns).</li>
 * </ul>
 * Both wrappers take the original function's filtered attributes and visibility; argument and result attributes
 * are carried over (shifted by one when the result becomes the first argument).
 */
final class CInterfaceWrappers {
    private CInterfaceWrappers() {
    }

    private static String wrapperName(Operation funcOp) {
        return "_mlir_ciface_" + FuncOp.name(funcOp);
    }

    /**
     * Creates the wrapper (a declaration, or a definition once given a block) before {@code funcOp}, with
     * attributes as MLIR's propagateArgResAttrs.
     */
    private static Operation createWrapper(ConversionPatternRewriter rewriter, Location loc, Operation funcOp,
                                           LlvmTypeConverter.CWrapperType wrapperType) {
        rewriter.setInsertionPoint(funcOp);
        Operation wrapper = Llvm.func(rewriter, loc, wrapperName(funcOp), wrapperType.type(),
                Linkage.EXTERNAL, FuncOpConversion.filteredAttributes(funcOp));
        Attribute argAttrs = FuncOp.argAttrs(funcOp);
        if (wrapperType.resultType() == null) {
            if (FuncOp.resAttrs(funcOp) instanceof ArrayAttr resAttrs) {
                wrapper.setAttribute(FuncOp.RES_ATTRS, resAttrs);
            }
            if (argAttrs instanceof ArrayAttr a) {
                wrapper.setAttribute(FuncOp.ARG_ATTRS, a);
            }
        } else if (argAttrs instanceof ArrayAttr a) {
            List<Attribute> shifted = new ArrayList<>();
            shifted.add(DictionaryAttr.EMPTY);
            shifted.addAll(a.elements());
            wrapper.setAttribute(FuncOp.ARG_ATTRS, new ArrayAttr(shifted));
        }
        Attribute visibility = funcOp.attribute(FuncOp.SYM_VISIBILITY);
        if (visibility != null) {
            wrapper.setAttribute(FuncOp.SYM_VISIBILITY, visibility);
        }
        return wrapper;
    }

    private static Block addEntryBlock(ConversionPatternRewriter rewriter, Operation func, Location loc) {
        List<Type> params = LlvmFuncOp.functionType(func).params();
        return rewriter.createBlock(LlvmFuncOp.body(func), null, params, Collections.nCopies(params.size(), loc));
    }

    private static Type resultOrNull(LlvmFunctionType type) {
        return type.returnsVoid() ? null : type.returnType();
    }

    /**
     * Defines {@code @_mlir_ciface_<name>} after {@code newFunc} (the converted defined function): loads the
     * descriptors, unpacks them, calls {@code newFunc}, returns or stores its result.
     */
    static void wrapForExternalCallers(ConversionPatternRewriter rewriter, Location loc, LlvmTypeConverter converter,
                                       Operation funcOp, Operation newFunc) {
        FunctionType type = FuncOp.functionType(funcOp);
        LlvmTypeConverter.CWrapperType wrapperType = converter.convertFunctionTypeCWrapper(type);
        Operation wrapper = createWrapper(rewriter, loc, funcOp, wrapperType);
        Block entry = addEntryBlock(rewriter, wrapper, loc);
        int argOffset = wrapperType.resultType() != null ? 1 : 0;
        List<Value> args = new ArrayList<>();
        for (int i = 0; i < type.inputs().size(); i++) {
            Type argType = type.inputs().get(i);
            Value arg = entry.argument(i + argOffset);
            if (argType instanceof MemRefType m) {
                Value loaded = Llvm.load(rewriter, loc, converter.convertType(m), arg);
                MemRefDescriptor.unpack(rewriter, loc, loaded, m, args);
            } else if (argType instanceof UnrankedMemRefType) {
                Value loaded = Llvm.load(rewriter, loc, converter.convertType(argType), arg);
                UnrankedMemRefDescriptor.unpack(rewriter, loc, loaded, args);
            } else {
                args.add(arg);
            }
        }
        LlvmFunctionType calleeType = LlvmFuncOp.functionType(newFunc);
        Operation call = Llvm.call(rewriter, loc, FuncOp.name(funcOp), resultOrNull(calleeType), args);
        if (wrapperType.resultType() != null) {
            Llvm.store(rewriter, loc, call.result(0), entry.argument(0));
            Llvm.return_(rewriter, loc, List.of());
        } else {
            Llvm.return_(rewriter, loc, call.results());
        }
        rewriter.setInsertionPoint(funcOp);
    }

    /**
     * Declares {@code @_mlir_ciface_<name>} and gives the external {@code newFunc} a private body that packs the
     * memref arguments into descriptors on the stack and calls the interface with pointers to them.
     */
    static void wrapExternalFunction(ConversionPatternRewriter rewriter, Location loc, LlvmTypeConverter converter,
                                     Operation funcOp, Operation newFunc) {
        FunctionType type = FuncOp.functionType(funcOp);
        LlvmTypeConverter.CWrapperType wrapperType = converter.convertFunctionTypeCWrapper(type);
        createWrapper(rewriter, loc, funcOp, wrapperType);
        newFunc.setAttribute(LlvmFuncOp.LINKAGE, new LinkageAttr(Linkage.PRIVATE));
        Block entry = addEntryBlock(rewriter, newFunc, loc);
        Type indexType = converter.convertType(IndexType.INSTANCE);
        List<Value> args = new ArrayList<>();
        if (wrapperType.resultType() != null) {
            Value one = Llvm.constant(rewriter, loc, indexType, IntegerAttr.of(IndexType.INSTANCE, 1));
            args.add(Llvm.alloca(rewriter, loc, wrapperType.resultType(), one, 0));
        }
        List<Value> wrapperArgs = entry.arguments().stream().map(a -> (Value) a).toList();
        int next = 0;
        for (Type input : type.inputs()) {
            if (input instanceof MemRefType || input instanceof UnrankedMemRefType) {
                Value packed;
                if (input instanceof MemRefType m) {
                    int n = MemRefDescriptor.numUnpackedValues(m);
                    packed = MemRefDescriptor.pack(rewriter, loc, converter, m, wrapperArgs.subList(next,
                            next + n)).value();
                    next += n;
                } else {
                    int n = UnrankedMemRefDescriptor.numUnpackedValues();
                    packed = UnrankedMemRefDescriptor.pack(rewriter, loc, converter, (UnrankedMemRefType) input,
                            wrapperArgs.subList(next, next + n)).value();
                    next += n;
                }
                Value one = Llvm.constant(rewriter, loc, indexType, IntegerAttr.of(IndexType.INSTANCE, 1));
                Value allocated = Llvm.alloca(rewriter, loc, packed.type(), one, 0);
                Llvm.store(rewriter, loc, packed, allocated);
                args.add(allocated);
            } else {
                args.add(wrapperArgs.get(next++));
            }
        }
        if (next != wrapperArgs.size()) {
            throw new IllegalStateException("the C interface wrapper of @" + FuncOp.name(funcOp) + " mapped " + next
                    + " of " + wrapperArgs.size() + " arguments");
        }
        Operation call = Llvm.call(rewriter, loc, wrapperName(funcOp), resultOrNull(wrapperType.type()), args);
        if (wrapperType.resultType() != null) {
            Value result = Llvm.load(rewriter, loc, wrapperType.resultType(), args.getFirst());
            Llvm.return_(rewriter, loc, List.of(result));
        } else {
            Llvm.return_(rewriter, loc, call.results());
        }
        rewriter.setInsertionPoint(funcOp);
    }
}

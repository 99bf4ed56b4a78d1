package dev.mlirj.conversion.functollvm;

import dev.mlirj.conversion.llvmcommon.ConvertOpToLlvmPattern;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.dialect.func.FuncOp;
import dev.mlirj.dialect.llvm.Linkage;
import dev.mlirj.dialect.llvm.LinkageAttr;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.dialect.llvm.LlvmDialect;
import dev.mlirj.dialect.llvm.LlvmFuncOp;
import dev.mlirj.dialect.llvm.LlvmFunctionType;
import dev.mlirj.dialect.llvm.LlvmTypes;
import dev.mlirj.dialect.llvm.MemoryEffectsAttr;
import dev.mlirj.ir.ArrayAttr;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.DictionaryAttr;
import dev.mlirj.ir.FunctionType;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.MemRefType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.UnitAttr;
import dev.mlirj.ir.UnrankedMemRefType;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import dev.mlirj.transforms.dialectconversion.SignatureConversion;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * {@code func.func} to {@code llvm.func}, MLIR's {@code FuncOpConversion} ({@code convertFuncOpToLLVMFuncOp}): the
 * signature converted by {@link LlvmTypeConverter#convertFunctionSignature} (memref arguments unbundled into their
 * descriptor's scalars, or bare pointers under {@code use-bare-ptr-memref-call-conv} or {@code llvm.bareptr};
 * several results packed into a struct; {@code func.varargs = true} makes it variadic), the body moved over with its
 * entry block converted (the descriptors rebuilt by the converter's argument materializations), the discardable
 * attributes kept except {@code llvm.linkage} (which sets the linkage; external by default), {@code func.varargs}
 * and {@code llvm.readnone} (which becomes {@code memory = #llvm.memory_effects<none...>}), the visibility kept
 * as {@code sym_visibility}, argument attributes kept on arguments that convert 1:1 (and empty on the scalars of an
 * unbundled memref), result attributes kept for a single result. With {@code llvm.emit_c_interface} (and not the
 * bare-pointer convention) the {@code _mlir_ciface_} wrapper is added ({@link CInterfaceWrappers}).
 *
 * <p>Fails, naming the type, when a type of the signature does not convert (a tensor, a non-strided memref, a
 * memref that cannot be a bare pointer), and with MLIR's message for a variadic function with a C interface.
 */
final class FuncOpConversion extends ConvertOpToLlvmPattern {
    static final String VARARGS = "func.varargs";
    static final String LINKAGE = LlvmDialect.LINKAGE_ATTR;
    static final String BARE_PTR = "llvm.bareptr";
    static final String READNONE = LlvmDialect.READNONE_ATTR;
    static final String EMIT_C_INTERFACE = LlvmDialect.EMIT_C_INTERFACE_ATTR;
    /** MLIR's message refusing a variadic function with a C interface. */
    static final String VARIADIC_C_INTERFACE = "C interface for variadic functions is not supported yet.";

    FuncOpConversion(LlvmTypeConverter converter) {
        super(FuncOp.NAME, converter);
    }

    /** Whether {@code func} has {@code func.varargs = true}. */
    static boolean isVariadic(Operation func) {
        return func.attribute(VARARGS) instanceof IntegerAttr v && v.type().equals(IntegerType.of(1))
                && v.value().signum() != 0;
    }

    /** Whether {@code func} gets a C interface: {@code llvm.emit_c_interface} and not the bare-pointer convention. */
    static boolean emitsCInterface(Operation func, LlvmTypeConverter converter) {
        return !useBarePtrCallConv(func, converter) && func.attribute(EMIT_C_INTERFACE) instanceof UnitAttr;
    }

    /** MLIR's {@code shouldUseBarePtrCallConv}: the option, or {@code llvm.bareptr} on {@code op}. */
    static boolean useBarePtrCallConv(Operation op, LlvmTypeConverter converter) {
        return (op != null && op.attribute(BARE_PTR) != null) || converter.options().useBarePtrCallConv();
    }

    /** MLIR's {@code filterFuncAttributes}: the discardable attributes {@code LLVMFuncOp::build} does not make. */
    static Map<String, Attribute> filteredAttributes(Operation func) {
        Map<String, Attribute> out = new TreeMap<>(func.attributes());
        out.remove(LINKAGE);
        out.remove(VARARGS);
        out.remove(READNONE);
        return out;
    }

    /** Why the signature of {@code type} does not convert, naming the first type that does not. */
    static String explainSignatureFailure(LlvmTypeConverter converter, FunctionType type, boolean bare) {
        List<Type> all = new ArrayList<>(type.inputs());
        all.addAll(type.results());
        for (Type t : all) {
            if (bare && (t instanceof MemRefType || t instanceof UnrankedMemRefType)
                    && converter.convertMemRefToBarePtr(t) == null) {
                String why = converter.explainFailure(t);
                if (why == null && t instanceof UnrankedMemRefType) {
                    why = "cannot pass " + LlvmTypes.toString(t) + " as a bare pointer: unranked memrefs are not "
                            + "supported by the bare-pointer calling convention";
                }
                return why != null ? why : "cannot pass " + LlvmTypes.toString(t) + " as a bare pointer: the "
                        + "bare-pointer calling convention needs a ranked memref of static shape with static strides "
                        + "and offset";
            }
            String why = converter.explainFailure(t);
            if (why != null) {
                return why;
            }
        }
        return "cannot convert the function type " + LlvmTypes.toString(type) + " to the LLVM dialect";
    }

    @Override
    public boolean matchAndRewrite(Operation funcOp, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        LlvmTypeConverter converter = llvmTypeConverter();
        FunctionType type = FuncOp.functionType(funcOp);
        boolean varargs = isVariadic(funcOp);
        boolean bare = useBarePtrCallConv(funcOp, converter);
        SignatureConversion result = new SignatureConversion(type.inputs().size());
        LlvmFunctionType llvmType = converter.convertFunctionSignature(type, varargs, bare, result);
        if (llvmType == null) {
            return rewriter.notifyMatchFailure(funcOp, "signature conversion failed: "
                    + explainSignatureFailure(converter, type, bare));
        }
        Linkage linkage = Linkage.EXTERNAL;
        Attribute linkageAttr = funcOp.attribute(LINKAGE);
        if (linkageAttr != null) {
            if (!(linkageAttr instanceof LinkageAttr l)) {
                return rewriter.notifyMatchFailure(funcOp, "Contains " + LINKAGE
                        + " attribute not of type LLVM::LinkageAttr");
            }
            linkage = l.linkage();
        }
        Attribute readnone = funcOp.attribute(READNONE);
        if (readnone != null && !(readnone instanceof UnitAttr)) {
            return rewriter.notifyMatchFailure(funcOp, "Contains " + READNONE + " attribute not of type UnitAttr");
        }
        boolean cInterface = emitsCInterface(funcOp, converter);
        if (cInterface && varargs) {
            return rewriter.notifyMatchFailure(funcOp, VARIADIC_C_INTERFACE);
        }
        if (cInterface && converter.convertFunctionTypeCWrapper(type) == null) {
            return rewriter.notifyMatchFailure(funcOp, "cannot make the C interface wrapper: "
                    + explainSignatureFailure(converter, type, false));
        }

        rewriter.setInsertionPoint(funcOp);
        Operation newFunc = Llvm.func(rewriter, funcOp.location(), FuncOp.name(funcOp), llvmType,
                linkage, filteredAttributes(funcOp));
        Attribute visibility = funcOp.attribute(FuncOp.SYM_VISIBILITY);
        if (visibility != null) {
            newFunc.setAttribute(FuncOp.SYM_VISIBILITY, visibility);
        }
        if (readnone != null) {
            newFunc.setAttribute(LlvmFuncOp.MEMORY, new MemoryEffectsAttr("none", "none", "none"));
        }
        if (FuncOp.resAttrs(funcOp) instanceof ArrayAttr resAttrs && type.results().size() == 1) {
            newFunc.setAttribute(FuncOp.RES_ATTRS, resAttrs);
        }
        if (FuncOp.argAttrs(funcOp) instanceof ArrayAttr argAttrs) {
            List<Attribute> newArgAttrs = new ArrayList<>();
            for (int j = 0; j < llvmType.params().size(); j++) {
                newArgAttrs.add(DictionaryAttr.EMPTY);
            }
            for (int i = 0; i < type.inputs().size(); i++) {
                SignatureConversion.InputMapping m = result.inputMapping(i);
                if (m.size() == 1) {
                    newArgAttrs.set(m.inputNo(), argAttrs.elements().get(i));
                }
            }
            if (!newArgAttrs.isEmpty()) {
                newFunc.setAttribute(FuncOp.ARG_ATTRS, new ArrayAttr(newArgAttrs));
            }
        }
        rewriter.inlineRegionBefore(FuncOp.body(funcOp), LlvmFuncOp.body(newFunc), null);
        if (!LlvmFuncOp.isExternal(newFunc)
                && rewriter.convertRegionTypes(LlvmFuncOp.body(newFunc), converter, result) == null) {
            return rewriter.notifyMatchFailure(funcOp, "region types conversion failed");
        }
        if (cInterface) {
            if (LlvmFuncOp.isExternal(newFunc)) {
                CInterfaceWrappers.wrapExternalFunction(rewriter, funcOp.location(), converter, funcOp, newFunc);
            } else {
                CInterfaceWrappers.wrapForExternalCallers(rewriter, funcOp.location(), converter, funcOp, newFunc);
            }
        }
        rewriter.eraseOp(funcOp);
        return true;
    }
}

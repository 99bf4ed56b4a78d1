package dev.mlirj.target.llvmir;

import dev.mlirj.dialect.llvm.Linkage;
import dev.mlirj.dialect.llvm.LlvmDialect;
import dev.mlirj.dialect.llvm.LlvmFuncOp;
import dev.mlirj.dialect.llvm.LlvmFuncOps;
import dev.mlirj.dialect.llvm.LlvmFunctionType;
import dev.mlirj.dialect.llvm.LlvmGlobalOp;
import dev.mlirj.dialect.llvm.transforms.LegalizeForExport;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.BlockArgument;
import dev.mlirj.ir.DeepNesting;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.IrMapping;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.OpTrait;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.UnitAttr;
import dev.mlirj.ir.Value;
import dev.mlirj.llvm.LlvmBasicBlock;
import dev.mlirj.llvm.LlvmBuilder;
import dev.mlirj.llvm.LlvmContext;
import dev.mlirj.llvm.LlvmException;
import dev.mlirj.llvm.LlvmLinkage;
import dev.mlirj.llvm.LlvmModule;
import dev.mlirj.llvm.LlvmType;
import dev.mlirj.llvm.LlvmValue;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * MLIR's {@code ModuleTranslation}: the LLVM dialect to an LLVM module, through LLVM-C, in MLIR's named phases.
 * <ol>
 * <li><b>Target</b>: the module's {@code llvm.target_triple} and {@code llvm.data_layout} (the host's triple and
 * its target machine's layout when absent, see {@link DataLayouts}).</li>
 * <li><b>Function signatures</b> ({@code convertFunctionSignatures}): every {@code llvm.func} is declared, with
 * linkage, visibility, calling convention and function, argument and result attributes, so calls and
 * {@code llvm.mlir.addressof} can refer to any function.</li>
 * <li><b>Globals</b> ({@code convertGlobals}): every {@code llvm.mlir.global} is created, then given its
 * initializer (a value attribute, or its initializer region folded to a constant).</li>
 * <li><b>Function bodies</b> ({@code convertFunctions}): all blocks are created first, in region order; blocks are
 * emitted in
 * {@link TopologicalBlockOrder} so definitions precede uses; each non-entry block argument becomes a PHI, and the
 * PHIs' incoming values are connected last, once every predecessor is emitted, as MLIR's {@code connectPHINodes}
 * does: block by block, predecessor by predecessor in use-list order (the most recently created branch first), so
 * the PHIs list their inputs as mlir-translate's do.</li>
 * <li><b>Verification</b>: LLVM's verifier ({@code LLVMReturnStatusAction}); a failure is reported at the
 * operation whose instruction (or function) LLVM names.</li>
 * </ol>
 * Before the phases, as mlir-translate does, repeated successors are removed
 * ({@link LegalizeForExport#ensureDistinctSuccessors}, TargetLLVMIR's "Repeated Successor Removal"): when a
 * terminator sends arguments to one block twice, the translation works on a copy of the module where the
 * repetitions go through forwarding blocks, so every PHI has one input per predecessor block.
 * Nothing is named except functions and globals, so LLVM numbers values itself and the same input always gives
 * the same LLVM IR text. The input module is not modified. One instance translates one module, on one thread.
 */
public final class ModuleTranslation {
    /** The name MLIR gives the LLVM module (its {@code ModuleID} and {@code source_filename}). */
    public static final String MODULE_NAME = "LLVMDialectModule";

    private final Operation module;
    private final LlvmContext context;
    private final LlvmModule llvmModule;
    private final TypeToLlvmIrTranslator types;
    private final Map<String, LlvmValue> functions = new HashMap<>();
    private final Map<String, LlvmValue> globals = new HashMap<>();
    private final Map<Value, LlvmValue> values = new IdentityHashMap<>();
    private final Map<Block, LlvmBasicBlock> blocks = new IdentityHashMap<>();
    private final Map<Block, List<LlvmValue>> phis = new IdentityHashMap<>();
    private final List<Incoming> incoming = new ArrayList<>();
    /** Each instruction made with the operation it came from, to place LLVM verifier failures. */
    private final List<Map.Entry<LlvmValue, Operation>> origins = new ArrayList<>();

    /**
     * PHI inputs that terminator {@code term}, emitted in {@code from}, sends into the PHIs of block {@code target}
     * (known once it is emitted).
     */
    private record Incoming(Operation term, Block target, LlvmBasicBlock from, List<LlvmValue> values) {
    }

    private ModuleTranslation(Operation module, LlvmContext context, LlvmModule llvmModule) {
        this.module = module;
        this.context = context;
        this.llvmModule = llvmModule;
        this.types = new TypeToLlvmIrTranslator(context);
    }

    /**
     * Translates {@code module} (a {@code builtin.module} of LLVM-dialect operations, already verified) into a
     * new LLVM module in {@code context}, which the caller owns and must close (or hand to a
     * {@link dev.mlirj.llvm.ThreadSafeModule}). On failure, reports located errors to {@code diagnostics} (an
     * operation with no translation, an attribute LLVM 17's C API cannot express, LLVM's verifier report) and
     * returns null; nothing is left allocated. Deeply nested IR is translated on a thread sized for it
     * ({@link DeepNesting}).
     */
    public static LlvmModule translateModuleToLlvmIr(Operation module, LlvmContext context,
                                                     DiagnosticEngine diagnostics) {
        Objects.requireNonNull(module, "module");
        Objects.requireNonNull(context, "context");
        Objects.requireNonNull(diagnostics, "diagnostics");
        return DeepNesting.call(module, null, () -> translateHere(module, context, diagnostics));
    }

    private static LlvmModule translateHere(Operation module, LlvmContext context, DiagnosticEngine diagnostics) {
        if (module.regions().size() != 1 || module.region(0).blocks().size() != 1) {
            throw new IllegalArgumentException("translateModuleToLlvmIr needs a module with one region of one "
                    + "block, not " + module.name().fullName());
        }
        if (LegalizeForExport.hasRepeatedSuccessors(module)) {
            module = module.clone(new IrMapping());
            LegalizeForExport.ensureDistinctSuccessors(module, new MlirContext(new LlvmDialect()));
        }
        LlvmModule llvmModule = context.createModule(MODULE_NAME);
        boolean done = false;
        try {
            ModuleTranslation translation = new ModuleTranslation(module, context, llvmModule);
            translation.setTarget();
            translation.convertFunctionSignatures();
            translation.convertGlobals();
            translation.convertFunctions();
            llvmModule.addModuleFlag(1, "Debug Info Version", 3);
            translation.verify();
            done = true;
            return llvmModule;
        } catch (TranslationException e) {
            if (e.opPrefix()) {
                diagnostics.opError(e.op(), e.getMessage());
            } else {
                diagnostics.error(e.op(), e.getMessage());
            }
            return null;
        } finally {
            if (!done) {
                llvmModule.close();
            }
        }
    }

    // ---- phases ------------------------------------------------------------------------------------------

    private void setTarget() {
        try {
            llvmModule.setTargetTriple(DataLayouts.targetTriple(module));
            llvmModule.setDataLayout(DataLayouts.dataLayout(module));
        } catch (IllegalArgumentException | LlvmException e) {
            throw new TranslationException(module, e.getMessage(), false);
        }
    }

    private List<Operation> topLevel(String name) {
        List<Operation> out = new ArrayList<>();
        for (Operation op : module.region(0).entryBlock().operations()) {
            if (op.name().fullName().equals(name)) {
                out.add(op);
            } else if (!op.name().fullName().equals(LlvmFuncOp.NAME) && !op.name().fullName().equals(LlvmGlobalOp.NAME)
                    && !op.has(OpTrait.TERMINATOR)) {
                throw LlvmDialectTranslation.missing(op);
            }
        }
        return out;
    }

    private void convertFunctionSignatures() {
        List<Operation> funcs = topLevel(LlvmFuncOp.NAME);
        for (Operation func : funcs) {
            String name = symbolName(func);
            LlvmType type = type(LlvmFuncOp.functionType(func), func);
            if (functions.containsKey(name)) {
                throw new TranslationException(func, "redefinition of function @" + name);
            }
            functions.put(name, llvmModule.addFunction(name, type));
        }
        for (Operation func : funcs) {
            FunctionAttributes.apply(func, functions.get(symbolName(func)), this);
        }
    }

    private void convertGlobals() {
        List<Operation> ops = topLevel(LlvmGlobalOp.NAME);
        for (Operation op : ops) {
            String name = symbolName(op);
            if (globals.containsKey(name) || functions.containsKey(name)) {
                throw new TranslationException(op, "redefinition of symbol @" + name);
            }
            LlvmType type = type(LlvmGlobalOp.globalType(op), op);
            LlvmValue global = llvmModule.addGlobal(name, type, LlvmGlobalOp.addrSpace(op));
            globals.put(name, global);
            GlobalAttributes.apply(op, global);
        }
        try (LlvmBuilder builder = context.createBuilder()) {
            for (Operation op : ops) {
                LlvmValue global = globals.get(symbolName(op));
                LlvmType type = global.globalValueType();
                LlvmLinkage linkage = linkage(LlvmGlobalOp.linkage(op));
                LlvmValue initializer = null;
                Attribute value = LlvmGlobalOp.value(op);
                if (value != null) {
                    initializer = ConstantTranslation.constant(value, LlvmGlobalOp.globalType(op), type, op, this);
                } else if (!LlvmGlobalOp.initializer(op).isEmpty()) {
                    initializer = initializerRegion(op, builder);
                }
                boolean drop = linkage == LlvmLinkage.EXTERNAL_WEAK
                        || linkage == LlvmLinkage.EXTERNAL && initializer == null;
                if (!drop) {
                    global.setInitializer(initializer != null ? initializer : context.undef(type));
                }
            }
        }
    }

    /** Folds the ops of a global's initializer region into the constant its {@code llvm.return} returns. */
    private LlvmValue initializerRegion(Operation global, LlvmBuilder builder) {
        builder.clearPositionForConstants(llvmModule);
        Block body = LlvmGlobalOp.initializer(global).entryBlock();
        for (Operation op : body.operations()) {
            if (op.has(OpTrait.TERMINATOR)) {
                if (!op.name().fullName().equals(LlvmFuncOps.RETURN) || LlvmFuncOps.arg(op) == null) {
                    throw new TranslationException(op, "expected the initializer region to return one value");
                }
                return lookup(LlvmFuncOps.arg(op), op);
            }
            if (!LlvmDialectTranslation.allowedInConstantExpression(op)) {
                throw new TranslationException(op, "cannot be part of a global's initializer");
            }
            LlvmValue made = LlvmDialectTranslation.convert(op, builder, this);
            for (Value result : op.results()) {
                LlvmValue v = values.get(result);
                if (v != null && !v.isConstant()) {
                    if (v.isInstruction()) {
                        v.deleteDetachedInstruction();
                    }
                    throw new TranslationException(op, "does not fold to a constant in a global's initializer");
                }
            }
            if (made != null && !made.isConstant() && made.isInstruction()) {
                made.deleteDetachedInstruction();
                throw new TranslationException(op, "does not fold to a constant in a global's initializer");
            }
        }
        throw new TranslationException(global, "expected the initializer region to end in " + LlvmFuncOps.RETURN);
    }

    private void convertFunctions() {
        try (LlvmBuilder builder = context.createBuilder()) {
            for (Operation func : topLevel(LlvmFuncOp.NAME)) {
                if (!LlvmFuncOp.isExternal(func)) {
                    convertFunction(func, functions.get(symbolName(func)), builder);
                }
            }
        }
    }

    private void convertFunction(Operation func, LlvmValue function, LlvmBuilder builder) {
        incoming.clear();
        List<Block> regionBlocks = LlvmFuncOp.body(func).blocks();
        for (Block block : regionBlocks) {
            blocks.put(block, function.appendBasicBlock(""));
        }
        Block entry = LlvmFuncOp.body(func).entryBlock();
        for (int i = 0; i < entry.arguments().size(); i++) {
            values.put(entry.argument(i), function.param(i));
        }
        for (Block block : TopologicalBlockOrder.of(LlvmFuncOp.body(func))) {
            builder.positionAtEnd(blocks.get(block));
            if (block != entry) {
                List<LlvmValue> blockPhis = new ArrayList<>();
                for (BlockArgument arg : block.arguments()) {
                    LlvmValue phi = builder.phi(type(arg.type(), func), "");
                    values.put(arg, phi);
                    blockPhis.add(phi);
                }
                phis.put(block, blockPhis);
            }
            for (Operation op : block.operations()) {
                LlvmValue made = LlvmDialectTranslation.convert(op, builder, this);
                if (made != null) {
                    origins.add(Map.entry(made, op));
                }
            }
        }
        connectPhis(regionBlocks);
    }

    /** MLIR's {@code connectPHINodes}: each block's PHI inputs, its predecessors newest branch first. */
    private void connectPhis(List<Block> regionBlocks) {
        Map<Operation, List<Incoming>> byTerminator = new IdentityHashMap<>();
        for (Incoming edge : incoming) {
            byTerminator.computeIfAbsent(edge.term(), t -> new ArrayList<>()).add(edge);
        }
        for (Block block : regionBlocks) {
            List<LlvmValue> targetPhis = phis.get(block);
            if (targetPhis == null || targetPhis.isEmpty()) {
                continue;
            }
            List<Operation> predecessors = new ArrayList<>(block.predecessors());
            java.util.Collections.reverse(predecessors);
            Map<Operation, Integer> seen = new IdentityHashMap<>();
            for (Operation pred : predecessors) {
                int occurrence = seen.merge(pred, 1, Integer::sum) - 1;
                List<Incoming> edges = byTerminator.getOrDefault(pred, List.of()).stream()
                        .filter(e -> e.target() == block).toList();
                if (occurrence >= edges.size()) {
                    continue;
                }
                Incoming edge = edges.get(occurrence);
                for (int i = 0; i < targetPhis.size(); i++) {
                    targetPhis.get(i).addIncoming(edge.values().get(i), edge.from());
                }
            }
        }
    }

    private void verify() {
        try {
            llvmModule.verify();
        } catch (LlvmException e) {
            String report = e.llvmMessage();
            throw new TranslationException(culprit(report), "LLVM IR fails to verify: " + report);
        }
    }

    /** The operation whose instruction or function LLVM's verifier report prints, else the module. */
    private Operation culprit(String report) {
        List<String> lines = new ArrayList<>();
        for (String line : report.split("\n")) {
            if (!line.isBlank()) {
                lines.add(line.strip());
            }
        }
        for (Map.Entry<LlvmValue, Operation> origin : origins) {
            // Multi-line instructions (a switch) are matched by their first line.
            if (lines.contains(origin.getKey().toString().strip().split("\n", 2)[0].strip())) {
                return origin.getValue();
            }
        }
        for (Operation func : module.region(0).entryBlock().operations()) {
            if (func.name().fullName().equals(LlvmFuncOp.NAME) && lines.contains("ptr @" + symbolName(func))) {
                return func;
            }
        }
        return module;
    }

    // ---- services for the operation translations --------------------------------------------------------------

    /** The LLVM context being built in. */
    LlvmContext context() {
        return context;
    }

    /** The LLVM module being built. */
    LlvmModule llvmModule() {
        return llvmModule;
    }

    /** The LLVM type of {@code type}; a translation error at {@code op} if it has none. */
    LlvmType type(dev.mlirj.ir.Type type, Operation op) {
        LlvmType t = types.translate(type);
        if (t == null) {
            throw new TranslationException(op, "type '" + dev.mlirj.dialect.llvm.LlvmTypes.toString(type)
                    + "' cannot be translated to LLVM IR");
        }
        return t;
    }

    /** The LLVM function type of a dialect function type. */
    LlvmType functionType(LlvmFunctionType type, Operation op) {
        return type(type, op);
    }

    /** The LLVM value {@code value} was translated to (at {@code user}, for the error when there is none). */
    LlvmValue lookup(Value value, Operation user) {
        LlvmValue v = values.get(value);
        if (v == null) {
            throw new TranslationException(user, "uses a value that was not translated (is it defined in an "
                    + "unreachable block after its use?)");
        }
        return v;
    }

    /** The LLVM values of {@code operands}. */
    List<LlvmValue> lookup(List<Value> operands, Operation user) {
        List<LlvmValue> out = new ArrayList<>();
        for (Value v : operands) {
            out.add(lookup(v, user));
        }
        return out;
    }

    /** Records that {@code result} of an operation is {@code value}. */
    void map(Value result, LlvmValue value) {
        values.put(result, value);
    }

    /** The LLVM function of {@code llvm.func @name}, or null. */
    LlvmValue function(String name) {
        return functions.get(name);
    }

    /** The LLVM global of {@code llvm.mlir.global @name}, or null. */
    LlvmValue global(String name) {
        return globals.get(name);
    }

    /**
     * The LLVM block terminator {@code term} branches to as its successor {@code index}, passing {@code operands}.
     * Records the PHI inputs, connected once the function is emitted.
     */
    LlvmBasicBlock successor(Operation term, int index, List<Value> operands) {
        Block target = term.successor(index);
        LlvmBasicBlock from = blocks.get(term.block());
        List<LlvmValue> args = lookup(operands, term);
        if (target.isEntryBlock()) {
            throw new TranslationException(term, "cannot branch to the entry block");
        }
        if (!args.isEmpty()) {
            incoming.add(new Incoming(term, target, from, args));
        }
        return blocks.get(target);
    }

    /** The symbol name of an {@code llvm.func} or {@code llvm.mlir.global}. */
    static String symbolName(Operation op) {
        return LlvmFuncOp.symName(op);
    }

    /** LLVM's linkage of {@code linkage}. */
    static LlvmLinkage linkage(Linkage linkage) {
        return switch (linkage) {
            case PRIVATE -> LlvmLinkage.PRIVATE;
            case INTERNAL -> LlvmLinkage.INTERNAL;
            case AVAILABLE_EXTERNALLY -> LlvmLinkage.AVAILABLE_EXTERNALLY;
            case LINKONCE -> LlvmLinkage.LINKONCE_ANY;
            case WEAK -> LlvmLinkage.WEAK_ANY;
            case COMMON -> LlvmLinkage.COMMON;
            case APPENDING -> LlvmLinkage.APPENDING;
            case EXTERN_WEAK -> LlvmLinkage.EXTERNAL_WEAK;
            case LINKONCE_ODR -> LlvmLinkage.LINKONCE_ODR;
            case WEAK_ODR -> LlvmLinkage.WEAK_ODR;
            case EXTERNAL -> LlvmLinkage.EXTERNAL;
        };
    }

    /** Whether {@code attr} is a set unit flag. */
    static boolean isSet(Attribute attr) {
        return attr instanceof UnitAttr || attr instanceof IntegerAttr i && i.isBool() && i.value().signum() != 0;
    }
}

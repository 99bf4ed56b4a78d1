package dev.mlirj.transforms.dialectconversion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mlirj.conversion.reconcileunrealizedcasts.ReconcileUnrealizedCastsPass;
import dev.mlirj.dialect.func.FuncOp;
import dev.mlirj.init.InitAllDialects;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.ComplexType;
import dev.mlirj.ir.Diagnostic;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.FunctionType;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.OperationState;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.TypeAttr;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.Verifier;
import dev.mlirj.syntax.AsmPrinter;
import dev.mlirj.syntax.SourceParser;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The dialect conversion framework on a tiny made-up lowering: {@code index} becomes {@code i64}, {@code arith.addi}
 * on index becomes {@code llvm.add} on i64, {@code func.func} signatures are converted. Covers remapped operands,
 * materializations, signature conversion (1:1 and 1:N), rollback of failed patterns and of failed conversions
 * (the IR prints byte-identical), partial against full conversion, legality rules and converter ordering.
 */
class DialectConversionTest {
    private final MlirContext context = InitAllDialects.context();
    private final DiagnosticEngine diagnostics = new DiagnosticEngine();

    private Operation parse(String text) {
        context.setAllowUnregisteredDialects(true);
        Operation module = SourceParser.parse(context, diagnostics, "test.mlir", text);
        assertTrue(module != null && Verifier.verify(module, context, diagnostics), diagnostics.collected()::toString);
        return module;
    }

    private String print(Operation op) {
        return AsmPrinter.print(op, context, AsmPrinter.Options.DEFAULT).strip();
    }

    /** index → i64, everything else as it is. */
    private static TypeConverter indexToI64() {
        TypeConverter c = new TypeConverter();
        c.addConversion((type, results) -> {
            results.add(type);
            return TypeConverter.Outcome.SUCCESS;
        });
        c.addConversion(IndexType.class, t -> IntegerType.of(64));
        return c;
    }

    /** arith.addi → llvm.add on the converted operands. */
    private OpConversionPattern addiPattern(TypeConverter converter) {
        return OpConversionPattern.of("AddIOpLowering", "arith.addi", converter, (op, adaptor, rewriter) -> {
            Type type = converter.convertType(op.result(0).type());
            OperationState state = new OperationState(context.operationName("llvm.add"), op.location());
            state.operands.addAll(adaptor.operands());
            state.resultTypes.add(type);
            rewriter.replaceOpWithNewOp(op, state);
            return true;
        });
    }

    /** func.func: converts the signature and the region's block types. */
    private static OpConversionPattern funcSignaturePattern(TypeConverter converter) {
        return OpConversionPattern.of("FuncSignature", "func.func", converter, (op, adaptor, rewriter) -> {
            FunctionType type = FuncOp.functionType(op);
            SignatureConversion conversion = new SignatureConversion(type.inputs().size());
            List<Type> results = new ArrayList<>();
            if (!converter.convertSignatureArgs(type.inputs(), conversion)
                    || !converter.convertTypes(type.results(), results)) {
                return rewriter.notifyMatchFailure(op, "signature cannot be converted");
            }
            if (rewriter.convertRegionTypes(op.region(0), converter, conversion) == null) {
                return rewriter.notifyMatchFailure(op, "region types cannot be converted");
            }
            rewriter.modifyOpInPlace(op, () -> op.setAttribute(FuncOp.FUNCTION_TYPE,
                    new TypeAttr(new FunctionType(conversion.convertedTypes(), results))));
            return true;
        });
    }

    private static final String ADD = """
            func.func @f(%a: index, %b: index) -> index {
              %0 = arith.addi %a, %b : index
              %1 = arith.addi %0, %a : index
              return %1 : index
            }
            """;

    @Test
    void partialConversionMaterializesAtTheBoundaries() {
        Operation module = parse(ADD);
        TypeConverter converter = indexToI64();
        ConversionTarget target = new ConversionTarget().addLegalDialect("llvm").addIllegalOp("arith.addi");
        assertTrue(DialectConversion.applyPartialConversion(module, target,
                new RewritePatternSet().add(addiPattern(converter)), context, diagnostics));
        assertEquals("""
                module {
                  func.func @f(%arg0: index, %arg1: index) -> index {
                    %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
                    %1 = builtin.unrealized_conversion_cast %arg0 : index to i64
                    %2 = llvm.add %1, %0 : i64
                    %3 = llvm.add %2, %1 : i64
                    %4 = builtin.unrealized_conversion_cast %3 : i64 to index
                    return %4 : index
                  }
                }""", print(module));
        assertTrue(Verifier.verify(module, context, diagnostics));
    }

    @Test
    void signatureConversionThenReconcileLeavesNoCasts() {
        Operation module = parse(ADD);
        TypeConverter converter = indexToI64();
        ConversionTarget target = new ConversionTarget().addLegalDialect("llvm").addIllegalOp("arith.addi")
                .addDynamicallyLegalOp("func.func", op -> converter.isSignatureLegal(FuncOp.functionType(op)))
                .addDynamicallyLegalOp("func.return", op -> converter.isLegal(op));
        RewritePatternSet patterns = new RewritePatternSet().add(addiPattern(converter),
                funcSignaturePattern(converter),
                OpConversionPattern.of("ReturnLowering", "func.return", converter, (op, adaptor, rewriter) -> {
                    rewriter.modifyOpInPlace(op, () -> op.setOperands(adaptor.operands()));
                    return true;
                }));
        assertTrue(DialectConversion.applyPartialConversion(module, target, patterns, context, diagnostics),
                diagnostics.collected()::toString);
        assertEquals("""
                module {
                  func.func @f(%arg0: i64, %arg1: i64) -> i64 {
                    %0 = llvm.add %arg0, %arg1 : i64
                    %1 = llvm.add %0, %arg0 : i64
                    return %1 : i64
                  }
                }""", print(module));
        assertTrue(Verifier.verify(module, context, diagnostics));
    }

    @Test
    void oneToNArgumentsGetAnArgumentMaterialization() {
        Operation module = parse("""
                func.func @g(%c: complex<f32>, %i: i32) -> i32 {
                  "u.use"(%c) : (complex<f32>) -> ()
                  return %i : i32
                }
                """);
        TypeConverter converter = new TypeConverter();
        converter.addConversion((type, results) -> {
            results.add(type);
            return TypeConverter.Outcome.SUCCESS;
        });
        converter.addConversion(ComplexType.class, (ComplexType t, List<Type> results) -> {
            results.add(t.elementType());
            results.add(t.elementType());
            return TypeConverter.Outcome.SUCCESS;
        });
        ConversionTarget target = new ConversionTarget()
                .addDynamicallyLegalOp("func.func", op -> converter.isSignatureLegal(FuncOp.functionType(op)))
                .markUnknownOpDynamicallyLegal(op -> true);
        assertTrue(DialectConversion.applyPartialConversion(module, target,
                new RewritePatternSet().add(funcSignaturePattern(converter)), context, diagnostics));
        assertEquals("""
                module {
                  func.func @g(%arg0: f32, %arg1: f32, %arg2: i32) -> i32 {
                    %0 = builtin.unrealized_conversion_cast %arg0, %arg1 : f32, f32 to complex<f32>
                    "u.use"(%0) : (complex<f32>) -> ()
                    return %arg2 : i32
                  }
                }""", print(module));
    }

    @Test
    void aFailedPatternIsRolledBackAndTheNextOneTried() {
        Operation module = parse(ADD);
        String before = print(module);
        TypeConverter converter = indexToI64();
        List<String> seen = new ArrayList<>();
        ConversionPattern failing = new OpConversionPattern("arith.addi", converter, 10) {
            @Override
            public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
                // Changes a lot, then fails: all of it must disappear.
                OperationState state = new OperationState(context.operationName("llvm.mul"), op.location());
                state.operands.addAll(adaptor.operands());
                state.resultTypes.add(IntegerType.of(64));
                Operation mul = rewriter.create(state);
                rewriter.replaceOp(op, mul);
                Block entry = op.block();
                rewriter.splitBlock(entry, op);
                rewriter.modifyOpInPlace(op, () -> op.setAttribute("junk", new TypeAttr(IndexType.INSTANCE)));
                seen.add(print(module).contains("llvm.mul") ? "changed" : "unchanged");
                return rewriter.notifyMatchFailure(op, "changed its mind");
            }

            @Override
            public String debugName() {
                return "Fickle";
            }
        };
        ConversionTarget target = new ConversionTarget().addLegalDialect("llvm").addIllegalOp("arith.addi");
        assertTrue(DialectConversion.applyPartialConversion(module, target,
                new RewritePatternSet().add(addiPattern(converter), failing), context, diagnostics));
        assertEquals(List.of("changed", "changed"), seen);
        assertFalse(print(module).contains("llvm.mul"));
        assertFalse(print(module).contains("junk"));
        assertEquals(2, print(module).split("llvm.add").length - 1);
        assertTrue(Verifier.verify(module, context, diagnostics));
        assertFalse(before.equals(print(module)));
    }

    @Test
    void aFailedConversionLeavesTheInputByteIdenticalAndSaysWhy() {
        Operation module = parse("""
                func.func @f(%a: index, %b: index) -> index {
                  %0 = arith.addi %a, %b : index
                  %1 = arith.muli %0, %a : index
                  cf.br ^bb1(%1 : index)
                ^bb1(%2: index):
                  return %2 : index
                }
                """);
        String before = AsmPrinter.print(module, context, new AsmPrinter.Options(true, true));
        TypeConverter converter = indexToI64();
        ConversionTarget target = new ConversionTarget().addLegalDialect("llvm")
                .addIllegalOp("arith.addi", "arith.muli")
                .addDynamicallyLegalOp("func.func", op -> converter.isSignatureLegal(FuncOp.functionType(op)));
        RewritePatternSet patterns = new RewritePatternSet().add(funcSignaturePattern(converter),
                addiPattern(converter),
                OpConversionPattern.of("MulNever", "arith.muli", converter,
                        (op, adaptor, rewriter) -> rewriter.notifyMatchFailure(op, "no multiplication today")));
        assertFalse(DialectConversion.applyPartialConversion(module, target, patterns, context, diagnostics));
        assertEquals(before, AsmPrinter.print(module, context, new AsmPrinter.Options(true, true)));
        assertTrue(Verifier.verify(module, context, diagnostics));
        List<Diagnostic> errors = diagnostics.collected();
        assertEquals(1, errors.size());
        assertEquals("failed to legalize operation 'arith.muli' that was explicitly marked illegal",
                errors.getFirst().message());
        assertEquals("test.mlir:3:8", location(errors.getFirst()));
        assertEquals(List.of("pattern 'MulNever' failed: no multiplication today"),
                errors.getFirst().notes().stream().map(Diagnostic::message).toList());
    }

    private static String location(Diagnostic d) {
        return d.location() instanceof dev.mlirj.ir.Location.FileLineCol f ? f.file() + ":" + f.line() + ":" + f.column()
                : d.location().toString();
    }

    @Test
    void partialAllowsUnknownOpsButFullDoesNot() {
        TypeConverter converter = indexToI64();
        ConversionTarget target = new ConversionTarget().addLegalDialect("llvm").addIllegalOp("arith.addi");
        Operation partial = parse(ADD);
        assertTrue(DialectConversion.applyPartialConversion(partial, target,
                new RewritePatternSet().add(addiPattern(converter)), context, diagnostics));

        Operation full = parse(ADD);
        String before = print(full);
        assertFalse(DialectConversion.applyFullConversion(full, target,
                new RewritePatternSet().add(addiPattern(converter)), context, diagnostics));
        assertEquals(before, print(full));
        // The module is the first operation walked, and is unknown to the target.
        assertEquals("failed to legalize operation 'builtin.module'", diagnostics.collected().getFirst().message());

        DiagnosticEngine fresh = new DiagnosticEngine();
        target.addLegalOp("builtin.module", "func.func", "func.return");
        Operation ok = parse(ADD);
        assertTrue(DialectConversion.applyFullConversion(ok, target,
                new RewritePatternSet().add(addiPattern(converter)), context, fresh), fresh.collected()::toString);
        assertTrue(print(ok).contains("llvm.add"));
        assertFalse(print(ok).contains("arith.addi"));
    }

    @Test
    void erasingAnOpThatIsStillUsedFailsTheConversion() {
        Operation module = parse(ADD);
        String before = print(module);
        ConversionTarget target = new ConversionTarget().addIllegalOp("arith.addi");
        RewritePatternSet patterns = new RewritePatternSet().add(OpConversionPattern.of("Eraser", "arith.addi", null,
                (op, adaptor, rewriter) -> {
                    rewriter.eraseOp(op);
                    return true;
                }));
        assertFalse(DialectConversion.applyPartialConversion(module, target, patterns, context, diagnostics));
        assertEquals(before, print(module));
        assertTrue(diagnostics.collected().getFirst().message().contains("remained live after conversion"));
    }

    @Test
    void reconcileRemovesTheCastsOfAPartialConversionWhenBothEndsAgree() {
        Operation module = parse(ADD);
        TypeConverter converter = indexToI64();
        ConversionTarget target = new ConversionTarget().addLegalDialect("llvm").addIllegalOp("arith.addi");
        assertTrue(DialectConversion.applyPartialConversion(module, target,
                new RewritePatternSet().add(addiPattern(converter)), context, diagnostics));
        new ReconcileUnrealizedCastsPass().run(module, context, diagnostics);
        // index -> i64 -> index is live at both ends (return wants index, add wants i64): casts stay.
        assertTrue(print(module).contains("builtin.unrealized_conversion_cast %3 : i64 to index"));
    }

    @Test
    void legalityRules() {
        Operation module = parse("""
                func.func @f(%a: i32) -> i32 {
                  %0 = arith.addi %a, %a : i32
                  %1 = arith.muli %0, %a : i32
                  "u.op"() ({
                    %2 = arith.addi %a, %a : i32
                    "u.end"() : () -> ()
                  }) : () -> ()
                  return %1 : i32
                }
                """);
        Operation func = module.region(0).entryBlock().firstOp();
        List<Operation> ops = func.region(0).entryBlock().operations();
        Operation addi = ops.get(0);
        Operation muli = ops.get(1);
        Operation region = ops.get(2);
        ConversionTarget target = new ConversionTarget();
        assertNull(target.isLegal(addi));
        assertFalse(target.isIllegal(addi));
        target.addDynamicallyLegalDialect(op -> op.name().fullName().equals("arith.muli") ? null : false, "arith");
        target.addLegalOp("arith.addi");
        assertTrue(target.isLegal(addi) != null);
        assertTrue(target.isIllegal(muli));
        target.markUnknownOpDynamicallyLegal(op -> true);
        assertTrue(target.isLegal(muli) != null, "undecided by the dialect, the unknown-op callback decides");
        assertTrue(target.isLegal(region) != null);
        assertFalse(target.isLegal(region).isRecursivelyLegal());
        target.markOpRecursivelyLegal("u.op");
        assertTrue(target.isLegal(region).isRecursivelyLegal());
    }

    @Test
    void typeConversionsAreTriedMostRecentFirstAndFailureStops() {
        TypeConverter c = new TypeConverter();
        c.addConversion((type, results) -> {
            results.add(type);
            return TypeConverter.Outcome.SUCCESS;
        });
        c.addConversion(IntegerType.class, t -> t.width() == 1 ? null : IntegerType.of(t.width() * 2));
        c.addConversion(IntegerType.class, (IntegerType t, List<Type> results) -> {
            if (t.width() != 8) {
                return TypeConverter.Outcome.NOT_APPLICABLE;
            }
            results.add(IntegerType.of(8));
            results.add(IntegerType.of(8));
            return TypeConverter.Outcome.SUCCESS;
        });
        assertEquals(IntegerType.of(32), c.convertType(IntegerType.of(16)));
        assertNull(c.convertType(IntegerType.of(1)), "the i1 failure is final, not passed to the identity");
        assertNull(c.convertType(IntegerType.of(8)), "1:N has no single result");
        List<Type> out = new ArrayList<>();
        assertTrue(c.convertType(IntegerType.of(8), out));
        assertEquals(List.of(IntegerType.of(8), IntegerType.of(8)), out);
        assertEquals(FloatType.F32, c.convertType(FloatType.F32));
        assertTrue(c.isLegal(FloatType.F32));
        assertFalse(c.isLegal(IntegerType.of(16)));
        SignatureConversion sig = new SignatureConversion(3);
        assertFalse(c.convertSignatureArgs(List.of(IntegerType.of(16), IntegerType.of(1), FloatType.F32), sig));
        SignatureConversion ok = new SignatureConversion(2);
        assertTrue(c.convertSignatureArgs(List.of(IntegerType.of(8), IntegerType.of(16)), ok));
        assertEquals(List.of(IntegerType.of(8), IntegerType.of(8), IntegerType.of(32)), ok.convertedTypes());
        assertEquals(new SignatureConversion.InputMapping(2, 1, null), ok.inputMapping(1));
    }

    @Test
    void argumentMaterializationsRebuildTheOriginalTypeInMlirOrderAndUnusedOnesVanish() {
        Operation module = parse("""
                func.func @g(%a: complex<f32>, %b: complex<f32>, %unused: complex<f32>) {
                  "u.use"(%a, %b) : (complex<f32>, complex<f32>) -> ()
                  return
                }
                """);
        Type pair = dev.mlirj.dialect.llvm.LlvmStructType.literal(FloatType.F32, FloatType.F32);
        TypeConverter converter = new TypeConverter();
        converter.addConversion((type, results) -> {
            results.add(type);
            return TypeConverter.Outcome.SUCCESS;
        });
        // As a value a complex is a struct (1:1); as an argument it is unbundled into two floats (below).
        converter.addConversion(ComplexType.class, t -> pair);
        List<Type> asked = new ArrayList<>();
        converter.addArgumentMaterialization((b, type, inputs, loc) -> {
            asked.add(type);
            Value s = dev.mlirj.dialect.llvm.Llvm.undef(b, loc, pair);
            for (int i = 0; i < inputs.size(); i++) {
                s = dev.mlirj.dialect.llvm.Llvm.insertValue(b, loc, s, inputs.get(i), i);
            }
            return TypeConverter.createUnrealizedCast(b, loc, type, List.of(s));
        });
        OpConversionPattern unbundle = OpConversionPattern.of("Unbundle", "func.func", converter, (op, adaptor, rw) -> {
            FunctionType type = FuncOp.functionType(op);
            SignatureConversion conversion = new SignatureConversion(type.inputs().size());
            for (int i = 0; i < type.inputs().size(); i++) {
                conversion.addInputs(i, List.of(FloatType.F32, FloatType.F32));
            }
            rw.convertRegionTypes(op.region(0), converter, conversion);
            rw.modifyOpInPlace(op, () -> op.setAttribute(FuncOp.FUNCTION_TYPE,
                    new TypeAttr(new FunctionType(conversion.convertedTypes(), List.of()))));
            return true;
        });
        ConversionTarget target = new ConversionTarget()
                .addDynamicallyLegalOp("func.func", op -> !FuncOp.functionType(op).inputs().contains(
                        new ComplexType(FloatType.F32)))
                .markUnknownOpDynamicallyLegal(op -> true);
        assertTrue(DialectConversion.applyPartialConversion(module, target, new RewritePatternSet().add(unbundle),
                context, diagnostics), diagnostics.collected()::toString);
        // The callback is asked for the original type; the last argument's materialization comes first; the unused
        // argument's (undef, insertvalues, casts) is gone; the target casts to the struct nobody used are gone.
        assertEquals(List.of(new ComplexType(FloatType.F32), new ComplexType(FloatType.F32),
                new ComplexType(FloatType.F32)), asked);
        assertEquals("""
                module {
                  func.func @g(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: f32, %arg4: f32, %arg5: f32) {
                    %0 = llvm.mlir.undef : !llvm.struct<(f32, f32)>
                    %1 = llvm.insertvalue %arg2, %0[0] : !llvm.struct<(f32, f32)>\s
                    %2 = llvm.insertvalue %arg3, %1[1] : !llvm.struct<(f32, f32)>\s
                    %3 = builtin.unrealized_conversion_cast %2 : !llvm.struct<(f32, f32)> to complex<f32>
                    %4 = llvm.mlir.undef : !llvm.struct<(f32, f32)>
                    %5 = llvm.insertvalue %arg0, %4[0] : !llvm.struct<(f32, f32)>\s
                    %6 = llvm.insertvalue %arg1, %5[1] : !llvm.struct<(f32, f32)>\s
                    %7 = builtin.unrealized_conversion_cast %6 : !llvm.struct<(f32, f32)> to complex<f32>
                    "u.use"(%7, %3) : (complex<f32>, complex<f32>) -> ()
                    return
                  }
                }""", print(module));
    }
}

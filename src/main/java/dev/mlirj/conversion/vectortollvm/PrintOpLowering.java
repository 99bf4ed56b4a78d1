package dev.mlirj.conversion.vectortollvm;

import dev.mlirj.conversion.llvmcommon.ConvertOpToLlvmPattern;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.dialect.arith.Arith;
import dev.mlirj.dialect.builtin.ModuleOp;
import dev.mlirj.dialect.llvm.FunctionCallUtils;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.dialect.llvm.LlvmArrayType;
import dev.mlirj.dialect.llvm.LlvmPrimitiveType;
import dev.mlirj.dialect.vector.PrintOp;
import dev.mlirj.dialect.vector.PrintPunctuation;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.StringAttr;
import dev.mlirj.ir.SymbolTable;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.VectorType;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import java.util.List;

/**
 * {@code vector.print} of a scalar, a string or a punctuation alone, as MLIR 19's {@code VectorPrintOpConversion}:
 * a call of the runner library's {@code printF32}/{@code printF64}/{@code printF16}/{@code printBF16} (16-bit
 * floats bitcast to {@code i16}), {@code printI64} (signless and signed integers up to 64 bits, sign-extended with
 * {@code arith.extsi}; {@code i1} zero-extended with {@code arith.extui}) or {@code printU64} (index, unsigned
 * integers, zero-extended), then {@code printComma}/{@code printNewline}/{@code printOpen}/{@code printClose} for
 * the punctuation; a string becomes a private constant global {@code @vector_print_str} (renamed
 * {@code _N} while taken) passed to {@code printString}. The functions are declared at the start of the module.
 * Vectors are refused (MLIR 19 decomposes them in {@code convert-vector-to-scf}), as are integers wider than 64
 * bits and other element types; a print outside a {@code builtin.module} too.
 *
 * <p>Not thread-safe (the string counter); used by one conversion at a time.
 */
final class PrintOpLowering extends ConvertOpToLlvmPattern {
    private int counter;

    PrintOpLowering(LlvmTypeConverter converter) {
        super(PrintOp.NAME, converter);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        Operation module = op.parentOp();
        while (module != null && !module.name().fullName().equals(ModuleOp.NAME)) {
            module = module.parentOp();
        }
        if (module == null) {
            return rewriter.notifyMatchFailure(op, PrintOp.NAME + " is lowered inside a " + ModuleOp.NAME + " only");
        }
        Location loc = op.location();
        if (PrintOp.source(op) != null) {
            Type type = PrintOp.source(op).type();
            if (type instanceof VectorType) {
                return rewriter.notifyMatchFailure(op, "vectors are printed element by element after "
                        + "convert-vector-to-scf");
            }
            if (!printScalar(op, module, type, adaptor.operand(0), rewriter)) {
                return rewriter.notifyMatchFailure(op, "no runner function prints " + type);
            }
        }
        PrintPunctuation punctuation = PrintOp.punctuation(op);
        if (PrintOp.stringLiteralAttr(op) instanceof StringAttr text) {
            printString(op, module, text.bytes(), rewriter);
        } else if (punctuation != PrintPunctuation.NO_PUNCTUATION) {
            String function = switch (punctuation) {
                case CLOSE -> "printClose";
                case OPEN -> "printOpen";
                case COMMA -> "printComma";
                default -> "printNewline";
            };
            call(op, module, function, null, rewriter);
        }
        rewriter.eraseOp(op);
        return true;
    }

    private boolean printScalar(Operation op, Operation module, Type type, Value value,
                                ConversionPatternRewriter rewriter) {
        Location loc = op.location();
        IntegerType i64 = IntegerType.of(64);
        String function;
        Value printed = value;
        switch (type) {
            case FloatType f when f.equals(FloatType.F32) -> function = "printF32";
            case FloatType f when f.equals(FloatType.F64) -> function = "printF64";
            case FloatType f when f.equals(FloatType.F16) || f.equals(FloatType.BF16) -> {
                function = f.equals(FloatType.F16) ? "printF16" : "printBF16";
                printed = Llvm.bitcast(rewriter, loc, value, IntegerType.of(16));
            }
            case IndexType x -> function = "printU64";
            case IntegerType i when i.width() <= 64 -> {
                boolean unsigned = i.signedness() == IntegerType.Signedness.UNSIGNED;
                function = unsigned ? "printU64" : "printI64";
                if (i.width() < 64) {
                    printed = unsigned || i.width() == 1 ? Arith.extui(rewriter, loc, value, i64)
                            : Arith.extsi(rewriter, loc, value, i64);
                }
            }
            default -> {
                return false;
            }
        }
        return call(op, module, function, printed, rewriter);
    }

    /** Declares (if needed) and calls {@code @function(argument)}, before {@code op}. */
    private boolean call(Operation op, Operation module, String function, Value argument,
                         ConversionPatternRewriter rewriter) {
        List<Type> params = argument == null ? List.of() : List.of(argument.type());
        Operation callee = FunctionCallUtils.lookupOrCreateFn(rewriter, module, function,
                params, LlvmPrimitiveType.VOID);
        rewriter.setInsertionPoint(op);
        if (callee == null) {
            return false;
        }
        Llvm.call(rewriter, op.location(), function, null,
                argument == null ? List.of() : List.of(argument));
        return true;
    }

    /** MLIR's {@code createPrintStrCall}: the zero-terminated string as a global, its address to printString. */
    private void printString(Operation op, Operation module, byte[] bytes, ConversionPatternRewriter rewriter) {
        Location loc = op.location();
        String name = "vector_print_str";
        while (SymbolTable.lookupIn(module, name) != null) {
            name = "vector_print_str_" + counter++;
        }
        rewriter.setInsertionPointToStart(module.region(0).entryBlock());
        LlvmArrayType arrayType = Llvm.cStringGlobal(rewriter, loc, name, bytes);
        rewriter.setInsertionPoint(op);
        Value address = Llvm.addressOf(rewriter, loc, name);
        Value pointer = Llvm.gep(rewriter, loc, arrayType, address, List.of(0), false);
        call(op, module, "printString", pointer, rewriter);
    }
}

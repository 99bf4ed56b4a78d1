package dev.mlirj.conversion.mathtofuncs;

import dev.mlirj.conversion.mathtolibm.VecOpToScalarOp;
import dev.mlirj.dialect.builtin.ModuleOp;
import dev.mlirj.dialect.math.MathOps;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Type;
import dev.mlirj.ir.VectorType;
import dev.mlirj.pass.Pass;
import dev.mlirj.transforms.dialectconversion.ConversionTarget;
import dev.mlirj.transforms.dialectconversion.DialectConversion;
import dev.mlirj.transforms.dialectconversion.RewritePatternSet;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * MLIR's {@code convert-math-to-funcs} ({@code ConvertMathToFuncs}), on a {@code builtin.module}: first outlines,
 * at the end of the module, one function per operation kind and element type it will convert
 * ({@link IPowIFunction} for {@code math.ipowi}, {@link FPowIFunction} for {@code math.fpowi} whose exponent is at
 * least {@code min-width-of-fpowi-exponent} bits wide, {@link CtlzFunction} for {@code math.ctlz} with
 * {@code convert-ctlz}), in the order the operations appear; then replaces each such operation by a call
 * ({@link OutlinedCallLowering}) in a partial conversion where they are illegal, an operation on vectors first
 * unrolled into scalar ones ({@link VecOpToScalarOp}), each of which becomes a call of the function for the element
 * types. Options: {@code convert-ctlz} (boolean, default false), {@code min-width-of-fpowi-exponent} (unsigned,
 * default 1).
 */
public final class ConvertMathToFuncsPass extends Pass {
    private boolean convertCtlz;
    private long minWidthOfFPowIExponent = 1;

    @Override
    public String argument() {
        return "convert-math-to-funcs";
    }

    @Override
    public String name() {
        return "ConvertMathToFuncs";
    }

    @Override
    public String description() {
        return "Convert Math operations to calls of outlined implementations.";
    }

    @Override
    public String anchor() {
        return ModuleOp.NAME;
    }

    @Override
    public void configure(Map<String, String> options) {
        boolean ctlz = convertCtlz;
        long width = minWidthOfFPowIExponent;
        for (Map.Entry<String, String> e : options.entrySet()) {
            switch (e.getKey()) {
                case "convert-ctlz" -> ctlz = switch (e.getValue()) {
                    case "true", "1", "" -> true;
                    case "false", "0" -> false;
                    default -> throw new IllegalArgumentException("'" + e.getValue()
                            + "' is invalid value for boolean argument! Try 0 or 1");
                };
                case "min-width-of-fpowi-exponent" -> {
                    try {
                        width = Long.parseLong(e.getValue().strip());
                    } catch (NumberFormatException ex) {
                        width = -1;
                    }
                    if (width < 0 || width > 0xFFFFFFFFL) {
                        throw new IllegalArgumentException("'" + e.getValue()
                                + "' value invalid for uint argument!");
                    }
                }
                default -> throw new IllegalArgumentException("no such option " + e.getKey());
            }
        }
        convertCtlz = ctlz;
        minWidthOfFPowIExponent = width;
    }

    @Override
    public String optionsText() {
        return "{convert-ctlz=" + convertCtlz + " min-width-of-fpowi-exponent=" + minWidthOfFPowIExponent + "}";
    }

    private static Type elementOrSelf(Type type) {
        return type instanceof VectorType v ? v.elementType() : type;
    }

    /** MLIR's {@code isConvertible}: the result's element type is an integer. */
    private static boolean isConvertible(Operation op) {
        return elementOrSelf(MathOps.result(op).type()) instanceof IntegerType;
    }

    private boolean isFPowIConvertible(Operation op) {
        return elementOrSelf(MathOps.rhs(op).type()) instanceof IntegerType t && t.width() >= minWidthOfFPowIExponent;
    }

    /** The key of an operation's outlined function: its name and element types. */
    private static String key(Operation op) {
        StringBuilder key = new StringBuilder(op.name().fullName());
        for (var operand : op.operands()) {
            key.append(' ').append(elementOrSelf(operand.type()));
        }
        return key.toString();
    }

    @Override
    public boolean run(Operation module, MlirContext context, DiagnosticEngine diagnostics) {
        List<Operation> ops = new ArrayList<>();
        module.walk(op -> {
            String name = op.name().fullName();
            if (name.equals(MathOps.IPOWI) && isConvertible(op)
                    || name.equals(MathOps.FPOWI) && isFPowIConvertible(op)
                    || convertCtlz && name.equals(MathOps.CTLZ) && isConvertible(op)) {
                ops.add(op);
            }
        });
        Map<String, Operation> outlined = new HashMap<>();
        for (Operation op : ops) {
            outlined.computeIfAbsent(key(op), k -> switch (op.name().fullName()) {
                case MathOps.IPOWI -> IPowIFunction.create(context, module,
                        (IntegerType) elementOrSelf(MathOps.result(op).type()));
                case MathOps.FPOWI -> FPowIFunction.create(context, module,
                        (FloatType) elementOrSelf(MathOps.lhs(op).type()),
                        (IntegerType) elementOrSelf(MathOps.rhs(op).type()));
                default -> CtlzFunction.create(context, module,
                        (IntegerType) elementOrSelf(MathOps.result(op).type()));
            });
        }
        // A vector operation is unrolled first; only its scalar operations are calls.
        java.util.function.Function<Operation, Operation> lookup = op ->
                MathOps.result(op).type() instanceof VectorType ? null : outlined.get(key(op));
        RewritePatternSet patterns = new RewritePatternSet();
        patterns.add(new VecOpToScalarOp(MathOps.IPOWI), new VecOpToScalarOp(MathOps.FPOWI),
                new VecOpToScalarOp(MathOps.CTLZ));
        patterns.add(new OutlinedCallLowering(MathOps.IPOWI, lookup), new OutlinedCallLowering(MathOps.FPOWI, lookup));
        if (convertCtlz) {
            patterns.add(new OutlinedCallLowering(MathOps.CTLZ, lookup));
        }
        ConversionTarget target = new ConversionTarget();
        target.addLegalDialect("arith", "cf", "func", "scf", "vector");
        target.addDynamicallyLegalOp(MathOps.IPOWI, op -> !isConvertible(op));
        if (convertCtlz) {
            target.addDynamicallyLegalOp(MathOps.CTLZ, op -> !isConvertible(op));
        }
        target.addDynamicallyLegalOp(MathOps.FPOWI, op -> !isFPowIConvertible(op));
        return DialectConversion.applyPartialConversion(module, target, patterns, context, diagnostics);
    }
}

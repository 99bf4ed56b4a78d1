package dev.mlirj.conversion.controlflowtollvm;

import dev.mlirj.conversion.llvmcommon.ConvertOpToLlvmPattern;
import dev.mlirj.conversion.llvmcommon.LlvmTypeConverter;
import dev.mlirj.dialect.cf.SwitchOp;
import dev.mlirj.dialect.llvm.Llvm;
import dev.mlirj.ir.Block;
import dev.mlirj.ir.DenseElementsAttr;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.VectorType;
import dev.mlirj.transforms.dialectconversion.ConversionPatternRewriter;
import dev.mlirj.transforms.dialectconversion.OpAdaptor;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code cf.switch} to {@code llvm.switch}: the flag, the default destination and its arguments, the case values
 * (the same dense vector of the flag's type, whatever its width) and each case's destination and arguments, as
 * MLIR 19's {@code SwitchOpLowering}; refused while a destination block still has arguments of a type the
 * converter changes (default first, then the cases in order). A signed or unsigned flag's case values are
 * retyped as the signless flag, where mlir-opt 19 produces an {@code llvm.switch} that fails to verify. Immutable.
 */
public final class SwitchOpLowering extends ConvertOpToLlvmPattern {
    /** The pattern for {@code cf.switch}, with benefit 1. */
    public SwitchOpLowering(LlvmTypeConverter converter) {
        super(SwitchOp.NAME, converter);
    }

    @Override
    public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        List<List<Value>> original = new ArrayList<>();
        for (int i = 0; i < op.successorCount(); i++) {
            original.add(SwitchOp.successorOperands(op, i));
        }
        List<List<Value>> groups = SuccessorOperands.split(adaptor.operands(), 1, original);
        for (int i = 0; i < groups.size(); i++) {
            String prefix = i == 0 ? "in switch default case " : "in switch case " + (i - 1) + " ";
            String mismatch = SuccessorOperands.mismatch(rewriter, typeConverter(), groups.get(i), op.successor(i),
                    prefix);
            if (mismatch != null) {
                return rewriter.notifyMatchFailure(op, mismatch);
            }
        }
        DenseElementsAttr caseValues = SwitchOp.caseValuesAttr(op);
        Value flag = adaptor.operand(0);
        if (caseValues != null && !caseValues.type().elementType().equals(flag.type())) {
            // A signed or unsigned flag becomes signless: the same values, typed as the converted flag (mlir-opt
            // 19 keeps the old type here and fails to verify).
            int width = ((IntegerType) flag.type()).width();
            BigInteger modulus = BigInteger.ONE.shiftLeft(width);
            List<BigInteger> signless = caseValues.elements().stream().map(v -> {
                BigInteger low = v.mod(modulus);
                return low.testBit(width - 1) ? low.subtract(modulus) : low;
            }).toList();
            caseValues = new DenseElementsAttr(VectorType.of(caseValues.type().shape(), flag.type()), signless,
                    caseValues.splat());
        }
        List<Block> caseDests = op.successors().subList(1, op.successorCount());
        Operation sw = Llvm.switch_(rewriter, op.location(), flag, op.successor(0),
                groups.getFirst(), caseValues, caseDests, groups.subList(1, groups.size()));
        SuccessorOperands.forwardAttributes(op, sw);
        rewriter.replaceOp(op, sw);
        return true;
    }
}

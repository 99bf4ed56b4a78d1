package dev.mlirj.transforms.dialectconversion;

import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import java.util.List;
import java.util.Map;

/**
 * What a {@link ConversionPattern} sees of the operation it rewrites, MLIR's {@code OpAdaptor}: the operands
 * after remapping (each the newest value standing for the original operand, of its converted type when the
 * pattern has a type converter and the type converts 1:1; otherwise the newest value as it is), and the original
 * operation's attributes. The operation itself is passed beside it, unchanged: its operands are the old values.
 *
 * @param op       the operation being rewritten
 * @param operands the remapped operands, one per original operand, in order
 */
public record OpAdaptor(Operation op, List<Value> operands) {
    /** Copies the operand list. */
    public OpAdaptor {
        operands = List.copyOf(operands);
    }

    /** Remapped operand {@code index}. */
    public Value operand(int index) {
        return operands.get(index);
    }

    /** The attribute named {@code name} of the original operation (inherent or discardable), or null. */
    public Attribute attribute(String name) {
        return op.attribute(name);
    }

    /** The original operation's inherent attributes. */
    public Map<String, Attribute> properties() {
        return op.properties();
    }

    /** The original operation's discardable attributes. */
    public Map<String, Attribute> attributes() {
        return op.attributes();
    }
}

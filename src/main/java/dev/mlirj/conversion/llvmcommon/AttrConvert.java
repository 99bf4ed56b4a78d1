package dev.mlirj.conversion.llvmcommon;

import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.Operation;
import java.util.Map;
import java.util.TreeMap;

/**
 * How the attributes of a source operation become those of the LLVM operation it lowers to one to one, MLIR's
 * {@code AttrConvert} template parameter of {@code VectorConvertToLLVMPattern}. The result holds every attribute
 * the target gets, inherent and discardable, by name; {@link VectorPattern} files each under the target's
 * properties or discardable attributes as the target's definition says.
 */
@FunctionalInterface
public interface AttrConvert {
    /** MLIR's {@code AttrConvertPassThrough}: every attribute of the source, inherent and discardable, as it is. */
    AttrConvert PASS_THROUGH = AttrConvert::allAttributes;

    /** The attributes the target operation gets for {@code source}; a new, modifiable map the caller owns. */
    Map<String, Attribute> convert(Operation source);

    /** Every attribute of {@code op}, inherent and discardable, sorted by name (MLIR's {@code getAttrs()}). */
    static Map<String, Attribute> allAttributes(Operation op) {
        Map<String, Attribute> all = new TreeMap<>(op.properties());
        all.putAll(op.attributes());
        return all;
    }
}

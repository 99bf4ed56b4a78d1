package dev.mlirj.ir;

import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * What an operation's custom printer ({@link dev.mlirj.ir.OpSyntax#print}) writes to: MLIR's
 * {@code OpAsmPrinter}. The printer has already written the results, {@code =} and the operation name.
 */
public interface OpAsmPrinter extends DialectAsmPrinter {
    @Override
    OpAsmPrinter print(String text);

    @Override
    OpAsmPrinter printString(String bytes);

    @Override
    OpAsmPrinter print(Type type);

    @Override
    OpAsmPrinter print(Attribute attribute);

    /** Appends a value's name, e.g. {@code %0} or {@code %arg1}. */
    OpAsmPrinter printOperand(Value value);

    /** Appends values' names separated by {@code ", "}. */
    OpAsmPrinter printOperands(List<? extends Value> values);

    /** Appends types separated by {@code ", "}. */
    OpAsmPrinter printTypes(List<Type> types);

    /** Appends a successor's name, e.g. {@code ^bb1}. */
    OpAsmPrinter printSuccessor(Block block);

    /** Appends {@code @name}, quoted when needed. */
    OpAsmPrinter printSymbolName(String name);

    /** Appends {@code " {...}"} with {@code attributes} minus {@code elided}; nothing when none are left. */
    OpAsmPrinter printOptionalAttrDict(Map<String, Attribute> attributes, Collection<String> elided);

    /**
     * Prints {@code op}'s {@code attr-dict} as ODS-generated printers do: its discardable attributes and every
     * inherent one the custom form did not show (those not in {@code shownInherent}); nothing when none are left.
     */
    default OpAsmPrinter printAttrDict(dev.mlirj.ir.Operation op, Collection<String> shownInherent) {
        Map<String, Attribute> all = new java.util.TreeMap<>(op.attributes());
        op.properties().forEach((name, value) -> {
            if (!shownInherent.contains(name)) {
                all.put(name, value);
            }
        });
        return printOptionalAttrDict(all, List.of());
    }

    /** As {@link #printOptionalAttrDict}, written {@code " attributes {...}"}. */
    OpAsmPrinter printOptionalAttrDictWithKeyword(Map<String, Attribute> attributes, Collection<String> elided);

    /**
     * Appends a region: {@code {}, its blocks, {@code }}; the entry block header is printed when
     * {@code printEntryBlockArgs} and it has arguments, terminators when {@code printBlockTerminators}.
     */
    OpAsmPrinter printRegion(Region region, boolean printEntryBlockArgs, boolean printBlockTerminators);

    /** Appends an argument {@code %name: type} (with its location in debug-info mode). */
    OpAsmPrinter printRegionArgument(Value argument, Map<String, Attribute> attributes);

    /** MLIR's {@code printSuccessorAndUseList}: {@code ^bb} and, when there are operands, {@code (%a, %b : t1, t2)}. */
    OpAsmPrinter printSuccessorAndUseList(Block successor, List<? extends Value> operands);

    /** MLIR's {@code printNewline}: a line break and the indentation of the operation being printed. */
    OpAsmPrinter printNewline();

    /**
     * MLIR's {@code printAttributeWithoutType}: an elements attribute without its {@code : type} suffix, an
     * integer or float without its type; other attributes as {@link #print(Attribute)}.
     */
    OpAsmPrinter printAttributeWithoutType(Attribute attribute);
}

package dev.mlirj.dialect.llvm;

import dev.mlirj.ir.Operation;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code #llvm.fastmath<nnan, ninf>}: fast-math flags of a floating-point operation, a bit set. {@code none} is
 * the empty set, which custom forms omit; {@code fast} is all seven flags and prints as {@code fast}.
 *
 * @param bits the set flags, bit {@code i} being {@code FLAGS.get(i)}
 */
public record FastmathFlagsAttr(int bits) implements LlvmDialectAttribute {
    /** The flags by bit position. */
    public static final List<String> FLAGS = List.of("nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc");
    /** Every flag set. */
    public static final int FAST_BITS = (1 << FLAGS.size()) - 1;
    /** {@code #llvm.fastmath<none>}. */
    public static final FastmathFlagsAttr NONE = new FastmathFlagsAttr(0);
    /** The property the operations with fast-math flags keep them in (MLIR's {@code FastmathFlagsInterface}). */
    public static final String PROPERTY = "fastmathFlags";

    /** Checks the bits. */
    public FastmathFlagsAttr {
        if ((bits & ~FAST_BITS) != 0) {
            throw new IllegalArgumentException("unknown fastmath bits " + bits);
        }
    }

    /** The fast-math flags of {@code op} (an operation that has them); {@link #NONE} when absent. */
    public static FastmathFlagsAttr of(Operation op) {
        return op.properties().get(PROPERTY) instanceof FastmathFlagsAttr f ? f : NONE;
    }

    /** The keywords inside the brackets, e.g. {@code [nnan, ninf]}, {@code [fast]} or {@code [none]}. */
    public List<String> keywords() {
        if (bits == 0) {
            return List.of("none");
        }
        if (bits == FAST_BITS) {
            return List.of("fast");
        }
        List<String> out = new ArrayList<>();
        for (int i = 0; i < FLAGS.size(); i++) {
            if ((bits & (1 << i)) != 0) {
                out.add(FLAGS.get(i));
            }
        }
        return out;
    }

    /** The bits of one keyword ({@code none}, {@code fast} or a flag), or -1. */
    static int bitsOf(String keyword) {
        if (keyword.equals("none")) {
            return 0;
        }
        if (keyword.equals("fast")) {
            return FAST_BITS;
        }
        int i = FLAGS.indexOf(keyword);
        return i < 0 ? -1 : 1 << i;
    }

    @Override
    public String mnemonic() {
        return "fastmath";
    }
}

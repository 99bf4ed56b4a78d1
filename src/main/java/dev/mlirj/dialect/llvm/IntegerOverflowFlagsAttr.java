package dev.mlirj.dialect.llvm;

import dev.mlirj.ir.Operation;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code #llvm.overflow<nsw, nuw>}: the no-signed-wrap / no-unsigned-wrap flags of {@code add}, {@code sub},
 * {@code mul} and {@code shl}; custom forms write {@code overflow<nsw>} after the operands and omit {@code none}.
 *
 * @param bits bit 0 {@code nsw}, bit 1 {@code nuw}
 */
public record IntegerOverflowFlagsAttr(int bits) implements LlvmDialectAttribute {
    /** The flags by bit position. */
    public static final List<String> FLAGS = List.of("nsw", "nuw");
    /** {@code #llvm.overflow<none>}. */
    public static final IntegerOverflowFlagsAttr NONE = new IntegerOverflowFlagsAttr(0);
    /** The property the operations with overflow flags keep them in (MLIR's {@code IntegerOverflowFlagsInterface}). */
    public static final String PROPERTY = "overflowFlags";

    /** Checks the bits. */
    public IntegerOverflowFlagsAttr {
        if ((bits & ~3) != 0) {
            throw new IllegalArgumentException("unknown overflow bits " + bits);
        }
    }

    /** The overflow flags of {@code op} (an operation that has them); {@link #NONE} when absent. */
    public static IntegerOverflowFlagsAttr of(Operation op) {
        return op.properties().get(PROPERTY) instanceof IntegerOverflowFlagsAttr f ? f : NONE;
    }

    /** The keywords inside the brackets, e.g. {@code [nsw, nuw]} or {@code [none]}. */
    public List<String> keywords() {
        if (bits == 0) {
            return List.of("none");
        }
        List<String> out = new ArrayList<>();
        for (int i = 0; i < FLAGS.size(); i++) {
            if ((bits & (1 << i)) != 0) {
                out.add(FLAGS.get(i));
            }
        }
        return out;
    }

    /** The bits of one keyword ({@code none} or a flag), or -1. */
    static int bitsOf(String keyword) {
        if (keyword.equals("none")) {
            return 0;
        }
        int i = FLAGS.indexOf(keyword);
        return i < 0 ? -1 : 1 << i;
    }

    @Override
    public String mnemonic() {
        return "overflow";
    }
}

package dev.mlirj.dialect.cf;

import dev.mlirj.ir.Dialect;
import dev.mlirj.ir.OpDefinition;
import dev.mlirj.ir.OpTrait;
import java.util.EnumSet;
import java.util.Set;

/**
 * The cf (control flow) dialect: unstructured branches between blocks ({@link BranchOp}, {@link CondBranchOp},
 * {@link SwitchOp}) and runtime assertions ({@link AssertOp}). Branches pass operands to their successors' block
 * arguments; every operand list is stored in one operand array with segment sizes, as MLIR stores it. Build them with
 * {@link Cf}.
 */
public final class CfDialect extends Dialect {
    /** The namespace. */
    public static final String NAMESPACE = "cf";

    /** The dialect with its operations registered. */
    public CfDialect() {
        super(NAMESPACE);
        register(new OpDefinition(BranchOp.NAME, EnumSet.of(OpTrait.PURE, OpTrait.TERMINATOR), Set.of(),
                new BranchOp.Syntax(), BranchOp::verify, ""));
        register(new OpDefinition(CondBranchOp.NAME, EnumSet.of(OpTrait.PURE, OpTrait.TERMINATOR),
                Set.of(CondBranchOp.SEGMENTS), new CondBranchOp.Syntax(), CondBranchOp::verify, ""));
        register(new OpDefinition(SwitchOp.NAME, EnumSet.of(OpTrait.PURE, OpTrait.TERMINATOR),
                Set.of(SwitchOp.CASE_VALUES, SwitchOp.CASE_OPERAND_SEGMENTS, SwitchOp.SEGMENTS),
                new SwitchOp.Syntax(), SwitchOp::verify, ""));
        register(new OpDefinition(AssertOp.NAME, Set.of(), Set.of(AssertOp.MSG), new AssertOp.Syntax(),
                AssertOp::verify, ""));
    }
}

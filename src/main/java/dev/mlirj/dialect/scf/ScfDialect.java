package dev.mlirj.dialect.scf;

import dev.mlirj.ir.Dialect;

/**
 * The scf (structured control flow) dialect of MLIR 19: loops and conditionals with regions instead of branches
 * ({@link ForOp}, {@link IfOp}, {@link WhileOp} with {@link ConditionOp}, {@link ExecuteRegionOp},
 * {@link IndexSwitchOp}), whose regions end with {@link YieldOp}, and {@link ParallelOp}, whose body ends with
 * {@link ReduceOp} (reduction regions ending with {@link ReduceReturnOp}), and {@link ForallOp}, whose body ends with
 * {@link InParallelOp}. Every operation checks the values passed
 * along its region control flow as MLIR's {@code RegionBranchOpInterface} does ({@link RegionBranch}). Build them
 * with {@link Scf}.
 */
public final class ScfDialect extends Dialect {
    /** The namespace. */
    public static final String NAMESPACE = "scf";

    /** The dialect with its operations registered. */
    public ScfDialect() {
        super(NAMESPACE);
        register(ConditionOp.DEFINITION);
        register(ExecuteRegionOp.DEFINITION);
        register(ForOp.DEFINITION);
        register(ForallOp.DEFINITION);
        register(IfOp.DEFINITION);
        register(InParallelOp.DEFINITION);
        register(IndexSwitchOp.DEFINITION);
        register(ParallelOp.DEFINITION);
        register(ReduceOp.DEFINITION);
        register(ReduceReturnOp.DEFINITION);
        register(WhileOp.DEFINITION);
        register(YieldOp.DEFINITION);
    }
}

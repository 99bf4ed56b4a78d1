package dev.mlirj.ir;

import java.util.List;

/**
 * An operation kind's fold hook (MLIR's {@code fold} method): simplifies one instance without creating operations
 * other than constants. It either changes nothing and returns false, or succeeds and returns true having
 * <ul>
 *   <li>added exactly one {@link FoldResult} per result of the operation to {@code results} (the operation is then
 *   replaced by them and erased by the caller), or</li>
 *   <li>added nothing and changed the operation in place (its operands or attributes).</li>
 * </ul>
 * A constant-like operation's hook returns its value, and is how constants are recognised
 * ({@code m_Constant}). A hook must not erase the operation nor touch IR outside of it, except (as some MLIR
 * folders do) to create constants right before it and redirect uses of its own results to them.
 */
@FunctionalInterface
public interface OpFolder {
    /**
     * Folds {@code op}.
     *
     * @param op        the operation
     * @param context   the context, for the constants a hook creates (null when a constant-like operation is
     *                  asked for its value)
     * @param operands  per operand, the constant it is known to be (the value of a constant-like operation
     *                  defining it), or null
     * @param results   where the results go; empty on entry
     * @return whether the operation folded
     */
    boolean fold(Operation op, MlirContext context, List<Attribute> operands, List<FoldResult> results);
}

package dev.mlirj.ir;

/** Properties of an operation kind that the verifier, the printer and passes rely on, as MLIR's op traits. */
public enum OpTrait {
    /** Ends a block; must be the last operation of its block. */
    TERMINATOR,
    /** Has no side effects: may be removed when unused, and moved or deduplicated freely. */
    PURE,
    /** Its regions may not use values defined outside the operation. */
    ISOLATED_FROM_ABOVE,
    /** Defines a symbol: has a {@code sym_name} string attribute. */
    SYMBOL,
    /** Its region is a symbol table: symbol names in it are unique. */
    SYMBOL_TABLE,
    /** Its regions' blocks need no terminator. */
    NO_TERMINATOR,
    /** Its regions have at most one block each. */
    SINGLE_BLOCK,
    /** Its regions are graph regions: no dominance requirement between operations. */
    GRAPH_REGION,
    /** Results have the same type as operands (checked by the verifier). */
    SAME_OPERANDS_AND_RESULT_TYPE,
    /** Returns to the parent operation ({@code func.return}, {@code llvm.return}, ...). */
    RETURN_LIKE,
    /** A constant: no operands, its value in an attribute, foldable. */
    CONSTANT_LIKE,
    /** Commutative in its two operands. */
    COMMUTATIVE,
    /** Its only memory effect is reading memory (MLIR's {@code MemRead} alone): removable when unused. */
    MEMORY_READ,
    /** Its only memory effect is allocating the memory its result names ({@code MemAlloc}): removable when unused. */
    MEMORY_ALLOC,
    /** Has the memory effects of the operations in its regions and none of its own ({@code RecursiveMemoryEffects}). */
    RECURSIVE_MEMORY_EFFECTS,
    /** Its regions own the stack allocations made in them ({@code AutomaticAllocationScope}): an alloca needs one. */
    AUTOMATIC_ALLOCATION_SCOPE,
    /** Starts a scope for affine symbols ({@code AffineScope}): its regions' top-level values are symbols. */
    AFFINE_SCOPE
}

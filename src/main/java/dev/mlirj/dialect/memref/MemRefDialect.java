package dev.mlirj.dialect.memref;

import dev.mlirj.ir.Dialect;

/**
 * The memref dialect of MLIR 19: buffers described by memref types — allocation ({@code alloc}, {@code alloca},
 * {@code alloca_scope}, {@code dealloc}, {@code global}, {@code get_global}), element access ({@code load},
 * {@code store}, {@code atomic_rmw}, {@code generic_atomic_rmw}, {@code prefetch}), metadata ({@code dim},
 * {@code rank}, {@code extract_strided_metadata}, {@code extract_aligned_pointer_as_index}), views and casts
 * ({@code cast}, {@code memory_space_cast}, {@code reinterpret_cast}, {@code reshape}, {@code subview},
 * {@code view}, {@code expand_shape}, {@code collapse_shape}, {@code transpose}), {@code copy} and
 * {@code assume_alignment}; with MLIR's custom forms, properties and verifiers. Builders: {@link MemRef}.
 */
public final class MemRefDialect extends Dialect {
    /** The namespace. */
    public static final String NAMESPACE = "memref";

    /** The dialect with its operations registered. */
    public MemRefDialect() {
        super(NAMESPACE);
        materializeConstantsThrough("arith");
        register(AllocLikeOp.definition(AllocLikeOp.ALLOC));
        register(AllocLikeOp.definition(AllocLikeOp.ALLOCA));
        register(AllocaScopeOp.definition());
        register(AllocaScopeReturnOp.definition());
        register(MemRefFolders.withFolder(DeallocOp.definition()));
        register(MemRefFolders.withFolder(AccessOps.load()));
        register(MemRefFolders.withFolder(AccessOps.store()));
        register(MemRefFolders.withFolder(DimOp.definition()));
        register(MemRefFolders.withFolder(RankOp.definition()));
        register(MemRefFolders.withFolder(CastOps.cast()));
        register(CastOps.memorySpaceCast());
        register(ReinterpretCastOp.definition());
        register(ReshapeOp.definition());
        register(SubViewOp.definition());
        register(ViewOp.definition());
        register(ReassociativeReshapeOp.expandShape());
        register(ReassociativeReshapeOp.collapseShape());
        register(MemRefFolders.withFolder(TransposeOp.definition()));
        register(ExtractStridedMetadataOp.definition());
        register(ExtractAlignedPointerAsIndexOp.definition());
        register(GlobalOp.definition());
        register(GetGlobalOp.definition());
        register(MemRefFolders.withFolder(CopyOp.definition()));
        register(AssumeAlignmentOp.definition());
        register(AtomicRmwOp.definition());
        register(GenericAtomicRmwOp.definition());
        register(AtomicYieldOp.definition());
        register(PrefetchOp.definition());
    }
}

package dev.mlirj.ir;

import java.util.List;

/**
 * {@code tensor<*xf32>}: a tensor of unknown rank.
 *
 * @param elementType the element type
 */
public record UnrankedTensorType(Type elementType) implements ShapedType {
    @Override
    public boolean hasRank() {
        return false;
    }

    @Override
    public List<Long> shape() {
        throw new IllegalStateException("an unranked tensor has no shape");
    }
}

package dev.mlirj.dialect.affine;

import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.Folding;
import dev.mlirj.ir.IntegerAttr;
import dev.mlirj.ir.OpResult;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.Value;
import dev.mlirj.ir.affine.AffineExpr;
import dev.mlirj.ir.affine.AffineMap;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * MLIR 19's {@code composeAffineMapAndOperands} and {@code canonicalizeMapAndOperands} for single-result maps: the
 * operands produced by {@code affine.apply} are replaced by their maps (repeatedly), dimensions that are valid
 * symbols become symbols, constant symbol operands become constants, repeated operands are merged and unused ones
 * dropped; the map is then simplified. The operand list is rewritten in place.
 */
final class AffineMapCanonicalization {
    private AffineMapCanonicalization() {
    }

    /** Composes {@code map} with the {@code affine.apply}s producing {@code operands} and canonicalizes both. */
    static AffineMap compose(AffineMap map, List<Value> operands) {
        List<Value> dims = new ArrayList<>(operands.subList(0, map.numDims()));
        List<Value> syms = new ArrayList<>(operands.subList(map.numDims(), operands.size()));
        AffineMap current = map;
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int pos = 0; pos < dims.size() + syms.size(); pos++) {
                AffineMap replaced = replaceDimOrSym(current, pos, dims, syms);
                if (replaced != null) {
                    current = replaced;
                    changed = true;
                    break;
                }
            }
        }
        operands.clear();
        List<AffineExpr> dimRepl = new ArrayList<>();
        List<AffineExpr> symRepl = new ArrayList<>();
        int nDims = 0;
        int nSyms = 0;
        for (Value v : dims) {
            dimRepl.add(v == null ? AffineExpr.constant(0) : AffineExpr.dim(nDims++));
            if (v != null) {
                operands.add(v);
            }
        }
        for (Value v : syms) {
            symRepl.add(v == null ? AffineExpr.constant(0) : AffineExpr.symbol(nSyms++));
            if (v != null) {
                operands.add(v);
            }
        }
        current = current.replaceDimsAndSymbols(dimRepl, symRepl, nDims, nSyms);
        current = canonicalize(current, operands);
        return simplify(current);
    }

    /** Replaces input {@code pos} by the map of the {@code affine.apply} producing it; null when it is not one. */
    private static AffineMap replaceDimOrSym(AffineMap map, int pos, List<Value> dims, List<Value> syms) {
        boolean isDim = pos < dims.size();
        int index = isDim ? pos : pos - dims.size();
        Value v = isDim ? dims.get(index) : syms.get(index);
        if (!(v instanceof OpResult r) || !r.owner().name().fullName().equals(AffineApplyOp.NAME)) {
            return null;
        }
        (isDim ? dims : syms).set(index, null);
        Operation apply = r.owner();
        List<Value> composeOperands = new ArrayList<>(apply.operands());
        AffineMap composeMap = canonicalize(AffineApplyOp.map(apply), composeOperands);
        List<AffineExpr> dimShift = new ArrayList<>();
        for (int i = 0; i < composeMap.numDims(); i++) {
            dimShift.add(AffineExpr.dim(dims.size() + i));
        }
        List<AffineExpr> symShift = new ArrayList<>();
        for (int i = 0; i < composeMap.numSymbols(); i++) {
            symShift.add(AffineExpr.symbol(syms.size() + i));
        }
        AffineExpr replacement = composeMap.result(0).replaceDimsAndSymbols(dimShift, symShift);
        dims.addAll(composeOperands.subList(0, composeMap.numDims()));
        syms.addAll(composeOperands.subList(composeMap.numDims(), composeOperands.size()));
        List<AffineExpr> dimRepl = new ArrayList<>();
        List<AffineExpr> symRepl = new ArrayList<>();
        for (int i = 0; i < map.numDims(); i++) {
            dimRepl.add(isDim && i == index ? replacement : AffineExpr.dim(i));
        }
        for (int i = 0; i < map.numSymbols(); i++) {
            symRepl.add(!isDim && i == index ? replacement : AffineExpr.symbol(i));
        }
        return map.replaceDimsAndSymbols(dimRepl, symRepl, dims.size(), syms.size());
    }

    /** MLIR's {@code canonicalizeMapAndOperands}: promoted symbols, constants, merged and dropped operands. */
    static AffineMap canonicalize(AffineMap map, List<Value> operands) {
        return canonicalizeMultiResult(map, operands);
    }

    /** {@link #canonicalize} for a map with any number of results. */
    static AffineMap canonicalizeMultiResult(AffineMap map, List<Value> operands) {
        if (operands.isEmpty()) {
            return map;
        }
        AffineMap promoted = promoteSymbols(map, operands);
        boolean[] usedDims = new boolean[promoted.numDims()];
        boolean[] usedSyms = new boolean[promoted.numSymbols()];
        for (int i = 0; i < usedDims.length; i++) {
            final int d = i;
            usedDims[i] = promoted.results().stream().anyMatch(e -> e.isFunctionOfDim(d));
        }
        for (int i = 0; i < usedSyms.length; i++) {
            final int sym = i;
            usedSyms[i] = promoted.results().stream().anyMatch(e -> e.isFunctionOfSymbol(sym));
        }
        List<Value> result = new ArrayList<>();
        Map<Value, AffineExpr> seenDims = new IdentityHashMap<>();
        List<AffineExpr> dimRepl = new ArrayList<>();
        int nextDim = 0;
        for (int i = 0; i < usedDims.length; i++) {
            AffineExpr e = null;
            if (usedDims[i]) {
                Value v = operands.get(i);
                e = seenDims.get(v);
                if (e == null) {
                    e = AffineExpr.dim(nextDim++);
                    result.add(v);
                    seenDims.put(v, e);
                }
            }
            dimRepl.add(e == null ? AffineExpr.dim(i) : e);
        }
        Map<Value, AffineExpr> seenSyms = new IdentityHashMap<>();
        List<AffineExpr> symRepl = new ArrayList<>();
        int nextSym = 0;
        for (int i = 0; i < usedSyms.length; i++) {
            AffineExpr e = null;
            if (usedSyms[i]) {
                Value v = operands.get(promoted.numDims() + i);
                Attribute constant = Folding.constantValue(v);
                if (constant instanceof IntegerAttr c) {
                    e = AffineExpr.constant(c.value().longValue());
                } else {
                    e = seenSyms.get(v);
                    if (e == null) {
                        e = AffineExpr.symbol(nextSym++);
                        result.add(v);
                        seenSyms.put(v, e);
                    }
                }
            }
            symRepl.add(e == null ? AffineExpr.symbol(i) : e);
        }
        operands.clear();
        operands.addAll(result);
        return promoted.replaceDimsAndSymbols(dimRepl, symRepl, nextDim, nextSym);
    }

    /** MLIR's {@code canonicalizePromotedSymbols}: dimensions whose operand is a valid symbol become new symbols. */
    private static AffineMap promoteSymbols(AffineMap map, List<Value> operands) {
        List<Value> result = new ArrayList<>();
        List<Value> remapped = new ArrayList<>();
        List<AffineExpr> dimRepl = new ArrayList<>();
        int nextDim = 0;
        for (int i = 0; i < map.numInputs(); i++) {
            Value v = operands.get(i);
            if (i < map.numDims()) {
                if (isValidSymbol(v)) {
                    dimRepl.add(AffineExpr.symbol(map.numSymbols() + remapped.size()));
                    remapped.add(v);
                } else {
                    dimRepl.add(AffineExpr.dim(nextDim++));
                    result.add(v);
                }
            } else {
                result.add(v);
            }
        }
        result.addAll(remapped);
        operands.clear();
        operands.addAll(result);
        return map.replaceDimsAndSymbols(dimRepl, List.of(), nextDim, map.numSymbols() + remapped.size());
    }

    /** MLIR's {@code isValidSymbol(value)}: a top-level value of an affine scope, or a symbol in its def's scope. */
    private static boolean isValidSymbol(Value v) {
        if (AffineScope.isTopLevelValue(v)) {
            return v.type() instanceof dev.mlirj.ir.IndexType;
        }
        return v instanceof OpResult r && AffineScope.isValidSymbol(v, AffineScope.of(r.owner()));
    }

    private static AffineMap simplify(AffineMap map) {
        List<AffineExpr> results = new ArrayList<>();
        for (AffineExpr e : map.results()) {
            results.add(AffineApplyFolding.simplify(e, map.numDims(), map.numSymbols()));
        }
        return new AffineMap(map.numDims(), map.numSymbols(), results);
    }
}

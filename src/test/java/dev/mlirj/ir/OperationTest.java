package dev.mlirj.ir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The IR kernel's invariants: use lists, predecessors and positions stay right through every mutation. */
class OperationTest {
    private static final Type I32 = IntegerType.of(32);
    private final MlirContext context = new MlirContext();

    private Operation op(Builder b, String name, List<Value> operands, int results) {
        OperationState state = new OperationState(context.operationName(name), Location.unknown());
        state.operands.addAll(operands);
        for (int i = 0; i < results; i++) {
            state.resultTypes.add(I32);
        }
        return b.create(state);
    }

    @Test
    void useListsFollowOperandChanges() {
        Block block = new Block();
        Builder b = Builder.atEnd(context, block);
        Operation a = op(b, "t.a", List.of(), 1);
        Operation c = op(b, "t.c", List.of(), 1);
        Operation user = op(b, "t.user", List.of(a.result(0), a.result(0), c.result(0)), 0);
        assertEquals(2, a.result(0).uses().size());
        assertEquals(List.of(user), a.result(0).users());
        user.setOperand(1, c.result(0));
        assertEquals(1, a.result(0).uses().size());
        assertEquals(2, c.result(0).uses().size());
        a.result(0).replaceAllUsesWith(c.result(0));
        assertFalse(a.result(0).hasUses());
        assertEquals(List.of(c.result(0), c.result(0), c.result(0)), user.operands());
        a.erase();
        assertEquals(List.of(c, user), block.operations());
        assertThrows(IllegalStateException.class, c::erase, "a used value cannot be erased");
        user.erase();
        assertFalse(c.result(0).hasUses(), "erasing an operation drops its uses");
    }

    @Test
    void insertionPointsAndMoves() {
        Block block = new Block();
        Builder b = Builder.atEnd(context, block);
        Operation first = op(b, "t.first", List.of(), 0);
        Operation last = op(b, "t.last", List.of(), 0);
        b.setInsertionPoint(last);
        Operation middle = op(b, "t.middle", List.of(), 0);
        b.setInsertionPointToStart(block);
        Operation zeroth = op(b, "t.zeroth", List.of(), 0);
        assertEquals(List.of(zeroth, first, middle, last), block.operations());
        zeroth.moveBefore(last);
        assertEquals(List.of(first, middle, zeroth, last), block.operations());
        assertSame(middle, zeroth.prevOp());
        assertSame(last, zeroth.nextOp());
        middle.remove();
        assertNull(middle.block());
        assertEquals(List.of(first, zeroth, last), block.operations());
        assertThrows(IllegalStateException.class, () -> block.append(first), "an op lives in one block");
    }

    @Test
    void successorsAreUsesOfBlocks() {
        Region region = new Region();
        Block entry = region.appendBlock();
        Block target = region.appendBlock();
        Block other = region.appendBlock();
        OperationState br = new OperationState(context.operationName("t.br"), Location.unknown());
        br.successors.add(target);
        br.successors.add(target);
        Operation branch = Builder.atEnd(context, entry).create(br);
        assertEquals(List.of(branch, branch), target.predecessors());
        branch.setSuccessor(1, other);
        assertEquals(List.of(branch), target.predecessors());
        assertEquals(List.of(branch), other.predecessors());
        assertThrows(IllegalStateException.class, target::erase, "a branch target cannot be erased");
        branch.erase();
        assertFalse(target.hasPredecessors());
        target.erase();
        assertEquals(List.of(entry, other), region.blocks());
    }

    @Test
    void splitMovesTheTailToANewBlock() {
        Region region = new Region();
        Block block = region.appendBlock();
        Builder b = Builder.atEnd(context, block);
        Operation x = op(b, "t.x", List.of(), 1);
        Operation y = op(b, "t.y", List.of(x.result(0)), 1);
        Operation z = op(b, "t.z", List.of(y.result(0)), 0);
        Block tail = block.splitBefore(y);
        assertEquals(List.of(x), block.operations());
        assertEquals(List.of(y, z), tail.operations());
        assertEquals(List.of(block, tail), region.blocks());
        assertSame(tail, y.block());
        assertEquals(List.of(y), x.result(0).users(), "uses survive the split");
    }

    @Test
    void inliningAndMergingBlocksRewiresArguments() {
        Region region = new Region();
        Block entry = region.appendBlock();
        Builder b = Builder.atEnd(context, entry);
        Operation x = op(b, "t.x", List.of(), 1);
        Operation anchor = op(b, "t.anchor", List.of(), 0);
        Block source = new Block();
        BlockArgument arg = source.addArgument(I32, Location.unknown());
        Operation use = op(Builder.atEnd(context, source), "t.use", List.of(arg), 1);
        source.inlineBefore(anchor, List.of(x.result(0)));
        assertEquals(List.of(x, use, anchor), entry.operations());
        assertEquals(List.of(x.result(0)), use.operands());
        assertFalse(arg.hasUses());
        assertTrue(source.isEmpty());

        Block more = new Block();
        BlockArgument arg2 = more.addArgument(I32, Location.unknown());
        Operation last = op(Builder.atEnd(context, more), "t.last", List.of(arg2), 0);
        assertThrows(IllegalArgumentException.class, () -> more.mergeInto(entry, List.of()));
        more.mergeInto(entry, List.of(use.result(0)));
        assertEquals(List.of(x, use, anchor, last), entry.operations());
        assertEquals(List.of(use.result(0)), last.operands());

        Block target = region.appendBlock();
        OperationState br = new OperationState(context.operationName("t.br"), Location.unknown());
        br.successors.add(target);
        region.appendBlock().append(Operation.create(br));
        assertThrows(IllegalStateException.class, () -> target.mergeInto(entry, List.of()),
                "a branch target cannot be inlined away");
    }

    @Test
    void regionsInlineIntoOtherRegionsInOrder() {
        Region from = new Region();
        Block a = from.appendBlock();
        Block c = from.appendBlock();
        Region to = new Region();
        Block first = to.appendBlock();
        Block end = to.appendBlock();
        from.inlineBefore(to, end);
        assertEquals(List.of(first, a, c, end), to.blocks());
        assertTrue(from.isEmpty());
        assertSame(to, a.parent());
        c.moveBefore(a);
        assertEquals(List.of(first, c, a, end), to.blocks());
        assertThrows(IllegalArgumentException.class, () -> new Region().inlineBefore(to, new Block()));
    }

    @Test
    void cloneMapsEverythingDefinedInside() {
        Block outer = new Block();
        Builder b = Builder.atEnd(context, outer);
        Operation external = op(b, "t.external", List.of(), 1);
        OperationState state = new OperationState(context.operationName("t.region_op"), Location.unknown());
        Region body = state.addRegion();
        Block entry = body.appendBlock();
        BlockArgument arg = entry.addArgument(I32, Location.unknown());
        Block exit = body.appendBlock();
        Builder inner = Builder.atEnd(context, entry);
        Operation sum = op(inner, "t.add", List.of(arg, external.result(0)), 1);
        OperationState br = new OperationState(context.operationName("t.br"), Location.unknown());
        br.operands.add(sum.result(0));
        br.successors.add(exit);
        inner.create(br);
        state.attributes.put("k", IntegerAttr.of(I32, 7));
        state.resultTypes.add(I32);
        Operation original = b.create(state);

        IrMapping mapping = new IrMapping();
        Operation copy = original.clone(mapping);
        assertNull(copy.block());
        assertEquals(original.attributes(), copy.attributes());
        Block copyEntry = copy.region(0).entryBlock();
        Operation copySum = copyEntry.firstOp();
        assertNotSame(sum, copySum);
        assertSame(copyEntry.argument(0), copySum.operand(0), "inner values map to their copies");
        assertSame(external.result(0), copySum.operand(1), "outer values are kept");
        assertSame(copy.region(0).blocks().get(1), copyEntry.lastOp().successor(0), "successors map too");
        assertSame(mapping.lookupOrDefault(original.result(0)), copy.result(0));
        assertEquals(2, external.result(0).uses().size(), "the copy uses the outer value as well");
        assertTrue(original.isAncestorOf(sum));
        assertFalse(copy.isAncestorOf(sum));
    }
}

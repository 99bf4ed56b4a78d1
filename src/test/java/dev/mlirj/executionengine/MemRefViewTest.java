package dev.mlirj.executionengine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mlirj.ir.ComplexType;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.IntegerType;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import org.junit.jupiter.api.Test;

/** MemRefView views on their own: element types, typed access, layouts, checks. */
class MemRefViewTest {
    @Test
    void toArrayCopiesTheElementsInIndexOrderWhateverTheStrides() {
        try (Arena arena = Arena.ofConfined()) {
            MemRefView m = MemRefView.of(arena, new float[] {1, 2, 3, 4, 5, 6}, 2, 3);
            assertArrayEquals(new float[] {1, 2, 3, 4, 5, 6}, (float[]) m.toArray());
            MemRefView transposed = m.view(0, new long[] {3, 2}, new long[] {1, 3});
            assertArrayEquals(new float[] {1, 4, 2, 5, 3, 6}, (float[]) transposed.toArray());
            MemRefView column = m.view(1, new long[] {2}, new long[] {3});
            assertArrayEquals(new float[] {2, 5}, (float[]) column.toArray());
            assertArrayEquals(new long[] {7, 8}, (long[]) MemRefView.ofIndex(arena, new long[] {7, 8}, 2).toArray());
            assertArrayEquals(new boolean[] {true, false},
                    (boolean[]) MemRefView.of(arena, new boolean[] {true, false}).toArray());
            assertArrayEquals(new int[0], (int[]) MemRefView.of(arena, new int[0], 0, 4).toArray());
            assertArrayEquals(new double[] {9}, (double[]) MemRefView.of(arena, new double[] {9}, new long[0])
                    .toArray());
        }
    }

    @Test
    void everyElementTypeRoundTrips() {
        try (Arena arena = Arena.ofConfined()) {
            MemRefView b = MemRefView.of(arena, new boolean[] {true, false, true});
            assertTrue(b.getBoolean(2));
            b.setBoolean(false, 2);
            assertEquals(0, b.segment().get(ValueLayout.JAVA_BYTE, 2));
            assertEquals(Boolean.TRUE, b.get(0));
            assertEquals((byte) -7, MemRefView.of(arena, new byte[] {1, -7}).getByte(1));
            assertEquals((short) 300, MemRefView.of(arena, new short[] {300}).getShort(0));
            assertEquals(-5, MemRefView.of(arena, new int[] {-5}).get(0));
            assertEquals(Long.MIN_VALUE, MemRefView.of(arena, new long[] {Long.MIN_VALUE}).getLong(0));
            assertEquals(MemRefElementType.INDEX, MemRefView.ofIndex(arena, new long[] {3}).elementType());

            MemRefView half = MemRefView.allocate(arena, MemRefElementType.F16, 2);
            half.setFloat(1.5f, 0);
            half.setFloat(65504f, 1);
            assertEquals(0x3e00, half.segment().get(ValueLayout.JAVA_SHORT, 0));
            assertEquals(65504f, half.getFloat(1));
            MemRefView bf = MemRefView.allocate(arena, MemRefElementType.BF16, 3);
            bf.setFloat(1.0f, 0);
            bf.setFloat(Float.intBitsToFloat(0x3f808000), 1); // a tie: rounds to even, 1.0
            bf.setFloat(Float.NaN, 2);
            assertEquals((short) 0x3f80, bf.segment().get(ValueLayout.JAVA_SHORT, 0));
            assertEquals(1.0f, bf.getFloat(1));
            assertTrue(Float.isNaN(bf.getFloat(2)));

            MemRefView c = MemRefView.allocate(arena, MemRefElementType.COMPLEX_F64, 2);
            c.setComplex(1.5, -2.5, 1);
            assertEquals(1.5, c.getReal(1));
            assertEquals(-2.5, c.getImaginary(1));
            assertEquals(-2.5, c.segment().get(ValueLayout.JAVA_DOUBLE, 24));
            MemRefView cf = MemRefView.allocate(arena, MemRefElementType.COMPLEX_F32, 1);
            cf.setComplex(0.5, 4, 0);
            assertArrayEquals(new double[] {0.5, 4}, (double[]) cf.get(0));
            assertEquals(8, MemRefElementType.COMPLEX_F32.byteSize());

            IllegalArgumentException wrong = assertThrows(IllegalArgumentException.class, () -> c.getDouble(0));
            assertTrue(wrong.getMessage().contains("complex<f64>"), wrong.getMessage());
            assertThrows(IllegalArgumentException.class, () -> half.getDouble(0));
            assertThrows(IllegalArgumentException.class, () -> b.getLong(0));
        }
    }

    @Test
    void descriptorOfAViewHoldsItsPointersOffsetSizesAndStrides() {
        try (Arena arena = Arena.ofConfined()) {
            MemRefView m = MemRefView.of(arena, new float[24], 4, 6);
            MemRefView v = m.view(7, new long[] {2, 3}, new long[] {6, 2}); // rows 1-2, every second column from 1
            MemorySegment descriptor = v.descriptor(arena);
            MemRefDescriptorLayout d = MemRefDescriptorLayout.ranked(2);
            assertEquals(d.layout().byteSize(), descriptor.byteSize());
            assertEquals(m.segment().address(), d.allocated(descriptor).address());
            assertEquals(m.segment().address(), d.aligned(descriptor).address());
            assertEquals(7, d.offset(descriptor));
            assertArrayEquals(new long[] {2, 3, 6, 2}, new long[] {d.size(descriptor, 0), d.size(descriptor, 1),
                d.stride(descriptor, 0), d.stride(descriptor, 1)});
        }
    }

    @Test
    void elementTypesMapFromMlirTypes() {
        assertEquals(MemRefElementType.I32, MemRefElementType.of(IntegerType.of(32)));
        assertEquals(MemRefElementType.I8, MemRefElementType.of(new IntegerType(8, IntegerType.Signedness.UNSIGNED)));
        assertEquals(MemRefElementType.BF16, MemRefElementType.of(FloatType.BF16));
        assertEquals(MemRefElementType.COMPLEX_F32, MemRefElementType.of(new ComplexType(FloatType.F32)));
        assertThrows(IllegalArgumentException.class, () -> MemRefElementType.of(FloatType.F80));
        assertThrows(IllegalArgumentException.class, () -> MemRefElementType.of(new ComplexType(IntegerType.of(32))));
        for (MemRefElementType t : MemRefElementType.values()) {
            assertEquals(t, MemRefElementType.of(t.mlirType()));
        }
    }

    @Test
    void layoutsIndexingAndDescriptors() {
        try (Arena arena = Arena.ofConfined()) {
            MemRefView m = MemRefView.of(arena, new int[] {0, 1, 2, 3, 4, 5}, 2, 3);
            assertArrayEquals(new long[] {3, 1}, m.strides());
            assertTrue(m.isRowMajor());
            assertEquals("memref<2x3xi32>", m.describe());
            assertEquals(5, m.getInt(1, 2));
            assertThrows(IndexOutOfBoundsException.class, () -> m.getInt(2, 0));
            assertThrows(IllegalArgumentException.class, () -> m.getInt(1));
            MemRefView t = m.view(0, new long[] {3, 2}, new long[] {1, 3});
            assertFalse(t.isRowMajor());
            assertEquals("memref<3x2xi32, strided<[1, 3]>>", t.describe());
            assertEquals(5, t.getInt(2, 1));
            MemRefView reversed = m.view(5, new long[] {6}, new long[] {-1});
            assertEquals(0, reversed.getInt(5));
            MemRefView broadcast = m.view(4, new long[] {1000}, new long[] {0});
            assertEquals(4, broadcast.getInt(999));

            MemRefDescriptorLayout d = MemRefDescriptorLayout.ranked(2);
            MemorySegment descriptor = arena.allocate(d.layout());
            t.writeDescriptor(d, descriptor);
            assertEquals(m.segment().address(), d.aligned(descriptor).address());
            assertEquals(m.segment().address(), d.allocated(descriptor).address());
            assertEquals(3, d.size(descriptor, 0));
            assertEquals(3, d.stride(descriptor, 1));
        }
    }

    @Test
    void aReturnedMemRefWithNegativeStridesIsRebasedOntoItsReachableElements() {
        try (Arena arena = Arena.ofConfined()) {
            MemRefView data = MemRefView.of(arena, new long[] {10, 11, 12, 13});
            MemRefDescriptorLayout d = MemRefDescriptorLayout.ranked(1);
            MemorySegment descriptor = arena.allocate(d.layout());
            data.view(3, new long[] {3}, new long[] {-1}).writeDescriptor(d, descriptor);
            // Borrowed (the caller's own memory): closing frees nothing.
            try (OwnedMemRef r = OwnedMemRef.adopt(d, descriptor, MemRefElementType.I64, null,
                    new long[] {data.segment().address()})) {
                assertFalse(r.isOwner());
                assertEquals(13, r.view().getLong(0));
                assertEquals(11, r.view().getLong(2));
                assertEquals(24, r.view().segment().byteSize());
            }
            assertEquals(10, data.getLong(0));
        }
    }
}

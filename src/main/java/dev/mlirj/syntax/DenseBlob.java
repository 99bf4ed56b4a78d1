package dev.mlirj.syntax;

import dev.mlirj.ir.ComplexType;
import dev.mlirj.ir.FloatType;
import dev.mlirj.ir.IndexType;
import dev.mlirj.ir.IntegerType;
import dev.mlirj.ir.ShapedType;
import dev.mlirj.ir.Type;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * The hexadecimal form of dense elements, {@code dense<"0x...">}: each element's bits, little-endian, in as many
 * whole bytes as its width needs (a complex element is its two parts). A blob of one element is a splat.
 */
final class DenseBlob {
    private DenseBlob() {
    }

    /** Whether elements of {@code type} have a blob form here (byte-sized integers, indices, floats, complex). */
    static boolean supports(Type type) {
        Type part = type instanceof ComplexType c ? c.elementType() : type;
        return part instanceof FloatType || part instanceof IndexType
                || part instanceof IntegerType i && i.width() > 1;
    }

    private static int bytesOf(Type part) {
        return switch (part) {
            case FloatType f -> (f.width() + 7) / 8;
            case IntegerType i -> (i.width() + 7) / 8;
            default -> 8;
        };
    }

    static String toHex(List<BigInteger> elements, Type elementType) {
        Type part = elementType instanceof ComplexType c ? c.elementType() : elementType;
        int bytes = bytesOf(part);
        int width = bytes * 8;
        StringBuilder out = new StringBuilder("0x");
        for (BigInteger v : elements) {
            BigInteger bits = v.signum() < 0 ? v.add(BigInteger.ONE.shiftLeft(width)) : v;
            for (int i = 0; i < bytes; i++) {
                int b = bits.shiftRight(8 * i).intValue() & 0xFF;
                out.append(Character.toUpperCase(Character.forDigit(b >> 4, 16)))
                        .append(Character.toUpperCase(Character.forDigit(b & 0xF, 16)));
            }
        }
        return out.toString();
    }

    /**
     * Whether {@code text} is what MLIR's {@code Token::getHexStringValue} reads: {@code 0x} and an even number of
     * hexadecimal digits.
     */
    static boolean isHex(String text) {
        if (!text.startsWith("0x") || text.length() % 2 != 0) {
            return false;
        }
        for (int i = 2; i < text.length(); i++) {
            if ("0123456789abcdefABCDEF".indexOf(text.charAt(i)) < 0) {
                return false;
            }
        }
        return true;
    }

    /** The elements a blob holds for {@code type}, signed for signless/signed integers; null when it does not fit. */
    static List<BigInteger> fromHex(String text, ShapedType type) {
        if (!text.startsWith("0x") || !supports(type.elementType())) {
            return null;
        }
        Type part = type.elementType() instanceof ComplexType c ? c.elementType() : type.elementType();
        int per = type.elementType() instanceof ComplexType ? 2 : 1;
        int bytes = bytesOf(part);
        String hex = text.substring(2);
        int count = hex.length() / 2 / bytes;
        if (hex.length() % (2 * bytes) != 0 || count != per * type.elementCount() && count != per) {
            return null;
        }
        List<BigInteger> out = new ArrayList<>(count);
        for (int e = 0; e < count; e++) {
            BigInteger v = BigInteger.ZERO;
            for (int i = bytes - 1; i >= 0; i--) {
                int at = 2 * (e * bytes + i);
                v = v.shiftLeft(8).or(BigInteger.valueOf(Integer.parseInt(hex.substring(at, at + 2), 16)));
            }
            if (!(part instanceof FloatType)) {
                v = AttributeParser.fitInteger(v, part);
            }
            out.add(v);
        }
        return out;
    }
}

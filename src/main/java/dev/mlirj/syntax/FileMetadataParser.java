package dev.mlirj.syntax;

import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.ResourceBlob;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.Map;

/**
 * The file metadata dictionary MLIR writes after the IR, {@code {-# ... #-}}, MLIR's
 * {@code parseFileMetadataDictionary}:
 * <pre>
 *   file-metadata ::= '{-#' (entry (',' entry)*)? '#-}'
 *   entry         ::= 'dialect_resources' ':' '{' (dialect-entry (',' dialect-entry)*)? '}'
 *   dialect-entry ::= dialect-name ':' '{' (resource (',' resource)*)? '}'
 *   resource      ::= bare-id ':' '"0x' hex-digits '"'
 * </pre>
 * Only the builtin dialect has resources here: each is a blob, the first four bytes its alignment (little-endian,
 * a power of two) and the rest its data; a later definition of a name replaces an earlier one. MLIR's
 * {@code external_resources} entry is not supported.
 *
 * <p>Resources are referenced ({@code dense_resource<name>}) before the block that defines them, so
 * {@link #prescan} reads every block of a file before the operations are parsed, without reporting errors; the
 * operation parser then parses each block again in place, which reports its errors in file order.
 */
final class FileMetadataParser {
    private final Parser p;
    private final Map<String, ResourceBlob> builtinResources;

    private FileMetadataParser(Parser p, Map<String, ResourceBlob> builtinResources) {
        this.p = p;
        this.builtinResources = builtinResources;
    }

    /**
     * Parses the block at the current {@code {-#} token, putting the builtin resources it defines into
     * {@code builtinResources}; false after reporting an error.
     */
    static boolean parse(Parser p, Map<String, ResourceBlob> builtinResources) {
        return new FileMetadataParser(p, builtinResources).parseDictionary();
    }

    /** The builtin resources every well-formed metadata block of {@code text} defines; reports nothing. */
    static Map<String, ResourceBlob> prescan(MlirContext context, String sourceName, String text) {
        Map<String, ResourceBlob> resources = new HashMap<>();
        if (!text.contains("{-#")) {
            return resources; // no block to read: spares lexing the whole file twice
        }
        Parser scan = new Parser(context, new DiagnosticEngine(), sourceName, text);
        while (!scan.token.is(TokenKind.EOF) && !scan.token.is(TokenKind.ERROR)) {
            if (scan.token.is(TokenKind.FILE_METADATA_BEGIN)) {
                if (!parse(scan, resources)) {
                    break;
                }
            } else {
                scan.consume();
            }
        }
        return resources;
    }

    private boolean parseDictionary() {
        p.consume();
        if (p.consumeIf(TokenKind.FILE_METADATA_END)) {
            return true;
        }
        do {
            int keyAt = p.token.start();
            if (!p.token.is(TokenKind.BARE_IDENTIFIER)) {
                return p.error("expected identifier key in file metadata dictionary");
            }
            String key = p.token.text();
            p.consume();
            if (!p.expectToken(TokenKind.COLON, "expected ':'")) {
                return false;
            }
            switch (key) {
                case "dialect_resources" -> {
                    if (!parseDialectResources()) {
                        return false;
                    }
                }
                case "external_resources" -> {
                    return p.errorAt(keyAt, "'external_resources' in file metadata are not supported by mlirj");
                }
                default -> {
                    return p.errorAt(keyAt, "unknown key '" + key + "' in file metadata dictionary");
                }
            }
        } while (p.consumeIf(TokenKind.COMMA));
        return p.expectToken(TokenKind.FILE_METADATA_END, "expected ',' or '#-}'");
    }

    /** {@code '{' (dialect ':' '{' resources '}')* '}'}. */
    private boolean parseDialectResources() {
        if (!p.expectToken(TokenKind.L_BRACE, "expected '{'")) {
            return false;
        }
        return parseEntriesUntilBrace(() -> {
            int nameAt = p.token.start();
            String dialect = resourceKey();
            if (dialect == null) {
                return false;
            }
            if (!p.expectToken(TokenKind.COLON, "expected ':'") || !p.expectToken(TokenKind.L_BRACE, "expected '{'")) {
                return false;
            }
            if (p.context.dialect(dialect) == null && !dialect.equals("builtin")) {
                return p.errorAt(nameAt, "dialect '" + dialect + "' is unknown");
            }
            if (!dialect.equals("builtin")) {
                return p.error("unexpected 'resource' section for dialect '" + dialect + "'");
            }
            return parseEntriesUntilBrace(this::parseBuiltinResource);
        });
    }

    /** {@code name ':' "0x..."}: one blob of the builtin dialect. */
    private boolean parseBuiltinResource() {
        String key = resourceKey();
        if (key == null || !p.expectToken(TokenKind.COLON, "expected ':'")) {
            return false;
        }
        Token value = p.token;
        p.consume();
        byte[] bytes = value.is(TokenKind.STRING) ? hexBytes(value.text()) : null;
        if (bytes == null) {
            return p.errorAt(value.start(), "expected hex string blob for key '" + key + "'");
        }
        if (bytes.length < 4) {
            return p.errorAt(value.start(),
                    "expected hex string blob for key '" + key + "' to encode alignment in first 4 bytes");
        }
        long alignment = (bytes[0] & 0xFFL) | (bytes[1] & 0xFFL) << 8 | (bytes[2] & 0xFFL) << 16
                | (bytes[3] & 0xFFL) << 24;
        if (Long.bitCount(alignment) != 1) {
            return p.errorAt(value.start(), "expected hex string blob for key '" + key
                    + "' to encode alignment in first 4 bytes, but got non-power-of-2 value: " + alignment);
        }
        byte[] data = java.util.Arrays.copyOfRange(bytes, 4, bytes.length);
        builtinResources.put(key, new ResourceBlob(data, (int) alignment));
        return true;
    }

    /**
     * The bytes of a string token spelled {@code "0x<hex digits>"} (an even number of them, read as written,
     * without unescaping, as MLIR's {@code getHexStringValue}); null for anything else.
     */
    private static byte[] hexBytes(String stringToken) {
        String body = stringToken.substring(1, stringToken.length() - 1);
        if (!body.startsWith("0x") || body.length() % 2 != 0) {
            return null;
        }
        try {
            return HexFormat.of().parseHex(body, 2, body.length());
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /**
     * The name of a resource (or of a dialect in the resource section): a bare identifier, as MLIR's
     * {@code parseOptionalKeyword}; null after reporting {@code expected identifier key for 'resource' entry}.
     */
    private String resourceKey() {
        return resourceKey(p);
    }

    static String resourceKey(Parser p) {
        if (!p.token.is(TokenKind.BARE_IDENTIFIER)) {
            p.error("expected identifier key for 'resource' entry");
            return null;
        }
        String key = p.token.text();
        p.consume();
        return key;
    }

    /** {@code (entry (',' entry)*)? '}'} with the opening brace already consumed. */
    private boolean parseEntriesUntilBrace(java.util.function.BooleanSupplier entry) {
        if (p.consumeIf(TokenKind.R_BRACE)) {
            return true;
        }
        do {
            if (!entry.getAsBoolean()) {
                return false;
            }
        } while (p.consumeIf(TokenKind.COMMA));
        return p.expectToken(TokenKind.R_BRACE, "expected ',' or '}'");
    }
}

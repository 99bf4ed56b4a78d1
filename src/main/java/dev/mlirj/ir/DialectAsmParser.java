package dev.mlirj.ir;

/**
 * What a dialect's type and attribute hooks get to parse their body (after {@code !ns.} or {@code #ns.}):
 * the usual building blocks of MLIR's syntax, positioned on the body's first token. Every method reports its
 * own error at the current position and returns false or null after one.
 */
public interface DialectAsmParser {
    /** The location of the current token. */
    Location location();

    /** Reports an error at the current token; returns false. */
    boolean emitError(String message);

    /** Parses the keyword (bare identifier) {@code keyword}. */
    boolean parseKeyword(String keyword);

    /** Parses any keyword and returns it, or null. */
    String parseKeyword();

    /** Consumes {@code keyword} if it is next. */
    boolean parseOptionalKeyword(String keyword);

    /** Parses {@code <}. */
    boolean parseLess();

    /** Parses {@code >}. */
    boolean parseGreater();

    /** Consumes {@code <} if it is next. */
    boolean parseOptionalLess();

    /** Parses {@code ,}. */
    boolean parseComma();

    /** Consumes {@code ,} if it is next. */
    boolean parseOptionalComma();

    /** Parses a type. */
    Type parseType();

    /** Parses an attribute. */
    Attribute parseAttribute();

    /**
     * Parses a (possibly negative) integer as MLIR's {@code parseInteger<int64_t>}: from {@code -2^63} to
     * {@code 2^64 - 1}, kept as its low 64 bits (so an unsigned spelling reads back as the signed value), or
     * {@code true}/{@code false}; null after an error.
     */
    Long parseInteger();

    /** Parses a string literal and returns its bytes as chars, or null. */
    String parseString();

    /**
     * Parses an integer literal, optionally negative, of any size (MLIR's {@code parseInteger(APInt&)}); null
     * after an error. Callers apply their own range rules.
     */
    java.math.BigInteger parseIntegerValue();

    /**
     * Parses a keyword (bare identifier) if one is next and returns it; null, without an error, otherwise. As
     * MLIR's {@code parseOptionalKeyword(StringRef *)}.
     */
    String parseOptionalKeyword();

    /** Reports an error at {@code location} (e.g. a token already consumed); returns false. */
    boolean emitError(Location location, String message);

    /** Parses a string literal if one is next; null (without error) otherwise. */
    String parseOptionalString();

    /** Parses {@code (}. */
    boolean parseLParen();

    /** Consumes {@code (} if it is next. */
    boolean parseOptionalLParen();

    /** Parses {@code )}. */
    boolean parseRParen();

    /** Consumes {@code )} if it is next. */
    boolean parseOptionalRParen();

    /** Parses {@code =}. */
    boolean parseEqual();

    /**
     * Parses a type if the next token can start one (MLIR's {@code parseOptionalType}); null without error when it
     * cannot (e.g. a bare word that names no builtin type), null after an error when the type is malformed.
     */
    Type parseOptionalType();

    /** Consumes {@code :} if it is next. */
    boolean parseOptionalColon();

    /** Consumes {@code >} if it is next. */
    boolean parseOptionalGreater();

    /** Consumes {@code ...} if it is next. */
    boolean parseOptionalEllipsis();

    /** Consumes {@code ?} if it is next. */
    boolean parseOptionalQuestion();

    /** Parses {@code [}. */
    boolean parseLSquare();

    /** Consumes {@code [} if it is next. */
    boolean parseOptionalLSquare();

    /** Parses {@code ]}. */
    boolean parseRSquare();

    /** Consumes {@code ]} if it is next. */
    boolean parseOptionalRSquare();

    /**
     * Parses a (possibly negative) integer if one is next, as MLIR's {@code parseOptionalInteger<int64_t>} (see
     * {@link #parseInteger}): null without error when none is next; null after reporting an error when it does
     * not fit 64 bits or a {@code -} is not followed by an integer.
     */
    Long parseOptionalInteger();

}

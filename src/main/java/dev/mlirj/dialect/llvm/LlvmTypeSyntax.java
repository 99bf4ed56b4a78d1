package dev.mlirj.dialect.llvm;

import dev.mlirj.ir.DialectAsmParser;
import dev.mlirj.ir.DialectAsmPrinter;
import dev.mlirj.ir.Location;
import dev.mlirj.ir.Type;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * The textual form of LLVM dialect types, as MLIR's {@code LLVMTypeSyntax.cpp}:
 * <pre>
 * llvm-type   ::= 'void' | 'token' | 'label' | 'metadata' | 'ppc_fp128' | 'x86_amx'
 *               | 'ptr' ('&lt;' int '&gt;')?
 *               | 'array' '&lt;' int 'x' nested '&gt;'
 *               | 'vec' '&lt;' ('?' 'x')? int 'x' nested '&gt;'
 *               | 'func' '&lt;' nested '(' (nested (',' nested)* (',' '...')? | '...')? ')' '&gt;'
 *               | 'struct' '&lt;' (string ',')? ('opaque' | 'packed'? '(' nested-list? ')') '&gt;'
 *               | 'struct' '&lt;' string '&gt;'              (only inside the struct of that name)
 *               | 'target' '&lt;' string (',' type)* (',' int)* '&gt;'
 * nested      ::= llvm-type | builtin-type
 * </pre>
 * Nested LLVM types are written without {@code !llvm.}; builtin types are written as usual. An instance parses
 * one top-level type: it remembers the identified structs being parsed, so that {@code struct<"name">} refers
 * back to an enclosing one.
 */
final class LlvmTypeSyntax {
    private static final List<String> KEYWORDS = List.of("void", "token", "label", "metadata", "ppc_fp128",
            "x86_amx", "ptr", "array", "vec", "func", "struct", "target");

    private final DialectAsmParser parser;
    private final IdentifiedStructs structs;
    private final Deque<String> structsBeingParsed = new ArrayDeque<>();

    private LlvmTypeSyntax(DialectAsmParser parser, IdentifiedStructs structs) {
        this.parser = parser;
        this.structs = structs;
    }

    /** Parses the body of {@code !llvm.<body>}; null after reporting an error. */
    static Type parse(DialectAsmParser parser, IdentifiedStructs structs) {
        LlvmTypeSyntax syntax = new LlvmTypeSyntax(parser, structs);
        Location at = parser.location();
        String keyword = parser.parseKeyword();
        if (keyword == null) {
            return null;
        }
        return syntax.parseKeywordType(keyword, at);
    }

    /** A nested type: any type, or else an LLVM type by keyword (MLIR's {@code dispatchParse}). */
    private Type parseNested() {
        Location at = parser.location();
        for (String keyword : KEYWORDS) {
            if (parser.parseOptionalKeyword(keyword)) {
                return parseKeywordType(keyword, at);
            }
        }
        Type type = parser.parseOptionalType();
        if (type != null) {
            return type;
        }
        String keyword = parser.parseKeyword();
        if (keyword != null) {
            parser.emitError(at, "unknown LLVM type: " + keyword);
        }
        return null;
    }

    private Type parseKeywordType(String keyword, Location at) {
        return switch (keyword) {
            case "void" -> LlvmPrimitiveType.VOID;
            case "token" -> LlvmPrimitiveType.TOKEN;
            case "label" -> LlvmPrimitiveType.LABEL;
            case "metadata" -> LlvmPrimitiveType.METADATA;
            case "ppc_fp128" -> LlvmPrimitiveType.PPC_FP128;
            case "x86_amx" -> LlvmPrimitiveType.X86_AMX;
            case "ptr" -> parsePointer();
            case "array" -> parseArray();
            case "vec" -> parseVector();
            case "func" -> parseFunction();
            case "struct" -> parseStruct();
            case "target" -> parseTargetExt();
            default -> {
                parser.emitError(at, "unknown LLVM type: " + keyword);
                yield null;
            }
        };
    }

    private Type parsePointer() {
        if (!parser.parseOptionalLess()) {
            return LlvmPointerType.DEFAULT;
        }
        Location at = parser.location();
        Long space = parser.parseInteger();
        if (space == null || !parser.parseGreater()) {
            return null;
        }
        if (space < 0 || space > 0xFFFFFF) {
            parser.emitError(at, "invalid address space " + space);
            return null;
        }
        return new LlvmPointerType(space.intValue());
    }

    private Type parseArray() {
        if (!parser.parseLess()) {
            return null;
        }
        Location at = parser.location();
        Long size = parser.parseInteger();
        if (size == null || !parser.parseKeyword("x")) {
            return null;
        }
        Type element = parseNested();
        if (element == null || !parser.parseGreater()) {
            return null;
        }
        if (size < 0) {
            parser.emitError(at, "expected a non-negative array size");
            return null;
        }
        return new LlvmArrayType(element, size);
    }

    private Type parseVector() {
        if (!parser.parseLess()) {
            return null;
        }
        boolean scalable = parser.parseOptionalQuestion();
        if (scalable && !parser.parseKeyword("x")) {
            return null;
        }
        Location at = parser.location();
        Long size = parser.parseInteger();
        if (size == null || !parser.parseKeyword("x")) {
            return null;
        }
        Type element = parseNested();
        if (element == null || !parser.parseGreater()) {
            return null;
        }
        if (size <= 0) {
            parser.emitError(at, "the number of vector elements must be positive");
            return null;
        }
        return scalable ? new LlvmScalableVectorType(element, size) : new LlvmFixedVectorType(element, size);
    }

    private Type parseFunction() {
        if (!parser.parseLess()) {
            return null;
        }
        Type result = parseNested();
        if (result == null || !parser.parseLParen()) {
            return null;
        }
        List<Type> params = new ArrayList<>();
        boolean varArg = false;
        if (!parser.parseOptionalRParen()) {
            do {
                if (parser.parseOptionalEllipsis()) {
                    varArg = true;
                    break;
                }
                Type param = parseNested();
                if (param == null) {
                    return null;
                }
                params.add(param);
            } while (parser.parseOptionalComma());
            if (!parser.parseRParen()) {
                return null;
            }
        }
        if (!parser.parseGreater()) {
            return null;
        }
        return new LlvmFunctionType(result, params, varArg);
    }

    private Type parseStruct() {
        if (!parser.parseLess()) {
            return null;
        }
        String name = parser.parseOptionalString();
        if (name != null) {
            Location greaterAt = parser.location();
            if (parser.parseOptionalGreater()) {
                if (!structsBeingParsed.contains(name)) {
                    parser.emitError(greaterAt, "struct without a body only allowed in a recursive struct");
                    return null;
                }
                return structs.get(name);
            }
            if (!parser.parseComma()) {
                return null;
            }
        }
        Location keywordAt = parser.location();
        if (parser.parseOptionalKeyword("opaque")) {
            if (name == null) {
                parser.emitError(keywordAt, "only identified structs can be opaque");
                return null;
            }
            if (!parser.parseGreater()) {
                return null;
            }
            LlvmStructType type = structs.get(name);
            if (!type.setOpaque()) {
                parser.emitError(keywordAt, "redeclaring defined struct as opaque");
                return null;
            }
            return type;
        }
        if (name != null && structsBeingParsed.contains(name)) {
            parser.emitError(keywordAt, "identifier already used for an enclosing struct");
            return null;
        }
        boolean packed = parser.parseOptionalKeyword("packed");
        if (!parser.parseLParen()) {
            return null;
        }
        Location bodyAt = parser.location();
        List<Type> body = new ArrayList<>();
        if (!parser.parseOptionalRParen()) {
            if (name != null) {
                structsBeingParsed.push(name);
            }
            try {
                do {
                    Type field = parseNested();
                    if (field == null) {
                        return null;
                    }
                    body.add(field);
                } while (parser.parseOptionalComma());
            } finally {
                if (name != null) {
                    structsBeingParsed.pop();
                }
            }
            if (!parser.parseRParen()) {
                return null;
            }
        } else {
            bodyAt = keywordAt;
        }
        if (!parser.parseGreater()) {
            return null;
        }
        if (name == null) {
            return LlvmStructType.literal(body, packed);
        }
        LlvmStructType type = structs.get(name);
        if (!type.setBody(body, packed)) {
            parser.emitError(bodyAt, "identified type already used with a different body");
            return null;
        }
        return type;
    }

    private Type parseTargetExt() {
        if (!parser.parseLess()) {
            return null;
        }
        String name = parser.parseString();
        if (name == null) {
            return null;
        }
        List<Type> types = new ArrayList<>();
        List<Long> ints = new ArrayList<>();
        while (parser.parseOptionalComma()) {
            Location at = parser.location();
            Long value = parser.parseOptionalInteger();
            if (value != null) {
                if (value < 0 || value > 0xFFFFFFFFL) {
                    parser.emitError(at, "integer parameter out of range");
                    return null;
                }
                ints.add(value);
                continue;
            }
            if (!ints.isEmpty()) {
                parser.emitError(at, "failed to parse parameter list for target extension type");
                return null;
            }
            Type t = parser.parseType();
            if (t == null) {
                return null;
            }
            types.add(t);
        }
        if (!parser.parseGreater()) {
            return null;
        }
        return new LlvmTargetExtType(name, types, ints);
    }

    // ---- printing -----------------------------------------------------------------------------------------

    /** Prints the body of {@code !llvm.<body>}. */
    static void print(LlvmDialectType type, DialectAsmPrinter printer) {
        printBody(type, printer, new ArrayDeque<>());
    }

    private static void printNested(Type type, DialectAsmPrinter printer, Deque<String> enclosing) {
        if (type instanceof LlvmDialectType t) {
            printBody(t, printer, enclosing);
        } else {
            printer.print(type);
        }
    }

    private static void printBody(LlvmDialectType type, DialectAsmPrinter printer, Deque<String> enclosing) {
        switch (type) {
            case LlvmPrimitiveType t -> printer.print(t.keyword());
            case LlvmPointerType t -> printer.print(t.addressSpace() == 0 ? "ptr" : "ptr<" + t.addressSpace() + ">");
            case LlvmArrayType t -> {
                printer.print("array<" + t.numElements() + " x ");
                printNested(t.elementType(), printer, enclosing);
                printer.print(">");
            }
            case LlvmFixedVectorType t -> {
                printer.print("vec<" + t.numElements() + " x ");
                printNested(t.elementType(), printer, enclosing);
                printer.print(">");
            }
            case LlvmScalableVectorType t -> {
                // mlir-opt 19 prints two spaces before the element type of a scalable vector.
                printer.print("vec<? x " + t.minNumElements() + " x  ");
                printNested(t.elementType(), printer, enclosing);
                printer.print(">");
            }
            case LlvmFunctionType t -> {
                printer.print("func<");
                printNested(t.returnType(), printer, enclosing);
                printer.print(" (");
                for (int i = 0; i < t.params().size(); i++) {
                    if (i > 0) {
                        printer.print(", ");
                    }
                    printNested(t.params().get(i), printer, enclosing);
                }
                if (t.varArg()) {
                    printer.print(t.params().isEmpty() ? "..." : ", ...");
                }
                printer.print(")>");
            }
            case LlvmStructType t -> printStruct(t, printer, enclosing);
            case LlvmTargetExtType t -> {
                printer.print("target<").printString(t.name());
                for (Type p : t.typeParams()) {
                    printer.print(", ").print(p);
                }
                for (long i : t.intParams()) {
                    printer.print(", " + i);
                }
                printer.print(">");
            }
        }
    }

    private static void printStruct(LlvmStructType t, DialectAsmPrinter printer, Deque<String> enclosing) {
        printer.print("struct<");
        if (t.isIdentified()) {
            printer.printString(t.name());
            if (enclosing.contains(t.name())) {
                printer.print(">");
                return;
            }
            printer.print(", ");
            if (t.isOpaque()) {
                printer.print("opaque>");
                return;
            }
            enclosing.push(t.name());
        }
        if (t.isPacked()) {
            printer.print("packed ");
        }
        printer.print("(");
        for (int i = 0; i < t.body().size(); i++) {
            if (i > 0) {
                printer.print(", ");
            }
            printNested(t.body().get(i), printer, enclosing);
        }
        printer.print(")>");
        if (t.isIdentified()) {
            enclosing.pop();
        }
    }
}

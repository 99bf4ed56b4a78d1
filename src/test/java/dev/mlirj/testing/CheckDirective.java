package dev.mlirj.testing;

import java.util.List;

/**
 * A positive directive (FileCheck's {@code FileCheckString}): its pattern, and the {@code CHECK-DAG} and
 * {@code CHECK-NOT} patterns written since the previous positive directive, which are matched in the gap
 * before it. A trailing run of DAG/NOT directives hangs off an implicit {@link Kind#EOF} directive.
 */
record CheckDirective(CheckPattern pattern, List<CheckPattern> dagNots) {

    /** What a directive's suffix says (FileCheck's {@code Check::FileCheckKind}). */
    enum Kind {
        PLAIN, NEXT, SAME, NOT, DAG, LABEL, EMPTY, EOF, COMMENT, NONE, MISSPELLED, BAD_NOT, BAD_COUNT
    }

    /** A directive's kind, its {@code -COUNT-n} and whether it carries the {@code {LITERAL}} modifier. */
    record Type(Kind kind, int count, boolean literal) {
        static final Type NONE = new Type(Kind.NONE, 1, false);

        Type(Kind kind) {
            this(kind, 1, false);
        }

        Type withLiteral() {
            return new Type(kind, count, true);
        }

        /** As {@code FileCheckType::getDescription}: {@code CHECK-NEXT}, {@code CHECK-COUNT{LITERAL}}, ... */
        String description(String prefix) {
            String suffix = switch (kind) {
                case PLAIN -> count > 1 ? "-COUNT" : "";
                case NEXT -> "-NEXT";
                case SAME -> "-SAME";
                case NOT -> "-NOT";
                case DAG -> "-DAG";
                case LABEL -> "-LABEL";
                case EMPTY -> "-EMPTY";
                case COMMENT -> "";
                case EOF -> null;
                case NONE, MISSPELLED, BAD_NOT, BAD_COUNT -> null;
            };
            if (suffix == null) {
                return kind == Kind.EOF ? "implicit EOF" : kind.name().toLowerCase().replace('_', ' ');
            }
            return prefix + suffix + (literal ? "{LITERAL}" : "");
        }
    }

    /** The search result of a directive: where its (first) match starts and how long the whole match is. */
    record Span(int pos, int len) {
        int end() {
            return pos + len;
        }
    }

    CheckDirective {
        dagNots = List.copyOf(dagNots);
    }

    Kind kind() {
        return pattern.type.kind();
    }
}

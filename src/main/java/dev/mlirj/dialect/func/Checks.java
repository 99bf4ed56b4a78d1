package dev.mlirj.dialect.func;

import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.SymbolRefAttr;
import dev.mlirj.ir.Type;
import dev.mlirj.syntax.TypePrinter;
import java.util.List;
import java.util.stream.Collectors;

/** The checks ODS generates for the func operations' declared attributes, with MLIR's messages. */
final class Checks {
    private Checks() {
    }

    /** {@code 'i32'}, as MLIR quotes a type in a diagnostic. */
    static String quote(Type type) {
        return "'" + TypePrinter.toString(type) + "'";
    }

    /** {@code 'i32', 'f32'}. */
    static String quote(List<Type> types) {
        return types.stream().map(Checks::quote).collect(Collectors.joining(", "));
    }

    /** The inherent attribute {@code name} if it is a {@code kind}; null after reporting it missing or wrong. */
    static <T extends Attribute> T required(Operation op, String name, Class<T> kind, String constraint,
                                            DiagnosticEngine diagnostics) {
        Attribute a = op.properties().get(name);
        if (a == null) {
            diagnostics.opError(op, "requires attribute '" + name + "'");
            return null;
        }
        if (!kind.isInstance(a)) {
            diagnostics.opError(op, "attribute '" + name + "' failed to satisfy constraint: " + constraint);
            return null;
        }
        return kind.cast(a);
    }

    /** The flat symbol reference {@code name}; null after reporting it missing or not flat. */
    static SymbolRefAttr flatSymbol(Operation op, String name, DiagnosticEngine diagnostics) {
        SymbolRefAttr ref = required(op, name, SymbolRefAttr.class, "flat symbol reference attribute", diagnostics);
        if (ref != null && !ref.nested().isEmpty()) {
            diagnostics.opError(op, "attribute '" + name + "' failed to satisfy constraint: flat symbol reference"
                    + " attribute");
            return null;
        }
        return ref;
    }
}

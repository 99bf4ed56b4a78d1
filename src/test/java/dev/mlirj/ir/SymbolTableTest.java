package dev.mlirj.ir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.mlirj.init.InitAllDialects;
import dev.mlirj.syntax.SourceParser;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Symbol lookup: the nearest symbol table around an operation, nested references, and unregistered tables. */
class SymbolTableTest {
    private static final String TEXT = """
            module @outer {
              func.func private @f()
              module @inner {
                func.func private @g()
                "test.table"() ({
                  "test.sym"() {sym_name = "h"} : () -> ()
                }) {sym_name = "t"} : () -> ()
                "test.user"() : () -> ()
              }
              "test.user"() : () -> ()
            }
            """;

    private final List<Operation> ops = new ArrayList<>();

    private Operation named(String name, int occurrence) {
        return ops.stream().filter(o -> o.name().fullName().equals(name)).skip(occurrence).findFirst().orElseThrow();
    }

    private Operation symbol(String name) {
        return ops.stream().filter(o -> name.equals(SymbolTable.symbolName(o))).findFirst().orElseThrow();
    }

    SymbolTableTest() {
        MlirContext context = InitAllDialects.context();
        context.setAllowUnregisteredDialects(true);
        Operation module = SourceParser.parse(context, new DiagnosticEngine(), "s.mlir", TEXT);
        module.walkPreOrder(ops::add);
    }

    @Test
    void looksUpInTheNearestSymbolTableOnly() {
        Operation innerUser = named("test.user", 0);
        Operation outerUser = named("test.user", 1);
        assertSame(symbol("g"), SymbolTable.lookup(innerUser, "g"));
        assertNull(SymbolTable.lookup(innerUser, "f"), "@f is in the enclosing table, not the nearest one");
        assertSame(symbol("f"), SymbolTable.lookup(outerUser, "f"));
        assertNull(SymbolTable.lookup(outerUser, "g"));
        assertSame(symbol("inner"), SymbolTable.nearestSymbolTable(innerUser));
    }

    @Test
    void resolvesNestedReferencesThroughUnregisteredTables() {
        Operation innerUser = named("test.user", 0);
        Operation outerUser = named("test.user", 1);
        assertSame(symbol("h"), SymbolTable.lookup(innerUser, new SymbolRefAttr("t", List.of("h"))));
        assertSame(symbol("h"), SymbolTable.lookup(outerUser, new SymbolRefAttr("inner", List.of("t", "h"))));
        assertNull(SymbolTable.lookup(outerUser, new SymbolRefAttr("f", List.of("x"))), "@f is not a table");
        assertNull(SymbolTable.lookup(outerUser, new SymbolRefAttr("inner", List.of("nope"))));
    }

    @Test
    void symbolNamesAreStringAttributes() {
        assertEquals("g", SymbolTable.symbolName(symbol("g")));
        Operation user = named("test.user", 0);
        user.setAttribute("sym_name", StringAttr.of("now_a_symbol"));
        assertSame(user, SymbolTable.lookup(named("test.user", 1), new SymbolRefAttr("inner", List.of("now_a_symbol"))));
    }

    @Test
    void cachedLookupsAgreeWithScanningAndEndWithTheirScope() {
        Operation innerUser = named("test.user", 0);
        Operation outerUser = named("test.user", 1);
        List<Operation> found = new ArrayList<>();
        SymbolTable.withCachedLookups(() -> {
            found.add(SymbolTable.lookup(innerUser, "g"));
            found.add(SymbolTable.lookup(innerUser, "f"));
            found.add(SymbolTable.lookup(outerUser, new SymbolRefAttr("inner", List.of("t", "h"))));
            found.add(SymbolTable.lookup(outerUser, "g"));
        });
        assertSame(symbol("g"), found.get(0));
        assertNull(found.get(1));
        assertSame(symbol("h"), found.get(2));
        assertNull(found.get(3));
        // Outside the scope nothing is remembered: a symbol added afterwards is found.
        named("test.user", 0).setAttribute("sym_name", StringAttr.of("late"));
        assertSame(innerUser, SymbolTable.lookup(outerUser, new SymbolRefAttr("inner", List.of("late"))));
    }

    @Test
    void cachedLookupsFindTheFirstOfRepeatedNames() {
        Operation second = named("test.user", 0);
        second.setAttribute("sym_name", StringAttr.of("g"));
        Operation[] cached = new Operation[1];
        SymbolTable.withCachedLookups(() -> cached[0] = SymbolTable.lookup(named("test.user", 1),
                new SymbolRefAttr("inner", List.of("g"))));
        assertSame(symbol("g"), cached[0]);
        assertSame(symbol("g"), SymbolTable.lookup(second, "g"));
    }
}

package dev.mlirj.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import dev.mlirj.init.InitAllDialects;
import dev.mlirj.ir.AsmAlias;
import dev.mlirj.ir.Attribute;
import dev.mlirj.ir.DiagnosticEngine;
import dev.mlirj.ir.Dialect;
import dev.mlirj.ir.MlirContext;
import dev.mlirj.ir.Operation;
import dev.mlirj.ir.StringAttr;
import org.junit.jupiter.api.Test;

/**
 * Attribute and type aliases ({@code #map}, {@code #set}, {@code !tuple}) are collected, ordered and numbered as
 * mlir-opt 19 does them. The expected texts are what mlir-opt 19 printed for the same input.
 */
class AliasPrintingTest {
    private static final String INPUT = """
            "test.a"() ({
            ^bb0(%x: memref<2x2xf32, affine_map<(d0, d1) -> (d1, d0)>>):
              "test.b"() {s = affine_set<(d0) : (d0 >= 0)>, m = affine_map<(d0) -> (d0 + 1)>} : () -> ()
            }) {z = affine_map<(d0) -> (d0 + 2)>, t = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, \
            i1, i1, memref<2x2xf32, affine_map<(d0, d1) -> (d1 + 1, d0)>>>, u = tuple<i1, i1, i1, i1, i1, i1, i1, \
            i1, i1, i1, i1, i1, i1, i1, i1, i1, i2>} : () -> (tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, \
            i1, i1, i1, i1, i2>)
            """;

    /**
     * Aliases nested in an aliased element come first (by depth), types before attributes, then by name in
     * first-use order; the generic form visits an operation's regions before its types and attributes.
     */
    private static final String ALIASES = """
            !tuple = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i2>
            #map = affine_map<(d0, d1) -> (d1, d0)>
            #map1 = affine_map<(d0) -> (d0 + 1)>
            #map2 = affine_map<(d0, d1) -> (d1 + 1, d0)>
            #map3 = affine_map<(d0) -> (d0 + 2)>
            #set = affine_set<(d0) : (d0 >= 0)>
            !tuple1 = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, memref<2x2xf32, #map2>>
            """;

    private static Operation parse(MlirContext context, String text) {
        context.setAllowUnregisteredDialects(true);
        Operation module = SourceParser.parse(context, new DiagnosticEngine(), "input.mlir", text);
        assertNotNull(module);
        return module;
    }

    @Test
    void customFormAsMlirOpt19() {
        MlirContext context = InitAllDialects.context();
        assertEquals(ALIASES + """
                module {
                  %0 = "test.a"() ({
                  ^bb0(%arg0: memref<2x2xf32, #map>):
                    "test.b"() {m = #map1, s = #set} : () -> ()
                  }) {t = !tuple1, u = !tuple, z = #map3} : () -> !tuple
                }
                """, AsmPrinter.print(parse(context, INPUT), context, AsmPrinter.Options.DEFAULT));
    }

    @Test
    void genericFormAsMlirOpt19() {
        MlirContext context = InitAllDialects.context();
        assertEquals(ALIASES + """
                "builtin.module"() ({
                  %0 = "test.a"() ({
                  ^bb0(%arg0: memref<2x2xf32, #map>):
                    "test.b"() {m = #map1, s = #set} : () -> ()
                  }) {t = !tuple1, u = !tuple, z = #map3} : () -> !tuple
                }) : () -> ()
                """, AsmPrinter.print(parse(context, INPUT), context, new AsmPrinter.Options(true, false)));
    }

    @Test
    void propertiesOfUnregisteredOperationsAreNotAliasedButEqualAttributesElsewhereAre() {
        // mlir-opt 19 prints this input back unchanged except for the alias of the discardable attribute.
        MlirContext context = InitAllDialects.context();
        String text = """
                "test.p"() <{p = affine_map<(d0) -> (d0 + 7)>}> {a = affine_map<(d0) -> (d0 + 6)>} : () -> ()
                """;
        assertEquals("""
                #map = affine_map<(d0) -> (d0 + 6)>
                module {
                  "test.p"() <{p = affine_map<(d0) -> (d0 + 7)>}> {a = #map} : () -> ()
                }
                """, AsmPrinter.print(parse(context, text), context, AsmPrinter.Options.DEFAULT));
    }

    @Test
    void aliasesAreUnchangedByUserAliasNames() {
        // mlir-opt re-derives alias names; the names written in the input do not survive.
        MlirContext context = InitAllDialects.context();
        String text = """
                #identity = affine_map<(d0) -> (d0)>
                #s2 = affine_set<(d0) : (d0 == 0)>
                "test.x"() {a = #identity, b = #s2, c = affine_map<(d0) -> (d0)>} : () -> ()
                """;
        assertEquals("""
                #map = affine_map<(d0) -> (d0)>
                #set = affine_set<(d0) : (d0 == 0)>
                module {
                  "test.x"() {a = #map, b = #set, c = #map} : () -> ()
                }
                """, AsmPrinter.print(parse(context, text), context, AsmPrinter.Options.DEFAULT));
    }

    /** A dialect of this test that aliases some strings, to check the hook is general. */
    private static final class NamingDialect extends Dialect {
        NamingDialect() {
            super("naming");
        }

        @Override
        public AsmAlias getAlias(Attribute attribute) {
            if (attribute instanceof StringAttr s && s.value().startsWith("alias:")) {
                return AsmAlias.ofFinal(s.value().substring("alias:".length()));
            }
            // Overrides builtin's overridable "map".
            return attribute instanceof dev.mlirj.ir.AffineMapAttr ? AsmAlias.overridable("m") : null;
        }
    }

    @Test
    void anyDialectMayNameAliasesAndNamesAreSanitizedAsMlirDoes() {
        MlirContext context = InitAllDialects.context();
        context.load(new NamingDialect());
        String text = """
                "test.x"() {a = "alias:v2", b = "alias:v2 x", c = "plain", d = "alias:1st", \
                e = affine_map<(d0) -> (d0 + 1)>, f = "alias:v2"} : () -> ()
                """;
        assertEquals("""
                #_1st = "alias:1st"
                #m = affine_map<(d0) -> (d0 + 1)>
                #v2_ = "alias:v2"
                #v2_x = "alias:v2 x"
                module {
                  "test.x"() {a = #v2_, b = #v2_x, c = "plain", d = #_1st, e = #m, f = #v2_} : () -> ()
                }
                """, AsmPrinter.print(parse(context, text), context, AsmPrinter.Options.DEFAULT));
    }
}

package dev.mlirj;

import static com.tngtech.archunit.base.DescribedPredicate.describe;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The shape of mlirj's main code, stated once so that it cannot regress silently: the layers of the README's
 * "Layout" section, each importing only the layers below it, and no package cycle anywhere (every package is a
 * slice of its own, so {@code ir} and {@code ir.affine} may not import each other both ways either). No
 * exemptions.
 */
class ArchitectureTest {
    private static JavaClasses classes;

    @BeforeAll
    static void importMainClasses() {
        classes = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_JARS)
                .importPackages("dev.mlirj");
    }

    @Test
    void noPackageCycles() {
        slices().matching("dev.mlirj.(**)").should().beFreeOfCycles().check(classes);
    }

    @Test
    void layersPointOneWay() {
        layeredArchitecture().consideringOnlyDependenciesInLayers()
                .layer("Kernel").definedBy("dev.mlirj.ir..", "dev.mlirj.dialect.builtin")
                .layer("Diagnostics").definedBy("dev.mlirj.diag")
                .layer("Syntax").definedBy("dev.mlirj.syntax")
                .layer("Interfaces").definedBy("dev.mlirj.interfaces")
                .layer("Dialects").definedBy(describe("a dialect package", c -> isDialect(c.getPackageName())))
                .layer("Passes").definedBy("dev.mlirj.pass", "dev.mlirj.transforms..")
                .layer("DialectTransforms").definedBy("dev.mlirj.dialect.*.transforms")
                .layer("Conversions").definedBy("dev.mlirj.conversion..")
                .layer("LlvmC").definedBy("dev.mlirj.llvm..")
                .layer("Target").definedBy("dev.mlirj.target..")
                .layer("ExecutionEngine").definedBy("dev.mlirj.executionengine..")
                .layer("Init").definedBy("dev.mlirj.init")
                .layer("Api").definedBy("dev.mlirj")
                .layer("Tools").definedBy("dev.mlirj.tool..")
                .whereLayer("Tools").mayNotBeAccessedByAnyLayer()
                .whereLayer("Api").mayOnlyBeAccessedByLayers("Tools")
                .whereLayer("Init").mayOnlyBeAccessedByLayers("Api", "Tools")
                .whereLayer("ExecutionEngine").mayOnlyBeAccessedByLayers("Init", "Api", "Tools")
                .whereLayer("Target").mayOnlyBeAccessedByLayers("ExecutionEngine", "Init", "Api", "Tools")
                .whereLayer("LlvmC").mayOnlyBeAccessedByLayers("Target", "ExecutionEngine", "Init", "Api", "Tools")
                .whereLayer("Conversions")
                .mayOnlyBeAccessedByLayers("Target", "ExecutionEngine", "Init", "Api", "Tools")
                .whereLayer("DialectTransforms")
                .mayOnlyBeAccessedByLayers("Conversions", "Target", "ExecutionEngine", "Init", "Api", "Tools")
                .whereLayer("Passes")
                .mayOnlyBeAccessedByLayers("DialectTransforms", "Conversions", "Target", "ExecutionEngine", "Init",
                        "Api", "Tools")
                .whereLayer("Interfaces")
                .mayOnlyBeAccessedByLayers("Dialects", "Passes", "DialectTransforms", "Conversions", "Target",
                        "ExecutionEngine", "Init", "Api", "Tools")
                .whereLayer("Dialects")
                .mayOnlyBeAccessedByLayers("DialectTransforms", "Conversions", "Target", "ExecutionEngine", "Init",
                        "Api", "Tools")
                .whereLayer("Syntax")
                .mayOnlyBeAccessedByLayers("Interfaces", "Dialects", "Passes", "DialectTransforms", "Conversions",
                        "Target", "ExecutionEngine", "Init", "Api", "Tools")
                .whereLayer("Diagnostics")
                .mayOnlyBeAccessedByLayers("Syntax", "Interfaces", "Dialects", "Passes", "DialectTransforms",
                        "Conversions", "Target", "ExecutionEngine", "Init", "Api", "Tools")
                .check(classes);
    }

    /**
     * As in MLIR, the source dialects know nothing of the LLVM dialect they are lowered to: only conversions, the
     * translation and what sits above them import it.
     */
    @Test
    void onlyTheLlvmDialectAndWhatLowersToItKnowIt() {
        noClasses().that().resideInAPackage("dev.mlirj.dialect..")
                .and().resideOutsideOfPackage("dev.mlirj.dialect.llvm..")
                .should().dependOnClassesThat().resideInAPackage("dev.mlirj.dialect.llvm..")
                .check(classes);
    }

    /** The dialect packages and their facade package, not their transforms and not the kernel's builtin. */
    private static boolean isDialect(String pkg) {
        return (pkg.equals("dev.mlirj.dialect") || pkg.startsWith("dev.mlirj.dialect."))
                && !pkg.endsWith(".transforms") && !pkg.equals("dev.mlirj.dialect.builtin");
    }
}

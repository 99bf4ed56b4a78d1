/**
 * mlirj: MLIR's lowering to the LLVM dialect in Java, JIT-compiled through LLVM 17 with the FFM API. The one-step
 * API is {@link dev.mlirj.JitModule}; the layers below it (the IR kernel, the textual format, the dialects, passes,
 * conversions, the translation to LLVM IR, the owned LLVM-C wrappers and the execution engine) are exported for
 * finer control. Not exported: the generated raw LLVM-C bindings ({@code dev.mlirj.llvm.c}) and the command line
 * ({@code dev.mlirj.tool}). Run with {@code --enable-native-access=dev.mlirj} on the module path (or
 * {@code ALL-UNNAMED} on the class path); libLLVM comes from the {@code org.bytedeco:llvm} jar of the platform,
 * found as a resource on the class or module path.
 */
module dev.mlirj {
    requires static info.picocli;

    exports dev.mlirj;
    exports dev.mlirj.conversion;
    exports dev.mlirj.conversion.affinetostandard;
    exports dev.mlirj.conversion.arithcommon;
    exports dev.mlirj.conversion.arithtollvm;
    exports dev.mlirj.conversion.complextolibm;
    exports dev.mlirj.conversion.complextollvm;
    exports dev.mlirj.conversion.complextostandard;
    exports dev.mlirj.conversion.controlflowtollvm;
    exports dev.mlirj.conversion.functollvm;
    exports dev.mlirj.conversion.llvmcommon;
    exports dev.mlirj.conversion.mathtofuncs;
    exports dev.mlirj.conversion.mathtolibm;
    exports dev.mlirj.conversion.mathtollvm;
    exports dev.mlirj.conversion.memreftollvm;
    exports dev.mlirj.conversion.reconcileunrealizedcasts;
    exports dev.mlirj.conversion.scftocontrolflow;
    exports dev.mlirj.conversion.vectortollvm;
    exports dev.mlirj.conversion.vectortoscf;
    exports dev.mlirj.diag;
    exports dev.mlirj.dialect;
    exports dev.mlirj.dialect.affine;
    exports dev.mlirj.dialect.affine.transforms;
    exports dev.mlirj.dialect.arith;
    exports dev.mlirj.dialect.arith.transforms;
    exports dev.mlirj.dialect.builtin;
    exports dev.mlirj.dialect.cf;
    exports dev.mlirj.dialect.complex;
    exports dev.mlirj.dialect.func;
    exports dev.mlirj.dialect.llvm;
    exports dev.mlirj.dialect.llvm.transforms;
    exports dev.mlirj.dialect.math;
    exports dev.mlirj.dialect.memref;
    exports dev.mlirj.dialect.memref.transforms;
    exports dev.mlirj.dialect.scf;
    exports dev.mlirj.dialect.vector;
    exports dev.mlirj.dialect.vector.transforms;
    exports dev.mlirj.executionengine;
    exports dev.mlirj.init;
    exports dev.mlirj.interfaces;
    exports dev.mlirj.ir;
    exports dev.mlirj.ir.affine;
    exports dev.mlirj.llvm;
    exports dev.mlirj.llvm.loader;
    exports dev.mlirj.pass;
    exports dev.mlirj.syntax;
    exports dev.mlirj.target.llvmir;
    exports dev.mlirj.transforms;
    exports dev.mlirj.transforms.dialectconversion;
    exports dev.mlirj.transforms.greedy;

    opens dev.mlirj.tool to info.picocli;
}

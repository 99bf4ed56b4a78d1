/**
 * Finding and loading libLLVM 17 for the FFM bindings: {@link dev.mlirj.llvm.loader.LlvmLibrary} locates the
 * library (a system property, an environment variable, the {@code org.bytedeco:llvm} artifact on the class path
 * extracted into a per-user cache, or a system LLVM 17), opens it with {@code dlopen(RTLD_NOW | RTLD_GLOBAL)},
 * checks its {@link dev.mlirj.llvm.loader.LlvmVersion}, initialises the host target and installs a fatal-error
 * handler. {@link dev.mlirj.llvm.loader.Platform} names the host as the artifacts do, and
 * {@link dev.mlirj.llvm.loader.LlvmLoadException} says what to do when loading fails. The bottom of the LLVM-C
 * layer: the generated bindings of {@code dev.mlirj.llvm.c} resolve their symbols here.
 */
package dev.mlirj.llvm.loader;

"""Repository rule exposing Debian's system C++ libraries as Bazel targets.

Nothing is downloaded: each target is a header-less cc_library whose linkopts
come from `pkg-config --libs` at fetch time (headers live in /usr/include,
which the auto-configured toolchain already searches).
"""

def _pkg_config_libs(ctx, modules):
    result = ctx.execute(["pkg-config", "--libs"] + modules)
    if result.return_code != 0:
        fail("pkg-config --libs %s failed: %s\nInstall the Debian -dev packages (./tourney does it)." %
             (" ".join(modules), result.stderr))
    return result.stdout.strip().split(" ")

# The -D flags a library's headers must be compiled with (cpp-httplib's
# declarations change with its TLS and compression switches).
def _pkg_config_defines(ctx, modules):
    result = ctx.execute(["pkg-config", "--cflags-only-other"] + modules)
    if result.return_code != 0:
        return []
    return [flag[2:] for flag in result.stdout.strip().split(" ") if flag.startswith("-D")]

def _system_libs_impl(ctx):
    lines = ['package(default_visibility = ["//visibility:public"])', ""]
    for name, modules in ctx.attr.pkg_config.items():
        opts = _pkg_config_libs(ctx, modules.split(" "))
        defines = _pkg_config_defines(ctx, modules.split(" "))
        lines.append("cc_library(name = %r, linkopts = %r, defines = %r)" % (name, opts, defines))
    for name, opts in ctx.attr.plain.items():
        lines.append("cc_library(name = %r, linkopts = %r)" % (name, opts.split(" ")))
    ctx.file("WORKSPACE", 'workspace(name = "%s")\n' % ctx.name)
    ctx.file("BUILD", "\n".join(lines) + "\n")

system_libs = repository_rule(
    implementation = _system_libs_impl,
    attrs = {
        "pkg_config": attr.string_dict(doc = "target name -> space-separated pkg-config modules"),
        "plain": attr.string_dict(doc = "target name -> space-separated linkopts"),
    },
    local = True,
)

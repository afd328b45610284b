"""A file's bytes linked into a binary as read-only data."""

def embedded_file(name, src, symbol):
    """An object file `name`.o holding `src` between `symbol`_start and `symbol`_end.

    Declare them in C++ as `extern "C" const char symbol_start[], symbol_end[];`.
    The symbols are named after `symbol` whatever the file's path; the data is
    read-only; and the object carries no executable-stack note.
    """
    mangled = "_binary_$$(echo $< | tr /. __)"
    native.genrule(
        name = name,
        srcs = [src],
        outs = [name + ".o"],
        cmd = "objcopy -I binary -O elf64-x86-64 -B i386:x86-64 " +
              "--rename-section .data=.rodata,alloc,load,readonly,data,contents " +
              "--add-section .note.GNU-stack=/dev/null " +
              "--redefine-sym " + mangled + "_start=" + symbol + "_start " +
              "--redefine-sym " + mangled + "_end=" + symbol + "_end " +
              "--strip-symbol " + mangled + "_size $< $@",
    )

"""C++ code generation for .proto files with the system protoc.

The native proto_library / cc_proto_library need @com_google_protobuf, which
cannot be fetched offline, so a genrule runs Debian's protoc (and
grpc_cpp_plugin) and a cc_library compiles the result.
"""

def proto_cc_library(name, srcs, grpc = False, deps = []):
    outs = []
    for src in srcs:
        base = src[:-len(".proto")]
        outs += [base + ".pb.h", base + ".pb.cc"]
        if grpc:
            outs += [base + ".grpc.pb.h", base + ".grpc.pb.cc"]

    cmd = "protoc -I$$(dirname $(location //protos:BUILD)) --cpp_out=$(RULEDIR)"
    if grpc:
        cmd += " --grpc_out=$(RULEDIR) --plugin=protoc-gen-grpc=$$(which grpc_cpp_plugin)"
    cmd += " $(SRCS)"

    native.genrule(
        name = name + "_gen",
        srcs = srcs,
        outs = outs,
        tools = ["//protos:BUILD"],
        cmd = cmd,
    )
    native.cc_library(
        name = name,
        srcs = [o for o in outs if o.endswith(".cc")],
        hdrs = [o for o in outs if o.endswith(".h")],
        includes = ["."],
        # Generated code is not ours to keep warning-free.
        copts = ["-w"],
        deps = deps + ["@sys//:grpc" if grpc else "@sys//:protobuf"],
    )

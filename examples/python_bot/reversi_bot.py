#!/usr/bin/python3
"""A small Reversi bot in Python that speaks bot.v1 over gRPC.

Copy this file to start your own bot. It needs Debian's python3-grpcio and
python3-grpc-tools; the protocol stubs are generated at start-up from the
same .proto files the harness uses (../../protos, or --protos DIR).

Run it yourself:   ./reversi_bot.py --port=50051
or let the harness spawn it:
  ./tourney run --engine name=py,cmd=examples/python_bot/reversi_bot.py \\
                --engine name=random,builtin=random
The first line printed is the address the bot listens on (host:port).

Strategy: take a corner if possible, avoid squares next to an empty corner,
otherwise flip the most discs. Option `greed` (0..1) scales how much the
flip count matters against the square's weight.
"""

import argparse
import os
import sys
import tempfile
from concurrent import futures

import grpc
from grpc_tools import protoc


def load_protocol(protos_dir):
    """Generates the bot.v1 Python stubs into a temp dir and imports them."""
    out = tempfile.mkdtemp(prefix="bot_v1_")
    include = os.path.join(os.path.dirname(protoc.__file__), "_proto")
    files = sorted(os.path.join("bot", "v1", name)
                   for name in os.listdir(os.path.join(protos_dir, "bot", "v1"))
                   if name.endswith(".proto"))
    code = protoc.main(["protoc", "-I" + protos_dir, "-I" + include, "--python_out=" + out,
                        "--grpc_python_out=" + out] + files)
    if code != 0:
        sys.exit("reversi_bot: cannot compile the protocol in " + protos_dir)
    sys.path.insert(0, out)
    from bot.v1 import engine_pb2, engine_pb2_grpc  # pylint: disable=import-outside-toplevel
    return engine_pb2, engine_pb2_grpc


CORNERS = {0, 7, 56, 63}
# Squares next to each corner (X and C squares), by corner.
NEXT_TO_CORNER = {0: {1, 8, 9}, 7: {6, 14, 15}, 56: {48, 49, 57}, 63: {54, 55, 62}}
DIRECTIONS = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]


def flips(own, opp, square):
    """Number of opponent discs a disc on `square` flips (bitboards, a1 = bit 0)."""
    row, col = divmod(square, 8)
    total = 0
    for dr, dc in DIRECTIONS:
        r, c, run = row + dr, col + dc, 0
        while 0 <= r < 8 and 0 <= c < 8 and opp >> (r * 8 + c) & 1:
            r, c, run = r + dr, c + dc, run + 1
        if run and 0 <= r < 8 and 0 <= c < 8 and own >> (r * 8 + c) & 1:
            total += run
    return total


def choose(observation, legal, greed):
    """Index of the chosen legal action."""
    own, opp = observation.own, observation.opponent
    empty_corners = {c for c in CORNERS if not (own | opp) >> c & 1}

    def value(action):
        if action.reversi.WhichOneof("move") != "square":
            return 0  # a pass: the only legal action anyway
        square = action.reversi.square
        weight = 100 if square in CORNERS else 0
        if any(square in NEXT_TO_CORNER[c] for c in empty_corners):
            weight -= 50
        return weight + greed * flips(own, opp, square)

    return max(range(len(legal)), key=lambda i: value(legal[i]))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--port", type=int, default=0, help="0 picks a free port")
    parser.add_argument("--host", default="127.0.0.1")
    here = os.path.dirname(os.path.abspath(__file__))
    parser.add_argument("--protos", default=os.path.join(here, "..", "..", "protos"))
    args = parser.parse_args()
    engine_pb2, engine_pb2_grpc = load_protocol(args.protos)

    class ReversiBot(engine_pb2_grpc.EngineServicer):
        def GetInfo(self, request, context):
            info = engine_pb2.EngineInfo(name="python-reversi-bot", version="1.0")
            info.games.add(game="reversi")
            info.options.add(name="greed", type=engine_pb2.OptionSpec.DOUBLE,
                             default_value="1.0", min=0.0, max=1.0,
                             description="weight of the flip count")
            return info

        def Decide(self, request, context):
            if not request.observation.HasField("reversi"):
                context.abort(grpc.StatusCode.INVALID_ARGUMENT, "not a Reversi request")
            greed = float(request.options.get("greed", "1.0"))
            index = choose(request.observation.reversi, request.legal_actions, greed)
            return engine_pb2.DecideResponse(action=request.legal_actions[index])

    server = grpc.server(futures.ThreadPoolExecutor(max_workers=4))
    engine_pb2_grpc.add_EngineServicer_to_server(ReversiBot(), server)
    port = server.add_insecure_port("%s:%d" % (args.host, args.port))
    if port == 0:
        sys.exit("reversi_bot: cannot listen on %s:%d" % (args.host, args.port))
    server.start()
    print("%s:%d" % (args.host, port), flush=True)  # the harness reads this line
    server.wait_for_termination()


if __name__ == "__main__":
    main()

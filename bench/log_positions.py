#!/usr/bin/python3
"""Writes the Reversi positions with N empty squares that the games of a
`tourney run` results log passed through, as OBF lines (each once, pass
positions left out), for the endgame benchmark's --file. OBF lists moves
with values: give --values, the benchmark's output on these positions, and
each line gets the move and value the solver printed; without it, the first
legal move with +0, only good for counting nodes.

    bench/log_positions.py --log games.jsonl --empties 22 > /tmp/p.obf
    bazel run -c opt //bench:endgame_benchmark -- --file=/tmp/p.obf --old_nodes=0 > /tmp/out.txt
    bench/log_positions.py --log games.jsonl --empties 22 --values /tmp/out.txt > p.obf
"""
import argparse
import json
import sys

DIRECTIONS = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]


def flips(board, mover, square):
    """The squares `mover` (1 or 2) turns over by playing `square`."""
    row, col = divmod(square, 8)
    turned = []
    for dr, dc in DIRECTIONS:
        r, c, line = row + dr, col + dc, []
        while 0 <= r < 8 and 0 <= c < 8 and board[r * 8 + c] == 3 - mover:
            line.append(r * 8 + c)
            r, c = r + dr, c + dc
        if line and 0 <= r < 8 and 0 <= c < 8 and board[r * 8 + c] == mover:
            turned += line
    return turned


def moves_of(record):
    """A game record's moves as squares (a1 = 0, h8 = 63), None for a pass."""
    text, moves, i = record["moves"], [], 0
    while i < len(text):
        if text.startswith("pass", i):
            moves.append(None)
            i += 4
        else:
            moves.append(ord(text[i]) - ord("a") + 8 * (int(text[i + 1]) - 1))
            i += 2
    return moves


def positions(log, empties):
    """(board, mover) at `empties` empty squares, in log order, each once."""
    seen = set()
    for number, line in enumerate(open(log), 1):
        record = json.loads(line)
        if record.get("game", "reversi") != "reversi":
            sys.exit(f"{log}:{number}: a {record['game']} game, not reversi")
        board, mover = [0] * 64, 1  # black (1) moves first
        board[27] = board[36] = 2
        board[28] = board[35] = 1
        for move in moves_of(record) + [None]:
            key = (tuple(board), mover)
            if board.count(0) == empties and key not in seen:
                seen.add(key)
                if any(board[s] == 0 and flips(board, mover, s) for s in range(64)):
                    yield key
            if move is not None:
                turned = flips(board, mover, move)
                if board[move] or not turned:
                    sys.exit(f"{log}:{number}: illegal move {move} in the record")
                for square in turned + [move]:
                    board[square] = mover
            mover = 3 - mover


def solved_values(path):
    """(move, value) of each row of the endgame benchmark's table."""
    rows = []
    for line in open(path):
        cells = [cell.strip() for cell in line.split("|")]
        if len(cells) >= 7 and cells[0].isdigit():
            rows.append((cells[5].upper(), cells[6]))
    return rows


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--log", required=True, help="a tourney results log of Reversi games")
    parser.add_argument("--empties", type=int, required=True)
    parser.add_argument("--values", help="the endgame benchmark's output on these positions")
    args = parser.parse_args()
    found = list(positions(args.log, args.empties))
    values = solved_values(args.values) if args.values else None
    if values is not None and len(values) != len(found):
        sys.exit(f"{args.values}: {len(values)} solved positions, the log gives {len(found)}")
    for i, (board, mover) in enumerate(found):
        if values:
            move, value = values[i]
        else:
            first = next(s for s in range(64) if board[s] == 0 and flips(board, mover, s))
            move, value = "ABCDEFGH"[first % 8] + str(first // 8 + 1), "+0"
        print("".join("-XO"[v] for v in board), "XO"[mover - 1] + ";", f"{move}:{value};")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Writes the game records of real game sites in tests/data/records/ (see its
SOURCE.md): a Shogi Club 24 KIF, a lishogi KIF and CSA (one game), and two
81Dojo CSA records, each but one ending with the illegal move the site
recorded and the foul it scored, and beside each its main line as a .usi
file (the legal moves only). 81dojo.csa is the game of 81dojo.kif (already
in the corpus) as 81Dojo's CSA gives it: its moves and times are read from
81dojo.usi and 81dojo.kif in tests/data/records, whatever OUTDIR is.

    python3 tests/gen/real_site_records.py [OUTDIR]   (default: tests/data/records)
    python3 tests/gen/real_site_records.py --check    writes them to a scratch
        folder and compares each with the committed file byte for byte (a
        case each; the last line "N passed, N failed"; exit 1 on a difference)

The moves are kiryoku's own: games of its engine against itself (`kiryoku
usi`, depth 2 or 3, after the opening moves given), cut where a foul was
possible, with the last moves picked by hand to reach it. They are kept
here as USI so the files come out the same on every run. The layouts follow
what each site's documentation and published source say it writes; nothing
here is copied from a site's records. The board tracking below knows where
the pieces are and nothing of the rules: the last move of each game is
illegal on purpose.
"""
import filecmp
import os
import sys
import tempfile

GAMES = {
    # sente leaves its king in check (the rook dropped on 3i) with a pawn push
    "club24": """
7g7f 3c3d 2g2f 8c8d 2f2e 8d8e 8h2b+ 3a2b B*4e B*5d 4e5d 5c5d B*4e B*4d 7i8h 8e8f 8g8f 8b8f P*8g
8f8d 4e3d 4a3b 5g5f 8d6d 5f5e 5d5e 2e2d 2c2d P*5d 6d5d 3d4e 5d6d 3g3f 3b2c 2i3g 2a3c 4e2c+ 2b2c
4i5h 3c2e 2h2g B*1e 3i3h 4d2f 2g2f 1e2f B*3c 5a6b 3c1a+ R*3i 7f7e""",
    # sente mates with a dropped pawn (uchifuzume)
    "lishogi": """
7g7f 3c3d 8h2b+ 3a2b B*8f B*4d 7i8h 8c8d 2g2f 8d8e 8f7g 4d3e 7g6f 2b3c 8h7g 5a4b 3g3f 3e2d 6f7e
7c7d 7e6f 4b3a 9g9f 1c1d 1g1f 3c4d 2f2e 2d1c 5i5h 6c6d 2i1g 2a3c 4i5i 3c4e 2h2g 3a2a 9f9e 5c5d
6i7h 4d5e 7h6h 5e6f 6g6f B*3g 2e2d 1c2d S*4f 4e5g+ 6h5g 3g1i+ N*3c 2d3c 2g2c+ 3c2b 2c3d L*5e
P*5f 1i2i P*2c 2i3i 2c2b+ 8b2b 5f5e 2b2h+ B*4h 4a3b L*2g P*2c 2g2c+ 3b4b P*2b""",
    # gote drops a second pawn on file 4 (nifu)
    "dojo": """
4g4f 6c6d 7g7f 3c3d 8h2b+ 3a2b B*2f B*5e 7i8h 5e4f 2h4h 4f5g+ 2f5c+ 4a5b 5c6d 5g6g P*5c 5b4b
6i7h 6g5f 4i3h 7a6b 3h4g 5f6f 6d7e 6f7e 7f7e 4b5c B*3b B*1b P*5d 5c4d 4g3f 5a4b 4h4d 4c4d 5d5c+
6b5c 3b6e+ 4b3a 6e4c R*6c 7h6h P*6g 6h5h P*4h""",
}

KANJI = {"FU": "歩", "KY": "香", "KE": "桂", "GI": "銀", "KI": "金", "KA": "角", "HI": "飛", "OU": "玉",
         "TO": "と", "NY": "成香", "NK": "成桂", "NG": "成銀", "UM": "馬", "RY": "龍"}
PROMOTED = {"FU": "TO", "KY": "NY", "KE": "NK", "GI": "NG", "KA": "UM", "HI": "RY"}
UNPROMOTED = {v: k for k, v in PROMOTED.items()}
USI_PIECE = {"P": "FU", "L": "KY", "N": "KE", "S": "GI", "G": "KI", "B": "KA", "R": "HI"}
WIDE = "０１２３４５６７８９"
RANKS = "〇一二三四五六七八九"


class Board:
    """Where the pieces are: squares (file, rank) -> (colour, CSA piece).
    removed: gote's pieces a handicap takes off (gote then moves first)."""

    def __init__(self, removed=()):
        self.sq, self.hand, self.side, self.last = {}, [[], []], 0, None
        back = ["KY", "KE", "GI", "KI", "OU", "KI", "GI", "KE", "KY"]
        for f in range(1, 10):
            self.sq[(f, 1)], self.sq[(f, 9)] = (1, back[f - 1]), (0, back[f - 1])
            self.sq[(f, 3)], self.sq[(f, 7)] = (1, "FU"), (0, "FU")
        self.sq[(8, 2)], self.sq[(2, 2)] = (1, "HI"), (1, "KA")
        self.sq[(8, 8)], self.sq[(2, 8)] = (0, "KA"), (0, "HI")
        for square in removed:
            del self.sq[square]
            self.side = 1

    @staticmethod
    def parse(usi):
        """'7g7f+' -> (from, to, promote, drop piece); from is None for a drop."""
        to = (int(usi[2]), ord(usi[3]) - ord("a") + 1)
        if usi[1] == "*":
            return None, to, False, USI_PIECE[usi[0]]
        return (int(usi[0]), ord(usi[1]) - ord("a") + 1), to, usi.endswith("+"), None

    def kif(self, usi, same_square):
        """The KIF move text: "７六歩(77)", "同　歩(35)", "５五角打"."""
        fr, to, promote, drop = self.parse(usi)
        square = WIDE[to[0]] + RANKS[to[1]]
        if drop:  # a drop always names its square
            return square + KANJI[drop] + "打"
        dest = "同　" if same_square and to == self.last else square
        return dest + KANJI[self.sq[fr][1]] + ("成" if promote else "") + "(%d%d)" % fr

    def csa(self, usi):
        """The CSA move text: "+7776FU", "-0048FU", "+8822UM"."""
        fr, to, promote, drop = self.parse(usi)
        piece = drop or self.sq[fr][1]
        piece = PROMOTED[piece] if promote else piece
        return "%s%s%d%d%s" % ("+-"[self.side], "00" if drop else "%d%d" % fr, to[0], to[1], piece)

    def play(self, usi):
        fr, to, promote, drop = self.parse(usi)
        if to in self.sq:
            self.hand[self.side].append(UNPROMOTED.get(self.sq[to][1], self.sq[to][1]))
        if drop:
            self.hand[self.side].remove(drop)
            self.sq[to] = (self.side, drop)
        else:
            colour, piece = self.sq.pop(fr)
            self.sq[to] = (colour, PROMOTED[piece] if promote else piece)
        self.side, self.last = 1 - self.side, to

    def csa_rows(self):
        """P1..P9, the hands (P+ P-, when not empty) and the turn."""
        rows = []
        for r in range(1, 10):
            cells = ("+-"[self.sq[(f, r)][0]] + self.sq[(f, r)][1] if (f, r) in self.sq else " * "
                     for f in range(9, 0, -1))
            rows.append("P%d%s" % (r, "".join(cells)))
        for c in (0, 1):
            if self.hand[c]:
                rows.append("P%s%s" % ("+-"[c], "".join("00" + p for p in sorted(self.hand[c]))))
        rows.append("+-"[self.side])
        return rows


def seconds(ply, salt):
    """A move's thinking time: made up, the same on every run."""
    return 1 + (ply * 37 + salt) % 23


def timed(moves, salt, times=None):
    """(ply, usi, seconds, that side's total) for each move; times: the
    seconds of each move when they are given."""
    total, out = [0, 0], []
    for i, usi in enumerate(moves):
        s = times[i] if times else seconds(i + 1, salt)
        total[i % 2] += s
        out.append((i + 1, usi, s, total[i % 2]))
    return out


def hms(t):
    return "%02d:%02d:%02d" % (t // 3600, t // 60 % 60, t % 60)


def club24(moves):
    """Shogi Club 24: the square written out where others write 同, three
    blanks after a move with its origin and five after a drop, "( m:ss/
    hh:mm:ss)", and the foul as "N 反則勝ち", a comment naming it and a
    まで line that counts the illegal move."""
    b, n = Board(), len(moves)
    out = ["開始日時：2024/05/11 21:03:12", "終了日時：2024/05/11 21:19:40", "棋戦：R対局 持ち時間15分",
           "手合割：平手", "先手：kiryoku_b(1520)", "後手：kiryoku_w(1488)", "手数----指手---------消費時間--"]
    for ply, usi, s, total in timed(moves, 5):
        text = b.kif(usi, False)
        out.append("%d %s%s( %d:%02d/%s)" % (ply, text, "     " if "打" in text else "   ", s // 60, s % 60,
                                             hms(total)))
        b.play(usi)
    out += ["%d 反則勝ち" % (n + 1), "*王手放置の反則", "まで%d手で後手の勝ち" % n]
    return "\r\n".join(out) + "\r\n"


def lishogi_kif(moves):
    """lishogi: 4-wide numbers, three blanks around the move, "(mm:ss/
    hh:mm:ss)", "同　", the ending as its own numbered line, and no newline
    after the last line."""
    b, n = Board(), len(moves)
    out = ["開始日時：2024/05/12 10:15:03", "終了日時：2024/05/12 10:29:41", "棋戦：Rated Blitz game",
           "場所：https://lishogi.org/kiryoku1", "持ち時間：10分", "手合割：平手", "先手：kiryoku_sente",
           "後手：kiryoku_gote", "手数----指手---------消費時間--"]
    for ply, usi, s, total in timed(moves, 11):
        out.append("%4d   %s   (%02d:%02d/%s)" % (ply, b.kif(usi, True), s // 60, s % 60, hms(total)))
        b.play(usi)
    out.append("%4d   反則勝ち" % (n + 1))
    return "\n".join(out)


def lishogi_csa(moves):
    """lishogi: no version line, ASCII headers only, the board as P1-P9 rows,
    "+7776FU,T3", a clock with no byoyomi as "$TIME_LIMIT:00:10", the foul
    as %+ILLEGAL_ACTION (sente's), no final newline."""
    b = Board()
    out = ["N+kiryoku_sente", "N-kiryoku_gote", "$EVENT:Rated Blitz game", "$SITE:https://lishogi.org/kiryoku1",
           "$START_TIME:2024/05/12 10:15:03", "$END_TIME:2024/05/12 10:29:41", "$TIME_LIMIT:00:10"]
    out += b.csa_rows()
    for ply, usi, s, total in timed(moves, 11):
        out.append("%s,T%d" % (b.csa(usi), s))
        b.play(usi)
    out.append("%+ILLEGAL_ACTION")
    return "\n".join(out)


DOJO_FOUL = {"names": ("kiryoku_black", "kiryoku_white"), "event": "EARTH+r_kiryoku-900-30", "start": "20240514203011",
             "start_time": "2024/05/14 20:30:11", "end_time": "2024/05/14 20:52:40", "rates": ("1612", "1580"),
             "removed": (), "salt": 23, "times": None}
DOJO_TIMEUP = {"names": ("kiryoku_shitate", "kiryoku_uwate"), "event": "EARTH+hc_kiryoku-900-60",
               "start": "20240507201500", "start_time": "2024/05/07 20:15:00", "end_time": "2024/05/07 20:44:31",
               "rates": ("1444", "1730"), "removed": ((2, 2),), "salt": 0, "times": None}


def dojo_csa(moves, game, foul):
    """81Dojo: its server's log. "V2", To_Move, I+/I- player lines, each move
    and its T line, then for a foul the illegal move, its T line,
    'ILLEGAL_MOVE(...), #ILLEGAL_MOVE and #SENTE_WIN or #GOTE_WIN, for a
    flag #TIME_UP and the winner; then the board as remarks, a summary and
    the end time."""
    b, (black, white) = Board(game["removed"]), game["names"]
    out = ["V2", "N+" + black, "N-" + white, "To_Move:" + "+-"[b.side],
           "$EVENT:%s+%s+%s+%s" % (game["event"], black, white, game["start"]),
           "I+%s,392,x2|81WS" % game["rates"][0], "I-%s,392,x2|81WS" % game["rates"][1],
           "$START_TIME:" + game["start_time"]]
    out += b.csa_rows() + ["'rating:%s:%s" % (black, white)]
    for ply, usi, s, total in timed(moves, game["salt"], game["times"]):
        text = b.csa(usi)
        out += [text, "T%d" % s]
        if not (foul and ply == len(moves)):
            b.play(usi)
    winner = 1 - b.side  # the side to move lost: it moved illegally or flagged
    if foul:
        out += ["'ILLEGAL_MOVE(%s)" % text, "#ILLEGAL_MOVE"]
    else:
        out.append("#TIME_UP")
    out.append("#%s_WIN" % ("SENTE", "GOTE")[winner])
    out += ["'" + row for row in b.csa_rows()]
    out += ["'summary:%s:%s %s:%s %s" % ("illegal move" if foul else "time up", black,
                                        "lose" if winner else "win", white, "win" if winner else "lose"),
            "'$END_TIME:" + game["end_time"]]
    return "\n".join(out) + "\n"


def dojo_timeup_game(records):
    """81dojo.kif's game: its moves (81dojo.usi) and times (81dojo.kif)."""
    with open(os.path.join(records, "81dojo.usi")) as f:
        moves = f.read().split(" moves ", 1)[1].split()
    with open(os.path.join(records, "81dojo.kif"), encoding="utf-8") as f:
        times = [int(t.split(":")[0]) * 60 + int(t.split(":")[1])
                 for t in (line.split("(")[-1].split("/")[0] for line in f if "/" in line and line[0].isdigit())]
    return moves, times[:len(moves)]


def write(outdir, name, ext, text, encoding, moves=None):
    with open(os.path.join(outdir, "%s.%s" % (name, ext)), "wb") as f:
        f.write(text.encode(encoding))
    if moves:
        with open(os.path.join(outdir, name + ".usi"), "w") as f:
            f.write("position startpos moves %s\n" % " ".join(moves[:-1]))


def check(records):
    """Regenerates into a scratch folder and compares with the committed files."""
    with tempfile.TemporaryDirectory() as scratch:
        generate(records, scratch)
        passed = failed = 0
        for name in sorted(os.listdir(scratch)):
            if filecmp.cmp(os.path.join(scratch, name), os.path.join(records, name), shallow=False):
                passed += 1
            else:
                failed += 1
                print("not ok %s differs from what the script writes" % name)
        print("%d passed, %d failed" % (passed, failed))
        return 0 if failed == 0 and passed > 0 else 1


def main():
    records = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "records")
    if sys.argv[1:] == ["--check"]:
        sys.exit(check(records))
    generate(records, sys.argv[1] if len(sys.argv) > 1 else records)


def generate(records, outdir):
    club, lishogi, dojo = (GAMES[g].split() for g in ("club24", "lishogi", "dojo"))
    write(outdir, "shogiclub24_foul", "kif", club24(club), "cp932", club)
    # lishogi exports one game as KIF and as CSA: one .usi for both
    write(outdir, "lishogi", "kif", lishogi_kif(lishogi), "utf-8", lishogi)
    write(outdir, "lishogi", "csa", lishogi_csa(lishogi), "utf-8")
    write(outdir, "81dojo_foul", "csa", dojo_csa(dojo, DOJO_FOUL, True), "utf-8", dojo)
    moves, times = dojo_timeup_game(records)
    write(outdir, "81dojo", "csa", dojo_csa(moves, dict(DOJO_TIMEUP, times=times), False), "utf-8")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Writes tests/data/records/: the game records in each common program's
dialect, and the NAME.usi file beside each (its main line as played).

The records were first laid out by a throwaway script (records/SOURCE.md)
that was not kept; this one was rewritten from the committed files, which
it reproduces byte for byte, so the corpus can be checked and changed.
Each record is given below as data: its header lines as the program writes
them, its start position, and its moves as USI with the seconds (or, for
CSA, the time text) each took, the comments after them, its variations and
its ending. The moves are games of kiryoku's own engine against itself and
hand-picked variations; the times and comments were made up for the
corpus. What the code adds is each program's layout: the move notation
worked out on a board of its own (the piece on the square, 同, 成, 打, KI2's
右/左/上/引/寄/直 and 不成, CSA's piece after the move), the padding, the time
columns with their running totals per side, the KIF variation order and its
+ marks, the start diagrams, the encodings and line ends. Nothing here uses
kiryoku: tests/unit/test_record_dialects.c reads each record with kiryoku's
readers and compares its main line with NAME.usi, which this script writes
from the same USI moves, not from any reader.

Run from anywhere:
    python3 tests/gen/records.py           rewrites tests/data/records/*
    python3 tests/gen/records.py --check   exits 1, naming the files, if
                                           any committed file differs from
                                           what it would write (tests/run.sh
                                           runs this as the suite
                                           gen-records; the fuzz seeds named
                                           dialect_* in tests/fuzz/corpus/
                                           are copies of these records and
                                           are checked too)
Standard library only.
"""
import os
import sys


# ---- The board ------------------------------------------------------------

ZEN = "０１２３４５６７８９"
KAN = "〇一二三四五六七八九"
KIF_NAME = {"P": "歩", "L": "香", "N": "桂", "S": "銀", "G": "金", "B": "角", "R": "飛", "K": "玉",
            "+P": "と", "+L": "成香", "+N": "成桂", "+S": "成銀", "+B": "馬", "+R": "龍"}
BOARD_NAME = dict(KIF_NAME, **{"+L": "杏", "+N": "圭", "+S": "全"})  # one character a square
CSA_NAME = {"P": "FU", "L": "KY", "N": "KE", "S": "GI", "G": "KI", "B": "KA", "R": "HI", "K": "OU",
            "+P": "TO", "+L": "NY", "+N": "NK", "+S": "NG", "+B": "UM", "+R": "RY"}
HAND_ORDER = "RBGSNLP"
BLACK, WHITE = 0, 1
STARTPOS = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"
GOLD_LIKE = ("G", "+P", "+L", "+N", "+S")


def square(text):
    """USI '7g' -> (7, 7): file, rank."""
    return int(text[0]), ord(text[1]) - ord("a") + 1


class Board:
    """Pieces by square, hands, the side to move: enough for notation."""

    def __init__(self, sfen):
        rows, side, hand, _ = (STARTPOS if sfen == "startpos" else sfen).split()
        self.cells = {}
        for rank, row in enumerate(rows.split("/"), start=1):
            file, promoted = 9, ""
            for ch in row:
                if ch.isdigit():
                    file -= int(ch)
                elif ch == "+":
                    promoted = "+"
                else:
                    self.cells[(file, rank)] = (BLACK if ch.isupper() else WHITE, promoted + ch.upper())
                    file, promoted = file - 1, ""
        self.side = BLACK if side == "b" else WHITE
        self.hands = [dict.fromkeys(HAND_ORDER, 0), dict.fromkeys(HAND_ORDER, 0)]
        count = 0
        for ch in "" if hand == "-" else hand:
            if ch.isdigit():
                count = count * 10 + int(ch)
            else:
                self.hands[BLACK if ch.isupper() else WHITE][ch.upper()] += count or 1
                count = 0

    def copy(self):
        b = Board.__new__(Board)
        b.cells, b.side, b.hands = dict(self.cells), self.side, [dict(h) for h in self.hands]
        return b

    def move(self, usi):
        """Plays a USI move; returns what the writers need to know of it."""
        color = self.side
        if usi[1] == "*":
            piece, to = usi[0], square(usi[2:4])
            assert self.hands[color][piece] > 0 and to not in self.cells, usi
            self.hands[color][piece] -= 1
            self.cells[to] = (color, piece)
            info = dict(color=color, drop=True, piece=piece, to=to, frm=None, promote=False,
                        could_promote=False, after=piece)
        else:
            frm, to, promote = square(usi[0:2]), square(usi[2:4]), usi.endswith("+")
            owner, piece = self.cells.pop(frm)
            assert owner == color and self.reaches(color, piece, frm, to), usi
            captured = self.cells.get(to)
            if captured:
                assert captured[0] != color, usi
                self.hands[color][captured[1].lstrip("+")] += 1
            after = "+" + piece if promote else piece
            self.cells[to] = (color, after)
            info = dict(color=color, drop=False, piece=piece, to=to, frm=frm, promote=promote,
                        could_promote=piece in "PLNSBR" and (in_zone(color, frm) or in_zone(color, to)),
                        after=after)
        self.side ^= 1
        return info

    def reaches(self, color, piece, frm, to):
        """Does the piece on frm move to `to` (its movement and blockers)?"""
        fwd = -1 if color == BLACK else 1   # the rank step towards the enemy
        if (to[0] - frm[0], to[1] - frm[1]) in steps(piece, fwd):
            return True
        for sf, sr in slides(piece, fwd):
            f, r = frm[0] + sf, frm[1] + sr
            while 1 <= f <= 9 and 1 <= r <= 9:
                if (f, r) == to:
                    return True
                if (f, r) in self.cells:
                    break
                f, r = f + sf, r + sr
        return False


def steps(piece, fwd):
    if piece == "P":
        return {(0, fwd)}
    if piece == "N":
        return {(-1, 2 * fwd), (1, 2 * fwd)}
    if piece == "S":
        return {(-1, fwd), (0, fwd), (1, fwd), (-1, -fwd), (1, -fwd)}
    if piece in GOLD_LIKE:
        return {(-1, fwd), (0, fwd), (1, fwd), (-1, 0), (1, 0), (0, -fwd)}
    if piece in ("K", "+B", "+R"):
        return {(a, b) for a in (-1, 0, 1) for b in (-1, 0, 1)} - {(0, 0)}
    return set()


def slides(piece, fwd):
    if piece == "L":
        return [(0, fwd)]
    if piece in ("R", "+R"):
        return [(1, 0), (-1, 0), (0, 1), (0, -1)]
    if piece in ("B", "+B"):
        return [(1, 1), (1, -1), (-1, 1), (-1, -1)]
    return []


def in_zone(color, sq):
    return sq[1] <= 3 if color == BLACK else sq[1] >= 7


# ---- Notation ---------------------------------------------------------------

def kif_square(sq):
    return ZEN[sq[0]] + KAN[sq[1]]


def kif_move(info, prev_to, same=True):
    """KIF: ７六歩(77), 同　銀(31), ４五角打, ２二角成(77). `same`: 同 for a
    move to the square of the move before (Shogi Wars writes the square).
    A promotion declined is written as a plain move (３七桂(25)), as in
    every KIF of this corpus."""
    text = ("同　" if same and info["to"] == prev_to else kif_square(info["to"])) + KIF_NAME[info["piece"]]
    if info["drop"]:
        return text + "打"
    return text + ("成" if info["promote"] else "") + "(%d%d)" % info["frm"]


def ki2_move(before, info, prev_to):
    """KI2: ▲/△, the square or 同, the piece, then what tells it from others
    of its kind that reach the square: 上 引 寄 (how it moves) if that is
    enough, else 右 左 直 (where it stands, as its side sees the board);
    打 for a drop where a piece on the board could go too; 成/不成."""
    color, piece, to = info["color"], info["piece"], info["to"]
    others = [sq for sq, (c, p) in before.cells.items()
              if c == color and p == piece and sq != info["frm"] and before.reaches(c, p, sq, to)]
    fwd = -1 if color == BLACK else 1

    def way(sq):
        climb = (to[1] - sq[1]) * fwd
        return "上" if climb > 0 else "引" if climb < 0 else "寄"

    def right(sq):   # larger: further to the mover's right
        return -sq[0] if color == BLACK else sq[0]

    words = ""
    if info["drop"]:
        words = "打" if others else ""
    elif others:
        mine = way(info["frm"])
        alike = [sq for sq in others if way(sq) == mine]
        if not alike:
            words = mine
        elif mine == "上" and info["frm"][0] == to[0] and piece in GOLD_LIKE + ("S",):
            words = "直"
        elif all(right(sq) < right(info["frm"]) for sq in alike):
            words = "右"
        elif all(right(sq) > right(info["frm"]) for sq in alike):
            words = "左"
        if words in ("右", "左") and len(alike) < len(others):
            words += mine
    text = ("▲" if color == BLACK else "△") + ("同　" if to == prev_to else kif_square(to)) + KIF_NAME[piece] + words
    if info["promote"]:
        text += "成"
    elif info["could_promote"]:
        text += "不成"
    return text


def csa_move(info):
    frm = "00" if info["drop"] else "%d%d" % info["frm"]
    return ("+" if info["color"] == BLACK else "-") + frm + "%d%d" % info["to"] + CSA_NAME[info["after"]]


def csa_board(board):
    """P1..P9 of a CSA record."""
    rows = []
    for r in range(1, 10):
        cells = []
        for f in range(9, 0, -1):
            cell = board.cells.get((f, r))
            cells.append(" * " if cell is None else ("+" if cell[0] == BLACK else "-") + CSA_NAME[cell[1]])
        rows.append("P%d" % r + "".join(cells))
    return rows


def kif_board(board):
    """The KIF diagram of a start position: hands, the 9x9 board, the side."""
    def hand(color):
        held = [(p, n) for p, n in board.hands[color].items() if n]
        if not held:
            return "なし"
        return "".join(KIF_NAME[p] + ("" if n == 1 else KAN[n] if n < 10 else "十" + KAN[n - 10].replace("〇", ""))
                       + "　" for p, n in held)
    out = ["後手の持駒：" + hand(WHITE), "  ９ ８ ７ ６ ５ ４ ３ ２ １", "+---------------------------+"]
    for r in range(1, 10):
        cells = ""
        for f in range(9, 0, -1):
            cell = board.cells.get((f, r))
            cells += " ・" if cell is None else ("v" if cell[0] == WHITE else " ") + BOARD_NAME[cell[1]]
        out.append("|" + cells + "|" + KAN[r])
    return out + ["+---------------------------+", "先手の持駒：" + hand(BLACK),
                  "先手番" if board.side == BLACK else "後手番"]


def columns(text):
    """Columns a KIF line takes: full-width characters count two."""
    return sum(1 if ord(ch) < 0x80 else 2 for ch in text)


# ---- The move lists -----------------------------------------------------------

def parse_moves(text):
    """A move list of the data below: lines of "USI/TIME" words (or an
    ending such as 投了/21, or a CSA ending such as %TORYO), and comment
    lines (starting with *, & or ') kept after the move they follow."""
    items = []
    for line in text.strip("\n").split("\n"):
        if line[:1] in ("*", "&", "'"):
            items.append(("comment", line))
            continue
        for word in line.split():
            usi, _, time = word.partition("/")
            kind = "move" if usi[0].isdigit() or usi[1:2] == "*" else "end"
            items.append((kind, usi, time))
    return items


class Line:
    """One line of play (the main line or a variation) replayed on a board.
    at[ply]: the board, the square of the move before and the seconds used
    per side, as they were before the move at ply: where its variations
    start from. plays: (ply, item, move info or None, the square before,
    seconds used per side after it, the side to move) for each move and
    ending, in order."""

    def __init__(self, items, board, first_ply=1, prev_to=None, totals=(0, 0)):
        self.items, self.first_ply, self.at, self.plays = items, first_ply, {}, []
        board, totals, ply = board.copy(), list(totals), first_ply
        for item in items:
            if item[0] == "comment":
                continue
            color = board.side
            self.at[ply] = (board.copy(), prev_to, list(totals))
            info = board.move(item[1]) if item[0] == "move" else None
            if item[2]:
                totals[color] += int(item[2])
            self.plays.append((ply, item, info, prev_to, list(totals), color))
            if info:
                prev_to = info["to"]
            ply += 1


def usi_file(games):
    out = ""
    for start, moves in games:
        out += ("position startpos" if start == "startpos" else "position sfen " + start)
        out += " moves " + " ".join(moves) + "\n"
    return out


def main_moves(rec):
    return [item[1] for item in parse_moves(rec["moves"]) if item[0] == "move"]


# ---- The layouts --------------------------------------------------------------

def hms(seconds):
    return seconds // 3600, seconds // 60 % 60, seconds % 60


# Each KIF-like layout: the ply column, the move's padding, the time column
# (the move's time, then the running total of its side), 同 or the square,
# the + that marks a move with an alternative after it, a diagram of the
# start position.
KIF_LAYOUTS = {
    # Kifu for Windows: moves padded to 13 columns, ( 0:05/00:00:05), + marks.
    "kifu_for_windows": dict(ply="%4d ", pad=lambda t: t + " " * max(13 - columns(t), 1),
                             time=lambda s, tot: "( %d:%02d/%02d:%02d:%02d)" % ((s // 60, s % 60) + hms(tot)),
                             same=True, plus=True),
    # Shogidokoro: two-digit minutes and blanks around the slash.
    "shogidokoro": dict(ply="%4d ", pad=lambda t: t + " " * max(13 - columns(t), 1),
                        time=lambda s, tot: "(%02d:%02d / %02d:%02d:%02d)" % ((s // 60, s % 60) + hms(tot)),
                        same=True, plus=False),
    # ShogiGUI: moves padded to 15 characters (not columns).
    "shogigui": dict(ply="%4d ", pad=lambda t: t + " " * max(15 - len(t), 1),
                     time=lambda s, tot: "( %d:%02d/%02d:%02d:%02d)" % ((s // 60, s % 60) + hms(tot)),
                     same=True, plus=False),
    "shogihome": dict(ply="%4d ", pad=lambda t: t + " " * max(13 - columns(t), 1),
                      time=lambda s, tot: "( %d:%02d/%02d:%02d:%02d)" % ((s // 60, s % 60) + hms(tot)),
                      same=True, plus=False, diagram=True),
    # 81Dojo: no padding, three blanks either side, nothing zero-padded.
    "81dojo": dict(ply="%d   ", pad=lambda t: t + "   ",
                   time=lambda s, tot: "(%d:%d/%d:%d:%d)" % ((s // 60, s % 60) + hms(tot)),
                   same=True, plus=False),
    # Shogi Wars as record sites export it: the square where others write 同.
    "shogiwars": dict(ply="%4d ", pad=lambda t: t + " " * max(13 - columns(t), 1),
                      time=lambda s, tot: "(%02d:%02d/%02d:%02d:%02d)" % ((s // 60, s % 60) + hms(tot)),
                      same=False, plus=False),
}


def write_kif(rec):
    lay = KIF_LAYOUTS[rec["layout"]]
    board = Board(rec["start"])
    lines = {"main": Line(parse_moves(rec["moves"]), board)}
    variations = rec.get("variations", [])
    for vid, parent, ply, text in variations:
        b, prev_to, totals = lines[parent].at[ply]
        lines[vid] = Line(parse_moves(text), b, ply, prev_to, totals)

    def has_next(line_id, ply):
        """Is there an alternative after this line's move at ply?"""
        here = [v for v in variations if v[1] == line_id and v[2] == ply]
        if here:
            return True
        for i, v in enumerate(variations):   # a variation's first move: a later sibling?
            if v[0] == line_id and v[2] == ply:
                return any(w[1] == v[1] and w[2] == ply for w in variations[i + 1:])
        return False

    def body(line_id):
        line, out, plays = lines[line_id], [], iter(lines[line_id].plays)
        for item in line.items:
            if item[0] == "comment":
                out.append(item[1])
                continue
            ply, item, info, prev_to, totals, color = next(plays)
            text = kif_move(info, prev_to, lay["same"]) if info else item[1]
            if item[2]:
                text = lay["pad"](text) + lay["time"](int(item[2]), totals[color])
            out.append(lay["ply"] % ply + text + ("+" if lay["plus"] and has_next(line_id, ply) else ""))
        return out

    out = list(rec["header"])
    if lay.get("diagram"):
        at = out.index("{diagram}")
        out[at:at + 1] = kif_board(board)
    out += body("main")
    if rec.get("result"):
        out.append(rec["result"])

    def after(line_id):
        for ply in sorted({v[2] for v in variations if v[1] == line_id}, reverse=True):
            for v in variations:
                if v[1] == line_id and v[2] == ply:
                    out.extend(["", "変化：%d手" % ply] + body(v[0]))
                    after(v[0])
    after("main")
    return out


def write_ki2(rec):
    """Kifu for Windows KI2: the header, a blank line, six moves a line each
    padded to 12 columns; a comment ends its line."""
    board = Board(rec["start"])
    out, row, prev_to = list(rec["header"]) + [""], [], None

    def flush():
        if row:
            out.append("".join(m + " " * (12 - columns(m)) for m in row[:-1]) + row[-1])
            row.clear()
    for item in parse_moves(rec["moves"]):
        if item[0] == "comment":
            flush()
            out.append(item[1])
            continue
        before = board.copy()
        info = board.move(item[1])
        row.append(ki2_move(before, info, prev_to))
        prev_to = info["to"]
        if len(row) == 6:
            flush()
    flush()
    return out + [rec["result"]]


def write_csa(rec):
    """CSA: per game its header (P1..P9 drawn from the start position where
    the header says {board}), each move with its time (T on its own line,
    or joined with a comma as V3.0 allows), comments after their move, the
    ending, what follows it; games separated by '/'."""
    out = []
    for gi, game in enumerate(rec["games"]):
        if gi:
            out.append("/")
        board = Board(game["start"])
        for h in game["header"]:
            out.extend(csa_board(board) if h == "{board}" else [h])
        for item in parse_moves(game["moves"]):
            if item[0] == "comment":
                out.append(item[1])
            elif item[0] == "end":
                out.append(item[1])
            elif game.get("joined"):
                out.append(csa_move(board.move(item[1])) + ",T" + item[2])
            else:
                out.extend([csa_move(board.move(item[1])), "T" + item[2]])
        out.extend(game.get("trailer", []))
    return out


def render(rec):
    """The record's bytes and its .usi file's bytes."""
    if rec["layout"] == "ki2":
        lines, games = write_ki2(rec), [(rec["start"], main_moves(rec))]
    elif rec["layout"].startswith("csa"):
        lines, games = write_csa(rec), [(g["start"], main_moves(g)) for g in rec["games"]]
    else:
        lines, games = write_kif(rec), [(rec["start"], main_moves(rec))]
    text = "".join(line + rec["newline"] for line in lines)
    return text.encode(rec["encoding"]), usi_file(games).encode("ascii")


def main(argv):
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.normpath(os.path.join(here, "..", ".."))
    records = os.path.join(root, "tests", "data", "records")
    check = argv[1:] == ["--check"]
    if argv[1:] and not check:
        print("usage: records.py [--check]", file=sys.stderr)
        return 2
    differ = 0
    for rec in RECORDS:
        data, usi = render(rec)
        name, ext = rec["file"].rsplit(".", 1)
        targets = [(os.path.join(records, rec["file"]), data), (os.path.join(records, name + ".usi"), usi)]
        # The fuzz seed copies of each record (records/SOURCE.md).
        corpus = {"kif": "kif", "kifu": "kif", "ki2": "ki2", "csa": "csa"}[ext]
        targets.append((os.path.join(root, "tests", "fuzz", "corpus", corpus, "dialect_" + rec["file"]), data))
        for path, want in targets:
            if check:
                try:
                    have = open(path, "rb").read()
                except OSError:
                    have = None
                if have != want:
                    print("records.py: %s differs from what this script writes" % os.path.relpath(path, root))
                    differ += 1
            else:
                with open(path, "wb") as f:
                    f.write(want)
    if check:   # tests/run.sh's summary line: one case per file
        print("records: %d passed, %d failed" % (3 * len(RECORDS) - differ, differ))
    return 1 if differ else 0


# ---- The records ------------------------------------------------------------
# Each record: its file, layout, encoding and line ends; its header lines as
# the program writes them ({diagram}: the KIF diagram of the start position,
# {board}: CSA's P1..P9, both drawn by the code above); its start position
# (startpos or an SFEN); its moves (parse_moves: USI/seconds, or USI/time
# text for CSA, comment lines after their move, the ending); the line after
# them; its variations as (name, the line it branches from, the ply whose
# move it replaces, its moves), in any order: write_kif works out the order
# KIF lists them in and the + marks.

KIFU_FOR_WINDOWS = dict(
    file='kifu_for_windows.kif',
    layout='kifu_for_windows',
    encoding='shift_jis',
    newline='\r\n',
    header=[
        '#KIF version=2.0 encoding=Shift_JIS',
        '# ---- kiryoku test record: Kifu for Windows layout ----',
        '開始日時：2024/05/03(金) 10:00:00',
        '終了日時：2024/05/03(金) 11:02:41',
        '棋戦：kiryoku 棋譜読み込み試験',
        '戦型：角換わり',
        '持ち時間：各10分',
        '秒読み：30秒',
        '手合割：平手\u3000\u3000',
        '先手：佐藤 一郎',
        '後手：鈴木 二郎',
        '手数----指手---------消費時間--',
    ],
    start='startpos',
    moves="""
*対局前のコメント
&開始局面
7g7f/1 8c8d/5 2g2f/22 8d8e/6 8h7g/18 3c3d/11 7i8h/19 4a3b/9 7g2b+/9
*角交換から筋違い角に打つ
*後手は２四の角で受ける
3a2b/11 B*4e/5 B*2d/1 4e6c+/9 6a5b/22 6c4e/12 8e8f/25 4e5f/17 5a6a/6 8g8f/7
8b8f/20 2h7h/6 7a7b/18 4g4f/96 6a7a/22 1g1f/26 8f8d/7 2f2e/28 P*8g/19 8h7g/62
2d3c/11 6g6f/6 3c4d/20 4i5h/12 2a3c/26 5i4i/7 3c2e/60 5f3d/20 2e3g/21 2i3g/14
4d2f/28 P*3c/16 2b3c/4 3d3c/2 3b3c/63 S*2h/18 P*3f/4 P*8e/2 8d3d/21 3g4e/18
3c2d/23 P*3h/12 2d3e/13 N*1h/3 8g8h+/9 7h8h/13 B*1g/72 1h2f/22 1g2f+/7 B*4a/5
P*8g/10 8h8g/29 5b4b/17 4a2c+/5 N*2g/15 2c3d/10 2g3i+/14 4i3i/19 S*4h/17 5h4h/22
2f4h/18 3i4h/17 G*3g/9 3h3g/1 3e3d/15 R*3a/25 B*6a/25 3a3d+/13 4c4d/2 3d4d/21
3f3g+/0 4h3g/28 6a2e/9 S*6b/14 7a6b/17 4d4b/24 S*5b/9 4e5c+/29 6b7a/28 5c6b/7
投了/21
""",
    result='まで89手で先手の勝ち',
    variations=[
        ('v40', 'main', 40, """
4d5e/6 3d4e/22 5e6d/4 5h4g/7 中断/0
"""),
        ('v9', 'main', 9, """
2f2e/16 5a4a/19 6g6f/6
*こちらは穏やかな進行
4a5a/14 5i6h/28 2b4d/22
"""),
        ('v11', 'v9', 11, """
3i3h/5 2b7g+/62 8h7g/6 3b3c/11
"""),
        ('v9b', 'main', 9, """
6i7h/6 4c4d/68 7g6f/16 2c2d/83
"""),
    ],
)

SHOGIDOKORO = dict(
    file='shogidokoro.kif',
    layout='shogidokoro',
    encoding='shift_jis',
    newline='\r\n',
    header=[
        '#KIF version=2.0 encoding=UTF-8',
        '# kiryoku test record: Shogidokoro layout (Shift_JIS bytes under a UTF-8 claim)',
        '開始日時：2024/05/04 21:15:02',
        '終了日時：2024/05/04 21:29:40',
        '手合割：平手',
        '先手：kiryoku depth 4',
        '後手：kiryoku depth 2',
        '手数----指手---------消費時間--',
    ],
    start='startpos',
    moves="""
7g7f/0 3c3d/3 2g2f/4 4c4d/6 8h6f/5 4d4e/32 6f2b+/5 3a2b/5 B*4c/2 4e4f/0
4c2a+/7 B*9e/1 7i6h/6 8b4b/2 N*4c/4 5a6b/0 4g4f/4 9e8d/6 8g8f/4 6a5b/1
8f8e/6 8d9e/5 9g9f/7 9e6h+/6 5i6h/3 S*1b/0 2a2b/5 4b2b/6 B*3c/2 2b4b/5
3c1a+/6 5b4c/1 L*4e/5 N*4d/5 4e4d/2 4c4d/7 S*3c/2 L*4g/1 3c4b+/1 4a4b/0
1a4d/3 4g4i+/7 N*5d/3 6b7b/3 5d4b+/7 4i3i/0 R*5a/45 B*8f/2 8i7g/5 S*6a/0
4b5b/2 G*6b/3 5b6b/83 7a6b/4 5a1a+/1 S*2a/3 4d3d/7 N*8g/2 G*2b/35 3i2i/4
2h2i/6 N*6e/3 6i7h/0 8g9i+/6 2b1b/4 L*3a/1 3d6a/5 7b6a/0 1a2a/0 6e7g+/6
7h7g/1 8f7g+/1 6h7g/3 N*6e/3 7g6f/4 B*8h/0 6f5f/6 G*5e/6 5f4g/6 5c5d/7
2a3a/7 6b5a/0 B*3d/7 6a7b/5 S*6a/0 7b8b/1 G*7b/7 8b9b/2 G*8b/7 詰み/0
""",
    result='まで89手で先手の勝ち',
)

SHOGIGUI = dict(
    file='shogigui.kifu',
    layout='shogigui',
    encoding='utf-8-sig',
    newline='\r\n',
    header=[
        '# ---- kiryoku test record: ShogiGUI layout ----',
        '開始日時：2024/05/05 14:00:00',
        '終了日時：2024/05/05 14:12:31',
        '棋戦：練習対局',
        '手合割：平手',
        '先手：先手の人',
        '後手：後手の人',
        '手数----指手---------消費時間--',
    ],
    start='startpos',
    moves="""
7g7f/18 3c3d/3 2g2f/16 4c4d/14 2f2e/0 2b3c/5 3i4h/17 3a2b/4 5i6h/8 8b4b/6
&四間飛車の基本形
**解析 0 ○ 候補1 時間 00:01.2 深さ 14/22 評価値 -35 読み筋 ▲７八玉 △６二玉
6h7h/13 5a6b/5 7h6h/3 6b5a/3 6h7h/16 5a6b/8 7h6h/69 6b5a/13 6h7h/6 5a6b/41
7h6h/12 6b5a/11
*同一局面が４回現れた
千日手/3
""",
    result='まで22手で千日手',
    variations=[
        ('v11', 'main', 11, """
4i5h/5 5a6b/4 6h7h/5
"""),
        ('v5', 'main', 5, """
6i7h/19 8b4b/6 3i4h/19
*急戦も有力
3a3b/2 5i6h/6 5a6b/13
"""),
        ('v7', 'v5', 7, """
5g5f/32 5a6b/14 5i6h/6
"""),
    ],
)

SHOGIHOME = dict(
    file='shogihome.kifu',
    layout='shogihome',
    encoding='utf-8',
    newline='\n',
    header=[
        '#KIF version=2.0 encoding=UTF-8',
        '# kiryoku test record: ShogiHome layout',
        '開始日時：2024/05/06 19:30:00',
        '棋戦：研究会',
        '先手：研究 A',
        '後手：研究 B',
        '{diagram}',
        '手数----指手---------消費時間--',
    ],
    start='lns2gknl/1r2g4/3pps1pb/2p2pp1p/1p7/p1PPP2PP/1PBG1PP2/7R1/LNSG1KSNL b p 1',
    moves="""
6f6e/20
*ここから再開
8b6b/38 7g5e/4 7a8b/9 2i1g/30 8a7c/13 1g2e/31 1c2d/22 5e4f/11 7c6e/0 4f6h/29
2d6h+/30 6i6h/18 2c2d/13 B*8d/38 6b7b/1 6g6f/13 8b8c/13 9i9f/2 8c8d/15 9f9a+/10
6c6d/1 L*2c/9 2d2e/16 2c2a+/27 3a2a/31 N*3c/19 2a3a/19 中断/0
""",
)

DOJO81 = dict(
    file='81dojo.kif',
    layout='81dojo',
    encoding='utf-8',
    newline='\n',
    header=[
        '#KIF version=2.0 encoding=UTF-8',
        '開始日時：2024/05/07',
        '場所：81Dojo',
        '持ち時間：15分+60秒',
        '手合割：角落ち',
        '下手：kiryoku_shitate',
        '上手：kiryoku_uwate',
        '手数----指手---------消費時間--',
    ],
    start='lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1',
    moves="""
8c8d/14 7g7f/13 2c2d/15 2g2f/13 1c1d/10 2f2e/60 2d2e/6 2h2e/18 3a2b/11 2e4e/7
5a4b/13 3i2h/14 4a3b/0 4e6e/15 7a7b/24 5i4h/17 2b2c/0 4h3i/5 8b8c/21 2h2g/15
4b3a/23 8h6f/1 6a5b/12 4i3h/14 8d8e/7 7i8h/61 8e8f/12 6i7h/5 7c7d/15 8g8f/6
8a7c/17 6e5e/2 8c8f/2 8h8g/59 8f8a/18 P*8d/15 6c6d/4 5g5f/1 7c6e/13 8i7g/16
6e7g+/2 7h7g/13 P*8h/13 8g7h/12 N*5d/7 6f5g/22 P*2d/24 N*9e/53 9c9d/7 8d8c+/10
7b8c/9 9e8c+/24 8a8c/16 S*6a/18 5b6b/21 P*8d/13 8c8a/5 8d8c+/6 8a8c/10 7f7e/0
N*6e/15 6a5b+/9 6b5b/29 5g6h/11 S*4d/6 7g8f/8 6e5g+/5 6h5g/1 4d5e/16 5f5e/21
8c8f/10 5g6h/19 8f5f/17 S*5g/37 5f5e/18 7e7d/15 G*5h/13 3h4h/16 5e5g+/12 6h5g/15
R*5i/44 N*4i/10 5h5g/24 R*8a/17 S*5a/20 4h5g/11 B*7e/1 6g6f/6 5i9i+/74 8a9a+/3
L*2h/15 L*6i/15 2h2i+/11 3i2i/16 7e9g+/7 G*6b/14 3a4b/21 6b5b/14 4b5b/21 9a8b/21
切れ負け/31
""",
)

SHOGIWARS = dict(
    file='shogiwars.kifu',
    layout='shogiwars',
    encoding='utf-8',
    newline='\n',
    header=[
        '*詳細URL：https://example.invalid/kiryoku/shogiwars-sample',
        '*この棋譜は kiryoku の試験用に作ったもの',
        '先手：kiryoku_b 三段',
        '後手：kiryoku_w 二段',
        '開始日時：2024/05/08 20:41:59',
        '棋戦：将棋ウォーズ(10分切れ負け)',
        '持ち時間：10分',
        '先手の戦型：浮き飛車',
        '後手の戦型：居飛車',
        '先手の備考：居飛車, 相居飛車',
        '後手の備考：居飛車, 相居飛車',
        '手合割：平手',
        '手数----指手---------消費時間--',
    ],
    start='startpos',
    moves="""
2g2f/2 8c8d/2
*△戦型：居飛車
2f2e/4 8d8e/6 6i7h/0 4a3b/10 7g7f/11 1c1d/3 5i4h/1 2b1c/9 7f7e/2 5a6b/4
2h2f/5 8b8d/96
*▲戦型：浮き飛車
3i3h/1 8d3d/0 7i6h/9 3d3e/7 8h6f/6 3e3d/7 8i7g/6 6a5b/2 7g8e/9 6b6a/10
6f5e/1 5b6b/0 2f3f/0 1c3e/7 3h2g/11 5c5d/9 5e8h/6 2a1c/75 2g2f/5 3e5c/1
3f3d/1 3c3d/9 R*4a/5 6a7b/8 4h3i/2 R*2a/6 2e2d/0 5c2f/7 2d2c+/6 3b2c/6
4a4c+/2 P*2b/0 4c5d/6 2f3e/9 P*2d/10 3e2d/9 7e7d/27 7c7d/3 5d7d/7 7b6a/5
7d4d/8 2d4b/5 P*7d/81 P*8d/7 7d7c+/5 8a7c/8 8e7c/3 6b7c/3 N*5c/6 6a7b/0
5c4a+/21 N*2g/2 3i2h/4 S*3c/1 4d4c/1 2g1i+/3 2h1i/3 P*7g/11 6h7g/5 P*4h/3
4i4h/8 4b6d/1 4a3a/0 2a3a/10 N*6e/9 7c7d/2 4c5b/7 7b8a/8 6e5c+/1 L*5a/8
5b6c/1 7d7c/4 6c6a/11 6d5c/3 P*7d/11 7c7b/6 S*7c/8 N*2g/9 1i2h/7 7b7c/0
7d7c+/8 S*3i/6 2h2g/3 N*3e/4 2g3h/7 3i4h+/2 3h4h/9 3e4g+/11 4h4g/5 P*4f/0
4g5h/7 4f4g+/9 5h4g/6 3a4a/6 S*4f/11 4a4f/3 4g4f/10 5c3e/3 4f4g/11 3e5g+/11
4g3h/1 G*3i/11 3h2h/1 3i2i/10 2h2i/7 5g4g/5 N*3h/63 4g3h/4 2i3h/6 N*4f/11
3h2h/1 4f3h+/9 2h3h/7 S*4g/5 3h4g/7 N*5e/9 4g3h/6 5e4g+/6 3h4g/0 5a5g+/0
4g5g/9 P*5f/11 5g5f/4 8a9b/6 B*7d/11 9b8a/10 G*8b/11 詰み
""",
    result='まで141手で先手の勝ち',
)

KIFU_FOR_WINDOWS_KI2 = dict(
    file='kifu_for_windows_ki2.ki2',
    layout='ki2',
    encoding='shift_jis',
    newline='\r\n',
    header=[
        '#KIF version=2.0 encoding=Shift_JIS',
        '# ---- kiryoku test record: Kifu for Windows KI2 layout ----',
        '開始日時：2024/05/10(金) 13:00:00',
        '棋戦：kiryoku 棋譜読み込み試験',
        '手合割：平手\u3000\u3000',
        '先手：山田 花子',
        '後手：田中 太郎',
    ],
    start='startpos',
    moves="""
7g7f 8c8d 7i6h 3c3d 6g6f 7a6b 6h7g 2b4d 2g2f 7c7d
8h7i 6b7c 5g5f 5a6b 7i4f 6b7a 5i6h 4d3e
*中盤の入り口
4f3e 3d3e B*4e 6a5b 4e2c+ B*1d 2c1d 1c1d B*2c 3a3b
2c4e+ 2a3c 4e4f 7d7e 6h6g 7c6d 4f3e 7e7f 7g7f P*7e
6f6e B*4d P*7b 8b7b 3e4d 4c4d B*8c 7b7c P*7b 7a8b
6e6d 8b8c 6d6c+ 5b6c P*6d 7e7f 6d6c+ 7c6c S*6f B*8e
4i5i
""",
    result='まで59手で先手の反則勝ち',
)

CSA_V22 = dict(
    file='csa_v22.csa', layout='csa_v22', encoding='utf-8', newline='\r\n',
    games=[
        dict(
            header=[
                "'----------------------------------------",
                "' kiryoku test record: a server game in CSA V2.2",
                "'----------------------------------------",
                'V2.2',
                'N+kiryoku_black',
                'N-kiryoku_white',
                "'black_rate:kiryoku_black+0123456789abcdef:1500.0",
                '$EVENT:kiryoku-test-600-10F+kiryoku_black+kiryoku_white+20240509210001',
                '$SITE:kiryoku.invalid',
                '$START_TIME:2024/05/09 21:00:01',
                '$TIME_LIMIT:00:10+10',
                "'Max_Moves:256",
                '{board}',
                'P+',
                'P-',
                '+',
            ],
            start='startpos',
            moves="""
2g2f/2 3c3d/10
'** 30 -3334FU +7776FU
7g7f/4
'** -12 +7776FU -4344FU
4c4d/9 4i5h/33 3a4b/3 9g9f/5 1c1d/9 9f9e/10 8c8d/11 1g1f/8 4b4c/65 5i4i/12
5a4b/3 8h6f/3 4b3a/12 6f7e/67 6a5b/14 6g6f/13 7c7d/5 7e9g/13 9c9d/2 5h6g/1
9d9e/12 5g5f/10 8d8e/9 9g8h/1 9e9f/3 8h7g/30 2b1c/11 6f6e/3 8b6b/4 7g5e/13
7a8b/10 2i1g/1 8a7c/9 1g2e/5 1c2d/19 5e4f/9 7c6e/5 4f6h/2 2d6h+/13 6i6h/13
2c2d/10 B*8d/0 6b7b/14 6g6f/3 8b8c/6 9i9f/12 8c8d/9 9f9a+/8 6c6d/14 L*2c/7
2d2e/11 2c2a+/9 3a2a/11 N*3c/12 2a3a/2 3c4a+/1 3a4a/11 G*8c/7 N*5g/6 4i3h/11
7b7a/8 P*9d/83 7a9a/1 8c8d/6 L*8a/0 8d7c/8 L*7a/8 S*2b/14 7a7c/2 2b1a+/8
9a9d/1 7i7h/8 9d9i+/7 6f6e/10 B*4i/34 3h2i/52 6d6e/9 N*6d/2 5b6c/13 6d7b+/6
G*2g/9 2h2g/1 4i2g+/12 G*2h/64 2e2f/2 2h2g/8 2f2g+/6 L*4b/7 4a4b/5 B*2d/3
4b3b/93 2d3c+/4 3b3c/7 6h5g/3 P*2h/4 %TORYO
""",
            trailer=["'summary:toryo:kiryoku_black lose:kiryoku_white win", "'$END_TIME:2024/05/09 21:14:09"],
        ),
    ],
)

CSA_V30 = dict(
    file='csa_v30.csa', layout='csa_v30', encoding='utf-8', newline='\r\n',
    games=[
        dict(
            header=[
                "'CSA encoding=UTF-8",
                'V3.0',
                'N+先手 kiryoku',
                'N-後手 kiryoku',
                '$EVENT:kiryoku 棋譜読み込み試験',
                '$START_TIME:2024/05/11 10:00:00.000',
                '$TIME:600+0+10',
                'PI',
                '+',
            ],
            start='startpos',
            joined=True,
            moves="""
'*対局開始
7g7f/5.629 8c8d/6.059 7i6h/8.624 3c3d/7.058 6g6f/8.525 7a6b/3.146 6h7g/2.412 2b4d/91.581 2g2f/6.648 7c7d/7.347
'*ここで長考
8h7i/0.179 6b7c/8.645 5g5f/82.526 5a6b/18.289 7i4f/0.274 6b7a/7.330 5i6h/8.453 4d3e/57.821 4f3e/8.341 3d3e/8.314
B*4e/0.046 6a5b/7.048 4e2c+/0.028 B*1d/6.233 2c1d/5.339 1c1d/7.467 B*2c/4.403 3a3b/5.794 2c4e+/0.529 2a3c/3.043
4e4f/0.318 7d7e/8.066 6h6g/6.390 7c6d/2.852 4f3e/6.009 7e7f/0.804 7g7f/2.484 P*7e/5.794 6f6e/2.375 B*4d/2.262
P*7b/6.511 8b7b/1.160 3e4d/4.013 4c4d/6.874 B*8c/2.021 7b7c/6.211 P*7b/7.071 7a8b/3.613 6e6d/3.232 8b8c/6.503
6d6c+/3.945 5b6c/45.186 P*6d/2.745 7e7f/2.907 6d6c+/3.709 7c6c/1.480 S*6f/7.279 B*8e/6.501 4i5i/4.598 7f7g+/8.931
6g7g/1.909 S*7f/8.309 7g8h/1.241 6c6f/8.101 7b7a+/3.389 6f6g+/6.815 G*7g/4.248 7f7g+/8.299 8i7g/2.996 B*6f/4.222
S*7b/3.327 8c9d/4.624 6i7h/7.925 6g5f/0.631 5i4h/49.377 5f5i/0.926 7a8a/22.790 G*8i/6.853 8h9h/4.959 8i9i/0.553
9h8h/1.376 5i8i/8.436 %TSUMI
""",
        ),
        dict(
            header=[
                'N+下手 kiryoku',
                'N-上手 kiryoku',
                '$START_TIME:2024/05/11 11:00:00.000',
                '$TIME:300+30+0',
                'PI82HI',
                '-',
            ],
            start='lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1',
            moves="""
3c3d/2.771 7g7f/8.156 2b8h+/79.636 7i8h/3.006 B*4e/7.028 B*5f/7.799 4e5f/1.780 5g5f/7.557 B*8d/37.864 B*7g/7.664
4c4d/0.096 7g4d/3.152 8d5g+/8.273 4d1a+/5.565 5g6g/8.852 1a2a/5.347 3a3b/8.906 2a2b/5.946 6g8i/3.300 N*3c/6.080
N*6g/9.601 5i4h/1.298 4a4b/0.748 L*4f/3.922 4b3c/0.058 4f4c+/5.313 3c4c/7.266 2b3b/5.217 4c4b/7.945 3b2b/1.633
L*2a/5.152 2b5e/0.251 5c5d/5.154 5e6f/0.597 5a4a/5.297 S*7h/6.123 %CHUDAN
""",
        ),
    ],
)

RECORDS = [KIFU_FOR_WINDOWS, SHOGIDOKORO, SHOGIGUI, SHOGIHOME, DOJO81, SHOGIWARS, KIFU_FOR_WINDOWS_KI2,
           CSA_V22, CSA_V30]


if __name__ == "__main__":
    sys.exit(main(sys.argv))

"""Reading analysis tables (v1 TSV, rating/table.h) in the bench scripts.

rows(path) yields each position's row as a dict from column name to its
text, after the '#' header comments and the column-name line; the callers
turn the fields they use into numbers. ai_players(path) names the AI
opponents the header lists ('# ai: NAME'), whose moves the estimate never
counts.
"""


def rows(path):
    cols = None
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            fields = line.split("\t")
            if cols is None:
                cols = fields
                continue
            yield dict(zip(cols, fields))


def ai_players(path):
    with open(path, encoding="utf-8") as f:
        return {line[6:].rstrip("\n") for line in f if line.startswith("# ai: ")}

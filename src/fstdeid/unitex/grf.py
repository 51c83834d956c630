"""Reading Unitex graphs (`.grf`): the file format and the language of box contents.

File format (Unitex's `Grf_lib`): UTF-16 (with a byte-order mark, as Unitex writes it) or UTF-8;

    #Unigraph
    SIZE 1188 840                  header lines (size, fonts, colours, display options) ...
    FONT Times New Roman:  10
    ...
    #                              end of the header
    4                              number of boxes
    "<E>" 70 200 1 2               one line per box: "content" x y n t1 ... tn
    "" 600 200 0                   box 0 is the initial box, box 1 the final one
    "Dr+Dra" 150 200 1 3
    "<PRE>" 300 200 1 1

Inside a box, `+` separates lines (alternatives) and a first unprotected `/` starts the box's
output. In the file a `"` of the box is written `\\"`; `\\` protects the next character inside the
box (`\\+` is a plus sign, not a separator).

A box line is one of:

* `<E>`: the empty word; a sub-graph call `:Name` (the graph `Name.grf` next to the caller;
  `:dir:Name` for one in a sub-folder, `:` being Unitex's path separator in calls); a context mark `$*` (end of a left context),
  `$[` ... `$]` (a right context);
* a sequence of items separated by spaces: words (`Dr`, `enero`), numbers (`2016`), punctuation
  characters (each one token), `"quoted"` text (matched with its exact case), `#` (no space before
  the next token), lexical masks `<...>` and morphological filters `<<regex>>`.

The reader only splits boxes into lines and items; `fstdeid.unitex.compile` gives them meaning.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from ..errors import GrammarError
from ..lexicon import read_unitex_text


@dataclass(frozen=True)
class Item:
    """One item of a box line. kind: word, quoted, mask, filter, attached, space, call, epsilon, mark."""

    kind: str
    value: str = ""


@dataclass
class Box:
    index: int
    content: str  # as written in the file, without the surrounding quotes
    x: int
    y: int
    transitions: list[int]
    file_line: int
    lines: list[list[Item]] = field(default_factory=list)  # alternatives, each a sequence of items
    output: str | None = None

    def where(self, path: Path) -> str:
        return f"{path}:{self.file_line}: box {self.index} \"{self.content}\""


@dataclass
class Graph:
    path: Path
    boxes: list[Box]


def read_grf(path: str | Path) -> Graph:
    """Read a `.grf` file and split every box into lines and items. Errors name file:line."""
    path = Path(path)
    lines = read_unitex_text(path, what="graph").replace("\r\n", "\n").replace("\r", "\n").split("\n")
    if not lines or lines[0].strip() != "#Unigraph":
        raise GrammarError(f"{path}:1: not a Unitex graph: expected the first line '#Unigraph'")
    n = 1
    while n < len(lines) and lines[n].strip() != "#":
        n += 1
    if n >= len(lines):
        raise GrammarError(f"{path}: expected a line '#' ending the header")
    n += 1
    try:
        count = int(lines[n].strip())
    except (IndexError, ValueError):
        raise GrammarError(f"{path}:{n + 1}: expected the number of boxes") from None
    if count < 2:
        raise GrammarError(f"{path}:{n + 1}: a graph has at least 2 boxes (initial and final), found {count}")
    boxes = []
    for i in range(count):
        n += 1
        if n >= len(lines) or not lines[n].strip():
            raise GrammarError(f"{path}: expected {count} boxes, found {i}")
        boxes.append(_box_line(path, lines[n], i, n + 1))
    for b in boxes:
        for t in b.transitions:
            if not 0 <= t < count:
                raise GrammarError(f"{b.where(path)}: transition to box {t}, but the graph has {count} boxes")
    for b in boxes:
        if b.index == 1:
            continue  # the final box: its content is not matched
        b.lines, b.output = split_box(b.content, f"{b.where(path)}")
    return Graph(path, boxes)


def _box_line(path: Path, raw: str, index: int, file_line: int) -> Box:
    s = raw.rstrip()
    pos = 0
    if s.startswith("s"):  # an old flag: the box was selected
        pos = 1
    if not s.startswith('"', pos):
        raise GrammarError(f"{path}:{file_line}: expected a box line '\"content\" x y n t1 ... tn'")
    i = pos + 1
    while i < len(s) and s[i] != '"':
        if s[i] == "\\":
            i += 1
        i += 1
    if i >= len(s):
        raise GrammarError(f"{path}:{file_line}: unterminated box content (expected a closing '\"')")
    content = s[pos + 1:i]
    try:
        nums = [int(x) for x in s[i + 1:].split()]
    except ValueError:
        raise GrammarError(f"{path}:{file_line}: expected numbers after the box content: x y n t1 ... tn") from None
    if len(nums) < 3 or len(nums) != 3 + nums[2] or nums[2] < 0:
        raise GrammarError(f"{path}:{file_line}: expected x y n and then n transitions after the box content")
    return Box(index, content, nums[0], nums[1], nums[3:], file_line)


# -- box contents ---------------------------------------------------------------------------------

# Lexemes of a box content: ("q", '"') a quote delimiter, ("p", c) a protected character,
# ("r", c) a raw character.


def _lexemes(content: str, where: str) -> list[tuple[str, str]]:
    out, i, n = [], 0, len(content)
    while i < n:
        ch = content[i]
        if ch == "\\":
            if content.startswith('\\\\\\"', i):  # file \\\" = box \" = a protected quote character
                out.append(("p", '"'))
                i += 4
            elif content.startswith('\\"', i):  # file \" = box " = a quote delimiter
                out.append(("q", '"'))
                i += 2
            elif i + 1 < n:
                out.append(("p", content[i + 1]))
                i += 2
            else:
                raise GrammarError(f"{where}: a box content cannot end with a backslash")
        else:
            out.append(("r", ch))
            i += 1
    return out


def split_box(content: str, where: str) -> tuple[list[list[Item]], str | None]:
    """A box content -> (lines of items, output or None)."""
    lex = _lexemes(content, where)
    lines: list[list[tuple[str, str]]] = [[]]
    output = None
    i, depth_angle, depth_brace, quoted = 0, 0, 0, False
    while i < len(lex):
        kind, ch = lex[i]
        if kind == "q":
            quoted = not quoted
        elif kind == "r" and not quoted:
            if ch == "<":
                depth_angle += 1
            elif ch == ">" and depth_angle:
                depth_angle -= 1
            elif ch == "{":
                depth_brace += 1
            elif ch == "}" and depth_brace:
                depth_brace -= 1
            elif ch == "/" and not depth_angle and not depth_brace:
                output = "".join(c for _, c in lex[i + 1:])
                break
            elif ch == "+" and not depth_angle and not depth_brace:
                lines.append([])
                i += 1
                continue
        lines[-1].append((kind, ch))
        i += 1
    if quoted:
        raise GrammarError(f"{where}: unterminated quoted sequence (a \\\" without its closing \\\")")
    return [_items(line, where) for line in lines], output


_MARKS = ("$*", "$[", "$]", "$![", "$<", "$>")


def _is_letter(ch: str) -> bool:
    import unicodedata

    return ch.isalpha() or unicodedata.category(ch).startswith("M")


def _verbatim(lexemes: list[tuple[str, str]]) -> str:
    """Text inside <...> and <<...>>: protected characters keep their backslash (regex escapes)."""
    return "".join(("\\" + c) if k == "p" else c for k, c in lexemes)


def _items(line: list[tuple[str, str]], where: str) -> list[Item]:
    text = "".join(c for _, c in line)
    raw_text = "".join(c if k == "r" else "\0" for k, c in line).strip()
    stripped = text.strip()
    if not stripped:
        return [Item("epsilon")]
    if raw_text.startswith(":"):
        return [Item("call", stripped[1:].strip())]
    if raw_text in _MARKS or (raw_text.startswith("$") and (raw_text.endswith("(") or raw_text.endswith(")"))):
        return [Item("mark", raw_text)]
    items: list[Item] = []
    i, n = 0, len(line)
    while i < n:
        kind, ch = line[i]
        if kind == "r" and ch.isspace():
            i += 1
            continue
        if kind == "q":
            j = i + 1
            while j < n and line[j][0] != "q":
                j += 1
            value = "".join(c for _, c in line[i + 1:j])
            items.append(Item("space") if value.strip() == "" and value else Item("quoted", value))
            i = j + 1
            continue
        if kind == "r" and ch == "<":
            if i + 1 < n and line[i + 1] == ("r", "<"):  # <<regex>>: a morphological filter
                j = i + 2
                while j + 1 < n and not (line[j] == ("r", ">") and line[j + 1] == ("r", ">")):
                    j += 1
                if j + 1 >= n:
                    raise GrammarError(f"{where}: unterminated morphological filter (expected '>>')")
                items.append(Item("filter", _verbatim(line[i + 2:j])))
                i = j + 2
                continue
            j = i + 1
            while j < n and line[j] != ("r", ">"):
                j += 1
            if j >= n:
                raise GrammarError(f"{where}: unterminated lexical mask (expected '>')")
            value = _verbatim(line[i + 1:j])
            items.append(Item("epsilon") if value == "E" else Item("mask", value))
            i = j + 1
            continue
        if kind == "r" and ch == "{":
            j = i + 1
            while j < n and line[j] != ("r", "}"):
                j += 1
            raise GrammarError(f"{where}: lexical tags in boxes ({{...}}) are not supported: "
                               "match earlier tags with a mask such as <NE+persName>")
        if kind == "r" and ch == "#":
            items.append(Item("attached"))
            i += 1
            continue
        if _is_letter(ch):
            j = i
            while j < n and _is_letter(line[j][1]) and not (line[j][0] == "q"):
                j += 1
            items.append(Item("word", "".join(c for _, c in line[i:j])))
            i = j
            continue
        if ch.isdigit():
            j = i
            while j < n and line[j][1].isdigit() and line[j][0] != "q":
                j += 1
            items.append(Item("word", "".join(c for _, c in line[i:j])))
            i = j
            continue
        if not ch.isspace():
            items.append(Item("word", ch))
        i += 1
    return items or [Item("epsilon")]

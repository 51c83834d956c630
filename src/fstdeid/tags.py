"""Unitex lexical tags and DELA dictionary lines, read by one scanner.

Syntax::

    tag          {FORM,LEMMA.CODE+CODE:INFL:INFL}     e.g. {Beogradu,.NE+top+gr:s7q}
    DELAF line   FORM,LEMMA.CODE+CODE:INFL:INFL       e.g. Beogradu,Beograd.N+NProp+Top+Gr:s7q:s3q
    DELAS line   LEMMA,CLASS+CODE+CODE:INFL           e.g. Beograd,N1+NProp+Top+Gr

There is at least one code; inflection codes are optional and may repeat.  An empty LEMMA
means "same as the form" and is kept empty.  In a tag's FORM an unescaped ``{`` opens a
nested tag (CasSys merge mode)::

    {Dom zdravlja "{Milutin Ivković,.NE+persName+full:ms1v}",.NE+org:1sq:4sq}

Escaping: the special characters ``+ { } : . , \\`` are written with a backslash (``\\,``);
a backslash before any other character stands for that character.  Writing (``format_*``)
escapes exactly the special characters, which gives one canonical text per value.  Reading
is as lenient as Unitex: a field ends at its first unescaped terminator (``,`` after the form,
``.`` after the lemma, ``+``/``:`` between codes), so other special characters may appear
unescaped (``{S.A.,.N}`` has the form ``S.A.``).  Braces are always structural: outside a
tag's form an unescaped brace is an error, unless it closes the tag.

Reading is linear in the input and uses an explicit stack, so nesting depth is not limited
by Python's recursion limit; ``format_tag`` and ``Tag.form`` are iterative too.  (The
generated ``==``, ``hash`` and ``repr`` of a ``Tag`` do recurse, which is fine for the shallow
nesting real cascades produce.)

Error messages give a column and what was expected, never the input text (it may be PHI).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .errors import FstdeidError

SPECIAL = "+{}:.,\\"
"""The characters that are written with a backslash."""

_ESCAPE_TABLE = str.maketrans({c: "\\" + c for c in SPECIAL})
_NEXT_SPECIAL = re.compile(r"[+{}:.,\\]")

# What the scanner is reading; each field ends at its own terminators.
_FORM, _LEMMA, _CODE, _INFL = range(4)
# What it reads: a tag, a DELAF line (form, lemma, codes) or a DELAS line (lemma, codes).
_TAG, _DELAF, _DELAS = range(3)


class TagSyntaxError(FstdeidError, ValueError):
    """A tag or dictionary line is malformed at ``column`` (0-based, in code points)."""

    def __init__(self, column: int, message: str) -> None:
        self.column = column
        super().__init__(f"column {column}: {message}")


@dataclass(frozen=True, slots=True)
class Tag:
    """A Unitex lexical tag ``{FORM,LEMMA.CODES:INFL}``.

    ``parts`` is the form: runs of plain text and nested tags, in order, never empty, with no
    empty text part and no two text parts in a row.  ``lemma`` may be empty ("same as the
    form").  ``codes`` has at least one code; ``infl`` may be empty.  No code is empty.
    """

    parts: tuple[str | Tag, ...]
    lemma: str
    codes: tuple[str, ...]
    infl: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        _check_parts(self.parts)
        _check_codes(self.codes, self.infl, need_one=True)

    @property
    def form(self) -> str:
        """The plain text of the form, nested tags replaced by their own form."""
        out: list[str] = []
        stack = [iter(self.parts)]
        while stack:
            for part in stack[-1]:
                if isinstance(part, str):
                    out.append(part)
                else:
                    stack.append(iter(part.parts))
                    break
            else:
                stack.pop()
        return "".join(out)


@dataclass(frozen=True, slots=True)
class DelaEntry:
    """A DELAF entry ``FORM,LEMMA.CODES:INFL``; ``lemma`` may be empty (same as the form)."""

    form: str
    lemma: str
    codes: tuple[str, ...]
    infl: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if not self.form:
            raise ValueError("a DELAF entry needs a form")
        _check_codes(self.codes, self.infl, need_one=True)


@dataclass(frozen=True, slots=True)
class DelasEntry:
    """A DELAS entry ``LEMMA,CLASS+CODES:INFL``; ``codes`` does not include the class."""

    lemma: str
    inflection_class: str
    codes: tuple[str, ...]
    infl: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if not self.lemma or not self.inflection_class:
            raise ValueError("a DELAS entry needs a lemma and an inflection class")
        _check_codes(self.codes, self.infl, need_one=False)


def _check_parts(parts: tuple[str | Tag, ...]) -> None:
    if type(parts) is not tuple:
        raise TypeError("a tag's parts must be a tuple")
    if not parts:
        raise ValueError("a tag's form cannot be empty")
    after_text = False
    for part in parts:
        if isinstance(part, str):
            if not part:
                raise ValueError("a tag's form cannot have an empty text part")
            if after_text:
                raise ValueError("a tag's adjacent text parts must be merged")
            after_text = True
        elif isinstance(part, Tag):
            after_text = False
        else:
            raise TypeError("a tag's parts must be str or Tag")


def _check_codes(codes: tuple[str, ...], infl: tuple[str, ...], *, need_one: bool) -> None:
    if type(codes) is not tuple or type(infl) is not tuple:
        raise TypeError("codes and inflection codes must be tuples of str")
    if need_one and not codes:
        raise ValueError("at least one code is needed")
    for code in codes + infl:
        if not isinstance(code, str) or not code:
            raise ValueError("codes and inflection codes must be non-empty strings")


# -- escaping ---------------------------------------------------------------------------------


def escape(s: str) -> str:
    """``s`` with a backslash before each special character."""
    return s.translate(_ESCAPE_TABLE)


def unescape(s: str) -> str:
    """``s`` with each ``\\x`` replaced by ``x``; a backslash cannot end ``s``."""
    out: list[str] = []
    i = 0
    while (j := s.find("\\", i)) >= 0:
        if j + 1 == len(s):
            raise TagSyntaxError(j, "expected a character after '\\', found end of input")
        out += (s[i:j], s[j + 1])
        i = j + 2
    out.append(s[i:])
    return "".join(out)


def has_codes(codes: tuple[str, ...], mask: tuple[str, ...]) -> bool:
    """Whether ``codes`` has every code of ``mask``, in any order (Unitex mask semantics)."""
    return all(code in codes for code in mask)


# -- reading ----------------------------------------------------------------------------------


class _Frame:
    """A tag (or line) being read: the fields read so far and the field being read."""

    __slots__ = ("parts", "lemma", "codes", "infl", "field")

    def __init__(self) -> None:
        self.parts: list[str | Tag] = []
        self.lemma = ""
        self.codes: list[str] = []
        self.infl: list[str] = []
        self.field = _FORM


def _found(s: str, j: int) -> str:
    """What is at ``s[j]``, for an error message: a special character, but never text."""
    if j >= len(s):
        return "end of input"
    return repr(s[j]) if s[j] in SPECIAL else "text"


def _expected(field: int, braces: bool) -> str:
    end = "'}'" if braces else "the end of the line"
    return ("','", "'.'", f"'+', ':' or {end}", f"':' or {end}")[field]


def _flush_text(buf: list[str], parts: list[str | Tag]) -> None:
    if buf:
        parts.append("".join(buf))
        buf.clear()


def _end_code(frame: _Frame, buf: list[str], s: str, j: int) -> None:
    """Store the code (or inflection code) in ``buf``, which ends at column ``j``."""
    code = "".join(buf)
    buf.clear()
    inflection = frame.field == _INFL
    if not code:
        what = "an inflection code" if inflection else "a code"
        raise TagSyntaxError(j, f"expected {what}, found {_found(s, j)}")
    (frame.infl if inflection else frame.codes).append(code)


def _scan(s: str, mode: int) -> tuple[tuple[str | Tag, ...], str, tuple[str, ...], tuple[str, ...]]:
    """Read a whole tag, DELAF line or DELAS line; return its (parts, lemma, codes, infl).

    The one scanner behind every reader.  Plain runs are skipped with a search for the next
    special character; nested tags live on an explicit stack of frames.  A DELAS line is read
    as a form (its lemma) followed directly by codes (the first is the inflection class).
    """
    braces = mode == _TAG
    n = len(s)
    i = 0
    if braces:
        if not s.startswith("{"):
            raise TagSyntaxError(0, f"expected '{{', found {_found(s, 0)}")
        i = 1
    stack = [_Frame()]
    buf: list[str] = []  # the current field's text; flushed before any nested tag starts
    while True:
        match = _NEXT_SPECIAL.search(s, i)
        j = match.start() if match else n
        if j > i:
            buf.append(s[i:j])
        if j == n:
            break
        c = s[j]
        i = j + 1
        if c == "\\":
            if i == n:
                raise TagSyntaxError(j, "expected a character after '\\', found end of input")
            buf.append(s[i])
            i += 1
            continue
        frame = stack[-1]
        field = frame.field
        if field == _FORM and c == ",":
            _flush_text(buf, frame.parts)
            if not frame.parts:
                raise TagSyntaxError(j, "expected a form, found ','")
            frame.field = _CODE if mode == _DELAS else _LEMMA
        elif field == _FORM and c == "{" and braces:
            _flush_text(buf, frame.parts)
            stack.append(_Frame())
        elif field == _LEMMA and c == ".":
            frame.lemma = "".join(buf)
            buf.clear()
            frame.field = _CODE
        elif field >= _CODE and (c == ":" or (c == "+" and field == _CODE)):
            _end_code(frame, buf, s, j)
            frame.field = _INFL if c == ":" else _CODE
        elif field >= _CODE and c == "}" and braces:
            _end_code(frame, buf, s, j)
            stack.pop()
            if stack:
                stack[-1].parts.append(Tag(tuple(frame.parts), frame.lemma, tuple(frame.codes),
                                           tuple(frame.infl)))
            elif i < n:
                raise TagSyntaxError(i, f"expected the end of the tag, found {_found(s, i)}")
            else:
                return tuple(frame.parts), frame.lemma, tuple(frame.codes), tuple(frame.infl)
        elif c in "{}":
            raise TagSyntaxError(j, f"expected {_expected(field, braces)}, found {c!r}")
        else:
            buf.append(c)  # a special character that does not end this field
    frame = stack[-1]
    if braces or frame.field < _CODE:
        raise TagSyntaxError(n, f"expected {_expected(frame.field, braces)}, found end of input")
    _end_code(frame, buf, s, n)
    return tuple(frame.parts), frame.lemma, tuple(frame.codes), tuple(frame.infl)


def parse_tag(s: str) -> Tag:
    """Read ``s``, which must be exactly one tag (possibly with nested tags)."""
    parts, lemma, codes, infl = _scan(s, _TAG)
    return Tag(parts, lemma, codes, infl)


def is_comment(line: str) -> bool:
    """Whether a dictionary line is a comment: its first non-space character is ``/``."""
    return line.lstrip().startswith("/")


def _line_text(line: str) -> str:
    """The line without its line terminator, if it can hold an entry."""
    text = line.rstrip("\r\n")
    if not text.strip():
        raise TagSyntaxError(0, "expected an entry, found a blank line")
    if is_comment(text):
        raise TagSyntaxError(text.index("/"), "expected an entry, found a comment")
    breaks = [k for k in (text.find("\n"), text.find("\r")) if k >= 0]
    if breaks:
        raise TagSyntaxError(min(breaks), "expected one line, found a line break")
    return text


def parse_dela_line(line: str) -> DelaEntry:
    """Read one DELAF line (a trailing ``\\n``/``\\r`` is ignored).

    Comments and blank lines raise ``TagSyntaxError``: skip them first (see ``is_comment``).
    """
    parts, lemma, codes, infl = _scan(_line_text(line), _DELAF)
    (form,) = parts
    assert isinstance(form, str)  # no braces outside tags
    return DelaEntry(form, lemma, codes, infl)


def parse_delas_line(line: str) -> DelasEntry:
    """Read one DELAS line (a trailing ``\\n``/``\\r`` is ignored); see ``parse_dela_line``."""
    parts, _, codes, infl = _scan(_line_text(line), _DELAS)
    (lemma,) = parts
    assert isinstance(lemma, str)
    return DelasEntry(lemma, codes[0], codes[1:], infl)


# -- writing ----------------------------------------------------------------------------------


def _codes_text(codes: tuple[str, ...], infl: tuple[str, ...]) -> str:
    return "+".join(map(escape, codes)) + "".join(":" + escape(code) for code in infl)


def format_tag(tag: Tag) -> str:
    """The canonical text of ``tag``: ``parse_tag(format_tag(tag)) == tag``."""
    out = ["{"]
    stack = [(tag, iter(tag.parts))]
    while stack:
        current, parts = stack[-1]
        for part in parts:
            if isinstance(part, str):
                out.append(escape(part))
            else:
                out.append("{")
                stack.append((part, iter(part.parts)))
                break
        else:
            stack.pop()
            out += (",", escape(current.lemma), ".", _codes_text(current.codes, current.infl), "}")
    return "".join(out)


def _line_start(field: str) -> str:
    """The escaped first field of a line, with a leading ``/`` escaped so it is no comment."""
    text = escape(field)
    if is_comment(text):
        k = text.index("/")
        text = text[:k] + "\\" + text[k:]
    return text


def _check_one_line(*fields: str) -> None:
    if any("\n" in f or "\r" in f for f in fields):
        raise ValueError("a dictionary entry cannot contain a line break")


def format_dela_line(e: DelaEntry) -> str:
    """The canonical DELAF line of ``e``, without a line terminator."""
    _check_one_line(e.form, e.lemma, *e.codes, *e.infl)
    return f"{_line_start(e.form)},{escape(e.lemma)}.{_codes_text(e.codes, e.infl)}"


def format_delas_line(e: DelasEntry) -> str:
    """The canonical DELAS line of ``e``, without a line terminator."""
    _check_one_line(e.lemma, e.inflection_class, *e.codes, *e.infl)
    return f"{_line_start(e.lemma)},{_codes_text((e.inflection_class,) + e.codes, e.infl)}"

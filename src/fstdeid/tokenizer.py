"""Tokenizer for clinical text (Spanish, Serbian, English) with exact code-point offsets.

A token is a span ``text[start:end]`` of one of five kinds:

* ``URL``: ``http://``, ``https://``, ``ftp://`` or ``www.`` (any case) followed by characters
  other than whitespace, control characters and ``<>"'``; trailing ``.,;:!?)]}`` characters and
  invisible ones (zero-width, soft hyphen, bidirectional marks) are left out (they become PUNCT
  tokens).
* ``EMAIL``: ``local@domain.tld``; the local part is letters, digits and ``._%+-``, the domain
  is at least two dot-separated labels of letters and digits joined by hyphens.  An address
  starts only where a run of local-part characters starts (never glued to a previous one), or
  after the label "E-mail"/"email" glued to it by "." or "-" (``E-mail.ana@x.es`` is ``E`` ``-``
  ``mail`` ``.`` and the address ``ana@x.es``).
* ``WORD``: a maximal run of letters (``[^\\W\\d_]``, except the ordinal indicators ``º`` and
  ``ª``; note that this class also holds numerals that are not decimal digits, such as ``²``
  and ``½``, so ``m²`` is one word).  A letter may be followed by combining marks (so a
  decomposed ``é`` stays in its word), and zero-width characters (U+200B, U+200C, U+200D,
  U+2060, U+FEFF) and the soft hyphen (U+00AD) may join letters.  A word also ends where two
  words were glued together without a space: before a capital that follows three lower-case
  letters and starts a lower-case run or an ordinal (``DominguezCorreo``, ``MartínezNºCol``), and
  after a capitalised title ``DR``/``DRA`` glued to a name (``DRAlberto``); short mixed-case
  words (``pH``, ``mmHg``, ``IgG``, ``McDonald``) stay whole.
* ``NUMBER``: a maximal run of decimal digits (``\\d``).  Letters and digits never share a
  token: ``J18.9`` is ``J`` ``18`` ``.`` ``9``.
* ``PUNCT``: any other single non-whitespace character, one token per character.

Whitespace (anything ``str.isspace`` accepts, including NBSP, CR, LF and tabs) is never part
of a token and every other character belongs to exactly one token, so the tokens and the
whitespace gaps between them rebuild the text exactly.

Everything is done by one precompiled pattern: this is a hot path.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from .normalize import INVISIBLE

WORD = "word"
NUMBER = "number"
PUNCT = "punct"
EMAIL = "email"
URL = "url"


class Token(NamedTuple):
    """One token: ``text[start:end]``, in code points, and its kind (one of the constants)."""

    start: int
    end: int
    kind: str


# Combining marks that may follow a letter inside a word (class contents, no brackets).
_MARKS = "\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f"
# Invisible joiners allowed between two letters of a word.
_JOINERS = INVISIBLE
# A letter: alphanumeric, not a decimal digit, not "_", not an ordinal indicator.
_LETTER = r"[^\W\d_\u00aa\u00ba]"
# Letters, marks after a letter, joiners between letters; the loop advances by runs, not by
# characters, and no two of its branches can start on the same character.
# Where two glued words meet (see the module docstring); fixed-width look-arounds, so the walk stays linear.
_CAMEL = (r"(?:(?<=[a-záéíóúñü]{3})(?=[A-ZÁÉÍÓÚÑ](?:[a-záéíóúñ]{2}|º))"
          r"|(?<=\bDR)(?=[A-ZÁÉÍÓÚÑ][a-záéíóúñ]{2})|(?<=\bDRA)(?=[A-ZÁÉÍÓÚÑ][a-záéíóúñ]{2}))")
# A letter inside a word: only the capitals that can start a glued word are checked for it.
_INNER = rf"(?:[^\W\d_\u00aa\u00baA-ZÁÉÍÓÚÑ]++|(?!{_CAMEL})[A-ZÁÉÍÓÚÑ])"
_WORD = rf"{_LETTER}{_INNER}*(?:[{_MARKS}]+{_INNER}*|[{_JOINERS}]+{_LETTER}+)*"
# Characters of an e-mail's local part.  Every character a WORD or NUMBER token can contain
# is one of them, which the look-behind below relies on.
_LOCAL = rf"[\w.%+\-{_MARKS}{_JOINERS}]"
# C0 and C1 control characters, and the invisible format characters (soft hyphen, zero-width
# characters, bidirectional marks, word joiner, BOM).
_CONTROLS = r"\x00-\x1f\x7f-\x9f"
_INVISIBLE = r"\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff"

# "E-mail" or "email" glued to an address by "." or "-": the address starts after it.
_AFTER_MAIL_LABEL = r"(?<=(?i:e-mail)[.\-])|(?<=(?i:email)[.\-])"
_NOT_MAIL_LABEL = r"(?!(?i:e-?mail)[.\-])"

# One domain label: letters and digits (with their combining marks), inner hyphens allowed.
_LABEL = rf"[^\W_][{_MARKS}]*(?:-*[^\W_][{_MARKS}]*)*"

# Alternatives are tried in this order; _KINDS maps m.lastindex to the kind.
_TOKEN_RE = re.compile(
    # The scheme is case-insensitive; the URL must end on a character that is not trailing
    # punctuation, so "http://x.es)." leaves ")" and "." out. Control characters end it, and it
    # never ends on an invisible one (a zero-width space inside it stays, like "Dra\u200bgan").
    rf"(?P<url>(?i:https?://|ftp://|www\.)[^\s<>\"'{_CONTROLS}]*[^\s<>\"'.,;:!?)\]}}{_CONTROLS}{_INVISIBLE}])"
    # An e-mail never starts right after a local-part character: only the first character of
    # a run of them tries one, which keeps long runs such as "a.b.c.d..." or "-----" linear.
    # A later start in the run would reach the same "@" and domain, so the only address this
    # loses is one glued to the end of another ("a@b.es_c@d.es" gives one e-mail, not two).
    # A label glued to the address ("E-mail.ana@x.es", "email-ana@x.es") is left out of it.
    rf"|(?P<email>(?:(?<!{_LOCAL})|{_AFTER_MAIL_LABEL}){_NOT_MAIL_LABEL}{_LOCAL}++@{_LABEL}(?:\.{_LABEL})+)"
    rf"|(?P<word>{_WORD})"
    r"|(?P<number>\d+)"
    r"|(?P<punct>\S)"
)

# The kind of each group, indexed like m.lastindex (index 0, the whole match, is unused).
_KINDS: tuple[str, ...] = ("",) + tuple(
    {"url": URL, "email": EMAIL, "word": WORD, "number": NUMBER, "punct": PUNCT}[name]
    for name in sorted(_TOKEN_RE.groupindex, key=_TOKEN_RE.groupindex.__getitem__)
)

# For loops that want the matches themselves (tag token sequences in the cascade).
TOKEN_PATTERN = _TOKEN_RE
# The same tokens, each with the whitespace before it as group 1 (matches are contiguous, so the
# gap is read off the match instead of searched for); kinds indexed by m.lastindex.
SPACED_TOKEN_PATTERN = re.compile(r"(\s*)(?:" + _TOKEN_RE.pattern + ")")
# The same matches as strings (gap and token) without groups, so no tuple is made per match. The
# kind of a token is a function of its string (tests/test_tokenizer.py checks it on arbitrary text).
SPACED_TOKEN_STRINGS = re.compile(r"\s*(?:" + re.sub(r"\(\?P<\w+>", "(?:", _TOKEN_RE.pattern) + ")")
SPACED_KINDS_BY_GROUP = ("", "") + _KINDS[1:]

_new_token = tuple.__new__  # Token(...) goes through a Python-level __new__; this does not.


def tokenize(text: str) -> list[Token]:
    """Split ``text`` into tokens, in order, with code-point offsets into ``text``."""
    kinds = _KINDS
    new = _new_token
    return [new(Token, (m.start(), m.end(), kinds[m.lastindex])) for m in _TOKEN_RE.finditer(text)]


def line_starts(text: str, tokens: list[Token]) -> list[bool]:
    """Say, for each token, whether it is the first token on its line.

    ``tokens`` must come from ``tokenize(text)``.  A token starts a line if it is the first
    token of the text or if the gap before it contains ``\\n`` or ``\\r``.
    """
    starts: list[bool] = []
    previous_end = -1  # marks "no token yet": the first token always starts a line
    for start, end, _ in tokens:
        starts.append(
            previous_end < 0
            or text.find("\n", previous_end, start) >= 0
            or text.find("\r", previous_end, start) >= 0
        )
        previous_end = end
    return starts

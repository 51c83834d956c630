"""The form in which a token is compared with atoms and lexicon entries.

The text itself is never changed — offsets always index the original — but a token is matched in
its *matching form*: Unicode NFC, without invisible characters (zero-width space and joiners, word
joiner, byte-order mark, soft hyphen), and, in a token that mixes Latin letters with Cyrillic or
Greek ones, with those look-alike letters read as Latin: `Dra\\u200bgan` and `Drаgan` (Cyrillic а)
are both matched as `Dragan`. A token written wholly in Cyrillic or Greek is left alone (Serbian
Cyrillic text is matched by Cyrillic entries).
"""

from __future__ import annotations

import re
import unicodedata

INVISIBLE = "\u200b\u200c\u200d\u2060\ufeff\u00ad"
_DROP_INVISIBLE = dict.fromkeys(map(ord, INVISIBLE))

# Cyrillic and Greek letters that look like Latin ones.
_LOOKALIKES = {
    "а": "a", "е": "e", "о": "o", "р": "p", "с": "c", "у": "y", "х": "x", "к": "k", "і": "i", "ј": "j",
    "ѕ": "s", "ԁ": "d", "ԛ": "q", "ԝ": "w", "һ": "h",
    "А": "A", "В": "B", "Е": "E", "К": "K", "М": "M", "Н": "H", "О": "O", "Р": "P", "С": "C", "Т": "T",
    "У": "Y", "Х": "X", "І": "I", "Ј": "J", "Ѕ": "S",
    "Α": "A", "Β": "B", "Ε": "E", "Ζ": "Z", "Η": "H", "Ι": "I", "Κ": "K", "Μ": "M", "Ν": "N", "Ο": "O",
    "Ρ": "P", "Τ": "T", "Υ": "Y", "Χ": "X", "ο": "o", "ι": "i", "κ": "k", "ν": "v", "ρ": "p",
}
_TO_LATIN = str.maketrans(_LOOKALIKES)


def _script(ch: str) -> str | None:
    o = ord(ch)
    if 0x0400 <= o <= 0x052F:
        return "cyrillic"
    if 0x0370 <= o <= 0x03FF:
        return "greek"
    if ch.isalpha() and o < 0x0250:
        return "latin"
    return None


# Characters that make a token need more than NFC: invisibles, Greek, Cyrillic.
_SPECIAL = re.compile("[" + INVISIBLE + "\u0370-\u03ff\u0400-\u052f]")


def matching_form(text: str) -> str:
    """`text` as atoms and lexicons see it (see the module docstring)."""
    if text.isascii():
        return text
    if _SPECIAL.search(text) is None:  # the common case: accented Latin letters only
        return text if unicodedata.is_normalized("NFC", text) else unicodedata.normalize("NFC", text)
    t = unicodedata.normalize("NFC", text.translate(_DROP_INVISIBLE))
    scripts = {_script(ch) for ch in t}
    if "latin" in scripts and ("cyrillic" in scripts or "greek" in scripts):
        t = t.translate(_TO_LATIN)
    return t or text

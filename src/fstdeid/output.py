"""Turning tags into outputs: XML (as in the Serbian system) and Unitex-tagged text."""

from __future__ import annotations

from typing import Callable, Iterable

from lxml import etree

from .annotation import TagSpan
from .errors import DocumentError
from .tags import Tag, format_tag


def is_xml_char(ch: str) -> bool:
    o = ord(ch)
    return o in (0x9, 0xA, 0xD) or 0x20 <= o <= 0xD7FF or 0xE000 <= o <= 0xFFFD or 0x10000 <= o <= 0x10FFFF


def check_xml_text(text: str, doc_id: str) -> None:
    """XML 1.0 cannot hold some characters (NUL, most C0 controls, lone surrogates): say where."""
    for i, ch in enumerate(text):
        if not is_xml_char(ch):
            raise DocumentError(doc_id, f"character U+{ord(ch):04X} cannot be written in XML 1.0", offset=i)


def to_xml(text: str, tags: Iterable[TagSpan], *, doc_id: str = "<text>",
           replacement: Callable[[TagSpan], str] | None = None, root: str = "text") -> str:
    """The text as XML: each tag an element, PHI elements marked PHI="yes", nested tags nested.

    With `replacement`, the text of each PHI element is replaced by what it returns (the surrogate or
    placeholder); without it the original text stays (an annotated, not de-identified, document).
    Built with lxml, so the result is well-formed whatever the text contains.
    """
    check_xml_text(text, doc_id)
    el = etree.Element(root)
    _fill(el, text, 0, len(text), sorted(tags, key=lambda t: t.start), replacement)
    return etree.tostring(el, encoding="unicode")


def _fill(parent, text: str, start: int, end: int, tags: list[TagSpan], replacement) -> None:
    pos = start
    last = None
    for t in tags:
        gap = text[pos:t.start]
        if last is None:
            parent.text = (parent.text or "") + gap
        else:
            last.tail = (last.tail or "") + gap
        child = etree.SubElement(parent, t.element)
        if t.is_phi:
            child.set("PHI", "yes")
        if t.is_phi and replacement is not None:
            child.text = replacement(t)
        else:
            _fill(child, text, t.start, t.end, sorted(t.children, key=lambda c: c.start), replacement)
        last = child
        pos = t.end
    gap = text[pos:end]
    if last is None:
        parent.text = (parent.text or "") + gap
    else:
        last.tail = (last.tail or "") + gap


def to_tagged_text(text: str, tags: Iterable[TagSpan]) -> str:
    """The text with each tag written as a Unitex lexical tag `{form,lemma.CODES:infl}` (nested)."""
    out, pos = [], 0
    for t in sorted(tags, key=lambda t: t.start):
        out.append(text[pos:t.start])
        out.append(format_tag(_as_tag(text, t)))
        pos = t.end
    out.append(text[pos:])
    return "".join(out)


def _as_tag(text: str, t: TagSpan) -> Tag:
    parts: list = []
    pos = t.start
    for c in sorted(t.children, key=lambda c: c.start):
        if c.start > pos:
            parts.append(text[pos:c.start])
        parts.append(_as_tag(text, c))
        pos = c.end
    if pos < t.end:
        parts.append(text[pos:t.end])
    return Tag(tuple(parts), t.lemma, t.codes, t.infl)

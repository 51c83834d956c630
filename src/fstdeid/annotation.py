"""What annotation produces: tag spans (the cascade's lexical tags, nested) and flat PHI spans."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class TagSpan:
    """A lexical tag placed by a stage over `text[start:end]` (code-point offsets, end exclusive).

    `children` are the tags it covers that were kept (merge mode). `stage` and `rule` say what
    produced it, for traces and error reports. `label` is set when the language maps the tag's codes
    to a PHI category; `element` is its XML element name.
    """

    start: int
    end: int
    codes: tuple[str, ...]
    infl: tuple[str, ...]
    lemma: str
    stage: str
    rule: str
    children: tuple["TagSpan", ...] = ()
    label: str | None = None
    element: str = "tag"

    def __reduce__(self):  # pickled as constructor arguments: quicker to load (pipe workers send tags back)
        return (TagSpan, (self.start, self.end, self.codes, self.infl, self.lemma, self.stage, self.rule,
                          self.children, self.label, self.element))

    @property
    def is_phi(self) -> bool:
        return self.label is not None

    def walk(self):
        """This tag and every tag inside it, outermost first."""
        stack = [self]
        while stack:
            t = stack.pop()
            yield t
            stack.extend(reversed(t.children))


@dataclass(frozen=True, slots=True)
class Span:
    """A PHI span: `text[start:end]` is PHI of category `label`."""

    start: int
    end: int
    label: str
    codes: tuple[str, ...] = ()

    def __reduce__(self):  # see TagSpan.__reduce__
        return (Span, (self.start, self.end, self.label, self.codes))

    def as_dict(self) -> dict:
        return {"start": self.start, "end": self.end, "label": self.label}


@dataclass(frozen=True, slots=True)
class Annotation:
    """The result of annotating one text: top-level tags (nested inside) and the PHI spans."""

    text: str
    tags: tuple[TagSpan, ...]
    spans: tuple[Span, ...]

    def __reduce__(self):  # see TagSpan.__reduce__
        return (Annotation, (self.text, self.tags, self.spans))


def phi_spans(tags: tuple[TagSpan, ...]) -> tuple[Span, ...]:
    """The outermost PHI tags, in text order: a PHI tag inside another PHI tag is part of it."""
    out: list[Span] = []
    stack = list(reversed(tags))
    while stack:
        t = stack.pop()
        if t.label is not None:
            out.append(Span(t.start, t.end, t.label, t.codes))
        else:
            stack.extend(reversed(t.children))
    out.sort(key=lambda s: (s.start, s.end))
    return tuple(out)

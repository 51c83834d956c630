"""What the evaluation compares: documents (id, text) with annotated spans, gold and predicted.

A `Doc` holds the spans of one side (gold or prediction) of one document. Gold and prediction
corpora are paired by document id (`pair`): an id found on one side only is an error that lists the
ids, never the texts. Every error raised here names documents and offsets only: PHI must not reach
a log.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Iterable, Iterator

from ..annotation import TagSpan
from ..errors import FstdeidError

#: The check values of the Serbian scheme (paper 002), as stored in `ESpan.check`.
CHECKS = ("OK", "UOK1", "UOK2", "NOK", "MISS", "MISS-E")


@dataclass(frozen=True, slots=True)
class ESpan:
    """An annotated span `text[start:end]` (code points, end exclusive) of category `label`.

    `malformed` is set on a gold span whose PHI was unrecognisable because the input was
    malformed (the Serbian scheme's MISS/E); only the Serbian XML reader sets it, from
    `check="MISS-E"`. `check` is a check value recorded in the file (Serbian XML), if any.
    `stage` and `rule` say which cascade stage and rule produced a predicted span, when known.
    """

    start: int
    end: int
    label: str
    malformed: bool = False
    check: str | None = None
    stage: str | None = None
    rule: str | None = None

    @property
    def key(self) -> tuple[str, int, int]:
        """What exact matching compares: (label, start, end)."""
        return (self.label, self.start, self.end)


@dataclass
class Doc:
    """One document of a corpus: its id, its text (None when the source has none), its spans.

    `deidentified` is the de-identified text when the source carries it (JSONL from `fstdeid
    deid`), for the string-level leak. `tags` are the cascade's tags when the predictions come from
    running fstdeid (stage and rule of each tag).
    """

    id: str
    text: str | None
    spans: list[ESpan] = field(default_factory=list)
    deidentified: str | None = None
    tags: tuple[TagSpan, ...] = ()


class Corpus:
    """Documents by id, in reading order, with the format they were read from."""

    def __init__(self, docs: Iterable[Doc], *, fmt: str, source: str):
        self.fmt = fmt
        self.source = source
        self.docs: dict[str, Doc] = {}
        dup: list[str] = []
        for d in docs:
            if d.id in self.docs:
                dup.append(d.id)
            self.docs[d.id] = d
        if dup:
            raise FstdeidError(f"{source}: document ids occur more than once: {_id_list(dup)}")

    def __len__(self) -> int:
        return len(self.docs)

    def __iter__(self) -> Iterator[Doc]:
        return iter(self.docs.values())

    def __getitem__(self, doc_id: str) -> Doc:
        return self.docs[doc_id]

    def __contains__(self, doc_id: str) -> bool:
        return doc_id in self.docs

    def ids(self) -> list[str]:
        return list(self.docs)

    @property
    def n_spans(self) -> int:
        return sum(len(d.spans) for d in self.docs.values())


def _id_list(ids: Iterable[str], limit: int = 20) -> str:
    ids = sorted(set(ids))
    shown = ", ".join(repr(i) for i in ids[:limit])
    return shown + (f" and {len(ids) - limit} more" if len(ids) > limit else "")


@dataclass
class Pair:
    """The gold and predicted spans of one document, with its (gold) text."""

    id: str
    text: str
    gold: list[ESpan]
    pred: list[ESpan]
    deidentified: str | None = None


def dedupe(spans: Iterable[ESpan]) -> list[ESpan]:
    """Spans with exact duplicates (same label, start and end) removed, sorted by position.

    Every scheme compares sets, as the MEDDOCAN and i2b2 scripts do: an annotation given twice
    counts once. The first occurrence is kept (so its malformed flag, check, stage and rule).
    """
    seen: set[tuple[str, int, int]] = set()
    out: list[ESpan] = []
    for s in spans:
        if s.key in seen:
            continue
        seen.add(s.key)
        out.append(s)
    out.sort(key=lambda s: (s.start, s.end, s.label))
    return out


def pair(gold: Corpus, pred: Corpus) -> tuple[list[Pair], dict]:
    """Pair documents by id. Returns the pairs and what was adjusted: exact duplicate spans
    dropped per side (``duplicates_dropped``) and ids of predictions shifted for a byte-order mark
    (``bom_shifted``).

    A document whose id is on one side only is an error listing those ids, except a gold document
    absent from PhysioNet predictions: PhysioNet PHI lines name only the notes with PHI (`fstdeid
    deid --format physionet`), so such a note has none predicted. A gold document must have its text; a predicted one may have none (offsets refer to the gold text), but if it has
    one it must equal the gold text, else the offsets could not be compared. One exception: when
    the gold text starts with a byte-order mark and the predicted text is the same text without it
    (some tools drop a leading BOM), the predicted offsets are shifted by one.
    """
    only_gold = [i for i in gold.ids() if i not in pred and pred.fmt != "physionet"]
    only_pred = [i for i in pred.ids() if i not in gold]
    if only_gold or only_pred:
        parts = []
        if only_gold:
            parts.append(f"{len(only_gold)} gold document(s) have no prediction: {_id_list(only_gold)}")
        if only_pred:
            parts.append(f"{len(only_pred)} predicted document(s) have no gold: {_id_list(only_pred)}")
        raise FstdeidError("documents do not match by id; " + "; ".join(parts))
    no_text = [d.id for d in gold if d.text is None]
    if no_text:
        raise FstdeidError(f"{gold.source}: gold documents without text: {_id_list(no_text)}")
    shifted: list[str] = []
    differ: list[str] = []
    missing = Doc("", None)  # a gold note that PhysioNet predictions do not name: no PHI predicted
    for g in gold:
        pt = pred.docs.get(g.id, missing).text
        if pt is None or pt == g.text:
            continue
        if g.text.startswith("\ufeff") and pt == g.text[1:]:
            shifted.append(g.id)
        else:
            differ.append(g.id)
    if differ:
        raise FstdeidError(f"the predicted text differs from the gold text (offsets not comparable) in: "
                           f"{_id_list(differ)}")
    pairs = []
    info = {"duplicates_dropped": {"gold": 0, "pred": 0}, "bom_shifted": shifted}
    for g in gold:
        p = pred.docs.get(g.id, missing)
        gs = dedupe(g.spans)
        ps = _with_origin(dedupe(p.spans), p.tags)
        if g.id in shifted:
            ps = [replace(s, start=s.start + 1, end=s.end + 1) for s in ps]
        info["duplicates_dropped"]["gold"] += len(g.spans) - len(gs)
        info["duplicates_dropped"]["pred"] += len(p.spans) - len(ps)
        for side, spans in (("gold", gs), ("predicted", ps)):
            for s in spans:
                if s.start < 0 or s.end < s.start or s.end > len(g.text):
                    raise FstdeidError(f"{side} document {g.id!r}: span {s.start}-{s.end} ({s.label}) is not "
                                       f"inside the text (length {len(g.text)})")
        pairs.append(Pair(g.id, g.text, gs, ps, p.deidentified))
    return pairs, info


def _with_origin(spans: list[ESpan], tags: tuple[TagSpan, ...]) -> list[ESpan]:
    """Predicted spans with the stage and rule of the tag that produced each, when tags are known."""
    if not tags:
        return spans
    exact: dict[tuple[int, int], TagSpan] = {}
    phi: list[TagSpan] = []
    for top in tags:
        for t in top.walk():
            if t.label is not None:
                exact.setdefault((t.start, t.end), t)
                phi.append(t)
    out = []
    for s in spans:
        if s.stage is not None:
            out.append(s)
            continue
        t = exact.get((s.start, s.end))
        if t is None:  # the outermost PHI tag overlapping it
            t = next((t for t in phi if t.start < s.end and s.start < t.end), None)
        out.append(replace(s, stage=t.stage, rule=t.rule) if t is not None else s)
    return out

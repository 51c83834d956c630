"""The evaluation measures, each computed exactly as documented here and in docs/evaluation.md.

All schemes work on `Pair`s (the gold and predicted spans of one document, exact duplicates
removed: an annotation given twice counts once, as in the MEDDOCAN and i2b2 scripts, which compare
sets). Two spans *overlap* when they share at least one character: ``a.start < b.end and
b.start < a.end``. Figures are micro-averaged over the documents (counts summed, then divided). A
ratio whose denominator is 0 is 0.0, as in the official MEDDOCAN and i2b2 scripts; the slot error
rate with no gold PHI is None (undefined).

MEDDOCAN (IberLEF 2019, the official script's semantics)
    * Subtask 1 (NER offset and type): sets of ``(label, start, end)``; TP = gold ∩ pred,
      FP = pred − gold, FN = gold − pred; P = TP/(TP+FP), R = TP/(TP+FN), F1 = 2PR/(P+R).
      A per-label table gives TP, FP, FN, support (= gold count = TP+FN), P, R, F1.
    * Leak = (FN of subtask 1) / (number of sentences of the gold documents). The official script
      counts the lines of sentence-split files made with FreeLing, which are not distributed; we
      count sentences with `count_sentences` (line breaks and ``.``/``!``/``?``/``…`` followed by
      whitespace end a sentence; a sentence must hold a letter or digit), so leak figures are
      comparable between runs of this tool, not to the digit with published ones.
    * Subtask 2 strict: sets of ``(start, end)`` (label ignored), same P/R/F1.
    * Subtask 2 merged: on each side, spans sorted by (start, end) are merged with the previous
      (merged) span when the text between them holds no alphanumeric character (``str.isalnum``),
      including when they touch or overlap. TP = (strict gold ∩ strict pred) ∪ (merged gold ∩
      merged pred); FP = strict pred spans not in strict gold and not contained in a TP span;
      FN = strict gold spans not in strict pred and not contained in a TP span. One deliberate
      difference from the official script: a merged span ends at the larger end of the two (the
      script takes the later span's end, which shortens a span when the next one is nested in it).

Serbian (paper 002)
    Each gold span gets one class: OK (a prediction with the same extent and label), UOK2 (a
    prediction with the same extent, none with its label: type wrong), UOK1 (no prediction with
    the same extent but one overlapping it: extent wrong, whatever its label — a partly masked
    PHI, the error that reveals part of it), MISS (no overlapping prediction), MISS-E (likewise,
    for a gold span marked malformed). Each prediction that overlaps no gold span is NOK. Gold
    classes count under the gold label, NOK under the predicted label. With UOK = UOK1 + UOK2
    (Table 2):
    strict:  TP = OK, FP = NOK + UOK, FN = MISS + MISS-E,
             P = OK/(OK+NOK+UOK), R = OK/(OK+MISS+MISS-E);
    relaxed: TP = OK + UOK, FP = NOK, FN = MISS,
             P = (OK+UOK)/(OK+NOK+UOK), R = (OK+UOK)/(OK+UOK+MISS);
    F = 2PR/(P+R); SER (formula (1)) = (NOK+MISS+MISS-E+UOK1+UOK2)/(OK+UOK1+UOK2+MISS+MISS-E).
    The same formulas apply to check values recorded in Serbian XML (`serbian_from_counts`).

i2b2 2014
    * strict: exact ``(label, start, end)``, as MEDDOCAN subtask 1.
    * relaxed: a gold and a predicted span match when they have the same label, the same start and
      ends at most 2 characters apart (|Δend| ≤ 2): the i2b2 script's ``fuzzy_end_equality(2)``.
      Matching is one-to-one (each span matches at most once): a maximum matching, computed per
      (label, start) by taking gold spans by increasing end, each with the unmatched prediction of
      smallest end within reach. TP = matched pairs, FP = unmatched predictions, FN = unmatched
      gold.
    * token: tokens from `fstdeid.tokenizer.tokenize` of the gold text; a token carries label L on
      a side when it overlaps a span of label L there. Sets of ``(token, label)`` are compared
      (TP/FP/FN as above); ``token_binary`` compares the sets of tokens that carry any label.
    * HIPAA: the strict measure on the spans whose label the HIPAA map says yes to (gold filtered
      by gold label, predictions by predicted label). Labels the map does not know count as not
      HIPAA and are listed as ``unmapped``.

PhysioNet (deid 1.1 style, label-blind overlap)
    recall = gold spans overlapped by some prediction / gold spans (also per gold type);
    precision = predictions overlapping some gold span / predictions; F1 from the two.

String-level leak
    A gold span leaks when its string ``text[start:end]`` still occurs in the de-identified text
    of its document: case-sensitive, and not glued to a letter or digit on a side where the string
    itself begins or ends with one (so "Ana" does not leak through "Anabel"). Strings of
    whitespace only are skipped. rate = leaked / gold spans checked (also per label). The
    de-identified text is the one given (``--deidentified``), else the gold text with each
    predicted span (overlapping ones united) replaced by ``[LABEL]``.

Confusion table
    Rows are gold labels and NOK, columns predicted labels and MISS. Each gold span counts once:
    under the label of the overlapping prediction that shares most characters with it (ties: same
    label first, then the earliest), or under MISS; each prediction overlapping no gold counts in
    row NOK. A row's sum is its gold count.

Errors (the concordance)
    Every gold span not exactly matched (subtask-1 FN) and every prediction not exactly matched
    (subtask-1 FP), with an error type: MISS / MISS-E (nothing overlaps it), NOK (a prediction
    overlapping no gold), TYPE (a span with the same extent but another label exists on the other
    side), EXTENT (only overlapping spans with another extent exist).
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections import Counter, defaultdict
from dataclasses import dataclass
from typing import Iterable, Mapping

from ..tokenizer import tokenize
from .corpus import ESpan, Pair

SERBIAN_CLASSES = ("OK", "UOK1", "UOK2", "NOK", "MISS", "MISS-E")
ERROR_TYPES = ("MISS", "MISS-E", "NOK", "TYPE", "EXTENT")
RELAXED_END_DISTANCE = 2


def ratio(a: float, b: float) -> float:
    return a / b if b else 0.0


@dataclass(frozen=True)
class PRF:
    """Counts of true positives, false positives and false negatives, and P/R/F1 from them."""

    tp: int
    fp: int
    fn: int

    @property
    def precision(self) -> float:
        return ratio(self.tp, self.tp + self.fp)

    @property
    def recall(self) -> float:
        return ratio(self.tp, self.tp + self.fn)

    @property
    def f1(self) -> float:
        p, r = self.precision, self.recall
        return ratio(2 * p * r, p + r)

    def __add__(self, other: "PRF") -> "PRF":
        return PRF(self.tp + other.tp, self.fp + other.fp, self.fn + other.fn)

    def as_dict(self) -> dict:
        return {"tp": self.tp, "fp": self.fp, "fn": self.fn, "precision": self.precision, "recall": self.recall,
                "f1": self.f1}


def _prf_sets(gold: set, pred: set) -> PRF:
    return PRF(len(gold & pred), len(pred - gold), len(gold - pred))


def overlaps(a, b) -> bool:
    return a.start < b.end and b.start < a.end


def _overlap_len(a, b) -> int:
    return max(0, min(a.end, b.end) - max(a.start, b.start))


class _Index:
    """Spans sorted by start, for overlap queries."""

    def __init__(self, spans: Iterable[ESpan]):
        self.spans = sorted(spans, key=lambda s: (s.start, s.end, s.label))
        self.starts = [s.start for s in self.spans]
        self.max_len = max((s.end - s.start for s in self.spans), default=0)

    def overlapping(self, span) -> list[ESpan]:
        lo = bisect_right(self.starts, span.start - self.max_len - 1)
        hi = bisect_right(self.starts, span.end - 1)
        return [o for o in self.spans[lo:hi] if o.end > span.start and o.start < span.end]


# -- MEDDOCAN -------------------------------------------------------------------------------------

_BOUNDARY = re.compile(r"\r\n|[\n\r\u2028\u2029]|(?<=[.!?\u2026])[\"'\u00bb\u201d\u2019)\]]*(?=\s)")


def count_sentences(text: str) -> int:
    """Sentences for the leak score: pieces between line breaks and sentence-final punctuation
    (``.``, ``!``, ``?``, ``…``, closing quotes or brackets after it) followed by whitespace, that
    hold at least one letter or digit."""
    return sum(1 for piece in _BOUNDARY.split(text) if any(ch.isalnum() for ch in piece))


def merge_spans(text: str, spans: Iterable[tuple[int, int]]) -> list[tuple[int, int]]:
    """Subtask 2 merging: consecutive spans (by start, end) joined when only non-alphanumeric
    characters (or nothing) lie between them."""
    out: list[tuple[int, int]] = []
    for s, e in sorted(spans):
        if out and not any(ch.isalnum() for ch in text[out[-1][1]:s]):
            ps, pe = out[-1]
            out[-1] = (ps, max(pe, e))
        else:
            out.append((s, e))
    return out


def _contained(t: tuple[int, int], container: Iterable[tuple[int, int]]) -> bool:
    return any(c[0] <= t[0] and t[1] <= c[1] for c in container)


def meddocan(pairs: list[Pair]) -> dict:
    s1 = PRF(0, 0, 0)
    strict = PRF(0, 0, 0)
    merged = PRF(0, 0, 0)
    per_label: dict[str, Counter] = defaultdict(Counter)
    sentences = 0
    for p in pairs:
        g = {s.key for s in p.gold}
        q = {s.key for s in p.pred}
        for label, _, _ in g & q:
            per_label[label]["tp"] += 1
        for label, _, _ in q - g:
            per_label[label]["fp"] += 1
        for label, _, _ in g - q:
            per_label[label]["fn"] += 1
        s1 += _prf_sets(g, q)
        sentences += count_sentences(p.text)
        gs = {(s.start, s.end) for s in p.gold}
        ps = {(s.start, s.end) for s in p.pred}
        strict += _prf_sets(gs, ps)
        gm = set(merge_spans(p.text, gs))
        pm = set(merge_spans(p.text, ps))
        inter = (gs & ps) | (gm & pm)
        fp = {t for t in ps - gs if not _contained(t, inter)}
        fn = {t for t in gs - ps if not _contained(t, inter)}
        merged += PRF(len(inter), len(fp), len(fn))
    labels = {}
    for label in sorted(per_label):
        c = per_label[label]
        prf = PRF(c["tp"], c["fp"], c["fn"])
        labels[label] = {**prf.as_dict(), "support": prf.tp + prf.fn}
    return {
        "subtask1": {**s1.as_dict(), "leak": ratio(s1.fn, sentences), "sentences": sentences,
                     "per_label": labels},
        "subtask2_strict": strict.as_dict(),
        "subtask2_merged": merged.as_dict(),
    }


# -- Serbian --------------------------------------------------------------------------------------


def classify_gold(gold: ESpan, candidates: list[ESpan]) -> str:
    """The Serbian class of one gold span given the predictions that overlap it."""
    same_extent = [p for p in candidates if p.start == gold.start and p.end == gold.end]
    if same_extent:
        return "OK" if any(p.label == gold.label for p in same_extent) else "UOK2"
    if candidates:
        return "UOK1"
    return "MISS-E" if gold.malformed else "MISS"


def serbian_counts(pairs: list[Pair]) -> dict[str, Counter]:
    """Class counts per label (gold label; predicted label for NOK)."""
    counts: dict[str, Counter] = defaultdict(Counter)
    for p in pairs:
        pred_index = _Index(p.pred)
        gold_index = _Index(p.gold)
        for g in p.gold:
            counts[g.label][classify_gold(g, pred_index.overlapping(g))] += 1
        for q in p.pred:
            if not gold_index.overlapping(q):
                counts[q.label]["NOK"] += 1
    return counts


def serbian_from_counts(counts: Mapping[str, Mapping[str, int]]) -> dict:
    """Table 2 and formula (1) of paper 002 from class counts per label, with a total."""
    total: Counter = Counter()
    for c in counts.values():
        total.update(c)
    rows = {label: counts[label] for label in sorted(counts)}
    rows["total"] = total
    out = {"counts": {}, "strict": {}, "relaxed": {}, "ser": {}}
    for label, c in rows.items():
        ok, u1, u2, nok, miss, misse = (c.get(k, 0) for k in SERBIAN_CLASSES)
        uok = u1 + u2
        out["counts"][label] = {k: c.get(k, 0) for k in SERBIAN_CLASSES}
        out["strict"][label] = PRF(ok, nok + uok, miss + misse).as_dict()
        out["relaxed"][label] = PRF(ok + uok, nok, miss).as_dict()
        reference = ok + u1 + u2 + miss + misse
        errors = nok + miss + misse + u1 + u2
        out["ser"][label] = (errors / reference) if reference else (0.0 if errors == 0 else None)
    return out


def serbian(pairs: list[Pair]) -> dict:
    return serbian_from_counts(serbian_counts(pairs))


# -- i2b2 2014 ------------------------------------------------------------------------------------


def relaxed_matches(gold: list[ESpan], pred: list[ESpan], distance: int = RELAXED_END_DISTANCE) -> int:
    """Size of a maximum one-to-one matching: same label, same start, |end difference| <= distance."""
    groups: dict[tuple[str, int], tuple[list[int], list[int]]] = defaultdict(lambda: ([], []))
    for s in gold:
        groups[(s.label, s.start)][0].append(s.end)
    for s in pred:
        groups[(s.label, s.start)][1].append(s.end)
    matched = 0
    for g_ends, p_ends in groups.values():
        if not g_ends or not p_ends:
            continue
        free = sorted(p_ends)
        for e in sorted(g_ends):
            # the smallest free end >= e - distance; it must also be <= e + distance
            i = next((k for k, pe in enumerate(free) if pe >= e - distance), None)
            if i is not None and free[i] <= e + distance:
                free.pop(i)
                matched += 1
    return matched


def _token_labels(tokens, spans: list[ESpan]) -> set[tuple[int, int, str]]:
    ends = [t.end for t in tokens]
    out = set()
    for s in spans:
        i = bisect_right(ends, s.start)  # first token ending after the span starts
        while i < len(tokens) and tokens[i].start < s.end:
            out.add((tokens[i].start, tokens[i].end, s.label))
            i += 1
    return out


def hipaa_label(label: str, hipaa_map: Mapping[str, bool]) -> bool | None:
    if label in hipaa_map:
        return hipaa_map[label]
    return hipaa_map.get(label.upper())


def i2b2(pairs: list[Pair], hipaa_map: Mapping[str, bool]) -> dict:
    strict = relaxed = token = binary = hipaa = PRF(0, 0, 0)
    unmapped: set[str] = set()
    for p in pairs:
        g = {s.key for s in p.gold}
        q = {s.key for s in p.pred}
        strict += _prf_sets(g, q)
        m = relaxed_matches(p.gold, p.pred)
        relaxed += PRF(m, len(p.pred) - m, len(p.gold) - m)
        tokens = tokenize(p.text)
        tg, tq = _token_labels(tokens, p.gold), _token_labels(tokens, p.pred)
        token += _prf_sets(tg, tq)
        binary += _prf_sets({t[:2] for t in tg}, {t[:2] for t in tq})
        for s in p.gold + p.pred:
            if hipaa_label(s.label, hipaa_map) is None:
                unmapped.add(s.label)
        hg = {k for k in g if hipaa_label(k[0], hipaa_map)}
        hq = {k for k in q if hipaa_label(k[0], hipaa_map)}
        hipaa += _prf_sets(hg, hq)
    return {
        "strict": strict.as_dict(),
        "relaxed": {**relaxed.as_dict(), "end_distance": RELAXED_END_DISTANCE},
        "token": token.as_dict(),
        "token_binary": binary.as_dict(),
        "hipaa": {**hipaa.as_dict(), "unmapped": sorted(unmapped)},
    }


# -- PhysioNet ------------------------------------------------------------------------------------


def physionet(pairs: list[Pair]) -> dict:
    found: Counter = Counter()
    total: Counter = Counter()
    right = n_pred = 0
    for p in pairs:
        pred_index, gold_index = _Index(p.pred), _Index(p.gold)
        for g in p.gold:
            total[g.label] += 1
            if pred_index.overlapping(g):
                found[g.label] += 1
        for q in p.pred:
            n_pred += 1
            if gold_index.overlapping(q):
                right += 1
    recall = ratio(sum(found.values()), sum(total.values()))
    precision = ratio(right, n_pred)
    return {
        "recall": recall, "precision": precision, "f1": ratio(2 * precision * recall, precision + recall),
        "gold": sum(total.values()), "gold_found": sum(found.values()), "pred": n_pred, "pred_right": right,
        "per_type_recall": {label: {"gold": total[label], "found": found[label],
                                    "recall": ratio(found[label], total[label])} for label in sorted(total)},
    }


# -- string-level leak ----------------------------------------------------------------------------


def masked_text(text: str, spans: Iterable[ESpan]) -> str:
    """The text with each predicted span replaced by ``[LABEL]`` (overlapping spans united first,
    under the first one's label): what ``fstdeid deid`` in tag mode would write."""
    merged: list[list] = []
    for s in sorted(spans, key=lambda s: (s.start, -s.end)):
        if merged and s.start < merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], s.end)
        else:
            merged.append([s.start, s.end, s.label])
    out, pos = [], 0
    for start, end, label in merged:
        out.append(text[pos:start])
        out.append(f"[{label}]")
        pos = end
    out.append(text[pos:])
    return "".join(out)


def leak_pattern(string: str) -> re.Pattern:
    left = r"(?<![^\W_])" if string[:1].isalnum() else ""
    right = r"(?![^\W_])" if string[-1:].isalnum() else ""
    return re.compile(left + re.escape(string) + right)


def leaked_spans(text: str, deidentified: str, gold: Iterable[ESpan]) -> tuple[list[ESpan], list[ESpan]]:
    """(gold spans checked, those whose string occurs in `deidentified`)."""
    checked, leaked = [], []
    cache: dict[str, bool] = {}
    for g in gold:
        string = text[g.start:g.end]
        if not string.strip():
            continue
        checked.append(g)
        if string not in cache:
            cache[string] = leak_pattern(string).search(deidentified) is not None
        if cache[string]:
            leaked.append(g)
    return checked, leaked


def string_leak(pairs: list[Pair], deidentified: Mapping[str, str] | None = None) -> tuple[dict, list]:
    """The string-level leak figures, and the leaked (doc id, span) list."""
    per_label: dict[str, Counter] = defaultdict(Counter)
    leaks = []
    for p in pairs:
        if deidentified is not None:
            deid = deidentified[p.id]
        elif p.deidentified is not None:
            deid = p.deidentified
        else:
            deid = masked_text(p.text, p.pred)
        checked, leaked = leaked_spans(p.text, deid, p.gold)
        for g in checked:
            per_label[g.label]["gold"] += 1
        for g in leaked:
            per_label[g.label]["leaked"] += 1
            leaks.append((p.id, g))
    n = sum(c["gold"] for c in per_label.values())
    k = sum(c["leaked"] for c in per_label.values())
    return {
        "gold": n, "leaked": k, "rate": ratio(k, n),
        "per_label": {label: {"gold": c["gold"], "leaked": c["leaked"], "rate": ratio(c["leaked"], c["gold"])}
                      for label, c in sorted(per_label.items())},
    }, leaks


# -- confusion and errors -------------------------------------------------------------------------

MISS_COL = "MISS"
NOK_ROW = "NOK"


def _best(span: ESpan, candidates: list[ESpan]) -> ESpan | None:
    if not candidates:
        return None
    return min(candidates, key=lambda c: (-_overlap_len(span, c), c.label != span.label, c.start, c.end, c.label))


def confusion(pairs: list[Pair]) -> dict:
    cells: dict[str, Counter] = defaultdict(Counter)
    for p in pairs:
        pred_index, gold_index = _Index(p.pred), _Index(p.gold)
        for g in p.gold:
            best = _best(g, pred_index.overlapping(g))
            cells[g.label][best.label if best else MISS_COL] += 1
        for q in p.pred:
            if not gold_index.overlapping(q):
                cells[NOK_ROW][q.label] += 1
    rows = sorted(r for r in cells if r != NOK_ROW) + ([NOK_ROW] if NOK_ROW in cells else [])
    cols = sorted({c for r in cells.values() for c in r if c != MISS_COL})
    if any(MISS_COL in r for r in cells.values()):
        cols.append(MISS_COL)
    return {"rows": rows, "cols": cols, "cells": {r: dict(sorted(cells[r].items())) for r in rows}}


def rules(pairs: list[Pair]) -> dict:
    """Per cascade rule (`stage/rule`, for predictions fstdeid made): its predictions, how many
    match a gold span exactly (subtask 1), how many overlap one with another label or extent, and
    how many overlap none. Empty when the predictions carry no origin."""
    counts: dict[str, Counter] = defaultdict(Counter)
    for p in pairs:
        exact = {s.key for s in p.gold}
        gold_index = _Index(p.gold)
        for q in p.pred:
            if q.stage is None:
                continue
            c = counts[f"{q.stage}/{q.rule}"]
            c["predicted"] += 1
            if q.key in exact:
                c["exact"] += 1
            elif gold_index.overlapping(q):
                c["overlapping"] += 1
            else:
                c["spurious"] += 1
    return {name: {"predicted": c["predicted"], "exact": c["exact"], "overlapping": c["overlapping"],
                   "spurious": c["spurious"], "precision": ratio(c["exact"], c["predicted"])}
            for name, c in sorted(counts.items())}


@dataclass(frozen=True)
class ErrorItem:
    """One miss (side FN: a gold span) or false positive (side FP: a prediction)."""

    doc: str
    side: str  # "FN" or "FP"
    type: str  # one of ERROR_TYPES
    span: ESpan
    other: ESpan | None  # the best overlapping span of the other side, if any

    @property
    def category(self) -> str:
        return self.span.label

    def as_dict(self, text: str | None = None) -> dict:
        d = {"doc": self.doc, "side": self.side, "type": self.type, "category": self.span.label,
             "start": self.span.start, "end": self.span.end}
        if self.other is not None:
            d["other"] = {"label": self.other.label, "start": self.other.start, "end": self.other.end}
        if self.span.stage is not None:
            d["stage"] = self.span.stage
            d["rule"] = self.span.rule
        if text is not None:
            d["text"] = text[self.span.start:self.span.end]
        return d


def errors(pairs: list[Pair]) -> list[ErrorItem]:
    out: list[ErrorItem] = []
    for p in pairs:
        g_keys = {s.key for s in p.gold}
        q_keys = {s.key for s in p.pred}
        pred_index, gold_index = _Index(p.pred), _Index(p.gold)
        items = []
        for g in p.gold:
            if g.key in q_keys:
                continue
            cands = pred_index.overlapping(g)
            cls = classify_gold(g, cands)
            kind = {"UOK1": "EXTENT", "UOK2": "TYPE"}.get(cls, cls)
            items.append(ErrorItem(p.id, "FN", kind, g, _best(g, cands)))
        for q in p.pred:
            if q.key in g_keys:
                continue
            cands = gold_index.overlapping(q)
            if not cands:
                kind = "NOK"
            elif any(c.start == q.start and c.end == q.end for c in cands):
                kind = "TYPE"
            else:
                kind = "EXTENT"
            items.append(ErrorItem(p.id, "FP", kind, q, _best(q, cands)))
        items.sort(key=lambda e: (e.span.start, e.span.end, e.side))
        out += items
    return out


# -- defaults for the HIPAA subset ----------------------------------------------------------------

#: MEDDOCAN labels: HIPAA Safe Harbor identifiers (by analogy with the i2b2 2014 table below:
#: the patient's and relatives' names, ages, dates, streets and towns, contacts, all identifiers)
#: say yes; staff names, professions, hospitals, health centres, countries and sex say no.
HIPAA_MEDDOCAN = {
    "NOMBRE_SUJETO_ASISTENCIA": True, "FAMILIARES_SUJETO_ASISTENCIA": True, "EDAD_SUJETO_ASISTENCIA": True,
    "FECHAS": True, "CALLE": True, "TERRITORIO": True, "INSTITUCION": True, "NUMERO_TELEFONO": True,
    "NUMERO_FAX": True, "CORREO_ELECTRONICO": True, "URL_WEB": True, "DIREC_PROT_INTERNET": True,
    "ID_SUJETO_ASISTENCIA": True, "ID_CONTACTO_ASISTENCIAL": True, "ID_ASEGURAMIENTO": True,
    "NUMERO_BENEF_PLAN_SALUD": True, "ID_TITULACION_PERSONAL_SANITARIO": True, "ID_EMPLEO_PERSONAL_SANITARIO": True,
    "IDENTIF_VEHICULOS_NRSERIE_PLACAS": True, "IDENTIF_DISPOSITIVOS_NRSERIE": True, "IDENTIF_BIOMETRICOS": True,
    "OTRO_NUMERO_IDENTIF": True, "OTROS_SUJETO_ASISTENCIA": True,
    "NOMBRE_PERSONAL_SANITARIO": False, "PROFESION": False, "HOSPITAL": False, "CENTRO_SALUD": False,
    "PAIS": False, "SEXO_SUJETO_ASISTENCIA": False,
}

#: i2b2 2014 TYPEs: the HIPAA column of the track's annotation table (Stubbs et al. 2015).
HIPAA_I2B2 = {
    "AGE": True, "EMAIL": True, "FAX": True, "PHONE": True, "DATE": True, "ACCOUNT": True, "BIOID": True,
    "DEVICE": True, "HEALTHPLAN": True, "IDNUM": True, "LICENSE": True, "MEDICALRECORD": True, "SSN": True,
    "VEHICLE": True, "CITY": True, "ORGANIZATION": True, "STREET": True, "ZIP": True, "PATIENT": True,
    "IPADDR": False, "URL": False, "COUNTRY": False, "DEPARTMENT": False, "HOSPITAL": False,
    "LOCATION-OTHER": False, "ROOM": False, "STATE": False, "DOCTOR": False, "USERNAME": False, "OTHER": False,
    "PROFESSION": False,
}

#: PhysioNet deid types: the patient's and relatives' names, dates (not years), ages, phones and
#: locations say yes; clinicians' names, years and "Other" say no.
HIPAA_PHYSIONET = {
    "PTName": True, "PTNameInitial": True, "RelativeProxyName": True, "Date": True, "Age": True, "Phone": True,
    "Location": True, "HCPName": False, "DateYear": False, "Other": False,
}

#: The Serbian categories of paper 002 (countries and organisations are PHI there, not in HIPAA).
HIPAA_SERBIAN = {"pers": True, "date": True, "top": True, "num": True, "adrese": True, "org": False}


def default_hipaa_map() -> dict[str, bool]:
    m: dict[str, bool] = {}
    for table in (HIPAA_SERBIAN, HIPAA_PHYSIONET, HIPAA_I2B2, HIPAA_MEDDOCAN):
        m.update(table)
    return m

"""Running a compiled cascade over one text: tokens in, nested lexical tags out.

Each stage finds its matches in the current sequence of units (`fstdeid.locate`) and rewrites each
match into one tag unit, which later stages see as a single unit carrying the tag's codes. This is
CasSys: a stage's output is the next stage's input.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Sequence
from itertools import chain, compress

from .annotation import TagSpan
from .build import Compiled, StageInfo
from .features import FeatureIndex, Tokens
from .grammar import MERGE
from .language import LanguageConfig, PhiCategory
from .locate import Match, StageMachine
from .normalize import matching_form
from .tokenizer import TOKEN_PATTERN


@dataclass(frozen=True)
class StageTrace:
    """What one run of one stage did: its matches as tags, and the time it took."""

    stage: str
    iteration: int
    tags: tuple[TagSpan, ...]
    seconds: float
    units: tuple  # the units after the stage: TagSpan for tags, (start, end) for tokens


# Bound of the label sets the stage machines remember (see Cascade._learn).
MAX_LEARNT = 100_000
_NONE: frozenset = frozenset()
_CODE_BYTES = 2  # a stage machine's codes of a label set (`StageMachine.codes`): as a first unit, as a second


class Units:
    """The units of a text between two stages, as parallel lists: unit i is the tag `nodes[i]` (None
    for a token), carries the labels `feats[i]` and covers the tokens from `first[i]` up to the
    next unit's first token (the last unit: up to the last token)."""

    __slots__ = ("tokens", "feats", "nodes", "first")

    def __init__(self, tokens: Tokens, feats: list[frozenset], nodes: list, first: list[int]):
        self.tokens = tokens
        self.feats = feats
        self.nodes = nodes
        self.first = first

    def span(self, a: int, b: int) -> tuple[int, int]:
        """The code-point offsets of the units a to b - 1."""
        first = self.first
        last = first[b] if b < len(first) else len(self.tokens.starts)
        return self.tokens.starts[first[a]], self.tokens.ends[last - 1]

    def text(self, i: int) -> str:
        """The text of token unit i."""
        return self.tokens.texts[self.first[i]]

    def form(self, i: int) -> str:
        """The matching form of token unit i."""
        return self.tokens.forms[self.first[i]]

    def trace(self) -> tuple:
        """The units for a `StageTrace`: TagSpan for tags, (start, end) for tokens."""
        return tuple(node if node is not None else self.span(i, i + 1) for i, node in enumerate(self.nodes))

    def replaced(self, tags: list[tuple[int, int, TagSpan, frozenset]]) -> "Units":
        """These units with, for each (a, b, tag, labels) of `tags` (in text order, not overlapping),
        the units a to b - 1 replaced by one unit: the tag, carrying those labels."""
        feats: list[frozenset] = []
        nodes: list = []
        first: list[int] = []
        prev = 0
        for a, b, node, labels in tags:
            feats += self.feats[prev:a]
            nodes += self.nodes[prev:a]
            first += self.first[prev:a]
            feats.append(labels)
            nodes.append(node)
            first.append(self.first[a])
            prev = b
        feats += self.feats[prev:]
        nodes += self.nodes[prev:]
        first += self.first[prev:]
        return Units(self.tokens, feats, nodes, first)


class Cascade:
    def __init__(self, compiled: Compiled, config: LanguageConfig):
        self.config = config
        self.lexicons = compiled.lexicons
        self.features = FeatureIndex(compiled.alphabet, compiled.lexicons)
        self._end = self.features.end_features()
        begin = self.features.begin_features()
        self.stages: list[tuple[StageInfo, StageMachine | None]] = [
            (info, None if fst is None else
             StageMachine(fst, has_left_context=info.has_left_context, max_units=config.max_match_units,
                          end=self._end, begin=begin, co_labels=self.features.co_labels))
            for info, fst in compiled.stages
        ]
        self._labels: dict[tuple[str, ...], PhiCategory | None] = {}
        self._learnt: set[frozenset] = set()  # the label sets every stage machine has learnt (see _learn)
        self._machines = [m for _, m in self.stages if m is not None]
        # label set -> the two codes of each stage machine (`StageMachine.codes`), machine after
        # machine: with the units' rows joined, a machine's codes are two slices (see `run`)
        self._rows: dict[frozenset, bytes] = {}
        self._column = {id(m): _CODE_BYTES * k for k, m in enumerate(self._machines)}
        self._learn([self._end], [])

    def run(self, text: str, trace: list | None = None, deadline=None) -> list[TagSpan]:
        """The tags of `text` after every stage (the outermost ones, in text order). Appends a
        `StageTrace` per stage run to `trace`. `deadline` (a `fstdeid.pipeline.Deadline`) is told
        each stage and called while it runs."""
        tokens = self.features.token_units(text)
        n = len(tokens.feats)
        units = Units(tokens, tokens.feats, [None] * n, list(range(n)))
        self._learn(units.feats, units.feats)
        rows = None  # the units' rows of codes joined (see _learn), made again when the units change
        stride = _CODE_BYTES * len(self._machines)
        for info, machine in self.stages:
            for iteration in range(self.config.repeat_cap if info.repeat else 1):
                t0 = time.perf_counter()
                if deadline is not None:
                    deadline.at(info.name)
                if machine is None:
                    units, new, replaced = self._propagate(text, units, info)
                    matches = new
                else:
                    if rows is None:
                        rows = b"".join(map(self._rows.__getitem__, units.feats))
                    k = self._column[id(machine)]
                    matches = machine.find(units.feats, _NONE, deadline,  # every label set learnt
                                           codes=(rows[k::stride], rows[k + 1::stride]))
                    if matches:
                        units, new, replaced = self._rewrite(text, units, matches, info)
                    else:
                        new = []
                if matches:  # the new tags' label sets are the only ones the units did not have
                    stale = self._learn([labels for _, _, _, labels in replaced], units.feats)
                    rows = None if stale or rows is None else self._spliced(rows, replaced)
                if trace is not None:
                    trace.append(StageTrace(info.name, iteration, tuple(new), time.perf_counter() - t0, units.trace()))
                if not matches:
                    break
        return [node for node in units.nodes if node is not None]

    def _learn(self, label_sets: list[frozenset], feats: list[frozenset]) -> bool:
        """Make every stage machine learn those of `label_sets` it has not seen (`StageMachine.learn`):
        once per new label set, instead of each machine looking for new ones in every text. `feats`:
        the label sets of the current units, learnt again if the memos start afresh. True if the
        code rows of label sets learnt before changed (rows joined before are stale)."""
        new = set(label_sets).difference(self._learnt)
        if not new:
            return False
        reset = len(self._learnt) + len(new) > MAX_LEARNT
        if reset:  # bound the machines' memos: start afresh
            self._learnt.clear()
            self._rows.clear()
            for machine in self._machines:
                machine.forget()
            new = set(feats) | {self._end}
        recoded = set().union(*[machine.learn(new) for machine in self._machines])  # see `learn`
        self._learnt |= new
        codes = [machine.codes for machine in self._machines]
        for f in new | recoded:
            self._rows[f] = bytes(chain.from_iterable(c(f) for c in codes))
        return reset or bool(recoded)

    def _rewrite(self, text: str, units: Units, matches: list[Match], info: StageInfo
                 ) -> tuple[Units, list[TagSpan], list[tuple[int, int, TagSpan, frozenset]]]:
        """The units with each match replaced by its tag; the tags; the replacements (`Units.replaced`)."""
        new = [self._tag(text, units, m, info) for m in matches]
        replaced = [(m.start, m.end, node, self._tag_labels(node, units.feats[m.start]))
                    for m, node in zip(matches, new)]
        return units.replaced(replaced), new, replaced

    def _tag_labels(self, node: TagSpan, first: frozenset) -> frozenset:
        """The labels of a new tag unit whose first unit had the labels `first`: a tag begins a line
        as its first unit did."""
        return self.features.tag_features(node.codes, node.infl, self.features.bol in first)

    def _spliced(self, rows: bytes, replaced: list[tuple[int, int, TagSpan, frozenset]]) -> bytes:
        """The joined code rows of units after `Units.replaced(replaced)`, from those before it."""
        width = _CODE_BYTES * len(self._machines)
        pieces, prev = [], 0
        for a, b, _, labels in replaced:
            pieces.append(rows[prev * width:a * width])
            pieces.append(self._rows[labels])
            prev = b
        pieces.append(rows[prev * width:])
        return b"".join(pieces)

    def _tag(self, text: str, units: Units, m: Match, info: StageInfo) -> TagSpan:
        rule = info.rules[m.rule]
        parts = {info.parts[j]: (a, b) for j, a, b in m.parts}
        infl = rule.infl
        if rule.infl_from:
            sets = [self._part_infl(units, a, b) for a, b in (parts[p] for p in rule.infl_from if p in parts)]
            sets = [s for s in sets if s]
            if sets:
                common = set.intersection(*sets)
                infl = tuple(sorted(common if common else sets[0]))
        lemma = ""
        if rule.lemma_from:
            lemma = " ".join(self._part_lemma(text, units, a, b, set(infl))
                             for a, b in (parts[p] for p in rule.lemma_from if p in parts))
        children = tuple(n for n in units.nodes[m.start:m.end] if n is not None) if info.mode == MERGE else ()
        cat = self._category(rule.codes)
        start, end = units.span(m.start, m.end)
        return TagSpan(start, end, rule.codes, infl, lemma, info.name, rule.name, children,
                       cat.label if cat else None, cat.element if cat else _element(rule.codes))

    def _propagate(self, text: str, units: Units, info: StageInfo
                   ) -> tuple[Units, list[TagSpan], list[tuple[int, int, TagSpan, frozenset]]]:
        """A `Propagate` stage: tag every other occurrence of what earlier stages tagged.

        The document's dictionary maps token-key sequences to an entry: the source tag, whether the
        entry is one word of it (then the new tag gets the code `part` and needs a capital, as every
        copy does with the stage's `capital`), and
        the lemma and inflection codes the new tag takes.
        """
        p = info.propagate
        masks = [set(m) for m in p["masks"]]
        fold = str.casefold if p["ignore_case"] else str
        min_chars = p["min_chars"]
        by_lemma = p.get("by_lemma", False)
        join = p.get("join", False)
        entries: dict[tuple[str, ...], tuple[TagSpan, bool, str, tuple[str, ...]]] = {}
        sources_by_lemma: dict[str, TagSpan] = {}  # lemma of a word of a source tag -> the tag

        for node in units.nodes:
            if node is None:
                continue
            for t in node.walk():
                if not any(m.issubset(t.codes) for m in masks):
                    continue
                toks = [m.group() for m in TOKEN_PATTERN.finditer(text, t.start, t.end)]
                seq = tuple(fold(matching_form(x)) for x in toks)
                if seq and sum(map(len, seq)) >= min_chars:
                    entries.setdefault(seq, (t, False, t.lemma, t.infl))
                if not p["parts"]:
                    continue
                words = [x for x in toks if x[:1].isalpha()]
                lemma_words = t.lemma.split()
                for j, x in enumerate(words):
                    k = fold(matching_form(x))
                    if len(k) < min_chars or x[:1].islower():  # not a particle: "de [las] Heras" -> "Las"
                        continue
                    word_lemma = lemma_words[j] if len(lemma_words) == len(words) else x
                    entries.setdefault((k,), (t, True, word_lemma, t.infl))
                    if by_lemma:
                        for lemma in self._lemmas(x):
                            sources_by_lemma.setdefault(lemma, t)
        if not entries:
            return units, [], []
        longest: dict[str, int] = {}
        for seq in entries:
            longest[seq[0]] = max(longest.get(seq[0], 0), len(seq))
        keys = self._token_keys(units.tokens, p["ignore_case"])  # token index -> key
        nodes, first = units.nodes, units.first
        # The token units where an entry can start: those whose key starts one, and, with by_lemma,
        # capitalised ones whose lemma may be a source word's (a dictionary entry found that way
        # needs a capital, so it cannot start at the other units).
        if sources_by_lemma:
            starts = units.tokens.starts
            cands = [i for i, node in enumerate(nodes) if node is None and (
                keys[first[i]] in longest or (len(keys[first[i]]) >= min_chars and text[starts[first[i]]].isupper()))]
        else:  # C-level loops: the units whose first token's key starts an entry, then the tokens among them
            hits = compress(range(len(first)), map(longest.__contains__, map(keys.__getitem__, first)))
            cands = [i for i in hits if nodes[i] is None]
        every_capital = p.get("capital", False)  # else only a part needs one
        replaced: list[tuple[int, int, TagSpan, frozenset]] = []
        new: list[TagSpan] = []
        prev, n = 0, len(first)
        for i in cands:
            if i < prev:  # inside the previous new tag
                continue
            k = keys[first[i]]
            if k not in longest:
                entry = self._lemma_entry(units.text(i), sources_by_lemma)
                if entry is None:
                    continue
                entries[(k,)] = entry
                longest[k] = 1
            capital = text[units.tokens.starts[first[i]]].isupper()
            found = None
            for length in range(min(longest[k], n - i), 0, -1):
                if any(node is not None for node in nodes[i:i + length]):
                    continue
                hit = entries.get((k, *(keys[j] for j in first[i + 1:i + length])))
                if hit is not None and (capital or not (hit[1] or every_capital)):
                    span = units.span(i, i + length)
                    if not _in_compound(text, *span):
                        found = (length, hit, span)
                        break
            if found is None:
                continue
            length, (src, is_part, lemma, infl), (start, end) = found
            codes = src.codes + ("part",) if is_part else src.codes
            cat = self._category(codes)
            node = TagSpan(start, end, codes, infl, lemma, info.name,
                           f"propagated:{src.rule}", (), cat.label if cat else None,
                           cat.element if cat else _element(codes))
            first_unit, end_unit = i, i + length
            if join:  # one tag with a tag of its category beside it on its line
                if new and i == prev and _beside(text, new[-1], node):  # the previous copy
                    first_unit = replaced.pop()[0]
                    node = _joined(new.pop(), node)
                elif i > prev and _beside(text, nodes[i - 1], node):  # an earlier stage's tag
                    first_unit = i - 1
                    node = _joined(nodes[i - 1], node)
                if end_unit < n and _beside(text, node, nodes[end_unit]):  # ... or one right after it
                    node = _joined(node, nodes[end_unit])
                    end_unit += 1
            new.append(node)
            replaced.append((first_unit, end_unit, node, self._tag_labels(node, units.feats[first_unit])))
            prev = end_unit
        return (units.replaced(replaced) if new else units), new, replaced

    def _token_keys(self, tokens: Tokens, ignore_case: bool) -> Sequence[str]:
        """The dictionary keys of a document's tokens for a Propagate stage: matching form, case-folded
        if the stage ignores case (`str.casefold` is cheaper than a cache lookup)."""
        return list(map(str.casefold, tokens.forms)) if ignore_case else tokens.forms

    def _lemma_entry(self, form: str, sources_by_lemma: dict[str, TagSpan]):
        """A dictionary entry for a word one of whose readings has the lemma of a source word: the
        new tag takes that lemma and the inflection codes of the readings that have it."""
        readings = [an for lx in self.lexicons for an in lx.lookup(matching_form(form))]
        for an in readings:
            src = sources_by_lemma.get(an.lemma)
            if src is not None:
                infl = tuple(sorted({c for r in readings if r.lemma == an.lemma for c in r.infl}))
                return (src, True, an.lemma, infl)
        return None

    def _lemmas(self, form: str) -> set[str]:
        """The lemmas of the lexicon readings of one token."""
        mf = matching_form(form)
        return {an.lemma for lx in self.lexicons for an in lx.lookup(mf)}

    def _part_infl(self, units: Units, a: int, b: int) -> set[str]:
        """The inflection codes of a one-unit part (units a to b - 1): its tag's, or those of its
        token's lexicon readings."""
        if b - a != 1:
            return set()
        if units.nodes[a] is not None:
            return set(units.nodes[a].infl)
        form = units.form(a)
        return {c for lx in self.lexicons for an in lx.lookup(form) for c in an.infl}

    def _part_lemma(self, text: str, units: Units, a: int, b: int, infl: set[str]) -> str:
        """The lemma of a one-unit part (units a to b - 1): its tag's, or that of the first lexicon
        reading that agrees with the new tag's inflection codes (any reading if the tag has none);
        else the text."""
        if b - a == 1:
            node = units.nodes[a]
            if node is not None and node.lemma:
                return node.lemma
            if node is None:
                readings = [an for lx in self.lexicons for an in lx.lookup(units.form(a))]
                agreeing = [an for an in readings if infl.intersection(an.infl)] if infl else readings
                if agreeing or readings:
                    return (agreeing or readings)[0].lemma
        if b <= a:
            return ""
        start, end = units.span(a, b)
        return text[start:end]

    def _category(self, codes: tuple[str, ...]) -> PhiCategory | None:
        if codes not in self._labels:
            cs = set(codes)
            self._labels[codes] = next((c for c in self.config.phi if cs.issuperset(c.mask)), None)
        return self._labels[codes]


_HYPHENS = "-\u2010\u2011"


def _in_compound(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] is joined by a hyphen, without spaces, to a word after or before it:
    part of a compound, which a `Propagate` copy never is (`Juan Pérez García` is not in `Dr. Juan
    Pérez García-Blanco`, nor `Castilla` in `Castilla-La Mancha`)."""
    return (text[end:end + 1] in _HYPHENS and text[end + 1:end + 2].isalnum()) \
        or (start >= 2 and text[start - 1] in _HYPHENS and text[start - 2].isalnum())


def _element(codes: tuple[str, ...]) -> str:
    """XML element name of a non-PHI tag: its codes joined by dots, reduced to ASCII name characters."""
    name = ".".join(codes)
    cleaned = "".join(ch if ch.isascii() and (ch.isalnum() or ch in "._-") else "_" for ch in name)
    return cleaned if cleaned[:1].isalpha() or cleaned[:1] == "_" else "_" + cleaned


def _beside(text: str, a: TagSpan | None, b: TagSpan | None) -> bool:
    """Whether tags `a` and `b` (None: no tag) are of one category and `b` follows `a` on its line."""
    return a is not None and b is not None and a.label == b.label and "\n" not in text[a.end:b.start]


def _joined(a: TagSpan, b: TagSpan) -> TagSpan:
    """One tag for two copies of one category that a Propagate stage found side by side: the codes
    they share, the inflection codes they share, their lemmas one after the other."""
    codes = tuple(c for c in a.codes if c in b.codes)
    infl = tuple(sorted(set(a.infl) & set(b.infl)))
    element = a.element if a.label is not None else _element(codes)
    return TagSpan(a.start, b.end, codes, infl, f"{a.lemma} {b.lemma}".strip(), a.stage, a.rule, (), a.label, element)

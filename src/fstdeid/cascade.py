"""Running a compiled cascade over one text: tokens in, nested lexical tags out.

Each stage finds its matches in the current sequence of units (`fstdeid.locate`) and rewrites each
match into one tag unit, which later stages see as a single unit carrying the tag's codes. This is
CasSys: a stage's output is the next stage's input.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from itertools import compress
from operator import attrgetter

from .annotation import TagSpan
from .build import Compiled, StageInfo
from .features import FeatureIndex, Unit, cached_map
from .grammar import MERGE
from .language import LanguageConfig, PhiCategory
from .locate import Match, StageMachine
from .normalize import matching_form
from .prefilter import Prefilter, required_groups
from .tokenizer import TOKEN_PATTERN


@dataclass(frozen=True)
class StageTrace:
    """What one run of one stage did: its matches as tags, and the time it took."""

    stage: str
    iteration: int
    tags: tuple[TagSpan, ...]
    seconds: float
    units: tuple  # the units after the stage: TagSpan for tags, (start, end) for tokens


_feats = attrgetter("feats")
_first = attrgetter("first")


class Cascade:
    def __init__(self, compiled: Compiled, config: LanguageConfig):
        self.config = config
        self.lexicons = compiled.lexicons
        self.features = FeatureIndex(compiled.alphabet, compiled.lexicons)
        self.stages: list[tuple[StageInfo, StageMachine | None]] = [
            (info, None if fst is None else
             StageMachine(fst, has_left_context=info.has_left_context, max_units=config.max_match_units))
            for info, fst in compiled.stages
        ]
        self.prefilter = Prefilter([None if m is None else required_groups(m) for _, m in self.stages])
        self._labels: dict[tuple[str, ...], PhiCategory | None] = {}
        self._key_cache: dict[bool, dict[str, str]] = {False: {}, True: {}}  # see _token_keys

    def run(self, text: str, trace: list | None = None, deadline=None) -> list[Unit]:
        """The units of `text` after every stage. Appends a `StageTrace` per stage run to `trace`.
        `deadline` (a `fstdeid.pipeline.Deadline`) is told each stage and called while it runs."""
        units, texts = self.features.token_units(text)
        feats = list(map(_feats, units))  # the units' label sets, rebuilt when a stage changes the units
        distinct = set(feats)
        can_match, present = self.prefilter.can_match, self.prefilter.present(distinct)
        for number, (info, machine) in enumerate(self.stages):
            for iteration in range(self.config.repeat_cap if info.repeat else 1):
                t0 = time.perf_counter()
                if deadline is not None:
                    deadline.at(info.name)
                if machine is None:
                    units, new = self._propagate(text, texts, units, info)
                    matches = new
                elif not can_match(number, present):  # a label every match needs is absent
                    matches = new = []
                else:
                    matches = machine.find(feats, distinct, deadline)
                    if matches:
                        units, new = self._rewrite(text, units, matches, info)
                    else:
                        new = []
                if matches:
                    feats = list(map(_feats, units))
                    distinct = set(feats)
                    present = self.prefilter.present(distinct)
                if trace is not None:
                    trace.append(StageTrace(info.name, iteration, tuple(new), time.perf_counter() - t0,
                                            tuple(u.node or (u.start, u.end) for u in units)))
                if not matches:
                    break
        return units

    def _rewrite(self, text: str, units: list[Unit], matches: list[Match], info: StageInfo):
        out: list[Unit] = []
        new: list[TagSpan] = []
        prev = 0
        tag_features = self.features.tag_features
        for m in matches:
            out.extend(units[prev:m.start])
            covered = units[m.start:m.end]
            node = self._tag(text, units, m, info, covered)
            new.append(node)
            out.append(Unit(node.start, node.end, tag_features(node.codes, node.infl), node,
                            covered[0].first, covered[-1].last))
            prev = m.end
        out.extend(units[prev:])
        return out, new

    def _tag(self, text: str, units: list[Unit], m: Match, info: StageInfo, covered: list[Unit]) -> TagSpan:
        rule = info.rules[m.rule]
        parts = {info.parts[j]: (a, b) for j, a, b in m.parts}
        infl = rule.infl
        if rule.infl_from:
            sets = [self._part_infl(text, units[a:b]) for a, b in (parts[p] for p in rule.infl_from if p in parts)]
            sets = [s for s in sets if s]
            if sets:
                common = set.intersection(*sets)
                infl = tuple(sorted(common if common else sets[0]))
        lemma = ""
        if rule.lemma_from:
            lemma = " ".join(self._part_lemma(text, units[a:b], set(infl))
                             for a, b in (parts[p] for p in rule.lemma_from if p in parts))
        children = tuple(u.node for u in covered if u.node is not None) if info.mode == MERGE else ()
        cat = self._category(rule.codes)
        return TagSpan(covered[0].start, covered[-1].end, rule.codes, infl, lemma, info.name, rule.name, children,
                       cat.label if cat else None, cat.element if cat else _element(rule.codes))

    def _propagate(self, text: str, texts: list[str], units: list[Unit], info: StageInfo) -> tuple[list[Unit], list[TagSpan]]:
        """A `Propagate` stage: tag every other occurrence of what earlier stages tagged.

        The document's dictionary maps token-key sequences to an entry: the source tag, whether the
        entry is one word of it (then the new tag gets the code `part` and needs a capital), and
        the lemma and inflection codes the new tag takes. `texts` are the document's token texts.
        """
        p = info.propagate
        masks = [set(m) for m in p["masks"]]
        fold = str.casefold if p["ignore_case"] else str
        min_chars = p["min_chars"]
        by_lemma = p.get("by_lemma", False)
        entries: dict[tuple[str, ...], tuple[TagSpan, bool, str, tuple[str, ...]]] = {}
        sources_by_lemma: dict[str, TagSpan] = {}  # lemma of a word of a source tag -> the tag

        for u in units:
            if u.node is None:
                continue
            for t in u.node.walk():
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
                    if len(k) < min_chars:
                        continue
                    word_lemma = lemma_words[j] if len(lemma_words) == len(words) else x
                    entries.setdefault((k,), (t, True, word_lemma, t.infl))
                    if by_lemma:
                        for lemma in self._lemmas(x):
                            sources_by_lemma.setdefault(lemma, t)
        if not entries:
            return units, []
        longest: dict[str, int] = {}
        for seq in entries:
            longest[seq[0]] = max(longest.get(seq[0], 0), len(seq))
        keys = self._token_keys(texts, p["ignore_case"])  # token index -> key
        # The token units where an entry can start: those whose key starts one, and, with by_lemma,
        # capitalised ones whose lemma may be a source word's (a dictionary entry found that way
        # needs a capital, so it cannot start at the other units).
        if sources_by_lemma:
            cands = [i for i, u in enumerate(units) if u.node is None and (
                keys[u.first] in longest or (len(keys[u.first]) >= min_chars and text[u.start].isupper()))]
        else:  # C-level loops: the units whose first token's key starts an entry, then the tokens among them
            hits = compress(range(len(units)), map(longest.__contains__, map(keys.__getitem__, map(_first, units))))
            cands = [i for i in hits if units[i].node is None]
        out: list[Unit] = []
        new: list[TagSpan] = []
        prev, n = 0, len(units)
        tag_features = self.features.tag_features
        for i in cands:
            if i < prev:  # inside the previous new tag
                continue
            u = units[i]
            k = keys[u.first]
            if k not in longest:
                entry = self._lemma_entry(text[u.start:u.end], sources_by_lemma)
                if entry is None:
                    continue
                entries[(k,)] = entry
                longest[k] = 1
            found = None
            for length in range(min(longest[k], n - i), 0, -1):
                span = units[i:i + length]
                if any(v.node is not None for v in span):
                    continue
                hit = entries.get((k, *(keys[v.first] for v in span[1:])))
                if hit is not None and (not hit[1] or text[u.start].isupper()):
                    found = (length, hit)
                    break
            if found is None:
                continue
            length, (src, is_part, lemma, infl) = found
            span = units[i:i + length]
            codes = src.codes + ("part",) if is_part else src.codes
            cat = self._category(codes)
            node = TagSpan(span[0].start, span[-1].end, codes, infl, lemma, info.name,
                           f"propagated:{src.rule}", (), cat.label if cat else None,
                           cat.element if cat else _element(codes))
            new.append(node)
            out.extend(units[prev:i])
            out.append(Unit(node.start, node.end, tag_features(codes, infl), node, span[0].first, span[-1].last))
            prev = i + length
        if not new:
            return units, new
        out.extend(units[prev:])
        return out, new

    def _token_keys(self, texts: list[str], ignore_case: bool) -> list[str]:
        """The dictionary keys of a document's tokens for a Propagate stage: matching form, case-folded
        if the stage ignores case. Cached per token text (bounded)."""
        fold = _casefold_form if ignore_case else matching_form
        return cached_map(self._key_cache[ignore_case], fold, texts, 200_000)

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

    def _part_infl(self, text: str, part: list[Unit]) -> set[str]:
        if len(part) != 1:
            return set()
        u = part[0]
        if u.node is not None:
            return set(u.node.infl)
        form = matching_form(text[u.start:u.end])
        return {c for lx in self.lexicons for an in lx.lookup(form) for c in an.infl}

    def _part_lemma(self, text: str, part: list[Unit], infl: set[str]) -> str:
        """The lemma of a one-unit part: its tag's, or that of the first lexicon reading that agrees
        with the new tag's inflection codes (any reading if the tag has none); else the text."""
        if len(part) == 1:
            u = part[0]
            if u.node is not None and u.node.lemma:
                return u.node.lemma
            if u.node is None:
                readings = [an for lx in self.lexicons for an in lx.lookup(matching_form(text[u.start:u.end]))]
                agreeing = [an for an in readings if infl.intersection(an.infl)] if infl else readings
                if agreeing or readings:
                    return (agreeing or readings)[0].lemma
        return text[part[0].start:part[-1].end] if part else ""

    def _category(self, codes: tuple[str, ...]) -> PhiCategory | None:
        if codes not in self._labels:
            cs = set(codes)
            self._labels[codes] = next((c for c in self.config.phi if cs.issuperset(c.mask)), None)
        return self._labels[codes]


def _casefold_form(token: str) -> str:
    return matching_form(token).casefold()


def _element(codes: tuple[str, ...]) -> str:
    """XML element name of a non-PHI tag: its codes joined by dots, reduced to ASCII name characters."""
    name = ".".join(codes)
    cleaned = "".join(ch if ch.isascii() and (ch.isalnum() or ch in "._-") else "_" for ch in name)
    return cleaned if cleaned[:1].isalpha() or cleaned[:1] == "_" else "_" + cleaned

"""The alphabet of the stage automata: atoms as integer symbols, and the symbols each unit carries.

Every atom used by a language's grammars gets an integer label. At run time each unit of the text
(a token, or a tag from an earlier stage) carries the set of labels of the atoms it satisfies; a stage
automaton moves over a unit along any arc whose label is in that set. This is the "text automaton" of
Unitex: one unit, several interpretations.

A lexicon atom has three more labels for multi-word entries: B(egin), I(nside), E(nd). A multi-word
entry found in the text puts B on its first token, I on the middle ones and E on the last, and the atom
compiles to `L | B I* E`.

Token features depend only on the token's text and kind, so they are computed once per distinct token
and cached; the few context-dependent ones (line start, multi-word entries) are added per document.
"""

from __future__ import annotations

import re
import sys
from collections import Counter
from dataclasses import dataclass
from itertools import accumulate, compress
from operator import itemgetter, sub
from typing import Callable, Iterable, Sequence

from .errors import GrammarError
from .grammar import COMPOUND_KINDS, Atom
from .normalize import matching_form
from .tokenizer import (EMAIL, NUMBER, PUNCT, SPACED_KINDS_BY_GROUP, SPACED_TOKEN_PATTERN, SPACED_TOKEN_STRINGS, URL,
                        WORD)

# Labels 1..15 are reserved for markers; atom labels start at 16 and come in blocks of 4.
MARK_START, MARK_END = 1, 2
FIRST_ATOM_LABEL = 16
END_BASE = 1 << 24  # END_BASE + k ends rule k of a stage

# The token's text in the groups of a match of SPACED_TOKEN_PATTERN: one of groups 2..6 holds it,
# the others are empty.
_TOKEN_GROUPS = itemgetter(*range(1, len(SPACED_KINDS_BY_GROUP) - 1))


def _groups(text: str, pos: int) -> tuple[str, ...]:
    """The groups of the match of SPACED_TOKEN_PATTERN at `pos` (gap, then the token in the group of
    its kind), matched in its text: its look-behinds read the characters before it."""
    return SPACED_TOKEN_PATTERN.match(text, pos).groups("")


TOKEN_KINDS = ("cap", "upper", "lower", "word", "number", "punct", "email", "url", "token", "any")


@dataclass(slots=True)
class Tokens:
    """The tokens of a text as the cascade first sees them: parallel lists, one entry per token."""

    feats: list[frozenset]  # labels of the atoms each token satisfies
    starts: list[int]  # code-point offsets into the text
    ends: list[int]
    texts: tuple[str, ...]  # the tokens' texts
    forms: tuple[str, ...]  # their matching forms (`fstdeid.normalize.matching_form`)


@dataclass(frozen=True)
class Alphabet:
    """The atoms of a language, numbered. Built by the compiler, stored in the manifest."""

    atoms: tuple[Atom, ...]

    @staticmethod
    def build(atoms: Iterable[Atom]) -> "Alphabet":
        unique = {a.key(): a for a in atoms}
        # Sub-atoms of & and ~ need labels too: the compound is computed from them.
        pending = list(unique.values())
        while pending:
            a = pending.pop()
            if a.kind in COMPOUND_KINDS:
                for sub in a.args:
                    if sub.key() not in unique:
                        unique[sub.key()] = sub
                        pending.append(sub)
        return Alphabet(tuple(unique[k] for k in sorted(unique)))

    def label(self, atom: Atom) -> int:
        return self._labels[atom.key()]

    @property
    def _labels(self) -> dict[str, int]:
        cache = self.__dict__.get("_label_cache")
        if cache is None:
            cache = {a.key(): FIRST_ATOM_LABEL + 4 * i for i, a in enumerate(self.atoms)}
            object.__setattr__(self, "_label_cache", cache)
        return cache

    def name_of(self, label: int) -> str:
        """A readable name for a label, for traces and errors."""
        if label == MARK_START:
            return "<start>"
        if label == MARK_END:
            return "<end>"
        if label >= END_BASE:
            return f"<rule {label - END_BASE}>"
        i, extra = divmod(label - FIRST_ATOM_LABEL, 4)
        return self.atoms[i].key() + ("", "#B", "#I", "#E")[extra]


class FeatureIndex:
    """Computes the label sets of units, given the alphabet and the language's lexicons."""

    def __init__(self, alphabet: Alphabet, lexicons: Sequence, *, cache_size: int = 200_000):
        self.alphabet = alphabet
        self.lexicons = list(lexicons)
        self._cache: dict[tuple[str, str], frozenset] = {}
        self._parts_cache: dict[str, tuple] = {}  # see token_units
        self._cache_size = cache_size
        self._tag_cache: dict[tuple, tuple[frozenset, frozenset]] = {}
        self._with_cache: dict[tuple, frozenset] = {}
        label = alphabet.label
        self.lit: dict[str, list[int]] = {}
        self.ilit: dict[str, list[int]] = {}
        self.kinds: dict[str, int] = {}
        self.digits: list[tuple[int, int, int]] = []
        self.regexes: list[tuple[re.Pattern, int]] = []  # those that are not `literal_regexes`
        self.literal_regexes = LiteralRegexes()
        # per regex: the least and greatest length it can match, a test of its first character (`_regex_shape`)
        self._regex_shapes: list[tuple[int, int, Callable | None]] = []
        self._regexes_by_start: dict[tuple[int, str], list[tuple[re.Pattern, int]]] = {}
        self.lex_atoms: list[tuple[tuple[str, ...], str | None, str | None, int]] = []
        self.tag_atoms: list[tuple[tuple[str, ...], str | None, int]] = []
        self.compounds: list[tuple[Atom, int]] = []
        self.bol: int | None = None
        self.attached: int | None = None
        names = {lx.name for lx in self.lexicons}
        for a in alphabet.atoms:
            lab = label(a)
            k = a.kind
            if k == "lit":
                self.lit.setdefault(a.args[0], []).append(lab)
            elif k == "ilit":
                self.ilit.setdefault(a.args[0], []).append(lab)
            elif k in TOKEN_KINDS:
                self.kinds[k] = lab
            elif k == "digits":
                self.digits.append((a.args[0], a.args[1], lab))
            elif k == "regex":
                parsed = _parse(a.args[0])  # once, for both
                if not self.literal_regexes.add(a.args[0], lab, parsed):
                    self.regexes.append((re.compile(a.args[0]), lab))
                    self._regex_shapes.append(_regex_shape(parsed))
            elif k == "lex":
                mask, lexname, infl = a.args
                if lexname is not None and lexname not in names:
                    raise GrammarError(f"atom {a.key()}: no lexicon named {lexname!r} (have: {sorted(names)})")
                self.lex_atoms.append((mask, lexname, infl, lab))
            elif k == "tag":
                self.tag_atoms.append((a.args[0], a.args[1], lab))
            elif k in COMPOUND_KINDS:
                self.compounds.append((a, lab))
            elif k == "bol":
                self.bol = lab
            elif k == "attached":
                self.attached = lab
            else:
                raise GrammarError(f"unknown atom kind {k!r}")
        self.any_label = self.kinds.get("any")
        # The labels every token carries, and those of each token kind (see `_compute_token`).
        self._base_labels = tuple(self.kinds[k] for k in ("token", "any") if k in self.kinds)
        self._kind_labels = {kind: self._base_labels + ((self.kinds[name],) if name in self.kinds else ())
                             for kind, name in ((WORD, "word"), (NUMBER, "number"), (PUNCT, "punct"),
                                                (EMAIL, "email"), (URL, "url"))}
        self._case_labels = tuple(self.kinds.get(k) for k in ("cap", "upper", "lower"))
        # Inlined leaves make the order of compounds irrelevant; a compound is tested once per
        # distinct token (the cache) or tag code set.
        self._compound_tests = CompoundTests(self.compounds, label)
        # The compounds that hold on no leaf (`~X`, `~X & ~Y`): they hold on almost every unit, so a
        # unit's label set carries one of them only where it does NOT hold (see `_with_compounds`).
        self.co_labels: frozenset = frozenset(self._compound_tests.holding(frozenset()))
        self._compound_memo: dict[tuple[int, ...], frozenset] = {}
        # The labels the compound tests read: the compounds that hold depend only on a set's
        # labels among these (far fewer distinct projections than label sets).
        self._compound_leaves = frozenset(lab for a, _ in self.compounds for lab in _leaf_labels(a, label))
        self._compound_by_leaves: dict[frozenset, tuple[int, ...]] = {}
        # Per lexicon and codes tuple: the lexicon atoms whose mask the codes satisfy.
        self._lex_by_codes: dict[tuple[str, tuple], list[tuple[str | None, int]]] = {}
        # (lexicon name, template ids) -> the lexicon labels of a token with those analyses
        self._labels_by_templates: dict[tuple[str, tuple[int, ...]], frozenset] = {}
        self._multiword = [lx for lx in self.lexicons if lx.has_multiword]
        # Lexicons grouped by key function, so a token's key is made once per group (lexicon order
        # kept within a group; labels are a set, so the order between groups does not matter).
        by_key: dict = {}
        for lx in self.lexicons:
            by_key.setdefault(lx.key_function, []).append((lx, lx.has_multiword))
        self._lexicons_by_key = list(by_key.items())
        # token text -> the multi-word lexicons it can start an entry of (False: none)
        self._multiword_firsts: dict[str, list | bool] = {}
        self._multiword_pairs: dict[tuple[str, str], tuple] = {}  # see _multiword_lexicons

    # -- tokens ---------------------------------------------------------------------------------

    def token_features(self, text: str, kind: str, context: int = 0) -> frozenset:
        """Labels of a token; `context` has bit 1 for "first on its line", bit 2 for "no space before"."""
        key = (text, kind, context)
        got = self._cache.get(key)
        return got if got is not None else self._cache_miss(key)

    def _cache_miss(self, key: tuple[str, str, int]) -> frozenset:
        if len(self._cache) >= self._cache_size:
            self._cache.clear()
        # Token types are many, their label sets few: `_with_compounds` gives one shared copy of
        # each set (memory per worker, and the matcher's memos key on these sets).
        got = self._cache[key] = self._compute_token(*key)
        return got

    def _compute_token(self, raw: str, kind: str, context: int) -> frozenset:
        text = matching_form(raw)
        out = set(self._kind_labels.get(kind, self._base_labels))
        if context & 1 and self.bol is not None:
            out.add(self.bol)
        if context & 2 and self.attached is not None:
            out.add(self.attached)
        if kind == WORD:
            cap, upper, lower = self._case_labels
            if cap is not None and text[0].isupper():
                out.add(cap)
            if upper is not None and text.isupper():
                out.add(upper)
            if lower is not None and text.islower():
                out.add(lower)
        elif kind == NUMBER:
            n = len(text)
            out.update(lab for lo, hi, lab in self.digits if lo <= n <= hi)
        lit = self.lit.get(text)
        if lit is not None:
            out.update(lit)
        if self.ilit:
            lit = self.ilit.get(text.casefold())
            if lit is not None:
                out.update(lit)
        if self.literal_regexes and text:
            out.update(self.literal_regexes.labels(text))
        if self.regexes and text:
            shape = (len(text), text[0])
            regexes = self._regexes_by_start.get(shape)
            for rx, lab in regexes if regexes is not None else self._regexes_for(shape):
                if rx.fullmatch(text):
                    out.add(lab)
        if self.lex_atoms:
            starting = set()  # the multi-word lexicons with an entry that can start with this token
            for key_of, lexicons in self._lexicons_by_key:
                key = key_of(text)
                for lx, multiword in lexicons:
                    tids, starts = lx.lookup_templates(text, key)
                    if tids:
                        got = self._labels_by_templates.get((lx.name, tids))
                        out.update(got if got is not None else self._template_labels(lx, tids))
                    if multiword and starts:
                        starting.add(lx)
            firsts = self._multiword_firsts  # the keys are made: fill `_multiword_lexicons`'s cache
            if self._multiword and raw not in firsts:
                if len(firsts) >= self._cache_size:
                    firsts.clear()
                firsts[raw] = [lx for lx in self._multiword if lx in starting] or False
        return self._with_compounds(out)

    def _regexes_for(self, shape: tuple[int, str]) -> list[tuple[re.Pattern, int]]:
        """The regex atoms that can match a text of n characters that begins with character c,
        `shape` = (n, c): most tokens are tried against few."""
        n, c = shape
        if len(self._regexes_by_start) >= self._cache_size:
            self._regexes_by_start.clear()
        got = self._regexes_by_start[shape] = [
            rl for rl, (lo, hi, first) in zip(self.regexes, self._regex_shapes)
            if lo <= n <= hi and (first is None or first(c))]
        return got

    def _template_labels(self, lexicon, tids: tuple[int, ...]) -> frozenset:
        """The lexicon labels of a token whose analyses in `lexicon` are those of templates `tids`
        (`Lexicon.lookup_templates`): they depend only on the analyses' codes and inflections."""
        got = frozenset(lab for tid in tids for codes, infl in lexicon.template_codes(tid)
                        for lab in self._lex_labels(lexicon.name, codes, infl))
        if len(self._labels_by_templates) >= self._cache_size:
            self._labels_by_templates.clear()
        self._labels_by_templates[(lexicon.name, tids)] = got
        return got

    def _lex_labels(self, lexname: str, codes: tuple[str, ...], infl: tuple[str, ...]) -> list[int]:
        """The labels of the lexicon atoms an analysis (codes, inflections) in lexicon `lexname` satisfies."""
        key = (lexname, codes)
        cands = self._lex_by_codes.get(key)
        if cands is None:
            cs = set(codes)
            cands = self._lex_by_codes[key] = [
                (val, lab) for mask, ln, val, lab in self.lex_atoms
                if (ln is None or ln == lexname) and cs.issuperset(mask)
            ]
        return [lab for val, lab in cands if val is None or any(val in c for c in infl)]

    def _with_compounds(self, labels: set[int]) -> frozenset:
        """`labels` and the labels of the compound atoms (`&`, `~`) that hold, as one shared set, in
        which the co-labels (`co_labels`, the compounds that hold on no leaf) are flipped: one is
        in the set where it does not hold. A label set of the es cascade holds about 490 labels, 400 of
        them compounds that hold nearly everywhere; flipped, it keeps about 100 (`labels_of` undoes it).

        Each compound test reads only leaf labels (nested compounds are inlined), so the result
        depends only on `labels`; label sets are few, so it is memoised on them (on their sorted
        tuple: a set of 500 labels takes 16 to 32 kB, the tuple 4 kB, and a worker keeps thousands).
        The set is built from a set, so that its table is no larger than its size needs."""
        key = tuple(sorted(labels))
        got = self._compound_memo.get(key)
        if got is None:
            leaves = self._compound_leaves.intersection(key)
            held = self._compound_by_leaves.get(leaves)
            if held is None:
                held = self._compound_tests.holding(leaves)
                if len(self._compound_by_leaves) >= self._cache_size:
                    self._compound_by_leaves.clear()
                self._compound_by_leaves[leaves] = held
            if len(self._compound_memo) >= self._cache_size:
                self._compound_memo.clear()
            full = {*key, *held}
            full.symmetric_difference_update(self.co_labels)
            got = self._compound_memo[key] = frozenset(full)
        return got

    def labels_of(self, feats: frozenset) -> frozenset:
        """The labels that hold on a unit, from its label set (whose co-labels are flipped)."""
        return feats.symmetric_difference(self.co_labels)

    def end_features(self) -> frozenset:
        """Labels of the end of the text, as the unit after the last one (see `StageMachine.end`):
        those of the compound atoms that hold on no label (`~X`), and a line start (a right
        context `line_start()` holds at the end of the text as at the end of any other line)."""
        return self._with_compounds({self.bol} if self.bol is not None else set())

    def begin_features(self) -> frozenset:
        """Labels of the start of the text, as the unit before the first one (see
        `StageMachine.begin`): those of the compound atoms that hold on no label (`~X`). Not a line
        start: `left(line_start())` is about the unit before the match, which is no line's first."""
        return self._with_compounds(set())

    # -- tags -----------------------------------------------------------------------------------

    def tag_features(self, codes: tuple[str, ...], infl: tuple[str, ...], line_start: bool = False) -> frozenset:
        """The labels of a tag unit; with `line_start` (the tag begins a line, as its first unit
        did), the line start's too, as a token there has it."""
        key = (codes, infl)
        got = self._tag_cache.get(key)
        if got is None:  # (the labels without compounds, with them)
            cs = set(codes)
            out = {lab for mask, val, lab in self.tag_atoms
                   if cs.issuperset(mask) and (val is None or any(val in c for c in infl))}
            if self.any_label is not None:
                out.add(self.any_label)
            got = self._tag_cache[key] = (frozenset(out), self._with_compounds(out))
        if line_start and self.bol is not None:  # the compounds again: `~line_start()` no longer holds
            return self._with_compounds(got[0] | {self.bol})
        return got[1]

    # -- documents ------------------------------------------------------------------------------

    def token_units(self, text: str) -> Tokens:
        """Tokenize `text`, with each token's labels.

        This is the hottest code of the engine, so its loops run in C (`map`, `zip`): the tokenizer's
        pattern gives, per token, the string of the gap before it and the token; that string says
        everything about the token that does not depend on its neighbours (its kind too: the token
        patterns of different kinds never match the same whole string), so it is the key of a cache
        of `_part_token` records (labels, text, matching form, lengths, whether it can start a
        multi-word entry). The matches are contiguous (whitespace goes to the gap, any other
        character is a token), so the offsets are running sums of their lengths.
        """
        parts = SPACED_TOKEN_STRINGS.findall(text)
        if not parts:
            return Tokens([], [], [], (), ())
        cache = self._parts_cache
        records = list(map(cache.get, parts))
        if None in records:
            if len(cache) + records.count(None) > self._cache_size:
                cache.clear()
            offsets = list(accumulate(map(len, parts), initial=0))
            for j in [j for j, r in enumerate(records) if r is None]:
                record = cache.get(parts[j])  # None unless the same part came earlier in this text
                if record is None:
                    record = cache[parts[j]] = self._part_token(_groups(text, offsets[j]))
                records[j] = record
        feats, texts, forms, widths, lengths, may_start = zip(*records)
        feats = list(feats)
        if self.bol is not None or self.attached is not None:  # the first token starts a line
            feats[0] = self._part_features(_groups(text, 0), texts[0], first=True)
        ends = list(accumulate(widths))
        tokens = Tokens(feats, list(map(sub, ends, lengths)), ends, texts, forms)
        if self.lex_atoms and self._multiword and any(may_start):
            self._add_multiword(feats, texts, forms, may_start)
        return tokens

    def _part_token(self, part: tuple[str, ...]) -> tuple:
        """The record `token_units` keeps for one match of the spaced token pattern, given its
        groups: the token's labels, text, matching form, the match's length, the token's length,
        and whether the token may start a multi-word lexicon entry."""
        raw = "".join(_TOKEN_GROUPS(part))
        feats = self._part_features(part, raw)
        may_start = bool(self._multiword) and self._multiword_firsts.get(raw, True) is not False
        return feats, raw, matching_form(raw), len(part[0]) + len(raw), len(raw), may_start

    def _part_features(self, part: tuple[str, ...], raw: str, first: bool = False) -> frozenset:
        """Labels of the token `raw` of one match of the spaced token pattern, `part` its groups (see
        `token_units`)."""
        # the token is the one non-empty group after the gap: its kind is that group's
        kind = SPACED_KINDS_BY_GROUP[part.index(raw, 1) + 1]
        context = 0
        if self.bol is not None or self.attached is not None:
            gap = part[0]
            if first:
                context = 1
            elif not gap:
                context = 2
            else:
                context = 1 if "\n" in gap or "\r" in gap else 0
        return self.token_features(raw, kind, context)

    def _add_multiword(self, feats: list[frozenset], texts: Sequence[str], forms: Sequence[str],
                       may_start: Sequence[bool]) -> None:
        """Mark multi-word lexicon entries (leftmost-longest per lexicon) with B/I/E labels, in `feats`.

        Only tokens that may start a multi-word entry of some lexicon are tried (`may_start`, from
        the token's record); which lexicons can have an entry starting with two given tokens is
        cached per pair of token texts.
        """
        starts = list(compress(range(len(texts)), may_start))
        pairs = self._multiword_pairs  # (token text, next token text) -> the lexicons to try
        last = len(texts) - 1
        reached = {lx.name: 0 for lx in self._multiword}
        for i in starts:
            if i == last:  # a multi-word entry has two tokens or more
                continue
            pair = (texts[i], texts[i + 1])
            lexicons = pairs.get(pair)
            if lexicons is None:
                lexicons = self._multiword_lexicons(pair)
            if not lexicons:
                continue
            for lx in lexicons:
                if i < reached[lx.name]:
                    continue
                found = lx.multiword_at(forms, i)
                if found is None:
                    continue
                b, analyses = found
                reached[lx.name] = b
                labels: set[int] = set()
                for an in analyses:
                    labels.update(self._lex_labels(lx.name, an.codes, an.infl))
                if not labels:
                    continue
                feats[i] = self._with(feats[i], [lab + 1 for lab in labels])
                for j in range(i + 1, b - 1):
                    feats[j] = self._with(feats[j], [lab + 2 for lab in labels])
                feats[b - 1] = self._with(feats[b - 1], [lab + 3 for lab in labels])

    def _multiword_lexicons(self, pair: tuple[str, str]) -> tuple:
        """The multi-word lexicons with an entry that starts with the two tokens of `pair` (cached
        per pair); also caches whether the first token can start an entry at all."""
        first, second = pair
        lexicons = self._multiword_firsts.get(first)
        mt = matching_form(first)
        if lexicons is None:
            if len(self._multiword_firsts) >= self._cache_size:
                self._multiword_firsts.clear()
            lexicons = self._multiword_firsts[first] = [lx for lx in self._multiword if lx.starts_multiword(mt)] or False
        mt2 = matching_form(second)
        if len(self._multiword_pairs) >= self._cache_size:
            self._multiword_pairs.clear()
        got = self._multiword_pairs[pair] = tuple(lx for lx in lexicons or () if lx.starts_multiword(mt, mt2))
        return got

    def _with(self, feats: frozenset, extra: Iterable[int]) -> frozenset:
        """`feats` plus `extra` labels (and the compounds that now hold); memoised, as the same
        token label sets meet the same multi-word markers again and again."""
        key = (feats, tuple(sorted(extra)))
        got = self._with_cache.get(key)
        if got is None:
            out = set(self.labels_of(feats))
            out.update(key[1])
            if len(self._with_cache) >= self._cache_size:
                self._with_cache.clear()
            got = self._with_cache[key] = self._with_compounds(out)
        return got


class LiteralRegexes:
    """The regex atoms that match a few fixed strings (`(?i)enero|febrero|...`, `g[eé]nero`,
    `Quir[oó]fanos?`), tested by looking the token up instead of running each regex.

    A case-sensitive one matches a text iff the text is one of its strings. One with IGNORECASE
    matches a text of Latin-1 characters other than µ iff the text in lower case is one of its
    strings in lower case, when those are Latin-1 but µ too: there the regex engine's case folding is
    `str.lower`, character for character (its special equivalences, such as s/ſ, k/K, µ/μ, i/ı, all
    pair a Latin-1 character with a character beyond it). Other texts are given to the regexes."""

    MAX_STRINGS = 2000

    def __init__(self):
        self._exact: dict[str, list[int]] = {}
        self._folded: dict[str, list[int]] = {}
        self._ignorecase: list[tuple[re.Pattern, int]] = []  # for the texts beyond Latin-1

    def __bool__(self) -> bool:
        return bool(self._exact or self._folded)

    def add(self, pattern: str, label: int, parsed) -> bool:
        """Take the regex atom if it matches few fixed strings (True); False leaves it to the caller.
        `parsed`: the pattern's parse tree (`_parse`)."""
        if parsed is None:
            return False
        try:
            flags = parsed.state.flags & ~re.UNICODE
            if flags not in (0, re.IGNORECASE):
                return False
            strings = _strings(parsed.data, self.MAX_STRINGS)
        except Exception:  # a shape `_strings` does not read, or a change of the parser's API
            return False
        if strings is None:
            return False
        if not flags:
            for s in strings:
                self._exact.setdefault(s, []).append(label)
            return True
        if not all(_latin1(s) for s in strings):
            return False
        for s in {s.lower() for s in strings}:
            self._folded.setdefault(s, []).append(label)
        self._ignorecase.append((re.compile(pattern), label))
        return True

    def labels(self, text: str) -> list[int]:
        """The labels of the regexes taken here that fully match `text`."""
        out = list(self._exact.get(text, ()))
        if self._folded:
            if _latin1(text):
                out += self._folded.get(text.lower(), ())
            else:
                out += [lab for rx, lab in self._ignorecase if rx.fullmatch(text)]
        return out


def _latin1(text: str) -> bool:
    return text.isascii() or (max(text) < "\u0100" and "\u00b5" not in text)


def _strings(items, limit: int) -> set[str] | None:
    """The strings the parsed sequence `items` matches, if they are at most `limit` and it is made
    of literals, classes of literals and ranges, groups without flags, alternations and bounded
    repeats; else None."""
    c = re._constants
    out = {""}
    for op, av in items:
        if op is c.LITERAL:
            choices = {chr(av)}
        elif op is c.IN:
            choices = set()
            for iop, iav in av:
                if iop is c.LITERAL:
                    choices.add(chr(iav))
                elif iop is c.RANGE and iav[1] - iav[0] < limit:
                    choices.update(map(chr, range(iav[0], iav[1] + 1)))
                else:
                    return None
        elif op is c.SUBPATTERN and not av[1] and not av[2]:
            choices = _strings(av[3], limit)
        elif op is c.BRANCH:
            choices = set()
            for alt in av[1]:
                got = _strings(alt, limit)
                if got is None:
                    return None
                choices |= got
        elif op is c.MAX_REPEAT and av[1] <= 4:
            one = _strings(av[2], limit)
            if one is None:
                return None
            choices, layer = ({""} if av[0] == 0 else set()), {""}
            for n in range(1, av[1] + 1):
                layer = {a + b for a in layer for b in one}
                if len(layer) > limit:
                    return None
                if n >= av[0]:
                    choices |= layer
        else:
            return None
        if choices is None or len(out) * len(choices) > limit:
            return None
        out = {a + b for a in out for b in choices}
    return out


def _parse(pattern: str):
    """The regex parser's tree of `pattern` (a private API: None if it fails or changes)."""
    try:
        return re._parser.parse(pattern)
    except Exception:
        return None


def _regex_shape(parsed) -> "tuple[int, int, Callable[[str], object] | None]":
    """What the regex parser tells of a pattern (`parsed`, from `_parse`): the least and greatest
    number of characters it can match (its own bound; matching is character for character, ignoring
    case too), and a test of the character a match can begin with (`_first_character_test`). If the
    parser's private API changes: (0, infinity, None), and the regex is tried on every token."""
    try:
        lo, hi = parsed.getwidth()
    except Exception:
        return 0, sys.maxsize, None
    return lo, (sys.maxsize if hi >= re._constants.MAXREPEAT else hi), _first_character_test(parsed)


def _first_character_test(parsed) -> "Callable[[str], object] | None":
    """A test that a character can begin a match of the parsed pattern (true for every character
    that can, maybe for others): the single-character pieces a match can begin with, compiled by
    the regex engine itself, so case-folding flags mean what they mean in the pattern. None if
    unknown (a lookaround, a back-reference, scoped flags... or a change of the parser's API)."""
    try:
        nodes: list = []
        _firsts(parsed.data, nodes)
        if not nodes:
            return None
        state = parsed.state
        alternatives = [re._parser.SubPattern(state, [node]) for node in nodes]
        sub = re._parser.SubPattern(state, [(re._constants.BRANCH, (None, alternatives))])
        return re._compiler.compile(sub, state.flags).match
    except Exception:
        return None


def _firsts(items, out: list) -> bool:
    """Append to `out` the single-character nodes a match of the parsed sequence `items` can begin
    with; True if the sequence can match the empty string. Raises ValueError on other nodes."""
    c = re._constants
    for op, av in items:
        if op in (c.LITERAL, c.NOT_LITERAL, c.IN, c.ANY):
            out.append((op, av))
            return False
        if op is c.AT:  # an anchor: zero width
            continue
        if op is c.SUBPATTERN and not av[1] and not av[2]:  # a group without scoped flags
            empty = _firsts(av[3], out)
        elif op is c.ATOMIC_GROUP:
            empty = _firsts(av, out)
        elif op is c.BRANCH:
            empty = any([_firsts(alt, out) for alt in av[1]])  # every alternative's nodes
        elif op in (c.MAX_REPEAT, c.MIN_REPEAT, c.POSSESSIVE_REPEAT):
            empty = _firsts(av[2], out) or av[0] == 0
        else:
            raise ValueError(f"regex node {op}")
        if not empty:
            return False
    return True


def _plain(a: Atom) -> bool:
    return a.kind not in COMPOUND_KINDS


def _normal_form(a: Atom, label) -> tuple[frozenset, frozenset, frozenset] | None:
    """(R, F, O) such that compound `a` holds on a leaf set L iff R <= L, F and L are disjoint, and O
    is empty or meets L; None for the shapes this does not cover (they are tested as they are)."""
    required: set[int] = set()
    forbidden: set[int] = set()
    some: frozenset = frozenset()
    todo = list(a.args) if a.kind == "and" else [a]
    while todo:
        sub = todo.pop()
        if sub.kind == "and":
            todo.extend(sub.args)
        elif _plain(sub):
            required.add(label(sub))
        elif sub.kind == "not" and _plain(sub.args[0]):
            forbidden.add(label(sub.args[0]))
        elif sub.kind == "not" and sub.args[0].kind == "or" and all(map(_plain, sub.args[0].args)):
            forbidden.update(label(x) for x in sub.args[0].args)
        elif sub.kind == "or" and all(map(_plain, sub.args)) and not some:
            some = frozenset(label(x) for x in sub.args)
        else:
            return None
    return frozenset(required), frozenset(forbidden), some


class CompoundTests:
    """Which compound atoms hold on a set of leaf labels, without testing each of them: most are
    conjunctions of leaves, negated leaves and one disjunction of leaves (`_normal_form`), so a
    compound that needs a leaf is tested only when the set has it, and one that only forbids leaves
    holds unless the set has one of them. The other shapes are tested on every set."""

    def __init__(self, compounds: list[tuple[Atom, int]], label):
        forms = [(a, lab, _normal_form(a, label)) for a, lab in compounds]
        need = Counter(leaf for _, _, f in forms if f is not None for leaf in f[0])
        self._tested: list[tuple[Callable, int]] = []  # the shapes without a normal form
        self._by_leaf: dict[int, list[tuple[frozenset, frozenset, frozenset, int]]] = {}
        self._negations: set[int] = set()  # compounds that only forbid leaves
        self._killed_by: dict[int, list[int]] = {}  # leaf -> those of them it forbids
        for a, lab, f in forms:
            if f is None:
                self._tested.append((_compile_compound(a, label), lab))
                continue
            req, forb, some = f
            if req:  # filed under the required leaf fewest compounds need
                filed = [min(req, key=lambda x: (need[x], x))]
            elif some:
                filed = some
            else:
                self._negations.add(lab)
                for leaf in forb:
                    self._killed_by.setdefault(leaf, []).append(lab)
                continue
            for leaf in filed:
                self._by_leaf.setdefault(leaf, []).append((req, forb, some, lab))

    def holding(self, leaves: frozenset) -> tuple[int, ...]:
        """The labels of the compounds that hold on `leaves` (a set of leaf labels)."""
        held = set(self._negations)
        for leaf in leaves:
            killed = self._killed_by.get(leaf)
            if killed is not None:
                held.difference_update(killed)
        for leaf in leaves:
            filed = self._by_leaf.get(leaf)
            if filed is not None:
                for req, forb, some, lab in filed:
                    if req <= leaves and forb.isdisjoint(leaves) and (not some or not some.isdisjoint(leaves)):
                        held.add(lab)
        held.update([lab for test, lab in self._tested if test(leaves)])
        return tuple(held)


def _leaf_labels(a: Atom, label) -> list[int]:
    """The labels of the non-compound atoms inside a compound atom (what its test reads)."""
    if a.kind not in COMPOUND_KINDS:
        return [label(a)]
    return [lab for sub in a.args for lab in _leaf_labels(sub, label)]


def _compile_compound(a: Atom, label) -> "Callable[[set[int]], bool]":
    """A test over a unit's labels for an `&`/`~` atom, with its leaves resolved to integer labels.

    Conjunctions of plain and negated leaves (the usual `cap() & ~lex(...) & ~lit(...)`) become two
    set operations; other shapes nest.
    """
    if a.kind == "not":
        inner = _compile_compound(a.args[0], label)
        return lambda out: not inner(out)
    if a.kind == "or":
        leaves = frozenset(label(s) for s in a.args if s.kind not in COMPOUND_KINDS)
        nested = [_compile_compound(s, label) for s in a.args if s.kind in COMPOUND_KINDS]
        return lambda out: not leaves.isdisjoint(out) or any(f(out) for f in nested)
    if a.kind != "and":
        lab = label(a)
        return lambda out: lab in out
    required: set[int] = set()
    forbidden: set[int] = set()
    nested = []
    todo = list(a.args)
    while todo:
        sub = todo.pop()
        if sub.kind == "and":
            todo.extend(sub.args)
        elif sub.kind == "not" and sub.args[0].kind not in COMPOUND_KINDS:
            forbidden.add(label(sub.args[0]))
        elif sub.kind in COMPOUND_KINDS:  # ~(compound), or either(...)
            nested.append(_compile_compound(sub, label))
        else:
            required.add(label(sub))
    req, forb = frozenset(required), frozenset(forbidden)
    if not nested:
        return lambda out: req <= out and forb.isdisjoint(out)
    return lambda out: req <= out and forb.isdisjoint(out) and all(f(out) for f in nested)

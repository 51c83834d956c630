"""Finding a stage's matches in a sequence of units: Unitex Locate in longest-match mode.

Semantics: leftmost, longest, non-overlapping, all matches. Among the matches that start leftmost,
the longest wins; among equally long ones the lowest path weight (the rule's weight), then the rule
that comes first in the stage. Matching then resumes after the chosen match. Contexts are not part
of a match: they must be present but may overlap other matches.

The stage automaton (compiled by `fstdeid.compiler`) is deterministic over atom labels, but a unit
carries several labels (a token can be a first name and a capitalised word), so the matcher follows
every arc whose label the unit carries: a set of threads, each a state of the automaton plus where
the match started and ended and where its parts are. Marker labels (start, end, parts) are crossed
without consuming a unit; a rule label closes a candidate match.

A walk keeps only its preferred candidate per match start, so memory stays bounded however many
ways a rule can match, and it consumes at most `max_units` units.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import compress

import pynini

from .features import END_BASE, MARK_END, MARK_START
from .compiler import PART_BASE


_NOTHING: frozenset = frozenset()

# No walk consumes more units than this: a rule like `star(token())` cannot make matching quadratic
# in the length of a one-line document. Languages may change it (language.toml `max_match_units`).
DEFAULT_MAX_UNITS = 500
# `find(feats, unseen, check)` calls `check()` (a per-document time limit) once per this many walk starts.
CHECK_EVERY = 256


@dataclass(frozen=True, slots=True)
class Match:
    start: int  # unit indices, [start, end)
    end: int
    rule: int  # index of the rule in its stage
    weight: float
    parts: tuple[tuple[int, int, int], ...]  # (part number, first unit, end unit)


class StageMachine:
    """A compiled stage automaton in the form the matcher walks: per state, label -> (next, weight)."""

    def __init__(self, fst: pynini.Fst, *, has_left_context: bool, max_units: int = DEFAULT_MAX_UNITS):
        self.has_left_context = has_left_context
        self.max_units = max_units
        n = fst.num_states()
        zero = pynini.Weight.zero(fst.weight_type())
        finals = [None] * n
        for s in fst.states():
            fw = fst.final(s)
            if fw != zero:
                finals[s] = float(fw)
        self.arcs: list[dict[int, tuple[int, float]]] = [dict() for _ in range(n)]
        self.keys: list[frozenset] = []
        self.markers: list[tuple[tuple[int, int, float], ...]] = []
        self.ends: list[tuple[tuple[int, float], ...]] = []
        for s in range(n):
            markers, ends = [], []
            for arc in fst.arcs(s):
                lab, w = arc.ilabel, float(arc.weight)
                if lab >= END_BASE:
                    fw = finals[arc.nextstate]
                    if fw is not None:
                        ends.append((lab - END_BASE, w + fw))
                elif lab in (MARK_START, MARK_END) or lab >= PART_BASE:
                    markers.append((lab, arc.nextstate, w))
                else:
                    self.arcs[s][lab] = (arc.nextstate, w)
            self.keys.append(frozenset(self.arcs[s]))
            self.markers.append(tuple(markers))
            self.ends.append(tuple(ends))
        self.start = fst.start()
        self.first = self._first_labels()
        # states with marker or rule arcs: only threads in them need closing after a step
        self.closing = [bool(m or e) for m, e in zip(self.markers, self.ends)]
        self._first_step = self._first_step_table()
        # labels here -> {labels next -> worth walking} (see _worth_walking); no tuple per pair
        self._worth: dict[frozenset, dict[frozenset, bool]] = {}
        self._worth_pairs = 0
        self._can_start: dict[frozenset, bool] = {}
        self._second: dict[frozenset, frozenset | bool] = {}  # see _second_labels
        self.max_transitions = MAX_TRANSITIONS  # bound of the lazy-DFA memo (see `_step`)
        self._reset_memo()

    def _marker_closure(self, state: int) -> set[int]:
        seen, todo = {state}, [state]
        while todo:
            for _, ns, _ in self.markers[todo.pop()]:
                if ns not in seen:
                    seen.add(ns)
                    todo.append(ns)
        return seen

    def _first_step_table(self) -> dict[int, tuple[bool, frozenset]]:
        """For each label a walk can consume first: can a match end right after it, and which labels
        can the second unit carry? Lets `find` skip walks that would die at their second unit."""
        table: dict[int, tuple[bool, frozenset]] = {}
        for s in self._marker_closure(self.start):
            for lab, (ns, _) in self.arcs[s].items():
                states = self._marker_closure(ns)
                accepts = any(self.ends[x] for x in states)
                second = frozenset().union(*(self.keys[x] for x in states))
                old = table.get(lab)
                if old is not None:
                    accepts, second = accepts or old[0], second | old[1]
                table[lab] = (accepts, second)
        return table

    def _worth_walking(self, feats: list[frozenset], i: int) -> bool:
        """Whether a walk from unit i can match: memoised on the pair of label sets (the sets are
        shared between units with the same token, so pairs repeat)."""
        here, nxt = feats[i], feats[i + 1] if i + 1 < len(feats) else _NOTHING
        need = self._second.get(here)
        if need is None:
            need = self._second_labels(here)
        if self._worth_pairs >= 100_000:
            self._worth.clear()
            self._worth_pairs = 0
        row = self._worth.get(here)
        if row is None:
            row = self._worth[here] = {}
        self._worth_pairs += 1
        got = row[nxt] = need is True or not need.isdisjoint(nxt)
        return got

    def _second_labels(self, first: frozenset) -> "frozenset | bool":
        """For a unit that can start a walk: True if a match can end after it, else the labels one of
        which the next unit must carry (memoised per label set)."""
        table = self._first_step
        need: set[int] = set()
        for lab in self.first.intersection(first):
            accepts, second = table[lab]
            if accepts:
                need = True
                break
            need |= second
        if need is not True:
            need = frozenset(need)
        if len(self._second) >= 100_000:
            self._second.clear()
        self._second[first] = need
        return need

    def _first_labels(self) -> frozenset:
        """Labels that can be consumed first: a unit without one of them cannot start a walk."""
        return frozenset().union(*(self.keys[s] for s in self._marker_closure(self.start)))

    # -- walking ----------------------------------------------------------------------------------
    #
    # A walk's threads are kept with positions relative to the current one (0 = here, -1 = one unit
    # back, None = not set yet), so the threads after a unit depend only on the threads before it and
    # the unit's label set. A set of threads is a `_Threads` object that memoises, per label set, the
    # next one and the candidate matches offered on the way: a lazy DFA. A walk then costs one dict
    # lookup per unit once its label sets have been seen; the first walk over new label sets runs the
    # thread simulation below (`_step`), and every walk replays exactly what it computed, in order.

    def _reset_memo(self) -> None:
        self._dstates: dict[tuple, _Threads] = {}
        self._transitions = 0
        threads, _ = self._close({(self.start, None, None, ()): 0.0})
        self._initial = self._intern(threads)

    def _intern(self, threads: dict) -> "_Threads":
        key = tuple(threads.items())
        got = self._dstates.get(key)
        if got is None:
            got = self._dstates[key] = _Threads(key)
        return got

    def _step(self, state: "_Threads", f: frozenset) -> tuple:
        """The threads after a unit with labels `f`, and the candidates offered: (ms, me, rule,
        weight, parts), positions relative to the position after the unit."""
        if self._transitions >= self.max_transitions:  # bound the memo: start it afresh
            self._reset_memo()
        arcs, keys = self.arcs, self.keys
        nxt: dict = {}
        for (s, ms, me, caps), w in state.threads:
            labs = keys[s] & f
            if not labs:
                continue
            a = arcs[s]
            key = None
            for lab in labs:
                ns, aw = a[lab]
                if key is None:  # the thread's positions, one unit further back
                    ms1 = None if ms is None else ms - 1
                    me1 = None if me is None else me - 1
                    caps1 = tuple((c, p - 1) for c, p in caps) if caps else caps
                key = (ns, ms1, me1, caps1)
                nw = w + aw
                old = nxt.get(key)
                if old is None or nw < old:
                    nxt[key] = nw
        offers: tuple = ()
        if nxt:
            nxt, offers = self._close(nxt)
        got = state.trans[f] = (self._intern(nxt) if nxt else None, offers)
        self._transitions += 1
        return got

    def _close(self, threads: dict) -> tuple[dict, tuple]:
        """Cross marker arcs here (relative position 0); the candidates offered where a rule label
        is reachable, in the order found."""
        closing = self.closing
        todo = [item for item in threads.items() if closing[item[0][0]]]
        if not todo:
            return threads, ()
        offers = []
        out = dict(threads)
        markers, ends = self.markers, self.ends
        while todo:
            (s, ms, me, caps), w = todo.pop()
            for k, ew in ends[s]:
                offers.append((ms, me, k, w + ew, caps))
            for lab, ns, aw in markers[s]:
                if lab == MARK_START:
                    key = (ns, 0, me, caps)
                elif lab == MARK_END:
                    key = (ns, ms, 0, caps)
                else:
                    key = (ns, ms, me, caps + ((lab - PART_BASE, 0),))
                nw = w + aw
                old = out.get(key)
                if old is None or nw < old:
                    out[key] = nw
                    todo.append((key, nw))
        return out, tuple(offers)

    def walk(self, feats: list[frozenset], i: int) -> dict:
        """The preferred candidate match for each match start, over the walks that start at unit i.

        A walk consumes at most `max_units` units: no match (with its contexts) is longer.
        """
        best: dict = {}
        state = self._initial
        n = min(len(feats), i + self.max_units)
        pos = i
        while pos < n:
            f = feats[pos]
            got = state.trans.get(f)
            if got is None:
                got = self._step(state, f)
            state, offers = got
            pos += 1
            for ms, me, k, w, caps in offers:
                ms = -1 if ms is None else pos + ms
                cand = (ms, -1 if me is None else pos + me, k, w,
                        tuple((c, pos + p) for c, p in caps) if caps else caps)
                old = best.get(ms)
                if old is None or _preference(cand) < _preference(old):
                    best[ms] = cand
            if state is None:
                break
        return best

    def learn(self, label_sets) -> None:
        """Note which of these label sets can start a walk (see `find`'s `unseen`)."""
        can = self._can_start
        isdisjoint = self.first.isdisjoint
        for f in label_sets:
            can[f] = not isdisjoint(f)

    def forget(self) -> None:
        """Drop the label sets noted so far (a caller that feeds `learn` bounds the memo this way)."""
        self._can_start.clear()

    def _starts(self, feats: list[frozenset], unseen: set | None = None) -> list[int]:
        """Units that carry a label the automaton can consume first (memoised per label set; the
        scan itself runs in C). `unseen`: see `find`."""
        can = self._can_start
        new = (set(feats) if unseen is None else unseen).difference(can)
        if new:
            if len(can) + len(new) > 100_000:  # bound the memo: start afresh with this text's sets
                can.clear()
                new = set(feats)
            self.learn(new)
        return list(compress(range(len(feats)), map(can.__getitem__, feats)))

    def find(self, feats: list[frozenset], unseen: set | None = None, check=None) -> list[Match]:
        """The leftmost-longest, non-overlapping matches in a sequence of unit label sets.

        `unseen`: the label sets of `feats` that were never passed to `learn` (or a superset); None:
        all of them (a caller that runs many machines over the same units, like `Cascade`, makes
        them all learn each new label set once instead of each looking for new ones in every text).
        `check()` (optional) is called every CHECK_EVERY walk starts: it may raise to stop the search."""
        n = len(feats)
        starts = self._starts(feats, unseen)
        if not starts:
            return []
        memo = self._worth  # labels here -> {labels next -> worth walking} (see _worth_walking)
        following = feats[1:]
        following.append(_NOTHING)  # the labels of the unit after each unit
        out: list[Match] = []
        if not self.has_left_context:
            # Every match found from unit i starts at i: take the best, then go on after it.
            end = 0
            for k, i in enumerate(starts):
                if check is not None and not k % CHECK_EVERY:
                    check()
                if i < end:
                    continue
                row = memo.get(feats[i])
                ok = row.get(following[i]) if row is not None else None
                if not (ok if ok is not None else self._worth_walking(feats, i)):
                    continue
                best = self.walk(feats, i).get(i)
                if best is not None:
                    out.append(_match(best))
                    end = best[1]
            return out
        # With left contexts a match found from unit i starts at i or later: before walking from i,
        # every candidate starting before i is known and can be taken (or dropped).
        pending: dict = {}
        pos = 0
        for k, i in enumerate(starts):
            if check is not None and not k % CHECK_EVERY:
                check()
            row = memo.get(feats[i])
            ok = row.get(following[i]) if row is not None else None
            if not (ok if ok is not None else self._worth_walking(feats, i)):
                continue
            if pending:
                pos = _take(pending, i, pos, out)
            for ms, cand in self.walk(feats, i).items():
                if ms >= pos:
                    old = pending.get(ms)
                    if old is None or _preference(cand) < _preference(old):
                        pending[ms] = cand
        if pending:
            _take(pending, n, pos, out)
        return out


# Lazy-DFA memo bound per stage: past this many transitions it starts afresh (about 150 bytes each;
# the es stages reach at most 11,789 (streets) over the 3,501 background notes).
MAX_TRANSITIONS = 50_000


class _Threads:
    """A set of walk threads ((state, match start, match end, parts) -> weight, positions relative
    to the current unit), and its memoised transitions: label set -> (next `_Threads` or None when
    every thread died, candidates offered)."""

    __slots__ = ("threads", "trans")

    def __init__(self, threads: tuple):
        self.threads = threads
        self.trans: dict[frozenset, tuple] = {}


def _preference(c) -> tuple:
    ms, me, k, w, _ = c
    return (ms, -me, round(w, 6), k)


def _take(pending: dict, before: int, pos: int, out: list[Match]) -> int:
    """Move the candidates of `pending` that start before `before` to `out`, leftmost first, each
    unless it starts before `pos` (inside the previous match); returns the new `pos`."""
    for ms in sorted(k for k in pending if k < before):
        cand = pending.pop(ms)
        if ms >= pos:
            out.append(_match(cand))
            pos = cand[1]
    return pos


def _match(c) -> Match:
    ms, me, k, w, caps = c
    opened: dict[int, int] = {}
    parts = []
    for code, pos in caps:
        j, closing = divmod(code, 2)
        if closing:
            parts.append((j, opened.pop(j, pos), pos))
        else:
            opened[j] = pos
    return Match(ms, me, k, round(w, 6), tuple(parts))

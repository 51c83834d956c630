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
from operator import not_

import pynini

from .features import END_BASE, MARK_END, MARK_START
from .compiler import PART_BASE


_NOTHING: frozenset = frozenset()

# No walk consumes more units than this: a rule like `star(token())` cannot make matching quadratic
# in the length of a one-line document. Languages may change it (language.toml `max_match_units`).
DEFAULT_MAX_UNITS = 500
# `find(feats, check)` calls `check()` (a per-document time limit) once per this many walk starts.
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
        # The threads a walk starts with, whatever its position: the start state's closure, with
        # -2 standing for "the position the walk starts at".
        self._start_threads = tuple(self._close({(self.start, -1, -1, ()): 0.0}, -2, {}).items())
        self._first_step = self._first_step_table()
        self._worth: dict[tuple[frozenset, frozenset], bool] = {}

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
        for (s, _, _, _), _ in self._start_threads:
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
        pair = (feats[i], feats[i + 1] if i + 1 < len(feats) else _NOTHING)
        got = self._worth.get(pair)
        if got is None:
            if len(self._worth) >= 100_000:
                self._worth.clear()
            table = self._first_step
            got = self._worth[pair] = any(
                table[lab][0] or not table[lab][1].isdisjoint(pair[1]) for lab in self.first.intersection(pair[0]))
        return got

    def _first_labels(self) -> frozenset:
        """Labels that can be consumed first: a unit without one of them cannot start a walk."""
        seen, todo, out = {self.start}, [self.start], set()
        while todo:
            s = todo.pop()
            out |= self.keys[s]
            for _, ns, _ in self.markers[s]:
                if ns not in seen:
                    seen.add(ns)
                    todo.append(ns)
        return frozenset(out)

    # -- walking ----------------------------------------------------------------------------------

    def _close(self, threads: dict, pos: int, best: dict) -> dict:
        """Cross marker arcs at `pos`; where a rule label is reachable, offer a candidate match."""
        closing = self.closing
        todo = [item for item in threads.items() if closing[item[0][0]]]
        if not todo:
            return threads
        out = dict(threads)
        markers, ends = self.markers, self.ends
        while todo:
            (s, ms, me, caps), w = todo.pop()
            for k, ew in ends[s]:
                cand = (ms, me, k, w + ew, caps)
                old = best.get(ms)
                if old is None or _preference(cand) < _preference(old):
                    best[ms] = cand
            for lab, ns, aw in markers[s]:
                if lab == MARK_START:
                    key = (ns, pos, me, caps)
                elif lab == MARK_END:
                    key = (ns, ms, pos, caps)
                else:
                    key = (ns, ms, me, caps + ((lab - PART_BASE, pos),))
                nw = w + aw
                old = out.get(key)
                if old is None or nw < old:
                    out[key] = nw
                    todo.append((key, nw))
        return out

    def walk(self, feats: list[frozenset], i: int) -> dict:
        """The preferred candidate match for each match start, over the walks that start at unit i.

        A walk consumes at most `max_units` units: no match (with its contexts) is longer.
        """
        best: dict = {}
        threads = {(s, i if ms == -2 else ms, i if me == -2 else me,
                    tuple((c, i) for c, _ in caps) if caps else caps): w
                   for (s, ms, me, caps), w in self._start_threads}
        n = min(len(feats), i + self.max_units)
        arcs, keys = self.arcs, self.keys
        pos = i
        while threads and pos < n:
            f = feats[pos]
            nxt: dict = {}
            for (s, ms, me, caps), w in threads.items():
                labs = keys[s] & f
                if not labs:
                    continue
                a = arcs[s]
                for lab in labs:
                    ns, aw = a[lab]
                    key = (ns, ms, me, caps)
                    nw = w + aw
                    old = nxt.get(key)
                    if old is None or nw < old:
                        nxt[key] = nw
            pos += 1
            threads = self._close(nxt, pos, best) if nxt else nxt
        return best

    def find(self, feats: list[frozenset], check=None) -> list[Match]:
        """The leftmost-longest, non-overlapping matches in a sequence of unit label sets.
        `check()` (optional) is called every CHECK_EVERY walks: it may raise to stop the search."""
        # Units that carry a label the automaton can consume first; found by C-level loops.
        n = len(feats)
        starts = list(compress(range(n), map(not_, map(self.first.isdisjoint, feats))))
        memo = self._worth  # (labels here, labels next) -> worth walking (see _worth_walking)
        out: list[Match] = []
        if not self.has_left_context:
            # Every match found from unit i starts at i: take the best, then go on after it.
            end = 0
            for k, i in enumerate(starts):
                if check is not None and not k % CHECK_EVERY:
                    check()
                if i < end:
                    continue
                ok = memo.get((feats[i], feats[i + 1] if i + 1 < n else _NOTHING))
                if not (ok if ok is not None else self._worth_walking(feats, i)):
                    continue
                best = self.walk(feats, i).get(i)
                if best is not None:
                    out.append(_match(best))
                    end = best[1]
            return out
        # With left contexts a match found from unit i starts at i or later. Once the walks from
        # every start up to i are done, every candidate starting before the next start is known.
        pending: dict = {}
        pos = 0
        starts.append(n)
        for k, (i, following) in enumerate(zip(starts, starts[1:])):
            if check is not None and not k % CHECK_EVERY:
                check()
            ok = memo.get((feats[i], feats[i + 1] if i + 1 < n else _NOTHING))
            if ok if ok is not None else self._worth_walking(feats, i):
                for ms, cand in self.walk(feats, i).items():
                    if ms >= pos:
                        old = pending.get(ms)
                        if old is None or _preference(cand) < _preference(old):
                            pending[ms] = cand
            if not pending:
                continue
            for ms in sorted(k for k in pending if k < following):
                cand = pending.pop(ms)
                if ms >= pos:
                    out.append(_match(cand))
                    pos = cand[1]
        return out


def _preference(c) -> tuple:
    ms, me, k, w, _ = c
    return (ms, -me, round(w, 6), k)


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

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
"""

from __future__ import annotations

from dataclasses import dataclass

import pynini

from .features import END_BASE, MARK_END, MARK_START
from .compiler import PART_BASE


@dataclass(frozen=True, slots=True)
class Match:
    start: int  # unit indices, [start, end)
    end: int
    rule: int  # index of the rule in its stage
    weight: float
    parts: tuple[tuple[int, int, int], ...]  # (part number, first unit, end unit)


class StageMachine:
    """A compiled stage automaton in the form the matcher walks: per state, label -> (next, weight)."""

    def __init__(self, fst: pynini.Fst, *, has_left_context: bool):
        self.has_left_context = has_left_context
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

    def _close(self, threads: dict, pos: int, found: list) -> dict:
        """Cross marker arcs at `pos`; record candidate matches where a rule label is reachable."""
        out = dict(threads)
        todo = list(threads.items())
        markers, ends = self.markers, self.ends
        while todo:
            (s, ms, me, caps), w = todo.pop()
            for k, ew in ends[s]:
                found.append((ms, me, k, w + ew, caps))
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

    def walk(self, feats: list[frozenset], i: int) -> list:
        """All candidate matches of walks that start consuming at unit i."""
        found: list = []
        threads = self._close({(self.start, -1, -1, ()): 0.0}, i, found)
        n = len(feats)
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
            threads = self._close(nxt, pos, found) if nxt else nxt
        return found

    def find(self, feats: list[frozenset]) -> list[Match]:
        """The leftmost-longest, non-overlapping matches in a sequence of unit label sets."""
        first = self.first
        n = len(feats)
        if not self.has_left_context:
            out: list[Match] = []
            i = 0
            while i < n:
                if first.isdisjoint(feats[i]):
                    i += 1
                    continue
                found = self.walk(feats, i)
                if not found:
                    i += 1
                    continue
                best = min(found, key=_preference)
                out.append(_match(best))
                i = best[1]
            return out
        found = []
        for i in range(n):
            if not first.isdisjoint(feats[i]):
                found.extend(self.walk(feats, i))
        found.sort(key=_preference)
        out, last_end = [], -1
        for cand in found:
            if cand[0] >= last_end:
                out.append(_match(cand))
                last_end = cand[1]
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

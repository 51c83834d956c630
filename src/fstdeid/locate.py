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
ways a rule can match, and it consumes at most `max_units` units. After the last unit a walk may
take the end of the text (`StageMachine.end`), for a right context only; symmetrically, a walk
may first take the start of the text (`StageMachine.begin`), for a left context only.

Most units start no match, so walks are started only where they can: each label set has two byte
codes per machine (as a walk's first unit, as its second; `StageMachine.learn`), and the starts
are found in C from the units' codes (`_starts`); each start is then checked on its pair of label
sets, and on the third unit, from the walk's own memo (`_worth_walking`) before the walk.
"""

from __future__ import annotations

import re
from array import array
from dataclasses import dataclass
from itertools import islice, pairwise

import pynini

from .features import END_BASE, MARK_END, MARK_START
from .compiler import PART_BASE


_NO_WEIGHTS: dict[int, float] = {}  # the arc weights of a state whose arcs all weigh 0

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


class WalkTable:
    """A stage automaton as flat arrays, per state in state order: its plain arcs (label, next
    state, weight), its marker arcs (start, end and part labels; label, next state, weight) and the
    rules that can close a match in it (rule, the weight of the rule's arc plus its final state's). It is
    what `StageMachine` is built from, and what the compiled folder stores (`fstdeid.build`), so that
    loading a language does not walk every arc of every automaton through pynini again."""

    #: (name, array type code) of every column; `*_offsets` have one entry per state and one more.
    COLUMNS = (("arc_offsets", "i"), ("arc_labels", "i"), ("arc_next", "i"), ("arc_weights", "d"),
               ("marker_offsets", "i"), ("marker_labels", "i"), ("marker_next", "i"), ("marker_weights", "d"),
               ("end_offsets", "i"), ("end_rules", "i"), ("end_weights", "d"))

    def __init__(self, start: int, columns: dict[str, array]):
        self.start = start
        self.columns = columns

    @classmethod
    def from_fst(cls, fst: pynini.Fst) -> "WalkTable":
        cols = {name: array(code) for name, code in cls.COLUMNS}
        n = fst.num_states()
        zero = pynini.Weight.zero(fst.weight_type())
        finals = [None] * n
        for s in fst.states():
            fw = fst.final(s)
            if fw != zero:
                finals[s] = float(fw)
        for c in ("arc_offsets", "marker_offsets", "end_offsets"):
            cols[c].append(0)
        for s in range(n):
            for arc in fst.arcs(s):
                lab, w = arc.ilabel, float(arc.weight)
                if lab >= END_BASE:
                    fw = finals[arc.nextstate]
                    if fw is not None:
                        cols["end_rules"].append(lab - END_BASE)
                        cols["end_weights"].append(w + fw)
                elif lab in (MARK_START, MARK_END) or lab >= PART_BASE:
                    cols["marker_labels"].append(lab)
                    cols["marker_next"].append(arc.nextstate)
                    cols["marker_weights"].append(w)
                else:
                    cols["arc_labels"].append(lab)
                    cols["arc_next"].append(arc.nextstate)
                    cols["arc_weights"].append(w)
            cols["arc_offsets"].append(len(cols["arc_labels"]))
            cols["marker_offsets"].append(len(cols["marker_labels"]))
            cols["end_offsets"].append(len(cols["end_rules"]))
        return cls(fst.start(), cols)

    def num_states(self) -> int:
        return len(self.columns["arc_offsets"]) - 1

    def check(self) -> None:
        """Raise ValueError unless the columns are consistent (as read from a file)."""
        c = self.columns
        if set(c) != {name for name, _ in self.COLUMNS}:
            raise ValueError("wrong columns")
        n = self.num_states()
        if n < 0 or not (self.start == -1 or 0 <= self.start < n):  # -1: no start state (OpenFst's kNoStateId)
            raise ValueError("start state out of range")
        for prefix, members in (("arc", ("labels", "next", "weights")), ("marker", ("labels", "next", "weights")),
                                ("end", ("rules", "weights"))):
            offsets = c[f"{prefix}_offsets"]
            size = len(c[f"{prefix}_{members[0]}"])
            if len(offsets) != n + 1 or offsets[0] != 0 or offsets[-1] != size:
                raise ValueError(f"{prefix} offsets do not cover the {prefix}s")
            if any(b < a for a, b in pairwise(offsets)):
                raise ValueError(f"{prefix} offsets go backwards")
            if any(len(c[f"{prefix}_{m}"]) != size for m in members):
                raise ValueError(f"{prefix} columns differ in length")
        for name in ("arc_next", "marker_next"):
            if c[name] and not (0 <= min(c[name]) and max(c[name]) < n):
                raise ValueError(f"{name}: a state out of range")


class StageMachine:
    """A compiled stage automaton in the form the matcher walks: per state, label -> (next, weight)."""

    def __init__(self, automaton: "pynini.Fst | WalkTable", *, has_left_context: bool,
                 max_units: int = DEFAULT_MAX_UNITS, end: frozenset = frozenset(),
                 begin: frozenset = frozenset(), co_labels: frozenset = frozenset()):
        self.has_left_context = has_left_context
        # The co-labels (`FeatureIndex.co_labels`): a unit's label set carries one where it does NOT
        # hold. Every test of a label on a unit goes through `_holding` (or `_co_keys` in `_step`).
        self.co_labels = co_labels
        self.max_units = max_units
        # The labels of the end of the text, a unit after the last one that only a right context
        # can take (`right(~X)` or `right(line_start())` closing a text): see `walk`.
        self.end = end
        # ... and of its start, a unit before the first one that only a left context can take
        # (`left(~X)` before a text's first unit)
        self.begin = begin
        table = automaton if isinstance(automaton, WalkTable) else WalkTable.from_fst(automaton)
        c = table.columns
        # Per state: label -> next state, and label -> weight where it is not 0 (few arcs weigh).
        # One int object per label and per state number, shared by every arc that carries it: the
        # es stages have about 480,000 arcs over 24,000 states.
        shared: dict[int, int] = {}
        labels = [shared.setdefault(x, x) for x in c["arc_labels"]]
        nexts = [shared.setdefault(x, x) for x in c["arc_next"]]
        spans = list(pairwise(c["arc_offsets"]))
        self.arcs: list[dict[int, int]] = [dict(zip(labels[a:b], nexts[a:b])) for a, b in spans]
        weights = c["arc_weights"]
        self.weights: list[dict[int, float]] = [{labels[k]: weights[k] for k in range(a, b) if weights[k]}
                                                or _NO_WEIGHTS for a, b in spans]
        distinct: dict[frozenset, frozenset] = {}  # one set object for the states with the same labels
        self.keys: list[frozenset] = [distinct.setdefault(k, k) for k in map(frozenset, self.arcs)]
        # per state, its arc labels that are co-labels (None: none)
        self._co_keys: list[frozenset | None] = [(k & co_labels) or None for k in self.keys]
        markers = zip(c["marker_labels"], c["marker_next"], c["marker_weights"])
        self.markers: list[tuple[tuple[int, int, float], ...]] = [tuple(islice(markers, b - a))
                                                                  for a, b in pairwise(c["marker_offsets"])]
        ends = zip(c["end_rules"], c["end_weights"])
        self.ends: list[tuple[tuple[int, float], ...]] = [tuple(islice(ends, b - a))
                                                          for a, b in pairwise(c["end_offsets"])]
        self.start = table.start
        self.first = self._first_labels()
        # states with marker or rule arcs: only threads in them need closing after a step
        self.closing = [bool(m or e) for m, e in zip(self.markers, self.ends)]
        self._first_step = self._first_step_table()
        # labels here -> {labels next -> worth walking} (see _worth_walking); no tuple per pair
        self._worth: dict[frozenset, dict[frozenset, bool | frozenset]] = {}
        self._worth_pairs = 0
        # A unit's byte codes as a walk's first unit and as its second (see `learn`, `_starts`), and
        # the label sets a first unit's successor must meet that have a bit of their own in them
        self._as_first: dict[frozenset, int] = {}
        self._as_second: dict[frozenset, int] = {}
        self._probes: dict[frozenset, int] = {}
        # The codes depend only on a label set's labels in `first` (as a first unit) and in the
        # probes (as a second unit): few distinct parts, memoised on them (see `learn`)
        self._first_code_of: dict[frozenset, int] = {}
        self._probed: frozenset = frozenset()  # the union of the probes
        self._second_code_of: dict[frozenset, int] = {}
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
        can the second unit carry? The first units' codes (`learn`) are made from it."""
        table: dict[int, tuple[bool, frozenset]] = {}
        for s in self._marker_closure(self.start):
            for lab, ns in self.arcs[s].items():
                states = self._marker_closure(ns)
                accepts = any(self.ends[x] for x in states)
                second = frozenset().union(*(self.keys[x] for x in states))
                old = table.get(lab)
                if old is not None:
                    accepts, second = accepts or old[0], second | old[1]
                table[lab] = (accepts, second)
        return table

    def _worth_walking(self, here: frozenset, nxt: frozenset) -> "bool | frozenset":
        """Whether a walk from a unit labelled `here`, followed by one labelled `nxt`, can match:
        True if it offers a candidate within these two units, False if it dies in them, else the
        labels one of which the third unit must carry. Memoised on the pair of label sets (the sets
        are shared between units with the same token, so pairs repeat); the two steps are those of
        the walk's own memo (`_step`)."""
        got = self._initial.trans.get(here)
        state, offers = got if got is not None else self._step(self._initial, here)
        if not offers and state is not None:
            got = state.trans.get(nxt)
            state, offers = got if got is not None else self._step(state, nxt)
        worth = True if offers else False if state is None else state.consumable(self.keys, self.co_labels)
        if self._worth_pairs >= 100_000:
            self._worth.clear()
            self._worth_pairs = 0
        row = self._worth.get(here)
        if row is None:
            row = self._worth[here] = {}
        self._worth_pairs += 1
        row[nxt] = worth
        return worth

    def _worth_at(self, feats: list[frozenset], following: list[frozenset], i: int) -> bool:
        """Whether a walk from unit i is worth taking: `_worth_walking` on the pair of units (its
        memo), then the third unit. `following[j]`: the labels of the unit after unit j."""
        row = self._worth.get(feats[i])
        ok = row.get(following[i]) if row is not None else None
        if ok is None:
            ok = self._worth_walking(feats[i], following[i])
        if ok is True or ok is False:
            return ok
        labels, co = ok  # (a co-label holds where the unit's set lacks it)
        after = following[i + 1]
        return not labels.isdisjoint(after) or (co is not None and not co <= after)

    def _second_labels(self, starting: frozenset) -> "frozenset | bool":
        """For a unit whose labels in `first` are `starting` (not empty): True if a match can end after
        it, else the labels one of which the next unit must carry."""
        table = self._first_step
        need: set[int] = set()
        for lab in starting:
            accepts, second = table[lab]
            if accepts:
                return True
            need |= second
        return frozenset(need)

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
        arcs, weights, keys, co_keys = self.arcs, self.weights, self.keys, self._co_keys
        nxt: dict = {}
        for (s, ms, me, caps), w in state.threads:
            labs = keys[s] & f
            co = co_keys[s]
            if co is not None:  # a co-label's arc is taken where the unit's set lacks it
                labs = (labs - co) | (co - f)
            if not labs:
                continue
            a, aws = arcs[s], weights[s]
            key = None
            for lab in labs:
                ns, aw = a[lab], aws.get(lab, 0.0)
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

        A walk consumes at most `max_units` units: no match (with its contexts) is longer. After
        the last unit a walk may go on over the end of the text (`end`), for a right context; from
        i = -1 it first takes the start of the text (`begin`), for a left context. A candidate
        that would take the end or the start into its match is dropped.
        """
        best: dict = {}
        state = self._initial
        n = len(feats)
        stop = min(n + 1, i + self.max_units)
        pos = i
        if i < 0:  # the start of the text: its offers would all hold it in their match
            got = state.trans.get(self.begin)
            if got is None:
                got = self._step(state, self.begin)
            state = got[0]
            if state is None:
                return best
            pos = 0
        while pos < stop:
            f = feats[pos] if pos < n else self.end
            got = state.trans.get(f)
            if got is None:
                got = self._step(state, f)
            state, offers = got
            pos += 1
            for ms, me, k, w, caps in offers:
                ms = -1 if ms is None else pos + ms
                cand = (ms, -1 if me is None else pos + me, k, w,
                        tuple((c, pos + p) for c, p in caps) if caps else caps)
                if cand[1] > n or cand[0] < 0:  # the end or the start of the text inside the match
                    continue
                old = best.get(ms)
                if old is None or _preference(cand) < _preference(old):
                    best[ms] = cand
            if state is None:
                break
        return best

    def learn(self, label_sets) -> list[frozenset]:
        """Note how each of these label sets can begin a walk (see `find`'s `unseen`), as two byte
        codes (`codes`). As a first unit: 0 if it cannot start a walk, `_ALWAYS` if a match can end
        after it, else the bit of the labels its successor must meet (`_second_labels`; once every
        bit is taken, the bit of a wider label set, or `_ALWAYS`). As a second unit: `_ALWAYS` plus
        the bit of each of those label sets it meets. A walk from unit i is worth a closer look when
        i's first code and i+1's second share a bit. Returns the label sets learnt before whose
        codes changed (a new bit given out)."""
        as_first, as_second = self._as_first, self._as_second
        first, first_code_of = self.first, self._first_code_of
        recoded: list[frozenset] = []
        for f in label_sets:
            starting = self._holding(first, f)
            code = first_code_of.get(starting)
            if code is None:
                code = first_code_of[starting] = self._first_code(starting, recoded)
            as_first[f] = code
            probed = self._holding(self._probed, f)
            code = self._second_code_of.get(probed)
            if code is None:
                code = self._second_code_of[probed] = self._second_code(probed)
            as_second[f] = code
        return recoded

    def _first_code(self, starting: frozenset, recoded: list[frozenset]) -> int:
        """The code as a walk's first unit of a label set whose labels in `first` are `starting`."""
        if not starting:
            return 0
        need = self._second_labels(starting)
        if need is True:
            return _ALWAYS
        bit = self._probes.get(need)
        return bit if bit is not None else self._new_probe(need, recoded)

    def _second_code(self, probed: frozenset) -> int:
        """The code as a walk's second unit of a label set whose labels in the probes are `probed`."""
        code = _ALWAYS
        for need, bit in self._probes.items():
            if not need.isdisjoint(probed):
                code |= bit
        return code

    def codes(self, f: frozenset) -> tuple[int, int]:
        """The codes of a label set learnt (see `learn`): as a walk's first unit, and as its second."""
        return self._as_first[f], self._as_second[f]

    def _new_probe(self, need: frozenset, recoded: list[frozenset]) -> int:
        """Give `need` the next free bit and mark the label sets already noted that meet it (added
        to `recoded`); once the bits are taken, the bit of the narrowest wider one, or `_ALWAYS`."""
        if len(self._probes) == _PROBE_BITS:
            wider = [(len(probe), bit) for probe, bit in self._probes.items() if need <= probe]
            return min(wider)[1] if wider else _ALWAYS
        bit = self._probes[need] = 1 << len(self._probes)
        self._probed |= need
        self._second_code_of.clear()  # the codes of the parts memoised lack the new bit
        as_second = self._as_second
        for f in as_second:
            if self._holding(need, f):
                as_second[f] |= bit
                recoded.append(f)
        return bit

    def _holding(self, labels: frozenset, f: frozenset) -> frozenset:
        """Those of `labels` that hold on a unit with label set `f` (whose co-labels are flipped)."""
        got = labels & f
        co = labels & self.co_labels
        return (got - co) | (co - f) if co else got

    def forget(self) -> None:
        """Drop the label sets noted so far (a caller that feeds `learn` bounds the memo this way)."""
        self._as_first.clear()
        self._as_second.clear()

    def _starts(self, feats: list[frozenset], unseen: set | None = None, codes: tuple[bytes, bytes] | None = None
                ) -> list[int]:
        """Units a walk may start from (see `learn`; `find` checks the exact pair of label sets).
        The scan runs in C: the units' codes as bytes, and-ed as two big integers, the second's
        shifted by one unit. `unseen`, `codes`: see `find`."""
        n = len(feats)
        if not n:
            return []
        if codes is None:
            as_first = self._as_first
            new = (set(feats) if unseen is None else unseen).union((self.end,)).difference(as_first)
            if new:
                if len(as_first) + len(new) > 100_000:  # bound the memo: start afresh with this text's sets
                    self.forget()
                    new = set(feats) | {self.end}
                self.learn(new)
            codes = bytes(map(as_first.__getitem__, feats)), bytes(map(self._as_second.__getitem__, feats))
        firsts = int.from_bytes(codes[0], "little")
        seconds = int.from_bytes(codes[1], "little") >> 8
        seconds |= self._as_second[self.end] << 8 * (n - 1)  # after the last unit: the end of the text
        return [m.start() for m in _NONZERO.finditer((firsts & seconds).to_bytes(n, "little"))]

    def find(self, feats: list[frozenset], unseen: set | None = None, check=None,
             codes: tuple[bytes, bytes] | None = None) -> list[Match]:
        """The leftmost-longest, non-overlapping matches in a sequence of unit label sets.

        `unseen`: the label sets of `feats` that were never passed to `learn` (or a superset; `end`
        too must have been learnt); None: all of them (a caller that runs many machines over the
        same units, like `Cascade`, makes them all learn each new label set once instead of each
        looking for new ones in every text).
        `codes`: the units' `codes` as two byte strings (firsts, seconds), from a caller that keeps
        them (every label set learnt). `check()` (optional) is called every CHECK_EVERY walk
        starts: it may raise to stop the search."""
        n = len(feats)
        starts = self._starts(feats, unseen, codes)
        # a left context may take the start of the text, before the first unit
        from_begin = self.has_left_context and n > 0 and bool(self._holding(self.first, self.begin))
        if not starts and not from_begin:
            return []
        following = feats[1:]
        # the labels of the unit after each unit, and after the end of the text one on which nothing
        # holds: it lacks no co-label, so its set is the co-labels
        following += (self.end, self.co_labels)
        out: list[Match] = []
        if not self.has_left_context:
            # Every match found from unit i starts at i: take the best, then go on after it.
            end = 0
            for k, i in enumerate(starts):
                if check is not None and not k % CHECK_EVERY:
                    check()
                if i < end:
                    continue
                if not self._worth_at(feats, following, i):
                    continue
                best = self.walk(feats, i).get(i)
                if best is not None:
                    out.append(_match(best))
                    end = best[1]
            return out
        # With left contexts a match found from unit i starts at i or later: before walking from i,
        # every candidate starting before i is known and can be taken (or dropped).
        pending: dict = self.walk(feats, -1) if from_begin else {}
        pos = 0
        for k, i in enumerate(starts):
            if check is not None and not k % CHECK_EVERY:
                check()
            if not self._worth_at(feats, following, i):
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


# The byte codes of `StageMachine.learn`: seven bits for the label sets a first unit's successor
# must meet, and one that every second unit has.
_PROBE_BITS = 7
_ALWAYS = 1 << _PROBE_BITS
_NONZERO = re.compile(rb"[^\x00]")

# Lazy-DFA memo bound per stage: past this many transitions it starts afresh (about 150 bytes each;
# the es stages reach at most 11,789 (streets) over the 3,501 background notes).
MAX_TRANSITIONS = 50_000


class _Threads:
    """A set of walk threads ((state, match start, match end, parts) -> weight, positions relative
    to the current unit), and its memoised transitions: label set -> (next `_Threads` or None when
    every thread died, candidates offered)."""

    __slots__ = ("threads", "trans", "_consumable")

    def __init__(self, threads: tuple):
        self.threads = threads
        self.trans: dict[frozenset, tuple] = {}
        self._consumable: tuple | None = None

    def consumable(self, keys: list[frozenset], co_labels: frozenset) -> tuple[frozenset, frozenset | None]:
        """The labels one of which must hold on the next unit for a thread to go on: those a unit's
        set must carry, and the co-labels (None: none) of which it must lack one."""
        got = self._consumable
        if got is None:
            labels = frozenset().union(*(keys[s] for (s, _, _, _), _ in self.threads))
            co = labels & co_labels
            got = self._consumable = (labels - co, co or None)
        return got


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

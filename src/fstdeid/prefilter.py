"""Skipping the stages that cannot match a document, before walking it.

Most stages match nothing in most documents (a note without a hospital word gives the hospitals
stage nothing to find), yet a walk starts at every unit that can begin a match, and the labels that
begin matches are often common (any capitalised word). So, as regex engines look for a required
literal before running the automaton, each rule of a stage gets its *required groups*: sets of
labels such that every match of the rule consumes a unit carrying one of the set's labels. A stage
is run on a document only if, for one of its rules at least, every required group has a label on
some unit of the document. The matches are the same with or without the check.

The groups come from the stage automaton (so every kind of grammar source gets them). A state that
lies on every path from the start to a rule's end (a *dominator* of the end; the start is one) gives
two: every such path enters it by a consuming arc whose target reaches it by marker arcs alone, and
leaves it by a consuming arc from a state it reaches by marker arcs alone; the labels of those arcs
are required groups. (None on the way in if the start reaches the state by marker arcs; none on the
way out if the state reaches the rule's end by marker arcs.)

At run time a bit stands for each group; a unit label set gets the bits of the groups it meets
(memoised: label sets are few), and a document's bits are the union over its distinct label sets.
"""

from __future__ import annotations

from functools import reduce
from operator import or_
from typing import Iterable, Sequence

# At most this many groups per rule are kept (the smallest ones, which are the most selective):
# each costs a bit; a rule needs all of its groups, so fewer groups only skip less.
MAX_GROUPS_PER_RULE = 8


def required_groups(machine) -> list[list[frozenset]]:
    """For each rule of a `StageMachine`, its required groups (see the module docstring)."""
    n = len(machine.arcs)
    rules = sorted({k for ends in machine.ends for k, _ in ends})
    nrules = (rules[-1] + 1) if rules else 0
    # Nodes: the states, then one end node per rule. Edges: consuming arcs, marker arcs, and an
    # edge from a state to the end node of each rule it can end.
    size = n + nrules
    succ: list[list[int]] = [[] for _ in range(size)]
    preds: list[list[int]] = [[] for _ in range(size)]
    into: list[set[int]] = [set() for _ in range(size)]  # labels of the consuming arcs into a node
    free_preds: list[list[int]] = [[] for _ in range(size)]  # neighbours by a marker or end edge
    free_succs: list[list[int]] = [[] for _ in range(size)]
    for s in range(n):
        for lab, (t, _) in machine.arcs[s].items():
            succ[s].append(t)
            into[t].add(lab)
        for t in [t for _, t, _ in machine.markers[s]] + [n + k for k, _ in machine.ends[s]]:
            succ[s].append(t)
            free_preds[t].append(s)
            free_succs[s].append(t)
    for s in range(size):
        for t in succ[s]:
            preds[t].append(s)
    dom = _dominators(succ, machine.start)
    out: list[list[frozenset]] = []
    for k in range(nrules):
        end = n + k
        useful = _closure(end, preds)  # the nodes from which the rule's end can be reached
        groups: set[frozenset] = set()
        for d in dom.get(end, ()):
            # Every path to the end enters d's backward free closure by a consuming arc (unless it
            # holds the start), and leaves d's forward free closure by one towards the end (unless
            # that closure holds the end).
            back = _closure(d, free_preds)
            if machine.start not in back:
                groups.add(frozenset().union(*(into[v] for v in back)))
            ahead = _closure(d, free_succs) & useful
            if end not in ahead:
                groups.add(frozenset(lab for v in ahead for lab, (t, _) in machine.arcs[v].items() if t in useful))
        out.append(_strongest(groups))
    return out


def _dominators(succ: list[list[int]], start: int) -> dict[int, frozenset]:
    """The dominators of each node reachable from `start` (the iterative data-flow algorithm, over
    the nodes in reverse post-order; the automata are small)."""
    order: list[int] = []
    seen = {start}
    stack = [(start, iter(succ[start]))]
    while stack:
        node, it = stack[-1]
        nxt = next((t for t in it if t not in seen), None)
        if nxt is None:
            stack.pop()
            order.append(node)
        else:
            seen.add(nxt)
            stack.append((nxt, iter(succ[nxt])))
    order.reverse()
    preds: dict[int, list[int]] = {v: [] for v in order}
    for v in order:
        for t in succ[v]:
            preds[t].append(v)
    dom: dict[int, frozenset] = {start: frozenset((start,))}
    changed = True
    while changed:
        changed = False
        for v in order:
            if v == start:
                continue
            known = [dom[p] for p in preds[v] if p in dom]
            new = frozenset.intersection(*known) | {v}
            if dom.get(v) != new:
                dom[v] = new
                changed = True
    return dom


def _closure(node: int, neighbours: list[list[int]]) -> set[int]:
    """`node` and the nodes reached from it along `neighbours` (free edges, one way)."""
    seen, todo = {node}, [node]
    while todo:
        for v in neighbours[todo.pop()]:
            if v not in seen:
                seen.add(v)
                todo.append(v)
    return seen


def _strongest(groups: set[frozenset]) -> list[frozenset]:
    """Without the groups that contain another (implied by it), smallest first, at most
    MAX_GROUPS_PER_RULE."""
    kept = [g for g in groups if not any(h < g for h in groups)]
    kept.sort(key=lambda g: (len(g), sorted(g)))
    return kept[:MAX_GROUPS_PER_RULE]


class Prefilter:
    """Which stages can match a document, from the label sets of its units."""

    def __init__(self, stage_groups: Sequence[list[list[frozenset]] | None], *, memo_size: int = 200_000):
        """`stage_groups`: per stage, the required groups of each rule (`required_groups`), or None
        for a stage that is always run."""
        bit_of: dict[frozenset, int] = {}
        self._rule_masks: list[tuple[int, ...] | None] = []
        for rules in stage_groups:
            masks = []
            for groups in rules or ():
                mask = 0
                for g in groups:
                    mask |= 1 << bit_of.setdefault(g, len(bit_of))
                masks.append(mask)
            # A stage with a rule that needs no group (or with no groups at all) is always run.
            self._rule_masks.append(None if rules is None or not masks or 0 in masks else tuple(masks))
        self._bits_of_label: dict[int, int] = {}
        for g, bit in bit_of.items():
            for lab in g:
                self._bits_of_label[lab] = self._bits_of_label.get(lab, 0) | (1 << bit)
        self._memo: dict[frozenset, int] = {}
        self._memo_size = memo_size

    def present(self, distinct: Iterable[frozenset]) -> int:
        """The bits of the groups that some unit meets, for the distinct label sets of a document."""
        memo = self._memo
        new = [f for f in distinct if f not in memo]
        if new:
            if len(memo) + len(new) > self._memo_size:
                memo.clear()
                new = list(distinct)
            get = self._bits_of_label.get
            for f in new:
                memo[f] = reduce(or_, (get(lab, 0) for lab in f), 0)
        return reduce(or_, map(memo.__getitem__, distinct), 0)

    def can_match(self, stage: int, present: int) -> bool:
        """Whether stage number `stage` can match a document whose group bits are `present`."""
        masks = self._rule_masks[stage]
        return masks is None or any(present & m == m for m in masks)

"""A brute-force matcher that interprets patterns directly, to check the compiled automata against.

It shares nothing with `fstdeid.locate` but the meaning of atoms (a unit satisfies an atom when it
carries the atom's label) and agreement expansion; it enumerates every match of every rule from
every position and applies the leftmost-longest policy by a plain left-to-right scan.
"""

from __future__ import annotations

from fstdeid.compiler import expand_agreement, split_contexts
from fstdeid.grammar import Alt, Atom, Part, Repeat, Seq


def ends(p, feats, i, label) -> set[int]:
    """Every position where pattern p, started at unit i, can end."""
    n = len(feats)
    if isinstance(p, Atom):
        lab = label(p)
        out = {i + 1} if i < n and lab in feats[i] else set()
        if p.kind == "lex" and i < n and lab + 1 in feats[i]:
            j = i + 1
            while j < n:
                if lab + 3 in feats[j]:
                    out.add(j + 1)
                if lab + 2 not in feats[j]:
                    break
                j += 1
        return out
    if isinstance(p, Seq):
        cur = {i}
        for it in p.items:
            cur = {e for c in cur for e in ends(it, feats, c, label)}
        return cur
    if isinstance(p, Alt):
        return {e for it in p.items for e in ends(it, feats, i, label)}
    if isinstance(p, Part):
        return ends(p.item, feats, i, label)
    if isinstance(p, Repeat):
        out = {i} if p.lo == 0 else set()
        cur, count = {i}, 0
        seen = {i}
        while cur and (p.hi is None or count < p.hi):
            cur = {e for c in cur for e in ends(p.item, feats, c, label)}
            count += 1
            if count >= p.lo:
                out |= cur
            if p.hi is None and count >= p.lo:
                cur -= seen
                seen |= cur
        return out
    raise TypeError(p)


def candidates(rules, feats, label, inflection=None, end=None, begin=None):
    """(start, end, rule index, weight) for every match of every rule. `end`: the labels of the end
    of the text, a unit after the last one that only a right context may take; `begin`: of its
    start, a unit before the first one that only a left context may take."""
    first = 0 if begin is None else 1  # where the text's first unit stands in `feats`
    n = len(feats) + first
    feats = ([begin] if begin is not None else []) + list(feats) + ([end] if end is not None else [])
    out = set()
    for k, rule in enumerate(rules):
        for pat in expand_agreement(rule, inflection or {}):
            lc, main, rc = split_contexts(rule.name, pat)
            for s in range(len(feats) + 1):
                starts = ends(lc, feats, s, label) if lc is not None else {s}
                for ms in starts:
                    for me in ends(main, feats, ms, label):
                        if n >= me > ms >= first and (rc is None or ends(rc, feats, me, label)):
                            out.add((ms - first, me - first, k, rule.weight))
    return out


def leftmost_longest(rules, feats, label, inflection=None, end=None, begin=None):
    cands = candidates(rules, feats, label, inflection, end, begin)
    out, pos = [], 0
    while True:
        later = [c for c in cands if c[0] >= pos]
        if not later:
            return out
        first = min(c[0] for c in later)
        here = [c for c in later if c[0] == first]
        longest = max(c[1] for c in here)
        best = min((c for c in here if c[1] == longest), key=lambda c: (c[3], c[2]))
        out.append(best)
        pos = best[1]

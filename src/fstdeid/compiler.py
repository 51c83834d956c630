"""Compiling stages to weighted acceptors with pynini.

A rule `left(L) + M + right(R)` becomes the acceptor

    L · <start> · M · <end> · R · <rule k>/w

over the alphabet of atom labels (`fstdeid.features`), where `<start>` and `<end>` are marker labels
that the matcher crosses without consuming a unit (they say where the tag goes), named parts are
wrapped in part markers the same way, and the last arc names the rule and carries its weight. A stage
is the union of its rules, epsilon-free, determinized and minimized: one deterministic machine that
the matcher runs from each candidate position of the text (see `fstdeid.locate`).

Agreement (`Rule.agree`) is compiled by expansion: for each value of the attribute, the atoms inside
the agreeing parts are restricted to units whose inflection codes carry that value, and the variants
are united.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, replace

import pynini

from .errors import GrammarError
from .features import END_BASE, MARK_END, MARK_START, Alphabet
from .grammar import Alt, Atom, Context, Part, Pattern, Repeat, Rule, Seq, Stage

PART_BASE = 1 << 20  # PART_BASE + 2j opens part j of a stage, PART_BASE + 2j + 1 closes it


@dataclass(frozen=True)
class CompiledRule:
    """What the matcher needs to know about a rule besides its automaton."""

    name: str
    codes: tuple[str, ...]
    infl: tuple[str, ...]
    infl_from: tuple[str, ...]
    lemma_from: tuple[str, ...]
    weight: float


def expand_agreement(rule: Rule, inflection: dict[str, str]) -> list[Pattern]:
    """The rule's pattern, once per combination of values of its agreement attributes."""
    if not rule.agree:
        return [rule.pattern]
    attrs = sorted(rule.agree)
    for a in attrs:
        if a not in inflection:
            raise GrammarError(
                f"rule {rule.name}: agreement on {a!r}, but the language defines no such inflection attribute "
                f"(language.toml [inflection] has: {sorted(inflection) or 'none'})"
            )
    out = []
    for values in itertools.product(*(inflection[a] for a in attrs)):
        constraint = {}
        for a, v in zip(attrs, values):
            for p in rule.agree[a]:
                if p in constraint and constraint[p] != v:
                    # One part agreeing on two attributes: a unit must carry both values. We constrain
                    # each atom by one character only, so combine them as a conjunction of atoms.
                    constraint[p] = constraint[p] + v
                else:
                    constraint[p] = v
        out.append(_constrain(rule.pattern, constraint, None, rule.name))
    return out


def _constrain(p: Pattern, constraint: dict[str, str], active: str | None, rule: str) -> Pattern:
    if isinstance(p, Part):
        inner = constraint.get(p.name, active)
        return Part(p.name, _constrain(p.item, constraint, inner, rule))
    if isinstance(p, Atom):
        if active is None:
            return p
        atoms = []
        for ch in active:
            if p.kind == "lex":
                atoms.append(Atom("lex", (p.args[0], p.args[1], ch)))
            elif p.kind == "tag":
                atoms.append(Atom("tag", (p.args[0], ch)))
            else:
                raise GrammarError(
                    f"rule {rule}: agreement needs lexicon or tag atoms inside the agreeing parts, found {p.key()}"
                )
        out = atoms[0]
        for a in atoms[1:]:
            out = out & a
        return out
    if isinstance(p, Seq):
        return Seq(tuple(_constrain(i, constraint, active, rule) for i in p.items))
    if isinstance(p, Alt):
        return Alt(tuple(_constrain(i, constraint, active, rule) for i in p.items))
    if isinstance(p, Repeat):
        return replace(p, item=_constrain(p.item, constraint, active, rule))
    if isinstance(p, Context):
        return replace(p, item=_constrain(p.item, constraint, active, rule))
    raise GrammarError(f"rule {rule}: unknown pattern node {type(p).__name__}")


def split_contexts(rule_name: str, p: Pattern) -> tuple[Pattern | None, Pattern, Pattern | None]:
    """`left(L) + M + right(R)` -> (L, M, R). Contexts may only stand at the two ends of a rule."""
    items = list(p.items) if isinstance(p, Seq) else [p]
    lc = rc = None
    if items and isinstance(items[0], Context) and items[0].side == "left":
        lc = items.pop(0).item
    if items and isinstance(items[-1], Context) and items[-1].side == "right":
        rc = items.pop().item
    if not items:
        raise GrammarError(f"rule {rule_name}: nothing to match besides its contexts")
    for it in items:
        if _has_context(it):
            raise GrammarError(f"rule {rule_name}: left() may only start a rule and right() only end it")
    main = items[0] if len(items) == 1 else Seq(tuple(items))
    return lc, main, rc


def _has_context(p: Pattern) -> bool:
    if isinstance(p, Context):
        return True
    if isinstance(p, (Seq, Alt)):
        return any(_has_context(i) for i in p.items)
    if isinstance(p, (Repeat, Part)):
        return _has_context(p.item)
    return False


def _label(label: int, weight: float = 0.0) -> pynini.Fst:
    f = pynini.Fst()
    s, t = f.add_state(), f.add_state()
    f.set_start(s)
    f.set_final(t)
    f.add_arc(s, pynini.Arc(label, label, pynini.Weight("tropical", weight), t))
    return f


class StageCompiler:
    """Compiles the stages of one language against one alphabet."""

    def __init__(self, alphabet: Alphabet, inflection: dict[str, str]):
        self.alphabet = alphabet
        self.inflection = inflection

    def pattern(self, p: Pattern, parts: dict[str, int]) -> pynini.Fst:
        if isinstance(p, Atom):
            lab = self.alphabet.label(p)
            if p.kind == "lex":  # a one-token entry, or B I* E over a multi-word entry
                return pynini.union(_label(lab), _label(lab + 1) + pynini.closure(_label(lab + 2)) + _label(lab + 3))
            return _label(lab)
        if isinstance(p, Seq):
            out = self.pattern(p.items[0], parts)
            for it in p.items[1:]:
                out = pynini.concat(out, self.pattern(it, parts))
            return out
        if isinstance(p, Alt):
            return pynini.union(*(self.pattern(it, parts) for it in p.items))
        if isinstance(p, Repeat):
            inner = self.pattern(p.item, parts)
            return pynini.closure(inner, p.lo, p.hi) if p.hi is not None else pynini.closure(inner, p.lo)
        if isinstance(p, Part):
            j = parts.setdefault(p.name, len(parts))
            return _label(PART_BASE + 2 * j) + self.pattern(p.item, parts) + _label(PART_BASE + 2 * j + 1)
        if isinstance(p, Context):
            raise GrammarError("left()/right() may only stand at the ends of a rule")
        raise GrammarError(f"unknown pattern node {type(p).__name__}")

    def rule(self, k: int, rule: Rule, parts: dict[str, int]) -> pynini.Fst:
        variants = []
        for pat in expand_agreement(rule, self.inflection):
            lc, main, rc = split_contexts(rule.name, pat)
            m = self.pattern(main, parts)
            if _accepts_empty(m):
                raise GrammarError(f"rule {rule.name}: the pattern can match nothing (an empty match)")
            f = _label(MARK_START) + m + _label(MARK_END)
            if lc is not None:
                f = self.pattern(lc, parts) + f
            if rc is not None:
                f = f + self.pattern(rc, parts)
            variants.append(f)
        body = variants[0] if len(variants) == 1 else pynini.union(*variants)
        return body + _label(END_BASE + k, rule.weight)

    def stage(self, stage: Stage) -> tuple[pynini.Fst, list[CompiledRule], list[str]]:
        """The stage's automaton, its rules' metadata, and its part names (index = part number)."""
        parts: dict[str, int] = {}
        machines = [self.rule(k, r, parts) for k, r in enumerate(stage.rules)]
        fst = pynini.union(*machines) if len(machines) > 1 else machines[0]
        fst = pynini.determinize(fst.rmepsilon())
        fst.minimize()
        rules = [
            CompiledRule(r.name, tuple(r.codes), tuple(r.infl), tuple(r.infl_from), tuple(r.lemma_from), float(r.weight))
            for r in stage.rules
        ]
        names = sorted(parts, key=parts.get)
        return fst, rules, names


def _accepts_empty(f: pynini.Fst) -> bool:
    g = f.copy().rmepsilon()
    start = g.start()
    return start != pynini.NO_STATE_ID and g.final(start) != pynini.Weight.zero(g.weight_type())
